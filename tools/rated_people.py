"""Accounts with ratings on a server, for the screenshots and the tests of the screens of people
(issue 56): accounts made by the protocol's own `sign_up`, and rated games among them counted in
the server's store as a finished game's end is (people/ratings.py), so that a leaderboard and
the ratings beside the names have something to show without playing the games."""

from __future__ import annotations

import json

from websockets.sync.client import connect

from xerxes_app.people.ratings import FINISHED, FinishedGame, RatedSeat, rate

PASSWORD = "Persepolis-by-night"


def signed_up(address: str, port: int, name: str, email: str | None = None, source: str | None = None) -> str:
    """An account made by another computer's app: its session's token. `source`: the address it
    comes from (127.0.0.N on Linux's loopback), as the server bounds sign-ups per address."""
    with connect(f"ws://{address}:{port}", source_address=(source, 0) if source else None) as socket:
        socket.send(json.dumps({"type": "sign_up", "name": name, "password": PASSWORD} | ({"email": email} if email else {})))
        answer = json.loads(socket.recv(30))
        assert answer["type"] == "signed_in", answer
        return answer["session"]


async def rated_games(store, tables: list[tuple[list[str], int]]) -> None:
    """Each table's names (in the order they finished) playing so many rated games to their end,
    counted in `store`, a folder's (people/folder_store.py: the server's, or one opened while no
    server runs)."""
    ids = {account.name: account.id for account in store.accounts.values()}
    number = len(store.counted)
    for names, games in tables:
        for _ in range(games):
            number += 1
            seats = tuple(RatedSeat(ids[name], place, 5) for place, name in enumerate(names, 1))
            await store.count_game(FinishedGame(f"game-{number}", FINISHED, seats), rate)
