"""Fit the learned judgement of a position (`xerxes_app/bots/learned.py`) by self-play.

Plays games between computer players (Normal against Normal by default; thousands are cheap),
keeps every seat's row of features (`xerxes_app/bots/features.py`) at the start of each year from
year 2 on, the moment a Hard playout stops and is judged, and whether the seat won. Then fits, per
player count and year, a logistic model of "this seat wins" on two thirds of the games and ranks
it on the held-out third against `judgement.standing` (the seat's standing less the best other
seat's, as Hard v1 judged), by the area under the ROC curve. Writes the weights as JSON into the
package, where the app evaluates them in plain Python, and prints the table of AUCs.

Needs the dev-only extra `train` (numpy, scikit-learn): `.venv/bin/pip install -e '.[train]'`.

    python -m tools.train_judgement --games 6000 --jobs 2 --data /tmp/judgement-data.json.gz
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from functools import partial
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from xerxes_app.bots import Bot
from xerxes_app.bots.features import NAMES, seat_rows
from xerxes_app.bots.learned import WEIGHTS
from xerxes_app.rules import apply, current_player, new_game, view_for
from xerxes_app.sim.game import seeds

STANDING_LEAD = NAMES.index("standing_lead")
FIRST_YEAR = 2  # a playout is first judged at the start of year 2
HELD_OUT = 3  # every third game is held out


def record_game(index: int, seed: int, strengths: tuple[str, ...]) -> dict[str, Any]:
    """One game: per year from 2 on, each seat's features at the year's start; and the winners."""
    players = len(strengths)
    game_seed, bot_seeds = seeds(seed, index, players)
    state = new_game(players=players, seed=game_seed)
    bots = [Bot(s, b, time_limit=None) for s, b in zip(strengths, bot_seeds)]
    years: dict[int, list[list[float]]] = {}
    year = state.year
    while not state.is_over:
        seat = current_player(state)
        apply(state, bots[seat].choose(view_for(state, seat), seat))
        if state.year != year and not state.is_over:
            year = state.year
            years[year] = [[round(v, 4) for v in row] for row in seat_rows(state)]
    won = [1 if s.rank == 1 else 0 for s in sorted(state.standings, key=lambda s: s.seat)]
    return {"index": index, "players": players, "years": years, "won": won}


def collect(games: int, seed: int, players: int, strength: str, jobs: int) -> list[dict[str, Any]]:
    task = partial(record_game, seed=seed, strengths=(strength,) * players)
    if jobs == 1:
        return [task(i) for i in range(games)]
    with get_context("spawn").Pool(jobs) as pool:
        return list(pool.imap(task, range(games), chunksize=16))


def fit(records: list[dict[str, Any]], c: float) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Per year: the model fitted on the kept games and its AUCs on the held-out ones."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import roc_auc_score
    from sklearn.preprocessing import StandardScaler

    models, table = {}, []
    years = sorted({int(y) for r in records for y in r["years"]})
    for year in years:
        parts: dict[bool, tuple[list, list, list]] = {False: ([], [], []), True: ([], [], [])}
        for record in records:
            rows = record["years"].get(str(year)) or record["years"].get(year)
            if rows is None:
                continue
            x, y, group = parts[record["index"] % HELD_OUT == 0]
            x += rows
            y += record["won"]
            group += [record["index"]] * len(rows)
        x_fit, y_fit = np.array(parts[False][0]), np.array(parts[False][1])
        x_out, y_out, g_out = np.array(parts[True][0]), np.array(parts[True][1]), np.array(parts[True][2])
        scaler = StandardScaler().fit(x_fit)
        scale = np.where(scaler.scale_ > 0, scaler.scale_, 1.0)
        model = LogisticRegression(C=c, max_iter=5000).fit((x_fit - scaler.mean_) / scale, y_fit)
        # Folded back to the raw features, so the app needs neither numpy nor the scaler.
        weights = model.coef_[0] / scale
        bias = float(model.intercept_[0] - (weights * scaler.mean_).sum())
        models[str(year)] = {"bias": round(bias, 6), "weights": [round(float(w), 6) for w in weights]}
        chance = 1 / (1 + np.exp(-(x_out @ weights + bias)))
        shares = np.empty_like(chance)  # each seat's chance over the table's, as Hard reads it
        for game in np.unique(g_out):
            mask = g_out == game
            shares[mask] = chance[mask] / chance[mask].sum()
        table.append({
            "year": year,
            "positions": int(len(y_fit) + len(y_out)),
            "held_out_seats": int(len(y_out)),
            "auc_standing_lead": round(float(roc_auc_score(y_out, x_out[:, STANDING_LEAD])), 4),
            "auc_learned": round(float(roc_auc_score(y_out, shares)), 4),
        })
    return models, table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.train_judgement", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000, help="games per player count (default 6000)")
    parser.add_argument("--players", default="2,3,4", help="player counts (default 2,3,4)")
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--bot", default="normal", help="who plays every seat (default normal)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--c", type=float, default=1.0, help="inverse strength of the L2 penalty (default 1)")
    parser.add_argument("--data", type=Path, help="the games' rows, gzipped JSON: read if there, else written")
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    args = parser.parse_args(argv)
    counts = [int(p) for p in args.players.split(",")]
    if args.data is not None and args.data.exists():
        data = json.loads(gzip.decompress(args.data.read_bytes()))
    else:
        data = {}
        for players in counts:
            start = time.perf_counter()
            data[str(players)] = collect(args.games, args.seed + players, players, args.bot, args.jobs)
            print(f"{players} players: {args.games} games in {time.perf_counter() - start:.0f} s", file=sys.stderr)
        if args.data is not None:
            args.data.write_bytes(gzip.compress(json.dumps(data).encode()))
    shipped: dict[str, Any] = {
        "features": list(NAMES),
        "trained_on": {"bot": args.bot, "games_per_player_count": args.games, "seed": args.seed, "c": args.c},
        "models": {},
    }
    report = {}
    for players in counts:
        models, table = fit(data[str(players)], args.c)
        shipped["models"][str(players)] = models
        report[str(players)] = table
    args.out.write_text(json.dumps(shipped, indent=1) + "\n", encoding="utf-8")
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
