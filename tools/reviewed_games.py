"""Finished games to review, for the tests, the benchmark and the screenshots: the person's seat
played by the Easy computer (whose slips a review should find), the others by Normal ones."""

from __future__ import annotations

from xerxes_app.bots import Bot
from xerxes_app.rules import GameState, current_player, new_game, view_for
from xerxes_app.session import Seat, Session


def finished_game(players: int, seed: int, people: tuple[int, ...] = (0,), scenario: str | None = None) -> tuple[Session, GameState]:
    """A game played to its end, and its first state."""
    state = new_game(players, seed=seed, scenario=scenario) if scenario else new_game(players, seed=seed)
    first = state.clone()
    seats = [Seat(f"Player {seat + 1}") if seat in people else Seat(f"Computer {seat + 1}", "normal") for seat in range(players)]
    session = Session(state, seats)
    bots = [Bot("easy" if seat in people else "normal", seed * 10 + seat) for seat in range(players)]
    while not session.state.is_over:
        seat = current_player(session.state)
        session.apply(bots[seat].choose(view_for(session.state, seat), seat))
    return session, first
