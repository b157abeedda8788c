"""Figures for scripts/bench: how long the autosave after a command, and Continue, take.

Measured on a 4-player game in year 7 with its full log and command record, the largest a
game gets; the goal is an autosave p95 under 10 ms, so that no frame visibly hitches.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from xerxes_app.rules import legal_commands, new_game
from xerxes_app.session import Seat, Session
from xerxes_app.saving.autosave import Autosaver, last_game

ROUNDS = 200
SEATS = ("Atossa", "Darius", "Artemisia", "Mardonius")


def year_seven_game() -> Session:
    """A 4-player game played with random legal commands into the building phase of year 7."""
    for seed in range(100):
        choices = random.Random(seed)
        session = Session(new_game(players=4, seed=seed), [Seat(name) for name in SEATS])
        while not session.state.is_over and not (session.state.year == 7 and session.state.phase == "build"):
            session.apply(choices.choice(legal_commands(session.state)))
        if not session.state.is_over:
            return session
    raise RuntimeError("no seed from 0 to 99 played into year 7")


def figures(folder: Path | None = None, rounds: int = ROUNDS) -> dict[str, float]:
    """Times in milliseconds: `autosave_ms_*` how long the game waits when it autosaves (the
    frame's cost), `autosave_on_disk_ms_p95` until that save is on the disk, `load_ms_p95`
    Continue. In a fresh folder inside `folder`, else in the system's temporary folder."""
    session = year_seven_game()
    with tempfile.TemporaryDirectory(dir=folder) as place:
        saver = Autosaver(Path(place))
        saver.save(session)
        saver.flush()  # the first save also checks what the folder held before
        waits, on_disk = [], []
        for _ in range(rounds):
            start = time.perf_counter()
            saver.save(session)
            waits.append(_since(start))
            saver.flush()
            on_disk.append(_since(start))
        loads = []
        for _ in range(rounds):
            start = time.perf_counter()
            last_game(Path(place))
            loads.append(_since(start))
    return {
        "autosave_ms_p50": round(statistics.median(waits), 3),
        "autosave_ms_p95": round(_p95(waits), 3),
        "autosave_on_disk_ms_p95": round(_p95(on_disk), 3),
        "load_ms_p95": round(_p95(loads), 3),
    }


def _since(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]
