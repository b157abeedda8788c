"""Players signed in to their accounts at a server with accounts, and the games they take seats
in, for the tests of ratings and notices: each player a computer of its own (a Player), its
account made by the protocol's own frames."""

from __future__ import annotations

import asyncio

from .helpers import Player, ServerThread, wait_for
from .test_accounts import FAST_HASH, PASSWORD


def accounts_server(tmp_path, store: dict, **options) -> ServerThread:
    return ServerThread(tmp_path, accounts=True, hashing=FAST_HASH, rate=1000.0, burst=1000, **store, **options)


def answer(player: Player, kinds: tuple[str, ...], since: int = 0) -> dict:
    """The first frame of one of `kinds` the player received after its `since`-th."""
    wait_for(lambda: any(frame["type"] in kinds for frame in player.frames[since:]), also=player.read)
    return next(frame for frame in player.frames[since:] if frame["type"] in kinds)


def ask(player: Player, frame: dict, kinds: tuple[str, ...]) -> dict:
    player.read()
    since = len(player.frames)
    player.connection.send(frame)
    return answer(player, kinds + ("refused",), since)


def signed_up(server: ServerThread, seed: int, name: str, email: str | None = None, language: str = "en") -> Player:
    """A player at a computer of its own, signed up (and so signed in) as `name`."""
    player = Player(server.port, seed)
    frame = {"type": "sign_up", "name": name, "password": PASSWORD, "language": language,
             **({"email": email} if email else {})}
    assert ask(player, frame, ("signed_in",))["type"] == "signed_in"
    return player


def game_of(server: ServerThread, players: list[Player | None], name: str = "Sardis", **options) -> str:
    """An anonymous host makes a game whose seats are the players' (open, taken by each in turn)
    or a Normal computer's (None), and leaves; its code once every player sits."""
    host = Player(server.port, 99)
    seats = [{"name": f"Seat {n + 1}", "kind": "open" if player else "normal"} for n, player in enumerate(players)]
    created = ask(host, {"type": "create", "seats": seats, "arranged": True, "name": name, **options}, ("created",))
    code = created["code"]
    host.close()
    for seat, player in enumerate(players):
        if player is not None:
            player.join(code, seat, f"Player {seat + 1}")
            wait_for(lambda: player.game.ready, also=player.read)
    return code


def on_loop(server: ServerThread, work):
    """Run the coroutine `work` on the server's loop, and return its result."""
    return asyncio.run_coroutine_threadsafe(work, server.loop).result(30)
