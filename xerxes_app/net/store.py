"""The server's data folder: one autosave a game, `games/CODE.json`, written atomically.

This is the default of the two stores the server keeps its games in; the other is PostgreSQL
(pg_store.py), shared by several servers. Both answer the server alike: `keep` before the seats
are told of a change (the database stores it there, the command beside it), `told` after (the
folder writes here, so no player waits on the disk), `save` for a game's other changes, `add`
for a new game, `remove`, `archive` and `unarchive` (an idle game put aside, and asked for again),
`close`. Neither reads what a game's document holds, but for the lists of games (lobby.py,
my_games.py): the folder reads its archived games' accounts when first asked for them, and the
database keeps each game's record for the lists beside its document.

Writes are made on threads of their own, so the event loop never waits on the disk (each write
is forced to the disk, some 10 ms here). A game has at most one write under way; changes made
meanwhile are written together by the next, its latest state only. So the autosave trails the
game by one write at most: a server killed outright (SIGKILL, a power cut) may lose the last
decisions of those milliseconds, which the players then make again; stopped by SIGTERM, SIGINT or
its host's app, it first writes everything (`close`).
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import stat
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..rules import SaveError
from ..saving.atomic import write_atomically
from ..saving.folder_lock import take_folder
from ..saving.regular_file import read_small_file
from .lobby import accounts, summary
from .rooms import CODE_LENGTHS, CODE_LETTERS, Room, load_room

GONE = b""  # written in a game's place: its file is removed
LIMIT = 8 * 1024 * 1024  # bytes: a finished game's save is some 40 KiB
GAMES = "games"  # the data folder's own folder of games
ARCHIVE = "archive"  # and of the games archived, idle (server.py, `tidy`)
WRITERS = 4  # writes of different games at once: each mostly waits on the disk


class Store:
    def __init__(self, folder: Path):
        self.folder = Path(folder) / GAMES
        self.folder.mkdir(parents=True, exist_ok=True)
        self.archived = Path(folder) / ARCHIVE
        # One server a folder: a second would resume the same games and write over the first's.
        self.lock = take_folder(self.folder)
        if self.lock is None:
            raise OSError(errno.EBUSY, f"another server holds the data folder {folder}")
        self._writer = ThreadPoolExecutor(WRITERS, thread_name_prefix="autosave")
        self._lock = threading.Lock()
        self._latest: dict[str, bytes] = {}  # code: the bytes to write next
        self._writing: set[str] = set()  # codes with a write under way
        self._archiving: set[str] = set()  # codes whose next write goes to the archive
        self._content: tuple = (None, "")  # the last content written, and its text
        # The archived games' accounts (lobby.accounts), read from the archive when first asked for.
        self._archived_accounts: dict[str, list[str]] | None = None

    def load_all(self) -> dict[str, Room]:
        """Every game of the folder. A file that cannot be read, or that is not a game's own (a
        link, a file with another name too, a game under another code's name), is named on
        stderr with why, and left as it is."""
        rooms = {}
        for path in sorted(self.folder.glob("*.json")):
            try:
                problem = _not_its_own(path)
                if problem is None:
                    room = load_room(json.loads(read_small_file(path, LIMIT)))
                    if path.stem != room.code:
                        problem = f"it holds the game {room.code}, whose file would be {room.code}.json"
            except (OSError, ValueError, SaveError, RecursionError) as error:
                problem = str(error)
            if problem is not None:
                print(f"xerxes-server: {path.name} is not a game it can resume: {problem}", file=sys.stderr)
                continue
            rooms[room.code] = room
        return rooms

    def save(self, room: Room) -> None:
        whole = room.to_json()
        content = whole.pop("content")  # the same at every save of a game: written once, kept as text
        if self._content[0] is not content:
            self._content = (content, _dumps(content))
        self._queue(room.code, (_dumps(whole)[:-1] + ',"content":' + self._content[1] + "}").encode("utf-8"))

    async def add(self, room: Room) -> bool:
        """A new game (its code is none of the folder's: the server drew it among its own)."""
        self.save(room)
        return True

    async def keep(self, room: Room, change=None) -> bool:
        """Before the seats are told: nothing yet, the write follows (`told`)."""
        return True

    def told(self, room: Room) -> None:
        self.save(room)

    async def settled(self, code: str) -> None:
        """Before a whole game is shown to a seat: nothing to wait for (the folder's writes trail)."""

    def archive(self, room: Room) -> None:
        """Move a game to the archive folder, its latest state written there."""
        with self._lock:
            self._archiving.add(room.code)
            if self._archived_accounts is not None:
                self._archived_accounts[room.code] = accounts(room)
        self.save(room)

    async def archived_of(self, account: str, most: int) -> list[dict]:
        """The records (lobby.summary) of at most `most` archived games of the account's
        (my_games.py), read on a thread of their own."""
        return await asyncio.get_running_loop().run_in_executor(None, self._archived_of, account, most)

    def _archived_of(self, account: str, most: int) -> list[dict]:
        if self._archived_accounts is None:
            found = dict(self._read_archive(_accounts_kept))
            with self._lock:
                self._archived_accounts = self._archived_accounts or found
        with self._lock:
            codes = [code for code, kept in self._archived_accounts.items() if account in kept][:max(0, most)]
        wanted = {f"{code}.json" for code in codes}
        return [game for _, game in self._read_archive(lambda data: summary(load_room(data)), wanted)]

    def _read_archive(self, take, names: set[str] | None = None):
        """(code, take(document)) of each archived game's file (of those `names`), readable and its own."""
        for path in sorted(self.archived.glob("*.json")) if self.archived.is_dir() else []:
            if names is not None and path.name not in names:
                continue
            try:
                if _not_its_own(path) is None:
                    yield path.stem, take(json.loads(read_small_file(path, LIMIT)))
            except (OSError, ValueError, SaveError, RecursionError, AttributeError, TypeError, KeyError):
                continue  # said when the game is asked for again (`unarchive`)

    def unarchive(self, code: str) -> Room | None:
        """An archived game asked for again, moved back among the games; None if there is none (or
        its archiving is still under way: asked again a moment later, it is there)."""
        path = self.archived / f"{code}.json"
        if (len(code) not in CODE_LENGTHS or not set(code) <= set(CODE_LETTERS) or code in self._writing
                or not path.is_file()):
            return None
        try:
            room = load_room(json.loads(read_small_file(path, LIMIT)))
        except (OSError, ValueError, SaveError, RecursionError) as error:
            print(f"xerxes-server: {ARCHIVE}/{path.name} is not a game it can resume: {error}", file=sys.stderr)
            return None
        if room.code != code:
            return None
        os.replace(path, self.folder / path.name)
        with self._lock:
            if self._archived_accounts is not None:
                self._archived_accounts.pop(code, None)
        return room

    def remove(self, code: str) -> None:
        """Remove a game's file (a game nobody joined, expired), after any write of it under way."""
        self._queue(code, GONE)

    def _queue(self, code: str, data: bytes) -> None:
        with self._lock:
            self._latest[code] = data
            if code in self._writing:
                return  # the write under way is followed by one of these bytes
            self._writing.add(code)
        self._writer.submit(self._write, code)

    def _write(self, code: str) -> None:
        while True:
            with self._lock:
                data = self._latest.pop(code, None)
                if data is None:
                    self._writing.discard(code)
                    return
                archiving = code in self._archiving
                self._archiving.discard(code)
            path = self.folder / f"{code}.json"
            try:
                if data == GONE:
                    path.unlink(missing_ok=True)
                elif archiving:
                    self.archived.mkdir(exist_ok=True)
                    write_atomically(self.archived / path.name, data)
                    path.unlink(missing_ok=True)
                else:
                    write_atomically(path, data)
            except OSError as error:  # a full disk: the game goes on, and says so where the host sees it
                print(f"xerxes-server: could not {'remove' if data == GONE else 'save'} {path.name}: {error}",
                      file=sys.stderr)

    def close(self) -> None:
        """Write everything asked for, then let the folder go (the server stops)."""
        self._writer.shutdown(wait=True)
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def _not_its_own(path: Path) -> str | None:
    """Why the file at `path` is not a game's own file, or None: a link may lead out of the
    folder, or to another game's file; a file with a second name may be written through it."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return f"it is a link (to {os.readlink(path)}), and a game is read only from its own file"
    if info.st_nlink > 1:
        return "the file has another name too (a hard link), and a game is read only from its own file"
    return None


def _accounts_kept(data: dict) -> list[str]:
    """The accounts of an archived game's document, read without making the game."""
    network = data["network"]
    return [row["account"] for row in network["seats"] if row.get("account")] + list(network.get("watched_by", []))


def game_file(data: Path, code: str) -> Path:
    """Where the game `code` is saved in the data folder `data`."""
    return Path(data) / GAMES / f"{code}.json"


def _dumps(data) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
