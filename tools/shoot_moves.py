"""Screenshots of what just happened, on the board, for `scripts/screenshots`: a person and three
computers played on by clicks until the strip of the computers' moves since the person's last
decision holds each kind worth showing, then that strip at a step (a computer's worker placed, a
building raised, a campaign resolved: the board as it was just after it, lit) and the board as it
stands with each computer's last move marked; at 1280 x 720 and 1920 x 1080, in English and
Japanese (`-ja`), at 100 % and 130 % text size (`-130`).

    python -m tools.shoot_moves DIR
"""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.ui.table.move_marks import last_moves
from xerxes_app.ui.table.table import Table
from .autoplay import Clicker
from .shoot_text import point_at
from .shots import app_speaking, save_shot

SIZES = ((1280, 720), (1920, 1080))
KINDS = {  # each shot's name, and the step it shows
    "moves-placed": lambda move: bool(move.did.placed),
    "moves-built": lambda move: bool(move.did.built),
    "moves-campaign": lambda move: any(kind == "campaign" for kind, _ in move.did.cards),
}


def shoot_moves(folder: Path, seed: int = 11) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for language in ("en", "ja"):
        own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-moves-"))
        app, clicker, ending = app_speaking(language, SIZES[0], own, seed)
        app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
        clicker.click("new game")
        clicker.click(("players", 4))
        for seat, kind in ((1, "normal"), (2, "easy"), (3, "normal")):
            clicker.click(("kind", seat))
            clicker.click(("kind", seat, kind))
            clicker.frames(2)
        clicker.type_seed(seed)
        clicker.click("start")
        wanted = {**KINDS, "moves-marks": None}
        while wanted:
            table = _persons_turn(clicker)
            steps = table.strip.steps()
            for name, shows in list(KINDS.items()):
                move = next((move for move in reversed(steps) if shows(move)), None)
                if name in wanted and move is not None:
                    _shoot(app, clicker, folder, name, ending, move.number)
                    del wanted[name]
            if "moves-marks" in wanted and len([m for m in last_moves(table).values() if m.did.place()[0] != "mat"]) >= 2:
                _shoot(app, clicker, folder, "moves-marks", ending, None)
                del wanted["moves-marks"]
            clicker.decide()
        app.keeper.close()


def _persons_turn(clicker: Clicker) -> Table:
    """Frames while the computers decide; the person's decisions by clicks until their turn
    comes with the computers' moves since their last."""
    app = clicker.app
    for _ in range(50_000):
        top = app.top
        if isinstance(top, Table) and top.mine() and top.strip.steps():
            return top
        clicker.frames(1) if isinstance(top, Table) and top.play.waiting_for() is not None else clicker.decide()
    raise RuntimeError("the person's turn never came with the computers' moves")


def _shoot(app, clicker: Clicker, folder: Path, name: str, ending: str, number: int | None) -> None:
    """The step of move `number` (None: the board as it stands, marked) at each size and text size."""
    for width, height in SIZES:
        for percent in (100, 130):
            app.keeper.settings = replace(app.keeper.settings, ui_scale=percent)
            app.resize((width, height))  # laid out anew: the strip at no step
            if number is not None:
                _step_to(clicker, number)
            point_at(app, (2, 2))  # nothing pointed at
            save_shot(app, folder, f"{name}-{width}x{height}{ending}" + ("-130" if percent == 130 else ""))
    app.keeper.settings = replace(app.keeper.settings, ui_scale=100)
    app.resize(SIZES[0])


def _step_to(clicker: Clicker, number: int) -> None:
    """The strip at the step of move `number`: its chip clicked where the strip shows it, else
    [ pressed from the newest step back to it, as a player does where not every chip fits."""
    app = clicker.app
    if ("step", number) in app.top.targets():
        clicker.click(("step", number))
        return
    for _ in range(len(app.top.strip.steps()) + 1):
        if app.top.strip.at == number:
            return
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFTBRACKET, mod=0, unicode="[", scancode=0))
        clicker.frames(2)
    if app.top.strip.at != number:
        raise RuntimeError(f"the strip never reached move {number}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--seed", type=int, default=11)
    shoot_moves(parser.parse_args().folder, parser.parse_args().seed)
