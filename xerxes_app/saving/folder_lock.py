"""One copy of the app at a time autosaves into a save folder: the first takes a lock on the
folder (a lock file, held open while the app runs, and let go by the system when the process
ends, a crash or a kill included, so no stale lock is ever left). A second copy finds it taken
and keeps its own game apart (autosave.py), so neither copy overwrites the other's."""

from __future__ import annotations

import os
from pathlib import Path

LOCK_FILE = ".xerxes.lock"

if os.name == "nt":
    import msvcrt

    def _take(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _take(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


class FolderLock:
    """The save folder's lock, while this copy of the app holds it."""

    def __init__(self, folder: Path, fd: int | None):
        self.folder = folder
        self._fd = fd
        self.holders = 1

    def release(self) -> None:
        self.holders -= 1
        if self.holders == 0:
            _HELD.pop(self.folder, None)
            if self._fd is not None:
                os.close(self._fd)  # closing lets the lock go


# The folders this process holds. A process is one copy of the app: opening the app again in
# it (as the tests do, Continue after a restart) shares its lock rather than fighting it.
_HELD: dict[Path, FolderLock] = {}


def take_folder(folder: Path) -> FolderLock | None:
    """The folder's lock, or None when another copy of the app holds it. A folder where no lock
    file can be made (read-only) is not shared with anyone this copy could overwrite: it counts
    as taken by this copy, and saving will say what is wrong."""
    folder = Path(folder).resolve()
    held = _HELD.get(folder)
    if held is not None:
        held.holders += 1
        return held
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        fd = None
    if fd is not None and not _take(fd):
        os.close(fd)
        return None
    lock = _HELD[folder] = FolderLock(folder, fd)
    return lock
