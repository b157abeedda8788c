"""The network games this computer holds a seat in, or watches: one ticket a game in the save
folder's `network-games/` folder, each what Continue and the Network games list need to take the
game up again: where its server is (address, port, TLS), the game's code, the secret token of
each seat played here (the token is the seat: whoever holds it plays it, R25), the creator token
when this computer created the game (a game watched: no token, the name it is watched under),
whether "Don't ask again in this game" was ticked here, and what the list shows of it (the game's
name, the players, the year, whose turn, whether it is over), as it stood when it was last played here.

A ticket is written whole (atomic.py), on a thread of its own while a game is played (`Keeper`),
and read like every small file of the app: only a regular file, at most 64 KiB, of JSON, every
field checked. The list sets aside a damaged ticket as `NAME.damaged-N` and two tickets of one
game as `NAME.duplicate-N` (their seats taken together into one), each with a sentence saying
where; nothing else is lost. The one ticket of earlier versions, `network-game.json` beside the
saves, becomes a ticket of the folder on the first listing.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..names import GAME_NAME_MAX, SEAT_NAME_MAX, name_problem
from ..rules import Sentence
from .atomic import write_atomically
from .failures import SaveWarning, system_words, warning_for
from .small_files import NO_FILE, read_small_json, set_aside
from .writer import LatestWriter

FOLDER = "network-games"
LEGACY_FILE = "network-game.json"  # the one ticket of earlier versions, beside the saves
FORMAT = "xerxes-network-ticket"
LEGACY_FORMAT = "xerxes-network-game"
HOST, JOINED = "host", "joined"  # this app runs the game's server; it plays at someone else's
MAX_SEATS = 4
MAX_TEXT = 253  # an address's longest; tokens are 32 letters
MAX_CODE = 16
PACES = ("table", "day")  # at the table now, or by the day (net/clocks.py)


@dataclass(frozen=True)
class Ticket:
    role: str
    address: str
    port: int
    code: str
    tokens: dict[int, str]  # each seat played at this computer, by its number
    tls: bool = False
    creator: str | None = None  # the creator token, when this computer created the game
    names: tuple[str, ...] = ()  # the players, by seat, as last seen here
    year: int = 0  # 0 before the first year is seen
    turn: int | None = None  # the seat deciding, as last seen; None once over
    over: bool = False
    hints_used: int = 0  # hints shown at this computer
    played: float = 0.0  # when last played here (seconds since the epoch)
    path: Path | None = field(default=None, compare=False)  # the file it was read from
    pace: str = "table"  # one of PACES; tickets written before games by the day were at the table
    abandoned: bool = False  # over by its people's agreement (net/ending.py); tickets written before: never
    name: str | None = None  # the game's name, as its host chose it; None: a game (or a ticket) made before names
    watcher: str | None = None  # the name this computer watches the game under, holding no seat (net/watchers.py)
    asks_final: bool = True  # False once "Don't ask again in this game" was ticked here (table/confirm.py)

    @property
    def title(self) -> str:
        """What the lists call the game: its name, or its code for a game without one."""
        return self.name or self.code

    @property
    def game(self) -> tuple[str, int, str]:
        """Which game it is: a code is a game's on its server only."""
        return self.address.lower(), self.port, self.code

    @property
    def file_name(self) -> str:
        where = hashlib.sha256(f"{self.address.lower()}:{self.port}".encode("utf-8", "surrogatepass")).hexdigest()[:8]
        return f"{self.code}-{where}.json"

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": 1, "role": self.role, "address": self.address, "port": self.port,
                "code": self.code, "tls": self.tls, "tokens": {str(seat): token for seat, token in sorted(self.tokens.items())},
                "creator": self.creator, "names": list(self.names), "year": self.year, "turn": self.turn,
                "over": self.over, "hints_used": self.hints_used, "played": self.played, "pace": self.pace,
                "abandoned": self.abandoned, "name": self.name, "watcher": self.watcher, "asks_final": self.asks_final}


@dataclass(frozen=True)
class Tickets:
    tickets: tuple[Ticket, ...]  # the latest played first
    problems: tuple[Sentence, ...]  # the tickets set aside, and where


def folder_of(save_dir: Path) -> Path:
    return Path(save_dir) / FOLDER


# Reading ---------------------------------------------------------------------------------------


def ticket_from_json(data: Any, path: Path | None = None) -> Ticket:
    """The ticket `data` holds; ValueError saying what is wrong when it holds none."""
    if not isinstance(data, dict):
        raise ValueError("it is not a ticket")
    if data.get("format") == LEGACY_FORMAT:
        data = {**data, "played": data.get("kept", 0.0), "names": [], "format": FORMAT, "version": 1}
    if data.get("format") != FORMAT or data.get("version") != 1:
        raise ValueError("it is not a ticket of a network game")
    tokens, watcher = data.get("tokens"), data.get("watcher")
    if not (watcher is None or isinstance(watcher, str) and name_problem(watcher, SEAT_NAME_MAX) is None):
        raise ValueError("its watcher's name is malformed")
    if not isinstance(tokens, dict) or len(tokens) > MAX_SEATS or not (tokens or watcher):
        raise ValueError("its seats are missing")
    seats = {}
    for seat, token in tokens.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) < MAX_SEATS and _text(token)):
            raise ValueError("a seat's token is malformed")
        seats[int(seat)] = token
    names = data.get("names", [])
    if not isinstance(names, list) or len(names) > MAX_SEATS or any(name_problem(n, SEAT_NAME_MAX) for n in names):
        raise ValueError("its players' names are malformed")
    ticket = Ticket(data.get("role"), data.get("address"), data.get("port"), data.get("code"), seats, data.get("tls"),
                    data.get("creator"), tuple(names), data.get("year", 0), data.get("turn"), data.get("over", False),
                    data.get("hints_used", 0), data.get("played", 0.0), path, data.get("pace", "table"),
                    data.get("abandoned", False), data.get("name"), watcher, data.get("asks_final", True))
    code = ticket.code
    if (ticket.role not in (HOST, JOINED) or not _text(ticket.address) or not _whole(ticket.port, 1, 65535)
            or not (isinstance(code, str) and 0 < len(code) <= MAX_CODE and code.isascii() and code.isalpha() and code.isupper())
            or type(ticket.tls) is not bool or not (ticket.creator is None or _text(ticket.creator))
            or not _whole(ticket.year, 0, 8) or not (ticket.turn is None or _whole(ticket.turn, 0, MAX_SEATS - 1))
            or type(ticket.over) is not bool or not _whole(ticket.hints_used, 0, 100_000)
            or type(ticket.played) not in (int, float) or not 0 <= ticket.played < 1e11 or ticket.pace not in PACES
            or type(ticket.abandoned) is not bool or type(ticket.asks_final) is not bool
            or not (ticket.name is None or not name_problem(ticket.name, GAME_NAME_MAX))):
        raise ValueError("a field is malformed")
    return ticket


def _text(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_TEXT and value.isprintable()


def _whole(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def read_ticket(path: Path) -> Ticket:
    """The ticket at `path`; OSError when it cannot be read (not there, a pipe, a folder), ValueError
    when it is not a sound ticket (too large, not JSON, a field wrong)."""
    data = read_small_json(path)
    if data is NO_FILE:
        raise FileNotFoundError(path)
    return ticket_from_json(data, path)


def latest_ticket(save_dir: Path) -> Ticket | None:
    """The network game played here last, for Continue: read only, nothing set aside."""
    found = [ticket for ticket, _ in _read_all(folder_of(save_dir))]
    legacy = _legacy(Path(save_dir))
    return max(found + ([legacy] if legacy else []), key=lambda t: t.played, default=None)


def read_tickets(save_dir: Path) -> list[Ticket]:
    """Every sound ticket, read only: nothing set aside nor written (the turn watcher reads them
    beside the app, which tidies the folder itself)."""
    return [ticket for ticket, _ in _read_all(folder_of(save_dir))]


def servers_used(save_dir: Path, most: int = 5) -> list[tuple[str, int, bool]]:
    """The servers of the games joined here, the latest played first: (address, port, TLS)."""
    found: list[tuple[str, int, bool]] = []
    for ticket in sorted((t for t, _ in _read_all(folder_of(save_dir))), key=lambda t: t.played, reverse=True):
        server = (ticket.address, ticket.port, ticket.tls)
        if ticket.role == JOINED and server not in found:
            found.append(server)
    return found[:most]


def list_tickets(save_dir: Path) -> Tickets:
    """Every network game kept, the latest played first. A damaged ticket or a duplicate is set
    aside (kept under another name), with a sentence saying where."""
    folder = folder_of(save_dir)
    problems: list[Sentence] = []
    _bring_in_legacy(Path(save_dir), problems)
    games: dict[tuple, list[Ticket]] = {}
    for ticket, problem in _read_all(folder, with_problems=True):
        if problem is not None:
            problems.append(_set_aside(problem[0], "damaged", problem[1]))
        else:
            games.setdefault(ticket.game, []).append(ticket)
    tickets = []
    for found in games.values():
        found.sort(key=lambda t: t.played, reverse=True)
        ticket = found[0]
        if len(found) > 1:  # copies of one game: one ticket, with every seat any of them holds
            tokens = {seat: token for other in reversed(found) for seat, token in other.tokens.items()}
            ticket = replace(ticket, tokens=tokens, creator=next((t.creator for t in found if t.creator), None),
                             name=next((t.name for t in found if t.name), None), path=folder / ticket.file_name)
            written = keep_ticket(save_dir, ticket) is None
            for other in found if written else ():  # a ticket not written sets nothing aside
                if other.path != ticket.path:
                    problems.append(_set_aside(other.path, "duplicate", ticket.code))
        tickets.append(ticket)
    tickets.sort(key=lambda t: t.played, reverse=True)
    return Tickets(tuple(tickets), tuple(problems))


def _read_all(folder: Path, with_problems: bool = False) -> list[tuple[Ticket | None, tuple | None]]:
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
    except OSError:
        return []  # no folder yet: no network game kept
    found = []
    for path in paths:
        try:
            found.append((read_ticket(path), None))
        except FileNotFoundError:
            continue  # removed meanwhile
        except (OSError, ValueError, RecursionError) as error:
            if with_problems:
                found.append((None, (path, system_words(error) if isinstance(error, OSError) else str(error))))
    return found


def _legacy(save_dir: Path) -> Ticket | None:
    try:
        return read_ticket(save_dir / LEGACY_FILE)
    except (OSError, ValueError, RecursionError):
        return None


def _bring_in_legacy(save_dir: Path, problems: list[Sentence]) -> None:
    """The ticket of earlier versions becomes a ticket of the folder (once written there, it goes)."""
    path = save_dir / LEGACY_FILE
    if not path.exists() and not path.is_symlink():
        return
    ticket = _legacy(save_dir)
    if ticket is None:
        problems.append(_set_aside(path, "damaged", "it is not a ticket of a network game"))
        return
    if keep_ticket(save_dir, replace(ticket, path=None)) is None:
        try:
            path.unlink()
        except OSError:
            pass  # read again next time, and written again: nothing lost


def _set_aside(path: Path, kind: str, detail: str) -> Sentence:
    try:
        aside = set_aside(path, kind)
    except OSError as error:
        return Sentence(f"The network game's ticket {path} cannot be read ({detail}) nor set aside ({system_words(error)}).",
                        "problem.ticket_left", file=str(path), error=system_words(error))
    if kind == "duplicate":
        return Sentence(f"Two tickets kept the network game {detail}: their seats are taken together, the other one kept as {aside}.",
                        "problem.ticket_duplicate", code=detail, file=str(aside))
    return Sentence(f"A network game's ticket could not be read ({detail}): it is kept as {aside}.",
                    "problem.ticket_set_aside", problem=detail, file=str(aside))


# Writing ---------------------------------------------------------------------------------------


def keep_ticket(save_dir: Path, ticket: Ticket) -> SaveWarning | None:
    """Write the ticket now, whole; a warning instead of an exception when the disk refuses."""
    return _write(folder_of(save_dir) / ticket.file_name, _encode(ticket))


def _encode(ticket: Ticket) -> bytes:
    return json.dumps(ticket.to_json(), indent=2, ensure_ascii=False).encode("utf-8")


def _write(path: Path, data: bytes) -> SaveWarning | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, data)
    except OSError as error:
        return warning_for(error, path.parent, "ticket", "play_goes_on")
    return None


def remove_ticket(ticket: Ticket) -> Sentence | None:
    """Give the ticket up: the seats it held can no longer be played here. Why not, or None."""
    try:
        ticket.path.unlink()
    except FileNotFoundError:
        return None
    except OSError as error:
        return Sentence(f"The ticket could not be removed: {system_words(error)}.", "problem.ticket_not_removed",
                        error=system_words(error))
    return None


class TicketKeeper:
    """Keeps one game's ticket as it goes, written on a thread of its own: a frame never waits
    for the disk, and a ticket asked for while another is written replaces it (writer.py)."""

    def __init__(self, save_dir: Path):
        self.save_dir = Path(save_dir)
        self._writer: LatestWriter | None = None
        self._name: str | None = None

    def keep(self, ticket: Ticket) -> SaveWarning | None:
        if self._name != ticket.file_name:
            self.close()
            path = folder_of(self.save_dir) / ticket.file_name
            self._writer, self._name = LatestWriter(lambda data: _write(path, data), name="ticket"), ticket.file_name
        return self._writer.put(_encode(replace(ticket, played=ticket.played or time.time())))

    def close(self) -> None:
        """Finish the last write."""
        if self._writer is not None:
            self._writer.close()
        self._writer, self._name = None, None
