"""Whether the turn watcher starts at login (turn_watcher/): Settings' row "Turns while closed",
and the offer made once, when the player first plays a game by the day they joined (a game
hosted here is served only while the app runs: no watcher could follow it)."""

from __future__ import annotations

from dataclasses import replace

from ...saving.failures import system_words
from ...turn_watcher import autostart
from ..looks.language import words
from ..shell.dialog import ask, asking, notice


def watcher_on() -> bool:
    return autostart.installed()


def set_watcher(app, on: bool) -> str:
    """Start the watcher at login, or no more; the words saying what now holds, or why not."""
    keeper = app.keeper
    try:
        if on:
            autostart.install(keeper.save_dir, keeper.config_dir)
        else:
            autostart.uninstall()
    except OSError as error:
        return words("watcher.not_set", error=system_words(error))
    return words("watcher.set" if on else "watcher.unset")


def offer_watcher(app) -> None:
    """Ask once whether to tell turns while the app is closed; never again, whatever the answer."""
    keeper = app.keeper
    if keeper.settings.turn_watcher_offered or asking(app) is not None:
        return
    keeper.change_settings(replace(keeper.settings, turn_watcher_offered=True))
    if not watcher_on():
        ask(app, words("watcher.offer_title"), words("watcher.offer"), words("watcher.offer_yes"),
            lambda: notice(app, words("watcher.offer_title"), set_watcher(app, True)))
