import pytest

from xerxes_app.rules import apply, legal_commands
from xerxes_app.saving import EXAMPLES_FOLDER, PASS_AND_PLAY, SOLO, WITH_COMPUTERS, list_saves, load

FILES = sorted(EXAMPLES_FOLDER.glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_example_loads(path):
    assert load(path).state.players


def test_the_load_screen_lists_every_example_as_readable(tmp_path):
    entries = list_saves(tmp_path, EXAMPLES_FOLDER)
    assert len(entries) == len(FILES) >= 5
    assert all(e.example and e.readable for e in entries)
    assert {e.game.mode for e in entries} == {PASS_AND_PLAY, WITH_COMPUTERS, SOLO}


def test_a_four_player_game_in_year_5():
    state = load(EXAMPLES_FOLDER / "four-players-year-5.json").state
    assert (len(state.players), state.year, state.is_over) == (4, 5, False)


def test_a_two_player_game_one_command_before_its_end():
    state = load(EXAMPLES_FOLDER / "two-players-last-command.json").state
    assert len(state.players) == 2 and not state.is_over
    ends = []
    for command in legal_commands(state):
        after = state.clone()
        apply(after, command)
        ends.append(after.is_over)
    assert any(ends)


def test_a_three_player_game_in_its_campaign_phase():
    state = load(EXAMPLES_FOLDER / "three-players-campaign.json").state
    assert (len(state.players), state.phase) == (3, "campaign")


def test_a_finished_game():
    assert load(EXAMPLES_FOLDER / "four-players-finished.json").state.is_over
