"""Why a save could not be written, in words for the player.

Saving must never stop the game: the autosaver and the settings turn an OSError into one of
these warnings, which the screens show while play goes on.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass
from pathlib import Path

DISK_FULL = "disk full"
READ_ONLY = "read-only"
OTHER = "other"

_KINDS = {
    errno.ENOSPC: DISK_FULL,
    getattr(errno, "EDQUOT", errno.ENOSPC): DISK_FULL,
    errno.EACCES: READ_ONLY,
    errno.EPERM: READ_ONLY,
    errno.EROFS: READ_ONLY,
}


@dataclass(frozen=True)
class SaveWarning:
    kind: str  # DISK_FULL, READ_ONLY or OTHER
    message: str  # a sentence for the player


def warning_for(
    error: OSError, folder: Path, what: str = "the game", then: str = "Play goes on; the last good save is kept."
) -> SaveWarning:
    kind = _KINDS.get(error.errno, OTHER)
    if kind == DISK_FULL:
        reason = "the disk is full"
    elif kind == READ_ONLY:
        reason = f"the folder {folder} cannot be written to"
    else:
        reason = error.strerror or str(error)
    return SaveWarning(kind, f"Could not save {what}: {reason}. {then}")
