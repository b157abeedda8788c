"""The sessions this computer keeps, one a server signed in to (net/account_link.py): the server
(address, port, TLS), the account's name as it was signed in, and the session's token, which the
app signs in by whenever it connects there. Never a password: the token is revocable (Sign out,
Sign out everywhere, a reset) and worth nothing once the server has ended it.

`sessions.json` in the settings folder, written whole (atomic.py) and readable by its owner only:
made with mode 0600 on POSIX, the umask only narrowing it, and made again so at every change. On
Windows the mode sets nothing but the read-only flag: the file is kept private by its folder, the
user's own `AppData\\Local\\xerxes`, whose access list (inherited from the profile) gives it to that
user, and the system's administrators, alone. A file damaged or foreign reads as no session kept:
the person signs in again, and the next change writes it whole.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .small_files import read_small_json

SESSIONS_FILE = "sessions.json"
FORMAT = "xerxes-sessions"
PRIVATE = 0o600  # the owner reads and writes; nobody else anything
SERVERS_KEPT = 64  # the servers signed in to: the longest unused forgotten first
TOKEN_MAX = 200  # a session's token is 43 letters (net/accounts.py); anything longer is no token
TEXT_MAX = 253  # an address's longest, and more than a name's

Server = tuple[str, int, bool]  # its address (lower case), port, TLS: net/shared.py's Key


_app_folder: Path | None = None  # the settings folder of the app running in this process (start.py)


def sign_in_from(folder: Path) -> None:
    """The app's settings folder, by whose sessions its connections sign in (net/shared.py)."""
    global _app_folder
    _app_folder = Path(folder)


def app_session(server: Server) -> str | None:
    """The session the app running in this process keeps for `server`, if any."""
    return session_for(_app_folder, server) if _app_folder is not None else None


@dataclass(frozen=True)
class Kept:
    address: str
    port: int
    tls: bool
    name: str  # the account's, as signed in
    session: str

    @property
    def server(self) -> Server:
        return self.address.lower(), self.port, self.tls


def kept_sessions(folder: Path) -> list[Kept]:
    """The sessions kept, the latest signed in first."""
    try:
        data = read_small_json(Path(folder) / SESSIONS_FILE)
    except (OSError, ValueError):
        return []
    rows = data.get("servers") if isinstance(data, dict) and data.get("format") == FORMAT else None
    return [kept for kept in map(_kept, rows if isinstance(rows, list) else []) if kept is not None]


def _kept(row) -> Kept | None:
    if not isinstance(row, dict):
        return None
    address, port, tls, name, session = (row.get(key) for key in ("address", "port", "tls", "name", "session"))
    texts = (address, name, session)
    if (not all(isinstance(text, str) and 0 < len(text) <= TEXT_MAX and text.isprintable() for text in texts)
            or type(port) is not int or not 0 < port < 65536 or type(tls) is not bool or len(session) > TOKEN_MAX):
        return None
    return Kept(address, port, tls, name, session)


def session_for(folder: Path, server: Server) -> str | None:
    """The session kept for `server` (net/shared.py's key), if any."""
    return next((kept.session for kept in kept_sessions(folder) if kept.server == server), None)


def keep_session(folder: Path, kept: Kept) -> bool:
    """Keep `kept` as its server's session, in place of any other there. False when the disk refused
    (the app is signed in all the same, until it closes)."""
    return _write(folder, [kept] + [other for other in kept_sessions(folder) if other.server != kept.server])


def forget_session(folder: Path, server: Server) -> bool:
    """Forget the session of `server` (signed out, or ended by the server)."""
    sessions = kept_sessions(folder)
    left = [kept for kept in sessions if kept.server != server]
    return len(left) == len(sessions) or _write(folder, left)


def _write(folder: Path, sessions: list[Kept]) -> bool:
    from .atomic import write_atomically  # here: its temporary names' randomness loads OpenSSL

    rows = [{"address": kept.address, "port": kept.port, "tls": kept.tls, "name": kept.name, "session": kept.session}
            for kept in sessions[:SERVERS_KEPT]]
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        write_atomically(Path(folder) / SESSIONS_FILE, json.dumps({"format": FORMAT, "servers": rows}).encode("utf-8"),
                         mode=PRIVATE)
    except OSError:
        return False
    return True
