"""The deployment docs/server.md describes, run as it says: the real HAProxy from the system's
packages started from scripts/haproxy.cfg itself (its addresses and certificate given in the
environment, as the file's `presetenv` lines let an operator give them), TLS at the balancer with
a self-signed certificate made here, in front of three `xerxes-server --database` processes on
the throwaway PostgreSQL, all on 127.0.0.1. Players play a game through it while the game's holder
is killed outright, or paused past its lease, or the database restarts; each test measures what
it cost them (printed) and holds it to its bound, with nothing they were told of lost.

Where HAProxy is not installed the tests say so and are skipped; with XERXES_NEED_HAPROXY=1 (.ci/run,
which installs it) they fail instead."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time

import pytest

from tools.haproxy import HAProxy

from .helpers import Player, play_until_over, replayed, wait_for
from .test_cluster import LEASE, kept, start, steps, told, within
from .test_health import pg_ctl  # noqa: F401 (a fixture)

NEEDED = os.environ.get("XERXES_NEED_HAPROXY") == "1"
PLAYED_BEFORE = 20  # commands played before the fault: the game well under way


@pytest.fixture
def service(database, tmp_path, request):
    """Three servers on the database behind HAProxy: (their handles, the balancer)."""
    if not (shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")):
        if NEEDED:
            pytest.fail("HAProxy is not installed: .ci/run installs it (apt-get install haproxy)")
        pytest.skip("HAProxy is not installed (apt-get install haproxy)")
    handles = [start(database, "--proxy-protocol") for _ in range(3)]
    front = None
    try:
        with HAProxy([handle.port for handle in handles], tmp_path) as front:
            yield handles, front
    finally:
        if hasattr(request.node, "failed"):
            for handle in handles:
                print(f"server at {handle.port}:", "".join(handle.events[-40:] + handle.said[-20:]))
            print("HAProxy:", "".join(front.said[-60:]) if front else "did not start")
        for handle in handles:
            if handle.running:
                os.kill(handle.process.pid, signal.SIGCONT)
            handle.stop()


def game_through(front: HAProxy, seed: int) -> tuple[list[Player], str]:
    """A game of three seats, each player's connection through the balancer over TLS."""
    trusting = front.trusting()
    host = Player(front.port, seed, ssl_context=trusting)
    host.connection.send({"type": "create", "seats": [{"name": "Seat 1", "kind": "human"},
                                                      {"name": "Seat 2", "kind": "open"},
                                                      {"name": "Seat 3", "kind": "open"}]})
    wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
    players = [host]
    for seat in (1, 2):
        joiner = Player(front.port, seed * 10 + seat, ssl_context=trusting)
        joiner.join(host.game.code, seat, f"Joiner {seat}")
        players.append(joiner)
    wait_for(lambda: all(p.game.ready for p in players), also=lambda: [p.read() for p in players])
    return players, host.game.code


def holder_of(handles, code: str):
    """The server holding the game: the creator's, which made it (each test's one fault comes after)."""
    return next(handle for handle in handles if any(f" created {code}" in line for line in handle.events))


def cost_of(fault, players: list[Player], finished=lambda: True) -> tuple[list, float, float]:
    """Bring about `fault` mid-game, the players playing on meanwhile, until `finished()` (a
    restart: the database back). The commands told by then; the seconds from then until a player
    is told of a command after them; and the seconds from the fault's start until then."""
    wait_for(lambda: len(told(players)) >= PLAYED_BEFORE, also=steps(players))
    started = time.monotonic()
    fault()
    wait_for(finished, also=steps(players))
    faulted = time.monotonic()
    before = told(players)
    wait_for(lambda: len(told(players)) > len(before), also=steps(players))
    return before, time.monotonic() - faulted, faulted - started


def nothing_lost(database: str, code: str, players: list[Player], before: list) -> None:
    """The game played to its end after the fault: every command any player was told of is the
    database's at its place, and the stored game replays to the same end."""
    play_until_over(players, seconds=120)
    document, moves = kept(database, code)
    commands = document["table"]["commands"]
    assert within(before, commands)
    for player in players:
        assert len(player.game.commands) == len(commands) and within(player.game.commands, commands)
    assert [change for _, change in moves] == commands
    alone = replayed(document)
    assert alone.state.is_over and alone.to_json()["state"] == document["state"]


def test_a_holder_killed_outright_costs_the_players_at_most_a_second(database, service):
    handles, front = service
    players, code = game_through(front, seed=81)
    try:
        holder = holder_of(handles, code)

        def kill() -> None:
            holder.process.kill()
            holder.process.wait()

        before, cost, _ = cost_of(kill, players)
        print(f"\nthrough HAProxy, the holder killed: play went on after {cost:.2f} s")
        nothing_lost(database, code, players, before)
    finally:
        for player in players:
            player.close()
    assert cost <= 1.0, cost


def test_a_holder_paused_past_its_lease_costs_at_most_the_lease_and_2_seconds(database, service):
    handles, front = service
    players, code = game_through(front, seed=82)
    try:
        holder = holder_of(handles, code)
        before, cost, _ = cost_of(lambda: os.kill(holder.process.pid, signal.SIGSTOP), players)
        print(f"\nthrough HAProxy, the holder paused: play went on after {cost:.2f} s (the lease: {LEASE} s)")
        nothing_lost(database, code, players, before)
    finally:
        for player in players:
            player.close()
    assert cost <= float(LEASE) + 2, cost


def test_a_database_restart_costs_at_most_5_seconds_once_it_is_back(database, service, pg_ctl):
    handles, front = service
    players, code = game_through(front, seed=83)
    try:
        starting = []

        def restart() -> None:
            """Stopped, until every server has said it cannot reach it and the balancer has taken
            them all out (their players cut off, none to send them to), and started again."""
            subprocess.run([pg_ctl, "stop"], check=True, capture_output=True, timeout=60)
            wait_for(lambda: any("has no server available" in line for line in front.said), seconds=30,
                     also=steps(players))
            starting.append(subprocess.Popen([pg_ctl, "start"], stdout=subprocess.DEVNULL))

        before, cost, away = cost_of(restart, players, finished=lambda: starting[0].poll() is not None)
        assert starting[0].returncode == 0
        print(f"\nthrough HAProxy, PostgreSQL stopped for {away:.2f} s: play went on {cost:.2f} s after it was back")
        nothing_lost(database, code, players, before)
        # Every server and the balancer well again: each answers its health 200 through it.
        wait_for(front.answers, seconds=60)
        assert not any("wrong_token" == refusal.get("kind") for player in players for refusal in player.refusals)
    finally:
        for player in players:
            player.close()
    assert cost <= 5.0, cost
