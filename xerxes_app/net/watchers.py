"""Watchers: anyone with a game's code may watch it, when its creator allowed that at creation,
and say a word to the table too when the creator allowed that ("watch": "speak").

A watcher is sent what nobody's seat hides: the engine's own view for no seat
(`view_for(state, WATCHER)`, every hand and discard hidden, R25), the log's public entries, the
board live, the words at the table, and the seats' rows. Its frames say "seat": null. It holds no
seat and no token, so it cannot act: every frame that would (a command, an undo, a hand-over) is
refused in words ("net.watching"), and so is a line at the table unless watchers may speak
("net.watchers_silent"); a line a watcher says is marked as a watcher's, by name. The players see
the watchers' names ("watchers" in the "seats" frame). Watchers are the connections of now, never
saved; whether the game may be watched, and spoken to, is ("network": {"watch"}), and so are the
accounts that watch it signed in (`Room.watched_by`), for their lists of games (my_games.py) until
a watcher's "leave" says "forget".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..names import SEAT_NAME_MAX, name_problem
from .protocol import SPEAK, Refused
from .rated_games import load_shown
from .relations import viewer
from .rooms import WATCHED_KEPT
from .seat_frames import SeatPicture
from .table_talk import with_talk

if TYPE_CHECKING:
    from .rooms import Room

WATCHER = None  # the seat of a watcher's frames: nobody's, so view_for hides every seat's secrets
WATCHERS_MAX = 20  # a game's watchers at once
ACTING = ("command", "undo", "redo", "hand_over", "take_back", "say", "give_up")  # refused to a watcher


def only_watching(client, room: "Room") -> bool:
    """Whether the connection watches the game and holds none of its seats."""
    return room.code in client.watching and not any(code == room.code for code, _ in client.seats)


def refuse_acting(client, room: "Room", kind: str) -> None:
    if kind not in ACTING or not only_watching(client, room):
        return
    if kind != "say":
        raise Refused("watching", "net.watching")
    if room.watch != SPEAK:
        raise Refused("watching", "net.watchers_silent")


def speaking(client, room: "Room") -> str | None:
    """The name a line of this connection is said under when it only watches the game (else None:
    a seat's line, its token checked)."""
    return room.watchers.get(client) if only_watching(client, room) else None


async def watch(server, client, room: "Room", frame: dict) -> None:
    """Let the connection watch the game under a name: answered "watching", then "game" (the
    view for no seat, with the lines kept), and "seats" to everyone at the game, naming the watchers."""
    if not room.watchable:
        raise Refused("not_watchable", "net.no_watching")
    name = frame.get("name")
    problem = name_problem(name, SEAT_NAME_MAX)
    if problem:
        raise Refused("malformed", problem.key, *problem.values.values())
    if client not in room.watchers and len(room.watchers) >= WATCHERS_MAX:
        raise Refused("not_watchable", "net.watchers_full", WATCHERS_MAX)
    await viewer(server, client)  # whom a block keeps it apart from: their seats' and lines' showing
    if client.account is not None and client.account not in room.watched_by:  # one of its account's games now,
        room.watched_by = (room.watched_by + [client.account])[-WATCHED_KEPT:]  # in its list before it is told
        if not await server.store.keep(room):
            raise Refused("unavailable", "net.unavailable")
        server.store.told(room)
    await load_shown(server, room)
    room.watchers[client] = name.strip()
    client.watching.add(room.code)
    server.events.say(f"#{client.number} watches {room.code}")
    server.send(client, {"type": "watching", "code": room.code, "name": name, "speak": room.watch == SPEAK})
    picture = SeatPicture(room, WATCHER, server.wall())
    game = {**picture.frame("game", 0), **room.table_fields(client.apart, server.rating_shown)}
    _sent(client, room, picture)
    server.send(client, with_talk(game, room, client.apart))
    server.tell_seats(room)


def named(room: "Room") -> dict[str, list[str]]:
    """The "seats" frame's "watchers": their names, when anyone watches (else the field is left out)."""
    return {"watchers": sorted(room.watchers.values(), key=str.casefold)} if room.watchers else {}


def tell(server, room: "Room", now: float) -> None:
    """Every watcher of the game, after a change: what changed since its last frame."""
    if not room.watchers:
        return
    picture = SeatPicture(room, WATCHER, now)
    key = (room.code, WATCHER)
    for client in list(room.watchers):
        frame = picture.frame("update", client.log_sent.get(key, 0), client.sent.get(key))
        _sent(client, room, picture)
        server.send(client, frame)


def _sent(client, room: "Room", picture: SeatPicture) -> None:
    key = (room.code, WATCHER)
    client.log_sent[key] = len(picture.log)
    client.sent[key] = picture.fields


def forget(server, client, room: "Room") -> bool:
    """The game is no longer one its account watches (my_games.py): whether it was."""
    if client.account not in room.watched_by:
        return False
    room.watched_by = [account for account in room.watched_by if account != client.account]
    server.store.save(room)
    return True


def stop(client, room: "Room") -> bool:
    """The connection's watcher's table of the game closed: whether it watched it."""
    client.watching.discard(room.code)
    return room.watchers.pop(client, None) is not None


def leave(server, client) -> list["Room"]:
    """The connection is gone: it watches nothing; the games it watched are returned, to be told."""
    rooms = []
    for code in client.watching:
        room = server.rooms.get(code)
        if room is not None and room.watchers.pop(client, None) is not None:
            rooms.append(room)
    client.watching.clear()
    return rooms
