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
Hard v2 (`V2`) is the search as it stood when the learned judgement first shipped: Normal v1 (the
same choices as Normal then) ranking and playing out, judged by that judgement frozen
(`learned_v2.py`), whatever the shipped weights and features become.

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
from . import judgement_v1, learned, learned_v2
from .determinize import redeal
from .normal import Normal
from .normal_v1 import NormalV1
from .pool import Lease, Workers, stop_asked

WIDTH = 6  # candidates searched
# Per decision at a table of four, when time allows: with the faster playouts 200 fit in the limit
# on one core of the measuring machine (p50 0.43 s by the wall clock), and won 73.2% of 1,600 games
# against three Normal v1, 5.0 points more than hard-v2's 100 on the same deals (docs/balance.md,
# issue 44). At a table of two, twice as many fit in the same time (Version.per_table).
PLAYOUTS = 200
THINKING_TIME = 0.6  # seconds: the most a decision may take, whatever the budget (so p95 <= 0.6 s)
HORIZON_YEARS = 2  # early in the game a playout stops this many year-ends ahead...
FULL_PLAYOUT_FROM = 6  # ...from this year on it plays to the end
MARGIN_SCALE = 4.0  # VP of lead that make a position clearly better than another
TABLE = 4  # the seats a budget counting a table's playouts is set for (Version.per_table)


class Version(NamedTuple):
    """What a Hard search is made of: the satrap that ranks its candidates and plays its
    playouts, how a stopped playout is judged (0 to 1 for the seat), how far ahead early, its
    budget of playouts a decision unless told another, and whether that budget counts the
    playouts of a table of four (`TABLE`): a playout plays every seat's decisions, so at a
    table of two each costs about half, and twice as many fit in the same time."""

    satrap: Callable[[random.Random], Normal]
    judge: Callable[[GameState, int], float]
    horizon_years: int
    playouts: int
    per_table: bool = False


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
        playouts: int | None = None,
        time_limit: float | None = THINKING_TIME,
        version: Version | None = None,
        clock: Callable[[], float] = time.perf_counter,
        workers: Workers | None = None,
    ):
        """`playouts` is the budget a decision (None: the version's own), a table of four's for a
        version that counts them so (`budget`). `clock` times the thinking: the wall clock in the
        app; a measurement on a shared machine may pass the thread's processor time, so that the
        machine's other work does not shorten the search.
        With `workers` (pool.py) the playouts are shared among their processes, each on deals of
        its own, `playouts` in all; while they are busy or not yet started, or on a clock they
        cannot read, it thinks in this process on one worker's share."""
        self.rand = rand
        self.version = version or SHIPPED
        self.playouts = self.version.playouts if playouts is None else playouts
        self.time_limit = time_limit
        self.clock = clock
        self.ranking = self.version.satrap(random.Random(rand.getrandbits(64)))
        self.stop = threading.Event()
        self.playouts_done = 0  # over the bot's life: what its search speed is measured by
        usable = workers is not None and workers.count > 0 and id(self.version) in _VERSION_NAMES and clock in _CLOCKS
        self.workers = workers if usable else None

    def choose(self, view: GameState, seat: int, commands: list[Command]) -> Command:
        candidates = [command for _, command in self.ranking.ranked(view, seat, commands)[:WIDTH]]
        if len(candidates) == 1:
            return candidates[0]
        deadline = None if self.time_limit is None else self.clock() + self.time_limit
        budget = self.budget(len(view.players))
        if self.workers is not None:
            with self.workers.lease(size=self.workers.count) as lease:
                if lease is not None:
                    try:
                        return self._choose_on(lease, view, seat, candidates, budget, deadline)
                    except (EOFError, OSError):  # a worker is gone (killed): think here from now on
                        self.workers = None
        share = budget // max(1, self.workers.count) if self.workers is not None else budget
        return self._choose_here(Deals(view, seat, candidates, self.version, self.rand), share, deadline)

    def budget(self, players: int) -> int:
        """The playouts of a decision at a table of `players`: the same thinking time at every
        table for a version whose budget counts a table of four's playouts."""
        return self.playouts * TABLE // players if self.version.per_table else self.playouts

    def _out_of_time(self, deadline: float | None) -> Callable[[], bool]:
        return lambda: self.stop.is_set() or (deadline is not None and self.clock() > deadline)

    def _choose_here(self, deals: Deals, budget: int, deadline: float | None) -> Command:
        """The search in this process: sequential halving over `deals`."""
        candidates = deals.candidates
        totals = [0.0] * len(candidates)
        samples = [0] * len(candidates)
        alive = list(range(len(candidates)))  # in Normal's order, which breaks ties
        rounds = math.ceil(math.log2(len(candidates)))
        out_of_time = self._out_of_time(deadline)
        for _ in range(rounds):
            done = deals.done
            finished = deals.play(alive, _samples(budget, rounds, alive), totals, samples, out_of_time)
            self.playouts_done += deals.done - done
            if not finished:
                break
            alive = _halve(alive, totals, samples)
            if len(alive) == 1:
                break
        return candidates[_best(alive, totals, samples)]

    def _choose_on(
        self, lease: Lease, view: GameState, seat: int, candidates: list[Command], budget: int, deadline: float | None
    ) -> Command:
        """The same search on the workers, each on deals of its own and its share of the budget,
        their sums merged after each round. The first worker goes on with this bot's own
        generator, so with one worker it searches exactly as `_choose_here` would."""
        workers = len(lease)
        seeds = [self.rand.getrandbits(64) for _ in range(workers - 1)]
        version = _VERSION_NAMES[id(self.version)]
        sent = view.clone()
        sent.log = []  # the search never reads the log: a lighter message
        states = [self.rand.getstate()] + [random.Random(s).getstate() for s in seeds]
        lease.call_all([(_begin, (sent, seat, candidates, version, state)) for state in states])
        share = budget // workers
        totals = [0.0] * len(candidates)
        samples = [0] * len(candidates)
        alive = list(range(len(candidates)))
        rounds = math.ceil(math.log2(len(candidates)))
        for _ in range(rounds):
            seconds = None if deadline is None else deadline - self.clock()
            answers = lease.call_all([(_round, (alive, _samples(share, rounds, alive), seconds, self.clock))] * workers, self.stop.is_set)
            totals, samples = _merged([a[0] for a in answers]), _merged([a[1] for a in answers])
            self.playouts_done += sum(a[2] for a in answers)
            self.rand.setstate(answers[0][4])
            if not all(a[3] for a in answers):
                break
            alive = _halve(alive, totals, samples)
            if len(alive) == 1:
                break
        return candidates[_best(alive, totals, samples)]


class Deals:
    """One search's playouts, on re-deals drawn from its own generator: the candidates still in
    the running each played out on the same re-deal, with the same dice, so they meet equal luck."""

    def __init__(self, view: GameState, seat: int, candidates: list[Command], version: Version, rand: random.Random):
        self.view = view
        self.seat = seat
        self.candidates = candidates
        self.version = version
        self.rand = rand
        self.done = 0  # playouts played
        self.totals = [0.0] * len(candidates)  # a worker's own sums, over its rounds
        self.samples = [0] * len(candidates)

    def play(self, alive: list[int], count: int, totals: list[float], samples: list[int], out_of_time: Callable[[], bool]) -> bool:
        """`count` re-deals, each alive candidate played out on each, added to `totals` and
        `samples`; False when `out_of_time` cut it short."""
        for _ in range(count):
            game = redeal(self.view, self.seat, self.rand)
            dice = self.rand.getrandbits(64)
            for i in alive:
                if out_of_time():
                    return False
                trial = game.clone()
                apply(trial, self.candidates[i])
                totals[i] += _play_out(trial, self.seat, self.version.satrap(random.Random(dice)), self.version)
                samples[i] += 1
                self.done += 1
        return True


# --- In a worker process (pool.py): the search at hand, kept between its rounds ----------------

_search: list[Deals] = []


def _begin(view: GameState, seat: int, candidates: list[Command], version: str, state: tuple) -> None:
    rand = random.Random()
    rand.setstate(state)
    _search[:] = [Deals(view, seat, candidates, VERSIONS[version], rand)]


def _round(alive: list[int], count: int, seconds: float | None, clock: Callable[[], float]) -> tuple:
    """One round of the search at hand: its sums so far, its playouts in this round, whether it
    finished, and its generator's state."""
    deals = _search[0]
    deadline = None if seconds is None else clock() + seconds
    done = deals.done
    finished = deals.play(
        alive, count, deals.totals, deals.samples,
        lambda: stop_asked() or (deadline is not None and clock() > deadline),
    )
    return deals.totals, deals.samples, deals.done - done, finished, deals.rand.getstate()


def _samples(budget: int, rounds: int, alive: list[int]) -> int:
    """Re-deals in a round: the budget spread evenly over the rounds and the candidates alive."""
    return max(2, budget // (rounds * len(alive)))


def _halve(alive: list[int], totals: list[float], samples: list[int]) -> list[int]:
    """The better half of the candidates, by their mean so far (sequential halving)."""
    alive = sorted(alive, key=lambda i: -totals[i] / samples[i])
    return alive[: (len(alive) + 1) // 2]


def _merged(parts: list[list]) -> list:
    """Each candidate's sum over the workers' own sums (the first alone: exactly its own)."""
    merged = list(parts[0])
    for part in parts[1:]:
        merged = [a + b for a, b in zip(merged, part)]
    return merged


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


SHIPPED = Version(Normal, learned.judge, HORIZON_YEARS, PLAYOUTS, per_table=True)
# Frozen, whatever HORIZON_YEARS and PLAYOUTS become: each plays as it played when it shipped.
V1 = Version(NormalV1, _standing_lead(judgement_v1.standing), 2, 100)
V2 = Version(NormalV1, learned_v2.judge, 2, 100)
# The versions a worker process can be told of by name (their judges are not all picklable).
VERSIONS = {"shipped": SHIPPED, "v1": V1, "v2": V2}
_VERSION_NAMES = {id(version): name for name, version in VERSIONS.items()}
# The clocks a worker can read as this process does: the wall clock, and processor time (its own).
_CLOCKS = (time.perf_counter, time.monotonic, time.thread_time, time.process_time)
