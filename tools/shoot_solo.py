"""Screenshots of solo mode, for `scripts/screenshots`: the table mid-game, the end screen of a
won Easy scenario, and the campaign screen after it (Easy won, Normal next).

The campaign's record and the autosave go to a temporary folder, so taking screenshots never
touches the player's own.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame

from xerxes_app.rules.state import BUILD
from .autoplay import GoalSeeker
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table

WINNING_SEED = 26  # the goal seeker meets the Easy goal with this seed
MID_GAME_YEAR = 4


def _save(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def shoot_solo(folder: Path, size: tuple[int, int]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-solo-screenshots-"))
    app = start(size, own / "saves", own / "config")
    clicker = GoalSeeker(app, WINNING_SEED)
    clicker.frames(3)
    clicker.solo_game("easy", "At random", WINNING_SEED)
    taken = False
    while not app.top.play.state.is_over:
        top = app.top
        state = top.play.state
        if not taken and isinstance(top, Table) and top.confirming is None and state.year == MID_GAME_YEAR and state.phase == BUILD:
            _save(app, folder, "solo-table")
            app.resize((1920, 1080))
            _save(app, folder, "solo-table-1920x1080")
            app.resize(size)
            taken = True
        clicker.decide()
    _save(app, folder, "solo-over")
    clicker.click("charts")
    _save(app, folder, "solo-charts")
    clicker.click("back")
    clicker.click("solo")
    _save(app, folder, "solo")
    app.keeper.close()
    if not taken:
        print(f"not reached in the solo game: the build phase of year {MID_GAME_YEAR}")
