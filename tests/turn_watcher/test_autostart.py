"""The turn watcher among what the desktop starts at login, for this user only: an XDG autostart
entry on Linux (checked with `desktop-file-validate` where desktop-file-utils is installed), a
command file in the Startup folder on Windows, a LaunchAgent on macOS; each starting
`--turn-watcher` on the app's folders; `--uninstall-desktop-entry` takes it away too."""

from __future__ import annotations

import plistlib
import sys

from tests.test_desktop_entry import exec_line, valid
from xerxes_app import app
from xerxes_app.turn_watcher import aside, autostart


def test_on_linux_an_autostart_entry_in_the_users_config_folder_starts_the_watcher_on_the_apps_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(sys, "executable", "/usr/bin/python3")
    assert not autostart.installed("linux")
    path = autostart.install(tmp_path / "my saves", tmp_path / "config", "linux")
    assert path == tmp_path / "xdg" / "autostart" / "xerxes-turn-watcher.desktop" and autostart.installed("linux")
    saves, config = (tmp_path / "my saves").resolve(), (tmp_path / "config").resolve()
    assert exec_line(path) == f'Exec=/usr/bin/python3 -m xerxes_app --turn-watcher --save-dir "{saves}" --config-dir {config}'
    assert "NoDisplay=true" in path.read_text(encoding="utf-8")
    valid(path)
    assert autostart.uninstall("linux") == path and not path.exists() and autostart.uninstall("linux") is None


def test_on_windows_a_command_file_in_the_startup_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", r"C:\Games\Xerxes 100%\xerxes.exe")
    path = autostart.install(tmp_path / "saves", tmp_path / "config", "win32")
    assert path == tmp_path / "Roaming/Microsoft/Windows/Start Menu/Programs/Startup/xerxes-turn-watcher.cmd"
    text = path.read_bytes().decode("utf-8")
    assert text.startswith('@start "" "C:\\Games\\Xerxes 100%%\\xerxes.exe" --turn-watcher --save-dir ') and text.endswith("\r\n")
    autostart.uninstall("win32")
    assert not path.exists()


def test_on_macos_a_launch_agent_run_at_login(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "executable", "/usr/local/bin/python3")
    path = autostart.install(tmp_path / "saves", tmp_path / "config", "darwin")
    assert path == tmp_path / "Library/LaunchAgents/xerxes.turn-watcher.plist"
    agent = plistlib.loads(path.read_bytes())
    assert agent["Label"] == "xerxes.turn-watcher" and agent["RunAtLoad"] is True
    assert agent["ProgramArguments"] == ["/usr/local/bin/python3", "-m", "xerxes_app", "--turn-watcher", "--save-dir",
                                         str((tmp_path / "saves").resolve()), "--config-dir", str((tmp_path / "config").resolve())]


def test_uninstalling_the_desktop_entry_takes_the_watcher_away_too(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = autostart.install(tmp_path / "saves", tmp_path / "config")
    assert app.main(["--uninstall-desktop-entry"]) == 0
    assert not path.exists() and str(path) in capsys.readouterr().out


def test_an_app_that_found_no_watcher_starts_one_as_it_closes_when_the_player_wants_it(tmp_path, monkeypatch):
    """Said yes to in Settings, the watcher runs from the app's closing, not only from the next login."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    started = []
    monkeypatch.setattr(aside.subprocess, "Popen", lambda arguments, **options: started.append(arguments))
    app = aside.Aside(tmp_path / "saves", tmp_path / "config")
    assert app.held is None  # no watcher runs for these folders
    app.close()
    assert started == []  # nor is one wanted
    autostart.install(tmp_path / "saves", tmp_path / "config")
    aside.Aside(tmp_path / "saves", tmp_path / "config").close()
    assert started == [autostart.watcher_command((tmp_path / "saves").resolve(), (tmp_path / "config").resolve())]
