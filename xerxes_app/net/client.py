"""A client's connection to a server, on a thread of its own, so the window never waits on it.

The screens call `send` and `poll` from their frame loop; both return at once. The connection
runs an asyncio loop with websockets on its thread. When the connection drops it says
"reconnecting" and tries again with exponential backoff and jitter; once back, it sends again
the join frames of every seat it holds (with their tokens, learnt from the "joined" frames), so
the seats are rejoined without the screens doing anything, and the frames kept to send again
(`keep`: the games followed) are sent again; signed in to an account (net/account_link.py), it
signs in again by its session's token, learnt from "signed_in", until the server ends that
session. When every retry has failed, the status is "host left" (the game's server is gone, or
was never there). A patient connection (a game's table) goes on trying after that, every
SLOW_WAIT seconds at the most, for as long as it is open: when the host's game comes back, so
does the table, by itself.

Several readers may share one connection (shared.py: one a server, for the app's table and the
games it follows there), each with a box of its own (`listen`) that every frame arriving is put in.
"""

from __future__ import annotations

import asyncio
import json
import random
import ssl
import threading
from collections import deque

from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from .protocol import CLIENT_MAX_FRAME, encode

CONNECTING, CONNECTED, RECONNECTING, HOST_LEFT, CLOSED = "connecting", "connected", "reconnecting", "host left", "closed"
FIRST_WAIT, LONGEST_WAIT = 0.2, 4.0  # seconds between tries: doubled each time, up to this
TRIES = 8  # tries in a row before the host is taken to have left: some 15 s in all
SLOW_WAIT = 4.0  # seconds between a patient connection's tries once the host has left: with a try's
OPEN_TIMEOUT = 5.0  # own time to fail, it is back within 10 s of the host's game


class Connection:
    def __init__(self, address: str, port: int, tls: bool = False, ssl_context: ssl.SSLContext | None = None,
                 tries: int = TRIES, patient: bool = False, shared: bool = False):
        self.uri = f"{'wss' if tls else 'ws'}://{_host(address)}:{port}"
        self.ssl = ssl_context if ssl_context is not None else (ssl.create_default_context() if tls else None)
        self.tries = tries
        self.patient = patient  # whether to go on trying, slowly, once the host has left
        self.status = CONNECTING
        self.ever_connected = False  # whether a server ever answered: "host left" or never there
        self._arrived: deque[dict] = deque()
        self._rejoins: dict[tuple[str, int], dict] = {}  # (code, seat): its join frame with the token
        self._kept: dict[str, dict] = {}  # frames sent again after each reconnection, by their type
        # Where each frame arriving is put, one box a reader: a shared connection's are its readers' alone.
        self._boxes: list[deque[dict]] = [] if shared else [self._arrived]
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="network", daemon=True)
        self._closing = False
        self._socket = None

    # --- The screens' side (any thread) ------------------------------------------------------

    def start(self) -> None:
        """Start; or, once it gave up (no server ever answered), start trying again, with the
        seats it holds and the frames it keeps."""
        if self.finished:
            self._thread = threading.Thread(target=self._run, name="network", daemon=True)
            self._ready.clear()
        self._thread.start()
        self._ready.wait(5)

    def send(self, frame: dict) -> None:
        """Queue a frame; sent as soon as the connection is up (frames sent while it is down wait)."""
        if self._loop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._outbox.put_nowait, encode(frame))
            except RuntimeError:
                pass  # the loop has just closed: the connection is over

    def poll(self) -> list[dict]:
        return take_all(self._arrived)

    def listen(self, box: deque | None = None) -> deque:
        """Put every frame arriving from now on in `box` too (a new one if None), for another
        reader of this connection; `poll` reads its own."""
        box = deque() if box is None else box
        self._boxes = self._boxes + [box]  # replaced whole: the network thread reads it meanwhile
        return box

    def unlisten(self, box: deque) -> None:
        self._boxes = [other for other in self._boxes if other is not box]

    def keep(self, frame: dict) -> None:
        """Send `frame`, and again after every reconnection, until another of its type replaces it."""
        self._kept[frame["type"]] = frame
        self.send(frame)

    def leave(self, code: str) -> None:
        """Let go of the seats held of the game `code` (its table closed, the connection kept for
        other games): the server shows them away, and a reconnection rejoins them no more."""
        for key in [key for key in self._rejoins if key[0] == code]:
            frame = self._rejoins.pop(key)  # a seat's join, or a watcher's watch (key[1] None)
            self.send({"type": "leave", "code": code} | ({"seat": frame["seat"], "token": frame["token"]}
                                                         if key[1] is not None else {}))

    def close(self) -> None:
        self._closing = True
        if self._loop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop)
            except RuntimeError:
                pass
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(5)
        self.status = CLOSED

    @property
    def started(self) -> bool:
        return self._thread.ident is not None

    @property
    def finished(self) -> bool:
        """Whether it gave up trying, no server ever having answered it (not closed: that is for good)."""
        return self._thread.ident is not None and not self._thread.is_alive() and not self._closing

    @property
    def tokens(self) -> dict[tuple[str, int], str]:
        """The seats this connection holds, (code, seat): token, to keep for rejoining later."""
        return {key: frame["token"] for key, frame in self._rejoins.items() if "token" in frame}

    # --- The network thread ------------------------------------------------------------------

    def _run(self) -> None:
        self._loop = asyncio.new_event_loop()
        self._outbox = asyncio.Queue()
        self._woken = asyncio.Event()
        self._ready.set()
        try:
            self._loop.run_until_complete(self._keep_connected())
        finally:
            self._loop.close()

    def _stop(self) -> None:
        self._woken.set()
        self._outbox.put_nowait(None)
        if self._socket is not None:
            asyncio.ensure_future(self._socket.close())

    async def _keep_connected(self) -> None:
        failures = 0
        while not self._closing:
            try:
                async with connect(self.uri, ssl=self.ssl, max_size=CLIENT_MAX_FRAME, open_timeout=OPEN_TIMEOUT,
                                   compression=None) as socket:
                    self._socket = socket
                    failures = 0
                    self.ever_connected = True
                    for frame in list(self._rejoins.values()) + list(self._kept.values()):
                        await socket.send(encode(frame))
                    self.status = CONNECTED
                    await self._exchange(socket)
            except (OSError, WebSocketException, asyncio.TimeoutError):
                pass
            self._socket = None
            if self._closing:
                break
            failures += 1
            if failures > self.tries:
                self.status = HOST_LEFT
                if not (self.patient and self.ever_connected):
                    return
            else:
                self.status = RECONNECTING if self.ever_connected else CONNECTING
            try:  # closing wakes it at once: leaving a table never waits out a try
                await asyncio.wait_for(self._woken.wait(), wait_before(failures, self.tries) * random.uniform(0.5, 1.0))
            except asyncio.TimeoutError:
                pass
        self.status = CLOSED

    async def _exchange(self, socket) -> None:
        sending = asyncio.ensure_future(self._send_all(socket))
        try:
            async for message in socket:
                try:
                    frame = json.loads(message)
                except ValueError:
                    continue
                if isinstance(frame, dict):
                    self._learn(frame)
                    for box in self._boxes:
                        box.append(frame)
        finally:
            sending.cancel()

    async def _send_all(self, socket) -> None:
        while True:
            message = await self._outbox.get()
            if message is None:
                await socket.close()
                return
            try:
                await socket.send(message)
            except WebSocketException:
                self._outbox.put_nowait(message)  # sent again once reconnected
                return

    def _learn(self, frame: dict) -> None:
        """A seat joined: remember how to rejoin it; taken up by another connection with its
        token: forget it, so the two never take it from each other in turn. Signed in: sign in
        again by the session after a reconnection; the session ended: no more."""
        code, seat, kind = frame.get("code"), frame.get("seat"), frame.get("type")
        if kind == "joined" and isinstance(frame.get("token"), str):
            self._rejoins[(code, seat)] = {"type": "join", "code": code, "seat": seat, "token": frame["token"]}
        elif kind == "replaced":
            self._rejoins.pop((code, seat), None)
        elif kind == "watching":  # watched again after a reconnection, as a seat is rejoined
            self._rejoins[(code, None)] = {"type": "watch", "code": code, "name": frame.get("name")}
        elif kind == "signed_in" and isinstance(frame.get("session"), str):
            self._kept["sign_in"] = {"type": "sign_in", "session": frame["session"]}
        elif kind in ("signed_out", "account_deleted") or (kind == "refused" and session_ended(frame)):
            self._kept.pop("sign_in", None)


def session_ended(refused: dict) -> bool:
    """Whether a refusal says the connection's session is over: refused at a sign-in by it, or
    ended meanwhile (by another server of the same accounts)."""
    return refused.get("message") in ("net.session_gone", "net.not_signed_in")


def take_all(box: deque) -> list:
    frames = []
    while box:
        frames.append(box.popleft())
    return frames


def wait_before(failures: int, tries: int = TRIES) -> float:
    """The longest wait before the next try after `failures` in a row: doubling up to
    LONGEST_WAIT while reconnecting, then SLOW_WAIT for as long as a patient connection tries."""
    if failures > tries:
        return SLOW_WAIT
    return min(LONGEST_WAIT, FIRST_WAIT * 2 ** (failures - 1))


def _host(address: str) -> str:
    return f"[{address}]" if ":" in address and not address.startswith("[") else address
