"""Screenshots of the screens of people on a server with accounts (issue 56), in English and in
Japanese (`-ja`): Records' Server tab with the leaderboard and the account's own line; the lobby
of a game hosted on that server, each seat's rating beside its name; the account screen, which
opens Friends and blocks (people followed with their presence, people blocked) and Notices of your
turns (by push, a daily digest at 8 in Asia/Tokyo).

The server runs with --accounts and --push on 127.0.0.1 only, in a folder of its own for each
language; its accounts are made by the protocol's own frames, and their rated games counted in
its folder (tools/rated_people.py) while it is stopped for a moment.

    python -m tools.shoot_people DIR
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

import pygame

from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.net.clocks import DAY
from xerxes_app.people.folder_store import FolderStore
from xerxes_app.saving.sessions import Kept, keep_session
from xerxes_app.ui.scenes.account_scene import AccountScene
from .keyplay import Keyboarder
from .rated_people import PASSWORD, rated_games, signed_up
from .shoot_network import _frames_until
from .shots import app_speaking, in_both_languages, save_shot

LOOPBACK = "127.0.0.1"
# E-mail through a relay that is not there: nothing is sent, but the screens offer it.
OPTIONS = ["--accounts", "--push", "--public-url", "https://play.example.org", "--smtp", "127.0.0.1:9", "--smtp-security", "plain",
           "--mail-from", "Xerxes <xerxes@play.example.org>"]
PLAYERS = ("Artemisia", "Bardiya", "Cassandane", "Darius", "Esther", "Farnaz", "Gobryas", "Hydarnes", "Irdabama",
           "Kambiz", "Mardonius", "Otanes", "Parysatis", "Roxana")
ME = "Atossa"


async def _rated(data: Path) -> None:
    """Rated games among the players (the first of each table finishing first), and three of the
    app's account: counted in the server's folder."""
    store = FolderStore(data)
    await store.open()
    tables = [([PLAYERS[(n + k * 3) % len(PLAYERS)] for k in range(3)], 4) for n in range(len(PLAYERS))]
    tables += [(list(PLAYERS[n:n + 4]), 3) for n in range(0, len(PLAYERS) - 3, 2)]
    tables.append(([ME, "Darius", "Roxana"], 3))
    await rated_games(store, tables)
    ids = {account.name: account.id for account in store.accounts.values()}
    await store.touch([ids["Parysatis"]], time.time() - 3 * DAY)  # last seen three days ago
    await store.touch([ids["Roxana"]], time.time() - 2 * 3600)
    await store.close()


def _sat_down(port: int, code: str, seat: int, name: str) -> Connection:
    """A player signed in at another computer, taking a seat of the game: its connection, kept open."""
    connection = Connection(LOOPBACK, port)
    connection.start()
    connection.send({"type": "sign_in", "name": name, "password": PASSWORD})
    connection.send({"type": "join", "code": code, "seat": seat, "name": name})
    return connection


def shoot_people_in(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-people-"))
    data = own / "server"
    server = hosting.start_server(data, port=0, address=LOOPBACK, options=OPTIONS)
    try:
        for number, name in enumerate(PLAYERS):
            signed_up(LOOPBACK, server.port, name, source=f"127.0.0.{2 + number}")  # a computer each
        token = signed_up(LOOPBACK, server.port, ME, email="atossa@example.org")
    finally:
        server.stop()
    asyncio.run(_rated(data))
    server = hosting.start_server(data, port=0, address=LOOPBACK, options=OPTIONS)
    others = []
    try:
        app, clicker, end = app_speaking(language, size, own)
        keep_session(app.keeper.config_dir, Kept(LOOPBACK, server.port, False, ME, token))
        clicker.click("records")
        clicker.click(("tab", "server"))
        records = app.top
        _frames_until(clicker, lambda: records.board is not None and len(records.board.lines()) >= 10)
        save_shot(app, folder, f"people-leaderboard{end}")
        clicker.click("back")
        clicker.frames(3)
        clicker.click("new game")
        clicker.click("host")
        clicker.click(("players", 3))
        clicker.click("elsewhere")
        clicker.type_into("address", LOOPBACK)
        clicker.type_into("port", str(server.port))
        Keyboarder(app).press(pygame.K_RETURN)
        host = app.top
        _frames_until(clicker, lambda: ("account", "account") in host.targets())
        clicker.click(("kind", 2))
        clicker.click(("kind", 2, "open"))
        clicker.click("start")
        lobby = app.top
        _frames_until(clicker, lambda: lobby.link.ready)
        others.append(_sat_down(server.port, lobby.link.code, 1, "Darius"))
        _frames_until(clicker, lambda: len(lobby.seat_rows()) == 3 and "Darius" in lobby.seat_rows()[1])
        save_shot(app, folder, f"people-lobby{end}")
        lobby.link.close()
        app.back_to("title")
        clicker.frames(3)
        clicker.click("account")
        screen = app.top
        _frames_until(clicker, lambda: isinstance(screen, AccountScene) and "friends" in screen.widgets)
        save_shot(app, folder, f"people-account{end}")
        clicker.click("friends")
        friends = app.top
        _frames_until(clicker, lambda: friends.people is not None)
        for kind, ask, name in (("following", "follow", "Darius"), ("following", "follow", "Parysatis"),
                                ("following", "follow", "Roxana"), ("blocking", "block", "Gobryas")):
            clicker.type_into(("name", kind), name)
            clicker.click(ask)
            _frames_until(clicker, lambda: friends.done is None)
        clicker.type_into(("name", "following"), "Xerxes")
        clicker.click("follow")
        _frames_until(clicker, lambda: friends.done is None)  # no such player: said in words
        save_shot(app, folder, f"people-friends{end}")
        clicker.click("back")
        clicker.click("notices")
        notices = app.top
        _frames_until(clicker, lambda: notices.kept is not None)
        clicker.click(("by", "push"))
        clicker.type_into("push", "ntfy+https://ntfy.sh/atossa-turns")
        clicker.click(("digest", "hour"))
        clicker.type_into("zone", "Asia/Tokyo")
        clicker.click("save")
        _frames_until(clicker, lambda: not notices.saving)
        save_shot(app, folder, f"people-notices{end}")
    finally:
        for connection in others:
            connection.close()
        server.stop()


def shoot_people(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_people_in)


if __name__ == "__main__":
    shoot_people(Path(sys.argv[1]))
