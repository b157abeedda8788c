"""The computers' reasons are saved with the game as message ids with their values, so the log
reads them in either language after Continue; a save that kept their English sentences still
shows them as they were written."""

import json

import pytest

from xerxes_app.bots import make_bot
from xerxes_app.rules import SaveError, current_player, new_game
from xerxes_app.rules.messages import TEXT, render
from xerxes_app.session import Seat, Session


def with_reasons() -> Session:
    """A 2-player game of a few Normal decisions, each with its reason kept as the table keeps it."""
    session = Session(new_game(players=2, seed=4), [Seat("Atossa", "normal"), Seat("Darius", "normal")])
    bot = make_bot("normal", 4)
    for _ in range(12):
        seat = current_player(session.state)
        command = bot.choose(session.state, seat)
        reason = bot.explain(session.state, seat, command)
        session.apply(command)
        session.reasons[len(session.state.log) - 1] = (reason.message, reason.values)
    return session


def test_reasons_are_saved_as_ids_and_read_in_each_language():
    session = with_reasons()
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert again.reasons == session.reasons
    for message, values in again.reasons.values():
        assert message != TEXT
        assert render(message, values, "ja") != render(message, values)


def test_an_older_saves_english_reason_still_shows_as_written():
    data = json.loads(json.dumps(with_reasons().to_json()))
    data["table"]["reasons"] = [{"entry": 0, "reason": "Builds the Road: +4 VP."}]
    again = Session.from_json(data)
    assert again.reasons == {0: (TEXT, ("Builds the Road: +4 VP.",))}
    assert render(*again.reasons[0], "ja") == "Builds the Road: +4 VP."


@pytest.mark.parametrize("row", [
    {"entry": 0, "message": "no such reason", "values": []},
    {"entry": 0, "message": "reason_build", "values": ["Road"]},  # one value short
    {"entry": 0, "message": "reason_build", "values": "Road"},
    {"entry": 0},
])
def test_a_malformed_reason_is_refused_with_a_reason(row):
    data = json.loads(json.dumps(with_reasons().to_json()))
    data["table"]["reasons"] = [row]
    with pytest.raises(SaveError, match="computer's reason"):
        Session.from_json(data)
