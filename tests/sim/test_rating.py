"""The rating table (tools/rating.py): five players at mixed tables of four, each line-up
rotated through the seats of a deal, rated with openskill from the finishing orders."""

import json
from collections import Counter

from tools.rating import PLAYERS, ahead, main, markdown, rate, tables


def test_a_deal_seats_every_line_up_in_every_seat():
    games = tables(0)
    assert len(games) == 20
    appearances = Counter((player, seat) for _, _, seats in games for seat, player in enumerate(seats))
    # Each player sits out one line-up of five and sits each seat once in each of the other four.
    assert appearances == {(p, seat): 4 for p in PLAYERS for seat in range(4)}
    assert all(len(set(seats)) == 4 for _, _, seats in games)


def record(deal, line_up, turn, seats, ranks):
    return {
        "deal": deal, "seed": 1, "line_up": line_up, "turn": turn, "seats": seats, "ranks": ranks,
        "shares": [1.0 if r == 1 else 0.0 for r in ranks], "vp": [0] * 4, "error": None,
        "times_ms": {p: [1.0] for p in seats}, "cpu_ms": {p: [1.0] for p in seats},
    }


def test_the_order_of_finishing_orders_the_table():
    """Whoever finishes ahead of whom in every game is rated above them, in that order."""
    strength = {"hard": 0, "hard-v1": 1, "normal-v1": 2, "easy": 3, "random": 4}
    games = []
    for deal in range(3):
        for line_up, turn, seats in tables(deal):
            order = sorted(seats, key=strength.get)
            games.append(record(deal, line_up, turn, seats, [order.index(p) + 1 for p in seats]))
    rows = rate(games)
    assert [r["player"] for r in rows] == ["hard", "hard-v1", "normal-v1", "easy", "random"]
    assert all(r["games"] == 48 for r in rows)
    assert rows[0]["wins"] == 48 and rows[-1]["wins"] == 0
    assert rows[0]["sigma"] < 8.33  # openskill's starting uncertainty, narrowed by the games
    pairs = ahead(games)
    assert pairs[("hard", "hard-v1")] == (36.0, 36)  # together in 3 line-ups of 5, 4 turns, 3 deals
    assert pairs[("hard-v1", "hard")] == (0.0, 36)
    assert "| hard | — | 100% of 36" in markdown(rows, games)


def test_a_tie_counts_half_in_finishing_ahead():
    seats = ["hard", "hard-v1", "easy", "random"]
    assert ahead([record(0, 0, 0, seats, [1, 1, 3, 4])])[("hard", "hard-v1")] == (0.5, 1)


def test_a_recorded_run_plays_real_games_and_continues_where_it_stopped(tmp_path, capsys):
    games = tmp_path / "games.jsonl"
    assert main(["--deals", "1", "--playouts", "2", "--jobs", "2", "--record", str(games)]) == 0
    assert len(games.read_text().splitlines()) == 20
    capsys.readouterr()
    assert main(["--deals", "1", "--playouts", "2", "--record", str(games)]) == 0  # nothing left to play
    report = json.loads(capsys.readouterr().out)
    assert len(games.read_text().splitlines()) == 20 and report["errors"] == 0
    assert {r["player"] for r in report["ratings"]} == set(PLAYERS)
    assert all(r["games"] == 16 for r in report["ratings"])
    assert all(1 in json.loads(line)["ranks"] for line in games.read_text().splitlines())  # each game a winner
