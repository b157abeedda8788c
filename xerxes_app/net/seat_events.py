"""What happens to a game's seats, told to everyone at the game and kept in its log: a person
joined, left, came back, their clock is low or has run out, their seat was handed to a computer,
taken back, given up, or taken over by a newcomer from a computer playing it for its absent
person (a seat to fill, lobby.py). And who is here: each seat's presence as the server's connections say,
with since when (`away_since`), public to every seat and watcher.

An event is a line among the words at the table (table_talk.py) that names a seat and an event
key instead of words, so each reader's screen words it in their own language, and it is kept,
saved and sent again on a rejoin with the lines. A connection that drops and comes back within
LEFT_AFTER seconds says nothing in the log (a train's tunnel is not news); the mats show it away
at once all the same. The clock's events are looked for each time the server keeps watch
(`look`), once per decision, on the server's injected wall clock.

The server's operator reads a line for each event too (events.py), without any name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .table_talk import KEPT, SEAT_EVENTS, Line, talk_frame

if TYPE_CHECKING:
    from .rooms import Room

JOINED, LEFT, CAME_BACK, CLOCK_LOW, TIME_UP, HANDED_OVER, TAKEN_BACK, GAVE_UP, TAKEN_OVER = SEAT_EVENTS
PRESENCE = (JOINED, LEFT, CAME_BACK, GAVE_UP, TAKEN_OVER)  # the events that say whether a person is with the game
LEFT_AFTER = 60.0  # seconds away before the log says a person left
LOW = 0.25  # a clock is low with a quarter of a move's time left


def tell(server, room: "Room", seat: int, event: str) -> Line:
    """Keep the event with the game's lines, send it to everyone at the game, and log it."""
    number = room.talk[-1].number + 1 if room.talk else 0
    line = Line(number, seat, None, None, round(server.wall(), 3), event)
    room.talk = (room.talk + [line])[-KEPT:]
    server.store.save(room)
    told = {client for net in room.seats for client in net.holders} | set(room.watchers)
    for client in told:
        server.send(client, talk_frame(room, [line]))
    server.events.say(f"{room.code} seat {seat + 1} {event.replace('_', ' ')}")
    return line


def last_event(room: "Room", seat: int, among: tuple[str, ...]) -> Line | None:
    """The seat's latest event of those `among`, as the lines kept hold it."""
    return next((line for line in reversed(room.talk) if line.seat == seat and line.event in among), None)


def arrived(server, room: "Room", seat: int, new: str | None) -> None:
    """A person is at the seat now: a new one who took it (`new`: JOINED, or TAKEN_OVER from a
    computer), or its own person back after they were said to have left. Their presence counts
    from now."""
    net = room.seats[seat]
    was_away = net.away_since is not None
    net.away_since = None
    if new:
        tell(server, room, seat, new)
    elif was_away and (last := last_event(room, seat, PRESENCE)) is not None and last.event == LEFT:
        tell(server, room, seat, CAME_BACK)


def gone(room: "Room", seat: int, now: float) -> None:
    """The seat's last connection is gone: away from now (the log says so after LEFT_AFTER)."""
    net = room.seats[seat]
    if not net.holders and net.away_since is None:
        net.away_since = now


def look(server, room: "Room", now: float) -> None:
    """Tell what time made news: a person away for LEFT_AFTER, the deciding clock low or run out."""
    for seat, (person, net) in enumerate(zip(room.session.seats, room.seats)):
        if (person.is_human and not net.open and net.away_since is not None and now - net.away_since >= LEFT_AFTER
                and getattr(last_event(room, seat, PRESENCE), "event", JOINED) in (JOINED, CAME_BACK)):
            tell(server, room, seat, LEFT)
    clocks, seat = room.clocks, room.deciding()
    if seat is None or clocks.per_move is None or not clocks.started or room.seats[seat].stand_in:
        return
    left = clocks.left_now(seat, seat, now)
    if left is None:
        return
    told = last_event(room, seat, (CLOCK_LOW, TIME_UP))
    told = told.event if told is not None and told.at >= clocks.since else None  # in this decision
    if left <= 0 and told != TIME_UP:
        tell(server, room, seat, TIME_UP)
    elif 0 < left <= LOW * clocks.per_move and told is None:
        tell(server, room, seat, CLOCK_LOW)

