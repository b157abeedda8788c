"""Screenshots of the keyboard and of motion, for `scripts/screenshots`: the shortcuts list, the
focus ring on the table, and a moment of motion (the year's event turning over as the last worker
walks to its area), all played by keys."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.rules import PlaceWorker, legal_commands
from .keyplay import Keyboarder
from xerxes_app.ui.table.motion import Flip
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table


def _save(app, folder: Path, name: str, frames: int = 2) -> None:
    for _ in range(frames):
        app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def _own_table(keys: Keyboarder) -> Table:
    app = keys.app
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None and app.top.confirming is None):
        keys.decide()
    return app.top


def shoot_keys(folder: Path, size: tuple[int, int], seed: int = 7) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-"))
    app = start(size, own / "saves", own / "config")
    app.keeper.settings = replace(app.keeper.settings, animation_speed="slow")
    keys = Keyboarder(app, seed)
    pygame.mouse.set_pos((0, 0))  # the mouse out of the way: no hover beside the focus ring
    keys.frames(3)
    keys.press(pygame.K_F1)
    _save(app, folder, "shortcuts")
    keys.press(pygame.K_ESCAPE)
    keys.new_game(3, seed)
    table = _own_table(keys)
    places = [c.place for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker) and c.place != "turn change"]
    keys.focus_on(table.targets()[("area", places[0])])
    _save(app, folder, "table-focus")
    # Play by keys until the event is revealed, and catch the card halfway round.
    while not table.play.state.is_over:
        if isinstance(app.top, Table) and app.top.confirming is None and any(isinstance(m, Flip) for m in app.top.motion.moving):
            _save(app, folder, "table-motion", frames=16)
            return
        keys.decide()
        table = app.top
    print("the event was not revealed in this game")
