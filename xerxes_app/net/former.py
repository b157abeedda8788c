"""An account deleted (people/accounts.py `delete`): its name leaves every game it was in.

A seat taken signed in bears its account's name (lobby.py, seats.py), so the name lives in the
games too, and is taken out of each: the seat is called FORMER_PLAYER there ("a former player",
marked `former`, for the screens to word it). In a finished game that is all, and the seat keeps
the account's id, a random one that names nobody now, so that the game's ratings can always be
computed again alike (people/ratings.py). In an unfinished game its seat is given up, as
"give_up" does: open for whoever comes, its token refused, the table told and the log saying
so. A game it watched forgets it.

Its games are found where they are kept: the games served here and those archived, with the data
folder; with a database, every server's: a game nobody holds is claimed here, one another server
holds is changed there, told by a notification (cluster.py).
"""

from __future__ import annotations

from ..people.accounts import FORMER_PLAYER
from .games import served
from .rooms import Room
from . import seat_events, seats


async def forget(server, account: str) -> None:
    """Take the account out of every game it is in."""
    if server.cluster is None:
        codes = [code for code, room in server.rooms.items() if _in(room, account)]
        codes += [game["code"] for game in await server.store.archived_of(account, 1 << 30)]
    else:
        codes = [game["code"] for game in await server.store.games_of(account, 1 << 30)]
    owners = set()
    for code in codes:
        if server.cluster is not None and not await server.cluster.held(code):
            owner = await server.cluster.locate(code)
            if owner is not None:
                owners.add(owner)
                continue
        room = served(server, code)
        if room is not None:
            _forget(server, room, account)
    for owner in owners:
        server.cluster.send(owner, {"k": "d", "a": account})


async def forget_here(server, account: str) -> None:
    """Take the account out of the games this server holds (another server's request)."""
    for room in list(server.rooms.values()):
        if _in(room, account):
            _forget(server, room, account)


def _in(room: Room, account: str) -> bool:
    return room.seat_of(account) is not None or account in room.watched_by


def _forget(server, room: Room, account: str) -> None:
    room.watched_by = [watcher for watcher in room.watched_by if watcher != account]
    seat = room.seat_of(account)
    if seat is not None:
        room.session.seats[seat].name = FORMER_PLAYER
        room.seats[seat].former = True
        if not room.over:
            room.vacate(seat)
            for holder in room.seats[seat].holders:
                seats.let_go(holder, room.code, seat)
                server.send(holder, {"type": "given_up", "code": room.code, "seat": seat})
            room.seats[seat].holders.clear()
            seat_events.tell(server, room, seat, seat_events.GAVE_UP)
            server.turns.changed(room)
        server.tell_seats(room)
    server.store.save(room)
