"""Ending a game nobody can finish (net/ending.py), on the room alone: possible only once a person
left for good (their seat given up, or a computer's for a week by the day), answered by each who
remain, one no keeping it going, all yes ending it as abandoned, saved so."""

from __future__ import annotations

import json

import pytest

from xerxes_app.net.clocks import DAY
from xerxes_app.net.ending import GONE_DAYS
from xerxes_app.net.protocol import Refused
from xerxes_app.net.rooms import Room, load_room
from xerxes_app.rules import SaveError

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}, {"name": "Cy", "kind": "human"}]
NOW = 1.7e9


def three(pace: str = "day", clock: str = "1d") -> Room:
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": pace, "clock": clock, "arranged": True,
                                       "away_days": 0}, NOW)
    return room


def test_nobody_may_end_a_game_everyone_is_still_at():
    room = three()
    assert not room.ending.possible(room, NOW + 30 * DAY)
    with pytest.raises(Refused) as refused:
        room.ending.answer(room, 0, True, NOW)
    assert (refused.value.kind, refused.value.message) == ("ending", "net.cannot_end")


def test_a_seat_given_up_lets_the_others_end_it_and_one_no_keeps_it_going():
    room = three()
    room.seats[2].open, room.seats[2].token_hash = True, None  # Cy gave up their seat: open, nobody's
    ending = room.ending
    assert ending.frame(room, NOW) == {"possible": True, "agreed": [], "refused": None, "remaining": [0, 1],
                                       "abandoned": False}
    with pytest.raises(Refused):
        ending.answer(room, 2, True, NOW)  # not among those who remain
    with pytest.raises(Refused) as refused:
        ending.answer(room, 0, "yes", NOW)
    assert refused.value.kind == "malformed"
    assert not ending.answer(room, 0, True, NOW)
    assert ending.frame(room, NOW)["agreed"] == [0]  # the table shows who agreed
    assert not ending.answer(room, 1, False, NOW)  # Bo says no: it goes on, the yes forgotten
    assert ending.frame(room, NOW)["agreed"] == [] and ending.frame(room, NOW)["refused"] == 1
    assert not room.over and room.deciding() is not None
    assert not ending.answer(room, 1, True, NOW + DAY)
    assert ending.frame(room, NOW + DAY)["refused"] is None
    assert ending.answer(room, 0, True, NOW + DAY)  # both yes: ended
    assert room.over and room.deciding() is None and not room.session.state.is_over
    assert ending.frame(room, NOW + DAY)["abandoned"] and not ending.possible(room, NOW + DAY)
    with pytest.raises(Refused):
        ending.answer(room, 0, True, NOW + DAY)
    again = load_room(json.loads(json.dumps(room.to_json())))
    assert again.over and again.ending.abandoned == NOW + DAY


def test_by_the_day_a_seat_a_computer_played_for_a_week_lets_the_others_end_it():
    room = three()
    room.seats[1].stand_in = True
    room.ending.note(room, NOW + DAY)
    assert not room.ending.possible(room, NOW + DAY + GONE_DAYS * DAY - 1)
    assert room.ending.possible(room, NOW + DAY + GONE_DAYS * DAY)
    assert room.ending.remaining(room, NOW + DAY + GONE_DAYS * DAY) == [0, 2]
    # Taken back by its person: the week starts again from the next time a computer plays it.
    room.seats[1].stand_in = False
    room.ending.note(room, NOW + 9 * DAY)
    assert not room.ending.possible(room, NOW + 9 * DAY)
    # At the table, only a seat given up counts: a computer playing for an hour is no week.
    table = three("table", "5m")
    table.seats[1].stand_in = True
    table.ending.note(table, NOW)
    assert not table.ending.possible(table, NOW + 30 * DAY)


def test_a_game_saved_before_endings_has_none_under_way_and_a_damaged_one_is_refused():
    room = three()
    data = json.loads(json.dumps(room.to_json()))
    del data["network"]["ending"]
    assert load_room(data).ending.frame(room, NOW)["agreed"] == []
    for damage in ({"computer_since": [None], "agreed": [], "refused": None, "abandoned": None},
                   {"computer_since": [None] * 3, "agreed": [5], "refused": None, "abandoned": None},
                   {"computer_since": [None] * 3, "agreed": [], "refused": None, "abandoned": "now"}, []):
        data["network"]["ending"] = damage
        with pytest.raises(SaveError):
            load_room(data)
