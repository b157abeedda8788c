"""`xerxes --install-desktop-entry` puts the app in a Linux desktop's menus, for this user only,
and `--uninstall-desktop-entry` takes it out again. The entry is checked with
`desktop-file-validate` (desktop-file-utils) where it is installed."""

import shutil
import subprocess
import sys

import pytest

from xerxes_app import app, desktop_entry
from xerxes_app.resources import ICONS


def valid(desktop) -> None:
    """The entry as the desktop entry specification wants it, when its validator is at hand."""
    validator = shutil.which("desktop-file-validate")
    if validator is not None:
        done = subprocess.run([validator, str(desktop)], capture_output=True, text=True, timeout=30)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def exec_line(desktop) -> str:
    return next(line for line in desktop.read_text(encoding="utf-8").splitlines() if line.startswith("Exec="))


def test_the_entry_and_its_icons_go_under_the_users_data_folder_and_come_out_again(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "executable", "/usr/bin/python3")
    assert app.main(["--install-desktop-entry"]) == 0
    desktop = tmp_path / "applications" / "xerxes.desktop"
    text = desktop.read_text(encoding="utf-8")
    assert "Name=Xerxes" in text and "Icon=xerxes" in text and "StartupWMClass=Xerxes" in text
    assert exec_line(desktop) == "Exec=/usr/bin/python3 -m xerxes_app %u"  # %u: a xerxes:// link clicked
    assert "MimeType=x-scheme-handler/xerxes;" in text
    valid(desktop)
    icons = sorted((tmp_path / "icons" / "hicolor").glob("*/apps/xerxes.png"))
    assert len(icons) == len(list(ICONS.glob("xerxes-*.png"))) >= 4
    assert (tmp_path / "icons/hicolor/64x64/apps/xerxes.png").read_bytes() == (ICONS / "xerxes-64.png").read_bytes()
    assert str(desktop) in capsys.readouterr().out
    assert app.main(["--uninstall-desktop-entry"]) == 0
    assert not desktop.exists() and not list(tmp_path.rglob("*.png"))
    assert list(tmp_path.iterdir()) == [], "the folders made for the entry went with it"
    assert app.main(["--uninstall-desktop-entry"]) == 0
    assert "no desktop entry" in capsys.readouterr().out


def test_a_bundles_entry_starts_the_bundle_itself(tmp_path, monkeypatch):
    """PyInstaller's bundle (scripts/package) is its own executable: `-m xerxes_app` after it
    would be refused as an unknown argument, and a click on the menu item would do nothing."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/games/xerxes/xerxes")
    desktop_entry.install()
    desktop = tmp_path / "applications" / "xerxes.desktop"
    assert exec_line(desktop) == "Exec=/opt/games/xerxes/xerxes %u"
    valid(desktop)


@pytest.mark.parametrize("where, written", [
    ("/home/Ann Lee/Xerxes game/xerxes", 'Exec="/home/Ann Lee/Xerxes game/xerxes"'),
    ('/home/ann/$HOME "new"/x`y`/100%/a\\b', r'Exec="/home/ann/\\$HOME \\"new\\"/x\\`y\\`/100%%/a\\\\b"'),
])
def test_a_path_with_spaces_or_reserved_characters_is_quoted_as_the_specification_says(tmp_path, monkeypatch, where, written):
    """In double quotes, never single ones; " ` $ and \\ escaped inside them, then every
    backslash doubled as in any string of the file; % doubled, as it would start a field code."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", where)
    desktop_entry.install()
    desktop = tmp_path / "applications" / "xerxes.desktop"
    assert exec_line(desktop) == f"{written} %u"
    valid(desktop)


def test_the_uninstall_takes_away_only_the_folders_the_install_made(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    theirs = tmp_path / "icons/hicolor/48x48/apps/another-game.png"
    theirs.parent.mkdir(parents=True)
    theirs.write_bytes(b"another game's icon")
    empty_before = tmp_path / "icons/hicolor/16x16/apps"
    empty_before.mkdir(parents=True)
    desktop_entry.install()
    desktop_entry.install()  # twice: the second install keeps the first's folders to take away
    desktop_entry.uninstall()
    left = sorted(str(path.relative_to(tmp_path)) for path in tmp_path.rglob("*"))
    assert left == ["icons", "icons/hicolor", "icons/hicolor/16x16", "icons/hicolor/16x16/apps", "icons/hicolor/48x48",
                    "icons/hicolor/48x48/apps", "icons/hicolor/48x48/apps/another-game.png"]


def test_every_file_of_the_entry_is_inside_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert all(tmp_path in path.parents for path in desktop_entry.entry_paths())
