"""Normal's scores and the learned judgement's chances, to the last bit, as they were before
Hard's playouts were made faster (issue 44): a change meant only to make the computers think
faster must not move a score, even one that does not change a choice yet (Hard searches Normal's
best few, and a sum added in another order can flip a tie).

The digest was taken with main's code at 5ea4773, before that work."""

import hashlib
import random

from xerxes_app.bots import learned
from xerxes_app.bots.normal import Normal
from xerxes_app.rules import apply, current_player, legal_commands, new_game, view_for

RECORDED = "b7c42ec6dba314ac3430d93f"  # see the module's docstring


def scores_digest() -> str:
    """Every decision with a choice of a few games (random and Normal players, 1 to 4 seats):
    Normal's ranking with its scores, on the seat's view, and each seat's chance to win."""
    seen = hashlib.sha256()
    for seed in range(12):
        players, normal_plays = 4 - seed % 4, seed % 3 != 0
        state = new_game(players, 100 + seed, scenario="normal" if players == 1 else None)
        ranking = Normal(random.Random(seed))
        seats = [Normal(random.Random(seed * 10 + s)) for s in range(players)]
        chooser = random.Random(seed)
        while not state.is_over:
            seat = current_player(state)
            commands = legal_commands(state)
            if len(commands) > 1:
                view = view_for(state, seat)
                seen.update(repr(ranking.ranked(view, seat, legal_commands(view))).encode())
                if players > 1:
                    seen.update(repr(learned.win_chances(state)).encode())
            apply(state, seats[seat].choose(state, seat, commands) if normal_plays else chooser.choice(commands))
    return seen.hexdigest()[:24]


def test_normals_scores_and_the_judgements_chances_are_as_recorded():
    assert scores_digest() == RECORDED
