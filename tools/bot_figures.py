"""How long the computer players take to decide: the figures `scripts/bench` prints.

The 95th percentile of the time per decision, over decisions with more than one legal command,
in 4-player games played in this process (one core): Easy and Normal among their own kind, Hard
in one seat against three Normal opponents.
"""

from __future__ import annotations

import json

from xerxes_app.sim.game import play
from xerxes_app.sim.summary import percentile
from xerxes_app.bots.hard import THINKING_TIME

GAMES = {"easy": 12, "normal": 12, "hard": 2}
SEED = 20180


def figures() -> dict[str, float]:
    result = {}
    for strength, games in GAMES.items():
        seats = [strength] + (["normal"] * 3 if strength == "hard" else [strength] * 3)
        times: list[float] = []
        for index in range(games):
            outcome = play(index, SEED, seats, time_limit=THINKING_TIME)  # as in the app
            if outcome.error is not None:
                raise RuntimeError(f"a benchmark game failed: {outcome.error}")
            times += outcome.think_ms[strength]
        result[f"bot_ms_p95_{strength}"] = round(percentile(times, 0.95), 2)
    return result


if __name__ == "__main__":
    print(json.dumps(figures()))
