"""The simulator's JSON summary of many games."""

from __future__ import annotations

from statistics import mean
from typing import Any

from .game import Outcome


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def summarize(
    outcomes: list[Outcome], strengths: list[str], seed: int, seconds: float, scenario: str | None = None
) -> dict[str, Any]:
    players = len(strengths)
    done = [o for o in outcomes if o.error is None]
    errors = [f"game {o.index}: {o.error}" for o in outcomes if o.error is not None]
    count = len(done) or 1

    def rate(wins: float, games: int) -> float:
        return round(wins / games, 4) if games else 0.0

    seats = [
        {
            "seat": seat,
            "bot": strengths[seat],
            "wins": round(sum(o.shares[seat] for o in done), 2),
            "win_rate": rate(sum(o.shares[seat] for o in done), len(done)),
            "mean_vp": round(mean(o.vp[seat] for o in done), 2) if done else 0.0,
        }
        for seat in range(players)
    ]
    satraps: dict[str, dict[str, Any]] = {}
    for name in sorted({n for o in done for n in o.satraps}):
        games = [(o, o.satraps.index(name)) for o in done if name in o.satraps]
        wins = sum(o.shares[seat] for o, seat in games)
        satraps[name] = {
            "games": len(games),
            "wins": round(wins, 2),
            "win_rate": rate(wins, len(games)),
            "mean_vp": round(mean(o.vp[seat] for o, seat in games), 2),
        }
    slots = []
    for slot in range(players if scenario is None else 0):  # solo: the tile sets the slot
        wins = sum(o.shares[o.slots.index(slot)] for o in done)
        slots.append({"slot": slot + 1, "wins": round(wins, 2), "win_rate": rate(wins, len(done))})
    think: dict[str, dict[str, float]] = {}
    for strength in sorted(set(strengths)):
        times = [t for o in done for t in o.think_ms.get(strength, [])]
        think[strength] = {
            "decisions": len(times),
            "mean_ms": round(mean(times), 3) if times else 0.0,
            "p95_ms": round(percentile(times, 0.95), 3),
            "max_ms": round(max(times), 3) if times else 0.0,
        }
    summary = {
        "players": players,
        "bots": strengths,
        "games": len(outcomes),
        "seed": seed,
        "errors": len(errors),
        "error_samples": errors[:5],
        "seats": seats,
        "satraps": satraps,
        "starting_slots": slots,
        "endings": {"25 VP": sum(1 for o in done if o.by_vp), "year 7": sum(1 for o in done if not o.by_vp)},
        "mean_vp": round(mean(v for o in done for v in o.vp), 2) if done else 0.0,
        "mean_winning_vp": round(mean(max(o.vp) for o in done), 2) if done else 0.0,
        "mean_years": round(sum(o.years for o in done) / count, 3),
        "mean_decisions": round(sum(o.decisions for o in done) / count, 1),
        "decision_ms": think,
        "seconds": round(seconds, 2),
        "games_per_s": round(len(outcomes) / seconds, 2) if seconds else 0.0,
    }
    if scenario is not None:
        # Solo (R22): a win is the scenario's goal met; VP and endings mean nothing there.
        for key in ("endings", "mean_vp", "mean_winning_vp", "starting_slots"):
            del summary[key]
        summary["scenario"] = scenario
        summary["win_rate"] = seats[0]["win_rate"]
        summary["mean_goal"] = {
            name: round(mean(o.goal[i] for o in done), 2) if done else 0.0
            for i, name in enumerate(("Taxation", "Campaigns", "Buildings"))
        }
    return summary
