"""Reading a file the app wrote (a save, the settings, the solo record) without trusting it to be
one: only a regular file is read, and only up to a size limit checked before reading. A pipe or
a device given the file's name would otherwise leave `open` waiting for ever, and a huge file
would be read whole into memory before being refused."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class FileTooLarge(OSError):
    pass


def read_small_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`. FileNotFoundError when it is not there,
    FileTooLarge past `limit` bytes, another OSError (with a `strerror` for the player) when it
    is not a regular file or cannot be read."""
    fd = os.open(path, _FLAGS)  # non-blocking: opening a pipe must not wait for a writer
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "it is a folder, a pipe or a device, not a file")
        if info.st_size > limit:
            raise FileTooLarge(errno.EFBIG, "it is too large")
        with os.fdopen(os.dup(fd), "rb") as file:
            data = file.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:  # it grew while being read
        raise FileTooLarge(errno.EFBIG, "it is too large")
    return data
