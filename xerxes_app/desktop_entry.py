"""On Linux, the app in the desktop's menus: `xerxes --install-desktop-entry` writes a .desktop
file and the icon, in every size, under the user's data folder (XDG_DATA_HOME, else
~/.local/share); `--uninstall-desktop-entry` takes them away. Nothing outside that folder is
touched, and no administrator is needed."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

from .resources import ICONS

NAME = "xerxes"


def _data_home() -> Path:
    # The XDG rule itself (platformdirs reads it the same way, but its Linux folder for an app
    # is the app's own, not the shared one menus read).
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _icon_sizes() -> list[int]:
    return sorted(int(path.stem.rpartition("-")[2]) for path in ICONS.glob(f"{NAME}-*.png"))


def entry_paths() -> list[Path]:
    """Every file the desktop entry is made of."""
    home = _data_home()
    return [home / "applications" / f"{NAME}.desktop"] + [
        home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png" for size in _icon_sizes()]


def desktop_file() -> str:
    # The Python this app runs on, with the app's module: right for a venv, pipx or a checkout.
    command = shlex.join([sys.executable, "-m", "xerxes_app"])
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Name=Xerxes",
        "GenericName=Board game",
        "Comment=The board game Xerxes: pass-and-play, solo campaign and computer opponents",
        f"Exec={command}",
        f"Icon={NAME}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "StartupWMClass=Xerxes",
        "",
    ])


def install() -> list[Path]:
    """Write the entry and its icons; returns what was written."""
    desktop, *icons = entry_paths()
    desktop.parent.mkdir(parents=True, exist_ok=True)
    desktop.write_text(desktop_file(), encoding="utf-8")
    for size, path in zip(_icon_sizes(), icons):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes((ICONS / f"{NAME}-{size}.png").read_bytes())
    return [desktop, *icons]


def uninstall() -> list[Path]:
    """Remove the entry and its icons; returns what was removed."""
    removed = []
    for path in entry_paths():
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed
