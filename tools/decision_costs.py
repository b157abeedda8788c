"""Where a random 4-player game's time goes, decision by decision, as `games_per_s_4p` plays it.

    .venv/bin/python -m tools.decision_costs

Plays rounds of 300 random legal games after `scripts/bench`'s warm-up and times each `apply` by
the phase and the kind of command, with how many commands were listed; then what no engine can
take away from the figure: the benchmark's own loop (a generator of its own a game, a command
chosen from a copied list, `is_over` asked) over as many decisions with nothing done, and the deal
(`new_game`). Prints JSON, medians of three rounds: microseconds a decision of each kind and a
game's share of it, and the most a decision may take, on average, for the games a second asked
(`--games-per-s`), once the loop and the deal are paid.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter

from xerxes_app.rules import apply, legal_commands, new_game

GAMES = 300  # a round's games, as `games_per_s_4p_now` plays them
ROUNDS = 3


def play(seeds: range, timed: bool) -> tuple[Counter, Counter, Counter, int]:
    """Random games on `seeds`: each kind's seconds, decisions and commands listed, and all the
    decisions; untimed for the warm-up."""
    seconds, decisions, listed = Counter(), Counter(), Counter()
    clock = time.perf_counter
    total = 0
    for seed in seeds:
        state = new_game(4, seed)
        chooser = random.Random(seed)
        while not state.is_over:
            commands = legal_commands(state)
            command = chooser.choice(commands)
            kind = (state.phase, type(command).__name__)
            start = clock()
            apply(state, command)
            if timed:
                seconds[kind] += clock() - start
                decisions[kind] += 1
                listed[kind] += len(commands)
            total += 1
    return seconds, decisions, listed, total


class _Idle:
    """A game that takes every command and does nothing, `length` decisions long."""

    def __init__(self, length: int):
        self.left = length
        self.kept = list(range(8))

    @property
    def is_over(self) -> bool:
        return self.left == 0


def _idle_apply(state: _Idle, command: int) -> None:
    state.left -= 1


def loop_seconds(games: int, length: int) -> float:
    """The benchmark's own loop over `games` games of `length` decisions, doing nothing else."""
    start = time.process_time()
    for seed in range(games):
        state = _Idle(length)
        chooser = random.Random(seed)
        while not state.is_over:
            _idle_apply(state, chooser.choice(state.kept[:]))
    return time.process_time() - start


def deal_seconds(games: int) -> float:
    start = time.process_time()
    for seed in range(games):
        new_game(4, seed)
    return time.process_time() - start


def figures(asked: float, rounds: int = ROUNDS) -> dict:
    """The figures of `rounds` rounds, each of its own games, its loop and its deals: medians of
    the rounds, and each kind of decision over all of them."""
    play(range(10_500, 10_560), timed=False)  # the warm-up the bench's own 4-player games have
    seconds, decisions, listed = Counter(), Counter(), Counter()
    applied, loops, deals = [], [], []
    for turn in range(rounds):
        spent, made, shown, total = play(range(turn * GAMES, (turn + 1) * GAMES), timed=True)
        seconds.update(spent)
        decisions.update(made)
        listed.update(shown)
        applied.append(sum(spent.values()) / total * 1e6)
        loops.append(loop_seconds(GAMES, round(total / GAMES)) / GAMES * 1e6)
        deals.append(deal_seconds(GAMES) / GAMES * 1e6)
    length = sum(decisions.values()) / (rounds * GAMES)
    loop_us, deal_us = statistics.median(loops), statistics.median(deals)
    kinds = {
        f"{phase} {name}": {
            "per_game": round(decisions[(phase, name)] / (rounds * GAMES), 1),
            "us_each": round(seconds[(phase, name)] / decisions[(phase, name)] * 1e6, 2),
            "share": round(seconds[(phase, name)] / sum(seconds.values()), 3),
            "listed": round(listed[(phase, name)] / decisions[(phase, name)], 1),
        }
        for phase, name in sorted(seconds, key=seconds.get, reverse=True)
    }
    room_us = 1e6 / asked - loop_us - deal_us
    return {
        "decisions_a_game": round(length, 1),
        "apply_us_a_decision": round(statistics.median(applied), 2),
        "loop_us_a_game": round(loop_us, 1),
        "deal_us_a_game": round(deal_us, 1),
        "games_per_s_asked": asked,
        "us_a_decision_left_for_it": round(room_us / length, 2),
        "kinds": kinds,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.decision_costs", description=__doc__.splitlines()[0])
    parser.add_argument("--games-per-s", type=float, default=2000.0, help="the figure asked of the engine (default 2000)")
    args = parser.parse_args(argv)
    print(json.dumps(figures(args.games_per_s), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
