"""The Hard computer satrap: information-set Monte Carlo search over re-deals (R25).

Every playout re-deals the cards and events the seat cannot see (`determinize.redeal`), so the
statistics at the root belong to the seat's information set, not to one guessed deal. The root's
candidates are the Normal satrap's best few commands (its ranking widens the search only where
it matters: Lydia's trade alone lists some 250 commands). UCB1 picks which candidate the next
playout tries; the playout then lets every satrap play as the Normal one would, to the end of the
game or, early on, to a horizon judged by `judgement.standing`. The most visited candidate wins.

Thinking stops at the playout budget, the time limit, or when the app interrupts it; in every
case the answer is the best found so far.
"""

from __future__ import annotations

import math
import random
import threading
import time

from ..rules import Command, GameState, apply, current_player, legal_commands
from ..rules.scoring import ranking_key
from . import judgement
from .determinize import redeal
from .normal import Normal

WIDTH = 6  # candidates searched at the root
PLAYOUTS = 160  # per decision, when time allows
THINKING_TIME = 0.9  # seconds: the most a decision may take, whatever the budget
EXPLORATION = 0.5  # UCB1's constant, for results between 0 and 1
HORIZON_YEARS = 2  # early in the game a playout stops this many year-ends ahead...
FULL_PLAYOUT_FROM = 5  # ...from this year on it plays to the end
MARGIN_SCALE = 4.0  # VP of lead that make a position clearly better than another


class Hard:
    def __init__(self, rand: random.Random, playouts: int = PLAYOUTS, time_limit: float | None = THINKING_TIME):
        self.rand = rand
        self.playouts = playouts
        self.time_limit = time_limit
        self.rollout_policy = Normal(random.Random(rand.getrandbits(64)))
        self.stop = threading.Event()

    def choose(self, view: GameState, seat: int, commands: list[Command]) -> Command:
        candidates = [command for _, command in self.rollout_policy.ranked(view, seat, commands)[:WIDTH]]
        if len(candidates) == 1:
            return candidates[0]
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        visits = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        for playout in range(self.playouts):
            if self.stop.is_set() or (deadline is not None and time.perf_counter() > deadline):
                break
            if playout < len(candidates):
                pick = playout  # every candidate once, in Normal's order
            else:
                log_n = math.log(playout)
                pick = max(
                    range(len(candidates)),
                    key=lambda i: totals[i] / visits[i] + EXPLORATION * math.sqrt(log_n / visits[i]),
                )
            game = redeal(view, seat, self.rand)
            apply(game, candidates[pick])
            visits[pick] += 1
            totals[pick] += self._play_out(game, seat)
        best = max(range(len(candidates)), key=lambda i: (visits[i], totals[i]))
        return candidates[best]

    def _play_out(self, game: GameState, seat: int) -> float:
        """Play on as Normal satraps would; the result for `seat`, from 0 (lost) to 1 (won)."""
        policy = self.rollout_policy
        last_year = game.year + HORIZON_YEARS if game.year < FULL_PLAYOUT_FROM else game.content.years + 1
        while not game.is_over and game.year < last_year:
            apply(game, policy.choose(game, current_player(game), legal_commands(game)))
        if game.is_over:
            return _result(game, seat)
        return _judged(game, seat)


def _result(game: GameState, seat: int) -> float:
    """A win is worth 1 (shared: split), a loss 0, with a little for the margin so that a
    narrow loss is preferred to a heavy one."""
    keys = [ranking_key(game, s) for s in range(len(game.players))]
    top = max(keys)
    winners = sum(1 for k in keys if k == top)
    won = 1.0 / winners if keys[seat] == top else 0.0
    others = max(game.players[s].vp for s in range(len(game.players)) if s != seat)
    margin = game.players[seat].vp - others
    return 0.85 * won + 0.15 * _squash(margin)


def _judged(game: GameState, seat: int) -> float:
    mine = judgement.standing(game, seat)
    others = max(judgement.standing(game, s) for s in range(len(game.players)) if s != seat)
    return _squash(mine - others)


def _squash(margin: float) -> float:
    return 1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE))
