"""This window's part in a network game: its connection to the game's server, the server itself
when this computer hosts, and the game's ticket, which Continue and the Network games list take
the game up again from (saving/tickets.py).

Every screen of a network game is a client of its server, the host's too: hosting starts the
server (`net.hosting`, a child process that dies with the app) on the save folder's `network`
folder, then connects to it over the loopback like everyone else. Starting the server and
connecting happen on a thread of their own; the screens `poll` each frame and never wait. The
connection is the app's one to that server (net/shared.py), shared with the games followed
there. Once the server listens, the home router is asked to forward its port to friends
elsewhere (`net.router`, on a thread of its own too), and `poll` renews that at half its lease.

A link reads the frames that are not the game's (the game's code, a game's seats before joining
it, refusals) and hands every frame to the game's copy (`RemoteGame`) once there is one.
"""

from __future__ import annotations

import socket
import threading
import time
from collections import deque
from pathlib import Path
from typing import Callable

from ...net import hosting, router
from ...net.client import CONNECTED, CONNECTING, HOST_LEFT, TRIES
from ...net.shared import SERVERS, Tap, game_frames
from ...net.hosting import ServerFailed
from ...net.mirror import RemoteGame
from ...net.store import game_file
from ...rules import current_player
from ...saving.tickets import HOST, JOINED, PACES, Ticket, TicketKeeper
from ...session import STRENGTHS
from . import nearby, net_address

LOOPBACK = "127.0.0.1"
LISTEN_ON = "0.0.0.0"  # the hosted server takes players from every network of this computer (tests: the loopback)
LISTEN_ON_IPV6 = "::"  # and by IPv6, when this computer has an address on the internet (tests: "::1")
NETWORK_FOLDER = "network"  # under the save folder: the hosted games' autosaves
PORT = 8765  # the usual port of a game's server, which Join offers (xerxes-server's too)
GIVE_UP_SECONDS = 6.0  # a server that never answered by then is not there
RETRIES = TRIES  # tries in a row before the host is taken to have left (net/client.py)


def free_port(address: str, ipv6_address: str | None) -> int:
    """A port no program holds now on `address`, nor on `ipv6_address` where given: port 0 asks
    the system for one, which it chooses for one socket alone."""
    for _ in range(20):
        with socket.socket(socket.AF_INET) as first:
            first.bind((address, 0))
            port = first.getsockname()[1]
            if ipv6_address is None:
                return port
            with socket.socket(socket.AF_INET6) as second:
                second.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)  # as the server's own: IPv6 alone
                try:
                    second.bind((ipv6_address, port))
                except OSError:
                    continue  # held there: another
                return port
    return 0  # none free on both after all: the server's start says so


def network_folder(save_dir: Path) -> Path:
    return Path(save_dir) / NETWORK_FOLDER


class NetLink:
    def __init__(self, role: str, address: str, port: int, tls: bool = False):
        self.role = role
        self.address, self.port, self.tls = address, port, tls
        self.connection: Tap | None = None  # this game's reader of the server's connection
        self.server = None  # the hosted server's handle (net.hosting), on the host only
        self.code: str | None = None
        self.game: RemoteGame | None = None
        self.room: list[dict] | None = None  # a game's seats, looked at before joining it
        self.watchable = False  # whether that game may be watched (net/watchers.py)
        self.room_name: str | None = None  # that game's name, as its host chose it (None: a game made before names)
        self.refusals: list[dict] = []  # refusals not yet shown
        self.failure: str | None = None  # why the server could not be started, on the host
        self.data_dir: Path | None = None  # the hosted server's folder, on the host
        self.any_port = False  # whether the hosted server may take any free port
        self.listed_as: str | None = None  # the name the hosted game is listed under on the local network, if at all
        self.announcement = None  # its listing, while the game is served (nearby.py)
        self.closed = False
        self.waiting: deque[dict] = deque()  # arrived, not yet read: behind a computer's decision held for its pace
        self.pace = 0.0  # seconds a computer's turn stays on screen at the least
        self.turn_shown = 0.0  # when a computer's turn came on screen
        self.creator: str | None = None  # the creator token, when this computer created the game
        self.hints_used = 0  # hints shown here before this link (a game taken up again from its ticket)
        self.asks_final = True  # and whether this game asks before a decision undo cannot take back (table/confirm.py)
        self.tickets: TicketKeeper | None = None  # writes the game's ticket as it goes
        self.router: router.PortMapping | None = None  # the home router asked to forward the port, on the host
        self.ipv6: str | None = None  # this computer's address on the internet by IPv6, when the server listens there
        self.seated_by_server = False  # Play now: the game is the one the server seats this computer at (listed_seats.py)

    # Starting --------------------------------------------------------------------------------

    def connect(self, then: Callable[["NetLink"], None] | None = None) -> None:
        """Connect to the server (on the host: start it first), on a thread of its own; `then`
        is called there once connected, to send the first frames."""
        threading.Thread(target=self._start, args=(then,), name="network start", daemon=True).start()

    def _start(self, then) -> None:
        try:
            if self.role == HOST and self.server is None:
                self.server = self._serve()
                self.port = self.server.port
                self.router = router.PortMapping(self.port).start()
        except Exception as error:  # shown on the lobby, not lost with this thread
            self.failure = str(error) or type(error).__name__
            return
        if self.closed:
            self._stop_server()
            return
        connection = SERVERS.tap(LOOPBACK if self.role == HOST else self.address, self.port, self.tls,
                                 game_frames(lambda: self.code), RETRIES)
        connection.code = self.code
        self.connection = connection
        if self.closed:  # left while connecting: close() may have found no connection yet
            connection.close()
            self._stop_server()
            return
        if then is not None:
            then(self)

    def _serve(self):
        """The hosted server, on its port by IPv4, and by IPv6 as well where this computer has an
        address on the internet; else, when the usual port is taken (another program, or a game
        served a moment ago still closing), on a free one (which the lobby shows) by both; else by
        IPv4 alone."""
        ipv6 = net_address.global_ipv6()
        tries = [(self.port, ipv6)]
        if self.any_port:
            tries.append((free_port(LISTEN_ON, LISTEN_ON_IPV6 if ipv6 else None), ipv6))
        if ipv6:
            tries.append((self.port, None))
            tries += [(0, None)] * self.any_port
        for number, (port, by_ipv6) in enumerate(tries, 1):
            address = f"{LISTEN_ON},{LISTEN_ON_IPV6}" if by_ipv6 else LISTEN_ON
            try:
                server = hosting.start_server(self.data_dir, port=port, address=address)
            except ServerFailed:
                if number == len(tries):
                    raise
                continue
            self.ipv6 = by_ipv6
            return server

    def send(self, frame: dict) -> None:
        if self.connection is not None:
            self.connection.send(frame)

    # Each frame ------------------------------------------------------------------------------

    def poll(self) -> list[dict]:
        """The frames arrived since the last poll, read by the link and the game's copy. A
        computer's decision is held until its turn has been on screen for `pace` seconds (the
        Computers' pace of the settings), so it can be followed as on one computer; what follows
        it waits behind it, in order."""
        if self.router is not None:
            self.router.tick()
        if self.connection is None:
            return []
        self.waiting.extend(self.connection.poll())
        frames = []
        while self.waiting and not self._held(self.waiting[0]):
            frame = self.waiting.popleft()
            frames.append(frame)
            self._read(frame)
        return frames

    def _held(self, frame: dict) -> bool:
        game = self.game
        if frame.get("type") != "update" or game is None or not self.ready:
            return False
        if frame.get("commands", 0) <= max(view.data.get("commands", 0) for view in game.views.values()):
            return False  # a change already shown, to another of this computer's seats
        return self._computer_deciding() and time.monotonic() < self.turn_shown + self.pace

    def _computer_deciding(self) -> bool:
        state, game = self.game.state, self.game
        seat = None if state.is_over else current_player(state)
        return seat is not None and (game.seats[seat].kind in STRENGTHS or game.stood_in[seat])  # or one standing in

    def _read(self, frame: dict) -> None:
        kind = frame.get("type")
        if kind == "created" and self.game is None:
            self.open_game(frame.get("code"))
            self.creator = frame.get("creator") if isinstance(frame.get("creator"), str) else None
        elif kind == "joined" and self.game is None and self.seated_by_server and isinstance(frame.get("code"), str):
            self.open_game(frame["code"])  # the table Play now found: its seat is read below, as any join's
        elif kind == "room":
            self.room, self.watchable = frame.get("seats"), frame.get("watch") is True
            self.room_name = frame.get("name") if isinstance(frame.get("name"), str) else None
        elif kind == "refused":
            self.refusals.append(frame)
        if self.game is not None:
            self.game.take([frame])

    def on_screen(self) -> None:
        """The game as it stands is on screen now: a computer's turn counts its pace from here."""
        self.turn_shown = time.monotonic()

    def open_game(self, code: str) -> None:
        self.code = code
        if self.connection is not None:
            self.connection.code = code  # its seats let go of when the table closes
        self.game = RemoteGame(self.connection, code)
        self.game.hints_used, self.game.asks_final = self.hints_used, self.asks_final

    def start(self) -> None:
        """Start the game (the creator only): its clocks run from now, seats open or not. A game
        started already, or by its last seat taken, is left as it is by the server."""
        if self.creator is not None and self.code is not None:
            self.send({"type": "start", "code": self.code, "creator": self.creator})

    def reopen(self, seat: int) -> None:
        """Let a person's seat be taken again (the creator only): a fresh token for whoever takes it."""
        if self.creator is not None and self.code is not None:
            self.send({"type": "reopen", "code": self.code, "seat": seat, "creator": self.creator})

    @property
    def status(self) -> str:
        if self.failure is not None:
            return HOST_LEFT
        return self.connection.status if self.connection is not None else CONNECTING

    @property
    def public_address(self) -> str | None:
        """The router's address on the internet, where friends elsewhere join, once it forwards the port."""
        mapping = self.router
        return mapping.public_address if mapping is not None and mapping.state == router.OPEN else None

    @property
    def connected(self) -> bool:
        return self.status == CONNECTED

    @property
    def never_answered(self) -> bool:
        """Whether no server has answered at all (a wrong address or port): then it is not there."""
        return self.connection is not None and not self.connection.ever_connected and self.status == HOST_LEFT

    @property
    def ready(self) -> bool:
        """Whether this computer's seats have been sent the game."""
        return self.game is not None and self.game.ready and all(view.state is not None for view in self.game.views.values())

    def take_refusal(self) -> dict | None:
        return self.refusals.pop(0) if self.refusals else None

    def ticket(self) -> Ticket | None:
        """What this computer keeps of the game: where it is, its seats' tokens, and how it stands."""
        game = self.game
        if game is None or not (game.tokens or game.watching_as):
            return None
        state = game.state if game.ready else None
        ending = next((view.data.get("ending") for view in game.views.values() if isinstance(view.data.get("ending"), dict)), {})
        abandoned = ending.get("abandoned") is True  # ended by agreement (net/ending.py)
        over = state is not None and (state.is_over or abandoned)
        shown = game.views.get(game.shown)  # a watcher's too: the view for no seat
        clocks = shown.data.get("clocks") if shown is not None else None
        pace = clocks.get("pace") if isinstance(clocks, dict) and clocks.get("pace") in PACES else "table"
        return Ticket(self.role, self.address, self.port, self.code, dict(game.tokens), self.tls, self.creator,
                      tuple(seat.name for seat in game.seats), state.year if state is not None else 0,
                      None if state is None or over else current_player(state), over, game.hints_used, time.time(),
                      pace=pace, abandoned=abandoned, name=game.name, watcher=None if game.tokens else game.watching_as,
                      asks_final=game.asks_final)

    def keep(self, save_dir: Path) -> None:
        """Keep the game's ticket, on a thread of its own (a disk problem is not fatal: the game
        goes on, only Continue would not find it)."""
        ticket = self.ticket()
        if ticket is not None:
            if self.tickets is None:
                self.tickets = TicketKeeper(save_dir)
            self.tickets.keep(ticket)

    # Ending ----------------------------------------------------------------------------------

    def close(self) -> None:
        """Leave the game: its seats are let go of (the server's connection closes unless other
        games are followed there), and a hosted server stops (its game is saved in its folder, for
        Continue)."""
        self.closed = True
        if self.connection is not None:
            self.connection.close()
        self._stop_server()
        if self.tickets is not None:
            if self.game is not None:  # what arrived and was not yet shown: the list tells the game as it stands
                self.waiting.extend(self.connection.poll() if self.connection is not None else [])
                self.game.take(list(self.waiting))
                self.waiting.clear()
                ticket = self.ticket()
                if ticket is not None:
                    self.tickets.keep(ticket)
            self.tickets.close()  # the last ticket written before anyone reads the list

    def list_nearby(self, address: str) -> None:
        """List the hosted game on the local network under its name, if the host chose so: on a
        thread of its own, as announcing waits on the network."""
        if self.listed_as is not None and self.announcement is None and self.server is not None:
            threading.Thread(target=self._announce, args=(self.listed_as, self.port, address), daemon=True,
                             name="network listing").start()

    def _announce(self, name: str, port: int, address: str) -> None:
        try:
            announcement = nearby.announce(name, port, address)
        except Exception:  # no multicast on this network: the game is played all the same, by its address
            return
        if self.closed:
            announcement.stop()
        else:
            self.announcement = announcement

    def _stop_server(self) -> None:
        if self.router is not None:
            self.router.stop()  # the mapping removed on its own thread; else its lease ends it
            self.router = None
        if self.announcement is not None:
            self.announcement.stop()
            self.announcement = None
        if self.server is not None:
            self.server.stop()
            self.server = None


def give_up_hosted(save_dir: Path, code: str) -> None:
    """Remove a game hosted here from this computer's server folder: it is served no more."""
    try:
        game_file(network_folder(save_dir), code).unlink()
    except OSError:
        pass  # gone already: nothing is served


def hosting_link(save_dir: Path, port: int | None = None) -> NetLink:
    """A link that starts its server: on `port` (Continue: the port the players kept), else on
    the usual port, or any free one when another program holds that."""
    link = NetLink(HOST, LOOPBACK, port or PORT)
    link.data_dir = network_folder(save_dir)
    link.any_port = port is None
    return link


def joining_link(address: str, port: int, tls: bool = False) -> NetLink:
    return NetLink(JOINED, address, port, tls)


def link_for(save_dir: Path, ticket: Ticket) -> NetLink:
    """The link that takes a kept game up again: on the host, its server started again on the
    port the others kept; elsewhere, a connection to the host's."""
    link = hosting_link(save_dir, ticket.port) if ticket.role == HOST else joining_link(ticket.address, ticket.port, ticket.tls)
    link.code, link.creator, link.hints_used, link.asks_final = ticket.code, ticket.creator, ticket.hints_used, ticket.asks_final
    return link


def rejoin(link: NetLink, ticket: Ticket) -> None:
    """Send the join frames of the seats this computer holds, with their tokens; or, for a game
    watched here, watch it again under the same name."""
    link.open_game(ticket.code)
    for seat, token in sorted(ticket.tokens.items()):
        link.send({"type": "join", "code": ticket.code, "seat": seat, "token": token})
    if ticket.watcher is not None:
        link.game.watch(ticket.watcher)
