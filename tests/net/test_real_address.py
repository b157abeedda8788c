"""Behind a balancer the server counts each player's own address: the one a PROXY header names
(v1 and v2, TCP over IPv4 and IPv6, before TLS too), or the one a trusted proxy's
`X-Forwarded-For` / `Forwarded` names; a connection without a valid header is closed, a
forwarded address from anyone else ignored, each said once in the log. The players' addresses
are made distinct over 127.0.0.1 by the PROXY headers the test sends, as a balancer would."""

from __future__ import annotations

import io
import ipaddress
import socket as sockets
import ssl
import struct
import time
from contextlib import ExitStack
from pathlib import Path

import pytest
from websockets.exceptions import InvalidHandshake, InvalidMessage
from websockets.sync.client import connect

from xerxes_app.net.budgets import ALL_GUESSES, GUESSES, SLOW
from xerxes_app.net.guard import Bounds
from xerxes_app.net.real_address import Front
from xerxes_app.net.tls import server_tls

from .helpers import LOOPBACK, FakeClock, ServerThread, ask
from .test_guessing import TWO, wrong_code

TLS = Path(__file__).parent / "tls"
V2 = b"\r\n\r\n\x00\r\nQUIT\n"


def v1(source: str, family: str = "TCP4") -> bytes:
    return f"PROXY {family} {source} {LOOPBACK if family == 'TCP4' else '::1'} 51234 8765\r\n".encode()


def v2(source: str | None, tlvs: bytes = b"") -> bytes:
    """HAProxy's send-proxy-v2: PROXY from `source` over TCP, or LOCAL (its own check) for None."""
    if source is None:
        return V2 + struct.pack("!BBH", 0x20, 0x00, len(tlvs)) + tlvs
    address = ipaddress.ip_address(source)
    if address.version == 4:
        body = struct.pack("!4s4sHH", address.packed, ipaddress.ip_address(LOOPBACK).packed, 51234, 8765)
        family = 0x11
    else:
        body = struct.pack("!16s16sHH", address.packed, ipaddress.ip_address("::1").packed, 51234, 8765)
        family = 0x21
    return V2 + struct.pack("!BBH", 0x21, family, len(body) + len(tlvs)) + body + tlvs


def raw(port: int, header: bytes) -> sockets.socket:
    sock = sockets.create_connection((LOOPBACK, port), timeout=10)
    sock.sendall(header)
    return sock


def player(port: int, header: bytes, tls: ssl.SSLContext | None = None, **options):
    """A WebSocket client whose connection begins with `header`, as through a balancer."""
    scheme = "wss" if tls else "ws"
    return connect(f"{scheme}://{LOOPBACK}:{port}", sock=raw(port, header), ssl=tls, max_size=None, **options)


def addresses(server: ServerThread) -> list[str]:
    """The addresses the server counts its players' connections under, by the gate and by each client."""
    def counted():
        return sorted(client.address for client in server.server.clients)
    return server.call(counted)


def until(test, seconds: float = 60) -> None:
    """Wait for `test()` to hold (bounded: a failure past it)."""
    end = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < end, "not within the bound"
        time.sleep(0.01)


def closed_without_answer(sock: sockets.socket) -> bool:
    """Sends a WebSocket's request; whether the server closes the connection, answering nothing."""
    try:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n\r\n")
        return sock.recv(1024) == b""
    except ConnectionResetError:
        return True
    finally:
        sock.close()


@pytest.mark.parametrize("header, counted", [
    (v1("203.0.113.7"), "203.0.113.7"),
    (v1("2001:db8:1:2::7", "TCP6"), "2001:db8:1:2::/64"),
    (v2("203.0.113.8"), "203.0.113.8"),
    (v2("2001:db8:5:6:7::9"), "2001:db8:5:6::/64"),
    (v2("198.51.100.3", tlvs=b"\x05\x00\x04abcd"), "198.51.100.3"),  # a TLV (a unique id) passed over
    (v2(None), LOOPBACK),  # LOCAL: the balancer's own connection, counted as the balancer
    (b"PROXY UNKNOWN\r\n", LOOPBACK),
])
def test_a_proxy_header_names_the_address_a_player_is_counted_under(tmp_path, header, counted):
    with ServerThread(tmp_path, front=Front(proxy_protocol=True)) as server:
        with player(server.port, header) as socket:
            assert ask(socket, TWO)["type"] == "created"  # the WebSocket after the header, whole
            assert addresses(server) == [counted]
            assert server.call(lambda: dict(server.server.gate.counts)) == {counted: 1}
        until(lambda: server.call(lambda: server.server.gate.open) == 0)


def test_the_header_comes_before_tls_when_the_server_speaks_it(tmp_path):
    tls = server_tls(TLS / "loopback.pem", TLS / "loopback.key")
    trusting = ssl.create_default_context(cafile=TLS / "loopback.pem")
    with ServerThread(tmp_path, tls=tls, front=Front(proxy_protocol=True)) as server:
        with player(server.port, v2("203.0.113.9"), trusting) as socket:
            assert ask(socket, TWO)["type"] == "created"
            assert addresses(server) == ["203.0.113.9"]
        with player(server.port, v1("203.0.113.10"), trusting) as socket:
            assert ask(socket, {"type": "look", "code": "ACDEFHJK"})["kind"] == "no_game"
        # TLS without the header first: closed, as any connection without it.
        with pytest.raises((InvalidHandshake, InvalidMessage, ssl.SSLError, OSError)):
            with connect(f"wss://{LOOPBACK}:{server.port}", ssl=trusting, open_timeout=30):
                pass


@pytest.mark.parametrize("header", [
    b"",  # none: a player reaching the server without the balancer
    b"PROXY TCP4 999.0.113.7 127.0.0.1 51234 8765\r\n",  # not an address
    b"PROXY TCP4 2001:db8::1 127.0.0.1 51234 8765\r\n",  # TCP4 naming IPv6
    b"PROXY TCP4 203.0.113.7 127.0.0.1 51234 99999\r\n",  # no such port
    b"PROXY TCP4 203.0.113.7 127.0.0.1 51234 8765\n",  # no \r
    b"PROXY TCP4 " + b"7" * 200 + b"\r\n",  # past the 107 bytes a line may have
    b"PROXY SCTP 203.0.113.7 127.0.0.1 51234 8765\r\n",
    V2 + struct.pack("!BBH", 0x11, 0x11, 12) + bytes(12),  # version 1 in a v2 header
    V2 + struct.pack("!BBH", 0x2F, 0x11, 12) + bytes(12),  # command 15
    V2 + struct.pack("!BBH", 0x21, 0x11, 4) + bytes(4),  # too short for its addresses
    V2 + struct.pack("!BBH", 0x21, 0x11, 60_000),  # a length no balancer sends
    b"\r\n\r\n\x00\r\nQUIX\n" + bytes(4),  # a forged signature
])
def test_a_connection_without_a_valid_header_is_closed_and_said_once(tmp_path, header):
    log = io.StringIO()
    with ServerThread(tmp_path, front=Front(proxy_protocol=True), log=log) as server:
        for _ in range(3):
            assert closed_without_answer(raw(server.port, header))
        until(lambda: server.call(lambda: server.server.gate.open) == 0)
        assert server.call(lambda: server.server.clients) == set()
    assert log.getvalue().count("without a PROXY header") == 1  # once for the address, however often


def test_a_trusted_proxys_forwarded_address_is_the_players_own(tmp_path):
    front = Front(trusted=(ipaddress.ip_network("127.0.0.0/8"),))
    with ServerThread(tmp_path, front=front) as server:
        url = f"ws://{LOOPBACK}:{server.port}"
        headers = [
            {"X-Forwarded-For": "198.51.100.9"},
            # The rightmost address not a trusted proxy's: what the player wrote left of it is theirs to make up.
            {"X-Forwarded-For": "6.6.6.6, 198.51.100.10, 127.0.0.2"},
            {"Forwarded": 'for=6.6.6.6, for="[2001:db8:cafe::17]:4711";proto=https'},
            {"Forwarded": "for=192.0.2.60;by=127.0.0.1", "X-Forwarded-For": "6.6.6.6"},  # the standard one first
        ]
        counted = ["198.51.100.9", "198.51.100.10", "2001:db8:cafe::/64", "192.0.2.60"]
        for header, address in zip(headers, counted):
            with connect(url, additional_headers=header) as socket:
                ask(socket, {"type": "look", "code": "ACDEFHJK"})
                assert addresses(server) == [address]
                assert server.call(lambda: dict(server.server.gate.counts)) == {address: 1}


def test_a_forwarded_address_is_ignored_from_anyone_not_trusted_and_said_once(tmp_path):
    log = io.StringIO()
    front = Front(trusted=(ipaddress.ip_network("10.9.0.0/16"),))
    with ServerThread(tmp_path, front=front, log=log) as server:
        for forged in ("198.51.100.9", "203.0.113.1"):
            with connect(f"ws://{LOOPBACK}:{server.port}", additional_headers={"X-Forwarded-For": forged}) as socket:
                ask(socket, {"type": "look", "code": "ACDEFHJK"})
                assert addresses(server) == [LOOPBACK]
    assert log.getvalue().count("forwarded addresses ignored") == 1


def test_the_cap_per_address_counts_the_players_behind_a_trusted_proxy(tmp_path):
    front = Front(trusted=(ipaddress.ip_network("127.0.0.1/32"),))
    with ServerThread(tmp_path, front=front, bounds=Bounds(connections_per_address=2)) as server:
        url = f"ws://{LOOPBACK}:{server.port}"
        with ExitStack() as open_ones:  # five players and two connections of a sixth, all from the balancer
            for forwarded in [f"198.51.100.{n}" for n in range(5)] + ["203.0.113.5"] * 2:
                open_ones.enter_context(connect(url, additional_headers={"X-Forwarded-For": forwarded}))
            with pytest.raises(InvalidHandshake):  # a third from one player's address: refused (503)
                with connect(url, additional_headers={"X-Forwarded-For": "203.0.113.5"}):
                    pass


def test_a_guesser_at_one_address_never_keeps_the_others_from_joining(tmp_path):
    """Through a balancer: guessers spend their own budgets and then the server's; the players at
    other addresses are slowed, never refused, and a seat's token spends nothing."""
    slept: list[float] = []

    async def sleep(seconds: float) -> None:  # time injected: the wait is counted, not slept
        slept.append(seconds)

    size = GUESSES[0]
    # The server's clock stands still: its budget comes back only as the test says (not at all).
    with ServerThread(tmp_path, front=Front(proxy_protocol=True), clock=FakeClock(), sleep=sleep,
                      strikes=10**6) as server:
        budget = server.server.guesses
        with player(server.port, v2("192.0.2.1")) as host:
            code = ask(host, TWO)["code"]
            token = ask(host, {"type": "look", "code": code}, ("joined",))["token"]
        # Strangers at ten addresses spend their ten guesses each: the server's 100 with them.
        for number in range(ALL_GUESSES[0] // size):
            with player(server.port, v2(f"203.0.113.{number + 1}")) as stranger:
                kinds = [ask(stranger, {"type": "look", "code": wrong_code(code)})["kind"] for _ in range(size)]
                assert kinds == ["no_game"] * size
                assert ask(stranger, {"type": "look", "code": code})["kind"] == "guesses"
        assert slept == []
        with player(server.port, v2("203.0.113.1")) as stranger:
            assert ask(stranger, {"type": "look", "code": code})["kind"] == "guesses"  # theirs spent
            # A seat's token is no guess: its player, back from that address, is seated; a wrong
            # one is refused, and spends nothing.
            assert ask(stranger, {"type": "join", "code": code, "seat": 0, "token": token},
                       ("joined", "refused"))["type"] == "joined"
        spent_before = dict(budget.buckets)
        with player(server.port, v2("198.51.100.200")) as mistaken:
            for _ in range(size + 5):
                answer = ask(mistaken, {"type": "join", "code": code, "seat": 0, "token": "an old token"})
                assert answer["kind"] == "wrong_token"
        assert budget.buckets == spent_before
        assert slept == [SLOW] * (size + 5)  # a lookup all the same (a wrong token tells the code is right): slowed
        slept.clear()
        # Players at twenty other addresses join by code: slowed, each lookup, never refused.
        for number in range(20):
            with player(server.port, v2(f"198.51.100.{number + 1}")) as friend:
                assert ask(friend, {"type": "look", "code": code})["type"] == "room"
        assert slept == [SLOW] * 20
        with player(server.port, v2("198.51.100.99")) as friend:
            assert ask(friend, {"type": "join", "code": code, "seat": 1, "name": "Bo"}, ("joined",))["seat"] == 1
        # One who mistyped meanwhile has guessed: that address waits on the server's budget.
        with player(server.port, v2("198.51.100.150")) as mistyping:
            assert ask(mistyping, {"type": "look", "code": wrong_code(code)})["kind"] == "no_game"
            assert ask(mistyping, {"type": "look", "code": code})["kind"] == "guesses"
        assert server.server.crashes == 0
