"""The watcher's notice of a turn: a desktop notification (`desktop-notifier`: D-Bus on Linux,
macOS's and Windows's own), in the language of the app's settings, whose click opens the app at
that game (`xerxes --open-game CODE`, on the watcher's folders).

XERXES_TURN_NOTICES names a file to write each notice to instead, a line of JSON each: how the
watcher is checked on a computer with no desktop, and how a player may see what it would say.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import subprocess
from pathlib import Path

from ..resources import ASSETS, ICONS
from ..saving.settings import LANGUAGES, load_settings
from ..desktop_entry import command

NOTICES_VARIABLE = "XERXES_TURN_NOTICES"


def language(config_dir: Path) -> str:
    """The settings' language; before one is chosen, the system's, as the app would take it."""
    chosen = load_settings(config_dir).settings.language
    if chosen:
        return chosen
    system = (locale.getlocale()[0] or os.environ.get("LANG") or "en")[:2]
    return system if system in LANGUAGES else "en"


def turn_words(config_dir: Path, title: str, names: tuple[str, ...]) -> tuple[str, str]:
    """The notice's title and message, as the app's own notice says them (turn_watch.py)."""
    chosen = language(config_dir)
    catalogue = json.loads((ASSETS / "translations" / f"xerxes.{chosen}.json").read_text(encoding="utf-8"))[chosen]
    message = catalogue["turns"]["note"].replace("%{game}", title)
    joined = catalogue["solo"]["list_joint"].join(names) or title
    return catalogue["turns"]["note_title"], message.replace("%{names}", joined)


class FileNotices:
    """Each notice a line of JSON in a file."""

    def __init__(self, path: Path):
        self.path = Path(path)

    async def tell(self, code: str, title: str, message: str) -> None:
        with self.path.open("a", encoding="utf-8") as file:
            file.write(json.dumps({"code": code, "title": title, "message": message}, ensure_ascii=False) + "\n")


class DesktopNotices:
    """The desktop's notifications; where the desktop has none, a notice is dropped silently."""

    def __init__(self, save_dir: Path, config_dir: Path):
        self.save_dir, self.config_dir = save_dir, config_dir
        # It logs each notification that failed with its traceback: nobody reads the watcher's output.
        logging.getLogger("desktop_notifier").setLevel(logging.CRITICAL)
        try:
            from desktop_notifier import DesktopNotifier, Icon

            self.notifier = DesktopNotifier(app_name="Xerxes", app_icon=Icon(path=ICONS / "xerxes-64.png"))
        except Exception:  # no backend for this system
            self.notifier = None

    async def tell(self, code: str, title: str, message: str) -> None:
        if self.notifier is None:
            return
        try:
            await self.notifier.send(title=title, message=message, on_clicked=lambda: self.open_game(code))
        except Exception:  # no notification service on this desktop
            pass

    def open_game(self, code: str) -> None:
        arguments = command() + ["--open-game", code, "--save-dir", str(self.save_dir),
                                           "--config-dir", str(self.config_dir)]
        subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=os.name != "nt")


def notices(save_dir: Path, config_dir: Path):
    to_file = os.environ.get(NOTICES_VARIABLE, "")
    return FileNotices(Path(to_file)) if to_file else DesktopNotices(save_dir, config_dir)
