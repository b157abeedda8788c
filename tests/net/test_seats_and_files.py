"""The smaller bounds: a connection that stops reading is cut once its queue holds so many bytes
(not so many frames, some of which are large); a file of the data folder that is not a game's
own (a link, a second name, a game under another code's name) is refused with a line naming
it; a seat rejoined with its token leaves the connection that held it before."""

from __future__ import annotations

import json
import os
import shutil

from websockets.sync.client import connect

from xerxes_app.net.guard import Bounds
from xerxes_app.net.protocol import encoded
from xerxes_app.net.server import Client, Server
from xerxes_app.net.store import Store

from .helpers import LOOPBACK, ServerThread, ask

TWO = {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]}


class StalledSocket:
    """A connection whose player has stopped reading: nothing queued for it is ever sent."""

    class Transport:
        aborted = False

        def abort(self) -> None:
            self.aborted = True

    def __init__(self):
        self.transport = self.Transport()


def test_a_connection_that_stops_reading_is_cut_by_the_bytes_waiting_for_it(tmp_path):
    server = Server(tmp_path)
    try:
        client = Client(StalledSocket(), 20, 40, 0.0)
        big = {"type": "past", "log": ["x" * 30_000]}  # a late game's past, some 30 KB
        sent = 0
        while not client.socket.transport.aborted:
            server.send(client, big)
            sent += 1
        size = len(encoded(big))
        assert client.queued <= Bounds().outbox_bytes < client.queued + size
        assert sent == Bounds().outbox_bytes // size + 1 == 35  # where 1,000 frames were once waited for
    finally:
        server.close()


def test_files_that_are_not_a_games_own_are_refused_with_a_line_naming_them(tmp_path, capsys):
    with ServerThread(tmp_path) as server:
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            code, other = ask(socket, TWO)["code"], ask(socket, TWO)["code"]
    games = tmp_path / "games"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    shutil.move(games / f"{other}.json", outside / f"{other}.json")
    (games / "ACDEFHJK.json").write_bytes((games / f"{code}.json").read_bytes())  # a game under another's name
    (games / f"{other}.json").symlink_to(outside / f"{other}.json")  # a link out of the folder
    (games / "CDEFHJKM.json").symlink_to(games / f"{code}.json")  # a link to another game's file
    os.link(outside / f"{other}.json", games / "DEFHJKMN.json")  # a second name of a file elsewhere
    capsys.readouterr()
    store = Store(tmp_path)
    try:
        rooms = store.load_all()
    finally:
        store.close()
    assert set(rooms) == {code}
    said = sorted(capsys.readouterr().err.splitlines())
    assert said == sorted([
        f"xerxes-server: ACDEFHJK.json is not a game it can resume: it holds the game {code}, "
        f"whose file would be {code}.json",
        f"xerxes-server: {other}.json is not a game it can resume: it is a link (to {outside / f'{other}.json'}), "
        "and a game is read only from its own file",
        f"xerxes-server: CDEFHJKM.json is not a game it can resume: it is a link (to {games / f'{code}.json'}), "
        "and a game is read only from its own file",
        "xerxes-server: DEFHJKMN.json is not a game it can resume: the file has another name too (a hard link), "
        "and a game is read only from its own file"])


def test_a_seat_rejoined_with_its_token_leaves_the_connection_that_held_it(tmp_path, store):
    with ServerThread(tmp_path, **store) as server:
        with connect(f"ws://{LOOPBACK}:{server.port}") as first, connect(f"ws://{LOOPBACK}:{server.port}") as second:
            first.send(json.dumps(TWO))
            frames = [json.loads(first.recv(5)) for _ in range(6)]  # created, joined and game twice, seats
            code = frames[0]["code"]
            tokens = {f["seat"]: f["token"] for f in frames if f["type"] == "joined"}
            second.send(json.dumps({"type": "join", "code": code, "seat": 1, "token": tokens[1]}))
            assert [json.loads(second.recv(5))["type"] for _ in range(3)] == ["joined", "game", "seats"]
            told = [json.loads(first.recv(5)) for _ in range(2)]
            assert told == [{"type": "replaced", "code": code, "seat": 1},
                            {"type": "seats", "code": code, "seats": told[1]["seats"]}]
            assert all(row["present"] for row in told[1]["seats"])
            holders = server.call(lambda: [len(net.holders) for net in server.server.rooms[code].seats])
            assert holders == [1, 1]
            assert server.call(lambda: [sorted(c.seats) for c in server.server.clients if c.seats]) in (
                [[(code, 0)], [(code, 1)]], [[(code, 1)], [(code, 0)]])


def test_a_connection_forgets_a_seat_taken_up_elsewhere():
    from xerxes_app.net.client import Connection

    connection = Connection(LOOPBACK, 1)
    connection._learn({"type": "joined", "code": "ACDEFHJK", "seat": 1, "token": "t"})
    assert connection.tokens == {("ACDEFHJK", 1): "t"}
    connection._learn({"type": "replaced", "code": "ACDEFHJK", "seat": 1})
    assert connection.tokens == {}
