"""Screenshots of a hint, for `scripts/screenshots`: a game against two computers in year 3, H
pressed at the person's first worker, and the answer rung on the board with its reason, in English
and in Japanese (`-ja`); and New game's Hints row."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame

from xerxes_app.bots import make_bot
from xerxes_app.rules import PLACEMENT, apply, current_player, new_game
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.play import Play
from .shots import app_speaking, save_shot

PERSON = 0


def year_three(seed: int):
    """A 3-player game of Normal computers up to the person's first worker of year 3."""
    state = new_game(3, seed, ["Lydia", "India", "Aegyptus"], [0, 1, 2])
    bots = [make_bot("normal", seed + seat) for seat in range(3)]
    while not (state.year >= 3 and state.phase == PLACEMENT and current_player(state) == PERSON):
        seat = current_player(state)
        apply(state, bots[seat].choose(state, seat))
    return state


def shoot_hint(folder: Path, size: tuple[int, int], seed: int = 7) -> None:
    state = year_three(seed)
    for language in ("en", "ja"):
        app, clicker, suffix = app_speaking(language, size, Path(tempfile.mkdtemp(prefix="xerxes-screenshots-hint-")), seed)
        clicker.click("new game")
        clicker.click(("kind", 1))
        clicker.click(("kind", 1, "normal"))
        clicker.frames(2)
        save_shot(app, folder, f"new-game-hints{suffix}")
        clicker.click("back")
        seats = [Seat("Atossa"), Seat("Darius", "normal"), Seat("Artemisia", "normal")]
        Play(app, Session(state.clone(), seats, hints=True)).show_next()
        clicker.frames(2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
        clicker.frames(2)
        save_shot(app, folder, f"hint-thinking{suffix}")
        while app.top.play.hints.advice is None:
            clicker.frames(1)
        save_shot(app, folder, f"hint{suffix}")
