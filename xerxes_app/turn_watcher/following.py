"""The player's network games followed by the watcher: the unfinished games of the tickets
joined at this computer (a game hosted here is served only while the app runs), each server on
one connection sending one "follow" frame (net/turns.py) that names every seat of this computer
there. The connection sleeps until the server says something; when it drops, it is made again,
after a wait that doubles up to LONGEST_WAIT, and follows again.

A turn is told when a seat's summary says it decides and the watcher knew it not to: at the
start, what it knows is what the ticket says, how the game stood when the app last showed it (a
turn the app showed already is not news); then each summary, a reconnection's too (a turn begun
while the connection was down is news). Coming back after the app closed, it knows nothing at
first: the app followed every game until then and told their turns itself, so the first summary
of each seat is not news. A game unknown to its server, or
over, is followed no further; a server with nothing left to follow is let go of.
"""

from __future__ import annotations

import asyncio
import json
import random
import ssl
from dataclasses import dataclass

from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from ..net.protocol import CLIENT_MAX_FRAME, MAX_FOLLOWED
from ..saving.tickets import JOINED, Ticket

Server = tuple[str, int, bool]  # its address (any case), port and TLS
FIRST_WAIT, LONGEST_WAIT = 1.0, 300.0  # seconds between tries: the watcher is never in a hurry
OPEN_SECONDS = 20.0


@dataclass
class Seat:
    code: str
    seat: int
    token: str
    names: tuple[str, ...]
    title: str  # the game's name, or its code (saving/tickets.py)
    deciding: bool | None  # whether it is this seat's turn, as the watcher knows it; None: not known


def seats_by_server(tickets: list[Ticket], after_the_app: bool = False) -> dict[Server, list[Seat]]:
    """The seats to follow on each server; `after_the_app`: just after the app closed."""
    found: dict[Server, list[Seat]] = {}
    for ticket in tickets:
        if ticket.role != JOINED or ticket.over:
            continue
        seats = found.setdefault((ticket.address.lower(), ticket.port, ticket.tls), [])
        seats += [Seat(ticket.code, seat, token, ticket.names, ticket.title,
                       None if after_the_app else ticket.turn == seat) for seat, token in sorted(ticket.tokens.items())]
    return {server: seats[:MAX_FOLLOWED] for server, seats in found.items()}


class ServerFollower:
    """One server's connection, for as long as it has seats to follow."""

    def __init__(self, server: Server, seats: list[Seat], tell):
        self.server, self.tell = server, tell  # tell(seat): a turn began, awaited
        self.seats = {(seat.code, seat.seat): seat for seat in seats}

    def frame(self) -> dict:
        return {"type": "follow", "games": [{"code": seat.code, "seat": seat.seat, "token": seat.token}
                                            for seat in self.seats.values()]}

    async def run(self) -> None:
        address, port, tls = self.server
        host = f"[{address}]" if ":" in address else address
        uri = f"{'wss' if tls else 'ws'}://{host}:{port}"
        failures = 0
        while self.seats:
            try:
                async with connect(uri, ssl=ssl.create_default_context() if tls else None, max_size=CLIENT_MAX_FRAME,
                                   open_timeout=OPEN_SECONDS, compression=None) as socket:
                    failures = 0
                    await socket.send(json.dumps(self.frame()))
                    async for message in socket:
                        await self.take(message)
                        if not self.seats:
                            return
            except (OSError, WebSocketException, asyncio.TimeoutError):
                pass
            failures += 1
            await asyncio.sleep(min(LONGEST_WAIT, FIRST_WAIT * 2 ** failures) * random.uniform(0.5, 1.0))

    async def take(self, message) -> None:
        try:
            frame = json.loads(message)
        except ValueError:
            return
        games = frame.get("games") if isinstance(frame, dict) and frame.get("type") == "turns" else None
        for entry in games if isinstance(games, list) else ():
            if not isinstance(entry, dict):
                continue
            seat = self.seats.get((entry.get("code"), entry.get("seat")))
            if seat is None:
                continue
            if entry.get("known") is not True or entry.get("over") is True:
                del self.seats[seat.code, seat.seat]  # gone from its server, or finished: nothing more to tell
                continue
            deciding = entry.get("turn") is True
            if deciding and seat.deciding is False:
                await self.tell(seat)
            seat.deciding = deciding
