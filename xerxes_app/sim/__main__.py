"""`python -m xerxes_app.sim`: play games between computer players headless, print a JSON summary.

    python -m xerxes_app.sim --players 4 --bots hard,normal,normal,normal --games 200 --seed 1
    python -m xerxes_app.sim --solo hard --bots hard --games 300 --seed 1
"""

from __future__ import annotations

import argparse
import json
import sys

from ..bots import BENCHMARKS, STRENGTHS, own_budgets
from ..rules.solo import GOALS
from .run import run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m xerxes_app.sim", description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, help="2 to 4 (default 4)")
    parser.add_argument("--solo", choices=GOALS, help="play a solo scenario instead (R20-R24): one seat")
    parser.add_argument(
        "--bots",
        default="normal",
        help="each seat's strength, comma-separated (easy, normal, hard, or the frozen normal-v1,"
        " hard-v1 and hard-v2); one name fills every seat",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=None,
        help="seconds a Hard bot may think per decision, as in the app (default: none, so that the"
        " games depend on the seed alone; Hard then thinks to its playout budget)",
    )
    parser.add_argument(
        "--playouts",
        type=int,
        default=None,
        help=f"a Hard bot's playouts per decision (default: each Hard its own, {own_budgets()}): with no"
        " time limit, two budgets or two versions of Hard compare on the same games",
    )
    args = parser.parse_args(argv)
    strengths = [s.strip() for s in args.bots.split(",")]
    players = 1 if args.solo else args.players
    if len(strengths) == 1:
        strengths *= players
    if len(strengths) != players or not (args.solo or 2 <= players <= 4):
        parser.error("give 2 to 4 players and one strength per seat (or one for all); one in solo")
    if args.playouts is not None and args.playouts < 1:
        parser.error("a Hard bot plays out at least one game per decision")
    if any(s not in STRENGTHS + BENCHMARKS for s in strengths):
        parser.error(f"a strength is one of {', '.join(STRENGTHS + BENCHMARKS)}")
    summary = run(strengths, args.games, args.seed, args.jobs, args.time_limit, args.solo, args.playouts)
    json.dump(summary, sys.stdout, indent=2)
    print()
    return 1 if summary["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
