"""Writing a file so that a crash, a kill or a power cut at any moment leaves either the old
file or the new one, complete, and never a mixture.

The new bytes go to a temporary file in the same folder (a rename is only atomic within one
file system), are forced to the disk, and only then take the file's name with `os.replace`;
the folder itself is then forced to the disk so that the rename survives a power cut.

Each write has a temporary file of its own, so two copies of the app writing the same file never
write into one another's. A write cut short by a kill leaves its temporary file behind; the next
write of that file (or of its backup) removes those older than a write could take.
"""

from __future__ import annotations

import errno
import os
import secrets
import time
from pathlib import Path

_BINARY = getattr(os, "O_BINARY", 0)  # Windows would otherwise translate line ends
STALE_SECONDS = 60  # far past any write: a temporary file this old was left by a kill


def temporary_path(path: Path) -> Path:
    """A temporary file's name for one write of `path`, no other write's."""
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")


def left_behind(path: Path) -> list[Path]:
    """The temporary files of writes of `path` that have not finished (or never will)."""
    return sorted(path.parent.glob(f".{path.name}.*.tmp"))


def _sweep(path: Path) -> None:
    now = time.time()
    for stray in left_behind(path):
        try:
            if now - stray.stat().st_mtime > STALE_SECONDS:
                stray.unlink()
        except OSError:
            pass  # gone already, or another copy's: it is no worse left there


def write_atomically(path: Path, data: bytes, backup: Path | None = None, mode: int = 0o644) -> None:
    """Replace `path` with `data`, all or nothing. With `backup`, the file being replaced
    becomes the backup, and only once the new data is safely on disk. `mode`: the new file's
    permissions, from the moment it is made (0o600: its owner's alone; the umask may only narrow them).

    OSError (a full disk, a read-only folder) leaves `path` and `backup` as they were.
    """
    _sweep(path)
    if backup is not None:
        _sweep(backup)  # the backup's temporary links are left by kills too
    temp = temporary_path(path)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, mode)
    try:
        # os.write has no buffer of its own, so once it returns there is nothing left to flush.
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _remove_quietly(temp)
        raise
    os.close(fd)
    try:
        if backup is not None and path.exists():
            _keep_as_backup(path, backup)
        os.replace(temp, path)
    except BaseException:
        _remove_quietly(temp)
        raise
    sync_folder(path.parent)


def _keep_as_backup(path: Path, backup: Path) -> None:
    """Make the current file the backup. A hard link leaves `path` in place, so the file is
    never missing, even for an instant; where links are not supported (FAT, exFAT), a rename
    does, and loading falls back to the backup in the instant the file is missing."""
    link = temporary_path(backup)
    try:
        os.link(path, link)
    except OSError:
        os.replace(path, backup)
        return
    try:
        os.replace(link, backup)
    finally:
        # Where the backup is already a link to the same file (another copy of the app made it a
        # moment ago), a rename does nothing at all (POSIX) and the link keeps its name: remove it.
        # After a rename it is gone already, and its name is this write's alone.
        _remove_quietly(link)


def sync_folder(folder: Path) -> None:
    """Force the folder's entries (the renames just made) to the disk."""
    if os.name == "nt":
        return  # Windows cannot open a folder as a file; NTFS journals renames itself.
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as error:
        # Some file systems (network and FUSE ones) cannot sync a folder at all; the file
        # itself is already saved, so that is no reason to report a failure.
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):
            raise
    finally:
        os.close(fd)


def _remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass  # a stray temporary file is harmless: a later write of its file sweeps it away
