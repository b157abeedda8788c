"""What the network tests share: a server in a thread of the test's process (so a test can read
its games), players who decide with a computer from the view they were sent, and the scan of
every frame for what a seat may not see."""

from __future__ import annotations

import asyncio
import json
import socket as sockets
import threading
import time
from pathlib import Path

from websockets.sync.client import connect

from xerxes_app.bots import make_bot
from xerxes_app.net.client import Connection
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.server import Server, run
from xerxes_app.rules import HIDDEN, command_from_json, new_game
from xerxes_app.session import Session

LOOPBACK = "127.0.0.1"


class ServerThread:
    """A Server listening on 127.0.0.1, on a thread with its own event loop."""

    def __init__(self, data: Path, port: int = 0, tls=None, **options):
        self.server = Server(data, **options)
        self.tls = tls  # an ssl.SSLContext: the server speaks TLS
        self.port = None
        self._requested = port
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> "ServerThread":
        self._thread.start()
        assert self._ready.wait(10), "the server did not start"
        return self

    def _run(self) -> None:
        # As `xerxes-server` runs (asyncio.run): the tasks left when it stops are cancelled and
        # finished before the loop closes, never destroyed pending (a forwarded connection's, say).
        with asyncio.Runner() as runner:
            self.loop = runner.get_loop()
            self.stop_event = asyncio.Event()

            def ready(port: int) -> None:
                self.port = port
                self._ready.set()

            runner.run(run(self.server, LOOPBACK, self._requested, self.tls, self.stop_event, ready))

    def call(self, function, *args):
        """Run `function` on the server's loop and return its result (the games are the loop's)."""
        done = threading.Event()
        box = []

        def call() -> None:
            box.append(function(*args))
            done.set()

        self.loop.call_soon_threadsafe(call)
        assert done.wait(10)
        return box[0]

    def snapshot(self, code: str) -> dict:
        return json.loads(json.dumps(self.call(lambda: self.server.rooms[code].to_json())))  # as saved

    def __exit__(self, *exc) -> None:
        self.loop.call_soon_threadsafe(self.stop_event.set)
        self._thread.join(15)


class Player:
    """A client at one computer holding some seats, deciding with a Normal computer from the views
    it is sent, and keeping every frame it received."""

    def __init__(self, port: int, seed: int, tries: int = 8, ssl_context=None):
        # With a TLS context: the server (a balancer holding the certificate) speaks TLS.
        self.connection = Connection(LOOPBACK, port, tls=ssl_context is not None, ssl_context=ssl_context, tries=tries)
        self.connection.start()
        self.bot = make_bot("normal", seed)
        self.game: RemoteGame | None = None
        self.frames: list[dict] = []
        self.asked: tuple | None = None  # (seat, commands seen) of the last command sent
        self.refusals: list[dict] = []
        self.quiet_until = 0.0  # after a refusal for the rate, it waits a moment

    def read(self) -> list[dict]:
        frames = self.connection.poll()
        self.frames += frames
        for frame in frames:
            if frame["type"] == "created" and self.game is None:
                self.game = RemoteGame(self.connection, frame["code"])
            if frame["type"] == "refused":
                self.refusals.append(frame)
                if frame["kind"] == "rate":
                    self.quiet_until = time.monotonic() + 0.1
            if frame["type"] in ("game", "refused"):
                self.asked = None  # a rejoin or a refusal: decide again from what is known now
        if self.game is not None:
            self.game.take(frames)
        return frames

    def join(self, code: str, seat: int, name: str) -> None:
        self.game = RemoteGame(self.connection, code)
        self.connection.send({"type": "join", "code": code, "seat": seat, "name": name})

    def step(self) -> None:
        """Decide for a seat of ours whose decision it is, once for each position."""
        self.read()
        game = self.game
        if game is None or not game.ready:
            return
        seat = game.deciding
        if seat is None or time.monotonic() < self.quiet_until:
            return
        seen = game.views[seat].data["commands"]
        if self.asked == (seat, seen):
            return
        self.asked = (seat, seen)
        game.show(seat)
        game.apply(self.bot.choose(game.state, seat))

    @property
    def over(self) -> bool:
        """Whether every seat of this player has been told the game is over."""
        return (self.game is not None and bool(self.game.views)
                and all(view.state is not None and view.state.is_over for view in self.game.views.values()))

    def close(self) -> None:
        self.connection.close()

    def drop(self) -> None:
        """Cut the connection as a lost network would: no closing handshake."""
        connection = self.connection

        def cut() -> None:
            if connection._socket is not None:
                connection._socket.transport.abort()

        if connection._loop is not None and not connection._loop.is_closed():
            connection._loop.call_soon_threadsafe(cut)


def play_until_over(players: list[Player], seconds: float = 60, between=None) -> None:
    """Step every player until every one sees the game over (bounded in time)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for player in players:
            player.step()
        if all(player.over for player in players):
            return
        if between is not None:
            between()
        time.sleep(0.001)
    raise AssertionError(f"the game did not end in {seconds} s: commands told {[p.game and len(p.game.commands) for p in players]}, "
                         f"last frames {[[f['type'] for f in p.frames[-4:]] for p in players]}, "
                         f"refusals {[[f.get('kind') for f in p.refusals[-3:]] for p in players]}")


def wait_for(condition, seconds: float = 120, also=None) -> None:
    """Wait until `condition()` (bounded: a machine busy with other work is slow, not stuck)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if also is not None:
            also()
        if condition():
            return
        time.sleep(0.005)
    raise AssertionError(f"waited {seconds} s in vain for {condition.__code__.co_name} at line {condition.__code__.co_firstlineno}")


def replayed(room_data: dict) -> Session:
    """The same game on one computer: the same seed and setup, the same commands."""
    seats = Session.from_json(room_data).seats
    state = room_data["state"]
    setup = room_data["network"]["setup"]
    first = new_game(len(state["players"]), state["seed"], setup["satraps"], setup["turn_order"])
    session = Session(first, seats)
    for data in room_data["table"]["commands"]:
        session.apply(command_from_json(data))
    return session


# --- The scan for leaks ---------------------------------------------------------------------

HAND_LISTS = ("tax_hand", "campaign_hand", "tax_discard", "campaign_discard")


def leaks(frame: dict, seat: int, secrets: tuple[int, ...] = ()) -> list[str]:
    """What `frame`, sent to `seat`, shows that the seat may not see (R25): another seat's
    cards, a deck's order, the seed or generator, another seat's private log entries, or any of
    `secrets` (the game's seed and generator states) anywhere in it."""
    found = []
    state = frame.get("state")
    if isinstance(state, dict):  # whole in a "game" frame; in an "update", only what changed
        for other, player in enumerate(state.get("players", [])):
            if other != seat and player is not None:
                for key in HAND_LISTS:
                    if any(card != HIDDEN for card in player[key]):
                        found.append(f"seat {other}'s {key}")
        for key in ("tax_deck", "campaign_deck", "tile_pile"):
            if any(card != HIDDEN for card in state.get(key, [])):
                found.append(key)
        if state.get("seed", 0) != 0 or state.get("rng", 0) != 0:
            found.append("seed or rng")
        if "event_deck" in state:
            year = state.get("year", 7)  # an update names the year only when it changed: the latest it can be is 7
            revealed = year if state.get("event", "") is not None else year - 1
            if any(name is not None for name in state["event_deck"][: max(0, len(state["event_deck"]) - revealed - 1)]):
                found.append("the event deck's order")
    for entry in frame.get("log", []):
        if entry[4] is not None and entry[4] != seat:
            found.append(f"seat {entry[4]}'s private log entry")
    text = repr(frame)
    for secret in secrets:
        if secret and str(secret) in text:
            found.append(f"the secret number {secret}")
    return found


def seat_of(frame: dict) -> int | None:
    return frame.get("seat") if frame.get("type") in ("game", "update", "past") else None


# --- Strangers: clocks and addresses simulated --------------------------------------------------


class FakeClock:
    """A clock the test moves (`advance`): budgets, idle connections and game ages, never slept."""

    def __init__(self, now: float = 1_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Addresses:
    """Connections from 127.0.0.1 counted under names the test gives them: the server's `where`
    reads each connection's source port, which the test bound before connecting."""

    def __init__(self):
        self.names: dict[int, str] = {}

    def where(self, peer) -> str:
        return self.names.get(peer[1], "unnamed")

    def socket(self, port: int, name: str):
        """A TCP connection to the server, from an address called `name`."""
        sock = sockets.socket()
        sock.bind((LOOPBACK, 0))
        self.names[sock.getsockname()[1]] = name
        sock.settimeout(5)
        sock.connect((LOOPBACK, port))
        return sock

    def connect(self, port: int, name: str):
        """A WebSocket client (websockets' sync client) from the address `name`."""
        return connect(f"ws://{LOOPBACK}:{port}", sock=self.socket(port, name), max_size=None)


def ask(socket, frame: dict, wanted: tuple[str, ...] = ("refused", "room", "created")) -> dict:
    """Send a frame and return the first answer of a `wanted` type (others, such as "seats", skipped)."""
    socket.send(json.dumps(frame))
    while True:
        answer = json.loads(socket.recv(5))
        if answer["type"] in wanted:
            return answer
