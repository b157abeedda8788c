"""The host's lobby and the home router (net/router.py), against a router simulated on 127.0.0.1
(tools/router_stub.py), the app pointed straight at its description: the public address shown
first, the mapping renewed by the clock the test gives and removed at Stop hosting; a router that
refuses and one that never answers each said in words within 5 s, and the lobby's frames never
waiting for the router meanwhile. This computer's IPv6 address offered, where it has one, and
served there."""

import html
import socket
import statistics
import time

import pytest
# The library loaded first, as a second hosting finds it: the seconds the tests measure are the
# router's, never Python's first import of aiohttp on a busy machine.
import async_upnp_client.client_factory  # noqa: F401

from tools.router_stub import PUBLIC_ADDRESS, RouterStub, SilentRouter
from xerxes_app.net import router
from xerxes_app.ui.game import net_address, net_link
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.shell.app_window import FPS

from ..net_driver import NetClicker

HOME = "127.0.0.1"  # the house's address the lobby shows (conftest.py)


class Clock:
    def __init__(self):
        self.now = time.monotonic()

    def __call__(self) -> float:
        return self.now


def said(lobby) -> str:
    return lobby.widgets["reach"].html_text if "reach" in lobby.widgets else ""


def test_the_lobby_shows_the_routers_public_address_and_the_mapping_lives_as_long_as_the_game(app, monkeypatch):
    clock = Clock()
    monkeypatch.setattr(router, "CLOCK", clock)
    with RouterStub() as stub:
        monkeypatch.setenv(router.ROUTER_VARIABLE, stub.location)
        clicker = NetClicker(app)
        lobby = clicker.host()
        try:
            clicker.wait_for(lambda: lobby.link.ready and lobby.link.public_address == PUBLIC_ADDRESS)
            clicker.frames(1)
            port = lobby.link.port
            assert html.escape(words("reach.open", address=PUBLIC_ADDRESS, port=port)) in said(lobby)
            assert html.escape(words("reach.here", address=HOME)) in said(lobby)
            [added] = stub.named("AddPortMapping")
            assert (added["NewExternalPort"], added["NewInternalPort"], added["NewLeaseDuration"]) == (
                str(port), str(port), str(router.LEASE))
            clock.now += router.LEASE / 2  # half the lease: the lobby's next frame renews it
            clicker.wait_for(lambda: lobby.link.router.renewals == 1)
            assert stub.named("AddPortMapping") == [added, added]
        finally:
            clicker.click("stop")
        assert stub.wait_for("DeletePortMapping") == [{"NewRemoteHost": "", "NewExternalPort": str(port), "NewProtocol": "TCP"}]


@pytest.mark.parametrize("kind", ["refuses", "never answers"])
def test_a_router_that_will_not_open_the_way_is_said_within_5_seconds_and_no_frame_waits_for_it(app, monkeypatch, kind):
    with RouterStub(refuse=True) if kind == "refuses" else SilentRouter() as home_router:
        monkeypatch.setenv(router.ROUTER_VARIABLE, home_router.location)
        clicker = NetClicker(app)
        lobby = clicker.host()
        try:
            clicker.wait_for(lambda: lobby.link.router is not None)
            asked, first = time.monotonic(), len(app.frame_ms)
            clicker.wait_for(lambda: lobby.link.router.state != router.ASKING, seconds=6)
            assert time.monotonic() - asked < 5
            frames, walls = app.frame_ms[first:], app.frame_wall_ms[first:]
            clicker.frames(1)
            port = lobby.link.port
            if kind == "refuses":
                first_line = words("reach.refused_saying", port=port, problem="ConflictInMappingEntry", local=HOME)
            else:
                first_line = words("reach.no_router", local=HOME)
            assert f"<b>{html.escape(first_line)}</b>" in said(lobby)
            assert html.escape(words("reach.instead", port=port, local=HOME)) in said(lobby)
            assert lobby.link.public_address is None
        finally:
            clicker.click("stop")
    if kind == "never answers":
        # The screen went on drawing for the 4 s the router was waited for: a frame's usual work
        # (its thread's processor time, whatever else the machine runs) within its budget, and no
        # frame near the seconds one waiting on the router would take, even on a busy machine.
        print(f"{len(frames)} frames, median {statistics.median(frames):.1f} ms of work, longest {max(walls):.1f} ms")
        assert len(frames) > 20 and statistics.median(frames) < 1000 / FPS and max(walls) < 2000


def test_an_ipv6_address_on_the_internet_is_offered_with_the_firewall_caveat_and_served(app, monkeypatch):
    monkeypatch.setattr(net_address, "global_ipv6", lambda: "::1")  # served on the loopback's IPv6 (conftest.py)
    clicker = NetClicker(app)
    lobby = clicker.host()
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        clicker.frames(1)
        port = lobby.link.port
        assert lobby.link.ipv6 == "::1"
        assert said(lobby) == html.escape(words("reach.ipv6", address="::1", port=port))  # no router asked (conftest.py)
        with socket.create_connection(("::1", port), timeout=5):
            pass  # the hosted server takes players by IPv6 too
    finally:
        clicker.click("stop")


def test_with_the_usual_port_held_the_game_is_served_by_ipv6_too_on_a_free_one(app, monkeypatch):
    """A game served a moment ago may still hold the usual port while it closes (as another
    program may): the next is served on a free port, by IPv6 as well."""
    monkeypatch.setattr(net_address, "global_ipv6", lambda: "::1")
    with socket.socket() as holder:
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as a server binds: past a closed one's TIME_WAIT
        try:
            holder.bind(("127.0.0.1", net_link.PORT))
            holder.listen()
        except OSError:
            pass  # held already, by another program: the same for the lobby
        clicker = NetClicker(app)
        lobby = clicker.host()
        try:
            clicker.wait_for(lambda: lobby.link.ready)
            port = lobby.link.port
            assert port != net_link.PORT and lobby.link.ipv6 == "::1"
            for address in ("127.0.0.1", "::1"):
                with socket.create_connection((address, port), timeout=30):
                    pass
        finally:
            clicker.click("stop")
