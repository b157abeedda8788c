"""scripts/setup says what it does while it sets up, so a first `scripts/play` never looks hung,
and says nothing once everything is set up. Run in a folder of its own with a stand-in for
Python that makes the environment and records pip's installs instead of making them."""

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]

# Makes `.venv` with itself as its Python; pip's installs are recorded, everything else is Python's.
STAND_IN = f"""#!/bin/sh
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
  mkdir -p "$3/bin" && cp "$0" "$3/bin/python" && exit 0
fi
case " $* " in *" pip install "*) echo "$*" >> pip-installs.txt; exit 0 ;; esac
exec {sys.executable} "$@"
"""


def setup_run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["scripts/setup", *args], cwd=folder, env=dict(os.environ, PYTHON=str(folder / "python")),
                          capture_output=True, text=True, timeout=120)


def test_the_first_setup_says_what_it_does_and_the_next_says_nothing(tmp_path):
    (tmp_path / "scripts").mkdir()
    shutil.copy(TOP / "scripts" / "setup", tmp_path / "scripts" / "setup")
    shutil.copy(TOP / "pyproject.toml", tmp_path / "pyproject.toml")
    stand_in = tmp_path / "python"
    stand_in.write_text(STAND_IN)
    stand_in.chmod(stand_in.stat().st_mode | stat.S_IEXEC)

    first = setup_run(tmp_path, "--play")
    assert first.returncode == 0, first.stderr
    lines = first.stderr.splitlines()
    assert lines[0] == "Setting up Xerxes for the first time (about a minute)…"
    assert any("installing Xerxes" in line for line in lines) and lines[-1].strip() == "done"
    assert len((tmp_path / "pip-installs.txt").read_text().splitlines()) == 2  # pip itself, then the app

    again = setup_run(tmp_path, "--play")
    assert again.returncode == 0 and again.stderr == "" and again.stdout == ""
