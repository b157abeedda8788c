"""Your games follow you (`xerxes-server --accounts`): a seat taken signed in is the account's
(rooms.py `NetSeat.account`: a join, a seat to fill taken over, the creator's own seat named
"mine" at creation: lobby.py), and so is a game watched signed in (`Room.watched_by`). Signed in
on any computer, "my_games" lists them all, as the app's Network games shows them, from the
store, every server's with several; "take_up" takes one of them up on this computer: the seat's
token is handed to this connection, a fresh one, and the old computer's is refused from then on
("net.seat_taken_up"), as the creator's reopen does with a reopened seat's, and any connection
holding the seat lets it go ("replaced"). The seat stays the account's throughout, never open.
A game watched is taken up by watching it again ("watch"). An account sits once a game.
"""

from __future__ import annotations

from typing import Any

from .accounts import mine, within_lists
from .lobby import stored, summary
from .protocol import Refused
from .rooms import Room
from . import seat_events, seats

MOST = 200  # games a list holds at most, the latest played first


def row(game: dict[str, Any], account: str) -> dict[str, Any]:
    """A game of the account's as its list says it (`lobby.summary` is the record)."""
    seat = next((n for n, s in enumerate(game["seats"]) if s["account"] == account), None)
    deciding = game["deciding"]
    return {"code": game["code"], "name": game["name"], "seat": seat, "watching": seat is None,
            "players": [s["name"] for s in game["seats"]], "year": game["year"], "deciding": deciding,
            "turn": seat is not None and deciding == seat and not game["seats"][seat]["stand_in"],
            "over": game["over"], "abandoned": game["abandoned"], "pace": game["pace"], "clock": game["clock"],
            "played": game["since"]}


async def games_of(server, account: str) -> list[dict]:
    """The records of the account's games: those held here as they are now, and the others every
    server's as the database keeps them, or, with the data folder, those archived."""
    here = {room.code: summary(room) for room in server.rooms.values()
            if room.seat_of(account) is not None or account in room.watched_by}
    if server.cluster is None:
        kept = await server.store.archived_of(account, MOST + 1 - len(here))
    else:
        kept = await stored(server, server.store.games_of, account, MOST + 1)
    return list(here.values()) + [game for game in kept if game["code"] not in server.rooms]


async def my_games(server, client, frame: dict) -> None:
    account = await mine(server, client)
    within_lists(server, client)
    games = sorted((row(game, account.id) for game in await games_of(server, account.id)),
                   key=lambda game: -game["played"])
    server.send(client, {"type": "my_games", "games": games[:MOST], "more": len(games) > MOST})


async def take_up(server, client, room: Room, frame: dict) -> None:
    """The account's seat of the game, here now: answered as a join is ("joined", "game"). A game
    it holds no seat of is answered as a code that is no game's (a guess spent)."""
    if client.account is None:
        raise Refused("not_signed_in", "net.not_signed_in")
    seat = room.seat_of(client.account)
    if seat is None:
        server.guesses.spend(client.address)
        raise Refused("no_game", "net.no_game", room.code)
    token = room.take_up(seat)
    for other in room.seats[seat].holders - {client}:  # the seat's person is here now, not there
        seats.let_go(other, room.code, seat)
        server.send(other, {"type": "replaced", "code": room.code, "seat": seat})
    room.seats[seat].holders.clear()
    if not await server.store.keep(room):  # the new token stored before it is given: never refused after
        raise Refused("unavailable", "net.unavailable")
    server.store.told(room)
    await seats.hold(server, client, room, seat, token)
    seat_events.arrived(server, room, seat, new=None)
    server.tell_seats(room)
