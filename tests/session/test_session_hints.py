"""Whether hints are on, and how many were used, are kept with the game; a game saved before
hints were kept opens with the default for its seats."""

import json

import pytest

from xerxes_app.rules import SaveError, new_game
from xerxes_app.session import Seat, Session, hints_by_default


@pytest.mark.parametrize("kinds, on", [(["human", "normal"], True), (["human", "human"], False),
                                       (["human", "human", "hard"], False), (["human"], True)])
def test_hints_are_on_by_default_for_one_person_and_off_between_people(kinds, on):
    assert hints_by_default([Seat(f"P{i}", kind) for i, kind in enumerate(kinds)]) is on


def test_hints_and_their_count_are_saved_with_the_game():
    session = Session(new_game(2, 3), [Seat("Ana"), Seat("Bo", "hard")], hints=True, hints_used=4)
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert (again.hints, again.hints_used) == (True, 4)


@pytest.mark.parametrize("kinds, on", [(["human", "easy"], True), (["human", "human"], False)])
def test_a_game_saved_before_hints_gets_the_default_for_its_seats(kinds, on):
    data = Session(new_game(2, 3), [Seat("Ana", kinds[0]), Seat("Bo", kinds[1])]).to_json()
    del data["table"]["hints"]
    again = Session.from_json(data)
    assert (again.hints, again.hints_used) == (on, 0)


@pytest.mark.parametrize("hints", [{"on": 1, "used": 0}, {"on": True, "used": -1}, {"on": True}, [True, 0],
                                   {"on": False, "used": True}, {"on": True, "used": 10**9}])
def test_malformed_hints_are_a_damaged_save(hints):
    data = Session(new_game(2, 3), [Seat("Ana"), Seat("Bo")]).to_json()
    data["table"]["hints"] = hints
    with pytest.raises(SaveError):
        Session.from_json(data)
