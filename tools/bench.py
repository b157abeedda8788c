"""`scripts/bench`: measure the app and print one JSON object of figures.

Each figure is the median of several timed runs, because the machines are shared and noisy.
The engine's figures are here; the table's, its readability's, the bots' and the saves' come
from the `figures()` of `ui_figures.py`, `table_figures.py`, `bot_figures.py` and
`saving_figures.py`.
"""

from __future__ import annotations

import importlib
import itertools
import json
import random
import statistics
import sys
import time

from xerxes_app.rules import apply, dumps, legal_commands, loads, new_game

RUNS = 5


def median_rate(work, count: int) -> float:
    """Median over RUNS of count / seconds taken by work(count)."""
    rates = []
    for _ in range(RUNS):
        start = time.perf_counter()
        work(count)
        rates.append(count / (time.perf_counter() - start))
    return round(statistics.median(rates), 1)


def random_games(players: int):
    runs = itertools.count()

    def work(count: int) -> None:
        # Each run plays games of its own: what the rules remember from one game (campaign
        # options met before) must not flatter the figure by meeting the same games again.
        first = next(runs) * count
        for seed in range(first, first + count):
            state = new_game(players, seed)
            chooser = random.Random(seed)
            while not state.is_over:
                apply(state, chooser.choice(legal_commands(state)))

    return work


def mid_game(players: int = 4, seed: int = 1, year: int = 4):
    state = new_game(players, seed)
    chooser = random.Random(seed)
    while state.year < year or state.phase != "build":
        apply(state, chooser.choice(legal_commands(state)))
    return state


def engine_figures() -> dict[str, float]:
    state = mid_game()

    def clones(count: int) -> None:
        for _ in range(count):
            state.clone()

    def save_loads(count: int) -> None:
        for _ in range(count):
            loads(dumps(state))

    return {
        "games_per_s_2p": median_rate(random_games(2), 100),
        "games_per_s_4p": median_rate(random_games(4), 60),
        "clone_per_s": median_rate(clones, 20_000),
        "save_load_per_s": median_rate(save_loads, 300),
    }


PARTS = ("tools.bench_before", "tools.ui_figures", "tools.table_figures", "tools.bot_figures", "tools.saving_figures", "tools.review_figures")


def main() -> int:
    figures: dict[str, float] = engine_figures()
    for name in PARTS:
        figures.update(importlib.import_module(name).figures())
    json.dump(figures, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
