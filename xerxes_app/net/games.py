"""The server's part of a game as a whole: finding it by its code (a stranger's guesses
budgeted), making it, looking at it before joining, starting it, and playing it (a command, an
undo, a redo, a look into its past). Each handler answers one kind of frame (server.py's table)."""

from __future__ import annotations

import asyncio
import math
from typing import Callable

from ..rules import IllegalCommand, SaveError, command_from_json, current_player, view_for
from .budgets import REFUSED, SLOW, SLOWED
from .protocol import Refused, watch_choice, whole
from .rated_games import load_shown
from .relations import viewer
from .rooms import Room, new_code
from .views import encode_entries, encode_view
from . import lobby, seats, watchers


async def named(server, client, frame: dict) -> Room:
    """The game a frame names. A connection naming a game it holds no seat of, without its
    seat's token, spends its address's budget of wrong guesses when there is none. Once that
    is spent, only a frame with its seat's token is answered (no guess, that), every other
    is refused alike: a right code cannot be told from a wrong one. Once the server's is
    spent, an address that guessed nothing lately is slowed, one lookup at a time, never
    refused (budgets.py)."""
    code = frame.get("code")
    room = served(server, code)
    if any(held == code for held, _ in client.seats) or (room is not None and room.carries_token(frame)):
        return room
    verdict = server.guesses.verdict(client.address)
    if verdict == SLOWED:
        async with server.slowed:
            await server.sleep(SLOW)
            verdict = server.guesses.verdict(client.address)  # another of its connections may have spent it
            room = served(server, code)
            if verdict != REFUSED:
                return _found(server, client, code, room)
    if verdict == REFUSED:
        raise Refused("guesses", "net.guesses", server.guesses.wait(client.address))
    return _found(server, client, code, room)


def served(server, code) -> Room | None:
    room = server.rooms.get(code) if isinstance(code, str) else None
    if room is None and isinstance(code, str) and (room := server.store.unarchive(code)) is not None:
        server.rooms[code] = room  # an idle game archived (tidy), asked for again
        room.clocks.go(server.wall())
        server.away_from(room, server.wall())
    return room


def _found(server, client, code, room: Room | None) -> Room:
    if room is None:
        server.guesses.spend(client.address)
        raise Refused("no_game", "net.no_game", code.upper()[:16] if isinstance(code, str) else "?")
    return room


async def create(server, client, frame: dict) -> None:
    address, bounds = client.address, server.bounds
    if not server.creates.allows(address):
        raise Refused("creates", "net.creates", math.ceil(server.creates.wait(address) / 60))
    if _count(server, lambda r: r.made_from == address and not r.over) >= bounds.games_per_address:
        raise Refused("address_games", "net.address_games", bounds.games_per_address)
    now = server.wall()
    room, tokens = Room.create(new_code(server.rooms), frame, now)
    room.watch = watch_choice(frame.get("watch", False))
    if room.watch is None:
        raise Refused("malformed", "net.malformed", "watch must be none, watch or speak")
    lobby.chosen(server, client, room, frame)  # listed, for whom, and its creator's own seat
    if (_count(server, lambda r: r.waiting) >= bounds.waiting if room.waiting
            else _count(server, lambda r: not r.waiting and not r.over) >= bounds.games):
        raise Refused("full", "net.full")
    server.creates.spend(address)
    room.made, room.made_from = now, address
    while not await server.store.add(room):  # its code is another server's game's (one database, several servers)
        room.code = new_code(server.rooms)
    server.rooms[room.code] = room
    creator = room.new_creator()
    server.store.save(room)
    server.send(client, {"type": "created", "code": room.code, "creator": creator})
    server.events.say(f"#{client.number} created {room.code}")
    for seat, token in tokens.items():
        await seats.hold(server, client, room, seat, token)
    await load_shown(server, room)  # the creator's own seat, an account's: its rating, not a newcomer's
    server.tell_seats(room)
    server.wake(room)


def _count(server, which: Callable[[Room], bool]) -> int:
    return sum(1 for room in server.rooms.values() if which(room))


async def look(server, client, room: Room, frame: dict) -> None:
    apart = (await viewer(server, client)).apart  # to one a block keeps apart from someone here: no seat free
    await load_shown(server, room)
    server.send(client, {"type": "room", "code": room.code, "seats": room.seat_rows(apart, server.rating_shown),
                         "over": room.over, "pace": room.clocks.pace, "clock": room.clocks.clock,
                         "watch": room.watchable, "name": room.name, "listed": room.listed,
                         "signed_in_only": room.signed_in_only, "language": room.language})


async def start(server, client, room: Room, frame: dict) -> None:
    """The creator starts the game with seats still open."""
    if room.start(frame, server.wall()):
        server.events.say(f"{room.code} started by its creator")
        await server.changed(room)


async def play(server, client, room: Room, frame: dict) -> None:
    """A command, an undo or a redo from the seat whose decision it is."""
    kind = frame["type"]
    seat = room.check_token(frame)
    session = room.session
    state = session.state
    if room.over or current_player(state) != seat:
        raise Refused("not_your_turn", "net.not_your_turn")
    if room.seats[seat].stand_in:
        raise Refused("stood_in", "net.stood_in")
    seen = whole(frame, "seen")
    if seen != len(session.commands):
        raise Refused("stale", "net.stale", len(session.commands), seen)
    if kind == "command":
        try:
            command = command_from_json(frame.get("command"))
        except SaveError as error:
            sentence = error.args[0]
            raise Refused("malformed_command", getattr(sentence, "key", "problem.damaged"),
                          *getattr(sentence, "values", {}).values()) from None
        try:
            session.apply(command)
        except IllegalCommand as refused:
            raise Refused("illegal", refused.message, *_plain(refused.values)) from None
    elif kind == "undo":
        if session.why_no_undo(seat) is not None:
            raise Refused("cannot_undo", "net.cannot_undo")
        session.undo(seat)
    else:
        if not session.may_redo(seat):
            raise Refused("cannot_redo", "net.cannot_redo")
        session.redo(seat)
    room.clocks.moved(seat, server.wall(), added=kind == "command")
    room.rated.moved(seat, kind)
    room.note_moment()
    await server.changed(room, seat, session.commands[-1] if kind == "command" else kind)


def _plain(values) -> list:
    return [list(v) if isinstance(v, tuple) else v for v in values]


async def past(server, client, room: Room, frame: dict) -> None:
    only_watching = "token" not in frame and watchers.only_watching(client, room)
    seat = watchers.WATCHER if only_watching else room.check_token(frame)
    after = whole(frame, "after", 0, len(room.session.commands))
    try:  # a connection's frames are taken one at a time: it never has two replays under way
        state = await asyncio.get_running_loop().run_in_executor(None, room.past, after)
    except (IllegalCommand, SaveError):
        raise Refused("no_game", "net.no_game", room.code) from None
    view = view_for(state, seat)
    answer = {"type": "past", "code": room.code, "seat": seat, "after": after, "state": encode_view(view),
              "log": encode_entries(view.log)}
    if frame.get("own") is True:  # for its review: the seat's own decisions, nobody else's
        answer["own"] = await asyncio.get_running_loop().run_in_executor(None, room.own_decisions, seat)
    server.send(client, answer)
