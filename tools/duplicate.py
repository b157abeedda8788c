"""`scripts/duplicate`: a computer player measured with duplicate deals against three Normal v1.

Each deal (a game seed) is played four times, the tested player in each seat in turn and the
frozen Normal v1 (`xerxes_app/bots/normal_v1.py`) in the other three, so that every deal's luck,
the satraps, the turn order and the cards, falls on every seat alike. Reported: the tested
player's win rate (a shared win counts as a share) with its 95% Wilson interval, and its time per
decision at the 50th, 95th and 99th percentiles, on the clock and in processor time (what the
decision costs, however busy the machine is).

With `--against B`, version B plays the same deals in the same seats, and the two are compared
deal by deal: the difference of their win rates with its 95% interval (over deals, which are
independent), and a sequential probability ratio test on the games where they part that may stop
the comparison early, once the evidence for or against "A wins 60% of the games where they part"
is strong enough (error rates of 5% either way).

    python -m tools.duplicate --bot hard --deals 100 --seed 1 --playouts 100
    python -m tools.duplicate --bot hard --against hard-v1 --deals 400 --playouts 100 --record runs.jsonl

`--record FILE` appends each deal as a JSON line and first reads the deals already in it, so a
long measurement can be stopped and continued (`--first` picks where a fresh run begins).
`--compare A.jsonl B.jsonl` compares two such records, played apart (one process each), on the
deals both hold.

    python -m tools.duplicate --compare new.jsonl old.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from functools import partial
from multiprocessing import get_context
from pathlib import Path
from statistics import mean, stdev
from typing import Any, Iterator

from xerxes_app.bots import BENCHMARKS, STRENGTHS, own_budgets
from xerxes_app.sim.game import play
from xerxes_app.sim.summary import percentile

OPPONENT = "normal-v1"
SEATS = 4
Z95 = 1.959964
SPRT_ALPHA = SPRT_BETA = 0.05
# What a time limit is counted on: the wall clock, as in the app, or the thinking thread's
# processor time, which a machine busy with other work does not eat into (the app's limit on
# a machine where the thinking has a core of its own).
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = rate + z * z / (2 * games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def play_deal(
    deal: int, seed: int, versions: tuple[str, ...], playouts: int | None, time_limit: float | None, clock: str = "wall"
) -> dict[str, Any]:
    """Deal `deal` of the run played with each version in each seat against Normal v1: per
    version, its share of the win and its decision times, seat by seat."""
    result: dict[str, Any] = {"deal": deal, "seed": seed}
    for version in versions:
        shares, times, cpu, errors = [], [], [], []
        for seat in range(SEATS):
            strengths = [OPPONENT] * SEATS
            strengths[seat] = version
            outcome = play(deal, seed, strengths, time_limit=time_limit, playouts=playouts, clock=CLOCKS[clock])
            if outcome.error is not None:
                errors.append(f"deal {deal} seat {seat}: {outcome.error}")
                shares.append(None)
                continue
            shares.append(outcome.shares[seat])
            # The tested seat's own times, unless it is Normal v1 too (then every seat's).
            times += [round(t, 3) for t in outcome.think_ms[version]]
            cpu += [round(t, 3) for t in outcome.think_cpu_ms[version]]
        result[version] = {"shares": shares, "times_ms": times, "cpu_ms": cpu, "errors": errors}
    return result


def deals(
    seed: int, first: int, count: int, versions: tuple[str, ...], playouts: int | None, time_limit: float | None, jobs: int,
    clock: str,
) -> Iterator[dict[str, Any]]:
    """The deals in order, played on `jobs` processes."""
    task = partial(play_deal, seed=seed, versions=versions, playouts=playouts, time_limit=time_limit, clock=clock)
    numbers = range(first, first + count)
    if jobs == 1:
        yield from map(task, numbers)
        return
    # Fresh processes, not forks (as the simulator does); in order, for the sequential test.
    with get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(task, numbers)


def summary(records: list[dict[str, Any]], version: str) -> dict[str, Any]:
    shares = [s for r in records for s in r[version]["shares"] if s is not None]
    times = [t for r in records for t in r[version]["times_ms"]]
    cpu = [t for r in records for t in r[version].get("cpu_ms", [])]  # older records lack them
    wins = sum(shares)
    low, high = wilson(wins, len(shares))
    return {
        "version": version,
        "deals": len(records),
        "games": len(shares),
        "wins": round(wins, 2),
        "win_rate": round(wins / len(shares), 4) if shares else 0.0,
        "wilson_95": [round(low, 4), round(high, 4)],
        "decisions": len(times),
        "decision_ms": percentiles(times),
        "decision_cpu_ms": percentiles(cpu),
        "errors": sum(len(r[version]["errors"]) for r in records),
    }


def percentiles(times: list[float]) -> dict[str, float]:
    """Decision times at the 50th, 95th and 99th percentiles, as the reports give them."""
    return {f"p{int(q * 100)}": round(percentile(times, q), 1) for q in (0.5, 0.95, 0.99)}


def sprt_llr(records: list[dict[str, Any]], a: str, b: str, p1: float) -> float:
    """The log-likelihood ratio of "A wins a share p1 of the games where A and B part" against
    "half of them": each game (deal and seat) where the two versions' shares differ counts for
    A or for B by the difference."""
    for_a = for_b = 0.0
    for record in records:
        for x, y in zip(record[a]["shares"], record[b]["shares"]):
            if x is None or y is None:
                continue
            for_a += max(x - y, 0.0)
            for_b += max(y - x, 0.0)
    return for_a * math.log(p1 / 0.5) + for_b * math.log((1 - p1) / 0.5)


def sprt_bounds() -> tuple[float, float]:
    return math.log(SPRT_BETA / (1 - SPRT_ALPHA)), math.log((1 - SPRT_BETA) / SPRT_ALPHA)


def difference(records: list[dict[str, Any]], a: str, b: str) -> dict[str, Any]:
    """A's win rate less B's over the same deals and seats, with a 95% interval over deals."""
    per_deal = []
    for record in records:
        pairs = [(x, y) for x, y in zip(record[a]["shares"], record[b]["shares"]) if x is not None and y is not None]
        if pairs:
            per_deal.append(mean(x - y for x, y in pairs))
    if not per_deal:
        return {"deals": 0}
    diff = mean(per_deal)
    spread = Z95 * stdev(per_deal) / math.sqrt(len(per_deal)) if len(per_deal) > 1 else 1.0
    parted = sum(
        1 for r in records for x, y in zip(r[a]["shares"], r[b]["shares"]) if x is not None and y is not None and x != y
    )
    return {
        "deals": len(per_deal),
        "difference": round(diff, 4),
        "interval_95": [round(diff - spread, 4), round(diff + spread, 4)],
        "games_parted": parted,
    }


def read_records(path: Path | None, seed: int, versions: tuple[str, ...]) -> list[dict[str, Any]]:
    if path is None or not path.exists():
        return []
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            if record["seed"] == seed and all(v in record for v in versions):
                records.append(record)
    return records


def compare_records(a_path: Path, b_path: Path, p1: float) -> dict[str, Any]:
    """Two records of one version each, on the deals both played (same run seed and number)."""
    sides = []
    for path in (a_path, b_path):
        by_deal = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                version = next(k for k in record if k not in ("deal", "seed"))
                by_deal[(record["seed"], record["deal"])] = record[version]
        sides.append(by_deal)
    common = sorted(set(sides[0]) & set(sides[1]))
    records = [{"seed": s, "deal": d, "A": sides[0][(s, d)], "B": sides[1][(s, d)]} for s, d in common]
    low, high = sprt_bounds()
    llr = sprt_llr(records, "A", "B", p1)
    return {
        "A": str(a_path),
        "B": str(b_path),
        "results": [summary(records, "A"), summary(records, "B")],
        "comparison": difference(records, "A", "B"),
        "sprt": {"p1": p1, "llr": round(llr, 3), "bounds": [round(low, 3), round(high, 3)],
                 "verdict": _verdict(llr, low, high) or "undecided"},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.duplicate", description=__doc__.splitlines()[0])
    names = STRENGTHS + BENCHMARKS
    parser.add_argument("--bot", default="hard", choices=names, help="the player measured (default hard)")
    parser.add_argument("--against", choices=names, help="a second version to compare with, on the same deals")
    parser.add_argument("--deals", type=int, default=100, help="deals to play, 4 games each per version (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number (default 0)")
    parser.add_argument("--playouts", type=int, help=f"Hard's budget per decision (default: each Hard its own, {own_budgets()})")
    parser.add_argument("--time-limit", type=float, default=None, help="Hard's seconds per decision (default: none)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="what --time-limit counts (default wall)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--record", type=Path, help="a JSON-lines file of deals, read first and appended to")
    parser.add_argument("--compare", type=Path, nargs=2, metavar=("A", "B"), help="compare two records instead of playing")
    parser.add_argument("--sprt-p1", type=float, default=0.6, help="the share of parted games A wins under H1 (default 0.6)")
    args = parser.parse_args(argv)
    if args.deals < 0 or args.playouts is not None and args.playouts < 1 or args.jobs < 1 or not 0.5 < args.sprt_p1 < 1:
        parser.error("deals >= 0, playouts >= 1, jobs >= 1 and 0.5 < sprt-p1 < 1")
    if args.compare is not None:
        json.dump(compare_records(*args.compare, args.sprt_p1), sys.stdout, indent=2)
        print()
        return 0
    versions = (args.bot,) if args.against is None else (args.bot, args.against)
    records = read_records(args.record, args.seed, versions)
    done = {r["deal"] for r in records}
    first = max(done) + 1 if done else args.first
    low, high = sprt_bounds()
    verdict = None
    todo = max(0, args.deals - len(records))
    if args.against is not None:
        verdict = _verdict(sprt_llr(records, args.bot, args.against, args.sprt_p1), low, high)
    if verdict is None and todo:
        for record in deals(args.seed, first, todo, versions, args.playouts, args.time_limit, args.jobs, args.clock):
            records.append(record)
            if args.record is not None:
                with args.record.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(record) + "\n")
            line = " ".join(f"{s['version']} {s['win_rate']:.1%} of {s['games']}" for s in (summary(records, v) for v in versions))
            print(f"deal {record['deal']}: {line}", file=sys.stderr)
            if args.against is not None:
                verdict = _verdict(sprt_llr(records, args.bot, args.against, args.sprt_p1), low, high)
                if verdict is not None:
                    break
    report: dict[str, Any] = {
        "seed": args.seed,
        "opponents": OPPONENT,
        "playouts": args.playouts,
        "time_limit": args.time_limit,
        "clock": args.clock,
        "jobs": args.jobs,
        "results": [summary(records, v) for v in versions],
    }
    if args.against is not None:
        report["comparison"] = difference(records, args.bot, args.against)
        report["sprt"] = {
            "p1": args.sprt_p1,
            "llr": round(sprt_llr(records, args.bot, args.against, args.sprt_p1), 3),
            "bounds": [round(low, 3), round(high, 3)],
            "verdict": verdict or "undecided",
        }
    json.dump(report, sys.stdout, indent=2)
    print()
    return 1 if any(s["errors"] for s in report["results"]) else 0


def _verdict(llr: float, low: float, high: float) -> str | None:
    if llr >= high:
        return "A better (H1 accepted)"
    if llr <= low:
        return "no better (H0 accepted)"
    return None


if __name__ == "__main__":
    raise SystemExit(main())
