"""Recorded games between computer players: who played, the seeds, and a digest of how each run
of games ended, so a test can check that the computers still choose alike. A change meant only
to make them think faster must leave every digest as it was.

`scripts/record-bot-choices` plays them again and rewrites `recorded_choices.json`; run it only
when the computers are meant to choose differently, never to make a failing test pass.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from xerxes_app.sim.game import play

RECORDED = Path(__file__).with_name("recorded_choices.json")

# (seats' strengths, games, run seed, Hard's playouts): every strength and player count, Hard on
# a small budget so that its searches, which use Normal's judgement, are checked too.
RUNS = [
    ("normal,normal,normal,normal", 30, 1, 100),
    ("normal,normal,normal", 20, 2, 100),
    ("normal,normal", 20, 3, 100),
    ("easy,normal,easy,normal", 10, 4, 100),
    ("hard,normal,normal,normal", 1, 5, 12),
    ("normal,hard", 1, 6, 12),
]


def digest(bots: str, games: int, seed: int, playouts: int) -> str:
    """How the run's games ended, seat by seat, in a few hex digits."""
    seen = hashlib.sha256()
    for index in range(games):
        outcome = play(index, seed, bots.split(","), playouts=playouts)
        if outcome.error is not None:
            raise RuntimeError(outcome.error)
        seen.update(repr((outcome.vp, outcome.shares, outcome.decisions, outcome.years, outcome.by_vp)).encode())
    return seen.hexdigest()[:24]


def record() -> list[dict]:
    return [
        {"bots": bots, "games": games, "seed": seed, "playouts": playouts, "digest": digest(bots, games, seed, playouts)}
        for bots, games, seed, playouts in RUNS
    ]


if __name__ == "__main__":
    RECORDED.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {RECORDED}")
