"""The server's part of a game's seats: taken (a join with a name, or again with the seat's
token; a seat to fill taken over), held by a connection, reopened by the creator, handed to a
computer and taken back, left for now, given up for good. Each handler answers one kind of frame
(server.py's table)."""

from __future__ import annotations

from .protocol import Refused
from .rated_games import load_shown
from .rooms import Room
from .seat_frames import SeatPicture
from .table_talk import with_talk
from . import lobby, seat_events, watchers


async def join(server, client, room: Room, frame: dict) -> None:
    if "token" in frame:  # a seat's token is no guess (192 bits): refused, it spends nothing
        seat = room.check_token(frame)
        token = frame["token"]
        for other in room.seats[seat].holders - {client}:  # the seat's player is here now, not there
            let_go(other, room.code, seat)
            room.seats[seat].holders.discard(other)
            server.send(other, {"type": "replaced", "code": room.code, "seat": seat})
    else:
        seat = room.seat(frame)
        await lobby.may_sit(server, client, room, seat)
        new = seat_events.JOINED if room.seats[seat].open else seat_events.TAKEN_OVER
        # A person signed in takes it as their account's, under its name.
        token = room.take_open(seat, frame.get("name") if client.account is None else client.account_name,
                               client.account)
        if not await server.store.keep(room):  # the token stored before it is given: never refused after
            raise Refused("unavailable", "net.unavailable")
        server.store.told(room)  # the data folder's write
    await load_shown(server, room)
    await hold(server, client, room, seat, token)
    seat_events.arrived(server, room, seat, new=None if "token" in frame else new)
    server.tell_seats(room)
    if room.start_when_full(server.wall()):  # the last seat taken: the clocks run from now
        await server.changed(room)


async def hold(server, client, room: Room, seat: int, token: str) -> None:
    await server.store.settled(room.code)  # a seat is shown only what is stored (a database's writes under way)
    room.seats[seat].holders.add(client)
    client.seats.add((room.code, seat))
    server.events.say(f"#{client.number} joined {room.code} seat {seat + 1}")
    server.send(client, {"type": "joined", "code": room.code, "seat": seat, "token": token})
    picture = SeatPicture(room, seat, server.wall())
    frame = {**picture.frame("game", 0), **room.table_fields(client.apart, server.rating_shown)}
    client.log_sent[(room.code, seat)] = len(picture.log)
    client.sent[(room.code, seat)] = picture.fields
    server.send(client, with_talk(frame, room, client.apart))


def let_go(client, code: str, seat: int) -> None:
    """The connection holds the seat no more, nor what it was last sent of it."""
    client.seats.discard((code, seat))
    client.log_sent.pop((code, seat), None)
    client.sent.pop((code, seat), None)


async def reopen(server, client, room: Room, frame: dict) -> None:
    """The creator lets a person's seat be taken again: whoever held it holds it no more."""
    seat = room.reopen(frame)
    told = {client}
    for holder in list(room.seats[seat].holders):
        holder.seats.discard((room.code, seat))
        told.add(holder)
    room.seats[seat].holders.clear()
    for someone in told:
        server.send(someone, {"type": "reopened", "code": room.code, "seat": seat})
    server.store.save(room)
    server.tell_seats(room)


async def stand_in(server, client, room: Room, frame: dict) -> None:
    """A person hands an absent person's seat, whose clock ran out, to a computer; or takes
    their own seat back from it. Everyone is told who plays each seat; the computer, if it
    is to decide, decides."""
    seat = room.check_token(frame)
    if room.over:
        raise Refused("not_your_turn", "net.not_your_turn")
    if frame["type"] == "hand_over":
        absent = room.seat({"seat": frame.get("absent")})
        room.hand_over(seat, absent, server.wall())
        seat_events.tell(server, room, absent, seat_events.HANDED_OVER)
    else:
        room.take_back(seat)
        seat_events.tell(server, room, seat, seat_events.TAKEN_BACK)
    room.ending.note(room, server.wall())  # since when a computer plays it, for ending the game
    server.tell_seats(room)
    server.turns.changed(room)
    server.wake(room)


async def leave(server, client, room: Room, frame: dict) -> None:
    """The connection's table of the game closed, its connection kept for other games: the
    seat is away, as if the connection had closed. A watcher's table ("seat" left out) closed:
    it watches no more; with "forget": true, nor is the game one of its account's any more."""
    if "seat" not in frame:
        forgot = frame.get("forget") is True and watchers.forget(server, client, room)
        if watchers.stop(client, room):
            server.tell_seats(room)
            return
        if forgot:
            return
    seat = room.check_token(frame)
    if (room.code, seat) in client.seats:
        let_go(client, room.code, seat)
        room.seats[seat].holders.discard(client)
        seat_events.gone(room, seat, server.wall())
        server.tell_seats(room)


async def give_up(server, client, room: Room, frame: dict) -> None:
    """The seat's person gives it up for good: it opens for whoever joins with the code, every
    connection at it lets go, and everyone at the game is told (the log says so)."""
    seat = room.give_up(frame)
    for holder in room.seats[seat].holders | {client}:
        let_go(holder, room.code, seat)
        server.send(holder, {"type": "given_up", "code": room.code, "seat": seat})
    room.seats[seat].holders.clear()
    seat_events.tell(server, room, seat, seat_events.GAVE_UP)
    server.tell_seats(room)
    server.turns.changed(room)
