"""Screenshots of Learn to play, for `scripts/screenshots`: the guide at setup, at placement, in
the build phase and after the whole first year, following its own ring by clicks, in English or,
chosen in Settings as a player would, in another language (its code after each name: `-ja`).
The lesson saves nothing; the app's folders are temporary all the same."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.rules import current_player
from xerxes_app.rules.state import BUILD, PLACEMENT
from .autoplay import Clicker
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.game.tutorial import PERSON


def _save(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def _persons(phase: str):
    return lambda state: state.phase == phase and current_player(state) == PERSON


def shoot_tutorial(folder: Path, size: tuple[int, int], language: str = "en") -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-tutorial-screenshots-"))
    app = start(size, own / "saves", own / "config")
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant")
    clicker = Clicker(app)
    clicker.frames(3)
    suffix = ""
    if language != "en":
        clicker.click("settings")
        clicker.click(("language", language))
        clicker.click("back")
        suffix = f"-{language}"
    clicker.click("tutorial")
    guide = app.guide
    _save(app, folder, f"tutorial-setup{suffix}")
    for phase, name in ((PLACEMENT, "tutorial-placement"), (BUILD, "tutorial-build")):
        clicker.follow(guide, _persons(phase))
        pygame.mouse.set_pos((0, 0))
        _save(app, folder, f"{name}{suffix}")
    clicker.follow(guide, lambda state: state.year == 2)
    _save(app, folder, f"tutorial-year{suffix}")
