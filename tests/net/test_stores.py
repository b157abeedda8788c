"""The server's two stores, the data folder and PostgreSQL, tried alike (the `store` fixture):
every command a player was told of is kept, and a server started anew goes on with the game;
finished games removed after their days, idle ones archived and back when asked for. Then PostgreSQL's own: a database it cannot use is refused in one line, and a server that lost
its lease writes nothing more (fencing)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
import time

import asyncpg

from xerxes_app.net.guard import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.pg_store import APPLICATION, MIGRATIONS, SCHEMA, PostgresStore
from xerxes_app.net.rooms import Room

from .helpers import LOOPBACK, FakeClock, Player, ServerThread, play_until_over, replayed, wait_for
from .test_network_games import FAST, start_game
from .test_resume import commands_seen


def query(url: str, sql: str, *args):
    async def run():
        connection = await asyncpg.connect(url)
        try:
            return await connection.fetch(sql, *args) if args or sql.startswith("SELECT") else await connection.execute(sql)
        finally:
            await connection.close()

    return asyncio.run(run())


def stored(folder, store: dict, code: str) -> dict:
    """The game as its store holds it."""
    if not store:
        return json.loads((folder / "games" / f"{code}.json").read_text())
    return json.loads(query(store["database"], "SELECT document FROM xerxes_games WHERE code = $1", code)[0][0])


def test_every_command_told_is_kept_and_a_new_server_goes_on_with_the_game(tmp_path, store):
    with ServerThread(tmp_path, **FAST, **store) as server:
        players, code = start_game(server, ["human", "open", "open"], seed=41)
        wait_for(lambda: commands_seen(players) >= 20, also=lambda: [p.step() for p in players])
        port = server.port
    told = max(len(p.game.commands) for p in players)
    before = stored(tmp_path, store, code)["table"]["commands"]
    assert len(before) >= told >= 20
    with ServerThread(tmp_path, port=port, **FAST, **store) as server:  # the players rejoin by themselves
        play_until_over(players, seconds=90)
        assert server.server.crashes == 0
    for player in players:
        player.close()
    data = stored(tmp_path, store, code)
    assert data["table"]["commands"][: len(before)] == before
    alone = replayed(data)
    assert alone.state.is_over and alone.to_json()["state"] == data["state"]
    if store:  # each command was stored beside the state it made, in the order played
        moves = query(store["database"], "SELECT change FROM xerxes_moves WHERE code = $1 ORDER BY id", code)
        assert [json.loads(row[0]) for row in moves] == data["table"]["commands"]


def test_finished_games_are_removed_after_their_days_and_idle_ones_archived_and_back_when_asked(tmp_path, store):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, keep_finished=30 * DAY, archive_idle=60 * DAY, **FAST, **store) as server:
        idle_players, idle = start_game(server, ["human", "open"], seed=81)
        wait_for(lambda: commands_seen(idle_players) >= 6, also=lambda: [p.step() for p in idle_players])
        commands_seen(idle_players)
        token = idle_players[0].game.tokens[0]
        wall.advance(DAY)
        over_players, over = start_game(server, ["human", "open"], seed=82)
        play_until_over(over_players, seconds=60)
        for player in idle_players + over_players:
            player.close()
        wait_for(lambda: server.call(lambda: not any(net.holders for code in (idle, over)
                                                      for net in server.server.rooms[code].seats)))
        kept = server.snapshot(idle)
        wall.advance(29 * DAY)  # the finished game's 30 days are not yet over
        server.call(server.server.tidy)
        assert server.call(lambda: {idle, over} <= set(server.server.rooms))
        wall.advance(2 * DAY)
        server.call(server.server.tidy)
        assert server.call(lambda: over not in server.server.rooms and idle in server.server.rooms)
        wall.advance(30 * DAY)  # 61 days without a move in the other
        server.call(server.server.tidy)
        assert server.call(lambda: idle not in server.server.rooms)
        wait_for(lambda: archived(tmp_path, store, idle))
        assert gone(tmp_path, store, over)
        # Its player comes back months later: the game is there as it was, and goes on.
        back = Player(server.port, seed=83)
        back.game = RemoteGame(back.connection, idle)
        back.connection.send({"type": "join", "code": idle, "seat": 0, "token": token})
        wait_for(lambda: back.game.ready, also=back.read)
        assert len(back.game.commands) == len(kept["table"]["commands"])
        assert server.snapshot(idle)["table"]["commands"] == kept["table"]["commands"]
        back.close()
    assert not archived(tmp_path, store, idle)


def archived(folder, store: dict, code: str) -> bool:
    if not store:
        return (folder / "archive" / f"{code}.json").is_file() and not (folder / "games" / f"{code}.json").exists()
    return query(store["database"], "SELECT archived FROM xerxes_games WHERE code = $1", code)[0][0]


def gone(folder, store: dict, code: str) -> bool:
    if not store:
        return not (folder / "games" / f"{code}.json").exists()
    return not query(store["database"], "SELECT 1 FROM xerxes_games WHERE code = $1", code)


# --- PostgreSQL's own ------------------------------------------------------------------------


@contextlib.asynccontextmanager
async def holding(database: str, lease: float, room: Room):
    """A store on the database, its lease `lease` seconds, holding the new game `room`."""
    store = PostgresStore(database, lease)
    await store.open()
    try:
        assert await store.add(room)
        yield store
    finally:
        await store.finish()


def two_seats() -> Room:
    return Room.create("KXRTMPAC", {"seats": [{"name": "Atossa", "kind": "human"},
                                              {"name": "Darius", "kind": "human"}]}, 0.0)[0]


def serve(*options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xerxes_app.net.server", "--port", "0", "--address", LOOPBACK,
                           *options], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def test_a_database_it_cannot_use_is_refused_in_one_line_and_nothing_is_served(database):
    wrong_password = database.replace("xerxes:", "xerxes:wrong", 1)
    with_socket = __import__("socket").socket()
    with_socket.bind((LOOPBACK, 0))
    nobody = f"postgresql://xerxes:x@{LOOPBACK}:{with_socket.getsockname()[1]}/xerxes"  # bound, never listening
    try:
        for url, words in ((wrong_password, "password authentication failed"), (nobody, "cannot use the database")):
            done = serve("--database", url)
            assert done.returncode == 1
            lines = done.stderr.splitlines()
            assert len(lines) == 1 and lines[0].startswith("xerxes-server: cannot use the database"), done.stderr
            assert words in lines[0] and "wrong" not in lines[0]  # the password is never shown
            assert "listening" not in done.stdout
    finally:
        with_socket.close()
    # A database a newer server moved on: this one refuses it, and changes nothing.
    query(database, "CREATE TABLE xerxes_schema (version integer NOT NULL); INSERT INTO xerxes_schema VALUES (99)")
    done = serve("--database", database)
    assert done.returncode == 1
    shown = "postgresql://xerxes@" + database.split("@")[1]
    assert done.stderr.splitlines() == [
        f"xerxes-server: the database {shown} holds games of schema version 99, and this xerxes-server knows "
        f"versions 1 to {SCHEMA}: run a newer xerxes-server"]
    assert query(database, "SELECT to_regclass('xerxes_games') IS NULL")[0][0]


def test_a_database_is_moved_to_the_schema_once_and_two_servers_share_it(database):
    # A database made by the first version, with a game in it.
    query(database, MIGRATIONS[0] + "UPDATE xerxes_schema SET version = 1;"
          "INSERT INTO xerxes_games (code, document) VALUES ('KXRTMPAC', '{}')")

    async def run():
        first, second = PostgresStore(database, 5.0), PostgresStore(database, 5.0)
        await asyncio.gather(first.open(), second.open())  # both start at once: one migrates, the other waits
        try:
            connection = await asyncpg.connect(database)
            version = await connection.fetch("SELECT version FROM xerxes_schema")
            servers = await connection.fetchval("SELECT count(*) FROM xerxes_servers")
            kept = await connection.fetch("SELECT code, archived FROM xerxes_games")
            await connection.close()
            return [row[0] for row in version], servers, [tuple(row) for row in kept]
        finally:
            await first.finish()
            await second.finish()

    assert asyncio.run(run()) == ([SCHEMA], 2, [("KXRTMPAC", False)])


def test_a_server_whose_lease_ran_out_writes_nothing_more_of_its_games(database):
    """Fencing: A holds a game and stops renewing (paused); B claims it once A's lease is over,
    under a new epoch; A's writes after that are refused, and A is told it lost the game."""
    room = two_seats()

    async def run():
        a, b = PostgresStore(database, 0.5), PostgresStore(database, 0.5)
        await a.open()
        await b.open()
        # A's listening session, as its cluster opens it: alive to B while its lease lasts (pg_store.ALIVE).
        hearing = await asyncpg.connect(database, server_settings={"application_name": APPLICATION + a.id})
        lost = []
        a.lost = lost.append
        try:
            assert await a.add(room)
            assert await a.keep(room, {"first": 1})
            assert await b.claim(room.code) is None  # A's lease holds: B may not take it
            for _ in range(100):  # A renews no more, as a paused process: its lease runs out
                await asyncio.sleep(0.05)
                document = await b.claim(room.code)
                if document is not None:
                    break
            assert document is not None and json.loads(document)["network"]["code"] == room.code
            room.session.seats[0].name = "Xerxes"
            assert not await a.keep(room, {"second": 2})  # fenced out
            assert lost == [room.code]
            assert await b.keep(room, {"third": 3})
            assert not await a.renew()  # and A learns it on its next beat
            return await b.moves(room.code)
        finally:
            await hearing.close()
            await a.finish()
            await b.finish()

    started = time.monotonic()
    moves = asyncio.run(run())
    assert [change for _, change in moves] == ['{"first":1}', '{"third":3}']
    assert moves[0][0] < moves[1][0]  # B wrote under the newer epoch
    assert time.monotonic() - started < 10


def test_join_codes_are_unique_across_servers(database, monkeypatch):
    """Two servers on one database drawing the same code: the second draws again."""
    drawn = iter(["KXRTMPAC", "KXRTMPAC", "KXRTMPAD"])
    monkeypatch.setattr("xerxes_app.net.games.new_code", lambda taken: next(drawn))
    codes = []
    for _ in range(2):
        with ServerThread(None, **FAST, database=database, lease=1.0) as server:
            host = Player(server.port, seed=61)
            host.connection.send({"type": "create", "seats": [{"name": "Atossa", "kind": "human"},
                                                               {"name": "Darius", "kind": "open"}]})
            wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
            codes.append(host.game.code)
            host.close()
    assert codes == ["KXRTMPAC", "KXRTMPAD"]
    assert [row[0] for row in query(database, "SELECT code FROM xerxes_games ORDER BY code")] == codes


def test_a_seat_is_shown_a_game_only_once_its_writes_under_way_are_stored(database):
    """A joining seat waits for the write of the command before it (`settled`): it is never
    shown a state the database may yet refuse."""
    room = two_seats()

    async def run():
        async with holding(database, 5.0, room) as store:
            order = []

            async def write() -> bool:
                stored = await store.keep(room, {"first": 1})
                order.append("stored")
                return stored

            writing = asyncio.ensure_future(write())
            await asyncio.sleep(0)  # the write is under way
            await store.settled(room.code)
            order.append("shown")
            await store.settled(room.code)  # nothing under way: at once
            return order, await writing

    assert asyncio.run(run()) == (["stored", "shown"], True)


def test_a_server_whose_lease_ran_out_takes_back_its_games_under_a_new_epoch(database):
    room = two_seats()

    async def run():
        async with holding(database, 0.5, room) as store:
            await asyncio.sleep(0.8)  # paused past its lease
            assert not await store.renew()
            await store.register()  # as the server does, having let its games go
            assert not await store.keep(room, {"old": 1})
            assert await store.claim(room.code) is not None
            assert await store.keep(room, {"new": 2})
            return await store.moves(room.code)

    moves = asyncio.run(run())
    assert [change for _, change in moves] == ['{"new":2}'] and moves[0][0] == 2
