"""The server's bounds against strangers (`Bounds`: docs/network.md gives each one's reason), and
its connections' gate: per address and in all, below the process's file limit.

A connection over either cap is dropped the moment it is accepted (`connection_made`), before
anything of it is read or any task made for it: a stranger opening connections as fast as they
can costs the server an accept, the library's objects for it and a close each, some 150 µs of a
core here (6,000 a second). Counting
from that moment also counts the connections that never finish their opening handshake (held
at most the library's `open_timeout`, 10 s). Over TLS the application sees a connection only
once its TLS handshake is done (`ssl_handshake_timeout`, 10 s, bounds those under way).

An address is what one household or one stranger holds: an IPv4 address, or an IPv6 address's
/64 network (one machine may hold a whole /64). The server must see its players' own addresses:
behind a balancer every player would be the balancer's one address, unless it passes each
player's on (real_address.py). With the PROXY protocol a connection is counted at the gate once
its header is read, under the address it names; from a trusted proxy it is counted against the
total at once, and under the player's own address once its request's `Forwarded` header is read.
"""

from __future__ import annotations

import argparse
import asyncio
import http
import ipaddress
import ssl
from dataclasses import dataclass, replace
from typing import Any, Awaitable, Callable

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from .events import Events
from .posted import PostedForm
from .proxy_header import HeaderError, read_source
from .real_address import Front
from .summary import Summary

# Connections the system keeps waiting for the server to accept. asyncio's 100 overflow in a flood,
# and a player's connection dropped there waits a second for the system to try again. But asyncio
# accepts that many at a time, and closes the refused ones only a turn of its loop later: up to
# twice as many files are open for a moment beyond the connections admitted, and kept for them.
BACKLOG = 512  # an eighth of the file limit at most
OTHER_FILES = 64  # the rest: saves being written, the folder's lock, the loop, the listeners, the standard streams
UNLIMITED_WANTED = 10_240  # files asked for where the hard limit is none (macOS allows a process this many)
DAY = 86_400.0
OPENING = 10.0  # seconds for a PROXY header, then as long for TLS's handshake (websockets' open_timeout)


@dataclass
class Bounds:
    games: int = 10_000  # games in play (not over, not waiting for their first player) on a server
    waiting: int = 5_000  # games made with open seats that nobody has joined yet
    games_per_address: int = 100  # unfinished games made from one address
    creates_per_hour: float = 10.0  # games one address may make: this many at once, then this many an hour
    expire: float = 7 * DAY  # seconds a game waits for its first player before it is removed (0: for ever)
    connections: int = 4_000  # open at once, in all (lowered to what the file limit allows)
    connections_per_address: int = 32  # a household's players and their screens reconnecting: far fewer
    idle: float = 120.0  # seconds a connection holding no seat may send nothing before it is closed
    outbox_bytes: int = 1 << 20  # bytes waiting for a connection that does not read them: some 900 updates
    backlog: int = BACKLOG  # (see BACKLOG)


def add_options(parser: argparse.ArgumentParser) -> None:
    """xerxes-server's options for its bounds."""
    bounds = Bounds()
    parser.add_argument("--expire-unjoined", type=float, default=bounds.expire / DAY, metavar="DAYS",
                        help="remove a game made with open seats when nobody has taken any of them in DAYS days "
                             "(0: keep it for ever; default %(default)g)")
    parser.add_argument("--max-games", type=int, default=bounds.games, metavar="N",
                        help="games in play at once; games waiting for their first player and finished ones "
                             "are not counted (default %(default)d)")
    parser.add_argument("--games-per-address", type=int, default=bounds.games_per_address, metavar="N",
                        help="unfinished games made from one address (default %(default)d)")
    parser.add_argument("--creates-per-hour", type=float, default=bounds.creates_per_hour, metavar="N",
                        help="games one address may make: N at once, then N an hour (default %(default)g)")
    parser.add_argument("--max-connections", type=int, default=bounds.connections, metavar="N",
                        help="connections open at once, in all; lowered to what the limit of open files allows, "
                             "which the server first raises as far as it may (default %(default)d)")
    parser.add_argument("--connections-per-address", type=int, default=bounds.connections_per_address, metavar="N",
                        help="connections open at once from one address (an IPv6 /64 counts as one; "
                             "default %(default)d)")
    parser.add_argument("--idle", type=float, default=bounds.idle, metavar="SECONDS",
                        help="close a connection that holds no seat once it has sent nothing for SECONDS "
                             "(default %(default)g)")


def bounds_from(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Bounds:
    """The bounds the options ask for, the connections within the file limit (raised first)."""
    for name in ("max_games", "games_per_address", "creates_per_hour", "max_connections", "connections_per_address",
                 "idle"):
        if getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be more than 0")
    if args.expire_unjoined < 0:
        parser.error("--expire-unjoined must be 0 or more")
    if args.games_per_address >= min(args.max_games, Bounds.waiting):  # else one address could fill the server
        parser.error(f"--games-per-address must be fewer than --max-games and than {Bounds.waiting} (the games "
                     "that may wait for their first player)")
    files = raise_file_limit()
    return replace(Bounds(), games=args.max_games, games_per_address=args.games_per_address,
                   creates_per_hour=args.creates_per_hour, expire=args.expire_unjoined * DAY,
                   connections=connection_cap(args.max_connections, files), backlog=backlog_for(files),
                   connections_per_address=args.connections_per_address, idle=args.idle)


def address_key(peer: Any) -> str:
    """The address a connection is counted under (see the module's docstring)."""
    host = peer[0] if isinstance(peer, tuple) and peer else None
    if not isinstance(host, str):
        return "local"
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def raise_file_limit() -> int | None:
    """Raise the soft limit of open files to the hard one; the soft limit now (None: no limit
    known, on a system without `resource`). systemd's default soft limit is 1,024, far below its
    hard one."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    # No hard limit (macOS): the system's own bound a process, which setrlimit refuses to pass.
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, UNLIMITED_WANTED)
    if soft != wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return None if soft == resource.RLIM_INFINITY else soft


def backlog_for(files: int | None) -> int:
    return BACKLOG if files is None else max(16, min(BACKLOG, files // 8))


def connection_cap(wanted: int, files: int | None) -> int:
    """At most `wanted` connections, and as many as the open files leave (see BACKLOG)."""
    return wanted if files is None else max(1, min(wanted, files - 2 * backlog_for(files) - OTHER_FILES))


class Gate:
    """How many connections each address holds, and all together."""

    def __init__(self, total: int, per_address: int):
        self.total, self.per_address = total, min(per_address, total)
        self.open = 0
        self.counts: dict[str, int] = {}

    def admit(self, address: str, capped: bool = True) -> str | None:
        """None when the connection may stay; else why not, in words for the log. A trusted
        proxy's connection (not `capped`) counts in all only, until it is moved to its player's."""
        held = self.counts.get(address, 0)
        if capped and held >= self.per_address:
            return self._full(address, held)
        if self.open >= self.total:
            return f"{self.open} connections are open (at most {self.total} in all)"
        self.counts[address] = held + 1
        self.open += 1
        return None

    def move(self, old: str, new: str) -> str | None:
        """Count a connection under its player's own address instead (None), unless that holds
        its most already (why not, in words)."""
        held = self.counts.get(new, 0)
        if old != new and held >= self.per_address:
            return self._full(new, held)
        self.counts[new] = held + 1
        self.release(old)
        self.open += 1
        return None

    def _full(self, address: str, held: int) -> str:
        return f"{address} holds {held} connections already (at most {self.per_address} an address)"

    def release(self, address: str) -> None:
        self.open -= 1
        if self.counts[address] <= 1:
            del self.counts[address]
        else:
            self.counts[address] -= 1


def guarded(gate: Gate, where: Callable[[Any], str], summary: Summary, events: Events | None = None,
            front: Front | None = None, tls: ssl.SSLContext | None = None) -> type[ServerConnection]:
    """The WebSocket library's connection class, counted at the gate (`serve(create_connection=...)`).
    With the PROXY protocol it reads the header first, and then speaks `tls` itself if given:
    the header comes before TLS, so the listener cannot (docs/server.md)."""
    front = front or Front()

    class GuardedConnection(ServerConnection):
        address: str | None = None  # set once admitted
        came_from: Any = None  # the peer's host, or the one its PROXY header names
        early: list[bytes] | None = None  # what TLS decrypted before the connection was made
        made = False  # handed to the WebSocket library
        form: PostedForm | None = None  # a stop link's one click, its body read here (posted.py)

        def connection_made(self, transport) -> None:
            self.form = PostedForm()
            peer = transport.get_extra_info("peername")
            if front.proxy_protocol:
                transport.pause_reading()  # not a byte read but the header's, by `_behind`
                asyncio.ensure_future(self._behind(transport, peer))
            elif self._admitted(transport, peer):
                self.made = True
                super().connection_made(transport)

        def _admitted(self, transport, peer: Any) -> bool:
            host = peer[0] if isinstance(peer, tuple) and peer else None
            address = where(peer)
            refused = gate.admit(address, capped=not front.trusts(host))
            if refused is not None:
                summary.note("connections refused", refused)
                if events is not None:
                    events.say(f"refused a connection: {refused}")
                transport.abort()  # no byte read, no task made: asyncio only calls connection_lost
                return False
            self.address, self.came_from = address, host
            return True

        async def _behind(self, transport, peer: Any) -> None:
            sock = transport.get_extra_info("socket").dup()  # the same connection, read past asyncio
            try:
                async with asyncio.timeout(OPENING):
                    source = await read_source(sock)
            except (HeaderError, TimeoutError, OSError) as error:
                if front.first_time(where(peer)):
                    summary.note("connections closed without a PROXY header",
                                 f"from {where(peer)}: {error or 'none within 10 s'}")
                transport.abort()
                return
            finally:
                sock.close()
            if transport.is_closing() or not self._admitted(transport, source or peer):
                return
            if tls is not None:
                self.early = []
                try:
                    transport = await asyncio.get_running_loop().start_tls(
                        transport, self, tls, server_side=True, ssl_handshake_timeout=OPENING)
                except (OSError, ssl.SSLError, TimeoutError):
                    return  # start_tls closed it: connection_lost releases its place
            self.made = True
            super().connection_made(transport)
            early, self.early = self.early or [], None
            for data in early:
                self._hand_on(data)
            if tls is None:
                transport.resume_reading()

        def data_received(self, data: bytes) -> None:
            if self.early is not None:
                self.early.append(data)
            else:
                self._hand_on(data)

        def _hand_on(self, data: bytes) -> None:
            data = self.form.feed(data)
            if data:
                super().data_received(data)

        def connection_lost(self, exc: Exception | None) -> None:
            if self.address is None:
                return
            gate.release(self.address)
            self.address = None
            if self.made:
                super().connection_lost(exc)

    return GuardedConnection


def forwarding(gate: Gate, where: Callable[[Any], str], summary: Summary, front: Front,
               answer: Callable[[ServerConnection, Request], Awaitable[Response | None]]):
    """websockets' `process_request` hook: a trusted proxy's connection is counted under the
    address its request's `Forwarded` or `X-Forwarded-For` names; from anyone else those are
    ignored, and said once. Then `answer` (the health answer, or the WebSocket's handshake)."""

    async def process_request(connection: ServerConnection, request: Request) -> Response | None:
        headers = request.headers
        forwarded, forwarded_for = headers.get_all("Forwarded"), headers.get_all("X-Forwarded-For")
        if (forwarded or forwarded_for) and connection.address is not None:
            if front.trusts(connection.came_from):
                real = front.forwarded_for(forwarded, forwarded_for)
                if real is not None:
                    address = where((real, 0))
                    refused = gate.move(connection.address, address)
                    if refused is not None:
                        summary.note("connections refused", refused)
                        return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "too many connections\n")
                    connection.address = address
            elif front.first_time(connection.address):
                summary.note("forwarded addresses ignored", f"from {connection.address}, not a --trusted-proxy")
        return await answer(connection, request)

    return process_request
