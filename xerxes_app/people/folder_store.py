"""The people of a server kept in its data folder (`people/` in it): accounts, sessions, e-mailed
codes, relations (follows and blocks), presence and the notice queue, the ratings with the records
of the games counted, the notices' settings, the moves awaited and the notices' keys, each a JSON
file written atomically after every change (as the games are, net/store.py), on a thread of its
own, so the event loop never waits on the disk; and the server's secret for its links, a file
readable by its owner alone. One server holds a data folder at a time (its games' lock), so the
records are held in memory and the files only written; they are read once, when the server
starts.

For a server of some thousands of accounts: each change writes its whole file again. More, or
several servers, keep them in PostgreSQL (pg_store.py)."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, replace
from pathlib import Path

from ..saving.atomic import write_atomically
from ..saving.regular_file import read_small_file
from .notice_settings import NoticeSettings
from .notices import Notice
from .ratings import FinishedGame, Rating, leaderboard
from .records import BLOCK, FOLLOW, Account, Awaited, Code, Rate, Relations

PEOPLE = "people"  # the data folder's own folder of them
LIMIT = 64 * 1024 * 1024  # bytes a file of theirs may hold when read: some 200,000 accounts
HOLD = 600.0  # seconds a notice handed out by `due` is held for its sender before it is handed out again


class FolderStore:
    def __init__(self, data: Path):
        self.folder = Path(data) / PEOPLE
        self.accounts: dict[str, Account] = {}
        self.sessions: dict[str, dict] = {}  # token hash: {"account", "made"}
        self.codes: dict[str, Code] = {}  # "account purpose": the code
        self.notices: dict[str, dict] = {}  # id: {"notice": Notice's fields, "at": when due, "held": until}
        self.related: dict[tuple[str, str, str], float] = {}  # (account, kind, other): since when
        self.presence: dict[str, float] = {}  # account: when last seen signed in
        self.rated: dict[str, Rating] = {}  # account id: its rating
        self.counted: list[FinishedGame] = []  # the rated games, in the order counted
        self.settings: dict[str, NoticeSettings] = {}  # account id: its notices' settings
        self.awaited: dict[str, Awaited] = {}  # game code: the move it awaits
        self.told: dict[str, dict] = {}  # key: {"key", "account", "game", "kind", "at"}
        self._secret = b""
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="people")  # one at a time, in order

    async def open(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.accounts = {row["id"]: Account(**{**row, "keys": tuple(row["keys"])}) for row in self._read("accounts")}
        self.sessions = {row["hash"]: row for row in self._read("sessions")}
        self.codes = {f"{row['account']} {row['purpose']}": Code(**row) for row in self._read("codes")}
        self.notices = {row["notice"]["id"]: row for row in self._read("notices")}
        self.related = {(row["account"], row["kind"], row["other"]): row["made"] for row in self._read("relations")}
        self.presence = {row["account"]: row["seen"] for row in self._read("presence")}
        self.rated = {row.pop("account"): Rating(**row) for row in self._read("ratings")}
        self.counted = [FinishedGame.from_json(row) for row in self._read("rated_games")]
        self.settings = {row.pop("account"): NoticeSettings.from_json(row) for row in self._read("notice_settings")}
        self.awaited = {row["game"]: Awaited(**row) for row in self._read("awaited")}
        self.told = {row["key"]: row for row in self._read("told")}
        self._secret = self._made_secret()

    def _made_secret(self) -> bytes:
        """The secret of the server's links, made the first time: written once, by its owner for its owner."""
        path = self.folder / "secret"
        if not path.exists():
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(descriptor, "w") as file:
                file.write(secrets.token_hex(32))
                file.flush()
                os.fsync(file.fileno())
        return bytes.fromhex(read_small_file(path, 1024).decode("ascii").strip())

    def _read(self, name: str) -> list[dict]:
        path = self.folder / f"{name}.json"
        if not path.exists():
            return []
        return json.loads(read_small_file(path, LIMIT))

    async def close(self) -> None:
        await asyncio.get_running_loop().run_in_executor(None, self._writer.shutdown, True)

    async def _write(self, name: str, rows: list) -> None:
        data = json.dumps(rows, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        await asyncio.get_running_loop().run_in_executor(self._writer, write_atomically, self.folder / f"{name}.json", data)

    async def _accounts_written(self) -> None:
        await self._write("accounts", [asdict(account) for account in self.accounts.values()])

    async def _sessions_written(self) -> None:
        await self._write("sessions", list(self.sessions.values()))

    async def _codes_written(self) -> None:
        await self._write("codes", [asdict(code) for code in self.codes.values()])

    async def _notices_written(self) -> None:
        await self._write("notices", list(self.notices.values()))

    async def _relations_written(self) -> None:
        await self._write("relations", [{"account": account, "kind": kind, "other": other, "made": made}
                                        for (account, kind, other), made in self.related.items()])

    async def _presence_written(self) -> None:
        await self._write("presence", [{"account": account, "seen": seen} for account, seen in self.presence.items()])

    async def _ratings_written(self) -> None:
        await self._write("ratings", [{"account": account, **asdict(rating)} for account, rating in self.rated.items()])

    async def _settings_written(self) -> None:
        await self._write("notice_settings", [{"account": account, **settings.to_json()}
                                              for account, settings in self.settings.items()])

    async def _awaited_written(self) -> None:
        await self._write("awaited", [asdict(awaited) for awaited in self.awaited.values()])

    async def _told_written(self) -> None:
        await self._write("told", list(self.told.values()))

    # --- Accounts ------------------------------------------------------------------------------

    async def add_account(self, account: Account) -> bool:
        if await self.account_named(account.keys) is not None:
            return False
        self.accounts[account.id] = replace(account)
        await self._accounts_written()
        return True

    async def account(self, account_id: str) -> Account | None:
        found = self.accounts.get(account_id)
        return replace(found) if found else None

    async def account_named(self, keys: tuple[str, str]) -> Account | None:
        for account in self.accounts.values():
            if account.keys[0] == keys[0] or account.keys[1] == keys[1]:
                return replace(account)
        return None

    async def account_at(self, email: str) -> Account | None:
        wanted = email.casefold()
        for account in self.accounts.values():
            if account.confirmed and account.email is not None and account.email.casefold() == wanted:
                return replace(account)
        return None

    async def update(self, account: Account) -> None:
        if account.id in self.accounts:
            self.accounts[account.id] = replace(account)
            await self._accounts_written()

    async def remove_account(self, account_id: str) -> None:
        self.accounts.pop(account_id, None)
        await self._accounts_written()
        await self.remove_sessions(account_id)
        for key in [key for key, code in self.codes.items() if code.account == account_id]:
            del self.codes[key]
        await self._codes_written()
        for key in [key for key, row in self.notices.items() if row["notice"]["account"] == account_id]:
            del self.notices[key]
        await self._notices_written()
        for key in [key for key in self.related if account_id in (key[0], key[2])]:
            del self.related[key]
        await self._relations_written()
        if self.presence.pop(account_id, None) is not None:
            await self._presence_written()
        self.rated.pop(account_id, None)
        await self._ratings_written()
        self.settings.pop(account_id, None)
        await self._settings_written()
        self.awaited = {game: awaited for game, awaited in self.awaited.items() if awaited.account != account_id}
        await self._awaited_written()
        self.told = {key: row for key, row in self.told.items() if row["account"] != account_id}
        await self._told_written()

    # --- Sessions ------------------------------------------------------------------------------

    async def add_session(self, token_hash: str, account_id: str, now: float) -> None:
        self.sessions[token_hash] = {"hash": token_hash, "account": account_id, "made": now}
        await self._sessions_written()

    async def session(self, token_hash: str) -> str | None:
        row = self.sessions.get(token_hash)
        return row["account"] if row else None

    async def remove_session(self, token_hash: str) -> None:
        if self.sessions.pop(token_hash, None) is not None:
            await self._sessions_written()

    async def remove_sessions(self, account_id: str) -> None:
        for key in [key for key, row in self.sessions.items() if row["account"] == account_id]:
            del self.sessions[key]
        await self._sessions_written()

    # --- E-mailed codes ------------------------------------------------------------------------

    async def code(self, account_id: str, purpose: str) -> Code | None:
        found = self.codes.get(f"{account_id} {purpose}")
        return replace(found) if found else None

    async def try_code(self, account_id: str, purpose: str, now: float, most: int) -> str | None:
        code = self.codes.get(f"{account_id} {purpose}")
        if code is None or code.expires <= now or code.tries >= most:
            return None
        code.tries += 1
        await self._codes_written()
        return code.hash

    async def keep_code(self, code: Code) -> None:
        self.codes[f"{code.account} {code.purpose}"] = replace(code)
        await self._codes_written()

    async def remove_code(self, account_id: str, purpose: str) -> None:
        if self.codes.pop(f"{account_id} {purpose}", None) is not None:
            await self._codes_written()

    # --- Relations and presence ----------------------------------------------------------------

    async def relate(self, account_id: str, other: str, kind: str, now: float) -> None:
        if (account_id, kind, other) not in self.related and {account_id, other} <= set(self.accounts):
            self.related[(account_id, kind, other)] = now
            await self._relations_written()

    async def unrelate(self, account_id: str, other: str, kind: str) -> None:
        if self.related.pop((account_id, kind, other), None) is not None:
            await self._relations_written()

    async def relations(self, account_id: str) -> Relations:
        mine = [(kind, other) for account, kind, other in self.related if account == account_id]
        return Relations(frozenset(other for kind, other in mine if kind == FOLLOW),
                         frozenset(other for kind, other in mine if kind == BLOCK),
                         frozenset(account for account, kind, other in self.related
                                   if other == account_id and kind == BLOCK))

    async def names(self, account_ids: list[str]) -> dict[str, str]:
        return {account: self.accounts[account].name for account in account_ids if account in self.accounts}

    async def touch(self, account_ids: list[str], now: float) -> None:
        touched = [account for account in account_ids if account in self.accounts]
        if touched:
            self.presence.update((account, now) for account in touched)
            await self._presence_written()

    async def seen(self, account_ids: list[str]) -> dict[str, float]:
        return {account: self.presence[account] for account in account_ids if account in self.presence}

    # --- The notice queue (notices.NoticeQueue) ------------------------------------------------

    async def put(self, notice: Notice) -> None:
        self.notices[notice.id] = {"notice": asdict(notice), "at": notice.created, "held": 0.0}
        await self._notices_written()

    async def due(self, now: float, most: int) -> list[Notice]:
        rows = sorted((row for row in self.notices.values() if row["at"] <= now and row["held"] <= now),
                      key=lambda row: row["at"])[:most]
        for row in rows:
            row["held"] = now + HOLD
        if rows:
            await self._notices_written()
        return [Notice(**row["notice"]) for row in rows]

    async def sent(self, notice_id: str) -> None:
        await self.drop(notice_id)

    async def retry(self, notice_id: str, at: float) -> None:
        row = self.notices.get(notice_id)
        if row is not None:
            row["notice"]["attempts"] += 1
            row["at"], row["held"] = at, 0.0
            await self._notices_written()

    async def drop(self, notice_id: str) -> None:
        if self.notices.pop(notice_id, None) is not None:
            await self._notices_written()

    # --- Ratings -------------------------------------------------------------------------------

    async def ratings(self, account_ids: list[str]) -> dict[str, Rating]:
        return {account: self.rated[account] for account in account_ids if account in self.rated}

    async def count_game(self, game: FinishedGame, rate: Rate) -> dict[str, Rating] | None:
        if game.game in {counted.game for counted in self.counted}:
            return None
        new = rate(self.rated, game)
        self.rated.update((account, rating) for account, rating in new.items() if account in self.accounts)
        self.counted.append(game)
        await self._write("rated_games", [counted.to_json() for counted in self.counted])
        await self._ratings_written()
        return new

    async def recompute(self, compute):
        before = dict(self.rated)
        after = await compute(list(self.counted))
        self.rated = {account: rating for account, rating in after.items() if account in self.accounts}
        await self._ratings_written()
        return before, dict(self.rated)

    async def leaderboard(self, start: int, most: int) -> tuple[list[tuple[str, str, Rating]], int]:
        board = leaderboard(self.rated)
        return [(account, self.accounts[account].name, rating) for account, rating in board[start:start + most]], len(board)

    async def place(self, account_id: str) -> int | None:
        board = [account for account, _ in leaderboard(self.rated)]
        return board.index(account_id) + 1 if account_id in board else None

    # --- Notices' settings and triggers --------------------------------------------------------

    async def notice_settings(self, account_id: str) -> NoticeSettings:
        return self.settings.get(account_id, NoticeSettings())

    async def keep_notice_settings(self, account_id: str, settings: NoticeSettings) -> None:
        if account_id in self.accounts:
            self.settings[account_id] = settings
            await self._settings_written()

    async def digests(self) -> list[tuple[str, NoticeSettings]]:
        return [(account, settings) for account, settings in self.settings.items() if settings.digest is not None]

    async def await_moves(self, moves) -> None:
        before = dict(self.awaited)
        for game, awaited in moves.items():
            if awaited is None:
                self.awaited.pop(game, None)
            elif awaited.account in self.accounts:
                self.awaited[game] = awaited
        if self.awaited != before:  # as kept already (a server started again): nothing to write
            await self._awaited_written()

    async def moves_awaited(self, account_id: str) -> list[Awaited]:
        return sorted((awaited for awaited in self.awaited.values() if awaited.account == account_id),
                      key=lambda awaited: (awaited.since, awaited.game))

    async def tell_once(self, key: str, game: str | None, notice: Notice) -> bool:
        if key in self.told or notice.account not in self.accounts:
            return False
        self.told[key] = {"key": key, "account": notice.account, "game": game, "kind": notice.kind, "at": notice.created}
        await self._told_written()
        await self.put(notice)
        return True

    async def last_told(self, account_id: str, game: str, kind: str) -> float | None:
        return max((row["at"] for row in self.told.values()
                    if (row["account"], row["game"], row["kind"]) == (account_id, game, kind)), default=None)

    async def forget_told(self, before: float) -> None:
        kept = {key: row for key, row in self.told.items() if row["at"] >= before}
        if len(kept) != len(self.told):
            self.told = kept
            await self._told_written()

    async def secret(self) -> bytes:
        return self._secret
