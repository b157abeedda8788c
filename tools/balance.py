"""`scripts/balance`: Normal computer players in 2, 3 and 4-player games, and docs/balance.md.

For each player count: win rates by satrap and by starting slot on the turn track, against a
fair share of 1/N; how games end (CONTENT.md asks for both endings); mean VP. A satrap or slot
more than 7 points from its fair share is flagged. The file's "Content changes" section is
written by hand (what changed in content.toml, with the figures before and after) and kept as
it is when the figures are written again.

`--bot normal-v1` seats the frozen Normal v1 instead (the benchmark opponent of every Hard), so its
figures can be told from the shipped Normal's.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from xerxes_app.sim.run import run

TOLERANCE = 0.07  # the most a satrap's or a slot's win rate may stray from 1/N
CHANGES_HEADING = "## Content changes"
DOC = Path(__file__).resolve().parents[1] / "docs" / "balance.md"


def report(summaries: list[dict[str, Any]], bot: str = "normal") -> str:
    who = "Normal" if bot == "normal" else "Normal v1 (frozen)"
    lines = [
        "# Balance",
        "",
        f"Written by `scripts/balance`: games between {who} computer players (`xerxes_app/bots`),",
        "satraps and turn order dealt at random from each game's seed. Win rates count a shared",
        "win as a fraction; a fair share is 1/N. A row more than 7 points from it is marked **off**.",
        "",
    ]
    for summary in summaries:
        n = summary["players"]
        fair = 1 / n
        lines += [
            f"## {n} players: {summary['games']} games (seed {summary['seed']}, {summary['errors']} errors)",
            "",
            "| satrap | games | win rate | vs fair share | mean VP |",
            "|---|---|---|---|---|",
        ]
        for name, row in summary["satraps"].items():
            lines.append(
                f"| {name} | {row['games']} | {row['win_rate']:.1%} | {_gap(row['win_rate'], fair)} | {row['mean_vp']:.1f} |"
            )
        lines += ["", "| starting slot | win rate | vs fair share |", "|---|---|---|"]
        for row in summary["starting_slots"]:
            lines.append(f"| {_ordinal(row['slot'])} | {row['win_rate']:.1%} | {_gap(row['win_rate'], fair)} |")
        endings = summary["endings"]
        total = sum(endings.values()) or 1
        lines += [
            "",
            f"Games ended by 25 VP: {endings['25 VP']} ({endings['25 VP'] / total:.0%}); after year 7:"
            f" {endings['year 7']} ({endings['year 7'] / total:.0%}). Mean VP {summary['mean_vp']:.1f}, mean"
            f" winner's VP {summary['mean_winning_vp']:.1f}, mean length {summary['mean_years']:.2f} years.",
            "",
        ]
    return "\n".join(lines)


def _gap(rate: float, fair: float) -> str:
    gap = (rate - fair) * 100
    mark = " **off**" if abs(rate - fair) > TOLERANCE else ""
    return f"{gap:+.1f} pts{mark}"


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def kept_changes(path: Path) -> str:
    if path.exists():
        text = path.read_text(encoding="utf-8")
        if CHANGES_HEADING in text:
            return text[text.index(CHANGES_HEADING) :].rstrip() + "\n"
    return f"{CHANGES_HEADING}\n\nNone yet: content.toml is as CONTENT.md proposes.\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/balance", description=__doc__.splitlines()[0])
    # 2,000 games tell a satrap's win rate to about +-2 points in 2-player games (1,000 to +-3).
    parser.add_argument("--games", type=int, default=2000, help="games per player count (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--out", type=Path, default=DOC)
    parser.add_argument(
        "--bot", choices=("normal", "normal-v1"), default="normal", help="who plays every seat (default normal)"
    )
    args = parser.parse_args(argv)
    summaries = []
    for players in (2, 3, 4):
        summary = run([args.bot] * players, args.games, args.seed, args.jobs)
        print(f"{players} players: {summary['games']} games in {summary['seconds']:.0f} s", file=sys.stderr)
        summaries.append(summary)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(report(summaries, args.bot) + "\n" + kept_changes(args.out), encoding="utf-8")
    errors = sum(s["errors"] for s in summaries)
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
