"""`scripts/rating`: the computer players rated together from mixed tables, with openskill.

The rated players are a player choosing at random, Easy, Normal v1, Hard v1, Hard v2 and the
shipped Hard. A table seats four of the six: each deal (a game seed) is played by each of the
fifteen line-ups, each line-up four times with its players moved one seat on each time, so that
every deal's satraps, turn order and cards fall on every player alike. `--players` and `--seats` pick
other players and tables: `--players hard-v1,hard --seats 2` plays the two Hards head to head,
each deal twice, once from each seat. Each game's finishing order (a tie sharing its rank)
updates a Plackett-Luce rating (openskill, the dev-only extra `rating`), in the order of deal,
line-up and rotation, so a record always gives the same table.
Reported per player: the rating (mu and sigma, and the ordinal mu - 3 sigma the table is sorted
by), games and wins, and its time per decision at the 50th, 95th and 99th percentiles, on the
clock and in processor time; and for each two players, how often the one finished ahead of the
other in the games both sat in (a tie counting half), with its 95% Wilson interval.

    python -m tools.rating --deals 5 --time-limit 0.6 --clock cpu --jobs 2 --record ratings.jsonl
    python -m tools.rating --players hard-v1,hard --seats 2 --deals 100 --time-limit 0.6 --clock cpu

`--record FILE` appends each game as a JSON line and first reads the games already in it, so a
long run can be stopped and continued; `--markdown` prints the table for `docs/balance.md`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from functools import partial
from itertools import combinations, permutations
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from xerxes_app.bots import BENCHMARKS, STRENGTHS, own_budgets
from xerxes_app.sim.game import play

from .duplicate import CLOCKS, percentiles, wilson

PLAYERS = ("random", "easy", "normal-v1", "hard-v1", "hard-v2", "hard")
SEATS = 4


def tables(players: tuple[str, ...] = PLAYERS, seats: int = SEATS) -> list[tuple[int, int, list[str]]]:
    """A deal's games: (line-up, rotation, the player in each seat). The line-ups come in the
    reverse order of `combinations`: those leaving out the first players come first."""
    games = []
    for index, line_up in enumerate(reversed(list(combinations(players, seats)))):
        for turn in range(seats):
            games.append((index, turn, list(line_up[turn:] + line_up[:turn])))
    return games


def play_table(
    game: tuple[int, int, int, list[str]], seed: int, playouts: int | None, time_limit: float | None, clock: str
) -> dict[str, Any]:
    deal, line_up, turn, seats = game
    outcome = play(deal, seed, seats, time_limit=time_limit, playouts=playouts, clock=CLOCKS[clock])
    return {
        "deal": deal, "seed": seed, "line_up": line_up, "turn": turn, "seats": seats,
        "ranks": outcome.ranks, "shares": outcome.shares, "vp": outcome.vp, "error": outcome.error,
        "times_ms": {p: [round(t, 3) for t in outcome.think_ms[p]] for p in set(seats)},
        "cpu_ms": {p: [round(t, 3) for t in outcome.think_cpu_ms[p]] for p in set(seats)},
    }


def rate(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each player's rating, games, wins and decision times, best first."""
    from openskill.models import PlackettLuce  # dev-only: never needed to play

    model = PlackettLuce()
    players = sorted({p for game in games for p in game["seats"]})
    ratings = {p: model.rating(name=p) for p in players}
    played = {p: 0 for p in players}
    wins = {p: 0.0 for p in players}
    times: dict[str, list[float]] = {p: [] for p in players}
    cpu: dict[str, list[float]] = {p: [] for p in players}
    for game in sorted(games, key=lambda g: (g["seed"], g["deal"], g["line_up"], g["turn"])):
        if game["error"] is not None:
            continue
        seats = game["seats"]
        rated = model.rate([[ratings[p]] for p in seats], ranks=game["ranks"])
        for player, (rating,), share in zip(seats, rated, game["shares"]):
            ratings[player] = rating
            played[player] += 1
            wins[player] += share
        for player in set(seats):
            times[player] += game["times_ms"][player]
            cpu[player] += game["cpu_ms"][player]
    rows = []
    for p in players:
        rows.append({
            "player": p,
            "mu": round(ratings[p].mu, 2),
            "sigma": round(ratings[p].sigma, 2),
            "ordinal": round(ratings[p].ordinal(), 2),
            "games": played[p],
            "wins": round(wins[p], 2),
            "decision_ms": percentiles(times[p]),
            "decision_cpu_ms": percentiles(cpu[p]),
        })
    return sorted(rows, key=lambda r: -r["ordinal"])


def ahead(games: list[dict[str, Any]]) -> dict[tuple[str, str], tuple[float, int]]:
    """For each two players (a, b): a's finishes ahead of b (a tie counts half), and the games
    both sat in."""
    won: Counter[tuple[str, str]] = Counter()
    played: Counter[tuple[str, str]] = Counter()
    for game in games:
        if game["error"] is not None:
            continue
        rank = dict(zip(game["seats"], game["ranks"]))
        for a, b in permutations(game["seats"], 2):
            won[a, b] += 1.0 if rank[a] < rank[b] else 0.5 if rank[a] == rank[b] else 0.0
            played[a, b] += 1
    return {pair: (float(won[pair]), played[pair]) for pair in played}


def markdown(rows: list[dict[str, Any]], games: list[dict[str, Any]]) -> str:
    lines = [
        "| player | rating (mu ± sigma) | ordinal (mu − 3 sigma) | games | wins | on the clock p50 / p95 / p99 | processor time p50 / p95 / p99 |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        clock = " / ".join(f"{v:.1f}" for v in r["decision_ms"].values())
        cpu = " / ".join(f"{v:.1f}" for v in r["decision_cpu_ms"].values())
        lines.append(
            f"| {r['player']} | {r['mu']:.1f} ± {r['sigma']:.1f} | {r['ordinal']:.1f} | {r['games']} | "
            f"{r['wins']:g} ({r['wins'] / max(1, r['games']):.1%}) | {clock} ms | {cpu} ms |"
        )
    order = [r["player"] for r in rows]
    pairs = ahead(games)
    lines += ["", "| finished ahead of → | " + " | ".join(order) + " |", "|---" * (len(order) + 1) + "|"]
    for a in order:
        cells = []
        for b in order:
            won, played = pairs.get((a, b), (0.0, 0))
            if a == b or not played:
                cells.append("—")
            else:
                low, high = wilson(won, played)
                cells.append(f"{won / played:.0%} of {played} ({low:.0%} to {high:.0%})")
        lines.append(f"| {a} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def read_records(path: Path | None) -> list[dict[str, Any]]:
    if path is None or not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.rating", description=__doc__.splitlines()[0])
    parser.add_argument("--players", default=",".join(PLAYERS), help=f"who is rated (default {','.join(PLAYERS)})")
    parser.add_argument("--seats", type=int, default=SEATS, help=f"players at a table, 2 to 4 (default {SEATS})")
    parser.add_argument("--deals", type=int, default=5, help="deals, each played by every line-up in every seat (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, help=f"Hard's budget per decision (default: each Hard its own, {own_budgets()})")
    parser.add_argument("--time-limit", type=float, default=None, help="Hard's seconds per decision (default: none)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="what --time-limit counts (default wall)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--record", type=Path, help="a JSON-lines file of games, read first and appended to")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown, not JSON")
    args = parser.parse_args(argv)
    players = tuple(args.players.split(","))
    if args.deals < 0 or args.playouts is not None and args.playouts < 1 or args.jobs < 1:
        parser.error("deals >= 0, playouts >= 1 and jobs >= 1")
    if not 2 <= args.seats <= 4 or len(set(players)) != len(players) or len(players) < args.seats:
        parser.error("2 to 4 seats, and at least as many players, each named once")
    if unknown := set(players).difference(STRENGTHS + BENCHMARKS):
        parser.error(f"no such player: {', '.join(sorted(unknown))}")
    line_ups = tables(players, args.seats)
    wanted = {tuple(seats) for _, _, seats in line_ups}
    games = [g for g in read_records(args.record) if g["seed"] == args.seed and tuple(g["seats"]) in wanted]
    done = {(g["deal"], tuple(g["seats"])) for g in games}
    todo = [
        (deal, line_up, turn, seats)
        for deal in range(args.deals)
        for line_up, turn, seats in line_ups
        if (deal, tuple(seats)) not in done
    ]
    task = partial(play_table, seed=args.seed, playouts=args.playouts, time_limit=args.time_limit, clock=args.clock)
    with get_context("spawn").Pool(args.jobs) as pool:  # fresh processes, as the simulator's
        for game in pool.imap(task, todo):
            games.append(game)
            if args.record is not None:
                with args.record.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(game) + "\n")
            print(f"deal {game['deal']} line-up {game['line_up']} turn {game['turn']}: ranks {game['ranks']}", file=sys.stderr)
    rows = rate(games)
    if args.markdown:
        print(markdown(rows, games))
    else:
        json.dump({"seed": args.seed, "playouts": args.playouts, "time_limit": args.time_limit, "clock": args.clock,
                   "games": len(games), "errors": sum(g["error"] is not None for g in games), "ratings": rows,
                   "ahead": [{"player": a, "of": b, "ahead": won, "games": played}
                             for (a, b), (won, played) in sorted(ahead(games).items())]},
                  sys.stdout, indent=2)
        print()
    return 1 if any(g["error"] is not None for g in games) else 0


if __name__ == "__main__":
    raise SystemExit(main())
