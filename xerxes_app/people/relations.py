"""Follows and blocks between accounts, and who is here now: what the server's frames ask
(net/relations.py), decided here over the store (records.PeopleStore); nothing here knows a game
or a connection.

- Following a player puts their open tables first in one's lists and them, with their presence,
  in one's list of people. It is one-sided and never told to the one followed.
- Blocking a player keeps the two apart both ways (Rally the Troops' way): neither is seated at a
  table where the other sits, neither sees the other's tables listed, and their words at a table
  never reach each other (net/lobby.py, net/table_talk.py). It is never told either: to each of the
  two, the other's tables look as tables that filled. Blocking someone one followed ends the follow.
- Presence: an account is here while a connection of it is signed in at any server; each server
  touches its signed-in accounts every TOUCH_EVERY seconds, so an account not touched for
  HERE_WITHIN is away, seen last at that time.
- At most RELATIONS_MOST follows and as many blocks an account: a list, not a directory.
"""

from __future__ import annotations

from .account_names import name_keys
from .accounts import Problem, problem
from .records import BLOCK, FOLLOW, Account, PeopleStore

RELATIONS_MOST = 500
TOUCH_EVERY = 60.0  # seconds between a server's touches of the accounts signed in at it
HERE_WITHIN = 2.5 * TOUCH_EVERY  # seconds since the last touch an account is still here
KINDS = (FOLLOW, BLOCK)


async def relate(store: PeopleStore, account: Account, name: object, kind: str, now: float) -> Account:
    """The account follows or blocks the player called `name`: that player's account."""
    other = await _named(store, name)
    if other.id == account.id:
        raise problem("You cannot follow or block yourself.", "net.not_yourself")
    relations = await store.relations(account.id)
    kept = relations.follows if kind == FOLLOW else relations.blocks
    if other.id not in kept and len(kept) >= RELATIONS_MOST:
        raise problem("You follow or block as many players as you may ({0}).", "net.relations_full", RELATIONS_MOST)
    await store.relate(account.id, other.id, kind, now)
    if kind == BLOCK:
        await store.unrelate(account.id, other.id, FOLLOW)
    return other


async def unrelate(store: PeopleStore, account: Account, name: object, kind: str) -> None:
    other = await _named(store, name)
    await store.unrelate(account.id, other.id, kind)


async def people(store: PeopleStore, account: Account, now: float) -> dict[str, list[dict]]:
    """Whom the account follows, each with their presence, and whom it blocks, each by name."""
    relations = await store.relations(account.id)
    names = await store.names(sorted(relations.follows | relations.blocks))
    seen = await store.seen(sorted(relations.follows))
    following = [{"name": names[other], "here": now - seen.get(other, -HERE_WITHIN) < HERE_WITHIN,
                  "seen": seen.get(other)} for other in relations.follows if other in names]
    blocking = [{"name": names[other]} for other in relations.blocks if other in names]
    return {"following": sorted(following, key=_by_name), "blocking": sorted(blocking, key=_by_name)}


async def _named(store: PeopleStore, name: object) -> Account:
    found = await store.account_named(name_keys(name)) if isinstance(name, str) and 0 < len(name) <= 200 else None
    if found is None:
        raise _no_player(name)
    return found


def _no_player(name: object) -> Problem:
    shown = name.strip()[:40] if isinstance(name, str) else "?"
    return problem("There is no player called {0} on this server.", "net.no_player", shown)


def _by_name(row: dict) -> str:
    return row["name"].casefold()
