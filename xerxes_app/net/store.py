"""The server's data folder: one autosave a game, `games/CODE.json`, written atomically.

Writes are made on threads of their own, so the event loop never waits on the disk (each write
is forced to the disk, some 10 ms here). A game has at most one write under way; changes made
meanwhile are written together by the next, its latest state only. So the autosave trails the
game by one write at most: a server killed outright (SIGKILL, a power cut) may lose the last
decisions of those milliseconds, which the players then make again; stopped by SIGTERM, SIGINT or
its host's app, it first writes everything (`close`).
"""

from __future__ import annotations

import errno
import json
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..rules import SaveError
from ..saving.atomic import write_atomically
from ..saving.folder_lock import take_folder
from ..saving.regular_file import read_small_file
from .rooms import Room, load_room

LIMIT = 8 * 1024 * 1024  # bytes: a finished game's save is some 40 KiB
GAMES = "games"  # the data folder's own folder of games
WRITERS = 4  # writes of different games at once: each mostly waits on the disk


class Store:
    def __init__(self, folder: Path):
        self.folder = Path(folder) / GAMES
        self.folder.mkdir(parents=True, exist_ok=True)
        # One server a folder: a second would resume the same games and write over the first's.
        self.lock = take_folder(self.folder)
        if self.lock is None:
            raise OSError(errno.EBUSY, f"another server holds the data folder {folder}")
        self._writer = ThreadPoolExecutor(WRITERS, thread_name_prefix="autosave")
        self._lock = threading.Lock()
        self._latest: dict[str, bytes] = {}  # code: the bytes to write next
        self._writing: set[str] = set()  # codes with a write under way
        self._content: tuple = (None, "")  # the last content written, and its text

    def load_all(self) -> dict[str, Room]:
        """Every game of the folder; one that cannot be read is named on stderr and left as it is."""
        rooms = {}
        for path in sorted(self.folder.glob("*.json")):
            try:
                room = load_room(json.loads(read_small_file(path, LIMIT)))
            except (OSError, ValueError, SaveError, RecursionError) as error:
                print(f"xerxes-server: {path.name} is not a game it can resume: {error}", file=sys.stderr)
                continue
            if path.stem == room.code:
                rooms[room.code] = room
        return rooms

    def save(self, room: Room) -> None:
        whole = room.to_json()
        content = whole.pop("content")  # the same at every save of a game: written once, kept as text
        if self._content[0] is not content:
            self._content = (content, _dumps(content))
        data = (_dumps(whole)[:-1] + ',"content":' + self._content[1] + "}").encode("utf-8")
        with self._lock:
            self._latest[room.code] = data
            if room.code in self._writing:
                return  # the write under way is followed by one of these bytes
            self._writing.add(room.code)
        self._writer.submit(self._write, room.code)

    def _write(self, code: str) -> None:
        while True:
            with self._lock:
                data = self._latest.pop(code, None)
                if data is None:
                    self._writing.discard(code)
                    return
            path = self.folder / f"{code}.json"
            try:
                write_atomically(path, data)
            except OSError as error:  # a full disk: the game goes on, and says so where the host sees it
                print(f"xerxes-server: could not save {path.name}: {error}", file=sys.stderr)

    def close(self) -> None:
        """Write everything asked for, then let the folder go (the server stops)."""
        self._writer.shutdown(wait=True)
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def game_file(data: Path, code: str) -> Path:
    """Where the game `code` is saved in the data folder `data`."""
    return Path(data) / GAMES / f"{code}.json"


def _dumps(data) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
