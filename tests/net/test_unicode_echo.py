"""Text a client sends is never echoed so that it cannot be encoded: a lone surrogate written as a
JSON escape is refused as malformed and counted, with no traceback; an unforeseen error in
sending costs that connection one close with its reason and the log one traceback, however
often it happens; and the log says each kind of abuse once, then counts it."""

from __future__ import annotations

import io
import json

import pytest
from websockets.asyncio.connection import Connection as AsyncConnection
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from xerxes_app.net.protocol import STRIKES, encoded

from .helpers import LOOPBACK, FakeClock, ServerThread, ask

SAID = "The message could not be read: it holds text that is not Unicode."
LONE = "\\ud800"  # as it travels: six ASCII characters, which JSON reads as one lone surrogate
FRAMES = [
    '{"type":"look","code":"%s"}' % LONE,
    '{"type":"%s"}' % LONE,
    '{"type":"look","code":"AB\\uDBFFCD"}',
    '{"type":"join","code":"ACDEFHJK","seat":0,"name":"Ann%s"}' % "\\udfff",
    '{"type":"create","seats":[{"name":"%s","kind":"human"},{"name":"B","kind":"easy"}]}' % LONE,
]


def test_lone_surrogates_are_refused_counted_and_never_break_the_connection(tmp_path):
    log, clock = io.StringIO(), FakeClock()
    with ServerThread(tmp_path, log=log, clock=clock, rate=1e9, burst=10**9) as server:
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            for _ in range(20):
                for frame in FRAMES:
                    socket.send(frame)
                    reply = json.loads(socket.recv(5))
                    assert reply["type"] == "refused" and reply["kind"] == "malformed", reply
                    assert reply["values"] == ["it holds text that is not Unicode"]
            # The connection is still open and served, with its strikes counted.
            socket.send(json.dumps({"type": "look", "code": "ACDEFHJK"}))
            assert json.loads(socket.recv(5))["kind"] == "no_game"
        clock.advance(10)
        server.call(server.server.sweep)
        assert server.server.crashes == 0
    lines = log.getvalue().splitlines()
    assert "Traceback" not in log.getvalue()
    assert [line for line in lines if "refused (malformed)" in line] == [
        f"xerxes-server: refused (malformed): from 127.0.0.1: {SAID}",
        f"xerxes-server: refused (malformed): 99 more in the last 10 s (the latest: from 127.0.0.1: {SAID})"]
    assert 100 < STRIKES  # so the hundred refusals above left the connection open


def test_text_that_slipped_through_is_sent_escaped_never_a_failure():
    assert encoded({"code": "\ud800"}) == b'{"code":"\\ud800"}'
    assert encoded({"name": "アン"}) == '{"name":"アン"}'.encode()


@pytest.fixture
def failing_send(monkeypatch):
    """The server's sending fails for "room" frames, as an unforeseen bug there would."""
    send = AsyncConnection.send

    async def failing(self, message, *args, **kwargs):
        if isinstance(message, bytes) and message.startswith(b'{"type":"room"'):
            raise RuntimeError("a bug in sending")
        return await send(self, message, *args, **kwargs)

    monkeypatch.setattr(AsyncConnection, "send", failing)


def test_an_error_in_sending_costs_one_close_with_a_reason_and_one_traceback(tmp_path, failing_send):
    log = io.StringIO()
    with ServerThread(tmp_path, log=log) as server:
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "open"}]
            code = ask(socket, {"type": "create", "seats": seats})["code"]
        for _ in range(5):
            with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
                socket.send(json.dumps({"type": "look", "code": code}))
                with pytest.raises(ConnectionClosed) as closed:
                    socket.recv(5)
                said = closed.value.rcvd
                assert (said.code, said.reason) == (1011, "the server could not send a message")
        assert server.server.crashes == 5
    assert log.getvalue().count("Traceback") == 1
    assert "unforeseen RuntimeError in sending" in log.getvalue()


def test_the_event_loops_own_errors_are_counted_and_said_once(tmp_path):
    log = io.StringIO()
    with ServerThread(tmp_path, log=log, clock=FakeClock()) as server:
        for _ in range(50):  # as asyncio reports an accept that failed for want of files, each time
            server.call(lambda: server.loop.call_exception_handler(
                {"message": "socket.accept() out of system resource", "exception": OSError(24, "Too many open files")}))
        assert server.server.crashes == 50
    assert log.getvalue().splitlines() == [
        "xerxes-server: unforeseen OSError in the event loop: socket.accept() out of system resource (?): "
        "[Errno 24] Too many open files",
        "OSError: [Errno 24] Too many open files",  # its traceback, once
        "xerxes-server: unforeseen OSError in the event loop: socket.accept() out of system resource (?): "
        "49 more in the last 0 s (the latest: [Errno 24] Too many open files)"]
