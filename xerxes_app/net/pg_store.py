"""The games in PostgreSQL (`xerxes-server --database postgresql://…`), shared by several servers.

A game is one row: its saved document (the same JSON the data folder's file holds, which this
module never reads), the server that holds it now (`owner`) and its `epoch`, and what the lists
of games read of it (lobby.py: its accounts, its list, its public record). Each server has a
row of its own, a lease it renews (`expires`); a game whose owner's lease ran out, or whose owner's
sessions are gone from the database (a process killed outright), may be claimed by another
server, and each claim raises the game's epoch. Every write names the epoch its server claimed:
a server that lost a game (paused past its lease, say) writes nothing more of it, so no two
servers ever write one game (fencing). A command is stored with the game's new state in one
statement, one transaction, before anyone is told of it.

The driver is asyncpg (docs/network.md says why), imported only when a server is given a database.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import sys
from typing import Callable

from . import lobby
from .rooms import Room

# Each migration takes the schema from the version before it to its own number (1, 2, ...):
# a database is moved forward when a server starts, never back.
MIGRATIONS = [
    """
    CREATE TABLE xerxes_schema (version integer NOT NULL);
    INSERT INTO xerxes_schema VALUES (0);
    CREATE TABLE xerxes_servers (
        id text PRIMARY KEY,
        expires timestamptz NOT NULL
    );
    CREATE TABLE xerxes_games (
        code text PRIMARY KEY,
        document text NOT NULL,
        owner text,
        epoch bigint NOT NULL DEFAULT 1,
        saved timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE xerxes_moves (
        id bigserial PRIMARY KEY,
        code text NOT NULL REFERENCES xerxes_games ON DELETE CASCADE,
        epoch bigint NOT NULL,
        change text NOT NULL,
        made timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX xerxes_moves_code ON xerxes_moves (code, id);
    CREATE UNLOGGED TABLE xerxes_relay (
        id bigserial PRIMARY KEY,
        payload text NOT NULL,
        made timestamptz NOT NULL DEFAULT now()
    );
    """,
    # Idle games archived (server.py, `tidy`): held by no server, marked for the operator.
    "ALTER TABLE xerxes_games ADD COLUMN archived boolean NOT NULL DEFAULT false;",
    # When a game needs a server with nobody at it (orphans.py, in its servers' wall seconds): NULL, never.
    """
    ALTER TABLE xerxes_games ADD COLUMN due double precision;
    CREATE INDEX xerxes_games_due ON xerxes_games (due) WHERE due IS NOT NULL AND NOT archived;
    """,
    # The lists (lobby.py, my_games.py): the accounts a game is one of the games of, the list it is on
    # ('open', 'fill' or NULL) and its public record, each written with the document.
    """
    ALTER TABLE xerxes_games ADD COLUMN accounts text[] NOT NULL DEFAULT '{}';
    ALTER TABLE xerxes_games ADD COLUMN lobby text;
    ALTER TABLE xerxes_games ADD COLUMN summary jsonb;
    CREATE INDEX xerxes_games_accounts ON xerxes_games USING gin (accounts);
    CREATE INDEX xerxes_games_lobby ON xerxes_games (lobby) WHERE lobby IS NOT NULL;
    """,
]
SCHEMA = len(MIGRATIONS)
MIGRATING = 0x58455258  # the advisory lock two servers starting at once take in turn ("XERX")
APPLICATION = "xerxes-server "  # + the server's id (+ what the session is for): seen by the others (pg_stat_activity)
POOL = 4  # connections for the games' writes
COMMAND_SECONDS = 5.0
# A server is alive while its lease lasts and its listening session is in the database: a process
# killed outright loses it at once, one paused or cut off keeps it until the lease ends. That session
# takes the server's bare name only once it listens (cluster.py), so a server reconnecting is alive
# again only when it hears what the others send it: never a frame sent to a server deaf to it.
ALIVE = f"""(s.expires > now() AND EXISTS (SELECT 1 FROM pg_stat_activity a
              WHERE a.application_name = '{APPLICATION}' || s.id))"""


class StoreError(Exception):
    """A database the server cannot use: one sentence for its operator."""


class PostgresStore:
    def __init__(self, url: str, lease: float):
        self.url = url
        self.lease = lease  # seconds a server's lease lasts unrenewed
        self.id = secrets.token_hex(6)
        self.pool = None
        self.leasing = None  # a connection for the lease alone: never queued behind the games' writes
        self.lost: Callable[[str], None] = lambda code: None  # told of a game this server may no longer write
        self.due: Callable[[Room], float | None] = lambda room: None  # when it needs a server, nobody at it
        self._sure: set[str] = set()  # the games this server knows it holds, since it last had cause to doubt
        self._epochs: dict[str, int] = {}  # code: the epoch of this server's claim
        self._locks: dict[str, asyncio.Lock] = {}  # one write a game at a time, in order
        self._writing: dict[str, int] = {}  # code: its writes asked for and not yet done
        self._settled: dict[str, asyncio.Event] = {}  # code: set when it has none
        self._pending: set[asyncio.Task] = set()

    # --- Opening -----------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect, migrate, and take this server's lease; or raise StoreError saying why not."""
        try:
            import asyncpg
        except ImportError:
            raise StoreError("--database needs the asyncpg library: pip install 'xerxes-app[postgresql]'") from None
        try:
            settings = {"application_name": f"{APPLICATION}{self.id} games"}
            # A statement waits COMMAND_SECONDS at most: a database cut off fails it, never hangs the game.
            self.pool = await asyncpg.create_pool(self.url, min_size=1, max_size=POOL, timeout=10,
                                                  command_timeout=COMMAND_SECONDS, server_settings=settings)
            self.leasing = await asyncpg.connect(self.url, timeout=10,
                                                 server_settings={"application_name": f"{APPLICATION}{self.id} lease"})
            async with self.pool.acquire() as connection:
                await self._migrate(connection)
            await self.register()
        except StoreError:
            await self.close_pool()
            raise
        except (OSError, asyncio.TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as error:
            await self.close_pool()
            raise StoreError(f"cannot use the database {_shown(self.url)}: {_sentence(error)}") from None

    async def _migrate(self, connection) -> None:
        async with connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATING)
            has = await connection.fetchval("SELECT to_regclass('xerxes_schema') IS NOT NULL")
            version = await connection.fetchval("SELECT max(version) FROM xerxes_schema") if has else 0
            if version is None or version > SCHEMA:
                raise StoreError(f"the database {_shown(self.url)} holds games of schema version {version}, and this "
                                 f"xerxes-server knows versions 1 to {SCHEMA}: run a newer xerxes-server")
            if not has and await connection.fetchval("SELECT to_regclass('xerxes_games') IS NOT NULL"):
                raise StoreError(f"the database {_shown(self.url)} has games tables without a schema version: "
                                 "not one this xerxes-server made")
            for number in range(version, SCHEMA):
                await connection.execute(MIGRATIONS[number])
                await connection.execute("UPDATE xerxes_schema SET version = $1", number + 1)

    async def register(self) -> None:
        """Take the lease (at the start, and again after this server lost it: the games it held
        before are claimed again, under new epochs, before it writes them)."""
        self._epochs.clear()
        self._sure.clear()
        await self.leasing.execute(
            "INSERT INTO xerxes_servers (id, expires) VALUES ($1, now() + $2 * interval '1 s') "
            "ON CONFLICT (id) DO UPDATE SET expires = excluded.expires", self.id, self.lease)

    async def renew(self) -> bool:
        """Renew the lease; False if it had run out (the games may be another's now: let them go)."""
        done = await self.leasing.execute(
            "UPDATE xerxes_servers SET expires = now() + $2 * interval '1 s' WHERE id = $1 AND expires > now()",
            self.id, self.lease)
        # Left by servers that died: servers gone a day, notifications never read in an hour.
        await self.leasing.execute("DELETE FROM xerxes_servers WHERE expires < now() - interval '1 day'")
        await self.leasing.execute("DELETE FROM xerxes_relay WHERE made < now() - interval '1 hour'")
        return done.endswith(" 1")

    # --- Games -------------------------------------------------------------------------------

    async def claim(self, code: str) -> str | None:
        """Take the game `code` if no other live server holds it: its document, or None. (A
        server asks only for a game it does not hold: if the database says it is its own, it
        lost it, its lease having run out, and takes it back under a new epoch.)"""
        row = await self.pool.fetchrow(
            f"""UPDATE xerxes_games g SET owner = $2, epoch = g.epoch + 1, archived = false
                WHERE code = $1 AND (owner IS NULL OR
                owner = $2 OR NOT EXISTS (SELECT 1 FROM xerxes_servers s WHERE s.id = g.owner AND {ALIVE}))
                RETURNING epoch, document""", code, self.id)
        if row is None:
            return None
        self._epochs[code] = row["epoch"]
        self._sure.add(code)
        return row["document"]

    def doubt(self) -> None:
        """This server's loop stood still, or it lost a connection to the database: another may have
        claimed any of its games meanwhile. Each is confirmed before it is answered again."""
        self._sure.clear()

    def sure(self, code: str) -> bool:
        return code in self._sure

    async def confirm(self, code: str) -> bool:
        """Whether the game is still this server's: its epoch in the database, its lease unexpired."""
        epoch = self._epochs.get(code)
        held = epoch is not None and await self.pool.fetchval(
            """SELECT epoch FROM xerxes_games WHERE code = $1 AND owner = $2 AND EXISTS
               (SELECT 1 FROM xerxes_servers s WHERE s.id = $2 AND s.expires > now())""", code, self.id) == epoch
        if held:
            self._sure.add(code)
        return held

    async def not_held(self, codes: list[str]) -> list[str]:
        """Of the games `codes`, those this server doubts and no longer holds; the others doubted are
        confirmed (asked just after its lease was renewed, so their epochs are all it takes)."""
        doubted = [code for code in codes if code not in self._sure]
        if not doubted:
            return []
        rows = await self.pool.fetch("SELECT code, epoch FROM xerxes_games WHERE code = ANY($1) AND owner = $2",
                                     doubted, self.id)
        epochs = {row["code"]: row["epoch"] for row in rows}
        lost = []
        for code in doubted:
            if code in self._epochs and epochs.get(code) == self._epochs[code]:
                self._sure.add(code)
            else:
                lost.append(code)
        return lost

    async def orphans(self, wall: float, most: int) -> list[str]:
        """Games held by no live server that need one by the wall time `wall` (orphans.py), soonest first."""
        rows = await self.pool.fetch(
            f"""SELECT code FROM xerxes_games g WHERE due <= $1 AND NOT archived AND (owner IS NULL OR
                (owner <> $2 AND NOT EXISTS (SELECT 1 FROM xerxes_servers s WHERE s.id = g.owner AND {ALIVE})))
                ORDER BY due LIMIT $3""", wall, self.id, most)
        return [row["code"] for row in rows]

    async def owner(self, code: str) -> str | None:
        """The live server holding the game; "" if no live server holds it; None: no such game."""
        row = await self.pool.fetchrow(
            f"""SELECT (SELECT s.id FROM xerxes_servers s WHERE s.id = g.owner AND {ALIVE}) AS owner
                FROM xerxes_games g WHERE g.code = $1""", code)
        return None if row is None else row["owner"] or ""

    async def games_in_play(self) -> int:
        """The games of the whole service: every server's, and those nobody holds now, not archived."""
        return await self.pool.fetchval("SELECT count(*) FROM xerxes_games WHERE NOT archived")

    async def alive(self, ids: set[str]) -> set[str]:
        """Those of the servers `ids` that are alive."""
        rows = await self.pool.fetch(f"SELECT s.id FROM xerxes_servers s WHERE s.id = ANY($1) AND {ALIVE}", list(ids))
        return {row["id"] for row in rows}

    async def add(self, room: Room) -> bool:
        """Store a new game as this server's; False if its code is taken (another server's game)."""
        epoch = await self.pool.fetchval(
            "INSERT INTO xerxes_games (code, document, owner, due, accounts, lobby, summary) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING epoch",
            room.code, _document(room), self.id, self.due(room), *_listed(room))
        if epoch is None:
            return False
        self._epochs[room.code] = epoch
        self._sure.add(room.code)
        return True

    async def keep(self, room: Room, change=None) -> bool:
        """Write the game's state now, with `change` (the command, an undo or a redo) beside it
        in the same transaction: True once stored, False if this server no longer holds it."""
        code, document, due, listed = room.code, _document(room), self.due(room), _listed(room)  # as it stands now
        epoch = self._epochs.get(code)
        lock = self._locks.setdefault(code, asyncio.Lock())
        self._writing[code] = self._writing.get(code, 0) + 1
        self._settled.setdefault(code, asyncio.Event()).clear()
        try:
            async with lock:
                if epoch is None or self._epochs.get(code) != epoch:
                    return False
                try:
                    stored = await self._write(code, document, due, listed, epoch, change)
                except Exception as error:  # the database away: the change is not kept, so nobody is told of it
                    print(f"xerxes-server: could not write {code} to the database: {_sentence(error)}",
                          file=sys.stderr, flush=True)
                    stored = False
        finally:
            self._writing[code] -= 1
            if not self._writing[code]:
                del self._writing[code]
                self._settled.pop(code).set()
        if not stored and self._epochs.pop(code, None) is not None:
            self.lost(code)
        return stored

    async def _write(self, code: str, document: str, due: float | None, listed: tuple, epoch: int, change) -> bool:
        if change is None:
            done = await self.pool.execute(
                "UPDATE xerxes_games SET document = $2, due = $5, accounts = $6, lobby = $7, summary = $8, saved = now() "
                "WHERE code = $1 AND owner = $3 AND epoch = $4", code, document, self.id, epoch, due, *listed)
            return done.endswith(" 1")
        return await self.pool.fetchval(
            """WITH game AS (UPDATE xerxes_games SET document = $2, due = $6, accounts = $7, lobby = $8, summary = $9,
                             saved = now() WHERE code = $1 AND owner = $3 AND epoch = $4 RETURNING code)
               INSERT INTO xerxes_moves (code, epoch, change) SELECT code, $4, $5 FROM game RETURNING true""",
            code, document, self.id, epoch, json.dumps(change, separators=(",", ":")), due, *listed) is not None

    def told(self, room: Room) -> None:
        """After the seats are told: nothing, `keep` stored it before."""

    async def settled(self, code: str) -> None:
        """Once every write of the game asked for is done: a seat joining is shown a stored state,
        never a command still on its way to the database (which may yet be refused)."""
        while code in self._settled:
            await self._settled[code].wait()

    def save(self, room: Room) -> None:
        """Write the game's state soon (a seat taken, reopened, handed to a computer)."""
        self._later(self.keep(room))

    def remove(self, code: str) -> None:
        self._sure.discard(code)
        self._later(self._remove(code, self._epochs.pop(code, None)))

    def archive(self, room: Room) -> None:
        """Let an idle game go, its latest state written, marked archived: any server asked for
        it claims it again (`claim`)."""
        self._sure.discard(room.code)
        self._later(self._archive(room.code, _document(room), _listed(room), self._epochs.pop(room.code, None)))

    async def _archive(self, code: str, document: str, listed: tuple, epoch: int | None) -> None:
        async with self._locks.setdefault(code, asyncio.Lock()):
            await self.pool.execute(
                "UPDATE xerxes_games SET document = $2, saved = now(), archived = true, owner = NULL, due = NULL, "
                "accounts = $5, lobby = $6, summary = $7 WHERE code = $1 AND owner = $3 AND epoch = $4",
                code, document, self.id, epoch, *listed)
        self._locks.pop(code, None)

    def unarchive(self, code: str) -> None:
        """Nothing here: a game archived in the database is claimed as any other."""

    async def _remove(self, code: str, epoch: int | None) -> None:
        async with self._locks.setdefault(code, asyncio.Lock()):
            await self.pool.execute("DELETE FROM xerxes_games WHERE code = $1 AND epoch = $2", code, epoch)
        self._locks.pop(code, None)

    def let_go(self, code: str) -> None:
        """Forget a game this server no longer holds."""
        self._epochs.pop(code, None)
        self._sure.discard(code)

    def _later(self, work) -> None:
        task = asyncio.ensure_future(self._reported(work))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _reported(self, work) -> None:
        try:
            await work
        except Exception as error:  # the database away for a moment: the game goes on, and says so
            print(f"xerxes-server: could not write to the database: {_sentence(error)}", file=sys.stderr, flush=True)

    async def lobby(self, wanted: str, most: int) -> list[dict]:
        """The records of the games on the list `wanted` (lobby.py), every server's, waiting longest first."""
        rows = await self.pool.fetch(
            "SELECT summary FROM xerxes_games WHERE lobby = $1 AND NOT archived "
            "ORDER BY (summary->>'made')::double precision LIMIT $2", wanted, most)
        return [json.loads(row["summary"]) for row in rows]

    async def games_of(self, account: str, most: int) -> list[dict]:
        """The records of the account's games (my_games.py), archived or not, the latest played first."""
        rows = await self.pool.fetch(
            "SELECT summary FROM xerxes_games WHERE accounts @> ARRAY[$1] AND summary IS NOT NULL "
            "ORDER BY (summary->>'since')::double precision DESC LIMIT $2", account, most)
        return [json.loads(row["summary"]) for row in rows]

    async def moves(self, code: str) -> list[tuple[int, str]]:
        """The changes stored of a game, in order: (epoch, change)."""
        rows = await self.pool.fetch("SELECT epoch, change FROM xerxes_moves WHERE code = $1 ORDER BY id", code)
        return [(row["epoch"], row["change"]) for row in rows]

    # --- Closing -----------------------------------------------------------------------------

    async def finish(self) -> None:
        """Write everything asked for, let this server's games go to the others, and disconnect."""
        if self._pending:
            await asyncio.wait(list(self._pending), timeout=10)
        if self.pool is not None:
            try:
                await self.pool.execute("UPDATE xerxes_games SET owner = NULL WHERE owner = $1", self.id)
                await self.pool.execute("DELETE FROM xerxes_servers WHERE id = $1", self.id)
            except Exception as error:
                print(f"xerxes-server: could not let the games go: {_sentence(error)}", file=sys.stderr, flush=True)
        await self.close_pool()

    async def close_pool(self) -> None:
        if self.leasing is not None:
            leasing, self.leasing = self.leasing, None
            await leasing.close(timeout=5)
        if self.pool is not None:
            pool, self.pool = self.pool, None
            await asyncio.wait_for(pool.close(), 10)

    def close(self) -> None:
        """The folder store's close: nothing left here (`finish` did it)."""


def _document(room: Room) -> str:
    return json.dumps(room.to_json(), separators=(",", ":"), ensure_ascii=False)


def _listed(room: Room) -> tuple[list[str], str | None, str]:
    """The game's columns for the lists: its accounts, its list, its record."""
    return lobby.accounts(room), lobby.kind(room), json.dumps(lobby.summary(room), separators=(",", ":"),
                                                              ensure_ascii=False)


def _shown(url: str) -> str:
    """The address without its password, for a line in the log."""
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, user = head.partition("://")
    return f"{scheme}://{user.split(':')[0]}@{tail}"


def _sentence(error: BaseException) -> str:
    text = " ".join(str(error).split()) or type(error).__name__
    return text[:300]
