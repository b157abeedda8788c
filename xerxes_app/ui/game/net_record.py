"""What this computer keeps of its network game, so Continue can take it up again: whether it
hosts the game or joined it, where its server is, the game's code and the secret token of each
seat played here (the token is the seat: whoever holds it plays it, R25).

One small JSON file in the save folder, written whole (atomic) and read like the app's other
small files: a file too large, not JSON or not a record reads as no record at all, and Continue
then offers the last game on this computer instead.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from ...saving.failures import SaveWarning
from ...saving.small_files import NO_FILE, read_small_json, write_small_json

NETWORK_FILE = "network-game.json"
FORMAT = "xerxes-network-game"
HOST, JOINED = "host", "joined"


@dataclass(frozen=True)
class NetRecord:
    role: str  # HOST: this app runs the game's server; JOINED: it plays at someone else's
    address: str
    port: int
    code: str
    tokens: dict[int, str]  # each seat played at this computer, by its number
    players: int = 0  # the game's seats, for Continue's words
    tls: bool = False


def keep(folder: Path, record: NetRecord) -> SaveWarning | None:
    data = {"format": FORMAT, "role": record.role, "address": record.address, "port": record.port, "code": record.code,
            "tokens": {str(seat): token for seat, token in record.tokens.items()}, "players": record.players,
            "tls": record.tls, "kept": time.time()}
    return write_small_json(folder, NETWORK_FILE, data, "game", "play_goes_on")


def kept(folder: Path) -> NetRecord | None:
    """The record, or None when there is none or it cannot be read."""
    try:
        data = read_small_json(Path(folder) / NETWORK_FILE)
    except (OSError, ValueError):
        return None
    if data is NO_FILE or not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    try:
        tokens = {int(seat): token for seat, token in data["tokens"].items()}
        record = NetRecord(data["role"], data["address"], data["port"], data["code"], tokens, data["players"], data["tls"])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    fields = (record.address, record.code, *record.tokens.values())
    if (record.role not in (HOST, JOINED) or not all(isinstance(v, str) and 0 < len(v) <= 200 for v in fields)
            or type(record.port) is not int or not 0 < record.port < 65536 or not record.tokens
            or not all(0 <= seat < 4 for seat in record.tokens) or type(record.players) is not int
            or type(record.tls) is not bool):
        return None
    return record


def kept_at(folder: Path) -> float:
    """When the record was last written (0 without one): Continue takes up whichever game, the
    network one or the one on this computer, was played last."""
    try:
        return (Path(folder) / NETWORK_FILE).stat().st_mtime
    except OSError:
        return 0.0


def forget(folder: Path) -> None:
    try:
        (Path(folder) / NETWORK_FILE).unlink()
    except OSError:
        pass  # no record, or one that cannot be removed: Continue finds it unreadable or stale
