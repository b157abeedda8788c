"""The server of network games: the one authority over every game it holds.

    xerxes-server --port 8765 --data DIR [--address 0.0.0.0] [--cert FILE --key FILE]
    xerxes-server --port 8765 --database postgresql://USER@HOST/NAME [--lease SECONDS]   (several servers)
    xerxes-server ... --accounts                (players may make accounts: docs/server.md, net/accounts.py)
    xerxes-server ... --accounts --public-url URL --smtp HOST:PORT --mail-from ADDRESS [--push]
                                                (their turns told by e-mail and push: outbound.py)
    xerxes-server ratings --recompute --data DIR | --database URL   (ratings_command.py)
    xerxes-server --check ADDRESS:PORT          (a health check: docs/server.md)

A host's app runs the same server as a child process (`hosting.py`) and plays through it as a
client like everyone else. The server applies commands with the engine through `Session` (undo,
the score by year, the computers' reasons), saves each game after every change, and sends each
seat only what it may see (`seat_frames.py`). Every frame it cannot accept gets a typed refusal
and changes nothing (protocol.py); one connection's trouble never reaches the others.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import ssl
import sys
import threading
import time
from pathlib import Path
from typing import Any, Awaitable, Callable, TextIO

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..bots import make_bot
from ..rules import current_player
from ..people.folder_store import FolderStore
from ..people.pg_store import PeopleStoreError, PostgresPeople
from .accounts import People
from .budgets import ALL_GUESSES, GUESSES, RECENT, Budget
from .computers import Computers
from .events import Events
from .guard import DAY, Bounds, Gate, add_options, address_key, bounds_from, forwarding, guarded
from .health import answer_health, answering
from .people_watch import PeopleWatch
from . import real_address
from .protocol import BURST, HARD_MAX_FRAME, POLICY_CLOSE, RATE, STRIKES, Refused, encoded, parse, refusal_text, sent_again
from .rooms import Room
from .seat_frames import SeatPicture
from .store import Store
from .summary import Summary
from .table_talk import TableTalk
from .tls import server_tls
from .turns import Followers
from . import (accounts, away_and_end, former, games, leaderboard, lobby, my_games, notice_settings, outbound, play_now,
               rated_games, relations, seat_events, seats, turns, watchers)

SWITCH_SECONDS = 0.0005
WATCH_SECONDS = 1.0  # how often idle connections are looked for, seat events told and the log's counts said
# A connection whose computer vanished (a cable pulled, a laptop shut) answers no ping: closed within
# twice this, and its seat shown away to the others (a program killed is closed by its system at once).
PING_SECONDS = 5.0
EXPIRY_SECONDS = 60.0  # how often games waiting for their first player are looked at
# With --database: a server paused or cut off this long has its games taken over (one killed, at once).
# Long enough that a loop busy for seconds (a crowd of players reconnecting) keeps its games.
LEASE_SECONDS = 10.0
TRY_AGAIN = 1013  # the close code of a connection refused while the database is away: "try again later"
KEEP_FINISHED_DAYS = 30  # a finished game is kept this long after its last move, for its players to look back
ARCHIVE_IDLE_DAYS = 90  # a game nobody moved in this long leaves the games served, kept in the archive


class Client:
    """One connection: its seats, its token bucket, its strikes."""

    def __init__(self, socket: ServerConnection, rate: float, burst: int, now: float, number: int = 0):
        self.socket = socket
        self.number = number  # in the log's lines (events.py)
        self.opened = now
        self.address = getattr(socket, "address", None) or "local"  # counted under (guard.py)
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = now
        self.heard = now  # when it last sent a frame: one holding no seat is closed when idle
        self.closing = False
        self.strikes = 0
        self.seats: set[tuple[str, int]] = set()
        self.account: str | None = None  # the id of the account it signed in to (accounts.py)
        self.account_name: str | None = None  # and its name, which the seats it takes bear
        self.session: str | None = None  # and its session's token, to sign out or check it still stands
        self.apart: frozenset[str] = frozenset()  # the accounts a block keeps it apart from, as last asked (relations.py)
        self.watching: set[str] = set()  # the codes of the games it watches (watchers.py)
        self.log_sent: dict[tuple[str, int], int] = {}  # how much of each seat's log it was sent
        self.sent: dict[tuple[str, int], dict] = {}  # the fields each seat's last frame stood for
        # Frames to it go through a queue and one writer, in order, so no other connection ever
        # waits on this one; one that stops reading is closed before the queue holds too much.
        self.outbox: asyncio.Queue[bytes] = asyncio.Queue()
        self.queued = 0  # bytes in the outbox

    def tie(self, account: str | None, name: str | None, session: str | None = None) -> None:
        """Signed in to the account (None: signed out)."""
        if account != self.account:
            self.apart = frozenset()
        self.account, self.account_name, self.session = account, name, session

    def untie(self) -> None:
        self.tie(None, None)

    def allowed(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Server:
    def __init__(self, data: Path, rate: float = RATE, burst: int = BURST, strikes: int = STRIKES, threads: int = 2,
                 make=make_bot, bounds: Bounds | None = None, clock: Callable[[], float] = time.monotonic,
                 wall: Callable[[], float] = time.time, where: Callable[[Any], str] | None = None,
                 log: TextIO | None = None, events: TextIO | None = None, database: str | None = None,
                 lease: float = LEASE_SECONDS, give_up: float = 60.0, keep_finished: float = KEEP_FINISHED_DAYS * DAY,
                 archive_idle: float = ARCHIVE_IDLE_DAYS * DAY, front: real_address.Front | None = None,
                 sleep: Callable[[float], Any] = asyncio.sleep, accounts: bool = False, hashing: dict | None = None,
                 sending: outbound.Outbound | None = None):
        self.keep_finished, self.archive_idle = keep_finished, archive_idle  # seconds; 0: for ever (tidy)
        self.cluster = None  # several servers sharing one database (cluster.py)
        if database is None:
            self.store = Store(data)
            self.rooms: dict[str, Room] = self.store.load_all()
            for room in self.rooms.values():
                room.clocks.go(wall())  # served again from now: the time it was not is nobody's
                self.away_from(room, wall())
        else:  # each game loaded when a player asks for it, unless another server holds it
            from .cluster import Cluster

            self.cluster = Cluster(self, database, lease, Client, give_up)
            self.store = self.cluster.store
            self.rooms = {}
        self.rate, self.burst, self.strikes = rate, burst, strikes
        self.computers = Computers(threads, make)
        self.crashes = 0  # unforeseen errors: in a frame, in sending, in the loop (answered, logged, counted)
        self.bounds = bounds or Bounds()
        self.clock, self.wall = clock, wall  # wall: a game's age, kept across restarts
        self.where = where or address_key
        self.summary = Summary(clock, log)
        self.events = Events(clock, events)  # the connections' events, a line each (standard output)
        self.connections_made = 0
        self.gate = Gate(self.bounds.connections, self.bounds.connections_per_address)
        self.front = front or real_address.Front()  # a balancer passing the players' own addresses on
        self.guesses = Budget(*GUESSES, clock, ALL_GUESSES, RECENT)
        self.sleep = sleep  # the slowed lookups' wait (the tests' advances their clock)
        self.slowed = asyncio.Lock()  # slowed lookups by code go one at a time (budgets.py)
        self.creates = Budget(self.bounds.creates_per_hour, 3600 / self.bounds.creates_per_hour, clock)
        self.clients: set[Client] = set()
        self.expired_at = clock()
        self.talk = TableTalk(clock)  # the words at the table (table_talk.py)
        self.turns = Followers(self.send)  # the games each connection follows (turns.py)
        self.people = None  # its accounts, with --accounts (accounts.py)
        self.people_watch = None  # their ratings counted and their notices sent (people_watch.py)
        if accounts:
            store = FolderStore(data) if database is None else PostgresPeople(database)
            self.people = People(store, hashing or {}, clock, wall)
            self.people_watch = PeopleWatch(self, sending)

    def rating_shown(self, account: str) -> dict:
        """An account's rating as the seats show it (rated_games.py); nothing without accounts."""
        return self.people.rating_shown(account) if self.people is not None else {}

    @staticmethod
    def away_from(room: Room, now: float) -> None:
        """A game served again: whoever was here when it stopped is away from now."""
        for seat in range(len(room.seats)):
            seat_events.gone(room, seat, now)

    def start_computers(self) -> None:
        """Games resumed from the folder whose computer was to decide."""
        for room in self.rooms.values():
            self.wake(room)

    # --- Connections -------------------------------------------------------------------------

    async def handle(self, socket: ServerConnection) -> None:
        self.connections_made += 1
        client = Client(socket, self.rate, self.burst, self.clock(), self.connections_made)
        self.clients.add(client)
        self.events.say(f"#{client.number} opened from {client.address}")
        writer = asyncio.ensure_future(self.write(client))
        try:
            async for message in socket:
                client.heard = self.clock()
                frame = None
                try:
                    if not client.allowed(client.heard):
                        raise Refused("rate", "net.rate")
                    frame = parse(message)
                    if self.cluster is not None and frame["type"] != "health":
                        await self.cluster.ready()  # its database away: refused in words, never a copy unconfirmed
                    if self.cluster is not None and await self.cluster.forwarded(client, frame, message):
                        continue  # another server holds its game: that server answers
                    await self.dispatch(client, frame)
                except Refused as refused:
                    ask = frame or {}
                    answer = refused.frame(ask.get("type"), ask.get("code"))
                    self.send(client, answer)
                    self.events.say(f"#{client.number} refused {refused.kind}")
                    if refused.kind == "unavailable" and sent_again(ask):
                        await self.try_again(client)
                        return
                    if refused.abusive:
                        self.summary.note(f"refused ({refused.kind})", f"from {client.address}: {refusal_text(answer)}")
                        client.strikes += 1
                        if client.strikes >= self.strikes:
                            self.summary.note("closed for misbehaving", client.address)
                            await asyncio.wait_for(client.outbox.join(), 5)  # its refusals first
                            # Its unread frames stall the closing handshake: it gets a moment, not ten seconds.
                            socket.close_timeout = 0.5
                            await socket.close(POLICY_CLOSE, "too many refused messages")
                            return
                except ConnectionClosed:
                    raise
                except Exception as error:  # a bug must cost one answer, never the server
                    self.crashes += 1
                    self.summary.crash("in a request", error)
                    self.send(client, Refused("malformed", "net.malformed", "the server could not take it").frame())
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        except Exception as error:  # in closing: the connection is over, and said once
            self.crashes += 1
            self.summary.crash("with a connection", error)
        finally:
            writer.cancel()
            self.clients.discard(client)
            self.turns.forget(client)
            self.let_go_all(client)
            if self.cluster is not None:
                self.cluster.closed(client)
            self.events.say(f"#{client.number} closed after {self.clock() - client.opened:,.0f} s")

    async def try_again(self, client: Client) -> None:
        """A seat's join (a watch, a follow) refused while the database is away: the connection is
        closed once told, so the app reconnects by itself, with its backoff, and joins again,
        as it never sends a refused join again on an open connection."""
        await asyncio.wait_for(client.outbox.join(), 5)
        client.socket.close_timeout = 0.5
        await client.socket.close(TRY_AGAIN, "the server cannot reach its database: try again")

    def send(self, client: Client, frame: dict) -> None:
        """Queue a frame for the connection's writer."""
        data = encoded(frame)
        if client.queued + len(data) > self.bounds.outbox_bytes:
            client.socket.transport.abort()  # it has stopped reading: it will rejoin when it reads again
            return
        client.queued += len(data)
        client.outbox.put_nowait(data)

    async def write(self, client: Client) -> None:
        while True:
            data = await client.outbox.get()
            try:
                await client.socket.send(data, text=True)
            except ConnectionClosed:
                return
            except Exception as error:  # never a traceback a frame: one close, with its reason
                self.crashes += 1
                self.summary.crash("in sending", error)
                client.socket.close_timeout = 0.5
                await client.socket.close(1011, "the server could not send a message")
                return
            finally:
                client.queued -= len(data)
                client.outbox.task_done()

    def let_go_all(self, client: Client) -> None:
        codes = set()
        for code, seat in client.seats:
            room = self.rooms.get(code)
            if room is not None:
                room.seats[seat].holders.discard(client)
                seat_events.gone(room, seat, self.wall())
                codes.add(code)
        client.seats.clear()
        codes |= {room.code for room in watchers.leave(self, client)}
        for code in codes:
            self.tell_seats(self.rooms[code])

    # --- Keeping watch -----------------------------------------------------------------------

    async def keep_watch(self) -> None:
        while True:
            await asyncio.sleep(WATCH_SECONDS)
            try:
                self.sweep()
            except Exception as error:
                self.crashes += 1
                self.summary.crash("in keeping watch", error)

    def sweep(self) -> None:
        """Close the idle connections holding no seat, remove the games nobody came to, and say
        what the log counted."""
        now = self.clock()
        away_and_end.beat(self)  # away days spent by the clocks, and endings become possible
        wall = self.wall()
        for room in list(self.rooms.values()):
            seat_events.look(self, room, wall)
        if self.people is not None:
            self.people.touch(self)  # the accounts signed in here are here
        for client in self.clients:
            if (not client.seats and not client.watching and not self.turns.follows(client)
                    and not (self.cluster is not None and self.cluster.forwards(client))
                    and not client.closing and now - client.heard > self.bounds.idle):
                client.closing = True
                asyncio.ensure_future(client.socket.close(1000, "idle: no seat held"))
        if now - self.expired_at >= EXPIRY_SECONDS:
            self.expired_at = now
            self.guesses.prune()
            self.creates.prune()
            self.talk.prune()
            if self.people is not None:
                self.people.prune()
            if self.bounds.expire:
                self.expire()
            self.tidy()
        self.summary.flush()

    def expire(self) -> None:
        """Remove the games made with open seats that nobody joined in `bounds.expire` seconds."""
        wall = self.wall()
        for room in [r for r in self.rooms.values() if r.waiting and r.made is not None
                     and wall - r.made > self.bounds.expire]:
            del self.rooms[room.code]
            for seat, net in enumerate(room.seats):
                for client in net.holders:
                    seats.let_go(client, room.code, seat)
            for client in room.watchers:
                client.watching.discard(room.code)
            self.store.remove(room.code)
            self.summary.note("games nobody joined removed",
                              f"{room.code}, made {(wall - room.made) / DAY:.1f} days ago")

    def tidy(self) -> None:
        """Long games kept tidy: a finished game nobody is at is removed `keep_finished` seconds
        after its last move; an unfinished one nobody moved in for `archive_idle` leaves the games
        served for the store's archive, and comes back when a player asks for it (`_room`)."""
        wall = self.wall()
        for room in [r for r in self.rooms.values() if not r.waiting and not any(net.holders for net in r.seats)]:
            quiet = wall - room.clocks.since
            if room.over and self.keep_finished and quiet > self.keep_finished:
                del self.rooms[room.code]
                self.store.remove(room.code)
                self.summary.note("finished games removed", f"{room.code}, over {quiet / DAY:.0f} days ago")
            elif not room.over and self.archive_idle and quiet > self.archive_idle:
                del self.rooms[room.code]
                self.store.archive(room)
                self.summary.note("idle games archived", f"{room.code}, no move in {quiet / DAY:.0f} days")

    # --- Requests ----------------------------------------------------------------------------

    async def dispatch(self, client: Client, frame: dict) -> None:
        """Answer a frame by its kind's handler (ANYWHERE, AT_A_GAME): one naming a game is handed
        the game, found by its code (`games.named`), and a watcher's act there is refused first."""
        kind = frame["type"]
        handler = ANYWHERE.get(kind)
        if handler is not None:
            await handler(self, client, frame)
            return
        room = await games.named(self, client, frame)
        watchers.refuse_acting(client, room, kind)
        await AT_A_GAME[kind](self, client, room, frame)

    # --- Telling the seats -------------------------------------------------------------------

    async def changed(self, room: Room, first: int | None = None, change=None) -> None:
        """Tell every seat present, the seat that acted (`first`) before the others, and only
        then write the autosave: on a busy machine the player waits for no one else's work.
        A database stores the change (`change`: the command, "undo" or "redo") before anyone is
        told; a server that no longer holds the game tells nobody (cluster.py)."""
        away_and_end.tell_spent(self, room)  # the away days a move's clock spent, told before the move
        if not await self.store.keep(room, change):
            return
        seats = sorted(range(len(room.seats)), key=lambda seat: seat != first)
        now = self.wall()
        for seat in seats:
            net = room.seats[seat]
            if not net.holders:
                continue
            picture = SeatPicture(room, seat, now)
            for client in list(net.holders):
                key = (room.code, seat)
                frame = picture.frame("update", client.log_sent.get(key, 0), client.sent.get(key))
                client.log_sent[key] = len(picture.log)
                client.sent[key] = picture.fields
                self.send(client, frame)
            if seat == first:
                await asyncio.sleep(0)  # its writer sends it now, before any other work
        watchers.tell(self, room, now)
        self.turns.changed(room)
        self.wake(room)
        if self.rooms.get(room.code) is room:  # not removed meanwhile, nobody having joined it
            self.store.told(room)
            if self.people_watch is not None:
                self.people_watch.changed(room)  # its end counted in the ratings, its notices put
            elif room.over:
                await rated_games.count_end(self, room)  # none rated here: only marked counted

    def tell_seats(self, room: Room) -> None:
        frame = {"type": "seats", "code": room.code, "seats": room.seat_rows(rating=self.rating_shown),
                 **watchers.named(room)}
        clients = {client for net in room.seats for client in net.holders} | set(room.watchers)
        for client in clients:  # one a block keeps apart from someone here sees no seat free (lobby.py)
            self.send(client, {**frame, "seats": room.seat_rows(client.apart, self.rating_shown)}
                      if room.apart_from(client.apart) else frame)

    async def forget_account(self, account: str) -> None:
        """A deleted account's name out of its games, before the account goes: "a former player"
        (former.py)."""
        try:
            await former.forget(self, account)
        except Refused:
            raise
        except Exception as error:  # the database away: the account is kept, and the player told to try again
            self.summary.note("database not answering", str(error)[:300])
            raise Refused("unavailable", "net.unavailable") from None

    def wake(self, room: Room) -> None:
        """Let a computer decide, if one is to."""
        seat = self.computers.due(room)
        if seat is not None:
            asyncio.ensure_future(self._computer(room, seat))

    async def _computer(self, room: Room, seat: int) -> None:
        decision = len(room.session.commands)
        try:
            command, reason = await self.computers.decide(room, seat)
        except Exception as error:
            self.crashes += 1
            self.summary.crash("in a computer's decision", error)
            return
        if self.rooms.get(room.code) is not room:
            return  # removed meanwhile, nobody having joined it
        if (len(room.session.commands) != decision or current_player(room.session.state) != seat
                or room.computer_kind(seat) is None):
            self.wake(room)  # the game moved on while it thought (an undo, a seat taken back): think again
            return
        log_at = len(room.session.state.log)
        room.session.apply(command, reason)
        if room.seats[seat].stand_in:
            room.note_computer_move(seat, log_at)
        room.clocks.moved(seat, self.wall(), added=True)
        room.note_moment()
        await self.changed(room, change=command.to_json())

    def loop_error(self, loop, context: dict) -> None:
        """The event loop's own errors (an accept that failed, a task's exception never read)."""
        self.crashes += 1
        self.summary.loop_error(context)

    def stop_clocks(self) -> None:
        """The server stops serving: every game's clocks stand still until it serves it again."""
        now = self.wall()
        for room in self.rooms.values():
            if room.clocks.counting is not None:
                room.clocks.stop(room.deciding(), now)
                away_and_end.tell_spent(self, room)
                self.store.save(room)

    def close(self) -> None:
        self.computers.stop()
        self.store.close()
        self.summary.flush(everything=True)


async def _say(server: Server, client: Client, room: Room, frame: dict) -> None:
    apart = (await relations.viewer(server, client)).apart if client.account is not None else frozenset()
    server.talk.say(server, room, frame, watchers.speaking(client, room), client.account, apart)


# Each kind of frame's handler, in the module of its concern: those naming no game, then those
# handed the game their frame names.
ANYWHERE: dict[str, Callable[[Server, Client, dict], Awaitable[None]]] = {
    "health": answer_health, "create": games.create, "follow": turns.follow, **accounts.HANDLERS,
    "tables": lobby.tables, "seats_to_fill": lobby.tables, "play_now": play_now.play_now, "my_games": my_games.my_games,
    **relations.HANDLERS,
    "leaderboard": leaderboard.answer, "notices": notice_settings.answer, "set_notices": notice_settings.answer,
}
AT_A_GAME: dict[str, Callable[[Server, Client, Room, dict], Awaitable[None]]] = {
    "look": games.look, "start": games.start, "command": games.play, "undo": games.play, "redo": games.play,
    "past": games.past,
    "join": seats.join, "reopen": seats.reopen, "hand_over": seats.stand_in, "take_back": seats.stand_in,
    "leave": seats.leave, "give_up": seats.give_up,
    "watch": watchers.watch, "say": _say, "away": away_and_end.answer, "end": away_and_end.answer,
    "listing": lobby.listing, "take_up": my_games.take_up,
}


async def run(server: Server, address: str, port: int, tls: ssl.SSLContext | None, stop: asyncio.Event,
              ready=None) -> None:
    asyncio.get_running_loop().set_exception_handler(server.loop_error)
    logger = logging.Logger("xerxes-server", logging.WARNING)  # the WebSocket library's errors, summarised
    logger.addHandler(server.summary.handler())
    hosts = address.split(",") if "," in address else address  # a host's app: by IPv4 and IPv6 (net_link.py)
    if server.cluster is not None:
        server.cluster.stopping = stop  # a database away past --give-up-after stops it
        await server.cluster.start()  # connected and leased, or StoreError: before listening, never half-started
    if server.people is not None:
        await server.people.open()
        await server.people_watch.start()  # the notices' sender and the watch, beside the games
    front = server.front  # the PROXY header comes before TLS: the connection starts TLS itself after it
    async with serve(server.handle, hosts, port, ssl=None if front.proxy_protocol else tls, max_size=HARD_MAX_FRAME,
                     compression=None, logger=logger, backlog=server.bounds.backlog,
                     ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS,
                     process_request=forwarding(server.gate, server.where, server.summary, front, answering(server)),
                     create_connection=guarded(server.gate, server.where, server.summary, server.events, front,
                                               tls if front.proxy_protocol else None)) as listening:
        bound = listening.sockets[0].getsockname()[1]
        server.start_computers()
        watch = asyncio.ensure_future(server.keep_watch())
        if ready is not None:
            ready(bound)
        await stop.wait()
        watch.cancel()
        server.stop_clocks()
    if server.people is not None:
        await server.people_watch.stop()
        await server.people.close()
    if server.cluster is not None:
        await server.cluster.stop()
    server.close()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["ratings"]:
        from .ratings_command import main as ratings

        return ratings(argv[1:])
    parser = argparse.ArgumentParser(
        prog="xerxes-server",
        description="Serve network games of Xerxes on a machine every player can reach: a host chooses "
                    "Served by: A server, and everyone joins with this machine's address and port. Each game is "
                    "saved in --data after every change, and is there again when the server starts again. Each "
                    "connection's events are one line on standard output, its problems on standard error.",
        epilog="Running it on a public machine, with TLS, systemd or a container: docs/server.md in the project. "
               "The ratings recomputed from the finished games: xerxes-server ratings --recompute --help.")
    parser.add_argument("--port", type=int, default=8765,
                        help="the port players connect to (default: 8765); a firewall must let them reach it")
    parser.add_argument("--data", type=Path, metavar="FOLDER",
                        help="folder of the games' autosaves, one server at a time (required to serve, "
                             "unless --database)")
    parser.add_argument("--database", metavar="URL",
                        help="keep the games in PostgreSQL instead (postgresql://USER:PASSWORD@HOST/NAME), shared "
                             "by any number of servers: docs/server.md")
    parser.add_argument("--lease", type=float, default=LEASE_SECONDS, metavar="SECONDS",
                        help=f"with --database: a server paused or cut off this long has its games taken over by "
                             f"another (default: {LEASE_SECONDS:g})")
    parser.add_argument("--give-up-after", type=float, default=60.0, metavar="SECONDS",
                        help="with --database: a server that cannot reach the database this long exits with status 1, "
                             "for its supervisor to restart it (default: 60)")
    parser.add_argument("--keep-finished", type=float, default=KEEP_FINISHED_DAYS, metavar="DAYS",
                        help="a finished game is kept this many days after its last move, for its players to look "
                             f"back, then removed (default: {KEEP_FINISHED_DAYS}; 0: for ever)")
    parser.add_argument("--archive-idle", type=float, default=ARCHIVE_IDLE_DAYS, metavar="DAYS",
                        help="a game nobody moved in for this many days is archived: no longer loaded, kept, and "
                             f"back when a player returns to it (default: {ARCHIVE_IDLE_DAYS}; 0: never)")
    parser.add_argument("--address", default="0.0.0.0",
                        help="the address to listen on (default: 0.0.0.0, every address of this machine)")
    parser.add_argument("--cert", type=Path, metavar="FILE",
                        help="TLS certificate chain (PEM), with --key: players then join with Secure (TLS)")
    parser.add_argument("--key", type=Path, metavar="FILE", help="TLS private key (PEM), with --cert")
    # A host's app starting its own server: stop when standard input closes. Not for people.
    parser.add_argument("--parent-pipe", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--rate", type=float, default=RATE,
                        help=f"frames a second a connection may send, on average (default: {RATE:g}); more are refused")
    parser.add_argument("--burst", type=int, default=BURST,
                        help=f"frames a connection may send at once (default: {BURST})")
    parser.add_argument("--accounts", action="store_true",
                        help="players may make accounts here and sign in to them, find their games from any computer, "
                             "list tables for strangers to join, follow and block one another, and be rated; kept in "
                             "--data's people folder or in the --database (docs/server.md); without it nobody needs "
                             "one, and none can be made")
    outbound.add_options(parser)
    add_options(parser)
    real_address.add_options(parser)
    parser.add_argument("--check", metavar="ADDRESS:PORT",
                        help="serve nothing: ask the server at ADDRESS:PORT (wss://ADDRESS:PORT for TLS) whether it "
                             "can serve its games (GET /health), print one line, and exit 0 if it can, 1 if not (a "
                             "health check); with --proxy-protocol, asked as a balancer asks, its PROXY header first")
    parser.add_argument("--cafile", metavar="FILE",
                        help="with --check wss://…: the certificate (PEM) of a private authority that signed the "
                             "server's, when the system's authorities do not know it")
    args = parser.parse_args(argv)
    if args.check is not None:
        from .check import check

        answered, line = check(args.check, cafile=args.cafile, proxy_header=args.proxy_protocol)
        print(line, flush=True)
        return 0 if answered else 1
    if args.data is None and args.database is None:
        parser.error("--data FOLDER or --database URL is needed to serve games")
    if args.data is not None and args.database is not None:
        parser.error("--data and --database are two places to keep the games: give one")
    if not 0.5 <= args.lease <= 600:
        parser.error("--lease is 0.5 to 600 seconds")
    if args.give_up_after <= 0:
        parser.error("--give-up-after is a number of seconds, more than 0")
    if args.keep_finished < 0 or args.archive_idle < 0:
        parser.error("--keep-finished and --archive-idle are days, 0 or more")
    bounds = bounds_from(args, parser)
    front = real_address.front_from(args, parser)
    sending = outbound.outbound_from(args, parser)
    tls = None
    if args.cert or args.key:
        if not (args.cert and args.key):
            parser.error("--cert and --key go together")
        tls = server_tls(args.cert, args.key)
    try:
        server = Server(args.data, rate=args.rate, burst=args.burst, bounds=bounds, events=sys.stdout,
                        database=args.database, lease=args.lease, give_up=args.give_up_after, keep_finished=args.keep_finished * DAY,
                        archive_idle=args.archive_idle * DAY, front=front, accounts=args.accounts, sending=sending)
    except ImportError:  # argon2-cffi and openskill, an extra: a server without accounts needs neither
        print("xerxes-server: --accounts needs the argon2-cffi and openskill libraries: pip install 'xerxes-app[accounts]'",
              file=sys.stderr, flush=True)
        return 1
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
            games = "games in the database" if server.cluster else f"{len(server.rooms)} games"
            print(f"xerxes-server listening on {args.address} port {port} with {games}, "
                  f"for {server.gate.total:,} connections at most", flush=True)

        await run(server, args.address, args.port, tls, stop, ready)

    from .pg_store import StoreError

    try:
        asyncio.run(serving())
    except (StoreError, PeopleStoreError) as error:  # unreachable, refused, or of a schema it does not know: nothing served
        print(f"xerxes-server: {error}", file=sys.stderr, flush=True)
        server.close()
        return 1
    except OSError as error:  # the port taken, the address not this machine's
        print(f"xerxes-server: cannot listen on {args.address} port {args.port}: {error.strerror or error}",
              file=sys.stderr, flush=True)
        server.close()
        return 1
    if server.cluster is not None and server.cluster.gave_up:
        print(f"xerxes-server: {server.cluster.gave_up}", file=sys.stderr, flush=True)
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
