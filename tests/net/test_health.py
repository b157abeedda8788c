"""The health answer a balancer and a supervisor read: `GET /health` (and HAProxy's `GET /` over
HTTP/1.0) on the players' port, 200 with the service's counts while the server can serve its
games, 503 while it cannot reach its database; `xerxes-server --check` reads the same, over TLS
with a private authority's file too. Real sockets on 127.0.0.1, real servers."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time

import pytest

from .helpers import LOOPBACK, wait_for
from .test_cluster import new_game, servers  # noqa: F401 (a fixture)
from .test_server_command import create_game, server_script
from .test_server_operator import TLS, check, serve


def get(port: int, request: bytes) -> tuple[int, str, dict | None]:
    """Send one raw HTTP request: the status, the header lines and the JSON body (None if not JSON)."""
    with socket.create_connection((LOOPBACK, port), timeout=10) as asking:
        asking.sendall(request)
        reply = b""
        while chunk := asking.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    try:
        return status, head.decode("latin-1"), json.loads(body)
    except ValueError:
        return status, head.decode("latin-1"), None


def test_health_is_answered_over_http_1_0_and_1_1_and_the_players_still_connect(tmp_path):
    process, port = serve(tmp_path)
    try:
        create_game(port)
        asked = {
            "1.0 /health": get(port, b"GET /health HTTP/1.0\r\n\r\n"),
            "1.0 / (HAProxy's httpchk)": get(port, b"GET / HTTP/1.0\r\n\r\n"),
            "1.1 /health": get(port, b"GET /health HTTP/1.1\r\nHost: play.example.org\r\nConnection: close\r\n\r\n"),
        }
        elsewhere = get(port, b"GET /robots.txt HTTP/1.0\r\n\r\n")
        live = check(f"{LOOPBACK}:{port}")
    finally:
        process.terminate()
        process.wait(15)
    for asking, (status, head, answer) in asked.items():
        assert status == 200, asking
        assert [line for line in head.splitlines() if line.lower().startswith("content-type:")] == [
            "Content-Type: application/json"], asking
        assert answer["type"] == "health" and answer["healthy"] is True and answer["games"] == 1, (asking, answer)
        assert answer["connections"] == 0, asking  # an HTTP question holds no player's connection
    assert elsewhere[0] == 404
    assert live.returncode == 0 and "1 games" in live.stdout, live.stdout


def test_the_check_names_the_authority_file_and_takes_it(tmp_path):
    process, port = serve(tmp_path, "--cert", str(TLS / "server.pem"), "--key", str(TLS / "server.key"))
    try:
        unknown = check(f"wss://{LOOPBACK}:{port}")  # the system's authorities do not know the test's
        given = subprocess.run([server_script(), "--check", f"wss://{LOOPBACK}:{port}", "--cafile",
                                str(TLS / "authority.pem")], capture_output=True, text=True, timeout=30)
    finally:
        process.terminate()
        process.wait(15)
    assert unknown.returncode == 1 and "--cafile" in unknown.stdout and "SSL_CERT_FILE" in unknown.stdout, unknown.stdout
    assert unknown.stdout.count("\n") == 1
    assert given.returncode == 0 and "answers in" in given.stdout, given.stdout + given.stderr


@pytest.mark.parametrize("tls", [False, True], ids=["plain", "tls"])
def test_the_check_asks_a_server_behind_a_balancer_as_the_balancer_does(tmp_path, tls):
    """With --proxy-protocol the check sends the PROXY header's LOCAL command first (before TLS):
    without it, such a server closes the check as it closes any stranger."""
    secure = ["--cert", str(TLS / "server.pem"), "--key", str(TLS / "server.key")] if tls else []
    process, port = serve(tmp_path, "--proxy-protocol", *secure)
    target = f"{'wss://' if tls else ''}{LOOPBACK}:{port}"
    authority = ["--cafile", str(TLS / "authority.pem")] if tls else []
    try:
        as_a_balancer = subprocess.run([server_script(), "--check", target, "--proxy-protocol", *authority],
                                       capture_output=True, text=True, timeout=30)
        as_a_stranger = subprocess.run([server_script(), "--check", target, *authority],
                                       capture_output=True, text=True, timeout=30)
    finally:
        process.terminate()
        process.wait(15)
    assert as_a_balancer.returncode == 0 and "answers in" in as_a_balancer.stdout, as_a_balancer.stdout + as_a_balancer.stderr
    assert as_a_stranger.returncode == 1 and "does not answer" in as_a_stranger.stdout, as_a_stranger.stdout


@pytest.fixture
def pg_ctl(database) -> str:
    """The throwaway PostgreSQL's pg_ctl (scripts/with-postgres): stop, start, restart."""
    control = os.environ.get("XERXES_TEST_PG_CTL")
    assert control, "run through scripts/with-postgres, which says how to stop and start its PostgreSQL"
    yield control
    subprocess.run([control, "start"], capture_output=True, timeout=60)  # up again for the tests after, whatever happened


def test_health_counts_the_service_and_says_503_while_the_database_is_away(database, servers, pg_ctl):
    first, second = servers(2)
    players, _ = new_game([first.port, first.port], seed=71)  # a game held by the first server
    try:
        asked_while_down = _health_as_the_database_goes(first, second, pg_ctl)
    finally:
        for player in players:
            player.close()
    away = asked_while_down
    assert away.returncode == 1 and away.stdout.count("\n") == 1 and "cannot serve its games" in away.stdout, away.stdout


def _health_as_the_database_goes(first, second, pg_ctl) -> subprocess.CompletedProcess:
    status, _, answer = get(second.port, b"GET /health HTTP/1.0\r\n\r\n")
    assert status == 200 and answer["games"] == 1 and answer["here"] == 0, answer  # the service's games, asked at the second
    assert answer["database_ms"] >= 0
    status, _, answer = get(first.port, b"GET /health HTTP/1.0\r\n\r\n")
    assert status == 200 and answer["games"] == 1 and answer["here"] == 1 and answer["connections"] == 2, answer
    subprocess.run([pg_ctl, "stop"], check=True, capture_output=True, timeout=60)
    gone = time.monotonic()
    wait_for(lambda: get(second.port, b"GET / HTTP/1.0\r\n\r\n")[0] == 503, seconds=5)
    assert time.monotonic() - gone < 5
    status, _, answer = get(first.port, b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 503 and answer["healthy"] is False and "database" in answer["trouble"], answer
    started = time.monotonic()
    away = check(f"{LOOPBACK}:{first.port}")
    assert time.monotonic() - started < 5 + 2  # the check's 5 s, and a process's start on a busy machine
    subprocess.run([pg_ctl, "start"], check=True, capture_output=True, timeout=60)
    back = time.monotonic()
    # Its connections to the database reopened (the lease's, LISTEN's, NOTIFY's, the pool's): well again.
    wait_for(lambda: all(get(h.port, b"GET /health HTTP/1.0\r\n\r\n")[0] == 200 for h in (first, second)), seconds=5)
    assert time.monotonic() - back < 5
    assert check(f"{LOOPBACK}:{second.port}").returncode == 0
    return away


def test_a_server_that_cannot_reach_its_database_gives_up_with_one_line(database, pg_ctl):
    from .test_cluster import start

    handle = start(database, "--give-up-after", "2")
    try:
        subprocess.run([pg_ctl, "stop"], check=True, capture_output=True, timeout=60)
        status = handle.process.wait(30)
    finally:
        subprocess.run([pg_ctl, "start"], check=True, capture_output=True, timeout=60)
        if handle.process.poll() is None:
            handle.process.kill()
    assert status == 1
    wait_for(lambda: any("--give-up-after" in line for line in handle.said), seconds=5)
    gave_up = [line for line in handle.said if "--give-up-after" in line]
    assert len(gave_up) == 1 and gave_up[0].startswith("xerxes-server: the database has not answered for ")
    assert not any("Traceback" in line for line in handle.said), handle.said

