"""What a game keeps for the ratings (net/rated_record.py) and the record built from it at its end
(net/rated_games.py): each seat's persons' moves (a command one more, an undo one less, a redo
one more), the first account that gave a seat up, ranked last unless it took the seat back; kept
across a save; a game saved before it counts for nothing; a damaged one is refused."""

from __future__ import annotations

import json

import pytest

from xerxes_app.net.rated_games import game_id, record
from xerxes_app.net.rated_record import RatedRecord
from xerxes_app.net.rooms import Room, load_room
from xerxes_app.people.ratings import ABANDONED, FINISHED, RatedSeat, why_unrated
from xerxes_app.rules import SaveError

NOW = 1_700_000_000.0


def three() -> tuple[Room, list[str]]:
    """Ann, Bo and Cy's game, each seat taken by its account; and the seats' tokens."""
    frame = {"seats": [{"name": name, "kind": "open"} for name in ("Ann", "Bo", "Cy")], "arranged": True}
    room, _ = Room.create("KXRTMPAC", frame, NOW)
    room.made = NOW
    tokens = []
    for seat, name in enumerate(("Ann", "Bo", "Cy")):
        tokens.append(room.take_open(seat, name))
        room.seats[seat].account = name.lower()
    return room, tokens


def saved(room: Room) -> Room:
    return load_room(json.loads(json.dumps(room.to_json())))


def test_each_persons_moves_are_counted_and_a_seat_given_up_names_its_account_and_its_moves_then():
    room, tokens = three()
    record_ = room.rated
    for kind in ("command", "command", "undo", "redo", "command"):
        record_.moved(1, kind)
    assert record_.moves == [0, 3, 0]
    record_.moved(0, "undo")  # never below none (a move made before the record was kept)
    assert record_.moves[0] == 0
    record_.moved(2, "command")
    assert room.give_up({"seat": 2, "token": tokens[2]}) == 2  # giving up clears the seat's account...
    assert room.seats[2].account is None and record_.quitters == [(2, "cy", 1)]  # ...kept here, with Cy's move
    token = room.take_open(2, "Di")  # Di takes the seat, plays it, and gives it up too
    room.seats[2].account = "di"
    record_.moved(2, "command")
    room.give_up({"seat": 2, "token": token})
    assert record_.quitter(2, None) == ("cy", 1) and record_.quitter(2, "di") == ("cy", 1)  # the first stays rated
    assert record_.quitter(2, "cy") is None  # Cy took it back: rated for it as anyone
    assert record_.quitter(1, "bo") is None
    again = saved(room)
    assert again.rated == room.rated and again.rated.quitters == [(2, "cy", 1), (2, "di", 2)]


def test_an_absent_person_whose_seat_to_fill_a_newcomer_takes_over_is_ranked_as_one_who_gave_up():
    room, _ = three()
    room.listed = True
    room.start_when_full(NOW)
    room.rated.moves = [4, 4, 4]
    room.seats[2].stand_in = True  # Cy away, his clock run out: a computer plays his seat, a seat to fill
    assert room.takeable(2)
    room.take_open(2, "Di", "di")
    assert room.seats[2].account == "di" and room.rated.quitters == [(2, "cy", 4)]
    assert record(room).seats[2] == RatedSeat("cy", 0, 4, gave_up=True, computer=False)


def test_the_record_of_an_end_names_each_seats_account_place_and_moves():
    room, _ = three()
    room.rated.moves = [5, 4, 3]
    room.rated.gave_up(2, "cy")
    room.seats[2].account, room.seats[2].stand_in = None, True
    built = record(room)
    assert built.game == game_id(room) == f"KXRTMPAC@{NOW:.0f}"
    assert built.ended == FINISHED and [seat.account for seat in built.seats] == ["ann", "bo", "cy"]
    assert built.seats[2] == RatedSeat("cy", 0, 3, gave_up=True, computer=True)
    assert built.seats[0].moves == 5 and not built.seats[0].gave_up
    room.ending.abandoned = NOW
    assert record(room).ended == ABANDONED and why_unrated(record(room)) == "not played to its end"


def test_a_game_saved_before_the_record_counts_for_nothing_and_a_damaged_one_is_refused():
    room, _ = three()
    data = room.to_json()
    del data["network"]["rated"]
    old = load_room(json.loads(json.dumps(data)))
    assert old.rated == RatedRecord([0, 0, 0], [], counted=True)
    for wrong in ({"moves": [1, 2], "quitters": [], "counted": False}, {"moves": [1, 2, -1], "quitters": [], "counted": False},
                  {"moves": [0, 0, 0], "quitters": [[3, "cy", 0]], "counted": False},
                  {"moves": [0, 0, 0], "quitters": [[0, "", 0]], "counted": False},
                  {"moves": [0, 0, 0], "quitters": [], "counted": "yes"}, "rated"):
        data["network"]["rated"] = wrong
        with pytest.raises(SaveError):
            load_room(json.loads(json.dumps(data)))
