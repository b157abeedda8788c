"""`xerxes --install-desktop-entry` puts the app in a Linux desktop's menus, for this user only,
and `--uninstall-desktop-entry` takes it out again."""

import sys

from xerxes_app import app, desktop_entry
from xerxes_app.resources import ICONS


def test_the_entry_and_its_icons_go_under_the_users_data_folder_and_come_out_again(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert app.main(["--install-desktop-entry"]) == 0
    desktop = tmp_path / "applications" / "xerxes.desktop"
    text = desktop.read_text(encoding="utf-8")
    assert "Name=Xerxes" in text and "Icon=xerxes" in text and f"Exec={sys.executable} -m xerxes_app" in text
    icons = sorted((tmp_path / "icons" / "hicolor").glob("*/apps/xerxes.png"))
    assert len(icons) == len(list(ICONS.glob("xerxes-*.png"))) >= 4
    assert (tmp_path / "icons/hicolor/64x64/apps/xerxes.png").read_bytes() == (ICONS / "xerxes-64.png").read_bytes()
    assert str(desktop) in capsys.readouterr().out
    assert app.main(["--uninstall-desktop-entry"]) == 0
    assert not desktop.exists() and not list(tmp_path.rglob("*.png"))
    assert app.main(["--uninstall-desktop-entry"]) == 0
    assert "no desktop entry" in capsys.readouterr().out


def test_every_file_of_the_entry_is_inside_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert all(tmp_path in path.parents for path in desktop_entry.entry_paths())
