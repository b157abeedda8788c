import random
import runpy
from pathlib import Path

import pytest

from xerxes_app.rules import apply, legal_commands
from xerxes_app.saving import EXAMPLES_FOLDER, PASS_AND_PLAY, SOLO, WITH_COMPUTERS, list_saves, load
from xerxes_app.session import scores

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


def played_to_the_end(path):
    """The example's game played on with legal commands from a fixed seed until it is over."""
    session = load(path)
    choices = random.Random(0)
    for _ in range(5000):  # a whole game is under 300 commands
        if session.state.is_over:
            return session
        session.apply(choices.choice(legal_commands(session.state)))
    raise AssertionError(f"{path.name} never ended")


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_example_carries_its_score_from_the_first_year(path):
    """The charts at game over draw the score at the end of each year: an example keeps every
    year it has played, so its lines run from the start to each player's final VP."""
    kept = load(path)
    played = kept.state.year - (0 if kept.state.is_over else 1)
    assert [year for year, _ in kept.by_year] == list(range(1, played + 1))
    session = played_to_the_end(path)
    assert [year for year, _ in session.by_year] == list(range(1, session.state.year + 1))
    assert session.by_year[-1][1] == scores(session.state)


def test_the_finished_example_ends_on_its_final_vp():
    session = load(EXAMPLES_FOLDER / "four-players-finished.json")
    assert session.by_year[-1][1] == [player.vp for player in session.state.players] == [7, 25, 8, 16]


def test_the_examples_are_what_their_script_makes_today():
    """Made again by scripts/make-example-saves, each example is the same file: they carry all
    a save of today's format holds (the score year by year among it), and play as the rules do."""
    script = runpy.run_path(str(Path(__file__).parents[2] / "scripts" / "make_example_saves.py"))
    for stem, (name, make) in script["EXAMPLES"].items():
        made = script["encode"](make(), name, script["SAVED_AT"])
        assert made == (EXAMPLES_FOLDER / f"{stem}.json").read_bytes(), f"saves/{stem}.json: run scripts/make-example-saves"
