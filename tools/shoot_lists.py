"""Screenshots of a server's lists (issue 56), in English and in Japanese (`-ja`): Open tables
from Join, its open tables and seats to fill with who sits there and their ratings; the table
Play now seats one at, among two strangers; Host served by that server, the table listed for
signed-in players only; and Network games with a game of the account's that this computer does not
hold yet.

The server runs with --accounts on 127.0.0.1 only, in a folder of its own for each language; the
strangers are other computers' connections, each signed in to an account of its own.

    python -m tools.shoot_lists DIR
"""

from __future__ import annotations

import contextlib
import json
import sys
import tempfile
from pathlib import Path

import pygame
from websockets.sync.client import connect

from xerxes_app.net import hosting
from xerxes_app.ui.scenes.network_games import NetworkGames
from xerxes_app.ui.scenes.open_tables import OpenTables
from .keyplay import Keyboarder
from .shoot_accounts import LOOPBACK, PASSWORD, _game, _type
from .shoot_network import _frames_until
from .shots import app_speaking, in_both_languages, save_shot

ANSWER = 30  # seconds a stranger waits for a frame: each wait ends on its frame


class Stranger:
    """Another computer's connection, signed in to an account of its own (`account`), or a guest's
    (the server takes five accounts made an hour from one address)."""

    def __init__(self, stack: contextlib.ExitStack, port: int, name: str, account: str | None = "new"):
        self.socket = stack.enter_context(connect(f"ws://{LOOPBACK}:{port}"))
        self.name, self.account = name, account
        if account is not None:
            self.ask({"type": "sign_up" if account == "new" else "sign_in", "name": name, "password": PASSWORD}, "signed_in")

    def ask(self, frame: dict, wanted: str) -> dict:
        self.socket.send(json.dumps(frame))
        while True:
            got = json.loads(self.socket.recv(ANSWER))
            if got["type"] in (wanted, "refused"):
                if got["type"] == "refused":
                    raise RuntimeError(f"the server refused {frame['type']}: {got}")
                return got

    def lists(self, name: str, players: int, **options) -> str:
        seats = [{"name": self.name, "kind": "human"}] + [{"name": f"Player {n}", "kind": "open"} for n in range(2, players + 1)]
        return self.ask({"type": "create", "seats": seats, "arranged": True, "listed": True, "name": name,
                         **({"mine": 0} if self.account else {}), **options}, "created")["code"]

    def sits(self, code: str, seat: int) -> dict:
        return self.ask({"type": "join", "code": code, "seat": seat, "name": self.name}, "joined")


def shoot_lists_in(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-lists-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK, options=["--accounts"])
    port = server.port
    code, other = _game(port)
    try:
        with contextlib.ExitStack() as stack:
            atossa, cyrus, roxana = (Stranger(stack, port, name) for name in ("Atossa", "Cyrus", "Roxana"))
            xerxes, parysatis, darius = (Stranger(stack, port, name, None) for name in ("Xerxes", "Parysatis", "Darius"))
            atossa.lists("Atossa's evening", 2, pace="day", clock="1d", away_days=7, language="en")
            darius.lists("Darius's table", 4, signed_in_only=True, language="ja")
            three = cyrus.lists("Cyrus's quick game", 3, clock="5m")
            filled = roxana.lists("Roxana's Tuesday game", 3, pace="day", clock="3d", away_days=7)
            xerxes.sits(filled, 1)
            given = parysatis.sits(filled, 2)
            parysatis.ask({"type": "give_up", "code": filled, "seat": 2, "token": given["token"]}, "given_up")
            app, clicker, end = app_speaking(language, size, own)
            clicker.find_game(port, code)  # the server used here, an account made on it
            join = app.top
            _frames_until(clicker, lambda: ("account", "create") in join.targets())
            clicker.click(("account", "create"))
            _type(clicker, name="Bardiya", password=PASSWORD, again=PASSWORD)
            clicker.click("submit")
            _frames_until(clicker, lambda: app.top is join and join.account.name == "Bardiya")
            app.back_to("title")
            clicker.frames(3)
            clicker.click("join")
            clicker.click("tables")
            screen = app.top
            assert isinstance(screen, OpenTables)
            _frames_until(clicker, lambda: ("seats_to_fill", 0) in screen.targets() and ("tables", 2) in screen.targets()
                          and screen.message.startswith(("Signed", "Bardiya")))
            save_shot(app, folder, f"lists-open-tables{end}")
            # Play now for three: Cyrus's table, where Atossa sits already.
            atossa.sits(three, 1)
            clicker.click(("players", 3))
            clicker.click("refresh")
            clicker.click("play now")
            _frames_until(clicker, lambda: hasattr(app.top, "play") or getattr(app.top, "link", None) is None, seconds=60)
            clicker.frames(20)
            save_shot(app, folder, f"lists-play-now{end}")
            app.top.play.link.close() if hasattr(app.top, "play") else None
            # The account's game played at another computer: Network games offers it here.
            elsewhere = Stranger(stack, port, "Bardiya", "kept")
            elsewhere.sits(filled, 2)
            app.back_to("title")
            clicker.frames(3)
            clicker.click("join")
            clicker.click("games")
            games = app.top
            assert isinstance(games, NetworkGames)
            _frames_until(clicker, lambda: games.others != [])
            save_shot(app, folder, f"lists-network-games{end}")
            app.back_to("title")
            clicker.frames(3)
            clicker.click("new game")
            clicker.click("host")
            clicker.click(("players", 4))
            clicker.click("elsewhere")
            clicker.type_into("address", LOOPBACK)
            clicker.type_into("port", str(port))
            Keyboarder(app).press(pygame.K_RETURN)  # the server typed: its accounts asked about, its listing offered
            host = app.top
            _frames_until(clicker, lambda: ("listing", "list table") in host.targets() and ("account", "account") in host.targets())
            clicker.click(("listing", "list table"))
            clicker.click(("listing", "signed in only"))
            clicker.click(("pace", "day"))
            clicker.click(("clock", "1d"))  # every row the form has: the away days too
            save_shot(app, folder, f"lists-host{end}")
    finally:
        other.close()
        server.stop()


def shoot_lists(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_lists_in)


if __name__ == "__main__":
    shoot_lists(Path(sys.argv[1]))
