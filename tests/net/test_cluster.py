"""Several `xerxes-server` processes on one PostgreSQL: a game played from different servers, a
server killed outright with its game taken over and nothing told lost, and a server paused past
its lease that writes nothing of the game another took meanwhile (fencing). Servers here have a
lease of 4 s, so each test takes seconds; the players reach them through a balancer on 127.0.0.1
(tools/balancer.py) or straight at a server's port."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from tools.balancer import Balancer
from xerxes_app.net.hosting import LISTENING, ServerHandle
from xerxes_app.net.mirror import RemoteGame

from .helpers import LOOPBACK, Player, play_until_over, replayed, wait_for
from .test_stores import query

LEASE = "4"  # short, and long enough that a machine busy with other tests (CI: two at a time) keeps every lease


def start(database: str, *options: str) -> ServerHandle:
    """A server process on the database, listening on 127.0.0.1 at a port of its choosing."""
    process = subprocess.Popen(
        [sys.executable, "-m", "xerxes_app.net.server", "--database", database, "--port", "0", "--address", LOOPBACK,
         "--parent-pipe", "--lease", LEASE, "--rate", "1000", "--burst", "1000", *options],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=dict(os.environ, PYTHONUNBUFFERED="1"))
    port = []
    for line in process.stdout:
        match = LISTENING.search(line)
        if match:
            port.append(int(match.group(1)))
            break
    assert port, process.stderr.read()
    handle = ServerHandle(process, port[0])
    handle.events = []  # its lines on standard output, read always (never a full pipe), shown when a test fails
    handle.said = []  # its lines on standard error
    handle.readers = [threading.Thread(target=lambda: [handle.events.append(line) for line in process.stdout], daemon=True),
                      threading.Thread(target=lambda: [handle.said.append(line) for line in process.stderr], daemon=True)]
    for reader in handle.readers:
        reader.start()
    return handle


@pytest.fixture
def servers(database, request):
    """Start servers with `servers(n)`: each stopped at the test's end, however it ends."""
    started: list[ServerHandle] = []

    def make(count: int) -> list[ServerHandle]:
        started.extend(start(database) for _ in range(count))
        return started[-count:]

    yield make
    for handle in started:
        if handle.running:
            os.kill(handle.process.pid, signal.SIGCONT)
    if hasattr(request.node, "failed"):  # each stopped first: its summary of what went wrong is on standard error
        for handle in started:
            handle.process.stdin.close()
            handle.process.wait(10)
            for reader in handle.readers:
                reader.join(5)
            print(f"server at {handle.port}:", "".join(handle.events[-60:] + handle.said[-20:]))
    for handle in started:
        handle.stop()


def new_game(ports: list[int], seed: int) -> tuple[list[Player], str]:
    """A game of len(ports) seats: its creator at the first port, one player joining at each other."""
    host = Player(ports[0], seed)
    seats = [{"name": "Seat 1", "kind": "human"}] + [{"name": f"Seat {n + 2}", "kind": "open"} for n in ports[1:]]
    host.connection.send({"type": "create", "seats": seats})
    wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
    players = [host]
    for seat, port in enumerate(ports[1:], 1):
        joiner = Player(port, seed * 10 + seat)
        joiner.join(host.game.code, seat, f"Joiner {seat}")
        players.append(joiner)
    wait_for(lambda: all(p.game.ready for p in players), also=lambda: [p.read() for p in players])
    return players, host.game.code


def kept(database: str, code: str) -> tuple[dict, list[tuple[int, object]]]:
    """The game as the database holds it, and its stored changes: (epoch, change) in order."""
    document = json.loads(query(database, "SELECT document FROM xerxes_games WHERE code = $1", code)[0][0])
    moves = query(database, "SELECT epoch, change FROM xerxes_moves WHERE code = $1 ORDER BY id", code)
    return document, [(row[0], json.loads(row[1])) for row in moves]


def told(players: list[Player]) -> list:
    """The longest run of commands any player was told of (None where the command is not its to see)."""
    for player in players:
        player.read()
    return max((list(p.game.commands) for p in players if p.game is not None and p.game.ready), key=len)


def within(seen: list, stored: list) -> bool:
    """Whether the commands a player was told of are the first of those stored."""
    return len(seen) <= len(stored) and all(mine is None or mine == theirs for mine, theirs in zip(seen, stored))


def steps(players: list[Player]):
    return lambda: [p.step() for p in players]


@pytest.mark.parametrize("count", [2, 3])
def test_servers_on_one_database_serve_one_game_from_each(database, servers, count):
    handles = servers(count)
    players, code = new_game([h.port for h in handles] + ([handles[0].port] if count == 2 else []), seed=51)
    try:
        play_until_over(players, seconds=60)
    finally:
        for player in players:
            player.close()
    document, moves = kept(database, code)
    alone = replayed(document)
    assert alone.state.is_over and alone.to_json()["state"] == document["state"]
    assert [change for _, change in moves] == document["table"]["commands"]
    assert len({epoch for epoch, _ in moves}) == 1  # one server held it throughout, the others forwarded
    for player in players:  # each was told the end as the database has it
        assert len(player.game.commands) == len(document["table"]["commands"])
        assert within(player.game.commands, document["table"]["commands"])


def test_a_server_killed_mid_game_has_its_game_taken_over_and_nothing_told_is_lost(database, servers):
    handles = servers(3)
    with Balancer([h.port for h in handles]) as front:
        players, code = new_game([front.port] * 3, seed=52)  # the creator's server (the first) holds it
        try:
            wait_for(lambda: len(told(players)) >= 30, also=steps(players))
            handles[0].process.kill()  # no warning: commands under way, the lease left to run out
            killed = time.monotonic()
            handles[0].process.wait()
            before = told(players)
            wait_for(lambda: len(told(players)) > len(before), also=steps(players))
            taken_over = time.monotonic() - killed
            play_until_over(players, seconds=60)
        finally:
            for player in players:
                player.close()
    document, moves = kept(database, code)
    assert within(before, document["table"]["commands"])  # every command a player was told of
    assert [change for _, change in moves] == document["table"]["commands"]
    assert len({epoch for epoch, _ in moves}) == 2  # written by its first server, then by the one that took it
    alone = replayed(document)
    assert alone.state.is_over and alone.to_json()["state"] == document["state"]
    assert taken_over < 5, taken_over


def test_a_server_paused_past_its_lease_writes_nothing_of_the_game_taken_from_it(database, servers):
    first, second = servers(2)
    # The creator plays at the first server, which holds the game; the other player at the second.
    (creator, other), code = new_game([first.port, second.port], seed=53)
    try:
        def until_the_creator_decides() -> None:
            if len(told([creator, other])) < 10:
                creator.step()
            other.step()

        wait_for(lambda: len(told([creator, other])) >= 10 and creator.game.deciding == 0,
                 also=until_the_creator_decides)
        os.kill(first.process.pid, signal.SIGSTOP)
        before = told([creator, other])
        creator.step()  # its command waits in the paused server's socket
        assert creator.asked is not None
        # The second server finds the first's lease over and closes the other player's connection,
        # which was forwarded there; the player reconnects, and the second server claims the game.
        wait_for(lambda: epoch_of(database, code) == 2, also=other.read)
        os.kill(first.process.pid, signal.SIGCONT)  # it wakes with the command to take, and an old epoch
        play_until_over([creator, other], seconds=60)
    finally:
        creator.close()
        other.close()
    # Awake, it applied the waiting command, and its write was refused: it let the game go.
    assert f"xerxes-server: games taken over by another server: {code}\n" in first.said
    document, moves = kept(database, code)
    epochs = [epoch for epoch, _ in moves]
    assert epochs == sorted(epochs) and epochs[-1] >= 2  # never a write under an epoch a newer one followed
    assert within(before, document["table"]["commands"])
    assert [change for _, change in moves] == document["table"]["commands"]
    alone = replayed(document)
    assert alone.state.is_over and alone.to_json()["state"] == document["state"]


def epoch_of(database: str, code: str) -> int:
    return query(database, "SELECT epoch FROM xerxes_games WHERE code = $1", code)[0][0]


def test_a_player_forwarded_by_a_server_paused_past_its_lease_plays_on(database, servers):
    """The holder lets go of the connections a paused server forwarded to it; that server, awake,
    finds its lease over and closes them; they reconnect and play on."""
    holder, paused = servers(2)
    (creator, other), code = new_game([holder.port, paused.port], seed=54)
    try:
        wait_for(lambda: len(told([creator, other])) >= 6, also=steps([creator, other]))
        os.kill(paused.process.pid, signal.SIGSTOP)
        wait_for(lambda: not creator.game.presence[1], also=creator.read)  # the holder let it go
        os.kill(paused.process.pid, signal.SIGCONT)
        play_until_over([creator, other], seconds=60)
    finally:
        creator.close()
        other.close()
    document, moves = kept(database, code)
    assert within(other.game.commands, document["table"]["commands"])
    assert len(other.game.commands) == len(document["table"]["commands"])


def test_a_player_follows_its_games_from_a_server_that_does_not_hold_them(database, servers):
    """The app's one connection may reach any server: its "follow" is answered for the games other
    servers hold too, and told again each time its seat's turn begins or ends."""
    first, second = servers(2)
    players, code = new_game([first.port, first.port], seed=61)  # the first server holds the game
    follower = Player(second.port, 62)
    token = players[1].game.tokens[1]
    follower.connection.send({"type": "follow", "games": [{"code": code, "seat": 1, "token": token},
                                                          {"code": "NOSUCHGA", "seat": 0, "token": token}]})
    summaries: dict[str, list[dict]] = {}

    def heard() -> None:
        for frame in follower.read():
            for game in frame.get("games", []) if frame["type"] == "turns" else []:
                summaries.setdefault(game["code"], []).append(game)

    try:
        wait_for(lambda: code in summaries and "NOSUCHGA" in summaries, also=heard)
        assert summaries["NOSUCHGA"] == [{"code": "NOSUCHGA", "seat": 0, "known": False}]
        # The game goes on at the first server: seat 1's turn begins and ends, each time told.
        wait_for(lambda: len(summaries[code]) >= 4, also=lambda: (steps(players)(), heard()))
        turns = [summary["turn"] for summary in summaries[code]]
        assert all(summary["known"] and summary["seat"] == 1 for summary in summaries[code])
        assert all(before != after for before, after in zip(turns[1:], turns[2:]))  # told only of a change
        assert follower.refusals == []
    finally:
        for player in players + [follower]:
            player.close()
