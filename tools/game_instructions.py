"""Instructions a random 4-player game costs the rules, counted by valgrind's cachegrind: a figure
that does not move with the machine's load, for comparing two versions of the rules.

    .venv/bin/python -m tools.game_instructions [GAMES]

Needs valgrind (a system package). Plays GAMES games (seeds 0 up) with legal commands listed at
every step, as `scripts/bench` does, and subtracts a run of no games, so starting Python and
importing the rules are not counted.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

PLAY = """
import random, sys
from xerxes_app.rules import apply, legal_commands, new_game
for seed in range(int(sys.argv[1])):
    state = new_game(4, seed)
    chooser = random.Random(seed)
    while not state.is_over:
        apply(state, chooser.choice(legal_commands(state)))
"""


def instructions(games: int) -> int:
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, "-c", PLAY, str(games)],
        capture_output=True, text=True, check=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if found is None:
        raise RuntimeError("cachegrind printed no instruction count")
    return int(found.group(1).replace(",", ""))


def main() -> int:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 1
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    per_game = (instructions(games) - instructions(0)) / games
    print(f"{per_game / 1e6:.2f} million instructions a 4-player game ({games} games)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
