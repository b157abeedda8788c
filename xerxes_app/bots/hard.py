"""The Hard computer satrap: information-set Monte Carlo search over re-deals (R25).

Each sample re-deals the cards and events the seat cannot see (`determinize.redeal`), so the
statistics belong to the seat's information set, not to one guessed deal. The candidates are the
Normal satrap's best few commands: its ranking narrows the search where the rules list hundreds
(Lydia's trade alone lists some 250 commands). Every candidate still in the running is played
out on the same re-deals, with the same dice for the playout policy, so candidates are compared
on equal luck; after each round of samples the worse half drops out (sequential halving). A
playout lets every satrap play as the Normal one would, to the end of the game or, early on, to
a horizon judged by the learned judgement (`learned.py`): the seat's chance to win from there, a
logistic model fitted by self-play.

Hard v1 (`Hard(..., version=V1)`) is this search as it stood when Normal v1 was frozen: its
playouts and ranking by Normal v1, judged by Normal v1's `standing`; kept to be measured against.

Thinking stops at the playout budget, the time limit, or when the app interrupts it; in every
case the answer is the best found so far.
"""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Callable, NamedTuple

from ..rules import Command, GameState, apply, current_player, legal_commands
from ..rules.scoring import ranking_key
from ..rules.solo import goal_met, progress
from . import judgement_v1, learned
from .determinize import redeal
from .normal import Normal
from .normal_v1 import NormalV1

WIDTH = 6  # candidates searched
PLAYOUTS = 100  # per decision, when time allows
THINKING_TIME = 0.6  # seconds: the most a decision may take, whatever the budget (so p95 <= 0.6 s)
HORIZON_YEARS = 2  # early in the game a playout stops this many year-ends ahead...
FULL_PLAYOUT_FROM = 6  # ...from this year on it plays to the end
MARGIN_SCALE = 4.0  # VP of lead that make a position clearly better than another


class Version(NamedTuple):
    """What a Hard search is made of: the satrap that ranks its candidates and plays its
    playouts, how a stopped playout is judged (0 to 1 for the seat), and how far ahead early."""

    satrap: Callable[[random.Random], Normal]
    judge: Callable[[GameState, int], float]
    horizon_years: int


def _standing_lead(standing: Callable[[GameState, int], float]) -> Callable[[GameState, int], float]:
    def judge(game: GameState, seat: int) -> float:
        mine = standing(game, seat)
        others = max((standing(game, s) for s in range(len(game.players)) if s != seat), default=0.0)
        return _squash(mine - others)

    return judge


class Hard:
    def __init__(
        self,
        rand: random.Random,
        playouts: int = PLAYOUTS,
        time_limit: float | None = THINKING_TIME,
        version: Version | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ):
        """`clock` times the thinking: the wall clock in the app; a measurement on a shared
        machine may pass the thread's processor time, so that the machine's other work does not
        shorten the search."""
        self.rand = rand
        self.playouts = playouts
        self.time_limit = time_limit
        self.clock = clock
        self.version = version or SHIPPED
        self.ranking = self.version.satrap(random.Random(rand.getrandbits(64)))
        self.stop = threading.Event()
        self.playouts_done = 0  # over the bot's life: what its search speed is measured by

    def choose(self, view: GameState, seat: int, commands: list[Command]) -> Command:
        candidates = [command for _, command in self.ranking.ranked(view, seat, commands)[:WIDTH]]
        if len(candidates) == 1:
            return candidates[0]
        deadline = None if self.time_limit is None else self.clock() + self.time_limit
        totals = [0.0] * len(candidates)
        samples = [0] * len(candidates)
        alive = list(range(len(candidates)))  # in Normal's order, which breaks ties
        rounds = math.ceil(math.log2(len(candidates)))
        for _ in range(rounds):
            for _ in range(max(2, self.playouts // (rounds * len(alive)))):
                game = redeal(view, seat, self.rand)
                dice = self.rand.getrandbits(64)
                for i in alive:
                    if self.stop.is_set() or (deadline is not None and self.clock() > deadline):
                        return candidates[_best(alive, totals, samples)]
                    trial = game.clone()
                    apply(trial, candidates[i])
                    totals[i] += _play_out(trial, seat, self.version.satrap(random.Random(dice)), self.version)
                    samples[i] += 1
                    self.playouts_done += 1
            alive.sort(key=lambda i: -totals[i] / samples[i])
            alive = alive[: (len(alive) + 1) // 2]
            if len(alive) == 1:
                break
        return candidates[_best(alive, totals, samples)]


def _best(alive: list[int], totals: list[float], samples: list[int]) -> int:
    tried = [i for i in alive if samples[i]] or alive
    return max(tried, key=lambda i: (totals[i] / samples[i] if samples[i] else 0.0, -i))


def _play_out(game: GameState, seat: int, policy: Normal, version: Version) -> float:
    """Play on as Normal satraps would; the result for `seat`, from 0 (lost) to 1 (won)."""
    last_year = game.year + version.horizon_years if game.year < FULL_PLAYOUT_FROM else game.content.years + 1
    while not game.is_over and game.year < last_year:
        apply(game, policy.choose(game, current_player(game), legal_commands(game)))
    if game.is_over:
        return _result(game, seat)
    if game.is_solo:
        return _goal(game)
    return version.judge(game, seat)


def _goal(game: GameState) -> float:
    """Solo (R22): 1 for the scenario's goal met, else how far along it is, each part capped."""
    if goal_met(game):
        return 1.0
    parts = [min(done, needed) / needed for _, done, needed in progress(game)]
    return 0.8 * sum(parts) / len(parts)


def _result(game: GameState, seat: int) -> float:
    """A win is worth 1 (shared: split), a loss 0, with a little for the margin so that a
    narrow loss is preferred to a heavy one."""
    if game.is_solo:
        return _goal(game)
    keys = [ranking_key(game, s) for s in range(len(game.players))]
    top = max(keys)
    winners = sum(1 for k in keys if k == top)
    won = 1.0 / winners if keys[seat] == top else 0.0
    others = max((game.players[s].vp for s in range(len(game.players)) if s != seat), default=0)
    margin = game.players[seat].vp - others
    return 0.85 * won + 0.15 * _squash(margin)


def _squash(margin: float) -> float:
    return 1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE))


SHIPPED = Version(Normal, learned.judge, HORIZON_YEARS)
V1 = Version(NormalV1, _standing_lead(judgement_v1.standing), 2)  # frozen, whatever HORIZON_YEARS becomes
