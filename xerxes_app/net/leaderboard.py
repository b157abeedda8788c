"""The leaderboard of a server with accounts (people/ratings.py: the ratings no longer
provisional, best first), a page at a time, with the asker's own rating and place:

    {"type": "leaderboard", "from": 0}
    → {"type": "leaderboard", "from": 0, "total": 132, "rows": [{"place": 1, "name": "Ann",
       "rating": 1687, "games": 41}, ...], "mine": {"rating": 1512, "provisional": true, "games": 4,
       "place": null} | null}

At most PAGE rows; "from" is the row to begin with (0 the best). "mine" is the connection's own
account's, signed in, and null otherwise. Names only, never an account's id. Asked for as often
as the other lists from one address (refused "lists" past it: accounts.py `within_lists`)."""

from __future__ import annotations

from ..people.ratings import Rating
from .accounts import people_of, within_lists
from .protocol import whole

PAGE = 50


async def answer(server, client, frame: dict) -> None:
    people = people_of(server)
    within_lists(server, client)  # a list, bounded per address as the tables' are (lobby.py)
    start = whole(frame, "from", 0, 1 << 20) if "from" in frame else 0
    rows, total = await people.store.leaderboard(start, PAGE)
    mine = None
    if client.account is not None and await people.accounts.signed_in(client.session) is not None:
        rating = (await people.store.ratings([client.account])).get(client.account, Rating())
        mine = {"rating": rating.shown, "provisional": rating.provisional, "games": rating.games,
                "place": await people.store.place(client.account)}
    server.send(client, {"type": "leaderboard", "from": start, "total": total, "mine": mine,
                         "rows": [{"place": start + number, "name": name, "rating": rating.shown, "games": rating.games}
                                  for number, (_, name, rating) in enumerate(rows, 1)]})
