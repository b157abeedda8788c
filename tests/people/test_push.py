"""Notices pushed (people/push.py) to an HTTP server on 127.0.0.1, counted exactly: ntfy's JSON,
Discord's and matrix-hookshot's webhooks; and the server's own network guarded against a URL
pointing into it, no redirect followed, the answer read to a bound, a silent server timed out."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace

import pytest

from xerxes_app.people import push as push_module
from xerxes_app.people.delivery import NotSent
from xerxes_app.people.notices import PUSH, REMINDER, TURN
from xerxes_app.people.push import Push, PushSettings, allowed, target

from .notices_made import OPEN, STOP, notice
from .servers import Posts, http_server

SERVER = "play.example.org"


def pushed(to: str, made=None, allow_loopback=True, timeout=10.0):
    """Push one notice to `to`: what NotSent said, or None once sent."""
    made = replace(made or notice(TURN), channel=PUSH, to=to)
    try:
        asyncio.run(Push(PushSettings(SERVER, allow_loopback=allow_loopback, timeout=timeout)).send(made))
    except NotSent as failed:
        return failed


def one_post(to: str, made=None, answers=None) -> tuple[str, dict, dict]:
    """Push one notice to `to` (its `{port}` the test server's): the one request the server got."""
    posts = Posts(answers=answers)
    with http_server(posts) as port:
        assert pushed(to.format(port=port), made) is None
    [request] = posts.requests
    return request


def test_an_ntfy_topic_gets_the_title_the_message_and_the_games_link_as_json():
    path, headers, body = one_post("ntfy+http://127.0.0.1:{port}/xerxes-ann-7f3a")
    assert path == "/" and headers["Content-Type"] == "application/json"
    assert body == {"topic": "xerxes-ann-7f3a", "title": "Xerxes: your turn in “Ann's game”",
                    "message": f"It is your turn in “Ann's game” on {SERVER}.\nOpen the game: {OPEN}\n"
                               f"Stop these notices: {STOP}",
                    "click": OPEN}


def test_an_ntfy_server_under_a_path_is_published_to_at_its_root():
    path, _, body = one_post("ntfy+http://127.0.0.1:{port}/ntfy/xerxes-ann?auth=tk")
    assert path == "/ntfy/?auth=tk" and body["topic"] == "xerxes-ann"


def test_a_discord_webhook_gets_content_that_pings_nobody():
    path, _, body = one_post("discord+http://127.0.0.1:{port}/api/webhooks/1/abc?wait=false", answers=[204])
    assert path == "/api/webhooks/1/abc?wait=false"
    assert body == {"content": f"**Xerxes: your turn in “Ann\\'s game”**\nIt is your turn in “Ann\\'s game” on {SERVER}.\n"
                               f"Open the game: {OPEN}\nStop these notices: {STOP}",
                    "allowed_mentions": {"parse": []}}


def test_a_hookshot_webhook_gets_text_and_escaped_html_in_japanese():
    path, _, body = one_post("matrix+http://127.0.0.1:{port}/webhook/abcdef", notice(REMINDER, "ja", game="<i>アン</i>"))
    assert path == "/webhook/abcdef"
    assert body["text"].startswith("Xerxes：「<i>アン</i>」の持ち時間は残り5時間07分\n")
    assert body["html"].startswith("<strong>Xerxes：「&lt;i&gt;アン&lt;/i&gt;」の持ち時間は残り5時間07分</strong><br>")


def test_each_notice_is_one_post_counted_exactly():
    posts = Posts()
    with http_server(posts) as port:
        for number in range(5):
            assert pushed(f"ntfy+http://127.0.0.1:{port}/t", notice(TURN, number=number)) is None
    assert posts.count == 5


@pytest.mark.parametrize("status, lasting", [(500, False), (503, False), (429, False), (408, False),
                                             (404, True), (401, True), (400, True)])
def test_an_answer_refusing_is_passing_or_lasting(status, lasting):
    posts = Posts(answers=[status])
    with http_server(posts) as port:
        failed = pushed(f"ntfy+http://127.0.0.1:{port}/t")
    assert failed.lasting is lasting and posts.count == 1


def test_a_redirect_is_never_followed():
    posts = Posts(answers=[302], headers={"Location": "http://127.0.0.2:9/elsewhere"})
    with http_server(posts) as port:
        failed = pushed(f"discord+http://127.0.0.1:{port}/api/webhooks/1/abc")
    assert failed.lasting and "redirect" in failed.reason and posts.count == 1


def test_loopback_is_refused_unless_allowed_and_nothing_is_sent():
    posts = Posts()
    with http_server(posts) as port:
        for to in (f"ntfy+http://127.0.0.1:{port}/t", f"ntfy+http://localhost:{port}/t",
                   f"ntfy+http://[::ffff:127.0.0.1]:{port}/t"):
            failed = pushed(to, allow_loopback=False)
            assert failed.lasting and "own network" in failed.reason
    assert posts.count == 0


@pytest.mark.parametrize("address", ["10.1.2.3", "172.16.0.9", "192.168.1.1", "169.254.169.254", "100.64.0.1",
                                     "0.0.0.0", "224.0.0.251", "239.255.255.250", "fe80::1", "fc00::1", "ff02::1",
                                     "::ffff:192.168.1.1", "::"])
def test_a_private_link_local_or_multicast_address_is_never_allowed(address):
    assert not allowed(address, loopback=True)


def test_public_addresses_are_allowed_and_loopback_only_when_said():
    assert not allowed("203.0.113.5", loopback=False)  # kept for documentation, reaches nobody
    assert allowed("8.8.8.8", loopback=False) and allowed("2606:4700:4700::1111", loopback=False)
    assert allowed("127.0.0.1", loopback=True) and not allowed("127.0.0.1", loopback=False)
    assert allowed("::1", loopback=True) and not allowed("::1", loopback=False)


def test_a_name_resolving_into_the_network_is_refused_before_any_connection(monkeypatch):
    """The name is resolved first and every address checked: a name of the person's that points
    at the cloud's metadata address never gets a connection opened to it."""
    opened = []
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, port, **_: [
        (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.215.14", port)),
        (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("169.254.169.254", port))])
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: opened.append(a) or (_ for _ in ()).throw(OSError()))
    failed = pushed("ntfy+https://push.example.org/t", allow_loopback=False)
    assert failed.lasting and opened == []


def test_the_connection_goes_to_the_address_checked_not_to_a_second_answer(monkeypatch):
    """A name server answering a public address to the check and a private one after it (DNS
    rebinding) is asked once: the connection goes to what was checked."""
    answers = iter([[(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.215.14", 443))]])
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: next(answers))
    opened = []
    monkeypatch.setattr(push_module.socket, "create_connection",
                        lambda address, *a, **k: opened.append(address) or (_ for _ in ()).throw(ConnectionRefusedError()))
    failed = pushed("ntfy+https://push.example.org/t", allow_loopback=False)
    assert not failed.lasting and opened == [("93.184.215.14", 443)]


@pytest.mark.parametrize("to", ["https://ntfy.sh/t", "slack+https://hooks.example.org/x", "ntfy+ftp://ntfy.sh/t",
                                "ntfy+https://ntfy.sh/", "ntfy+https://user:pw@ntfy.sh/t", "ntfy+https://ntfy.sh/t#x",
                                "ntfy+https://ntfy.sh:0/t", "ntfy+https://ntfy.sh:99999/t", "ntfy+https://ntfy.sh/a b",
                                "discord+https:///api"])
def test_a_push_address_that_is_not_one_is_refused_in_words(to):
    with pytest.raises(ValueError) as refused:
        target(to)
    assert str(refused.value)
    assert pushed(to).lasting


def test_an_endless_answer_is_read_to_a_bound():
    posts = Posts()
    posts.endless = True
    with http_server(posts) as port:
        assert pushed(f"ntfy+http://127.0.0.1:{port}/t") is None
    assert posts.written < 64 * 1024 * 1024  # the server's writing stopped once the push closed (its thread joined)


def test_a_silent_server_is_given_up_on_at_the_timeout_and_tried_again_later():
    posts = Posts(hold=True)
    with http_server(posts) as port:
        failed = pushed(f"ntfy+http://127.0.0.1:{port}/t", timeout=0.5)
    assert not failed.lasting and posts.count == 1
