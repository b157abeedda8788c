"""A network game's clocks alone: chosen at creation and checked, standing still until the game
starts and while it is not served, run down only while their seat decides, a move's time added at
each move and capped, saved with the game; a game saved before clocks loads with none."""

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
    clocks = Clocks.chosen({"pace": "day", "clock": "1d", "away_days": 0}, [True, True], NOW)
    clocks.start(NOW)
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


def test_no_clock_runs_before_the_game_starts_nor_while_it_is_not_served():
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "table", "clock": "2m"}, NOW)
    clocks = room.clocks
    assert not clocks.started and clocks.frame(0, NOW + 3600)["running"] is None
    assert clocks.left_now(0, 0, NOW + 3600) == 120  # an hour before the start: whole
    clocks.moved(0, NOW + 3600, added=True)  # a move before the start adds nothing either
    assert clocks.left[0] == 120
    with pytest.raises(Refused) as refused:
        room.hand_over(0, 1, NOW + 3600)
    assert refused.value.message == "net.not_started"
    clocks.start(NOW + 4000)
    assert clocks.started and clocks.frame(0, NOW + 4000)["running"] == 0
    assert clocks.left_now(0, 0, NOW + 4030) == 90
    # The server stops: charged until then; the days it is down cost nothing.
    clocks.stop(0, NOW + 4030)
    assert clocks.left_now(0, 0, NOW + 9 * DAY) == 90
    again = load_room(json.loads(json.dumps(room.to_json())))
    again.clocks.go(NOW + 9 * DAY)
    assert again.clocks.left_now(0, 0, NOW + 9 * DAY + 10) == 80
    # A game that has not started stays so across a restart.
    waiting, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "table", "clock": "2m"}, NOW)
    waiting = load_room(json.loads(json.dumps(waiting.to_json())))
    waiting.clocks.go(NOW + DAY)
    assert not waiting.clocks.started and waiting.clocks.left_now(0, 0, NOW + 2 * DAY) == 120


def test_a_game_starts_once_every_seat_is_taken_or_by_its_creator():
    room, tokens = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "1d"}, NOW)
    creator = room.new_creator()
    room.take_open(1, "Bo")
    assert room.start_when_full(NOW + 60) and room.clocks.started and room.clocks.since == NOW + 60
    assert not room.start_when_full(NOW + 70)
    alone, _ = Room.create("ACDEFHJK", {"seats": [SEATS[0], SEATS[2]], "pace": "day", "clock": "1d"}, NOW)
    assert alone.clocks.started  # nobody to wait for: under way at once
    waiting, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "1d"}, NOW)
    host = waiting.new_creator()
    with pytest.raises(Refused) as refused:
        waiting.start({"creator": creator}, NOW)
    assert refused.value.message == "net.not_creator_start"
    assert waiting.start({"creator": host}, NOW + 5) and not waiting.start({"creator": host}, NOW + 6)


@pytest.mark.parametrize("damage", [
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0], "since": NOW}},  # a seat short
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0, "x", None], "since": NOW}},
    {"clocks": {"pace": "table", "clock": "none", "left": [5.0, None, None], "since": NOW}},  # a bank without a clock
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0, 1.0, None], "since": float("nan")}},
    {"clocks": []},
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0, 1.0, None], "since": NOW, "started": "yes"}},
    {"clocks": {"pace": "day", "clock": "1d", "left": [1.0, 1.0, None], "since": NOW, "counting": "now"}},
    {"computer_moves": [[0, 1, 0]]},  # a move the game has not made
    {"computer_moves": {"0": 1}},
])
def test_damaged_clocks_or_records_are_refused_with_a_reason(damage):
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "1d"}, NOW)
    data = json.loads(json.dumps(room.to_json()))
    data["network"].update(damage)
    with pytest.raises(SaveError):
        load_room(data)
