"""Connections: capped per address and in all, below the process's file limit (raised to the hard
one at start); past a cap a connection is dropped the moment it is accepted; an idle connection
holding no seat is closed after a set time. Two thousand connections from one address, under a
limit of 1,024 open files, leave a player at another address served within 100 ms."""

from __future__ import annotations

import json
import os
import selectors
import socket
import subprocess
import sys
import textwrap
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from xerxes_app.net.guard import Bounds, connection_cap

from .helpers import LOOPBACK, Addresses, FakeClock, ServerThread, ask

resource = pytest.importorskip("resource")  # the limit of open files: not on Windows

TWO = {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]}


def dropped(sock: socket.socket, within: float = 2.0) -> bool:
    """Whether the server closed this connection (at once), rather than waiting for its request."""
    sock.settimeout(within)
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def still_open(socks: list[socket.socket]) -> list[socket.socket]:
    """The connections the server has not closed (a closed one reads its end at once)."""
    with selectors.DefaultSelector() as selector:
        for sock in socks:
            selector.register(sock, selectors.EVENT_READ)
        closed = {key.fileobj for key, _ in selector.select(0.3)}
    return [sock for sock in socks if sock not in closed]


def test_connections_are_capped_per_address_and_in_all(tmp_path):
    addresses = Addresses()
    bounds = Bounds(connections=5, connections_per_address=3)
    with ServerThread(tmp_path, where=addresses.where, bounds=bounds) as server:
        first = [addresses.socket(server.port, "first") for _ in range(4)]
        started = time.monotonic()
        assert dropped(first[3])
        assert time.monotonic() - started < 1  # at once: nothing of it was waited for
        second = [addresses.socket(server.port, "second") for _ in range(3)]
        assert dropped(second[2])  # 3 + 2: the server's 5
        assert still_open(first[:3] + second[:2]) == first[:3] + second[:2]
        first[0].close()
        third = addresses.socket(server.port, "third")
        assert still_open([third]) == [third]
        assert server.call(lambda: (server.server.gate.open, dict(server.server.gate.counts))) == (
            5, {"first": 2, "second": 2, "third": 1})
        for sock in first + second + [third]:
            sock.close()


def test_an_idle_connection_holding_no_seat_is_closed(tmp_path):
    clock = FakeClock()
    idle = Bounds().idle
    with ServerThread(tmp_path, clock=clock) as server:
        with connect(f"ws://{LOOPBACK}:{server.port}") as seated, connect(f"ws://{LOOPBACK}:{server.port}") as looker, \
                connect(f"ws://{LOOPBACK}:{server.port}") as idler:
            code = ask(seated, TWO)["code"]
            clock.advance(idle - 10)
            ask(looker, {"type": "look", "code": code})  # it spoke 10 s before the others' time is up
            clock.advance(11)
            server.call(server.server.sweep)
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    idler.recv(5)
            assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1000, "idle: no seat held")
            assert ask(looker, {"type": "look", "code": code})["type"] == "room"
            clock.advance(idle + 1)  # holding a seat, a connection may be quiet as long as it likes
            server.call(server.server.sweep)
            assert ask(seated, {"type": "look", "code": code})["type"] == "room"
            with pytest.raises(ConnectionClosed):
                while True:
                    looker.recv(5)


def test_the_file_limit_is_raised_to_the_hard_one(tmp_path):
    script = textwrap.dedent("""
        import resource
        from xerxes_app.net.guard import raise_file_limit
        hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
        print(raise_file_limit() == hard == resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    """)
    assert subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=30).stdout == "True\n"


# The server of the next test, in a process of its own whose open files are limited to 1,024, as
# systemd's default soft limit is, and its hard limit too, so that raising it gains nothing. The
# player's connections are told apart by their source ports, bound by the test beforehand.
SERVER = textwrap.dedent("""
    import resource, sys
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
    from xerxes_app.net import guard, server
    players, real = set(map(int, sys.argv[2:])), guard.address_key
    server.address_key = lambda peer: "player" if peer[1] in players else real(peer)
    sys.exit(server.main(["--port", "0", "--address", "127.0.0.1", "--data", sys.argv[1]]))
""")
CONNECTIONS = 2_000
BATCH = 100  # connected at once: fewer than the server's backlog, which would drop the rest for a second



def test_two_thousand_connections_from_one_address_leave_a_player_served(tmp_path):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < CONNECTIONS + 100:
        pytest.skip(f"this process may open only {hard} files")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, CONNECTIONS + 100), hard))
    players = []  # three tries: the best counts, as a busy machine may pause the test itself once
    for _ in range(3):
        players.append(socket.socket())
        players[-1].bind((LOOPBACK, 0))
    ports = [str(player.getsockname()[1]) for player in players]
    process = subprocess.Popen([sys.executable, "-c", SERVER, str(tmp_path), *ports],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    strangers = []
    try:
        line = process.stdout.readline()
        port = int(line.split(" port ")[1].split()[0])
        assert f"for {connection_cap(10**6, 1024):,} connections at most" in line
        started = time.monotonic()
        for _ in range(CONNECTIONS // BATCH):
            batch = [socket.create_connection((LOOPBACK, port), timeout=5) for _ in range(BATCH)]
            assert dropped(batch[-1])  # refused at once: the next batch finds room waiting to be accepted
            strangers += batch
        assert time.monotonic() - started < 10  # before the first ones' handshake times out
        assert len(still_open(strangers)) == Bounds().connections_per_address
        if os.path.isdir(f"/proc/{process.pid}/fd"):  # the files the server holds: its 32 connections and a few
            files = len(os.listdir(f"/proc/{process.pid}/fd"))
            assert files < 200, files
        timings = []
        for player in players:
            started = time.monotonic()
            player.settimeout(5)
            player.connect((LOOPBACK, port))
            with connect(f"ws://{LOOPBACK}:{port}", sock=player) as client:
                assert ask(client, TWO)["type"] == "created"
            timings.append(time.monotonic() - started)
        assert min(timings) < 0.1, timings
    finally:
        for sock in strangers + players:
            sock.close()
        process.terminate()
        out, err = process.communicate(timeout=15)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert "Traceback" not in err, err
    assert f"xerxes-server: connections refused: 127.0.0.1 holds 32 connections already" in err
    assert len(err.splitlines()) < 10, err
