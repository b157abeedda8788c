"""The database coming and going under three servers mid-play: PostgreSQL restarted, one server's
sessions terminated; and a holder paused past its lease with a rejoin waiting in its socket. Play
resumes within 5 s of the database being back, nothing a player was told is lost, no player is
shown a board older than one it had, and no seat's token is ever refused. Each test waits on the
event it needs; its time bounds only say when it has failed."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import threading
import time

import asyncpg
from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.uri import parse_uri

from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.pg_store import APPLICATION

from .helpers import LOOPBACK, Player, ServerThread, play_until_over, wait_for
from .test_cluster import kept, new_game, servers, steps, told, within  # noqa: F401 (a fixture)
from .test_health import pg_ctl  # noqa: F401 (a fixture)
from .test_network_games import FAST
from .test_stores import query

RESUMED = 5.0  # seconds from the database's return to the next command told


def boards_in_order(player: Player) -> list[str]:
    """Where a player was shown a board (a "game" frame) older than one it had been told of."""
    stale, known = [], {}
    for frame in player.frames:
        if frame.get("type") in ("game", "update") and "commands" in frame:
            seat = (frame["code"], frame["seat"])
            if frame["type"] == "game" and frame["commands"] < known.get(seat, 0):
                stale.append(f"seat {frame['seat'] + 1} shown {frame['commands']} commands after {known[seat]}")
            known[seat] = max(known.get(seat, 0), frame["commands"])
    return stale


def wrong_tokens(players: list[Player]) -> list[dict]:
    return [refusal for player in players for refusal in player.refusals if refusal["kind"] == "wrong_token"]


def resumed_after(players: list[Player], back: float) -> float:
    """Seconds from `back` until a command is told that no player had been told before."""
    before = len(told(players))
    wait_for(lambda: len(told(players)) > before, also=steps(players))
    return time.monotonic() - back


def checked(database: str, code: str, players: list[Player]) -> None:
    document, moves = kept(database, code)
    for player in players:
        assert within(player.game.commands, document["table"]["commands"])  # nothing told was lost
        assert boards_in_order(player) == []
    assert [change for _, change in moves] == document["table"]["commands"]
    epochs = [epoch for epoch, _ in moves]
    assert epochs == sorted(epochs)  # never a write under an epoch a newer one had followed
    assert wrong_tokens(players) == []


def test_play_resumes_after_postgresql_restarts_under_three_servers(database, servers, pg_ctl):
    handles = servers(3)
    players, code = new_game([h.port for h in handles], seed=91)  # held by the first, forwarded by the others
    try:
        wait_for(lambda: len(told(players)) >= 20, also=steps(players))
        subprocess.run([pg_ctl, "restart"], check=True, capture_output=True, timeout=120)
        back = time.monotonic()  # pg_ctl -w returns once the database takes connections again
        took = resumed_after(players, back)
        play_until_over(players, seconds=120)
    finally:
        for player in players:
            player.close()
    checked(database, code, players)
    print(f"resumed {took:.2f} s after")  # seen with -s: the figures in docs/server.md
    assert took < RESUMED, took


def test_play_resumes_after_a_servers_sessions_are_terminated(database, servers):
    handles = servers(3)
    players, code = new_game([h.port for h in handles], seed=92)
    try:
        wait_for(lambda: len(told(players)) >= 20, also=steps(players))
        holder = query(database, "SELECT owner FROM xerxes_games WHERE code = $1", code)[0][0]
        ended = query(database, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE $1",
                      f"xerxes-server {holder}%")
        assert len(ended) >= 3  # its lease's, LISTEN's, NOTIFY's and the pool's
        took = resumed_after(players, time.monotonic())
        play_until_over(players, seconds=120)
    finally:
        for player in players:
            player.close()
    checked(database, code, players)
    print(f"resumed {took:.2f} s after")  # seen with -s: the figures in docs/server.md
    assert took < RESUMED, took


class Waiting:
    """A connection whose opening handshake and first frame are sent at once, before any answer:
    to a paused server, they wait in its socket until it wakes."""

    def __init__(self, port: int, frame: dict):
        self.protocol = ClientProtocol(parse_uri(f"ws://{LOOPBACK}:{port}"))
        self.protocol.send_request(self.protocol.connect())
        self.socket = socket.create_connection((LOOPBACK, port), timeout=120)
        message = Frame(Opcode.TEXT, json.dumps(frame).encode()).serialize(mask=True, extensions=[])
        self.socket.sendall(b"".join(self.protocol.data_to_send()) + message)
        self.frames: list[dict] = []
        self.closed: int | None = None  # the close code, once closed

    def read_until(self, done) -> None:
        """Read until `done(self)`, or the connection closes (bounded by the socket's timeout)."""
        while not done(self) and self.closed is None:
            data = self.socket.recv(65536)
            if not data:
                self.closed = self.closed or 1006
                return
            self.protocol.receive_data(data)
            for event in self.protocol.events_received():
                if isinstance(event, Response):
                    assert event.status_code == 101, event
                elif event.opcode == Opcode.TEXT:
                    self.frames.append(json.loads(event.data))
                elif event.opcode == Opcode.CLOSE:
                    self.closed = int.from_bytes(event.data[:2], "big") if event.data else 1005

    def close(self) -> None:
        self.socket.close()


def test_a_rejoin_waiting_at_a_holder_paused_past_its_lease_is_shown_the_game_as_its_new_holder_has_it(
        database, servers):
    first, second = servers(2)
    (creator, other), code = new_game([first.port, second.port], seed=93)  # the first holds it
    waiting = None
    try:
        wait_for(lambda: len(told([creator, other])) >= 10, also=steps([creator, other]))
        token = creator.game.tokens[0]
        os.kill(first.process.pid, signal.SIGSTOP)
        waiting = Waiting(first.port, {"type": "join", "code": code, "seat": 0, "token": token})
        # The second server finds the first's lease over and takes the game; the creator's seat is
        # played from the second meanwhile, so the first's copy falls behind.
        wait_for(lambda: query(database, "SELECT epoch FROM xerxes_games WHERE code = $1", code)[0][0] >= 2,
                 also=other.read)
        mover = Player(second.port, 94)  # the creator's seat, played from elsewhere with its token
        mover.game = RemoteGame(mover.connection, code)
        mover.connection.send({"type": "join", "code": code, "seat": 0, "token": token})
        movers = [mover, other]
        old = len(creator.game.commands)
        wait_for(lambda: len(kept(database, code)[0]["table"]["commands"]) >= old + 6, also=steps(movers))
        for player in movers:
            player.close()  # the game stands still now: what the database holds is what the game is
        stored = len(kept(database, code)[0]["table"]["commands"])
        os.kill(first.process.pid, signal.SIGCONT)
        waiting.read_until(lambda w: any(frame["type"] in ("game", "refused") for frame in w.frames))
    finally:
        os.kill(first.process.pid, signal.SIGCONT)
        for player in (creator, other):
            player.close()
        if waiting is not None:
            waiting.close()
    boards = [frame for frame in waiting.frames if frame["type"] == "game"]
    assert boards and boards[0]["commands"] == stored > old, (waiting.frames, waiting.closed, stored, old)
    assert [frame["type"] for frame in waiting.frames if frame["type"] == "refused"] == []


class Unsendable:
    """A server's connection for its notifications, cut off by the test: every statement fails, and
    it looks open, so nothing reopens it until the test gives the real one back. It keeps the kinds
    of the notes it could not send."""

    def __init__(self):
        self.kinds: list[str] = []

    def is_closed(self) -> bool:
        return False

    async def execute(self, statement: str, channels: list[str], payloads: list[str]) -> None:
        self.kinds += [json.loads(payload)["k"] for payload in payloads]
        raise ConnectionError("cut off by the test")

    async def fetchval(self, statement: str, payload: str) -> None:  # a note too long for a notification
        self.kinds.append(json.loads(payload)["k"])
        raise ConnectionError("cut off by the test")


def sending_on(cluster, connection):
    """Give the server `connection` for its notifications: the one it had before."""
    before, cluster.sender = cluster.sender, connection
    return before


def test_a_forwarded_player_whose_update_was_lost_rejoins_however_long_the_database_stays_away(database):
    """The holder cannot tell a forwarded seat of a command: it closes that connection, to rejoin,
    and its close, not sent either, is sent again once the database is reached."""
    with ServerThread(None, database=database, lease=4.0, **FAST) as holder, \
            ServerThread(None, database=database, lease=4.0, **FAST) as forwarder:
        (creator, joiner), code = new_game([holder.port, forwarder.port], seed=95)
        try:
            wait_for(lambda: creator.game.deciding is not None, also=lambda: (creator.read(), joiner.step()))
            cut = Unsendable()
            real = holder.call(sending_on, holder.server.cluster, cut)
            creator.step()  # stored, and told to the creator; the joiner's update is not sent
            wait_for(lambda: "x" in holder.call(lambda: list(cut.kinds)), also=creator.read)  # nor its close
            holder.call(sending_on, holder.server.cluster, real)  # the database reached again
            wait_for(lambda: len(joiner.game.commands) == len(creator.game.commands), also=joiner.read)
        finally:
            creator.close()
            joiner.close()
    assert "o" in cut.kinds
    stored = kept(database, code)[0]["table"]["commands"]
    for player in (creator, joiner):  # told every command stored (None: one not its to see)
        assert len(player.game.commands) == len(stored) and within(player.game.commands, stored)


class Naming:
    """Holds a server's new listening session before it takes the server's bare name (cluster.py's
    `_reopen`), while the test makes the most of the time it is dead to the others."""

    def __init__(self):
        self.server_id = None  # whose listening session, once the test arms it
        self.waiting = threading.Event()  # one waits at the gate
        self.gate = threading.Event()  # opened by the test

    def install(self, monkeypatch) -> None:
        naming, connect = self, asyncpg.connect

        class Held(asyncpg.Connection):
            async def execute(self, statement: str, *values, **options):
                if "set_config" in statement:
                    naming.waiting.set()
                    await asyncio.get_running_loop().run_in_executor(None, naming.gate.wait, 120)
                return await super().execute(statement, *values, **options)

        async def connecting(*args, server_settings=None, **options):
            if (server_settings or {}).get("application_name") == f"{APPLICATION}{self.server_id} listen":
                options["connection_class"] = Held
            return await connect(*args, server_settings=server_settings, **options)

        monkeypatch.setattr(asyncpg, "connect", connecting)


def rejoining(port: int, code: str, token: str) -> Player:
    """A connection taking the seat of `token` again."""
    player = Player(port, 97)
    player.game = RemoteGame(player.connection, code)
    player.connection.send({"type": "join", "code": code, "seat": 0, "token": token})
    return player


def test_a_holder_listening_again_answers_no_seat_of_a_game_taken_while_it_was_dead_to_the_others(
        database, monkeypatch):
    """Its listening session ended, a holder is dead to the others until it listens again under its
    name, and they may claim its games meanwhile: a rejoin reaching it then waits, and it and any
    after it are shown the game as its new holder has it, never the copy left here."""
    naming = Naming()
    naming.install(monkeypatch)
    rejoins = []
    with ServerThread(None, database=database, lease=4.0, **FAST) as holder, \
            ServerThread(None, database=database, lease=4.0, **FAST) as other:
        (creator, joiner), code = new_game([holder.port, other.port], seed=96)  # the holder holds it
        try:
            wait_for(lambda: joiner.game.deciding is not None, also=lambda: (creator.step(), joiner.read()))
            naming.server_id = holder.server.cluster.id
            query(database, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
                  APPLICATION + naming.server_id)
            wait_for(naming.waiting.is_set)
            rejoins.append(rejoining(holder.port, code, creator.game.tokens[0]))  # at the holder, dead to the others
            # The other server finds the holder dead and closes the joiner's connection, which it
            # forwarded there; the joiner rejoins, the other server claims the game, and the joiner moves.
            wait_for(lambda: query(database, "SELECT owner FROM xerxes_games WHERE code = $1", code)[0][0]
                     == other.server.cluster.id, also=joiner.read)
            old = len(joiner.game.commands)
            wait_for(lambda: len(kept(database, code)[0]["table"]["commands"]) > old, also=joiner.step)
            stored = kept(database, code)[0]["table"]["commands"]
            naming.gate.set()  # the holder listens under its name again
            rejoins.append(rejoining(holder.port, code, creator.game.tokens[0]))
            wait_for(lambda: all(player.game.ready for player in rejoins), also=lambda: [p.read() for p in rejoins])
        finally:
            naming.gate.set()
            for player in [creator, joiner] + rejoins:
                player.close()
    for player in rejoins:
        assert len(player.game.commands) == len(stored) and within(player.game.commands, stored)


def found_dead_once(cluster) -> None:
    """The next look for the dead finds every other server dead, as one asked while they reconnected
    to the database would: alive again by the time the answer is read."""
    alive = cluster.store.alive

    async def dead(ids: set[str]) -> set[str]:
        cluster.store.alive = alive
        return set()

    cluster.store.alive = dead


def test_a_forwarded_player_whose_server_was_found_dead_a_moment_rejoins(database):
    """The holder lets go of the connections forwarded by a server it found dead, and tells that
    server, which may be alive again by then: its players rejoin, never left without their updates."""
    with ServerThread(None, database=database, lease=4.0, **FAST) as holder, \
            ServerThread(None, database=database, lease=4.0, **FAST) as forwarder:
        (creator, joiner), code = new_game([holder.port, forwarder.port], seed=98)
        try:
            wait_for(lambda: creator.game.deciding is not None, also=lambda: (creator.read(), joiner.step()))
            holder.call(found_dead_once, holder.server.cluster)
            wait_for(lambda: holder.call(lambda: not holder.server.cluster.proxies), also=joiner.read)
            creator.step()
            wait_for(lambda: len(joiner.game.commands) == len(creator.game.commands) > 0,
                     also=lambda: (creator.read(), joiner.read()))
        finally:
            creator.close()
            joiner.close()
    stored = kept(database, code)[0]["table"]["commands"]
    assert len(joiner.game.commands) == len(stored) and within(joiner.game.commands, stored)


class SlowAnswer:
    """The holder's question which servers are alive, its answer held until the test lets it go, as
    a busy database would: meanwhile the holder serves its players."""

    def __init__(self, cluster):
        self.alive = cluster.store.alive
        self.asked: list[set[str]] = []
        self.gate = threading.Event()

    async def __call__(self, ids: set[str]) -> set[str]:
        self.asked.append(set(ids))
        answer = await self.alive(ids)
        await asyncio.get_running_loop().run_in_executor(None, self.gate.wait, 120)
        return answer


def slowed(cluster) -> SlowAnswer:
    cluster.store.alive = SlowAnswer(cluster)
    return cluster.store.alive


def test_a_player_forwarded_while_the_holder_asks_which_servers_are_alive_keeps_its_seat(database):
    """A connection forwarded from a server the holder did not ask about is not taken for one of
    a dead server's: it keeps its seat, and is told every move."""
    with ServerThread(None, database=database, lease=4.0, **FAST) as holder, \
            ServerThread(None, database=database, lease=4.0, **FAST) as first, \
            ServerThread(None, database=database, lease=4.0, **FAST) as second:
        host = Player(holder.port, 99)
        host.connection.send({"type": "create", "seats": [{"name": "Seat 1", "kind": "human"},
                                                          {"name": "Seat 2", "kind": "open"},
                                                          {"name": "Seat 3", "kind": "open"}]})
        players, answer = [host], None
        try:
            wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
            code = host.game.code
            players.append(Player(first.port, 991))
            players[1].join(code, 1, "Joiner 1")
            wait_for(lambda: players[1].game.ready, also=players[1].read)
            answer = holder.call(slowed, holder.server.cluster)
            wait_for(lambda: holder.call(lambda: len(answer.asked)) > 0)  # asked about the first server only
            players.append(Player(second.port, 992))
            players[2].join(code, 2, "Joiner 2")  # forwarded, and answered, while the answer is awaited
            wait_for(lambda: players[2].game.ready, also=players[2].read)
            second_id = second.server.cluster.id
            forwarded = holder.call(lambda: [key for key in holder.server.cluster.proxies if key[0] == second_id])
            answer.gate.set()
            wait_for(lambda: holder.call(lambda: len(answer.asked)) > 1)  # the next look: this one is over
            assert holder.call(lambda: [key for key in holder.server.cluster.proxies if key[0] == second_id]) == forwarded
            play_until_over(players, seconds=120)
        finally:
            if answer is not None:
                answer.gate.set()
            for player in players:
                player.close()
    assert answer.asked[0] == {first.server.cluster.id}
    assert [frame["type"] for frame in players[2].frames].count("joined") == 1  # never sent to rejoin
