"""A network game's clocks alone: chosen at creation and checked, run down only while their seat
decides, a move's time added at each move and capped, saved with the game; a game saved before
clocks loads with none."""

from __future__ import annotations

import json

import pytest

from xerxes_app.net.clocks import CAP_MOVES, DAY, Clocks
from xerxes_app.net.protocol import Refused
from xerxes_app.net.rooms import Room, load_room
from xerxes_app.rules import SaveError

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}, {"name": "Computer", "kind": "normal"}]
NOW = 1.7e9


def test_a_game_is_at_the_table_without_a_clock_unless_asked():
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS}, NOW)
    assert (room.clocks.pace, room.clocks.clock, room.clocks.left) == ("table", "none", [None, None, None])
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "1d"}, NOW)
    # A person's seat has a clock, an open seat too (a person's to come); a computer's has none.
    assert room.clocks.left == [DAY, DAY, None] and room.clocks.since == NOW


@pytest.mark.parametrize("asked", [{"pace": "week"}, {"pace": "table", "clock": "1d"}, {"pace": "day", "clock": "5m"},
                                   {"pace": "day", "clock": 86400}, {"clock": None}])
def test_a_pace_or_clock_not_offered_is_refused(asked):
    with pytest.raises(Refused) as refused:
        Room.create("ACDEFHJK", {"seats": SEATS, **asked}, NOW)
    assert refused.value.kind == "malformed"


def test_a_clock_runs_only_while_its_seat_decides_and_each_move_adds_a_day_up_to_three():
    clocks = Clocks.chosen({"pace": "day", "clock": "1d"}, [True, True], NOW)
    assert clocks.left_now(0, 0, NOW + 10 * 3600) == DAY - 10 * 3600
    assert clocks.left_now(1, 0, NOW + 10 * 3600) == DAY  # not seat 1's decision: its clock stands
    clocks.moved(0, NOW + 10 * 3600, added=True)
    assert clocks.left == [2 * DAY - 10 * 3600, DAY] and clocks.since == NOW + 10 * 3600
    clocks.moved(0, NOW + 10 * 3600, added=True)
    clocks.moved(0, NOW + 10 * 3600, added=True)
    assert clocks.left[0] == CAP_MOVES * DAY == clocks.cap  # capped: never more than three days
    assert not clocks.run_out(1, 1, NOW + 10 * 3600 + DAY - 1)
    assert clocks.run_out(1, 1, NOW + 10 * 3600 + DAY)
    # A move made late, once run out, starts again from nothing: one move's time.
    clocks.moved(1, NOW + 10 * 3600 + 5 * DAY, added=True)
    assert clocks.left[1] == DAY
    # An undo takes the time spent, and adds none.
    clocks.moved(1, NOW + 10 * 3600 + 5 * DAY + 600, added=False)
    assert clocks.left[1] == DAY - 600


def test_the_clocks_are_saved_with_the_game_and_a_game_saved_before_them_has_none():
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "3d"}, NOW)
    room.clocks.moved(0, NOW + 3600, added=True)
    room.seats[1].stand_in = True
    data = json.loads(json.dumps(room.to_json()))
    again = load_room(data)
    assert again.clocks == room.clocks and again.seats[1].stand_in and not again.seats[0].stand_in
    for key in ("clocks", "computer_moves"):
        del data["network"][key]
    for row in data["network"]["seats"]:
        del row["stand_in"]
    old = load_room(data)
    assert (old.clocks.pace, old.clocks.clock, old.clocks.left) == ("table", "none", [None, None, None])
    assert old.computer_moves == [] and not any(net.stand_in for net in old.seats)


@pytest.mark.parametrize("damage", [
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0], "since": NOW}},  # a seat short
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0, "x", None], "since": NOW}},
    {"clocks": {"pace": "table", "clock": "none", "left": [5.0, None, None], "since": NOW}},  # a bank without a clock
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0, 1.0, None], "since": float("nan")}},
    {"clocks": []},
    {"computer_moves": [[0, 1, 0]]},  # a move the game has not made
    {"computer_moves": {"0": 1}},
])
def test_damaged_clocks_or_records_are_refused_with_a_reason(damage):
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "1d"}, NOW)
    data = json.loads(json.dumps(room.to_json()))
    data["network"].update(damage)
    with pytest.raises(SaveError):
        load_room(data)
