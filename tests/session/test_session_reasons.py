"""The computers' reasons are saved with the game as message ids with their values, so the log
reads them in either language after Continue; a save that kept their English sentences still
shows them as they were written."""

import json
from pathlib import Path

import pytest

from xerxes_app.rules import SaveError
from xerxes_app.rules.messages import TEXT, render
from xerxes_app.saving import load
from xerxes_app.session import Session


def test_reasons_are_saved_as_ids_and_read_in_each_language(with_reasons):
    session = with_reasons(4, 12)
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert again.reasons == session.reasons
    for message, values in again.reasons.values():
        assert message != TEXT
        assert render(message, values, "ja") != render(message, values)


def test_an_older_saves_english_reasons_still_show_as_written():
    # Format 2 kept each reason as its English sentence; loading brings it up to date.
    again = load(Path(__file__).parents[1] / "saving" / "old_formats" / "version-2.json")
    assert again.reasons == {170: (TEXT, ("Goes to Ionia for its ship, which a Campaign card asks for.",)),
                             174: (TEXT, ("Builds the Road: +4 VP.",))}
    assert render(*again.reasons[174], "ja") == "Builds the Road: +4 VP."


@pytest.mark.parametrize("row", [
    {"entry": 0, "message": "no such reason", "values": []},
    {"entry": 0, "message": "reason_build", "values": ["Road"]},  # one value short
    {"entry": 0, "message": "reason_build", "values": "Road"},
    {"entry": 0},
])
def test_a_malformed_reason_is_refused_with_a_reason(row, with_reasons):
    data = json.loads(json.dumps(with_reasons(4, 12).to_json()))
    data["table"]["reasons"] = [row]
    with pytest.raises(SaveError, match="computer's reason"):
        Session.from_json(data)
