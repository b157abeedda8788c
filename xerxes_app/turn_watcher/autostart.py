"""The turn watcher among what the desktop starts at login, for this user only:

- Linux and other XDG desktops: an autostart entry, `xerxes-turn-watcher.desktop` in the
  autostart folder of the user's config folder (XDG_CONFIG_HOME, else ~/.config);
- Windows: a command file in the user's Startup folder;
- macOS: a LaunchAgent, a property list in ~/Library/LaunchAgents.

Each starts `xerxes --turn-watcher` with the save and config folders of the app that made it, so
the watcher follows the games that app holds. Nothing outside those places is touched, and no
administrator is needed.
"""

from __future__ import annotations

import os
import plistlib
import subprocess
import sys
from pathlib import Path

import platformdirs

from .. import APP_ID
from ..desktop_entry import command, exec_argument

NAME = f"{APP_ID}-turn-watcher"
LABEL = f"{APP_ID}.turn-watcher"  # the LaunchAgent's label


def watcher_command(save_dir: Path, config_dir: Path) -> list[str]:
    """What starts the watcher on the folders of the app at hand."""
    return command() + ["--turn-watcher", "--save-dir", str(save_dir), "--config-dir", str(config_dir)]


def entry_path(platform: str = sys.platform) -> Path:
    if platform == "win32":
        startup = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
        return startup / "Microsoft" / "Windows" / "Start Menu" / "Programs" / "Startup" / f"{NAME}.cmd"
    if platform == "darwin":
        return Path.home() / "Library" / "LaunchAgents" / f"{LABEL}.plist"
    # platformdirs reads XDG_CONFIG_HOME as the specification says; with no app's name, the
    # folder itself, where the desktop looks for autostart/.
    return platformdirs.user_config_path() / "autostart" / f"{NAME}.desktop"


def entry_text(arguments: list[str], platform: str = sys.platform) -> bytes:
    if platform == "win32":
        # pythonw: no console window stays open for the watcher; `start` lets the command file end.
        program = arguments[0]
        windowless = Path(program).with_name("pythonw.exe")
        if not getattr(sys, "frozen", False) and windowless.exists():
            program = str(windowless)
        line = subprocess.list2cmdline([program, *arguments[1:]]).replace("%", "%%")
        return f'@start "" {line}\r\n'.encode("utf-8")
    if platform == "darwin":
        return plistlib.dumps({"Label": LABEL, "ProgramArguments": arguments, "RunAtLoad": True,
                               "ProcessType": "Background"})
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Name=Xerxes turn watcher",
        "Comment=Tells you when it is your turn in a network game of Xerxes while the game is closed",
        f"Exec={' '.join(exec_argument(part) for part in arguments)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "NoDisplay=true",  # started at login, never listed in the menus
        "X-GNOME-Autostart-enabled=true",
    ]
    return ("\n".join(lines) + "\n").encode("utf-8")


def installed(platform: str = sys.platform) -> bool:
    return entry_path(platform).is_file()


def install(save_dir: Path, config_dir: Path, platform: str = sys.platform) -> Path:
    """Make the entry (again, with these folders); returns where it is."""
    path = entry_path(platform)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(entry_text(watcher_command(Path(save_dir).resolve(), Path(config_dir).resolve()), platform))
    return path


def uninstall(platform: str = sys.platform) -> Path | None:
    """Take the entry away; returns where it was, or None when there was none. The folder it
    was in stays: the desktop's own, shared with other programs."""
    path = entry_path(platform)
    try:
        path.unlink()
    except FileNotFoundError:
        return None
    return path
