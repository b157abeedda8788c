"""Instructions the rules and the computers cost, counted by valgrind's cachegrind: figures that
do not move with the machine's load, for comparing two versions of the code.

    .venv/bin/python -m tools.game_instructions [GAMES]         # the rules: a random 4-player game
    .venv/bin/python -m tools.game_instructions --warm [GAMES]  # the same after `scripts/bench`'s warm-up
    .venv/bin/python -m tools.game_instructions --search        # Hard's search over a year

Needs valgrind (a system package). The first plays GAMES games (seeds 0 up) with legal commands
listed at every step, as `scripts/bench` does, in a fresh process: what the rules remember (the
ways a Campaign card can be resolved, the commands built once) is met for the first time. The
second plays them after 500 2-player and 300 4-player games of other seeds, as `games_per_s_4p`
is measured after the 2-player games and earlier runs. The third lets Hard choose every decision
of year 3 of a 4-player game (seed 0) to its playout budget, as `hard_playouts_per_s` does, so two
versions of the computers that choose alike do the same searches. Each subtracts a run that
does nothing, so starting Python and importing the app are not counted.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

PLAY = """
import random, sys
from xerxes_app.rules import apply, legal_commands, new_game
def play(players, seeds):
    for seed in seeds:
        state = new_game(players, seed)
        chooser = random.Random(seed)
        while not state.is_over:
            apply(state, chooser.choice(legal_commands(state)))
if sys.argv[2:] == ["--warm"]:
    play(2, range(10_000, 10_500))
    play(4, range(10_500, 10_800))
play(4, range(int(sys.argv[1])))
"""

SEARCH = """
import sys
from tools.bot_figures import playouts_per_s
if sys.argv[1] == "1":
    playouts_per_s(0)
"""


def instructions(script: str, *arguments: object) -> int:
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, "-c", script, *map(str, arguments)],
        capture_output=True, text=True, check=True,
        # One hash seed, so the dictionaries and sets lay out alike in every run: otherwise the
        # counts of the same code move by some 0.3%.
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if found is None:
        raise RuntimeError("cachegrind printed no instruction count")
    return int(found.group(1).replace(",", ""))


def main() -> int:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 1
    if sys.argv[1:] == ["--search"]:
        search = instructions(SEARCH, 1) - instructions(SEARCH, 0)
        print(f"{search / 1e9:.2f} billion instructions for Hard's search over year 3 of a 4-player game")
        return 0
    arguments = sys.argv[1:]
    warm = arguments[:1] == ["--warm"]
    games = int(arguments[warm]) if len(arguments) > warm else 100
    mode = arguments[:warm]
    per_game = (instructions(PLAY, games, *mode) - instructions(PLAY, 0, *mode)) / games
    after = " after the warm-up" if warm else ""
    print(f"{per_game / 1e6:.2f} million instructions a 4-player game ({games} games{after})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
