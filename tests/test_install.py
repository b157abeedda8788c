"""The app installed as people install it, outside the checkout: the sdist and the wheel built,
the wheel installed into a fresh virtual environment in a temporary folder, and the installed
`xerxes` started headless to the title screen and back out. Every file the app reads at run time
must be in the wheel, as package data (xerxes_app/resources.py)."""

import os
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from xerxes_app.resources import PYGAME_GUI_FONTS, VERSION
from xerxes_app.rules.saveformat import VERSION as SAVE_FORMAT

TOP = Path(__file__).resolve().parents[1]
RUN_TIME = ("assets/theme.json", "assets/fonts", "assets/translations", "assets/rules", "assets/icons", "assets/sounds")


def shipped() -> list[Path]:
    """Every file of the checkout the app reads at run time."""
    found = []
    for name in RUN_TIME:
        path = TOP / name
        found += [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    return found + sorted((TOP / "saves").glob("*.json"))


def test_every_package_of_the_app_is_installed():
    listed = set(tomllib.loads((TOP / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    folders = {".".join(init.parent.relative_to(TOP).parts) for init in (TOP / "xerxes_app").rglob("__init__.py")}
    data = {"xerxes_app." + ".".join(path.parent.relative_to(TOP).parts) for path in shipped()}  # assets/..., saves
    assert folders | data == listed


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """The sdist, and the wheel built from it (as pip would build it from the sdist); what the
    build said is kept beside them, in build.log."""
    dist = tmp_path_factory.mktemp("dist")
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}  # as on a player's machine
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(TOP)], check=True, capture_output=True,
                          text=True, env=env)
    (dist / "build.log").write_text(done.stdout + done.stderr)
    return dist


def installed(tmp_path_factory, wheel: Path) -> Path:
    """A fresh virtual environment outside the checkout with the wheel installed: its bin folder."""
    where = tmp_path_factory.mktemp("venv")
    venv.create(where, with_pip=True)
    bin_folder = where / ("Scripts" if os.name == "nt" else "bin")
    subprocess.run([str(bin_folder / "python"), "-m", "pip", "install", "--quiet", str(wheel)], check=True, capture_output=True)
    return bin_folder


@pytest.fixture(scope="module")
def app_bin(built, tmp_path_factory) -> Path:
    return installed(tmp_path_factory, next(built.glob("*.whl")))


def test_the_wheel_holds_every_file_the_app_reads_and_no_screenshots(built):
    names = set(zipfile.ZipFile(next(built.glob("*.whl"))).namelist())
    wanted = {"xerxes_app/" + str(path.relative_to(TOP)).replace(os.sep, "/") for path in shipped()}
    missing = {name for name in wanted if name not in names}
    assert not missing, f"missing from the wheel: {sorted(missing)}"
    assert not [name for name in names if "screenshots" in name]
    assert any(path.suffix == ".ttf" for path in shipped()) and any(path.suffix == ".png" for path in shipped())


def test_the_sdist_holds_what_the_wheel_is_built_from(built):
    assert len(list(built.glob("*.tar.gz"))) == 1 and len(list(built.glob("*.whl"))) == 1
    with tarfile.open(next(built.glob("*.tar.gz"))) as sdist:
        names = [name.partition("/")[2] for name in sdist.getnames()]
    assert {"LICENSE", "README.md", "pyproject.toml", "xerxes_app/app.py", "assets/theme.json"} <= set(names)
    assert not [name for name in names if name.startswith("tests/") or name.endswith("egg-info/PKG-INFO")]


def test_the_build_is_quiet(built):
    """Every data folder declared a package of its own, setuptools has nothing to warn of."""
    said = (built / "build.log").read_text()
    assert "Successfully built" in said and "warning" not in said.lower(), said


def test_the_wheel_is_small_and_carries_each_font_once(built):
    """Noto Sans JP is pygame-gui's, byte for byte (resources.py): the wheel carries no copy."""
    wheel = next(built.glob("*.whl"))
    assert wheel.stat().st_size <= 5_000_000, f"{wheel.stat().st_size / 1e6:.1f} MB"
    faces = [Path(name).name for name in zipfile.ZipFile(wheel).namelist() if name.endswith((".ttf", ".otf"))]
    assert sorted(faces) == sorted(set(faces)) and not set(faces) & PYGAME_GUI_FONTS and len(faces) >= 6


def test_the_wheel_says_its_licences_and_describes_itself(built):
    wheel = zipfile.ZipFile(next(built.glob("*.whl")))
    metadata = wheel.read(f"xerxes_app-{VERSION}.dist-info/METADATA").decode("utf-8")
    assert "License-Expression: MIT AND OFL-1.1" in metadata and "Description-Content-Type: text/markdown" in metadata
    assert "## Install and start" in metadata  # the README, as the long description
    licences = [name.rpartition("/")[2] for name in wheel.namelist() if "/licenses/" in name]
    assert sorted(licences) == ["Cardo-LICENCE.txt", "LICENSE", "Lato-LICENCE.txt", "NotoSansJP-LICENCE.txt"]


def headless(tmp_path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    for set_here in ("XERXES_SAVE_DIR", "XERXES_CONFIG_DIR", "PYGAME_HIDE_SUPPORT_PROMPT"):  # the last by importing the app
        env.pop(set_here, None)
    return env


def test_the_installed_xerxes_starts_to_the_title_and_back_out(app_bin, tmp_path):
    done = subprocess.run([str(app_bin / "xerxes"), "--ready-signal"], cwd=tmp_path, env=headless(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    [ready] = done.stdout.splitlines()  # and nothing else: no greeting of pygame's
    assert ready.startswith("ready "), done.stdout + done.stderr


def test_the_installed_xerxes_says_its_version_and_its_saves_format(app_bin, tmp_path):
    done = subprocess.run([str(app_bin / "xerxes"), "--version"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == f"Xerxes {VERSION} (saved games: format {SAVE_FORMAT})"


def test_a_second_install_keeps_to_the_same_saves_and_settings(app_bin, built, tmp_path_factory, tmp_path):
    """Saves, settings and records live where platformdirs puts them, never beside the app, so
    another install of it (another venv, pipx, a newer version) finds them."""
    other = installed(tmp_path_factory, next(built.glob("*.whl")))
    ask = "from xerxes_app.saving import config_folder, save_folder; print(save_folder(), config_folder())"
    answers = [subprocess.run([str(folder / "python"), "-c", ask], cwd=tmp_path, env=headless(tmp_path), capture_output=True,
                              text=True, timeout=60, check=True).stdout for folder in (app_bin, other)]
    assert answers[0] == answers[1] and str(tmp_path / "data") in answers[0] and str(tmp_path / "config") in answers[0]
