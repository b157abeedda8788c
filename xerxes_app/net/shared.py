"""One connection a server for the whole app: the table of a game and the games followed on the
same server (following.py) read and write through it, each as a `Tap` with its own box of
frames. Opening or leaving a table taps the server's connection or lets go of it, and only the
last to let go closes it. It reconnects by itself (client.py), rejoining every seat it holds and
following again what it followed.

A table's tap reads the frames of its game only (and those naming none: a refusal, the "created"
of the game it makes); leaving it lets go of that game's seats on the server (`leave`), so the
others see the player away, as when a connection closed. The frames about the account signed in
there are an account's reader's alone (account_link.py): a new connection signs in by the session
this computer keeps for its server (`session_for`) before anything else, so that a seat taken
there is the account's.
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Callable

from ..saving.sessions import app_session
from .client import TRIES, Connection, take_all

Key = tuple[str, int, bool]  # a server: its address (any case), port and TLS
# The frames about accounts (net/accounts.py) and the server's health, which says whether it has them.
ACCOUNT_ASKS = ("sign_up", "confirm_address", "set_address", "sign_in", "sign_out", "sign_out_everywhere", "ask_reset", "reset",
                "delete_account", "who_am_i", "health")
ACCOUNT_ANSWERS = ("signed_in", "account", "signed_out", "reset_asked", "account_deleted", "health")


def server_key(address: str, port: int, tls: bool) -> Key:
    return address.lower(), port, tls


class Tap:
    """One reader of a server's connection: what a `Connection` offers the screens."""

    def __init__(self, servers: "Servers", key: Key, connection: Connection, wants: Callable[[dict], bool]):
        self.servers, self.key, self.connection, self.wants = servers, key, connection, wants
        self.box: deque[dict] = deque()
        self.code: str | None = None  # a table's game, once known: its seats let go of when it closes
        self.closed = False

    def send(self, frame: dict) -> None:
        if not self.closed:
            self.connection.send(frame)

    def keep(self, frame: dict) -> None:
        if not self.closed:
            self.connection.keep(frame)

    def poll(self) -> list[dict]:
        return [frame for frame in take_all(self.box) if self.wants(frame)]

    @property
    def status(self) -> str:
        return self.connection.status

    @property
    def ever_connected(self) -> bool:
        return self.connection.ever_connected

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.servers.let_go(self)


class Servers:
    """The app's connections, one a server, each open while something taps it."""

    def __init__(self):
        self.connections: dict[Key, Connection] = {}
        self.taps: dict[Key, list[Tap]] = {}
        self.lock = threading.Lock()  # a table connects on a thread of its own; the follower, on the window's
        self.session_for: Callable[[Key], str | None] = app_session  # a server's session this computer keeps

    def tap(self, address: str, port: int, tls: bool = False, wants: Callable[[dict], bool] = lambda frame: True,
            tries: int | None = None) -> Tap:
        key = server_key(address, port, tls)
        with self.lock:
            connection = self.connections.get(key)
            if connection is None:
                connection = Connection(address, port, tls=tls, tries=TRIES if tries is None else tries, patient=True,
                                        shared=True)
                session = self.session_for(key)
                if session is not None:  # sent first once connected, and again after each reconnection
                    connection.keep({"type": "sign_in", "session": session})
                self.connections[key] = connection
            tap = Tap(self, key, connection, wants)
            self.taps.setdefault(key, []).append(tap)
            connection.listen(tap.box)  # before it starts: the answer to its sign-in is the first to arrive
            if not connection.started or connection.finished:  # new, or no server ever answered it: try again
                connection.start()
            return tap

    def let_go(self, tap: Tap) -> None:
        with self.lock:
            connection = self.connections.get(tap.key)
            taps = self.taps.get(tap.key, [])
            if tap in taps:
                taps.remove(tap)
            if connection is None:
                return
            connection.unlisten(tap.box)
            if tap.code is not None and not any(other.code == tap.code for other in taps):
                connection.leave(tap.code)
            if not taps:
                del self.connections[tap.key], self.taps[tap.key]
        if not taps:
            connection.close()

    def close(self) -> None:
        """Close every connection (the app ends; a test ends)."""
        with self.lock:
            connections = list(self.connections.values())
            self.connections.clear()
            self.taps.clear()
        for connection in connections:
            connection.close()


SERVERS = Servers()  # the app's: one window, one set of connections


def game_frames(code: Callable[[], str | None]) -> Callable[[dict], bool]:
    """What a table reads: the frames of its game (`code()`, None until known) and those naming
    none, but the games followed and the accounts'."""
    def wants(frame: dict) -> bool:
        named, mine = frame.get("code"), code()
        return (frame.get("type") != "turns" and not account_frames(frame)
                and (named is None or mine is None or named == mine))
    return wants


def account_frames(frame: dict) -> bool:
    """What an account's reader reads: the answers about accounts and health, and the refusals of
    what it asked."""
    kind = frame.get("type")
    return kind in ACCOUNT_ANSWERS or (kind == "refused" and frame.get("request") in ACCOUNT_ASKS)
