import random

import pytest

from xerxes_app.rules import legal_commands, new_game
from xerxes_app.session import Seat, Session

NAMES = ("Atossa", "Darius", "Artemisia", "Mardonius")


def _play(players: int = 4, seed: int = 1, commands: int = 40, kinds: tuple[str, ...] | None = None) -> Session:
    """A game from `seed` after `commands` random legal commands (fewer if it ends first)."""
    kinds = kinds or ("human",) * players
    session = Session(new_game(players=players, seed=seed), [Seat(n, k) for n, k in zip(NAMES, kinds)])
    choices = random.Random(seed)
    for _ in range(commands):
        if session.state.is_over:
            break
        session.apply(choices.choice(legal_commands(session.state)))
    return session


@pytest.fixture
def play():
    return _play


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "saves"
