"""Several servers, one service: the games in PostgreSQL, each held by one server at a time.

A player may connect to any server (a load balancer picks one). A frame naming a game this
server holds is answered here. One naming a game nobody holds (new to this server, or its
holder gone) makes this server claim it from the database (pg_store.py) and answer. One naming a
game another live server holds is forwarded to that server through PostgreSQL's LISTEN/NOTIFY,
and the holder's answers come back the same way: one connection serves a player's games wherever
they are held, and a game never moves while its holder lives (docs/network.md says why this
way). The holder sees a forwarded connection as a connection of its own (`RemoteSocket`),
signed in to the account its own server says with each frame (a join, a take-up: my_games.py).
The frames that name no game (the lists, Play now, the accounts') are answered where they
arrive, from the database every server shares; an account deleted is told to the servers holding
its games, for each to say "a former player" in them (former.py).

Every second or so a server renews its lease and looks whether the servers it forwards to, or
that forward to it, are still alive: a connection forwarded to a server that died is closed, so
its app reconnects by itself and its games are claimed again, by whichever server it reaches.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from typing import Any
from ..rules import SaveError
from . import former, orphans
from .pg_store import APPLICATION, PostgresStore, StoreError, _sentence
from .protocol import MAX_FOLLOWED, Refused, encode, parse, sent_again
from .rooms import load_room

NOTIFY_BYTES = 7900  # PostgreSQL's limit is 8000 bytes a notification: longer ones go through a table
BATCH = 200  # notifications sent in one statement at most
HOPS = 3  # a frame sent back by a server that no longer holds its game is routed again this often at most
BEAT = 0.5  # seconds between looks at the lease and at the other servers' lives, at most
MOVED = 1012  # the close code of a connection whose game another server holds now: "service restart"
GIVE_UP_SECONDS = 60.0  # a server that cannot reach its database this long exits (status 1): its supervisor restarts it
REOPENING = 1.0  # seconds between tries to reopen a lost connection to the database, at most (the backoff's cap)


class Cluster:
    def __init__(self, server, url: str, lease: float, connection_kind: type, give_up: float = GIVE_UP_SECONDS):
        self.server = server  # the Server whose games these are
        self.connection_kind = connection_kind  # the server's Client: how it sees a forwarded connection too
        self.url = url
        self.store = PostgresStore(url, lease)
        self.store.lost = self.lost
        self.store.due = orphans.due_here(server)
        # Seconds between renewals: a lease outlives three missed ones. Often, as the connections
        # forwarded to a server killed outright are closed on the next beat, to reconnect.
        self.beat = min(lease / 4, BEAT)
        # The loop stood still longer than this (a pause, the machine asleep): the games are confirmed again.
        self.jump = 4 * self.beat
        self.ticked = 0.0  # when the loop last looked at its clock (`_tick`)
        self._beating = asyncio.Lock()  # one renewal at a time: the beat's, or a frame's that cannot wait for it
        self._beats = 0
        self.routes: dict[Any, dict[str, str]] = {}  # a connection here: its games held elsewhere, by whom
        self.numbered: dict[int, Any] = {}  # the connections here whose frames went elsewhere
        self.proxies: dict[tuple[str, int], tuple[Any, asyncio.Queue, list]] = {}  # connections elsewhere
        self._claiming: dict[str, asyncio.Lock] = {}
        self._outgoing: asyncio.Queue = asyncio.Queue()
        self._incoming: asyncio.Queue = asyncio.Queue()
        self._tasks: list[asyncio.Task] = []
        self._sent = 0  # numbers every notification: PostgreSQL folds identical ones of a transaction
        self.listener = self.sender = None
        self.renewed = 0.0  # when the lease last renewed was asked for (the clock's time)
        self.failing: str | None = None  # why the last beat could not reach the database
        self.failing_since = 0.0
        self.give_up = give_up
        self.gave_up: str | None = None  # the one line said when it exits for it
        self.stopping: asyncio.Event | None = None  # set to stop the server (run)
        self._backoff = 0.0
        self._reopen_at = 0.0
        self._noted: logging.Handler | None = None

    @property
    def id(self) -> str:
        return self.store.id

    # --- Starting and stopping ---------------------------------------------------------------

    async def start(self) -> None:
        # The pool's own tries to reconnect, said as the beats say the database away: a line counted, no traceback.
        pool_log = logging.getLogger("asyncpg.pool")
        pool_log.propagate = False
        self._noted = _Noted(self.server.summary)
        pool_log.addHandler(self._noted)
        await self.store.open()
        import asyncpg

        try:
            await self._reopen(timeout=10)
        except (OSError, asyncio.TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            await self.store.close_pool()
            raise StoreError(f"cannot listen to the database: {_sentence(error)}") from None
        self.renewed = self.ticked = self.server.clock()
        self._tasks = [asyncio.ensure_future(work())
                       for work in (self._keep_lease, self._keep_time, self._take_in, self._send_out)]

    async def stop(self) -> None:
        logging.getLogger("asyncpg.pool").removeHandler(self._noted)
        for task in self._tasks:
            task.cancel()
        for connection in (self.listener, self.sender):
            if connection is not None:
                connection.terminate() if self.gave_up else await connection.close(timeout=5)
        if self.gave_up:  # nothing to write to a database gone: the lease runs out, the others take the games
            for connection in (self.store.leasing,):
                if connection is not None:
                    connection.terminate()
            self.store.pool.terminate()
            return
        await self.store.finish()

    async def _reopen(self, timeout: float) -> None:
        """Open again each connection to the database that was lost (a restart of PostgreSQL, a
        backend terminated), listening again on this server's channel; the pool reopens its own."""
        import asyncpg

        async def opened(connection, kind: str):
            if connection is not None and not connection.is_closed():
                return connection
            if connection is not None:
                connection.terminate()
            return await asyncpg.connect(self.url, server_settings={"application_name": f"{APPLICATION}{self.id} {kind}"},
                                         timeout=timeout)

        if self._cut_off():
            self.store.doubt()  # its sessions were gone a moment: another server may have claimed its games
        if self.store.leasing is not None and self.store.leasing.is_closed():
            self.store.leasing = await opened(self.store.leasing, "lease")
        self.sender = await opened(self.sender, "notify")
        if self.listener is None or self.listener.is_closed():
            lost = self.listener is not None
            # Kept aside until it has its bare name: till then this server is dead to the others, who may
            # claim its games, so `_cut_off` holds every frame here (`ready`) and no game is confirmed.
            listener = await opened(self.listener, "listen")
            try:
                await listener.add_listener(_channel(self.id), self._heard)
                # Its bare name from now on: alive to the others (pg_store.ALIVE) once it hears them.
                await listener.execute("SELECT set_config('application_name', $1, false)", APPLICATION + self.id)
            except BaseException:  # half opened: opened whole again on a later beat
                listener.terminate()
                raise
            self.listener = listener
            if lost:
                self._deaf()

    def _cut_off(self) -> bool:
        return any(connection is None or connection.is_closed()
                   for connection in (self.store.leasing, self.sender, self.listener))

    def _deaf(self) -> None:
        """This server was not listening for a while: what the others sent it meanwhile is lost. The
        connections here forwarded elsewhere, and those forwarded here, are closed: their apps
        reconnect and rejoin, and are shown the games as they are stored."""
        for client in list(self.routes):
            self._moved(client)
        for origin, number in list(self.proxies):
            self.send(origin, {"k": "x", "c": number})
            self._drop_proxy((origin, number))

    # --- A frame from a connection here ------------------------------------------------------

    async def forwarded(self, client: Any, frame: dict, message: str, hops: int = 0) -> bool:
        """Whether the frame went to the server holding its game (False: this server answers it,
        holding the game now or knowing no such game)."""
        code = frame.get("code")
        if not isinstance(code, str) or frame.get("type") in ("create", "health") or await self.held(code):
            return False
        routes = self.routes.setdefault(client, {})
        owner = routes.get(code) or await self.locate(code)
        if owner is None:
            return False
        routes[code] = owner
        self.numbered[client.number] = client
        self.send(owner, {"k": "f", "s": self.id, "c": client.number, "a": client.address, "m": message, "h": hops,
                          "u": [client.account, client.account_name]})
        return True

    async def follow(self, client: Any, frame: dict) -> dict:
        """A "follow" names games wherever they are held: each other server holding some is sent
        a follow of its own for them, and answers the connection through this one; the frame
        returned names the rest, held here (or claimed now) or unknown, for this server."""
        games = frame.get("games")
        if isinstance(client.socket, RemoteSocket) or not isinstance(games, list) or len(games) > MAX_FOLLOWED:
            return frame  # forwarded here already (one hop only), or refused here as it stands
        here, there = [], {}
        for game in games:
            code = game.get("code") if isinstance(game, dict) else None
            held_here = not isinstance(code, str) or len(code) > 16 or await self.held(code)
            owner = None if held_here else await self.locate(code)
            (there.setdefault(owner, []) if owner else here).append(game)
        for owner, theirs in there.items():
            self.routes.setdefault(client, {}).update((game["code"], owner) for game in theirs)
            self.numbered[client.number] = client
            self.send(owner, {"k": "f", "s": self.id, "c": client.number, "a": client.address,
                              "m": encode({"type": "follow", "games": theirs}), "h": 0})
        return {**frame, "games": here}

    def forwards(self, client: Any) -> bool:
        """Whether the connection's frames go to games held by other servers: not idle here."""
        return bool(self.routes.get(client))

    async def held(self, code: str) -> bool:
        """Whether this server holds the game, confirmed in the database when it had cause to doubt
        (`PostgresStore.doubt`): a game taken by another meanwhile is let go here, never answered
        from the copy left, and the frame goes to its holder now."""
        if code not in self.server.rooms:
            return False
        if self.store.sure(code):
            return True
        async with self._claiming.setdefault(code, asyncio.Lock()):
            try:
                confirmed = code not in self.server.rooms or await self.store.confirm(code)
            except Exception as error:
                self.server.summary.note("database not answering", _sentence(error))
                raise Refused("unavailable", "net.unavailable") from None
        if not confirmed:
            self._taken(code)
        return code in self.server.rooms

    def _taken(self, code: str) -> None:
        if code in self.server.rooms:
            self.server.events.say(f"{code} is not this server's any more: let go")
            self.lost(code)

    async def claim(self, code: str) -> bool:
        """Claim the game for this server if no live server holds it (orphans.py): whether it did."""
        try:
            return await self._find(code) is None and code in self.server.rooms
        except Exception as error:
            self.server.summary.note("database not answering", _sentence(error))
            return False

    async def locate(self, code: str) -> str | None:
        """Claim the game if no live server holds it; else its holder. None: held here now, or no such game.
        The database away: refused in words, no guess spent (a seat's token is never doubted for it)."""
        try:
            return await self._find(code)
        except Refused:
            raise
        except Exception as error:
            self.server.summary.note("database not answering", _sentence(error))
            raise Refused("unavailable", "net.unavailable") from None

    async def _find(self, code: str) -> str | None:
        # One claim of a game at a time here (the lock kept: one a game ever asked for, small).
        async with self._claiming.setdefault(code, asyncio.Lock()):
            for _ in range(HOPS):  # its holder may die between the two questions
                if code in self.server.rooms:
                    return None
                document = await self.store.claim(code)
                if document is not None:
                    self._resume(code, document)
                    return None
                owner = await self.store.owner(code)
                if owner != "":
                    return owner if owner != self.id else None
            return None

    def _resume(self, code: str, document: str) -> None:
        try:
            room = load_room(json.loads(document))
        except (ValueError, SaveError, RecursionError) as error:
            print(f"xerxes-server: the game {code} in the database is not one it can resume: {error}",
                  file=sys.stderr, flush=True)
            self.store.let_go(code)
            return
        self.server.rooms[code] = room
        room.clocks.go(self.server.wall())  # served from now: the time it was held nowhere is nobody's
        self.server.events.say(f"took {code} from the database")
        self.server.wake(room)

    def closed(self, client: Any) -> None:
        """A connection here closed: the servers it was forwarded to let its seats go."""
        for owner in set(self.routes.pop(client, {}).values()):
            self.send(owner, {"k": "g", "s": self.id, "c": client.number})
        self.numbered.pop(client.number, None)

    # --- A game lost, a lease lost -----------------------------------------------------------

    def lost(self, code: str) -> None:
        """This server may no longer write the game (another claimed it, or the database was
        away): it lets it go, and closes the connections at its seats, which reconnect and find
        it where it is held now."""
        room = self.server.rooms.pop(code, None)
        self.store.let_go(code)
        if room is None:
            return
        self.server.summary.note("games taken over by another server", code)
        for net in room.seats:
            for client in list(net.holders):
                asyncio.ensure_future(client.socket.close(MOVED, "the game is held by another server now"))

    def trouble(self) -> str | None:
        """Why this server cannot serve its games now (health.py), or None."""
        if self.failing is not None:
            return f"the database does not answer: {self.failing}"
        if self.server.clock() - self.renewed > self.store.lease:
            return "this server's lease ran out: its games may be another's"
        return None

    async def ready(self) -> None:
        """Before a frame is answered: after a pause of the loop, a connection to the database lost
        or the lease's time gone by, the lease is renewed at once (and the games let go if it ran
        out) and each game confirmed before it is answered (`held`). Refused, in words, while the
        database is away: nothing answered from a copy unconfirmed."""
        now = self.server.clock()
        self._tick(now)
        if self.failing is None and (now - self.renewed > self.store.lease - self.beat or self._cut_off()):
            await self._beat()
        if self.trouble() is not None:
            raise Refused("unavailable", "net.unavailable")

    def _tick(self, now: float) -> None:
        if now - self.ticked > self.jump:  # the loop stood still: games may have been claimed meanwhile
            self.store.doubt()
            self.server.summary.note("paused: games confirmed again", f"{now - self.ticked:.1f} s")
        self.ticked = max(self.ticked, now)

    async def _keep_time(self) -> None:
        """Look at the clock every beat, on its own: a pause is seen even while a renewal waits."""
        while True:
            await asyncio.sleep(self.beat)
            self._tick(self.server.clock())

    async def _keep_lease(self) -> None:
        while True:
            await asyncio.sleep(self.beat)
            if self.server.clock() >= self._reopen_at:
                await self._beat()
            self._beats += 1
            if self.failing is None and self._beats % orphans.SWEEP_BEATS == 0:
                try:
                    await orphans.sweep(self)
                except Exception as error:  # the database gone meanwhile: the next sweep tries again
                    self.server.summary.note("database not answering", _sentence(error))

    async def _beat(self) -> None:
        """Renew the lease (reopening what was lost first), and look for the dead servers."""
        async with self._beating:
            asked = self.server.clock()
            if self.failing is None and asked - self.renewed < self.beat and not self._cut_off():
                return  # renewed just now, while this one waited
            try:
                await self._reopen(timeout=max(self.beat, REOPENING))
                if not await self.store.renew():  # paused past the lease: every game may be another's,
                    for code in list(self.server.rooms):  # and the others let go of the connections
                        self.lost(code)                   # it forwarded to them: they reconnect
                    for client in list(self.routes):
                        self._moved(client)
                    await self.store.register()
                self.renewed, self.failing, self._backoff = asked, None, 0.0
                for code in await self.store.not_held(list(self.server.rooms)):  # nobody asking about them
                    self._taken(code)  # meanwhile, their players are sent where they are now
                await self._look_for_the_dead()
            except Exception as error:  # the database away: the writes say so; a later beat tries again
                now = self.server.clock()
                if self.failing is None:
                    self.failing_since = now
                self.failing = _sentence(error)
                self.server.summary.note("database not answering", self.failing)
                if self.store.leasing is not None:  # opened again on a later beat, whatever broke it
                    self.store.leasing.terminate()
                self.store.doubt()
                self._backoff = min(REOPENING, max(self.beat, 2 * self._backoff))
                self._reopen_at = now + self._backoff
                if now - self.renewed > self.store.lease:  # another server may hold its games now: let them go
                    for code in list(self.server.rooms):
                        self.lost(code)
                if now - self.failing_since >= self.give_up and self.stopping is not None:
                    self.gave_up = (f"the database has not answered for {now - self.failing_since:.0f} s "
                                    f"(--give-up-after): {self.failing}")
                    self.stopping.set()

    async def _look_for_the_dead(self) -> None:
        owners = {owner for routes in self.routes.values() for owner in routes.values()}
        origins = {origin for origin, _ in self.proxies}
        if not owners | origins:
            return
        # Only those asked about are judged: a connection forwarded meanwhile, from or to a server
        # not asked about, is not taken for one of a dead server's.
        dead = owners | origins
        dead -= await self.store.alive(dead)
        for client, routes in list(self.routes.items()):
            if set(routes.values()) & dead:
                self._moved(client)
        for key in [key for key in self.proxies if key[0] in dead]:
            # Told, in case it was only reconnecting to the database (alive again now): its player rejoins.
            self.send(key[0], {"k": "x", "c": key[1]})
            self._drop_proxy(key)

    def _moved(self, client: Any) -> None:
        """Close a connection forwarded to a server that let it go: its app reconnects by itself,
        and its games are found where they are held now. (Its routes go once it has closed, the
        servers it was forwarded to told: `closed`.)"""
        asyncio.ensure_future(client.socket.close(MOVED, "the game is held by another server now"))

    # --- Notifications -----------------------------------------------------------------------

    def send(self, server_id: str, note: dict) -> None:
        self._sent += 1
        note["n"] = self._sent
        self._outgoing.put_nowait((_channel(server_id), json.dumps(note, separators=(",", ":"), ensure_ascii=False)))

    async def _send_out(self) -> None:
        """One writer, so a connection's frames reach the other server in the order they were sent."""
        while True:
            batch = [await self._outgoing.get()]
            while len(batch) < BATCH and not self._outgoing.empty():
                batch.append(self._outgoing.get_nowait())
            try:
                channels, payloads = [], []
                for channel, payload in batch:
                    if len(payload.encode("utf-8")) > NOTIFY_BYTES:
                        number = await self.sender.fetchval(
                            "INSERT INTO xerxes_relay (payload) VALUES ($1) RETURNING id", payload)
                        payload = f"@{number}"
                    channels.append(channel)
                    payloads.append(payload)
                await self.sender.execute("SELECT pg_notify(c, p) FROM unnest($1::text[], $2::text[]) AS t(c, p)",
                                          channels, payloads)
            except Exception as error:  # lost like a dropped connection's frames: the apps rejoin
                self.server.summary.note("notifications not sent", _sentence(error))
                self._unsent(batch)
                await asyncio.sleep(self.beat)  # the beat reopens the connection meanwhile

    def _unsent(self, batch: list[tuple[str, str]]) -> None:
        """Frames that never reached the other server: their connections are closed, to rejoin and
        be shown the game as it is stored (one here at once; one at another server once the close
        reaches it). A close, a connection's end or an account's deletion is sent again until it
        goes: lost, a player there would wait for ever for frames that never come, a seat gone
        would stay shown present, a deleted account's name would stay at its games."""
        for channel, payload in batch:
            note = json.loads(payload)
            if note["k"] == "f":
                client = self.numbered.get(note["c"])
                if client is not None:
                    self._moved(client)
            elif note["k"] in ("o", "r"):
                key = (channel.removeprefix(_channel("")), note["c"])
                if key in self.proxies:
                    self.send(key[0], {"k": "x", "c": key[1]})
                    self._drop_proxy(key)
            else:
                self._outgoing.put_nowait((channel, payload))

    def _heard(self, connection, pid: int, channel: str, payload: str) -> None:
        self._incoming.put_nowait(payload)

    async def _take_in(self) -> None:
        while True:
            payload = await self._incoming.get()
            try:
                if payload.startswith("@"):
                    payload = await self.store.pool.fetchval(
                        "DELETE FROM xerxes_relay WHERE id = $1 RETURNING payload", int(payload[1:]))
                    if payload is None:
                        continue
                await self._take(json.loads(payload))
            except Exception as error:  # one bad notification costs itself only
                self.server.crashes += 1
                self.server.summary.crash("in a notification", error)

    async def _take(self, note: dict) -> None:
        kind = note["k"]
        if kind == "f":  # a frame from a connection at another server, to a game held here
            key = (note["s"], note["c"])
            if key not in self.proxies:
                self._add_proxy(key, note["a"])
            self.proxies[key][1].put_nowait((note["m"], note["h"], note.get("u") or [None, None]))
        elif kind == "g":
            self._drop_proxy((note["s"], note["c"]))
        elif kind == "d":  # an account deleted at another server: its games held here say "a former player"
            await former.forget_here(self.server, note["a"])
        else:  # for a connection here
            client = self.numbered.get(note["c"])
            if client is None:
                return
            if kind == "o":
                data = note["m"].encode("utf-8")
                if client.queued + len(data) > self.server.bounds.outbox_bytes:
                    client.socket.transport.abort()  # it has stopped reading (server.send)
                    return
                client.queued += len(data)
                client.outbox.put_nowait(data)
            elif kind == "x":
                self._moved(client)
            elif kind == "r":  # sent to a server that no longer holds the game: routed again
                message, hops = note["m"], note["h"]
                frame = parse(message)
                self.routes.get(client, {}).pop(frame.get("code"), None)
                if hops >= HOPS or not await self.forwarded(client, frame, message, hops + 1):
                    await self._answer(client, frame)

    # --- Connections at other servers --------------------------------------------------------

    def _add_proxy(self, key: tuple[str, int], address: str) -> None:
        server = self.server
        server.connections_made += 1
        proxy = self.connection_kind(RemoteSocket(self, key, address), server.rate, server.burst, server.clock(),
                                     server.connections_made)
        inbox: asyncio.Queue = asyncio.Queue()
        tasks = [asyncio.ensure_future(server.write(proxy)), asyncio.ensure_future(self._serve_proxy(proxy, inbox))]
        self.proxies[key] = (proxy, inbox, tasks)
        server.events.say(f"#{proxy.number} forwarded from server {key[0]}")

    def _drop_proxy(self, key: tuple[str, int]) -> None:
        found = self.proxies.pop(key, None)
        if found is not None:
            proxy, _, tasks = found
            for task in tasks:
                task.cancel()
            self.server.let_go_all(proxy)

    async def _serve_proxy(self, proxy: Any, inbox: asyncio.Queue) -> None:
        """A forwarded connection's frames, one at a time, as a connection's own (server.handle);
        its own server counted them against its rate."""
        while True:
            message, hops, (account, name) = await inbox.get()
            proxy.tie(account, name)  # signed in at its own server: the account its seats are taken for
            frame = parse(message)
            code = frame.get("code")
            try:
                await self.ready()  # the holder's own standing: its database, its lease, its games confirmed
                here = frame.get("type") in ("create", "health", "follow") or (
                    isinstance(code, str) and await self.held(code))
            except Refused as refused:
                self.server.send(proxy, refused.frame(frame.get("type"), code))
                if refused.kind == "unavailable" and sent_again(frame):
                    await proxy.socket.close()  # its own server closes it: the app rejoins (server.try_again)
                continue
            if not here:
                self.send(proxy.socket.origin, {"k": "r", "c": proxy.socket.number, "m": message, "h": hops})
                continue
            # Shielded: a proxy dropped (its server gone quiet) mid-command must not cut that
            # command off between the game's change and its telling: the others would never hear of it.
            await asyncio.shield(self._answer(proxy, frame))

    async def _answer(self, client: Any, frame: dict) -> None:
        try:
            await self.server.dispatch(client, frame)
        except Refused as refused:
            self.server.send(client, refused.frame(frame.get("type"), frame.get("code")))
        except Exception as error:  # a bug must cost one answer, never the server
            self.server.crashes += 1
            self.server.summary.crash("in a forwarded request", error)
            self.server.send(client, Refused("malformed", "net.malformed", "the server could not take it").frame())


class RemoteSocket:
    """A connection at another server, as the holder of its games sees it: what is sent to it
    goes back there through the database."""

    close_timeout = 0.5

    def __init__(self, cluster: Cluster, key: tuple[str, int], address: str):
        self.cluster = cluster
        self.origin, self.number = key
        self.address = address
        self.transport = self  # `abort`, as a socket's transport

    async def send(self, data: bytes, text: bool = True) -> None:
        self.cluster.send(self.origin, {"k": "o", "c": self.number, "m": data.decode("utf-8")})

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.cluster.send(self.origin, {"k": "x", "c": self.number})

    def abort(self) -> None:
        self.cluster.send(self.origin, {"k": "x", "c": self.number})


class _Noted(logging.Handler):
    def __init__(self, summary):
        super().__init__(logging.WARNING)
        self.summary = summary

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        self.summary.note("database not answering", _sentence(error) if error else record.getMessage())


def _channel(server_id: str) -> str:
    return f"xerxes_{server_id}"
