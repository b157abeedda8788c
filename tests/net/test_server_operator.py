"""What the operator of a public server reads and runs: one line a connection event on standard
output (never a token, a creator's secret or anything of a hand), and `xerxes-server --check`,
a health check that says in one line whether a server answers, TLS too."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
from pathlib import Path

from websockets.sync.client import connect

from xerxes_app.net.events import Events

from .helpers import LOOPBACK
from .test_server_command import free_port, server_script

TLS = Path(__file__).parent / "tls"


def serve(tmp_path, *options) -> tuple[subprocess.Popen, int]:
    port = free_port()
    process = subprocess.Popen([server_script(), "--port", str(port), "--data", str(tmp_path / "data"), "--address", LOOPBACK,
                                *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert "listening" in process.stdout.readline()
    return process, port


def ask(ws, frame: dict, until: str) -> list[dict]:
    ws.send(json.dumps(frame))
    frames = []
    while not frames or frames[-1]["type"] != until:
        frames.append(json.loads(ws.recv(5)))
    return frames


def test_each_connection_event_is_one_line_and_no_secret_is_ever_written(tmp_path):
    process, port = serve(tmp_path)
    secrets = []
    try:
        with connect(f"ws://{LOOPBACK}:{port}") as ann:
            made = ask(ann, {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]},
                       "game")
            code = next(f["code"] for f in made if f["type"] == "created")
            secrets += [next(f["creator"] for f in made if f["type"] == "created"),
                        next(f["token"] for f in made if f["type"] == "joined")]
            with connect(f"ws://{LOOPBACK}:{port}") as bo:
                secrets.append(next(f["token"] for f in ask(bo, {"type": "join", "code": code, "seat": 1, "name": "Bo"}, "game")
                                    if f["type"] == "joined"))
                ask(bo, {"type": "look", "code": "ACDEFHJK"}, "refused")
                ask(bo, {"type": "join", "code": code, "seat": 0, "token": "not-the-token"}, "refused")
        process.terminate()
        out, err = process.communicate(timeout=15)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    lines = out.splitlines()
    for expected in ("#1 opened from 127.0.0.1", f"#1 created {code}", f"#1 joined {code} seat 1", "#2 opened from 127.0.0.1",
                     f"#2 joined {code} seat 2", "#2 refused no_game", "#2 refused wrong_token", "#2 closed after", "#1 closed after"):
        assert any(line.startswith(f"xerxes-server: {expected}") for line in lines), expected
    assert len(secrets) == 3 and all(len(secret) > 20 for secret in secrets)
    for secret in secrets:
        assert secret not in out and secret not in err
    # Each line is one of the events' few forms: nothing of a game (a hand, a name) has a place in them.
    event = re.compile(r"xerxes-server: (listening on .*|stopped|#\d+ (opened from [0-9.:a-f/]+|created [A-Z]{8}|"
                       r"joined [A-Z]{8} seat [1-4]|refused [a-z_]+|closed after [\d,]+ s)|"
                       r"[A-Z]{8} seat [1-4] (joined|left|came back|clock low|time up|handed over|taken back|gave up))")
    assert [line for line in lines if not event.fullmatch(line.replace("xerxes-server listening", "xerxes-server: listening")
                                                          .replace("xerxes-server stopped", "xerxes-server: stopped"))] == []


def test_a_flood_of_events_is_counted_not_written():
    now = [0.0]
    out = io.StringIO()
    events = Events(lambda: now[0], out, rate=10, burst=5)
    for n in range(50):
        events.say(f"#{n} opened from 198.51.100.7")
    assert len(out.getvalue().splitlines()) == 5
    now[0] = 1.0
    events.say("#51 opened from 198.51.100.7")
    assert out.getvalue().splitlines()[-2:] == ["xerxes-server: 45 connection events not written: too many at once",
                                                "xerxes-server: #51 opened from 198.51.100.7"]


def check(target: str, **env) -> subprocess.CompletedProcess:
    return subprocess.run([server_script(), "--check", target], capture_output=True, text=True, timeout=30,
                          env={**os.environ, **env})


def test_the_health_check_says_in_one_line_whether_a_server_answers(tmp_path):
    process, port = serve(tmp_path)
    try:
        live = check(f"{LOOPBACK}:{port}")
    finally:
        process.terminate()
        process.wait(15)
    assert live.returncode == 0 and live.stdout.count("\n") == 1
    assert live.stdout.startswith(f"xerxes-server at ws://{LOOPBACK}:{port} answers in ") and "0 games" in live.stdout
    dead = check(f"{LOOPBACK}:{free_port()}")
    assert dead.returncode == 1 and dead.stdout.count("\n") == 1 and "does not answer" in dead.stdout
    wrong = check("nowhere")
    assert wrong.returncode == 1 and "ADDRESS:PORT" in wrong.stdout and "Traceback" not in wrong.stderr


def test_the_health_check_speaks_tls_and_checks_the_certificate(tmp_path):
    process, port = serve(tmp_path, "--cert", str(TLS / "server.pem"), "--key", str(TLS / "server.key"))
    try:
        trusted = check(f"wss://{LOOPBACK}:{port}", SSL_CERT_FILE=str(TLS / "authority.pem"))
        untrusted = check(f"wss://{LOOPBACK}:{port}", SSL_CERT_FILE=str(TLS / "loopback.pem"))
        plain = check(f"{LOOPBACK}:{port}")
    finally:
        process.terminate()
        process.wait(15)
    assert trusted.returncode == 0 and "answers in" in trusted.stdout, trusted.stdout + trusted.stderr
    assert untrusted.returncode == 1 and "certificate" in untrusted.stdout.lower(), untrusted.stdout
    assert plain.returncode == 1 and "does not answer" in plain.stdout
