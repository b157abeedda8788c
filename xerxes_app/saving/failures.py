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


# What could not be saved and what holds meanwhile, by id: a screen puts the ids into its
# language's words ("saving.what_…", "saving.then_…" in assets/translations); `message` is English.
WHAT = {"game": "the game", "records": "the records", "settings": "the settings", "solo_campaign": "the solo campaign", "review": "the review",
        "ticket": "the network game's ticket"}
THEN = {
    "play_goes_on": "Play goes on; the last good save is kept.",
    "over_all_the_same": "The game is over all the same.",
    "settings_apply": "They apply until the app closes.",
    "win_counts": "The win still counts for this game.",
    "review_goes_on": "The review goes on; it is not kept.",
}


@dataclass(frozen=True)
class SaveWarning:
    kind: str  # DISK_FULL, READ_ONLY or OTHER
    message: str  # a sentence for the player, in English
    what: str = ""  # a WHAT id, with `then` a THEN id and `folder` and `detail` the reason's values
    then: str = ""
    folder: str = ""
    detail: str = ""


def system_words(error: OSError) -> str:
    """What the operating system says of the failure ("No space left on device"), in its words."""
    return error.strerror or str(error)


def warning_for(error: OSError, folder: Path, what: str = "game", then: str = "play_goes_on") -> SaveWarning:
    kind = _KINDS.get(error.errno, OTHER)
    detail = system_words(error)
    if kind == DISK_FULL:
        reason = "the disk is full"
    elif kind == READ_ONLY:
        reason = f"the folder {folder} cannot be written to"
    else:
        reason = detail
    return SaveWarning(kind, f"Could not save {WHAT[what]}: {reason}. {THEN[then]}", what, then, str(folder), detail)
