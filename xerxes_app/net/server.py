"""The server of network games: the one authority over every game it holds.

    xerxes-server --port 8765 --data DIR [--address 0.0.0.0] [--cert FILE --key FILE]

A host's app runs the same server as a child process (`hosting.py`) and plays through it as a
client like everyone else. The server applies commands with the engine through `Session` (undo,
the score by year, the computers' reasons), saves each game after every change, and sends each
seat only what it may see (`seat_frames.py`). Every frame it cannot accept gets a typed refusal
and changes nothing (protocol.py); one connection's trouble never reaches the others.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import ssl
import sys
import threading
import time
import traceback
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..bots import make_bot
from ..rules import IllegalCommand, SaveError, command_from_json, current_player, view_for
from .computers import Computers
from .protocol import BURST, HARD_MAX_FRAME, POLICY_CLOSE, RATE, STRIKES, Refused, encode, parse, whole
from .rooms import Room, new_code
from .seat_frames import SeatPicture
from .store import Store
from .views import encode_entries, encode_view

MAX_GAMES = 10_000
OUTBOX_LIMIT = 1000  # frames queued for a connection that does not read them
SWITCH_SECONDS = 0.0005


class Client:
    """One connection: its seats, its token bucket, its strikes."""

    def __init__(self, socket: ServerConnection, rate: float, burst: int):
        self.socket = socket
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()
        self.strikes = 0
        self.seats: set[tuple[str, int]] = set()
        self.log_sent: dict[tuple[str, int], int] = {}  # how much of each seat's log it was sent
        self.sent: dict[tuple[str, int], dict] = {}  # the fields each seat's last frame stood for
        # Frames to it go through a queue and one writer, in order, so no other connection ever
        # waits on this one; one that stops reading is closed before the queue holds too much.
        self.outbox: asyncio.Queue[str] = asyncio.Queue()

    def allowed(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Server:
    def __init__(self, data: Path, rate: float = RATE, burst: int = BURST, strikes: int = STRIKES, threads: int = 2,
                 make=make_bot):
        self.store = Store(data)
        self.rooms: dict[str, Room] = self.store.load_all()
        self.rate, self.burst, self.strikes = rate, burst, strikes
        self.computers = Computers(threads, make)
        self.crashes = 0  # frames that raised something unforeseen (answered, logged, counted)

    def start_computers(self) -> None:
        """Games resumed from the folder whose computer was to decide."""
        for room in self.rooms.values():
            self._wake(room)

    # --- Connections -------------------------------------------------------------------------

    async def handle(self, socket: ServerConnection) -> None:
        client = Client(socket, self.rate, self.burst)
        writer = asyncio.ensure_future(self._write(client))
        try:
            async for message in socket:
                frame = None
                try:
                    if not client.allowed():
                        raise Refused("rate", "net.rate")
                    frame = parse(message)
                    await self.dispatch(client, frame)
                except Refused as refused:
                    ask = frame or {}
                    self._send(client, refused.frame(ask.get("type"), ask.get("code")))
                    if refused.abusive:
                        client.strikes += 1
                        if client.strikes >= self.strikes:
                            await asyncio.wait_for(client.outbox.join(), 5)  # its refusals first
                            # Its unread frames stall the closing handshake: it gets a moment, not ten seconds.
                            socket.close_timeout = 0.5
                            await socket.close(POLICY_CLOSE, "too many refused messages")
                            return
                except ConnectionClosed:
                    raise
                except Exception:  # a bug must cost one answer, never the server
                    self.crashes += 1
                    traceback.print_exc(file=sys.stderr)
                    self._send(client, Refused("malformed", "net.malformed", "the server could not take it").frame())
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        finally:
            writer.cancel()
            self._leave(client)

    def _send(self, client: Client, frame: dict) -> None:
        """Queue a frame for the connection's writer."""
        if client.outbox.qsize() >= OUTBOX_LIMIT:
            client.socket.transport.abort()  # it has stopped reading: it will rejoin when it reads again
            return
        client.outbox.put_nowait(encode(frame))

    @staticmethod
    async def _write(client: Client) -> None:
        while True:
            message = await client.outbox.get()
            try:
                await client.socket.send(message)
            except ConnectionClosed:
                return
            finally:
                client.outbox.task_done()

    def _leave(self, client: Client) -> None:
        codes = set()
        for code, seat in client.seats:
            room = self.rooms.get(code)
            if room is not None:
                room.seats[seat].holders.discard(client)
                codes.add(code)
        client.seats.clear()
        for code in codes:
            self._tell_seats(self.rooms[code])

    # --- Requests ----------------------------------------------------------------------------

    async def dispatch(self, client: Client, frame: dict) -> None:
        kind = frame["type"]
        if kind == "create":
            await self._create(client, frame)
            return
        room = self._room(frame)
        if kind == "look":
            self._send(client, {"type": "room", "code": room.code, "seats": room.seat_rows(),
                                "over": room.session.state.is_over})
        elif kind == "join":
            await self._join(client, room, frame)
        elif kind == "past":
            await self._past(client, room, frame)
        elif kind == "reopen":
            self._reopen(client, room, frame)
        else:
            await self._play(room, kind, frame)

    def _room(self, frame: dict) -> Room:
        code = frame.get("code")
        room = self.rooms.get(code) if isinstance(code, str) else None
        if room is None:
            raise Refused("no_game", "net.no_game", code.upper()[:16] if isinstance(code, str) else "?")
        return room

    async def _create(self, client: Client, frame: dict) -> None:
        if len(self.rooms) >= MAX_GAMES:
            raise Refused("full", "net.full")
        room, tokens = Room.create(new_code(self.rooms), frame)
        self.rooms[room.code] = room
        creator = room.new_creator()
        self.store.save(room)
        self._send(client, {"type": "created", "code": room.code, "creator": creator})
        for seat, token in tokens.items():
            await self._hold(client, room, seat, token)
        self._tell_seats(room)
        self._wake(room)

    async def _join(self, client: Client, room: Room, frame: dict) -> None:
        if "token" in frame:
            seat = room.check_token(frame)
            token = frame["token"]
        else:
            seat = room.seat(frame)
            token = room.take_open(seat, frame.get("name"))
            self.store.save(room)
        await self._hold(client, room, seat, token)
        self._tell_seats(room)

    async def _hold(self, client: Client, room: Room, seat: int, token: str) -> None:
        room.seats[seat].holders.add(client)
        client.seats.add((room.code, seat))
        self._send(client, {"type": "joined", "code": room.code, "seat": seat, "token": token})
        picture = SeatPicture(room, seat)
        frame = picture.frame("game", 0)
        frame["content"] = room.session.state.content.data
        frame["seats"] = room.seat_rows()
        frame["hints"] = room.session.hints
        client.log_sent[(room.code, seat)] = len(picture.log)
        client.sent[(room.code, seat)] = picture.fields
        self._send(client, frame)

    async def _play(self, room: Room, kind: str, frame: dict) -> None:
        seat = room.check_token(frame)
        session = room.session
        state = session.state
        if state.is_over or current_player(state) != seat:
            raise Refused("not_your_turn", "net.not_your_turn")
        seen = whole(frame, "seen")
        if seen != len(session.commands):
            raise Refused("stale", "net.stale", len(session.commands), seen)
        if kind == "command":
            try:
                command = command_from_json(frame.get("command"))
            except SaveError as error:
                sentence = error.args[0]
                raise Refused("malformed_command", getattr(sentence, "key", "problem.damaged"),
                              *getattr(sentence, "values", {}).values()) from None
            try:
                session.apply(command)
            except IllegalCommand as refused:
                raise Refused("illegal", refused.message, *_plain(refused.values)) from None
        elif kind == "undo":
            if not session.can_undo:
                raise Refused("cannot_undo", "net.cannot_undo")
            session.undo()
        else:
            if not session.can_redo:
                raise Refused("cannot_redo", "net.cannot_redo")
            session.redo()
        room.note_moment()
        await self._changed(room, seat)

    async def _past(self, client: Client, room: Room, frame: dict) -> None:
        seat = room.check_token(frame)
        after = whole(frame, "after", 0, len(room.session.commands))
        try:  # a connection's frames are taken one at a time: it never has two replays under way
            state = await asyncio.get_running_loop().run_in_executor(None, room.past, after)
        except (IllegalCommand, SaveError):
            raise Refused("no_game", "net.no_game", room.code) from None
        view = view_for(state, seat)
        answer = {"type": "past", "code": room.code, "seat": seat, "after": after, "state": encode_view(view),
                  "log": encode_entries(view.log)}
        if frame.get("own") is True:  # for its review: the seat's own decisions, nobody else's
            answer["own"] = await asyncio.get_running_loop().run_in_executor(None, room.own_decisions, seat)
        self._send(client, answer)

    def _reopen(self, client: Client, room: Room, frame: dict) -> None:
        """The creator lets a person's seat be taken again: whoever held it holds it no more."""
        seat = room.reopen(frame)
        told = {client}
        for holder in list(room.seats[seat].holders):
            holder.seats.discard((room.code, seat))
            told.add(holder)
        room.seats[seat].holders.clear()
        for someone in told:
            self._send(someone, {"type": "reopened", "code": room.code, "seat": seat})
        self.store.save(room)
        self._tell_seats(room)

    # --- Telling the seats -------------------------------------------------------------------

    async def _changed(self, room: Room, first: int | None = None) -> None:
        """Tell every seat present, the seat that acted (`first`) before the others, and only
        then write the autosave: on a busy machine the player waits for no one else's work."""
        seats = sorted(range(len(room.seats)), key=lambda seat: seat != first)
        for seat in seats:
            net = room.seats[seat]
            if not net.holders:
                continue
            picture = SeatPicture(room, seat)
            for client in list(net.holders):
                key = (room.code, seat)
                frame = picture.frame("update", client.log_sent.get(key, 0), client.sent.get(key))
                client.log_sent[key] = len(picture.log)
                client.sent[key] = picture.fields
                self._send(client, frame)
            if seat == first:
                await asyncio.sleep(0)  # its writer sends it now, before any other work
        self._wake(room)
        self.store.save(room)

    def _tell_seats(self, room: Room) -> None:
        frame = {"type": "seats", "code": room.code, "seats": room.seat_rows()}
        clients = {client for net in room.seats for client in net.holders}
        for client in clients:
            self._send(client, frame)

    def _wake(self, room: Room) -> None:
        """Let a computer decide, if one is to."""
        seat = self.computers.due(room)
        if seat is not None:
            asyncio.ensure_future(self._computer(room, seat))

    async def _computer(self, room: Room, seat: int) -> None:
        decision = len(room.session.commands)
        try:
            command, reason = await self.computers.decide(room, seat)
        except Exception:
            self.crashes += 1
            traceback.print_exc(file=sys.stderr)
            return
        if len(room.session.commands) != decision or current_player(room.session.state) != seat:
            self._wake(room)  # the game moved on while it thought (an undo): think again
            return
        room.session.apply(command, reason)
        room.note_moment()
        await self._changed(room)

    def close(self) -> None:
        self.computers.stop()
        self.store.close()


def _plain(values) -> list:
    return [list(v) if isinstance(v, tuple) else v for v in values]


async def run(server: Server, address: str, port: int, tls: ssl.SSLContext | None, stop: asyncio.Event,
              ready=None) -> None:
    async with serve(server.handle, address, port, ssl=tls, max_size=HARD_MAX_FRAME, compression=None) as listening:
        bound = listening.sockets[0].getsockname()[1]
        server.start_computers()
        if ready is not None:
            ready(bound)
        await stop.wait()
    server.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="xerxes-server", description="Serve network games of Xerxes.")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--data", type=Path, required=True, help="folder of the games' autosaves")
    parser.add_argument("--address", default="0.0.0.0", help="address to listen on (0.0.0.0: every one)")
    parser.add_argument("--cert", type=Path, help="TLS certificate chain (PEM); with --key")
    parser.add_argument("--key", type=Path, help="TLS private key (PEM)")
    parser.add_argument("--parent-pipe", action="store_true", help="stop when standard input closes (a host's app)")
    parser.add_argument("--rate", type=float, default=RATE, help="frames a second a connection may send")
    parser.add_argument("--burst", type=int, default=BURST, help="frames a connection may send at once")
    args = parser.parse_args(argv)
    tls = None
    if args.cert or args.key:
        if not (args.cert and args.key):
            parser.error("--cert and --key go together")
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(args.cert, args.key)
    try:
        server = Server(args.data, rate=args.rate, burst=args.burst)
    except OSError as error:  # another server holds the folder, or it cannot be made
        print(f"xerxes-server: cannot serve {args.data}: {error.strerror or error}", file=sys.stderr, flush=True)
        return 1
    # A computer thinking holds the interpreter for 5 ms at a time by default, and the event loop
    # waits that long each time it wants it back (after every send): with two games of Hard
    # computers thinking, another game's answers took 82 ms at the 95th percentile; 24 with this.
    sys.setswitchinterval(SWITCH_SECONDS)

    async def serving() -> None:
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        for number in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(number, stop.set)
        if args.parent_pipe:
            threading.Thread(target=_watch_parent, args=(loop, stop), daemon=True).start()

        def ready(port: int) -> None:
            print(f"xerxes-server listening on {args.address} port {port} with {len(server.rooms)} games", flush=True)

        await run(server, args.address, args.port, tls, stop, ready)

    try:
        asyncio.run(serving())
    except OSError as error:  # the port taken, the address not this machine's
        print(f"xerxes-server: cannot listen on {args.address} port {args.port}: {error.strerror or error}",
              file=sys.stderr, flush=True)
        server.close()
        return 1
    print("xerxes-server stopped", flush=True)
    return 0


def _watch_parent(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """The host's app holds our standard input: when it ends, so does its game's server."""
    try:
        while sys.stdin.buffer.read(1024):
            pass
    except (OSError, ValueError):
        pass
    loop.call_soon_threadsafe(stop.set)


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    os._exit(status)  # not sys.exit: the thread watching the parent's pipe may still be reading it
