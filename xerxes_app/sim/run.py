"""Playing many games on every core: each game is independent and seeded, so the summary is
the same however the games are spread over processes."""

from __future__ import annotations

import os
import time
from functools import partial
from multiprocessing import get_context
from typing import Any

from .game import Outcome, play
from .summary import summarize


def run(
    strengths: list[str],
    games: int,
    seed: int,
    jobs: int | None = None,
    time_limit: float | None = None,
    scenario: str | None = None,
    playouts: int | None = None,
) -> dict[str, Any]:
    jobs = jobs or os.cpu_count() or 1
    start = time.perf_counter()
    task = partial(play, seed=seed, strengths=strengths, time_limit=time_limit, scenario=scenario, playouts=playouts)
    if jobs == 1:
        outcomes = [task(i) for i in range(games)]
    else:
        # A fresh process per worker, not a fork: a fork of a process with threads running (a
        # test run after the table's computers have thought) can hang on a lock held by a thread.
        with get_context("spawn").Pool(jobs) as pool:
            outcomes: list[Outcome] = list(pool.imap_unordered(task, range(games), chunksize=max(1, min(16, games // (jobs * 8)))))
    outcomes.sort(key=lambda o: o.index)
    return summarize(outcomes, strengths, seed, time.perf_counter() - start, scenario)
