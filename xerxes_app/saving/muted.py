"""Whom the person at this computer muted at the table: kept on this computer only (`muted.json`
in the save folder), never told to the server or the others.

A person is muted by their name, in every network game on this computer, from the moment of the
mute: each name holds the wall time it was muted at, and only the lines said after it are hidden
(what they said before stays, as a reply to it would make no sense without it). A file damaged,
foreign or of the first format (seats muted game by game) reads as nobody muted: muting is a
comfort, not a record, and the next change writes it whole again.
"""

from __future__ import annotations

import json
from pathlib import Path

from .small_files import read_small_json

MUTED_FILE = "muted.json"
FORMAT = "xerxes-muted-people"
PEOPLE_KEPT = 200  # the people remembered: the longest muted forgotten first


def muted_people(folder: Path) -> dict[str, float]:
    """Each person muted on this computer, by name, with the wall time they were muted at."""
    try:
        data = read_small_json(Path(folder) / MUTED_FILE)
    except (OSError, ValueError):
        return {}
    people = data.get("people") if isinstance(data, dict) and data.get("format") == FORMAT else None
    if not isinstance(people, dict):
        return {}
    return {name: float(since) for name, since in people.items() if isinstance(name, str) and type(since) in (int, float)}


def set_muted(folder: Path, name: str, since: float | None) -> bool:
    """Mute the person `name` from the wall time `since` on, or hear them again (None); written
    at once. False when the disk refused (the table mutes them all the same, until it is left)."""
    from .atomic import write_atomically  # here: its temporary names' randomness loads OpenSSL

    people = muted_people(folder)
    people.pop(name, None)
    if since is not None:
        people[name] = since  # written last: the people muted lately are kept longest
    people = dict(list(people.items())[-PEOPLE_KEPT:])
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        write_atomically(Path(folder) / MUTED_FILE, json.dumps({"format": FORMAT, "people": people}).encode("utf-8"))
    except OSError:
        return False
    return True
