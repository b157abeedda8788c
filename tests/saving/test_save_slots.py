import json
from datetime import datetime

import pytest

from xerxes_app.rules import SaveError
from xerxes_app.saving import PASS_AND_PLAY, WITH_COMPUTERS, SavingError, delete, list_saves, load, name_taken, save_as


def test_save_as_then_load_gives_the_same_game(folder, play):
    session = play(commands=50)
    saved = save_as(folder, session, "Before the campaign")
    assert load(saved.path).to_json() == session.to_json()


def test_the_list_tells_name_date_mode_players_satraps_year_and_vp(folder, play):
    session = play(players=3, commands=70, kinds=("human", "normal", "hard"))
    before = datetime.now().astimezone()
    save_as(folder, session, "Darius leads")
    [entry] = list_saves(folder, examples=None)
    assert entry.readable and entry.problem is None and not entry.example
    assert entry.name == "Darius leads"
    assert before.replace(microsecond=0) <= entry.saved_at <= datetime.now().astimezone()
    game = entry.game
    assert game.mode == WITH_COMPUTERS and game.scenario is None
    assert game.year == session.state.year and game.phase == session.state.phase and not game.is_over
    content = session.state.content
    assert [(p.name, p.satrap, p.kind, p.vp) for p in game.players] == [
        (seat.name, content.satraps[player.satrap].name, seat.kind, player.vp)
        for seat, player in zip(session.seats, session.state.players)
    ]


def test_all_people_is_pass_and_play(folder, play):
    entry = save_as(folder, play(players=2, commands=5), "Two")
    assert entry.game.mode == PASS_AND_PLAY


def test_newest_first(folder, play):
    for name in ("first", "second", "third"):
        save_as(folder, play(commands=3), name)
    assert [e.name for e in list_saves(folder, examples=None)] == ["third", "second", "first"]


def test_a_date_without_time_zone_is_taken_as_local_time(folder, play):
    entry = save_as(folder, play(commands=3), "zoned")
    data = json.loads(entry.path.read_text())
    data["slot"] = {"name": "unzoned", "saved_at": "2030-05-01T12:00:00"}
    (folder / "unzoned.json").write_text(json.dumps(data))
    assert [e.name for e in list_saves(folder, examples=None)] == ["unzoned", "zoned"]


def test_saving_again_under_a_name_replaces_that_save(folder, play):
    save_as(folder, play(commands=3), "Mine")
    assert name_taken(folder, "Mine") and name_taken(folder, "  Mine ")
    assert not name_taken(folder, "Yours")
    save_as(folder, play(commands=9), "Mine")
    [entry] = list_saves(folder, examples=None)
    assert load(entry.path).to_json() == play(commands=9).to_json()


def test_names_that_are_not_file_names_still_save_apart(folder, play):
    names = ["a/b", "a:b", "a\\b", "..", "CON", "autosave", "Dárius & Xerxès", "a?b", "a*b"]
    for name in names:
        save_as(folder, play(commands=2), name)
    entries = list_saves(folder, examples=None)
    assert sorted(e.name for e in entries) == sorted(names)
    assert all(e.path.parent == folder for e in entries)
    assert not (folder / "autosave.json").exists()


@pytest.mark.parametrize(
    "name, message",
    [("   ", "Give the saved game a name"), ("x" * 61, "too long"), ("game\x07", "only characters that can be shown"),
     ("game \ud800", "only characters that can be shown")],
)
def test_a_name_must_be_given_and_short(folder, play, name, message):
    with pytest.raises(SavingError, match=message):
        save_as(folder, play(commands=1), name)


def test_a_file_that_cannot_be_loaded_is_never_overwritten(folder, play):
    folder.mkdir()
    (folder / "Mine.json").write_text('{"format": "xerxes-save", "version": 7}')
    entry = save_as(folder, play(commands=3), "Mine")
    assert entry.path.name == "Mine-2.json"
    assert (folder / "Mine.json").read_text() == '{"format": "xerxes-save", "version": 7}'


def test_delete(folder, play):
    keep = save_as(folder, play(commands=3), "keep")
    gone = save_as(folder, play(commands=4), "gone")
    delete(gone)
    assert [e.name for e in list_saves(folder, examples=None)] == ["keep"]
    delete(gone)  # already gone: nothing to do
    assert keep.path.exists()


def test_example_games_are_listed_after_the_saves_and_not_deleted(folder, play, tmp_path):
    examples = tmp_path / "examples"
    examples.mkdir()
    save_as(examples, play(commands=5), "Example")
    save_as(folder, play(commands=6), "Mine")
    entries = list_saves(folder, examples=examples)
    assert [(e.name, e.example) for e in entries] == [("Mine", False), ("Example", True)]
    with pytest.raises(SavingError, match="cannot be deleted"):
        delete(entries[1])
    assert entries[1].path.exists()


def test_a_save_failing_to_write_says_why(tmp_path, play):
    (tmp_path / "file").write_text("")
    with pytest.raises(SavingError, match="Could not save the game"):
        save_as(tmp_path / "file", play(commands=1), "x")


def test_load_of_a_file_changed_since_listing_says_why(folder, play):
    entry = save_as(folder, play(commands=3), "x")
    entry.path.write_text("{}")
    with pytest.raises(SaveError, match="not a saved game of Xerxes"):
        load(entry.path)
