"""Whom the person at this computer muted at the table of each network game: kept on this
computer only (`muted.json` in the save folder), never told to the server or the others.

A game is named by its records' key (server, port and code, hashed: records.network_key); each
holds the seats muted. A file damaged or foreign reads as nobody muted: muting is a comfort, not
a record, and the next change writes it whole again.
"""

from __future__ import annotations

from pathlib import Path

import json

from .small_files import read_small_json

MUTED_FILE = "muted.json"
GAMES_KEPT = 200  # the games remembered: the oldest forgotten first


def muted_seats(folder: Path, game: str) -> set[int]:
    """The seats muted at the game `game` on this computer."""
    return set(_read(folder).get(game, []))


def set_muted(folder: Path, game: str, seat: int, muted: bool) -> bool:
    """Mute the seat at the game, or hear it again; written at once. False when the disk refused
    (the table mutes it all the same, until it is left)."""
    from .atomic import write_atomically  # here: its temporary names' randomness loads OpenSSL

    games = _read(folder)
    seats = set(games.pop(game, []))  # written again last: the games muted in lately are kept longest
    seats = seats | {seat} if muted else seats - {seat}
    if seats:
        games[game] = sorted(seats)
    games = dict(list(games.items())[-GAMES_KEPT:])
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        write_atomically(Path(folder) / MUTED_FILE, json.dumps({"format": "xerxes-muted", "games": games}).encode("utf-8"))
    except OSError:
        return False
    return True


def _read(folder: Path) -> dict[str, list[int]]:
    try:
        data = read_small_json(Path(folder) / MUTED_FILE)
    except (OSError, ValueError):
        return {}
    games = data.get("games") if isinstance(data, dict) and data.get("format") == "xerxes-muted" else None
    if not isinstance(games, dict):
        return {}
    return {key: [seat for seat in seats if type(seat) is int]
            for key, seats in games.items() if isinstance(key, str) and isinstance(seats, list)}
