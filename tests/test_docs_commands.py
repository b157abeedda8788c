"""Every command the README and the pages in docs/ give in a shell block exists, with every
option it names: a script of scripts/, the `xerxes` command (and scripts/play, which hands its
options to it), or a module run with `python -m`. A page that quotes a command the project no
longer has, or an option it never had, fails here."""

import os
import re
import shlex
import subprocess
import sys
import tomllib
from functools import cache
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[1]
PAGES = [TOP / "README.md", *sorted((TOP / "docs").glob("*.md"))]
SHELL_BLOCK = re.compile(r"```(?:sh|bash|console)\n(.*?)```", re.S)
OTHERS = {"pipx", "pip"}  # other people's tools, quoted to install the app


def quoted() -> list[tuple[str, str]]:
    """(page, command line) for each line of each shell block."""
    found = []
    for page in PAGES:
        for block in SHELL_BLOCK.findall(page.read_text(encoding="utf-8")):
            found += [(page.name, line) for line in block.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    return found


@cache
def options_of(*command: str) -> str:
    """What a command's --help says, where its options are named."""
    done = subprocess.run([*command, "--help"], cwd=TOP, capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert done.returncode == 0, done.stderr
    return done.stdout


def check(line: str) -> None:
    words = shlex.split(line, comments=True)
    while words and re.fullmatch(r"[A-Z_]+=\S*", words[0]):  # VARIABLE=value before the command
        words.pop(0)
    command, rest = words[0], words[1:]
    options = [word.split("=")[0] for word in rest if word.startswith("--")]
    if command in OTHERS:
        return
    if command.startswith("scripts/"):
        script = TOP / command
        assert script.is_file() and os.access(script, os.X_OK), f"{command} is not an executable script"
        if command == "scripts/play":  # it hands its options to the app
            command = "xerxes"
        else:
            assert not options, f"{command} takes no options: {options}"
            return
    if command == "xerxes":
        scripts = tomllib.loads((TOP / "pyproject.toml").read_text())["project"]["scripts"]
        assert "xerxes" in scripts, "pyproject.toml declares no xerxes command"
        said = options_of(sys.executable, "-m", "xerxes_app")
    elif command in (scripts := tomllib.loads((TOP / "pyproject.toml").read_text())["project"]["scripts"]):
        said = options_of(sys.executable, "-m", scripts[command].split(":")[0])  # xerxes-server
    elif command.endswith("python") and rest[:1] == ["-m"]:
        said = options_of(sys.executable, "-m", rest[1])
    else:
        raise AssertionError(f"{command}: not a command of this project")
    missing = [option for option in options if option not in said]
    assert not missing, f"{line}: no such option {missing}"


def test_the_pages_quote_commands():
    assert len(quoted()) >= 10 and any(page == "README.md" for page, _ in quoted())


@pytest.mark.parametrize("page, line", quoted())
def test_a_quoted_command_exists(page, line):
    check(line)


def test_the_check_catches_what_does_not_exist():
    for line in ("scripts/fly", "xerxes --levitate", "xerxes-server --teleport", ".venv/bin/python -m xerxes_app.sim --teleport", "make all"):
        with pytest.raises(AssertionError):
            check(line)
