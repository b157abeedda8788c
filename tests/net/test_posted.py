"""A form posted to the server's port (net/posted.py): a POST's head and body held until whole,
then handed to the WebSocket library as the head alone, its length said no more; anything else
handed on at once and as it came, whatever pieces it arrives in; a body too long, or in chunks,
handed on whole for the library to refuse. And over the real port: the stop link's one-click
POST is answered, a body too long is refused, a WebSocket still opens."""

from __future__ import annotations

import http.client

import pytest
from websockets.sync.client import connect

from xerxes_app.net.posted import BODY_MOST, PostedForm

from .helpers import LOOPBACK, ServerThread

POST = (b"POST /stop/abc HTTP/1.1\r\nHost: play.example.org\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        b"Content-Length: 26\r\n\r\nList-Unsubscribe=One-Click")
HEAD = b"POST /stop/abc HTTP/1.1\r\nHost: play.example.org\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\n"


def fed(pieces: list[bytes]) -> list[bytes]:
    form = PostedForm()
    return [form.feed(piece) for piece in pieces]


def test_a_posted_forms_body_is_read_and_its_head_handed_on_alone_in_any_pieces():
    assert b"".join(fed([POST])) == HEAD
    for cut in range(1, len(POST)):
        handed = fed([POST[:cut], POST[cut:]])
        assert handed[0] == b"" and handed[1] == HEAD, cut
    assert fed([POST[i:i + 1] for i in range(len(POST))])[-1] == HEAD
    assert b"".join(fed([POST + b"GET"])) == HEAD + b"GET"  # what follows the body is not lost


def test_anything_else_is_handed_on_at_once_and_a_body_too_long_or_chunked_whole():
    get = b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n"
    assert fed([get]) == [get]
    assert fed([b"GE", b"T / HTTP/1.1\r\n"]) == [b"GE", b"T / HTTP/1.1\r\n"]  # "GE" is no "POST "
    assert fed([b"PO", b"ST /x HTTP/1.1\r\n"]) == [b"", b""]  # a POST: held until its head ends
    long = POST.replace(b"Content-Length: 26", b"Content-Length: %d" % (BODY_MOST + 1))
    assert fed([long]) == [long]
    chunked = POST.replace(b"Content-Length: 26", b"Transfer-Encoding: chunked")
    assert fed([chunked]) == [chunked]
    twice = POST.replace(b"Content-Length: 26", b"Content-Length: 26\r\nContent-Length: 3")
    assert fed([twice]) == [twice]
    endless = PostedForm()
    assert endless.feed(b"POST / HTTP/1.1\r\n" + b"X-A: b\r\n" * 3000) != b""  # a head past its bound, handed on


def test_over_the_port_a_posted_form_is_answered_and_a_websocket_still_opens(tmp_path):
    with ServerThread(tmp_path) as server:
        asked = posted(server, b"List-Unsubscribe=One-Click")
        assert asked.getresponse().status == 404  # a link nobody was sent: answered, in words
        asked.close()
        asked = posted(server, b"x" * (BODY_MOST + 1))
        with pytest.raises(http.client.RemoteDisconnected):  # closed unanswered, as the library does
            asked.getresponse()
        asked.close()
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            socket.send('{"type": "health"}')
            assert '"healthy":true' in socket.recv(10)


def posted(server: ServerThread, body: bytes) -> http.client.HTTPConnection:
    asked = http.client.HTTPConnection(LOOPBACK, server.port, timeout=10)
    asked.request("POST", "/stop/abc", body=body, headers={"Content-Type": "application/x-www-form-urlencoded"})
    return asked
