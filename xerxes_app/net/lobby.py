"""Open tables and seats to fill (`xerxes-server --accounts`): a game its host listed, found by
anyone on the server without knowing its code beforehand, and who may sit where.

A host lists a game at its creation ("listed": true, or later by "listing" with the creator
token), says in which language it is played, and may ask for signed-in players only. A listed
game is an **open table** while it has not started and has a seat free, and a game with **seats
to fill** once under way with a seat whose person gave it up, or whose clock ran out and a
computer plays it (rooms.py `takeable`: a newcomer takes it over, the absent person loses it).
A game never listed is never in a list, however many seats it has open: its code stays its
people's.

Each list is one public record a game (`summary`), kept with the game in the database (its
`summary`, `lobby` and `accounts` columns, pg_store.py), so that any server of several lists them
all, or read from the games served here with the data folder. A viewer's row (`shown`) leaves
the accounts out and says who sits, whether signed in, and which of them the viewer follows;
their tables come first. A table where someone sits whom a block keeps apart from the viewer
(relations.py), either way, is left out of every list the viewer asks for, and looks to them as
a table whose seats are all taken: its free seats are shown taken (rooms.py `seat_rows`), and a
join of one is refused as a taken seat's is ("net.no_seat"), so that nothing the viewer sees
tells a block from a table that filled (only another account could: the limit of every block).

Bounds: a list answers PAGE rows a page, out of CANDIDATES at most; lists from one address are
budgeted (accounts.LISTS), and so are the seats taken at listed tables (accounts.SEATINGS).
"""

from __future__ import annotations

from typing import Any, Callable

from .accounts import people_of, within_lists
from .clocks import CLOCKS
from .protocol import Refused, whole
from .rated_games import load_ratings
from .relations import Viewer, viewer
from .rooms import LANGUAGES, Room

OPEN, FILL = "open", "fill"  # the two lists: open tables, and games with seats to fill
PAGE = 20  # rows a page
CANDIDATES = 500  # games a list is made from at most
# What a list row says of each seat; a seat an account holds says its rating too (rated_games.py).
SEAT_FIELDS = ("name", "kind", "open", "free", "present", "stand_in", "signed_in", "former")


def kind(room: Room) -> str | None:
    """Which list the game is on now, if any."""
    if not room.listed or room.over or not any(room.takeable(seat) for seat in range(len(room.seats))):
        return None
    return FILL if room.clocks.started else OPEN


def summary(room: Room) -> dict[str, Any]:
    """The game's public record for the lists, its accounts with it (never sent: `shown`)."""
    state = room.session.state
    seats = [{**row, "account": net.account} for row, net in zip(room.seat_rows(), room.seats)]
    return {"code": room.code, "name": room.name, "made": room.made or 0.0, "since": room.clocks.since,
            "pace": room.clocks.pace, "clock": room.clocks.clock, "language": room.language,
            "signed_in_only": room.signed_in_only,
            # Whether its end can count for ratings: only signed-in people may sit, no computer, and
            # no seat already held without an account (a guest who made it, say).
            "rated": (room.signed_in_only and all(seat.is_human for seat in room.session.seats)
                      and all(net.account is not None for net in room.seats if not net.open)),
            "started": room.clocks.started, "over": room.over, "abandoned": room.ending.abandoned is not None,
            "year": state.year, "deciding": room.deciding(), "seats": seats, "watched_by": list(room.watched_by)}


def accounts(room: Room) -> list[str]:
    """The accounts a game is one of the games of: its seats' and its signed-in watchers'."""
    return sorted({net.account for net in room.seats if net.account is not None} | set(room.watched_by))


def _seated(row: dict) -> set[str]:
    return {seat["account"] for seat in row["seats"] if seat["account"] is not None and not seat["open"]}


def shown(row: dict, looking: Viewer, rating: Callable[[str], dict]) -> dict[str, Any]:
    """A list's row as `looking` reads it, each account's seat with its `rating`."""
    seats = [{**{key: seat[key] for key in SEAT_FIELDS}, "followed": seat["account"] in looking.follows,
              **(rating(seat["account"]) if seat["account"] else {})}
             for seat in row["seats"]]
    return {**{key: row[key] for key in ("code", "name", "pace", "clock", "language", "rated", "signed_in_only",
                                         "started", "year")},
            "players": len(seats), "free": sum(seat["free"] for seat in seats), "seats": seats,
            "followed": any(seat["followed"] for seat in seats)}


def _fits(row: dict, looking: Viewer, frame: dict) -> bool:
    seated = _seated(row)
    return (not seated & looking.apart and looking.account not in seated
            and all(frame.get(key) in (None, row[key]) for key in ("pace", "clock", "language"))
            and frame.get("players") in (None, len(row["seats"])))


def _filters(frame: dict) -> None:
    clocks = {clock for paces in CLOCKS.values() for clock in paces}
    if not all(frame.get(key) is None or (isinstance(frame[key], str) and frame[key] in among)
               for key, among in (("pace", CLOCKS), ("clock", clocks), ("language", LANGUAGES))) \
            or frame.get("players") not in (None, 2, 3, 4) or isinstance(frame.get("players"), bool):
        raise Refused("malformed", "net.malformed", "pace, clock, language and players must be among the game's own")


async def candidates(server, wanted: str) -> list[dict]:
    """The games on the list `wanted` (OPEN or FILL), waiting longest first: with several servers,
    every server's, as the database keeps them, and those held here as they are now."""
    rows = {} if server.cluster is None else {row["code"]: row for row in await stored(server, server.store.lobby,
                                                                                     wanted, CANDIDATES)}
    for code, room in server.rooms.items():
        if kind(room) == wanted:
            rows[code] = summary(room)
        else:
            rows.pop(code, None)
    return sorted(rows.values(), key=lambda row: row["made"])[:CANDIDATES]


async def stored(server, ask, *args) -> list[dict]:
    """The records the database answers `ask(*args)` with; refused in words while it is away."""
    try:
        return await ask(*args)
    except Exception as error:
        server.summary.note("database not answering", str(error)[:300])
        raise Refused("unavailable", "net.unavailable") from None


async def fitting(server, client, wanted: str, frame: dict) -> tuple[Viewer, list[dict]]:
    """The viewer, and the games of the list `wanted` that fit the frame's filters and that they
    may see, the tables of people they follow first."""
    _filters(frame)
    looking = await viewer(server, client)
    rows = [row for row in await candidates(server, wanted) if _fits(row, looking, frame)]
    rows.sort(key=lambda row: not _seated(row) & looking.follows)  # stable: waiting longest first within each
    return looking, rows


async def tables(server, client, frame: dict) -> None:
    """The open tables ("tables"), or the games under way with a seat to fill ("seats_to_fill"), a page."""
    people_of(server)
    within_lists(server, client)
    page = whole(frame, "page", 0, CANDIDATES // PAGE) if "page" in frame else 0
    looking, rows = await fitting(server, client, OPEN if frame["type"] == "tables" else FILL, frame)
    shown_rows = rows[page * PAGE:(page + 1) * PAGE]
    await load_ratings(server, [seat["account"] for row in shown_rows for seat in row["seats"] if seat["account"]])
    server.send(client, {"type": frame["type"], "page": page, "more": len(rows) > (page + 1) * PAGE,
                         "tables": [shown(row, looking, server.rating_shown) for row in shown_rows]})


def chosen(server, client, room: Room, frame: dict) -> None:
    """A "create" frame's listing: "listed", "signed_in_only", "language", and "mine", the seat
    of its creator's own (a "human" seat), which is then their account's and bears its name."""
    listed, only, language, mine = (frame.get(key) for key in ("listed", "signed_in_only", "language", "mine"))
    if not all(value is None or isinstance(value, bool) for value in (listed, only)) or not (
            language is None or (isinstance(language, str) and language in LANGUAGES)):
        raise Refused("malformed", "net.malformed", "listed and signed_in_only are true or false, language en or ja")
    if (listed or only or mine is not None) and server.people is None:
        raise Refused("no_accounts", "net.no_accounts")
    room.listed, room.signed_in_only, room.language = listed is True, only is True, language or "en"
    if mine is not None:
        if type(mine) is not int or not 0 <= mine < len(room.seats) or room.seats[mine].token_hash is None:
            raise Refused("malformed", "net.malformed", "mine must be the number of one of its creator's seats")
        if client.account is None:
            raise Refused("not_signed_in", "net.not_signed_in")
        room.seats[mine].account = client.account
        room.session.seats[mine].name = client.account_name


async def listing(server, client, room: Room, frame: dict) -> None:
    """The creator lists the game, or lists it no more: answered "listing"."""
    room.check_creator(frame, "net.not_creator_listing")
    listed = frame.get("listed")
    if not isinstance(listed, bool):
        raise Refused("malformed", "net.malformed", "listed is true or false")
    if listed and server.people is None:
        raise Refused("no_accounts", "net.no_accounts")
    room.listed = listed
    if not await server.store.keep(room):  # in the lists of every server before it is said so
        raise Refused("unavailable", "net.unavailable")
    server.store.told(room)
    server.send(client, {"type": "listing", "code": room.code, "listed": listed})


async def may_sit(server, client, room: Room, seat: int) -> None:
    """Whether the connection may take the seat as a newcomer, else refused in words: at a table
    for signed-in players only, it must be signed in; an account sits once a game; nobody sits
    where a block keeps them apart from someone seated, and that is refused as a taken seat is.
    A seat at a listed table spends the address's budget of seatings."""
    if room.signed_in_only and client.account is None:
        raise Refused("signed_in_only", "net.signed_in_only")
    if room.seat_of(client.account) is not None:
        raise Refused("one_seat", "net.one_seat")
    if room.listed and server.people is not None:  # spent first: a block costs what a taken seat costs
        budget = people_of(server).seatings
        if not budget.allows(client.address):
            raise Refused("seatings", "net.seatings", budget.wait(client.address))
        budget.spend(client.address)
    if client.account is not None and room.apart_from((await viewer(server, client)).apart):
        raise Refused("no_seat", "net.no_seat", seat)
