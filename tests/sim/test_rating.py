"""The rating table (tools/rating.py): five players at mixed tables of four, each line-up
rotated through the seats of a deal, rated with openskill from the finishing orders."""

import json
from collections import Counter

import pytest

from tools.rating import PLAYERS, ahead, main, markdown, rate, tables


def test_a_deal_seats_every_line_up_in_every_seat():
    games = tables()
    assert len(games) == 20
    appearances = Counter((player, seat) for _, _, seats in games for seat, player in enumerate(seats))
    # Each player sits out one line-up of five and sits each seat once in each of the other four.
    assert appearances == {(p, seat): 4 for p in PLAYERS for seat in range(4)}
    assert all(len(set(seats)) == 4 for _, _, seats in games)
    assert [seats for line_up, turn, seats in games if turn == 0][0] == ["easy", "normal-v1", "hard-v1", "hard"]


def test_a_head_to_head_plays_each_deal_from_both_seats():
    assert tables(("hard-v1", "hard"), 2) == [(0, 0, ["hard-v1", "hard"]), (0, 1, ["hard", "hard-v1"])]


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
        for line_up, turn, seats in tables():
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


# A table of four of the players: one line-up, each player in each seat once.
FOUR = ["--players", "easy,normal-v1,hard-v1,hard", "--deals", "1", "--playouts", "2"]


def test_a_recorded_run_plays_real_games_and_continues_where_it_stopped(tmp_path, capsys):
    games = tmp_path / "games.jsonl"
    assert main(FOUR + ["--jobs", "2", "--record", str(games)]) == 0
    assert len(games.read_text().splitlines()) == 4
    capsys.readouterr()
    assert main(FOUR + ["--record", str(games)]) == 0  # nothing left to play
    report = json.loads(capsys.readouterr().out)
    assert len(games.read_text().splitlines()) == 4 and report["errors"] == 0
    assert {r["player"] for r in report["ratings"]} == {"easy", "normal-v1", "hard-v1", "hard"}
    assert all(r["games"] == 4 for r in report["ratings"])
    assert all(1 in json.loads(line)["ranks"] for line in games.read_text().splitlines())  # each game a winner


def test_a_head_to_head_run_keeps_to_its_own_games_in_a_shared_record(tmp_path, capsys):
    games = tmp_path / "games.jsonl"
    assert main(FOUR + ["--jobs", "2", "--record", str(games)]) == 0  # the same players at a table of four
    capsys.readouterr()
    duel = ["--players", "easy,normal-v1", "--seats", "2", "--deals", "2", "--record", str(games)]
    assert main(duel) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(games.read_text().splitlines()) == 4 + 4
    assert report["games"] == 4 and [r["games"] for r in report["ratings"]] == [4, 4]
    assert {(a["player"], a["of"], a["games"]) for a in report["ahead"]} == {("easy", "normal-v1", 4), ("normal-v1", "easy", 4)}


def test_a_rating_run_refuses_tables_it_cannot_seat(capsys):
    for argv in (["--players", "hard,hard", "--seats", "2"], ["--players", "hard", "--seats", "2"],
                 ["--seats", "5"], ["--players", "hard,grandmaster", "--seats", "2"]):
        with pytest.raises(SystemExit) as stop:
            main(argv + ["--deals", "0"])
        assert stop.value.code == 2, argv
    assert "no such player: grandmaster" in capsys.readouterr().err
