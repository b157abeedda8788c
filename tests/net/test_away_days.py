"""Away days alone (net/away_days.py through the clocks and the room): the bank chosen at
creation, a day spent each time a clock runs out and the clock given a day, the hand-over refused
in words while days remain, "away for" spending at once within the bank, and the bank saved with
the game, a game saved before it getting the default."""

from __future__ import annotations

import json

import pytest

from xerxes_app.net.clocks import DAY, Clocks
from xerxes_app.net.protocol import REFUSALS, Refused
from xerxes_app.net.rooms import Room, load_room
from xerxes_app.rules import SaveError

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}, {"name": "Computer", "kind": "normal"}]
NOW = 1.7e9
HOUR = 3600


def by_the_day(**asked) -> Room:
    room, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "day", "clock": "1d", "arranged": True, **asked}, NOW)
    assert room.clocks.started and room.deciding() is not None
    return room


def test_the_bank_is_chosen_at_creation_seven_days_unless_asked():
    assert by_the_day().clocks.away.bank == [7, 7, None]  # a computer's seat has no clock, and no bank
    assert by_the_day(away_days=14).clocks.away.bank == [14, 14, None]
    assert by_the_day(away_days=0).clocks.away.bank == [0, 0, None]
    at_table, _ = Room.create("ACDEFHJK", {"seats": SEATS, "pace": "table", "clock": "5m"}, NOW)
    assert at_table.clocks.away.bank == [None, None, None]  # only a game by the day has away days
    for wrong in (3, "7", None, True):
        with pytest.raises(Refused) as refused:
            by_the_day(away_days=wrong)
        assert refused.value.kind == "malformed"


def test_a_clock_run_out_spends_a_day_and_gets_a_day_until_the_bank_is_empty():
    clocks = Clocks.chosen({"pace": "day", "clock": "1d", "away_days": 7}, [True, True], NOW)
    clocks.start(NOW)
    assert clocks.left_now(0, 0, NOW + DAY - 1) == 1
    # Run out: a day of the bank is spent, whoever looks, and written down when the server settles.
    assert clocks.left_now(0, 0, NOW + DAY) == DAY and not clocks.run_out(0, 0, NOW + DAY)
    assert clocks.left_now(0, 0, NOW + DAY + 5 * HOUR) == DAY - 5 * HOUR
    assert clocks.away.bank == [7, 7]
    clocks.settle(0, NOW + DAY + 5 * HOUR)
    assert clocks.away.bank == [6, 7] and clocks.away.spent == [(0, 1, 6)]
    assert clocks.left_now(0, 0, NOW + DAY + 5 * HOUR) == DAY - 5 * HOUR  # the same time left, now written down
    clocks.settle(0, NOW + DAY + 6 * HOUR)  # settling again spends nothing more
    assert clocks.away.bank == [6, 7]
    # Six days more away, looked at only once at the end: every day counted, none twice.
    assert not clocks.run_out(0, 0, NOW + 8 * DAY - 1)
    assert clocks.run_out(0, 0, NOW + 8 * DAY)
    clocks.settle(0, NOW + 8 * DAY + HOUR)
    assert clocks.away.bank == [0, 7] and clocks.run_out(0, 0, NOW + 8 * DAY + HOUR)
    assert clocks.left_now(0, 0, NOW + 8 * DAY + HOUR) == -HOUR
    # Not its decision: the other seat's clock and bank stand.
    assert clocks.left_now(1, 0, NOW + 20 * DAY) == DAY and clocks.away.bank[1] == 7
    # A move made at last takes the bank as it stands, and starts from nothing.
    clocks.moved(0, NOW + 9 * DAY, added=True)
    assert clocks.left[0] == DAY and clocks.away.bank[0] == 0


def test_the_seat_is_handed_to_a_computer_only_once_its_bank_is_empty():
    room = by_the_day(away_days=7)
    absent = room.deciding()
    other = 1 - absent
    name = room.session.seats[absent].name
    for days in range(1, 7):  # each day past the clock spends one of the bank: refused, naming the days left
        with pytest.raises(Refused) as refused:
            room.hand_over(other, absent, NOW + days * DAY + HOUR)
        assert (refused.value.message, refused.value.values) == ("net.away_days_left", [name, 7 - days])
    with pytest.raises(Refused) as refused:  # the last day spent: its clock runs that day out
        room.hand_over(other, absent, NOW + 7 * DAY + HOUR)
    assert refused.value.message == "net.clock_running"
    assert room.clocks.away.bank[absent] == 0
    assert REFUSALS["net.away_days_left"].format(name, 3) == (
        f"{name} still has 3 away days: their seat can be handed to a computer only once their clock has run out "
        "with none left.")
    with pytest.raises(Refused) as refused:  # the bank empty, and the clock's last day still running
        room.hand_over(other, absent, NOW + 8 * DAY - 1)
    assert refused.value.message == "net.clock_running"
    room.hand_over(other, absent, NOW + 8 * DAY)
    assert room.seats[absent].stand_in


def test_away_for_spends_the_days_at_once_within_the_bank_and_the_clock_stands_still_until_then():
    room = by_the_day(away_days=7)
    seat = room.deciding()
    clocks = room.clocks
    for wrong in (8, 0, -1, "3", 2.5, None):
        with pytest.raises(Refused) as refused:
            clocks.away_for(seat, seat, wrong, NOW)
        assert (refused.value.kind, refused.value.message, refused.value.values) == ("away", "net.away_too_many", [7])
    assert clocks.away.bank[seat] == 7
    # Five hours into the decision, away for five days: the five hours are charged, then nothing until then.
    until = clocks.away_for(seat, seat, 5, NOW + 5 * HOUR)
    assert until == NOW + 5 * HOUR + 5 * DAY and clocks.away.bank[seat] == 2 and clocks.away.until[seat] == until
    assert clocks.left_now(seat, seat, until) == DAY - 5 * HOUR
    assert clocks.left_now(seat, seat, until + HOUR) == DAY - 6 * HOUR
    with pytest.raises(Refused) as refused:  # two days left: three is beyond the bank
        clocks.away_for(seat, seat, 3, NOW + DAY)
    assert refused.value.values == [2]
    # Said again while away: from the end of the time said before.
    assert clocks.away_for(seat, seat, 2, NOW + DAY) == until + 2 * DAY and clocks.away.bank[seat] == 0
    with pytest.raises(Refused) as refused:
        clocks.away_for(seat, seat, 1, NOW + DAY)
    assert refused.value.message == "net.away_none"
    # Another seat's days, said while it is not deciding: its next decision counts from then.
    other = 1 - seat
    clocks.away_for(other, seat, 1, NOW + DAY)
    assert clocks.away.until[other] == NOW + 2 * DAY and clocks.away.bank[other] == 6


def test_the_bank_is_saved_with_the_game_and_a_game_saved_before_it_gets_the_default():
    room = by_the_day(away_days=14)
    seat = room.deciding()
    room.clocks.away_for(seat, seat, 3, NOW + HOUR)
    room.clocks.settle(seat, NOW + 4 * DAY + HOUR)  # back, and a day more: one day spent by the clock
    data = json.loads(json.dumps(room.to_json()))
    again = load_room(data)
    assert again.clocks == room.clocks and again.clocks.away.bank[seat] == 10
    assert again.clocks.away.until[seat] == NOW + HOUR + 3 * DAY and again.clocks.away.chosen == 14
    del data["network"]["clocks"]["away"]  # saved before away days
    old = load_room(data)
    assert (old.clocks.away.chosen, old.clocks.away.bank, old.clocks.away.until) == (7, [7, 7, None], [None] * 3)
    del data["network"]["clocks"]  # saved before clocks: at the table, no away days
    assert load_room(data).clocks.away.bank == [None, None, None]


@pytest.mark.parametrize("away", [
    {"days": 5, "bank": [5, 5, None], "until": [None] * 3},  # not a bank offered
    {"days": 7, "bank": [8, 5, None], "until": [None] * 3},  # more than chosen
    {"days": 7, "bank": [5, 5, 3], "until": [None] * 3},  # a bank for a computer's seat
    {"days": 7, "bank": [5, 5], "until": [None] * 3},
    {"days": 7, "bank": [5, "5", None], "until": [None] * 3},
    {"days": 7, "bank": [5, 5, None], "until": [float("nan"), None, None]},
    [],
])
def test_damaged_away_days_are_refused_with_a_reason(away):
    data = json.loads(json.dumps(by_the_day().to_json()))
    data["network"]["clocks"]["away"] = away
    with pytest.raises(SaveError):
        load_room(json.loads(json.dumps(data)))
