"""Taking a screenshot of the app, and the moves some shots need, shared by the screenshot tools."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.sound.mixer import PygameMixer
from .autoplay import Clicker


class ShotMixer(PygameMixer):
    """The sound device for screenshots: SDL's dummy driver, which plays to nowhere, taken as a
    device that plays, so that Settings shows its volumes as a player with sound sees them."""

    def open(self) -> bool:
        super().open()
        return True


def save_shot(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def shoot_campaign_choice(app, clicker: Clicker, folder: Path, campaign, name: str) -> None:
    """A campaign chosen on the board, its card and its areas' shields clicked, then put back."""
    clicker.click(("campaign", campaign.card))
    for area in campaign.areas:
        clicker.click(("area", area))
    save_shot(app, folder, name)
    if app.top.confirming is not None:
        clicker.click("cancel")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    clicker.frames(2)  # Escape: the card put back


def each_look(app, sizes) -> Iterator[str]:
    """`app` in English and Japanese, at 100 % and 130 %, in each of `sizes` in turn (the computers
    at their slow pace, for moves to photograph): each the tail of a screenshot's name."""
    for language in ("en", "ja"):
        for percent in (100, 130):
            app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language, computer_pace="slow")
            for size in sizes:
                app.resize(size)
                yield f"-{size[0]}x{size[1]}" + ("" if language == "en" else "-ja") + ("" if percent == 100 else f"-{percent}")


def in_both_languages(folder: Path, size: tuple[int, int], *shoots) -> None:
    """Each of `shoots` (folder, size, language) in English, then in Japanese."""
    folder.mkdir(parents=True, exist_ok=True)
    for language in ("en", "ja"):
        for shoot in shoots:
            shoot(folder, size, language)


def host_form_of_four(clicker: Clicker) -> None:
    """From the title: Host, four seats, the third a Normal computer, the fourth someone elsewhere."""
    clicker.click("new game")
    clicker.click("host")
    clicker.click(("players", 4))
    for seat, kind in ((2, "normal"), (3, "open")):
        clicker.click(("kind", seat))
        clicker.click(("kind", seat, kind))


def app_speaking(language: str, size: tuple[int, int], own: Path, seed: int = 7, watcher_offered: bool = True):
    """The app on `own`'s saves and settings at the title, its language chosen in Settings as a
    player would ("en" as it starts); the app, its clicker, and the ending of its shots' names.
    The turn watcher's question, asked once at the first game by the day, is taken as asked
    unless `watcher_offered` is False (its own shot): it would stand over the others."""
    app = start(size, own / "saves", own / "config", mixer=ShotMixer())
    app.keeper.settings = replace(app.keeper.settings, turn_watcher_offered=watcher_offered)
    clicker = Clicker(app, seed)
    clicker.frames(2)
    if language == "ja":
        clicker.click("settings")
        clicker.click(("language", "ja"))
        clicker.click("back")
    return app, clicker, "" if language == "en" else f"-{language}"
