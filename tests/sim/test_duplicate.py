"""Duplicate deals (tools/duplicate.py): every deal played with the measured player in each seat
against three Normal v1, the win rate with its Wilson interval, and two versions compared on the
same deals with a sequential stop."""

import json

import pytest

from tools.duplicate import difference, main, play_deal, sprt_bounds, sprt_llr, summary, wilson


def test_the_wilson_interval_matches_the_textbook():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)


def test_normal_v1_against_itself_wins_exactly_its_share():
    """With the same player in all four seats a deal is one game played four times: whoever the
    measured seat is, the four seats' shares add up to the one win, so exactly a quarter."""
    records = [play_deal(deal, 7, ("normal-v1",), 100, None) for deal in range(5)]
    result = summary(records, "normal-v1")
    assert result["games"] == 20 and result["errors"] == 0
    assert result["win_rate"] == 0.25
    assert result["wilson_95"][0] < 0.25 < result["wilson_95"][1]
    assert result["decision_ms"]["p50"] <= result["decision_ms"]["p95"] <= result["decision_ms"]["p99"]


def test_two_versions_that_choose_alike_never_part():
    records = [play_deal(deal, 7, ("normal", "normal-v1"), 100, None) for deal in range(3)]
    assert difference(records, "normal", "normal-v1") == {
        "deals": 3, "difference": 0.0, "interval_95": [0.0, 0.0], "games_parted": 0,
    }


def test_the_sequential_test_stops_for_a_clear_winner_and_for_a_clear_loser():
    low, high = sprt_bounds()
    wins = [{"a": {"shares": [1.0, 0.0, 0.0, 0.0]}, "b": {"shares": [0.0, 0.0, 1.0, 0.0]}}]
    # One game each way: a little evidence for "no better" (an even split), far from a stop.
    assert low < sprt_llr(wins, "a", "b", 0.6) < 0
    better = [{"a": {"shares": [1.0, 0.0, 0.0, 0.0]}, "b": {"shares": [0.0, 0.0, 0.0, 0.0]}}] * 20
    assert sprt_llr(better, "a", "b", 0.6) >= high
    worse = [{"a": {"shares": [0.0, 0.0, 0.0, 0.0]}, "b": {"shares": [0.0, 0.5, 0.0, 0.0]}}] * 40
    assert sprt_llr(worse, "a", "b", 0.6) <= low


def test_a_recorded_run_continues_where_it_stopped(tmp_path, capsys):
    record = tmp_path / "deals.jsonl"
    assert main(["--bot", "normal", "--deals", "2", "--seed", "4", "--record", str(record)]) == 0
    assert len(record.read_text().splitlines()) == 2
    capsys.readouterr()
    assert main(["--bot", "normal", "--deals", "3", "--seed", "4", "--record", str(record)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [json.loads(line)["deal"] for line in record.read_text().splitlines()] == [0, 1, 2]
    assert report["results"][0]["games"] == 12


def test_hard_is_compared_with_hard_v1_on_two_processes(capsys):
    assert main(["--bot", "hard", "--against", "hard-v1", "--deals", "1", "--playouts", "2", "--jobs", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["games"] for r in report["results"]] == [4, 4]
    assert report["comparison"]["deals"] == 1
    assert report["sprt"]["verdict"] in ("undecided", "A better (H1 accepted)", "no better (H0 accepted)")


def test_two_records_played_apart_are_compared_on_the_deals_both_hold(tmp_path, capsys):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["--bot", "normal", "--deals", "3", "--seed", "5", "--record", str(one)]) == 0
    assert main(["--bot", "normal-v1", "--deals", "2", "--seed", "5", "--record", str(two)]) == 0
    capsys.readouterr()
    assert main(["--compare", str(one), str(two)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["games"] for r in report["results"]] == [8, 8]
    assert report["comparison"]["difference"] == 0.0 and report["sprt"]["verdict"] == "undecided"
