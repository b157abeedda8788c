"""The server's part of follows and blocks (`xerxes-server --accounts`): the frames that follow,
unfollow, block and unblock a player by name and list them (people/relations.py decides), and
what a connection is to the others (`viewer`): whom its account follows, from whom a block keeps
it apart. The lists, the joins and the words at a table read it (lobby.py, table_talk.py).

A connection keeps what it last learnt of its account's blocks (`client.apart`), asked of the
store again at each list, look, join, watch and Play now it sends: a block made at another
server, or by the other player, counts from its next such request."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from ..people.accounts import Problem
from ..people.records import BLOCK, FOLLOW, Relations
from ..people import relations
from .accounts import mine, people_of, refused_for, within_lists
from .protocol import Refused


@dataclass(frozen=True)
class Viewer:
    """Who asks: their account (None: not signed in), whom it follows, whom it is kept apart from."""
    account: str | None = None
    follows: frozenset[str] = frozenset()
    apart: frozenset[str] = frozenset()


async def viewer(server, client) -> Viewer:
    """The connection's account and relations, as the store has them now."""
    if client.account is None or server.people is None:
        client.apart = frozenset()
        return Viewer()
    try:
        known: Relations = await server.people.store.relations(client.account)
    except Exception as error:  # the database away: refused in words, never a list that would show a block
        server.summary.note("database not answering", str(error)[:300])
        raise Refused("unavailable", "net.unavailable") from None
    client.apart = known.apart
    return Viewer(client.account, known.follows, known.apart)


async def _changed(server, client, frame: dict, kind: str, made: bool) -> None:
    """Follow or block (`kind`) the player the frame names, or (`made` False) no more: answered "people"."""
    store = people_of(server).store
    account = await mine(server, client)
    within_lists(server, client)
    try:
        if made:
            await relations.relate(store, account, frame.get("name"), kind, server.wall())
        else:
            await relations.unrelate(store, account, frame.get("name"), kind)
    except Problem as problem:
        raise refused_for(problem) from None
    await viewer(server, client)  # its own blocks, at once, for what it is sent next
    await _listed(server, client, account)


async def people(server, client, frame: dict) -> None:
    account = await mine(server, client)
    within_lists(server, client)
    await _listed(server, client, account)


async def _listed(server, client, account) -> None:
    server.send(client, {"type": "people", **await relations.people(server.people.store, account, server.wall())})


HANDLERS = {"follow_player": partial(_changed, kind=FOLLOW, made=True),
            "unfollow_player": partial(_changed, kind=FOLLOW, made=False),
            "block_player": partial(_changed, kind=BLOCK, made=True),
            "unblock_player": partial(_changed, kind=BLOCK, made=False), "people": people}
