"""One saved game on disk: a session in the engine's JSON save format, plus the slot's name and
the time it was saved, in a "slot" object beside the session's fields (which loaders of the
plain session format ignore).

Reading treats the file as untrusted: JSON only, nothing in it is ever run; it is migrated if
old, then validated field by field and against the rules. Whatever is wrong comes back as a
SaveError with a sentence for the player.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..names import SAVE_NAME_MAX, name_problem
from ..rules import Content, SaveError, standard_content
from ..rules.errors import Sentence, damaged
from ..session import Session
from .migrations import migrate
from .failures import system_words
from .regular_file import FileTooLarge, read_small_file

MAX_BYTES = 1024 * 1024  # a whole seven-year game with its log is about 40 kB
SLOT = "slot"
TOO_LARGE = Sentence("The file is too large to be a saved game.", "problem.too_large")


@dataclass(frozen=True)
class SaveFile:
    session: Session
    name: str | None  # the slot's name; None for a file saved without one (the autosave)
    saved_at: datetime | None


def encode(session: Session, name: str | None = None, saved_at: datetime | None = None) -> bytes:
    data = session.to_json()
    if name is not None:
        data[SLOT] = {"name": name, "saved_at": (saved_at or datetime.now().astimezone()).isoformat()}
    # Compact separators: a third smaller than indented JSON, and quicker to write.
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def read(path: Path) -> SaveFile:
    """The saved game in the file at `path`; SaveError saying why when it cannot be loaded."""
    try:
        data = read_small_file(path, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(Sentence("The file is no longer there.", "problem.gone")) from None
    except FileTooLarge:
        raise SaveError(TOO_LARGE) from None
    except PermissionError:
        raise SaveError(Sentence("The file cannot be read: permission denied.", "problem.permission_denied")) from None
    except OSError as error:
        detail = system_words(error)
        raise SaveError(Sentence(f"The file cannot be read: {detail}.", "problem.cannot_read", error=detail)) from None
    return decode(data)


def decode(data: bytes) -> SaveFile:
    if len(data) > MAX_BYTES:
        raise SaveError(TOO_LARGE)
    if not data.strip():
        raise SaveError(Sentence("The file is empty.", "problem.empty"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(Sentence("The file is not a saved game: it is not text (it may be corrupt).", "problem.not_text")) from None
    try:
        parsed = parse_json(text)
    except (ValueError, RecursionError):
        raise SaveError(Sentence("The file is not a saved game: it is not readable JSON (it may be truncated or corrupt).",
                                 "problem.not_json")) from None
    if not _all_printable(text, parsed):
        raise SaveError(Sentence("The saved game is damaged: it holds characters that cannot be shown (control characters or "
                                 "broken Unicode).", "problem.unprintable"))
    parsed = migrate(parsed)
    session = Session.from_json(parsed)
    if not _fits_the_board(session.state.content):
        raise SaveError(Sentence("The saved game is damaged: its map, satraps or buildings are not this game's.",
                                 "problem.foreign_content"))
    name, saved_at = _slot(parsed)
    return SaveFile(session, name, saved_at)


def parse_json(text: str) -> Any:
    """Plain JSON, and nothing but: NaN and Infinity, which Python's reader accepts, are not."""
    return json.loads(text, parse_constant=_refuse_constant)


def _all_printable(text: str, data: Any) -> bool:
    """Whether every text of the JSON document, keys too, can be shown and saved again: no
    control characters (NUL) and no half of a surrogate pair, which UTF-8 cannot encode."""
    if "\\" not in text and text.isprintable():
        return True  # as the app writes it: on one line, without escapes, so its texts are too
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not item.isprintable():
                return False
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def _fits_the_board(content: Content) -> bool:
    """A save carries its own content, whose figures may differ from today's; but the board
    draws this game's map, satraps and buildings, found by name, so those must be the same."""
    standard = standard_content()
    return all(
        sorted(item.name for item in getattr(content, kind)) == sorted(item.name for item in getattr(standard, kind))
        for kind in ("areas", "satraps", "buildings")
    )


def _refuse_constant(word: str) -> Any:
    raise ValueError(f"{word} is not JSON")


def _slot(data: dict[str, Any]) -> tuple[str | None, datetime | None]:
    slot = data.get(SLOT)
    if slot is None:
        return None, None
    malformed = damaged("its slot name or date is malformed")
    if not isinstance(slot, dict):
        raise malformed
    name, saved_at = slot.get("name"), slot.get("saved_at")
    if name_problem(name, SAVE_NAME_MAX):
        raise malformed
    if saved_at is None:
        return name, None
    if not isinstance(saved_at, str) or len(saved_at) > 40:
        raise malformed
    try:
        when = datetime.fromisoformat(saved_at)
        # A date without its time zone (written by hand) is taken as local time, so that every
        # date of the list can be compared with the others.
        return name, when if when.tzinfo else when.astimezone()
    except (ValueError, OverflowError, OSError):
        raise malformed from None
