"""`xerxes --watch`: a game of computers alone, to watch from the first deal to the final scores.

Nobody sits at the screen, so no hand is ever drawn: the table shows only what everyone may see
(R25), and the log the computers' public reasons. Their turns go at the pace of the settings.
"""

from __future__ import annotations

import random

from ...rules import new_game
from ...session import STRENGTHS, Seat, Session
from ..looks.computer_words import computer_name
from .continuing import open_game

SEATS = 4


def strengths(text: str) -> list[str]:
    """`--watch`'s value: one strength for every seat, or one per seat ("hard,normal,easy")."""
    chosen = [part.strip().lower() for part in text.split(",")]
    if len(chosen) == 1:
        chosen *= SEATS
    if not 2 <= len(chosen) <= 4 or any(kind not in STRENGTHS for kind in chosen):
        raise ValueError("give easy, normal or hard, or one of them per seat for 2 to 4 seats, e.g. hard,normal,normal")
    return chosen


def watch(app, kinds: list[str], seed: int | None = None) -> None:
    """Put a game of computers of these strengths on the table, above the title screen."""
    seed = seed if seed is not None else random.randrange(1, 10**6)
    names: list[str] = []
    for kind in kinds:
        names.append(computer_name(kind, names))
    state = new_game(len(kinds), seed)
    open_game(app, Session(state, [Seat(name, kind) for name, kind in zip(names, kinds)]))
