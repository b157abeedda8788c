"""Play now (`xerxes-server --accounts`): a seat at an open table that fits, or a table of one's
own, opened and listed for others to come to.

    {"type": "play_now", "players": 2, "pace": "table", "clock": "none", "language": "en", "name": "Bo"}

"players", "clock" and "language" are optional (any); "pace" is "table" unless said; "name" is a
guest's, a signed-in player sits under their account's. The open tables that fit and that the
player may see (lobby.py: none a block keeps them from, none they sit at, none for signed-in
players only unless signed in) are tried in the lists' order, the tables of people they follow
first, then those waiting longest: the first free seat of the first is taken, answered as a
join is ("joined", "game"). A table held by another server of several is joined there, the join
forwarded (cluster.py): if its seat was taken meanwhile, that join is refused ("no_seat") and
the player asks again. With none that fits, a table is opened ("created", "joined", "game"):
their seat, and the others open (two players unless said), with the pace and clock asked for
(none said: no clock), listed, in the language asked for (English unless said), made as any game
is (its budget spent).
"""

from __future__ import annotations

from .accounts import people_of
from .clocks import NO_CLOCK, TABLE
from .lobby import OPEN, fitting
from .protocol import Refused, encode
from . import games, seats

PLAYERS = (2, 3, 4)


async def play_now(server, client, frame: dict) -> None:
    people_of(server)
    players, pace = frame.get("players"), frame.get("pace", TABLE)
    if players not in (None, *PLAYERS) or isinstance(players, bool):
        raise Refused("malformed", "net.malformed", "players must be 2, 3 or 4")
    asked = {"pace": pace, "clock": frame.get("clock"), "language": frame.get("language"), "players": players}
    _, rows = await fitting(server, client, OPEN, asked)
    for row in rows:
        if row["signed_in_only"] and client.account is None:
            continue
        seat = next(number for number, seat in enumerate(row["seats"]) if seat["free"])
        join = {"type": "join", "code": row["code"], "seat": seat, "name": frame.get("name")}
        if server.cluster is not None and await server.cluster.forwarded(client, join, encode(join)):
            return  # its holder answers, as a join
        room = server.rooms.get(row["code"])
        if room is None:
            continue  # finished or removed meanwhile
        try:
            await seats.join(server, client, room, join)
            return
        except Refused as refused:
            if refused.kind != "no_seat":  # a table taken meanwhile is passed over; else say why
                raise
    n = players or 2
    name = client.account_name or frame.get("name")
    await games.create(server, client, {
        "type": "create", "name": None, "pace": pace, "clock": frame.get("clock", NO_CLOCK), "listed": True,
        "language": frame.get("language"), "mine": 0 if client.account is not None else None,
        "seats": [{"name": name, "kind": "human"}] + [{"name": f"Player {seat}", "kind": "open"}
                                                       for seat in range(2, n + 1)]})
