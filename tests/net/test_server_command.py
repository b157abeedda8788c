"""`xerxes-server --port N --data DIR` starts, serves, and stops cleanly on SIGTERM and SIGINT,
its games saved; a host's app's server stops when the app's pipe closes, however the app ends."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from xerxes_app.net.client import Connection
from xerxes_app.net.hosting import ServerFailed, start_server

from .helpers import LOOPBACK, wait_for


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def server_script() -> str:
    found = shutil.which("xerxes-server", path=str(Path(sys.executable).parent))
    assert found, "the xerxes-server console script is installed with the app"
    return found


def create_game(port: int) -> str:
    with connect(f"ws://{LOOPBACK}:{port}") as ws:
        ws.send(json.dumps({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]}))
        return json.loads(ws.recv(5))["code"]


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_the_server_command_serves_and_stops_cleanly(tmp_path, stop):
    port = free_port()
    process = subprocess.Popen([server_script(), "--port", str(port), "--data", str(tmp_path), "--address", LOOPBACK],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert "listening on 127.0.0.1 port" in process.stdout.readline()
        code = create_game(port)
        process.send_signal(stop)
        out, err = process.communicate(timeout=15)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err
    assert "stopped" in out and "Traceback" not in err
    saved = json.loads((tmp_path / "games" / f"{code}.json").read_text())
    assert saved["network"]["code"] == code and saved["network"]["seats"][1]["open"] is True
    # Started again on its folder, it holds the game still.
    process = subprocess.Popen([server_script(), "--port", str(port), "--data", str(tmp_path), "--address", LOOPBACK],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert "with 1 games" in process.stdout.readline()
        with connect(f"ws://{LOOPBACK}:{port}") as ws:
            ws.send(json.dumps({"type": "look", "code": code}))
            room = json.loads(ws.recv(5))
        assert room["type"] == "room" and [s["open"] for s in room["seats"]] == [False, True]
    finally:
        process.terminate()
        process.wait(15)


def test_a_hosts_server_dies_with_the_host(tmp_path):
    """The app that started it is killed outright: its pipe closes, and the server stops."""
    host = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from xerxes_app.net.hosting import start_server
        handle = start_server({str(tmp_path)!r}, port=0, address="127.0.0.1")
        print(handle.process.pid, handle.port, flush=True)
        time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True)
    try:
        pid, port = map(int, host.stdout.readline().split())
        create_game(port)
        host.kill()
        host.wait()
        wait_for(lambda: not _alive(pid))
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    assert len(list((tmp_path / "games").glob("*.json"))) == 1


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a stopped child of a killed parent is reaped by init; until then it is a zombie
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"
    except OSError:
        return False


def test_a_port_taken_is_refused_in_words(tmp_path):
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        started = time.monotonic()
        with pytest.raises(ServerFailed) as failed:
            start_server(tmp_path, port=port, address=LOOPBACK)
        assert isinstance(failed.value, OSError) and "cannot listen" in str(failed.value)
        assert time.monotonic() - started < 15


def test_with_a_certificate_and_key_the_server_speaks_tls(tmp_path):
    tls = Path(__file__).parent / "tls"
    port = free_port()
    process = subprocess.Popen([server_script(), "--port", str(port), "--data", str(tmp_path), "--address", LOOPBACK,
                                "--cert", str(tls / "loopback.pem"), "--key", str(tls / "loopback.key")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    trusted = ssl.create_default_context(cafile=str(tls / "loopback.pem"))
    connection = Connection(LOOPBACK, port, tls=True, ssl_context=trusted)
    try:
        assert "listening" in process.stdout.readline()
        connection.start()
        connection.send({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "C", "kind": "easy"}]})
        frames = []
        wait_for(lambda: any(f["type"] == "game" for f in frames), also=lambda: frames.extend(connection.poll()))
        assert connection.status == "connected"
        with pytest.raises(Exception):  # in the clear, nothing is served
            with connect(f"ws://{LOOPBACK}:{port}", open_timeout=3) as plain:
                plain.recv(3)
    finally:
        connection.close()
        process.terminate()
        process.wait(15)


def test_a_second_server_on_the_same_folder_is_refused(tmp_path):
    first = start_server(tmp_path, port=0, address=LOOPBACK)
    try:
        second = subprocess.run([server_script(), "--port", "0", "--data", str(tmp_path), "--address", LOOPBACK],
                                capture_output=True, text=True, timeout=30)
        assert second.returncode == 1 and "another server holds the data folder" in second.stderr
        assert first.running
    finally:
        first.stop()
    again = start_server(tmp_path, port=0, address=LOOPBACK)  # once the first has stopped, the folder is free
    again.stop()
