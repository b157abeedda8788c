"""The server's data folder: one autosave a game, `games/CODE.json`, written atomically.

Writes are made on one thread of their own, in the order the games changed, so the event loop
never waits on the disk; `flush` waits until every write asked for is done (at shutdown).
"""

from __future__ import annotations

import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..rules import SaveError
from ..saving.atomic import write_atomically
from ..saving.regular_file import read_small_file
from .rooms import Room, load_room

LIMIT = 8 * 1024 * 1024  # bytes: a finished game's save is some 40 KiB


class Store:
    def __init__(self, folder: Path):
        self.folder = Path(folder) / "games"
        self.folder.mkdir(parents=True, exist_ok=True)
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="autosave")

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
        data = json.dumps(room.to_json(), separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        self._writer.submit(self._write, self.folder / f"{room.code}.json", data)

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        try:
            write_atomically(path, data)
        except OSError as error:  # a full disk: the game goes on, and says so where the host sees it
            print(f"xerxes-server: could not save {path.name}: {error}", file=sys.stderr)

    def flush(self) -> None:
        self._writer.shutdown(wait=True)
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="autosave")
