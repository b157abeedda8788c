"""A game hosted from the app's Host screen on a xerxes-server that speaks TLS only (a certificate
signed by a test authority, which this computer trusts as it would a public one: `SSL_CERT_FILE`),
joined by its secure invitation and played a few decisions at both seats."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from xerxes_app.bots import Bot
from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.net.invitation import read
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket, servers_used
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.setup_choice import SetupChoice

from ..net_driver import LOOPBACK, NetClicker

TLS = Path(__file__).parents[2] / "net" / "tls"


@pytest.fixture
def secure_server(tmp_path, monkeypatch):
    monkeypatch.setenv("SSL_CERT_FILE", str(TLS / "authority.pem"))  # the system's authorities, for this test
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK, cert=TLS / "server.pem",
                                  key=TLS / "server.key")
    yield handle
    handle.stop()


def test_a_game_hosted_on_a_secure_server_is_joined_by_its_invitation_and_played(app, secure_server):
    clicker = NetClicker(app, seed=4)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("elsewhere")
    assert app.top.widgets["address"].placeholder_text == words("host.server_field")  # "Server", not "Host's address"
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(secure_server.port))
    clicker.click("tls")
    clicker.click("start")
    lobby = app.top
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        assert lobby.link.connection.connection.uri.startswith("wss://")
        clicker.click("invite")
        invited = read(lobby.invitation())
        assert lobby.invitation().endswith("?tls=1") and invited.tls and invited.port == secure_server.port
        # The other player, at another computer, joins by the invitation: TLS, checked against the authority.
        other = Connection(invited.address, invited.port, tls=invited.tls)
        other.start()
        other.send({"type": "join", "code": invited.code, "seat": 1, "name": "Bo"})
        bo = RemoteGame(other, invited.code)
        clicker.wait_for(lambda: bo.take(other.poll()) or lobby.link.game.presence[1])
        clicker.click("start")
        play = app.top.play
        bot = Bot("normal", 1)
        sent: set[int] = set()

        def bo_plays() -> None:
            bo.take(other.poll())
            if bo.ready and bo.deciding == 1 and len(bo.commands) not in sent:
                sent.add(len(bo.commands))
                bo.apply(bot.choose(bo.state, 1))

        deadline = time.monotonic() + 120
        while len(play.session.commands) < 8:
            assert time.monotonic() < deadline, "the game did not go on"
            bo_plays()
            if play.waiting_for() is None and play.asked is None and (isinstance(app.top, SetupChoice) or hasattr(app.top, "play")):
                clicker.decide()
            else:
                clicker.frames(1)
                time.sleep(0.005)
        assert sent, "both seats decided over TLS"
        other.close()
    finally:
        lobby.link.close()
    # The server is remembered, Secure: Host and Join offer it again.
    assert servers_used(app.keeper.save_dir) == [(LOOPBACK, secure_server.port, True)]


def test_host_offers_the_servers_used_before(app):
    """The server used last fills the fields in, Secure as it was; "Used before…" offers the others."""
    now = time.time()
    for ticket in (Ticket(JOINED, "play.example.org", 443, "MNPRTVWX", {0: "t"}, tls=True, played=now - 60),
                   Ticket(JOINED, "203.0.113.30", 9000, "ACDEFHJK", {1: "t"}, played=now - 600)):
        keep_ticket(app.keeper.save_dir, ticket)
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("elsewhere")
    host = app.top
    assert (host.widgets["address"].get_text(), host.widgets["port"].get_text(), host.tls) == ("play.example.org", "443", True)
    clicker.click("used")
    older = next(key for key in host.targets() if isinstance(key, tuple) and key[0] == "used" and "203.0.113.30" in key[1])
    clicker.click(older)
    clicker.wait_for(lambda: host.server[0] != "play.example.org")  # the menu reports its choice frames later
    assert (host.widgets["address"].get_text(), host.widgets["port"].get_text(), host.tls) == ("203.0.113.30", "9000", False)
    clicker.click("tls")  # the switch, as Join's
    assert (host.widgets["address"].get_text(), host.widgets["port"].get_text(), host.tls) == ("203.0.113.30", "9000", True)
