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

from .helpers import LOOPBACK, FakeClock, ServerThread

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
        "xerxes-server: refused (malformed): from 127.0.0.1: The message could not be read: it holds text that is not Unicode.",
        "xerxes-server: refused (malformed): 99 more in the last 10 s (the latest: from 127.0.0.1: The message could not "
        "be read: it holds text that is not Unicode.)"]
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
            socket.send(json.dumps({"type": "create", "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "open"}]}))
            code = json.loads(socket.recv(5))["code"]
        for _ in range(5):
            with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
                socket.send(json.dumps({"type": "look", "code": code}))
                with pytest.raises(ConnectionClosed) as closed:
                    socket.recv(5)
                assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1011, "the server could not send a message")
        assert server.server.crashes == 5
    assert log.getvalue().count("Traceback") == 1
    assert "unforeseen RuntimeError in sending" in log.getvalue()
