"""The records: finished games counted once by mode and strength, best scores, and a damaged
file set aside, never lost."""

import errno
import json
import os
import threading

import pytest

from xerxes_app.rules import situation
from xerxes_app.saving import (
    PASS_AND_PLAY, READ_ONLY, SOLO, WITH_COMPUTERS, best_scores, list_saves, load_records, record_game, save_as,
    tallies,
)
from xerxes_app.saving.folders import RECORDS_FILE
from xerxes_app.session import Seat, Session

GOAL_MET = {"tax_resolved": [0, 1, 2, 3], "campaign_resolved": [0, 1, 2], "buildings": ["Grain Silo", "Road", "Bridge"]}


def finished(vps, kinds, names=("Atossa", "Darius", "Artemisia"), phase="game_over"):
    players = [{"satrap": satrap, "vp": vp} for satrap, vp in zip(("Lydia", "India", "Aegyptus"), vps)]
    state = situation(players, year=7, phase=phase, event=None if phase == "game_over" else "Wolves")
    return Session(state, [Seat(name, kind) for name, kind in zip(names, kinds)])


def solo(scenario, won):
    player = {"satrap": "Lydia", **(GOAL_MET if won else {})}
    return Session(situation([player], year=7, phase="game_over", scenario=scenario), [Seat("Atossa")])


def test_no_records_at_first(tmp_path):
    assert load_records(tmp_path).games == () and load_records(tmp_path).problem is None


def test_games_are_counted_by_mode_and_strength(tmp_path):
    games = [
        finished([20, 12], ["human", "human"]),              # people only: played, no won column
        finished([18, 22], ["human", "easy"]),               # lost to Easy
        finished([24, 10, 9], ["human", "easy", "hard"]),    # beat Hard (the strongest at the table)
        finished([11, 16, 9], ["normal", "human", "hard"]),  # a second game with Hard, won
        solo("easy", won=True),
        solo("easy", won=False),
    ]
    for session in games:
        assert record_game(tmp_path, session) is None
    loaded = load_records(tmp_path)
    assert len(loaded.games) == 6
    table = {(t.mode, t.strength): (t.played, t.won, t.best) for t in tallies(loaded.games)}
    assert table == {
        (PASS_AND_PLAY, None): (1, None, 20),
        (WITH_COMPUTERS, "easy"): (1, 0, 18),
        (WITH_COMPUTERS, "hard"): (2, 2, 24),
        (SOLO, "easy"): (2, 1, None),
    }
    best = best_scores(loaded.games, 3)
    assert [(g.name, g.satrap, g.vp) for g in best] == [("Atossa", "Lydia", 24), ("Atossa", "Lydia", 20), ("Atossa", "Lydia", 18)]


def test_the_best_score_at_the_table_is_a_persons(tmp_path):
    record_game(tmp_path, finished([9, 25, 13], ["human", "hard", "human"]))
    game, = load_records(tmp_path).games
    assert (game.name, game.satrap, game.vp, game.won) == ("Artemisia", "Aegyptus", 13, False)


def test_a_game_is_counted_once_and_only_when_over(tmp_path):
    session = finished([20, 12], ["human", "normal"])
    record_game(tmp_path, session)
    record_game(tmp_path, session)
    record_game(tmp_path, finished([20, 12], ["human", "normal"], phase="taxation"))
    record_game(tmp_path, finished([20, 12], ["easy", "normal"]))  # computers alone: watched, not played
    assert len(load_records(tmp_path).games) == 1


@pytest.mark.parametrize("text", ["", "{", '{"format": "xerxes-records", "games": [{"mode": "chess"}]}',
                                  '{"format": "xerxes-records", "games": {}}', '[1, 2]'])
def test_a_damaged_file_is_set_aside_with_a_warning_and_the_records_start_afresh(tmp_path, text):
    (tmp_path / RECORDS_FILE).write_text(text)
    loaded = load_records(tmp_path)
    aside = tmp_path / f"{RECORDS_FILE}.damaged-1"
    assert loaded.games == () and str(aside) in loaded.problem
    assert aside.read_text() == text and not (tmp_path / RECORDS_FILE).exists()
    assert record_game(tmp_path, finished([20, 12], ["human", "easy"])) is None
    assert len(load_records(tmp_path).games) == 1
    (tmp_path / RECORDS_FILE).write_text(text)  # damaged again: set aside beside the first
    assert str(tmp_path / f"{RECORDS_FILE}.damaged-2") in load_records(tmp_path).problem
    assert aside.read_text() == text


def test_a_folder_that_refuses_the_records_is_a_warning(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    assert record_game(tmp_path, finished([20, 12], ["human", "easy"])).kind == READ_ONLY


def test_the_records_are_not_listed_as_a_save(tmp_path):
    record_game(tmp_path, finished([20, 12], ["human", "easy"]))
    save_as(tmp_path, finished([20, 12], ["human", "easy"]), "kept")
    assert [e.name for e in list_saves(tmp_path, examples=None)] == ["kept"]


def a_good_row(tmp_path) -> dict:
    record_game(tmp_path, finished([20, 12], ["human", "easy"]))
    return json.loads((tmp_path / RECORDS_FILE).read_text())["games"][0]


@pytest.mark.parametrize("change", [
    {"name": "Ato\x00ssa"}, {"name": "\ud800"}, {"name": "A" * 1_900_000}, {"won": 1}, {"satrap": "Carthage"},
    {"key": "k" * 1_000_000}, {"vp": True}, {"hints": True}, {"hints": -2}, {"hints": "3"},
    {"stood_in": -1}, {"stood_in": 2.5},
], ids=["nul", "lone-surrogate", "huge-name", "won-1", "unknown-satrap", "huge-key", "vp-true", "hints-true",
        "hints-negative", "hints-words", "stood-in-negative", "stood-in-fraction"])
def test_a_row_that_is_not_a_game_sets_the_file_aside(tmp_path, change):
    """Records' rows pass the checks a save's seats pass (names.py); a field of the wrong kind is
    not a game, and the file is set aside as a damaged one is."""
    row = dict(a_good_row(tmp_path), **change)
    (tmp_path / RECORDS_FILE).write_text(json.dumps({"format": "xerxes-records", "games": [row]}))
    loaded = load_records(tmp_path)
    assert loaded.games == () and f"{RECORDS_FILE}.damaged-1" in loaded.problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a named pipe needs mkfifo")
def test_a_pipe_under_the_records_name_is_refused_at_once(tmp_path):
    """Opening a pipe waits for a writer that never comes; the records are read like every small
    file, only when a regular file. Run on a thread with a deadline, so a hang fails the test."""
    os.mkfifo(tmp_path / RECORDS_FILE)
    result = []
    reader = threading.Thread(target=lambda: result.append(load_records(tmp_path)), daemon=True)
    reader.start()
    reader.join(5)
    assert result, "reading the records waited on the pipe"
    assert result[0].games == () and result[0].problem


@pytest.mark.parametrize("field", ["hints", "stood_in"])
def test_games_keep_their_hints_and_moves_a_computer_made_and_rows_kept_before_still_count(tmp_path, field):
    """Hints shown at the table, and (a network game by the day) how many of this computer's
    people's moves a computer made once their clock ran out, are kept with the game; rows
    written before either was kept still count."""
    helped = finished([22, 18], ["human", "easy"])
    helped.hints_used = 3 if field == "hints" else 0
    record_game(tmp_path, helped, stood_in=3 if field == "stood_in" else 0)
    record_game(tmp_path, finished([15, 18], ["human", "easy"]))
    data = json.loads((tmp_path / RECORDS_FILE).read_text())
    assert [row[field] for row in data["games"]] == [3, 0]
    del data["games"][1][field]  # a row written before it was kept
    (tmp_path / RECORDS_FILE).write_text(json.dumps(data))
    loaded = load_records(tmp_path)
    assert loaded.problem is None and [getattr(game, field) for game in loaded.games] == [3, 0]
    (tally,) = tallies(loaded.games)
    assert (tally.played, tally.won, tally.hinted) == (2, 1, 1 if field == "hints" else 0)

