"""Screenshots of computer opponents, for `scripts/screenshots`: the new game screen with three
computer seats, and the table while a computer thinks, its reasons in the log.

Saves and settings go to a temporary folder, so taking screenshots never touches the player's own.
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

import pygame

from .autoplay import Clicker
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table

SEATS = ((1, "easy"), (2, "normal"), (3, "hard"))
YEAR = 3  # late enough for buildings in the log


def _save(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def shoot_computers(folder: Path, size: tuple[int, int], seed: int = 7) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-"))
    app = start(size, own / "saves", own / "config")
    settings = app.keeper.settings
    app.keeper.settings = replace(settings, computer_pace="instant")
    clicker = Clicker(app, seed)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click(("players", 4))
    for seat, kind in SEATS:
        clicker.click(("kind", seat))
        clicker.click(("kind", seat, kind))
        clicker.frames(2)
    clicker.type_seed(seed)
    _save(app, folder, "new-game-computers")
    clicker.click("start")
    for _ in range(20000):
        top = app.top
        state = top.play.state
        pending = top.play.waiting_for() if isinstance(top, Table) else None
        if pending is not None and state.year >= YEAR and _reason_on_top(top):
            break
        if pending is not None:
            clicker.frames(1)
        else:
            clicker.decide()
    app.keeper.settings = replace(settings, computer_pace="slow")  # the turn stays up to be seen
    if isinstance(app.top, Table):
        app.top.motion.finish()
    clicker.click(("button", "log"))  # the log's drawer open, with the computers' reasons
    _save(app, folder, "table-computer")
    app.resize((1920, 1080))
    _save(app, folder, "table-computer-1920x1080")


def _reason_on_top(table: Table) -> bool:
    """Whether the newest public entry of the log comes with a computer's reason."""
    public = [entry for entry in table.play.state.log if entry.seat is None]
    return bool(public) and table.play.reasons.reason_for(public[-1]) is not None
