"""One headless game between computer players, and what the simulator keeps of it."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from typing import Callable

from ..bots import Bot
from ..rules import apply, current_player, legal_commands, new_game, view_for
from ..rules.solo import goal_met, progress


@dataclass
class Outcome:
    index: int
    satraps: list[str] = field(default_factory=list)  # per seat
    slots: list[int] = field(default_factory=list)  # per seat: 0-based slot on the turn track in year 1
    vp: list[int] = field(default_factory=list)
    shares: list[float] = field(default_factory=list)  # per seat: 1 for a win, 1/k for a shared one
    ranks: list[int] = field(default_factory=list)  # per seat: 1 for the winners, ties sharing a rank
    by_vp: bool = False  # ended by 25 VP rather than after year 7 (R19)
    years: int = 0
    decisions: int = 0
    think_ms: dict[str, list[float]] = field(default_factory=dict)  # per strength, decisions with a choice
    # The same decisions in the process's own processor time: what a decision costs whatever else
    # the machine is doing (on a busy machine the clock on the wall runs on without it).
    think_cpu_ms: dict[str, list[float]] = field(default_factory=dict)
    goal: list[int] = field(default_factory=list)  # solo: Taxation cards, campaigns, buildings done
    error: str | None = None


def seeds(seed: int, index: int, players: int) -> tuple[int, list[int]]:
    """The game's seed and each seat's bot seed, all from the run's seed and the game's number."""
    game_seed = seed * 1_000_003 + index
    return game_seed, [game_seed * 10 + seat + 1 for seat in range(players)]


def play(
    index: int,
    seed: int,
    strengths: list[str],
    time_limit: float | None = None,
    scenario: str | None = None,
    playouts: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Outcome:
    """Play game number `index` of a run. Without a time limit a Hard bot thinks to its playout
    budget (`playouts`, None for each version's own) alone, so the game depends on the seeds only; with one, as in the app, it
    may stop sooner on a busy machine, unless `clock` is the thread's processor time. With a
    solo `scenario` the one seat wins by meeting its goal (R22)."""
    players = len(strengths)
    game_seed, bot_seeds = seeds(seed, index, players)
    outcome = Outcome(index, think_ms={s: [] for s in set(strengths)}, think_cpu_ms={s: [] for s in set(strengths)})
    try:
        state = new_game(players=players, seed=game_seed, scenario=scenario)
        bots = [Bot(strength, bot_seed, time_limit, playouts, clock) for strength, bot_seed in zip(strengths, bot_seeds)]
        outcome.satraps = [state.content.satraps[p.satrap].name for p in state.players]
        if scenario is None:
            outcome.slots = [state.slot_of(seat) for seat in range(players)]
        while not state.is_over:
            seat = current_player(state)
            choice = len(legal_commands(state)) > 1
            start, start_cpu = time.perf_counter(), time.process_time()
            command = bots[seat].choose(view_for(state, seat), seat)
            if choice:
                outcome.think_ms[strengths[seat]].append((time.perf_counter() - start) * 1000)
                outcome.think_cpu_ms[strengths[seat]].append((time.process_time() - start_cpu) * 1000)
            apply(state, command)  # an illegal command raises, and counts as an error
            outcome.decisions += 1
    except Exception:  # noqa: BLE001 - every failure of a bot or the rules is counted and shown
        outcome.error = traceback.format_exc(limit=3).strip().splitlines()[-1]
        return outcome
    outcome.vp = [p.vp for p in state.players]
    outcome.years = state.year
    if scenario is not None:
        outcome.shares = [1.0 if goal_met(state) else 0.0]
        outcome.goal = [done for _, done, _ in progress(state)]
        return outcome
    outcome.ranks = [next(s.rank for s in state.standings if s.seat == seat) for seat in range(players)]
    winners = [s.seat for s in state.standings if s.rank == 1]
    outcome.shares = [1 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    outcome.by_vp = max(outcome.vp) >= state.content.win_vp
    return outcome
