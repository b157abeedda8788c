"""The people of a server kept in PostgreSQL (`xerxes-server --accounts --database …`), shared by
every server on the database: accounts, sessions, e-mailed codes, relations, presence, the notice
queue, the ratings and the records of the games counted, the notices' settings, the moves awaited,
the notices' keys and the servers' secret for their links, a table each. The same interface as the
data folder's (records.PeopleStore).

The people's schema has a version of its own (`xerxes_people_schema`), apart from the games':
a database of games gains it when a server first starts with --accounts. Each migration takes it
from the version before to its own number; servers starting together apply them once, in turn,
under an advisory lock. What comes next (ratings, follows and blocks, an account's games, its
notice preferences) comes as the next migrations, each table naming an account by its id.

A notice handed out by `due` is held for its server (`held_until`) with SKIP LOCKED, so servers
sharing the queue never hand out one notice twice; one whose server died is handed out again
once its hold is over. A notice put under a key (`tell_once`) is put once whichever server puts
it: the key is the primary key of its table. A game is counted once in the ratings, however many
servers see its end: its record's row is unique, and its accounts' rows are locked first, so two
games of one account are counted one after the other, numbered in that order, which the
recompute follows."""

from __future__ import annotations

import asyncio
import json
import secrets
from dataclasses import asdict

from .folder_store import HOLD
from .notice_settings import NoticeSettings
from .notices import Notice
from .ratings import PROVISIONAL_UNTIL, FinishedGame, Rating
from .records import BLOCK, FOLLOW, Account, Awaited, Code, Rate, Relations

MIGRATIONS = [
    """
    CREATE TABLE xerxes_people_schema (version integer NOT NULL);
    INSERT INTO xerxes_people_schema VALUES (0);
    CREATE TABLE xerxes_accounts (
        id text PRIMARY KEY,
        name text NOT NULL,
        folded_key text NOT NULL UNIQUE,
        shape_key text NOT NULL UNIQUE,
        password text NOT NULL,
        email text,
        confirmed boolean NOT NULL DEFAULT false,
        language text NOT NULL DEFAULT 'en',
        made double precision NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        locked_until double precision NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX xerxes_accounts_address ON xerxes_accounts (lower(email)) WHERE confirmed;
    CREATE TABLE xerxes_sessions (
        hash text PRIMARY KEY,
        account text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        made double precision NOT NULL
    );
    CREATE INDEX xerxes_sessions_account ON xerxes_sessions (account);
    CREATE TABLE xerxes_codes (
        account text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        purpose text NOT NULL,
        hash text NOT NULL,
        expires double precision NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        asked integer NOT NULL DEFAULT 0,
        since double precision NOT NULL DEFAULT 0,
        PRIMARY KEY (account, purpose)
    );
    CREATE TABLE xerxes_notices (
        id text PRIMARY KEY,
        account text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        notice text NOT NULL,
        at double precision NOT NULL,
        held_until double precision NOT NULL DEFAULT 0
    );
    CREATE INDEX xerxes_notices_at ON xerxes_notices (at);
    """,
    # Follows and blocks (relations.py), each a row from the account to the other, gone with either;
    # and when each account was last signed in at a connection, at any server (its presence).
    """
    CREATE TABLE xerxes_relations (
        account text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        kind text NOT NULL,
        other text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        made double precision NOT NULL,
        PRIMARY KEY (account, kind, other)
    );
    CREATE INDEX xerxes_relations_other ON xerxes_relations (other, kind);
    CREATE TABLE xerxes_presence (
        account text PRIMARY KEY REFERENCES xerxes_accounts ON DELETE CASCADE,
        seen double precision NOT NULL
    );
    """,
    # The ratings, and the record of each rated game in the order it was counted (ratings.py).
    """
    CREATE TABLE xerxes_ratings (
        account text PRIMARY KEY REFERENCES xerxes_accounts ON DELETE CASCADE,
        mu double precision NOT NULL,
        sigma double precision NOT NULL,
        games integer NOT NULL
    );
    CREATE INDEX xerxes_ratings_board ON xerxes_ratings (mu DESC, games DESC, account COLLATE "C");
    CREATE TABLE xerxes_rated_games (
        number bigserial PRIMARY KEY,
        game text NOT NULL UNIQUE,
        record text NOT NULL
    );
    """,
    # The notices' settings, the moves awaited (for the digests), the keys of the notices put, the links' secret.
    """
    CREATE TABLE xerxes_notice_settings (
        account text PRIMARY KEY REFERENCES xerxes_accounts ON DELETE CASCADE,
        settings text NOT NULL,
        digest boolean NOT NULL
    );
    CREATE TABLE xerxes_awaited (
        game text PRIMARY KEY,
        account text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        name text NOT NULL,
        since double precision NOT NULL
    );
    CREATE INDEX xerxes_awaited_account ON xerxes_awaited (account);
    CREATE TABLE xerxes_told (
        key text PRIMARY KEY,
        account text NOT NULL REFERENCES xerxes_accounts ON DELETE CASCADE,
        game text,
        kind text NOT NULL,
        at double precision NOT NULL
    );
    CREATE INDEX xerxes_told_game ON xerxes_told (account, game, kind);
    CREATE INDEX xerxes_told_at ON xerxes_told (at);
    CREATE TABLE xerxes_people_secret (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        secret text NOT NULL
    );
    """,
]
SCHEMA = len(MIGRATIONS)
MIGRATING = 0x58504C45  # the advisory lock of the people's migrations ("XPLE"), not the games'
POOL = 2


class PeopleStoreError(Exception):
    """A database whose people's schema this server cannot use: one sentence for its operator."""


class PostgresPeople:
    def __init__(self, url: str):
        self.url = url
        self.pool = None
        self._secret: bytes | None = None

    async def open(self) -> None:
        import asyncpg

        self.pool = await asyncpg.create_pool(self.url, min_size=1, max_size=POOL, timeout=10, command_timeout=10,
                                              server_settings={"application_name": "xerxes-server people"})
        async with self.pool.acquire() as connection:
            await migrate(connection)

    async def close(self) -> None:
        if self.pool is not None:
            pool, self.pool = self.pool, None
            await asyncio.wait_for(pool.close(), 10)

    # --- Accounts ------------------------------------------------------------------------------

    async def add_account(self, account: Account) -> bool:
        done = await self.pool.execute(
            """INSERT INTO xerxes_accounts (id, name, folded_key, shape_key, password, email, confirmed, language, made)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING""",
            account.id, account.name, *account.keys, account.password, account.email, account.confirmed,
            account.language, account.made)
        return done.endswith(" 1")

    async def account(self, account_id: str) -> Account | None:
        return _account(await self.pool.fetchrow("SELECT * FROM xerxes_accounts WHERE id = $1", account_id))

    async def account_named(self, keys: tuple[str, str]) -> Account | None:
        return _account(await self.pool.fetchrow(
            "SELECT * FROM xerxes_accounts WHERE folded_key = $1 OR shape_key = $2 LIMIT 1", *keys))

    async def account_at(self, email: str) -> Account | None:
        return _account(await self.pool.fetchrow(
            "SELECT * FROM xerxes_accounts WHERE confirmed AND lower(email) = lower($1)", email))

    async def update(self, account: Account) -> None:
        await self.pool.execute(
            """UPDATE xerxes_accounts SET password = $2, email = $3, confirmed = $4, language = $5, failures = $6,
               locked_until = $7 WHERE id = $1""",
            account.id, account.password, account.email, account.confirmed, account.language, account.failures,
            account.locked_until)

    async def remove_account(self, account_id: str) -> None:
        await self.pool.execute("DELETE FROM xerxes_accounts WHERE id = $1", account_id)  # the rest cascades

    # --- Sessions ------------------------------------------------------------------------------

    async def add_session(self, token_hash: str, account_id: str, now: float) -> None:
        await self.pool.execute("INSERT INTO xerxes_sessions (hash, account, made) VALUES ($1, $2, $3)",
                                token_hash, account_id, now)

    async def session(self, token_hash: str) -> str | None:
        return await self.pool.fetchval("SELECT account FROM xerxes_sessions WHERE hash = $1", token_hash)

    async def remove_session(self, token_hash: str) -> None:
        await self.pool.execute("DELETE FROM xerxes_sessions WHERE hash = $1", token_hash)

    async def remove_sessions(self, account_id: str) -> None:
        await self.pool.execute("DELETE FROM xerxes_sessions WHERE account = $1", account_id)

    # --- E-mailed codes ------------------------------------------------------------------------

    async def code(self, account_id: str, purpose: str) -> Code | None:
        row = await self.pool.fetchrow("SELECT * FROM xerxes_codes WHERE account = $1 AND purpose = $2",
                                       account_id, purpose)
        return Code(**dict(row)) if row else None

    async def try_code(self, account_id: str, purpose: str, now: float, most: int) -> str | None:
        return await self.pool.fetchval(
            """UPDATE xerxes_codes SET tries = tries + 1
               WHERE account = $1 AND purpose = $2 AND expires > $3 AND tries < $4 RETURNING hash""",
            account_id, purpose, now, most)

    async def keep_code(self, code: Code) -> None:
        await self.pool.execute(
            """INSERT INTO xerxes_codes (account, purpose, hash, expires, tries, asked, since)
               VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (account, purpose) DO UPDATE SET hash = excluded.hash,
               expires = excluded.expires, tries = excluded.tries, asked = excluded.asked, since = excluded.since""",
            code.account, code.purpose, code.hash, code.expires, code.tries, code.asked, code.since)

    async def remove_code(self, account_id: str, purpose: str) -> None:
        await self.pool.execute("DELETE FROM xerxes_codes WHERE account = $1 AND purpose = $2", account_id, purpose)

    # --- Relations and presence ----------------------------------------------------------------

    async def relate(self, account_id: str, other: str, kind: str, now: float) -> None:
        await self.pool.execute(
            """INSERT INTO xerxes_relations (account, kind, other, made) SELECT $1, $2, $3, $4
               WHERE EXISTS (SELECT 1 FROM xerxes_accounts WHERE id = $1)
               AND EXISTS (SELECT 1 FROM xerxes_accounts WHERE id = $3) ON CONFLICT DO NOTHING""",
            account_id, kind, other, now)

    async def unrelate(self, account_id: str, other: str, kind: str) -> None:
        await self.pool.execute("DELETE FROM xerxes_relations WHERE account = $1 AND kind = $2 AND other = $3",
                                account_id, kind, other)

    async def relations(self, account_id: str) -> Relations:
        rows = await self.pool.fetch(
            """SELECT account, kind, other FROM xerxes_relations WHERE account = $1
               UNION ALL SELECT account, kind, other FROM xerxes_relations WHERE other = $1 AND kind = $2""",
            account_id, BLOCK)
        mine = [(row["kind"], row["other"]) for row in rows if row["account"] == account_id]
        return Relations(frozenset(other for kind, other in mine if kind == FOLLOW),
                         frozenset(other for kind, other in mine if kind == BLOCK),
                         frozenset(row["account"] for row in rows if row["other"] == account_id))

    async def names(self, account_ids: list[str]) -> dict[str, str]:
        rows = await self.pool.fetch("SELECT id, name FROM xerxes_accounts WHERE id = ANY($1)", account_ids)
        return {row["id"]: row["name"] for row in rows}

    async def touch(self, account_ids: list[str], now: float) -> None:
        await self.pool.execute(
            """INSERT INTO xerxes_presence (account, seen) SELECT id, $2 FROM xerxes_accounts WHERE id = ANY($1)
               ON CONFLICT (account) DO UPDATE SET seen = excluded.seen""", account_ids, now)

    async def seen(self, account_ids: list[str]) -> dict[str, float]:
        rows = await self.pool.fetch("SELECT account, seen FROM xerxes_presence WHERE account = ANY($1)", account_ids)
        return {row["account"]: row["seen"] for row in rows}

    # --- The notice queue (notices.NoticeQueue) ------------------------------------------------

    async def put(self, notice: Notice) -> None:
        await _put(self.pool, notice)

    async def due(self, now: float, most: int) -> list[Notice]:
        rows = await self.pool.fetch(
            """UPDATE xerxes_notices SET held_until = $1 + $3 WHERE id IN (
                   SELECT id FROM xerxes_notices WHERE at <= $1 AND held_until <= $1 ORDER BY at LIMIT $2
                   FOR UPDATE SKIP LOCKED)
               RETURNING notice""", now, most, HOLD)
        return sorted((Notice(**json.loads(row["notice"])) for row in rows), key=lambda notice: notice.created)

    async def sent(self, notice_id: str) -> None:
        await self.drop(notice_id)

    async def retry(self, notice_id: str, at: float) -> None:
        row = await self.pool.fetchrow("SELECT notice FROM xerxes_notices WHERE id = $1", notice_id)
        if row is None:
            return
        notice = json.loads(row["notice"])
        notice["attempts"] += 1
        await self.pool.execute("UPDATE xerxes_notices SET notice = $2, at = $3, held_until = 0 WHERE id = $1",
                                notice_id, json.dumps(notice, ensure_ascii=False), at)

    async def drop(self, notice_id: str) -> None:
        await self.pool.execute("DELETE FROM xerxes_notices WHERE id = $1", notice_id)


    # --- Ratings -------------------------------------------------------------------------------

    async def ratings(self, account_ids: list[str]) -> dict[str, Rating]:
        rows = await self.pool.fetch("SELECT * FROM xerxes_ratings WHERE account = ANY($1)", list(account_ids))
        return _ratings(rows)

    async def count_game(self, game: FinishedGame, rate: Rate) -> dict[str, Rating] | None:
        accounts = sorted({seat.account for seat in game.seats})
        async with self.pool.acquire() as connection, connection.transaction():
            # NO KEY UPDATE: a recompute's new rows, which check their account's key, are not held up.
            await connection.execute("SELECT 1 FROM xerxes_accounts WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE",
                                     accounts)
            number = await connection.fetchval(
                "INSERT INTO xerxes_rated_games (game, record) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING number",
                game.game, json.dumps(game.to_json()))
            if number is None:
                return None
            new = rate(_ratings(await connection.fetch("SELECT * FROM xerxes_ratings WHERE account = ANY($1)", accounts)),
                       game)
            await _keep_ratings(connection, new)
            return new

    async def recompute(self, compute):
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute("LOCK TABLE xerxes_rated_games IN EXCLUSIVE MODE")  # no game counted meanwhile
            before = _ratings(await connection.fetch("SELECT * FROM xerxes_ratings"))
            rows = await connection.fetch("SELECT record FROM xerxes_rated_games ORDER BY number")
            after = await compute([FinishedGame.from_json(json.loads(row["record"])) for row in rows])
            await connection.execute("DELETE FROM xerxes_ratings")
            await _keep_ratings(connection, after)
            return before, _ratings(await connection.fetch("SELECT * FROM xerxes_ratings"))

    async def leaderboard(self, start: int, most: int) -> tuple[list[tuple[str, str, Rating]], int]:
        rows = await self.pool.fetch(
            """SELECT r.*, a.name FROM xerxes_ratings r JOIN xerxes_accounts a ON a.id = r.account WHERE r.games >= $1
               ORDER BY r.mu DESC, r.games DESC, r.account COLLATE "C" OFFSET $2 LIMIT $3""", PROVISIONAL_UNTIL, start, most)
        total = await self.pool.fetchval("SELECT count(*) FROM xerxes_ratings WHERE games >= $1", PROVISIONAL_UNTIL)
        return [(row["account"], row["name"], Rating(row["mu"], row["sigma"], row["games"])) for row in rows], total

    async def place(self, account_id: str) -> int | None:
        return await self.pool.fetchval(
            """SELECT 1 + (SELECT count(*) FROM xerxes_ratings o WHERE o.games >= $2 AND (o.mu > r.mu OR (o.mu = r.mu AND
                   (o.games > r.games OR (o.games = r.games AND o.account COLLATE "C" < r.account COLLATE "C")))))
               FROM xerxes_ratings r WHERE r.account = $1 AND r.games >= $2""", account_id, PROVISIONAL_UNTIL)

    # --- Notices' settings and triggers --------------------------------------------------------

    async def notice_settings(self, account_id: str) -> NoticeSettings:
        kept = await self.pool.fetchval("SELECT settings FROM xerxes_notice_settings WHERE account = $1", account_id)
        return NoticeSettings() if kept is None else NoticeSettings.from_json(json.loads(kept))

    async def keep_notice_settings(self, account_id: str, settings: NoticeSettings) -> None:
        await self.pool.execute(
            """INSERT INTO xerxes_notice_settings (account, settings, digest) SELECT $1, $2, $3
               WHERE EXISTS (SELECT 1 FROM xerxes_accounts WHERE id = $1)
               ON CONFLICT (account) DO UPDATE SET settings = excluded.settings, digest = excluded.digest""",
            account_id, json.dumps(settings.to_json(), ensure_ascii=False), settings.digest is not None)

    async def digests(self) -> list[tuple[str, NoticeSettings]]:
        rows = await self.pool.fetch("SELECT account, settings FROM xerxes_notice_settings WHERE digest")
        return [(row["account"], NoticeSettings.from_json(json.loads(row["settings"]))) for row in rows]

    async def await_moves(self, moves) -> None:
        kept = [awaited for awaited in moves.values() if awaited is not None]
        async with self.pool.acquire() as connection, connection.transaction():
            await connection.execute("DELETE FROM xerxes_awaited WHERE game = ANY($1)",
                                     [game for game, awaited in moves.items() if awaited is None])
            await connection.execute(
                """INSERT INTO xerxes_awaited (game, account, name, since)
                   SELECT t.g, t.a, t.n, t.s FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[]) AS t(g, a, n, s)
                   WHERE EXISTS (SELECT 1 FROM xerxes_accounts WHERE id = t.a) ON CONFLICT (game) DO UPDATE
                   SET account = excluded.account, name = excluded.name, since = excluded.since""",
                [m.game for m in kept], [m.account for m in kept], [m.name for m in kept], [m.since for m in kept])

    async def moves_awaited(self, account_id: str) -> list[Awaited]:
        rows = await self.pool.fetch("SELECT * FROM xerxes_awaited WHERE account = $1 ORDER BY since, game", account_id)
        return [Awaited(**dict(row)) for row in rows]

    async def tell_once(self, key: str, game: str | None, notice: Notice) -> bool:
        async with self.pool.acquire() as connection, connection.transaction():
            done = await connection.execute(
                """INSERT INTO xerxes_told (key, account, game, kind, at) SELECT $1, $2, $3, $4, $5
                   WHERE EXISTS (SELECT 1 FROM xerxes_accounts WHERE id = $2) ON CONFLICT DO NOTHING""",
                key, notice.account, game, notice.kind, notice.created)
            if not done.endswith(" 1"):
                return False
            await _put(connection, notice)
            return True

    async def last_told(self, account_id: str, game: str, kind: str) -> float | None:
        return await self.pool.fetchval("SELECT max(at) FROM xerxes_told WHERE account = $1 AND game = $2 AND kind = $3",
                                        account_id, game, kind)

    async def forget_told(self, before: float) -> None:
        await self.pool.execute("DELETE FROM xerxes_told WHERE at < $1", before)

    async def secret(self) -> bytes:
        if self._secret is None:  # made once for every server: the first to ask makes it, the others read it
            await self.pool.execute("INSERT INTO xerxes_people_secret (secret) VALUES ($1) ON CONFLICT DO NOTHING",
                                    secrets.token_hex(32))
            self._secret = bytes.fromhex(await self.pool.fetchval("SELECT secret FROM xerxes_people_secret"))
        return self._secret


async def _put(connection, notice: Notice) -> None:
    await connection.execute("INSERT INTO xerxes_notices (id, account, notice, at) VALUES ($1, $2, $3, $4)",
                             notice.id, notice.account, json.dumps(asdict(notice), ensure_ascii=False), notice.created)


def _ratings(rows) -> dict[str, Rating]:
    return {row["account"]: Rating(row["mu"], row["sigma"], row["games"]) for row in rows}


async def _keep_ratings(connection, ratings: dict[str, Rating]) -> None:
    """Keep the ratings of those accounts that still are (a deleted account's is not kept)."""
    accounts = list(ratings)
    await connection.execute(
        """INSERT INTO xerxes_ratings (account, mu, sigma, games)
           SELECT t.a, t.m, t.s, t.g FROM unnest($1::text[], $2::float8[], $3::float8[], $4::int[]) AS t(a, m, s, g)
           WHERE EXISTS (SELECT 1 FROM xerxes_accounts WHERE id = t.a)
           ON CONFLICT (account) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games""",
        accounts, [ratings[a].mu for a in accounts], [ratings[a].sigma for a in accounts], [ratings[a].games for a in accounts])


async def migrate(connection) -> None:
    """Move the people's schema forward to SCHEMA, once, whichever server starts first."""
    async with connection.transaction():
        await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATING)
        has = await connection.fetchval("SELECT to_regclass('xerxes_people_schema') IS NOT NULL")
        version = await connection.fetchval("SELECT max(version) FROM xerxes_people_schema") if has else 0
        if version is None or version > SCHEMA:
            raise PeopleStoreError(f"the database holds accounts of schema version {version}, and this xerxes-server "
                                   f"knows versions 1 to {SCHEMA}: run a newer xerxes-server")
        for number in range(version, SCHEMA):
            await connection.execute(MIGRATIONS[number])
            await connection.execute("UPDATE xerxes_people_schema SET version = $1", number + 1)


def _account(row) -> Account | None:
    if row is None:
        return None
    fields = dict(row)
    fields["keys"] = (fields.pop("folded_key"), fields.pop("shape_key"))
    return Account(**fields)
