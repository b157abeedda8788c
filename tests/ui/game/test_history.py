"""History: the public board at the start of every earlier round and phase, rebuilt from the
game's seed and commands; the log grouped by year and phase."""

import json
from pathlib import Path

import pytest

from xerxes_app.ui.shell.dimmed import is_dimmed
from xerxes_app.bots import make_bot
from xerxes_app.rules import Pass, apply, current_player, dumps, new_game, situation, view_for
from xerxes_app.session import Seat, Session
from tools.autoplay import Clicker
from xerxes_app.ui.game.history import CANNOT_REBUILD, PASSED_FOR, rebuild
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.history_scene import HistoryScene
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.looks.log_text import heading

from ..table_at import at_table, to_own_table

SAVES = Path(__file__).parents[3] / "saves"


def test_history_steps_back_to_year_one_and_returns_to_the_table(app):
    clicker = Clicker(app, 5)
    clicker.frames(2)
    clicker.new_game(2, 5)
    while app.top.play.state.year < 2 or app.top.play.state.phase != "campaign":
        clicker.decide()
    to_own_table(clicker)
    table = app.top
    clicker.click(("button", "log"))
    log = table.widgets["log"].html_text
    assert heading(2, "placement") in log and words("phase.setup") in log
    clicker.click(("button", "history"))
    history = app.top
    assert isinstance(history, HistoryScene) and history.history.note is None
    assert history.widgets["title"].text == words("history.now", when=heading(2, "campaign"))
    clicker.click("earlier")
    assert history.widgets["title"].text == words("history.then", when=heading(2, "campaign"))
    clicker.click("earlier")
    assert history.steps[history.index].phase == "placement"
    clicker.click("first")
    moment = history.steps[history.index]
    assert (moment.year, moment.phase) == (1, "placement")
    assert history.widgets["title"].text == words("history.then", when=heading(1, "placement"))
    assert all(pawn < 0 for pawn in moment.state.area_pawns), "no worker out as year 1 begins"
    clicker.click("earlier")
    assert history.steps[history.index].phase == "setup" and is_dimmed(history.widgets["earlier"])
    clicker.click("later")
    clicker.click("back")
    assert app.top is table


def test_the_history_is_drawn_from_the_viewers_view_only(app, monkeypatch):
    drawn = []
    monkeypatch.setattr("xerxes_app.ui.scenes.history_scene.draw_mat",
                        lambda canvas, rect, state, seat, name, current: drawn.append(state))
    clicker = Clicker(app, 5)
    clicker.frames(2)
    clicker.new_game(2, 5)
    to_own_table(clicker)
    seat = app.top.play.viewer
    clicker.click(("button", "history"))
    clicker.click("first")
    other = 1 - seat
    assert drawn and all(set(state.players[other].tax_hand) == {-1} and state.rng == 0 for state in drawn)


@pytest.mark.parametrize("name", ["four-players-year-5.json", "solo-normal-year-4.json"])
def test_the_example_games_replay_from_their_seeds(name):
    session = Session.from_json(json.loads((SAVES / name).read_text()))
    before = dumps(session.state)
    history = rebuild(session)
    assert history.note is None and history.moments[0].phase == "setup"
    assert [(m.year, m.phase) for m in history.moments][1] == (1, "placement")
    assert dumps(session.state) == before, "rebuilding never touches the game"


def test_a_game_that_did_not_begin_at_setup_says_its_past_cannot_be_shown(app):
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=3, phase="build", event="Flood"))
    assert isinstance(app.top, Table)
    clicker.click(("button", "history"))
    history = app.top
    assert history.history.note == CANNOT_REBUILD and len(history.steps) == 1
    assert words(CANNOT_REBUILD) in history.widgets["where"].text


def test_a_game_recorded_when_the_second_pass_waited_for_a_pass_still_rebuilds():
    """A version before the engine passed for a player who built nothing in the build phase's
    first pass (R14, R18) recorded the Pass it waited for: that game's past still shows."""
    state = new_game(2, 2)
    bots = [make_bot("normal", seed=seat) for seat in range(2)]
    recorded, older = [], []
    while state.year < 2:
        seat = current_player(state)
        command = bots[seat].choose(view_for(state, seat), seat)
        seen = len(state.log)
        apply(state, command)
        recorded.append(command.to_json())
        older.append(command.to_json())
        older += [Pass().to_json() for entry in state.log[seen:] if entry.message == PASSED_FOR]
    assert len(older) > len(recorded), "a player was passed for in year 1"
    now = rebuild(Session(state, [Seat("One"), Seat("Two")], commands=recorded))
    then = rebuild(Session(state, [Seat("One"), Seat("Two")], commands=older))
    assert then.note is None and [(m.year, m.phase) for m in then.moments] == [(m.year, m.phase) for m in now.moments]
