"""Screenshots of undo against computers, for `scripts/screenshots`: a game against two Normal
computers in year 3, the person's first worker placed and the computers' answered, the mouse on
Undo (it takes them all back); then the second worker, the computers' last revealing the year's
event, and Undo pressed: the refusal says why. In English and in Japanese (`-ja`).
`python -m tools.shoot_undo DIR` takes these alone."""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import replace
from pathlib import Path

from xerxes_app.rules import PlaceWorker, legal_commands
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.play import Play
from .shoot_hint import year_three
from .shoot_text import point_at
from .shots import app_speaking, save_shot


def _worker_placed(clicker) -> None:
    """The person's worker on the first free area, and the computers' answers."""
    table = clicker.app.top
    place = next(c.place for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker) and c.place != "turn change")
    clicker.click(("area", place))
    while table.play.waiting_for() is not None:
        clicker.frames(1)
    table.motion.finish()


def _on_undo(app) -> None:
    """The mouse rested on Undo past its tooltip's delay (pygame-gui's 1 s: longer than the table's)."""
    point_at(app, app.top.targets()[("button", "undo")].center)
    for _ in range(2):
        app.step(0.3)


def shoot_undo(folder: Path, size: tuple[int, int], seed: int = 7) -> None:
    state = year_three(seed)
    for language in ("en", "ja"):
        app, clicker, suffix = app_speaking(language, size, Path(tempfile.mkdtemp(prefix="xerxes-screenshots-undo-")), seed)
        app.keeper.settings = replace(app.keeper.settings, computer_pace="instant")
        seats = [Seat("Atossa"), Seat("Darius", "normal"), Seat("Artemisia", "normal")]
        Play(app, Session(state.clone(), seats)).show_next()
        clicker.frames(2)
        _worker_placed(clicker)
        _on_undo(app)
        save_shot(app, folder, f"undo-computers{suffix}")
        _worker_placed(clicker)  # the second: the computers' last worker reveals the year's event
        clicker.click(("button", "undo"))
        _on_undo(app)
        save_shot(app, folder, f"undo-refused{suffix}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", default="1280x720")
    arguments = parser.parse_args()
    arguments.folder.mkdir(parents=True, exist_ok=True)
    shoot_undo(arguments.folder, tuple(int(v) for v in arguments.size.split("x")))
