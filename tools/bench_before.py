"""The engine's and Hard's speed beside the code before, in the same run, for `scripts/bench`.

The code before is a pinned commit (BEFORE, or `XERXES_BENCH_BEFORE`), written out of git into a
temporary folder. Each version then measures in processes of its own, taking turns (now, before,
now, ...), so the machine's other work weighs on both alike; the figures are the medians of each,
and the ratio is now over before.

    python -m tools.bench_before     # prints them alone
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

BEFORE = "eb64600"  # the code before issue 44: the last commit of main this work began from
TURNS = 3
HERE = Path(__file__).resolve().parent.parent

# Run in a fresh process with the version's folder first on the path; only the rules' and the
# bots' public faces, which both versions have.
MEASURE = """
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
from xerxes_app.bots.bot import Bot
from xerxes_app.rules import apply, current_player, legal_commands, new_game, view_for

def games(players, seeds):
    for seed in seeds:
        state = new_game(players, seed)
        chooser = random.Random(seed)
        while not state.is_over:
            apply(state, chooser.choice(legal_commands(state)))

games(2, range(10_000, 10_100))  # the warm-up scripts/bench's own 4-player games have
games(4, range(10_500, 10_560))
start = time.process_time()
games(4, range(300))
rate = 300 / (time.process_time() - start)

state = new_game(4, 0)
chooser = random.Random(0)
while state.year < 3:
    apply(state, chooser.choice(legal_commands(state)))
bot = Bot("hard", 0, time_limit=None, playouts=100)  # the same search on both sides, whatever the budget
start = time.process_time()
while state.year < 4:
    seat = current_player(state)
    apply(state, bot.choose(view_for(state, seat), seat))
playouts = bot.policy.playouts_done / (time.process_time() - start)
print(json.dumps([rate, playouts]))
"""


def written_out(commit: str, folder: str) -> str:
    """The app's package at `commit`, written into `folder`."""
    archive = subprocess.run(["git", "-C", str(HERE), "archive", commit, "xerxes_app"], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def measure(folder: str) -> list[float]:
    run = subprocess.run([sys.executable, "-c", MEASURE, folder], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


def figures() -> dict[str, float]:
    commit = os.environ.get("XERXES_BENCH_BEFORE", BEFORE)
    with tempfile.TemporaryDirectory(prefix="xerxes-before-") as folder:
        before = written_out(commit, folder)
        now: list[list[float]] = []
        then: list[list[float]] = []
        for _ in range(TURNS):
            now.append(measure(str(HERE)))
            then.append(measure(before))
    found: dict[str, float] = {}
    for index, name in enumerate(("games_per_s_4p", "hard_playouts_per_s")):
        mine = statistics.median(run[index] for run in now)
        theirs = statistics.median(run[index] for run in then)
        found[f"{name}_now"] = round(mine, 1)
        found[f"{name}_before"] = round(theirs, 1)
        found[f"{name}_ratio"] = round(mine / theirs, 3)
    return found


if __name__ == "__main__":
    print(json.dumps({"before": os.environ.get("XERXES_BENCH_BEFORE", BEFORE), **figures()}, indent=2))
