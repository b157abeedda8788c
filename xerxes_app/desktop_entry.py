"""On Linux, the app in the desktop's menus: `xerxes --install-desktop-entry` writes a .desktop
file and the icon, in every size, under the user's data folder (XDG_DATA_HOME, else
~/.local/share); the entry handles xerxes:// links (an invitation clicked in a chat opens Join);
`--uninstall-desktop-entry` takes them away, with the folders the install made
for them once they are empty. Nothing outside that folder is touched, and no administrator is
needed."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from . import APP_ID, WINDOW_CLASS
from .resources import ICONS

NAME = APP_ID  # the entry is xerxes.desktop, which a Wayland desktop matches with the window's app id
# The folders the install made (relative to the data folder), kept in the entry so that the
# uninstall takes away those and only those.
MADE = "X-Xerxes-Made-Folders"
# What the desktop entry specification reserves in an Exec argument: such an argument is quoted.
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


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


def command() -> list[str]:
    """What starts this app as it was installed: a bundle (scripts/package) is its own
    executable; otherwise the Python it runs on, with the app's module (a venv, pipx, a checkout)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "xerxes_app"]


def exec_argument(argument: str) -> str:
    """One argument of the Exec key, as the desktop entry specification writes it: in double
    quotes, with " ` $ and \\ escaped, when it has a reserved character; then, as in any string
    value, each backslash doubled; and % doubled, which would start a field code."""
    if argument and not RESERVED & set(argument):
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return quoted.replace("\\", "\\\\").replace("\n", "\\n").replace("%", "%%")


def desktop_file(made: list[str] = ()) -> str:
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Name=Xerxes",
        "GenericName=Board game",
        "Comment=The board game Xerxes: pass-and-play, solo campaign and computer opponents",
        # %u: the link clicked, an invitation (net/invitation.py), or nothing from the menu
        f"Exec={' '.join(exec_argument(part) for part in command())} %u",
        f"Icon={NAME}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "MimeType=x-scheme-handler/xerxes;",  # a xerxes:// link opens the game at Join
        f"StartupWMClass={WINDOW_CLASS}",  # the window's class on X11 (xerxes_app/__init__.py)
    ]
    if made:
        lines.append(f"{MADE}={';'.join(made)};")
    return "\n".join(lines) + "\n"


def _made_before(desktop: Path) -> list[str]:
    """The folders an earlier install made, as its entry says."""
    try:
        text = desktop.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() == MADE:
            # Only folders inside the data folder, whatever the file was edited to say.
            return [folder for folder in value.strip().split(";") if folder and ".." not in Path(folder).parts
                    and not Path(folder).is_absolute()]
    return []


def install() -> list[Path]:
    """Write the entry and its icons; returns what was written."""
    home = _data_home()
    desktop, *icons = entry_paths()
    made = _made_before(desktop)
    for path in (desktop, *icons):
        missing = [folder for folder in (path.parent, *path.parent.parents) if home in folder.parents and not folder.exists()]
        made += [str(folder.relative_to(home)) for folder in reversed(missing) if str(folder.relative_to(home)) not in made]
        path.parent.mkdir(parents=True, exist_ok=True)
    desktop.write_text(desktop_file(made), encoding="utf-8")
    for size, path in zip(_icon_sizes(), icons):
        path.write_bytes((ICONS / f"{NAME}-{size}.png").read_bytes())
    return [desktop, *icons]


def uninstall() -> list[Path]:
    """Remove the entry and its icons, then the folders the install made for them, if nothing
    else has been put there since; returns the files removed."""
    home = _data_home()
    made = _made_before(entry_paths()[0])
    removed = []
    for path in entry_paths():
        if path.is_file():
            path.unlink()
            removed.append(path)
    for folder in sorted((home / name for name in made), key=lambda folder: len(folder.parts), reverse=True):
        try:
            folder.rmdir()
        except OSError:
            pass  # not empty (something else lives there now), or gone already
    return removed
