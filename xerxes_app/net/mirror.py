"""A client's copy of one network game, for the screens: what the table reads of a Session.

The server holds the game; a RemoteGame holds what this computer's seats may see of it, kept
up to date from the frames (`take`). `apply`, `undo` and `redo` send the request and return at
once: the answer comes later as an "update" frame (or a "refused" one, kept in
`pending_refusal` and given to `on_refusal`). With several seats at one screen (pass-and-play
among the host's people), `show(seat)` chooses whose view `state` is.

A watcher (`watch`) holds no seat: its one view is the view for no seat (key WATCHER, every hand
hidden, R25), and it sends nothing that acts. Everyone at the game, watchers too, keeps the words
at the table (`talk`, each line once by its number), what happened to the seats (`events`, lines
of their own) and the watchers' names (`watchers`).
"""

from __future__ import annotations

from typing import Any, Callable

from ..rules import Command, GameState, command_from_json, current_player
from ..rules.content import content_from_data
from ..session import NO_UNDO, NOTHING, NoUndo, Seat
from .views import decode_entries, decode_view, merge_update

OPEN = "open"
WATCHER = None  # a watcher's view: nobody's seat (net/watchers.py)


class SeatView:
    """What one seat of this computer was last sent."""

    def __init__(self):
        self.data: dict[str, Any] = {}
        self.log: list = []
        self.state: GameState | None = None


class RemoteGame:
    computers_here = False  # the computers think on the server: a decision stands once anyone else has the game

    def __init__(self, connection: Any, code: str):
        self.hints = False  # whether hints were chosen for this game (the server says so)
        self.hints_used = 0  # hints shown at this computer (kept in its ticket)
        self.asks_final = True  # False once "Don't ask again in this game" was ticked here (kept in its ticket)
        self.connection = connection
        self.code = code
        self.name: str | None = None  # the game's name, as its host chose it; None: a game made before names
        self.content = None
        self.seats: list[Seat] = []
        self.presence: list[bool] = []  # whether someone is at each seat now
        self.away_since: list[float | None] = []  # since when each seat away is (the server's wall time), if known
        self.open: list[bool] = []  # seats nobody has taken yet
        self.stood_in: list[bool] = []  # people's seats a computer plays since their clock ran out
        self.ratings: list[dict] = []  # each seat's account's "rating" and "provisional", {} for a seat no account holds
        self.tokens: dict[int, str] = {}  # this computer's seats: seat -> its secret, for rejoining
        self.views: dict[int, SeatView] = {}
        self.shown: int | None = None
        self.pending_refusal: dict | None = None
        self.on_refusal: Callable[[dict], None] | None = None
        self.on_change: Callable[[], None] | None = None  # after an update changed the game
        self.pasts: dict[tuple[int, int], GameState] = {}  # (seat, after): a past view, asked with ask_past
        self.own: dict[int, list[tuple[int, Command]]] = {}  # a seat's own decisions, asked with ask_past(own=True)
        self.reopened: set[int] = set()  # this computer's seats the game's creator opened again: held no more
        self.elsewhere: set[int] = set()  # this computer's seats taken up by another connection with their token
        self.watching = False  # whether this computer watches the game, holding no seat
        self.watchers: list[str] = []  # the names of those watching the game
        self.may_speak = False  # whether this computer, watching, may say a word to the table
        self.watching_as: str | None = None  # the name it watches under
        self.talk: list[dict] = []  # the words at the table, oldest first (net/table_talk.py's lines)
        self.events: list[dict] = []  # what happened to the seats, oldest first: lines of the table's own (seat_events.py)
        self.heard = -1  # the number of the newest line kept, said or told

    # --- What the table reads ----------------------------------------------------------------

    @property
    def my_seats(self) -> list[int]:
        return sorted(seat for seat in self.views if seat is not WATCHER)

    @property
    def ready(self) -> bool:
        return self.shown in self.views and self.views[self.shown].state is not None

    def show(self, seat: int) -> None:
        if seat in self.views:
            self.shown = seat

    @property
    def _view(self) -> SeatView:
        return self.views[self.shown]

    @property
    def state(self) -> GameState:
        return self._view.state

    @property
    def commands(self) -> list[None]:
        """As long as the commands applied; their contents stay on the server."""
        return [None] * self._view.data.get("commands", 0)

    @property
    def reasons(self) -> dict[int, tuple[str, tuple]]:
        return {entry: (message, tuple(values)) for entry, message, values in self._view.data.get("reasons", [])}

    @property
    def by_year(self) -> list[tuple[int, list[int]]]:
        return [(year, list(row)) for year, row in self._view.data.get("by_year", [])]

    def why_no_undo(self, seat: int) -> NoUndo | None:
        """Why the seat cannot take back its last decision, as the server said, or None when it can."""
        data = self.views[seat].data if seat in self.views else {}
        if data.get("can_undo"):
            return None
        why, who = data.get("no_undo") or (NOTHING, None)  # a server before it said why: nothing said
        return NoUndo(why, who) if why in NO_UNDO and who in (None, *range(len(self.seats))) else NoUndo(NOTHING)

    def may_redo(self, seat: int) -> bool:
        return seat in self.views and bool(self.views[seat].data.get("can_redo"))

    @property
    def moments(self) -> list[tuple[int, int, str]]:
        """Where each round and phase began: (commands applied, year, phase), for History."""
        return [tuple(moment) for moment in self._view.data.get("moments", [])]

    def taking_back(self, seat: int) -> tuple[Command | None, int]:
        """The seat's own decision Undo would take back, as the server names it (None: a server
        that does not), and none after it: in a network game a decision stands once anyone
        else has the game."""
        data = self.views[seat].data.get("last") if seat in self.views else None
        return (command_from_json(data) if data is not None else None), 0

    @property
    def humans(self) -> int:
        return sum(1 for seat in self.seats if seat.is_human)

    @property
    def deciding(self) -> int | None:
        """The seat of this computer deciding now, by the newest view of the game it holds."""
        known = [(view.data.get("commands", 0), seat) for seat, view in self.views.items() if view.state is not None]
        if not known:
            return None
        newest = max(count for count, _ in known)
        for count, seat in known:
            state = self.views[seat].state
            if count == newest and not state.is_over and current_player(state) == seat and not self._stood_in(seat):
                return seat
        return None

    # --- What the table asks -----------------------------------------------------------------

    def apply(self, command: Command, reason: tuple[str, tuple] | None = None) -> None:
        """Send the command for the seat deciding (the reason of a person is none: ignored)."""
        seat = current_player(self.state)
        self._send("command", seat, command=command.to_json())

    def undo(self, seat: int) -> None:
        self._send("undo", seat)

    def redo(self, seat: int) -> None:
        self._send("redo", seat)

    def hand_over(self, absent: int) -> None:
        """Ask that a computer play the absent person's seat, whose clock has run out."""
        seat = self.shown if self.shown is not None else self.my_seats[0]
        self.connection.send({"type": "hand_over", "code": self.code, "seat": seat,
                              "token": self.tokens.get(seat, ""), "absent": absent})

    def take_back(self, seat: int) -> None:
        """Take this computer's seat back from the computer playing it."""
        self.connection.send({"type": "take_back", "code": self.code, "seat": seat, "token": self.tokens.get(seat, "")})

    def ask_past(self, after: int, seat: int | None = None, own: bool = False) -> None:
        """Ask for the seat's view after the first `after` commands; it lands in `pasts` (and with
        `own`, the seat's own decisions in `own`)."""
        seat = self.shown if seat is None else seat
        if seat is WATCHER:  # a watcher's History: the view for no seat
            self.connection.send({"type": "past", "code": self.code, "after": after})
            return
        frame = {"type": "past", "code": self.code, "seat": seat, "token": self.tokens.get(seat, ""), "after": after}
        self.connection.send({**frame, "own": True} if own else frame)

    def watch(self, name: str) -> None:
        """Ask to watch the game under `name`."""
        self.connection.send({"type": "watch", "code": self.code, "name": name})

    def say(self, text: str | None = None, phrase: str | None = None) -> None:
        """Say a line at the table (or a set phrase, by its key), from the seat shown here, or as
        this computer's watcher where watchers may speak (the server knows its name)."""
        said = {"phrase": phrase} if phrase is not None else {"text": text}
        if not self.my_seats:
            if self.may_speak:
                self.connection.send({"type": "say", "code": self.code, **said})
            return
        seat = self.shown if self.shown in self.my_seats else self.my_seats[0]
        self.connection.send({"type": "say", "code": self.code, "seat": seat, "token": self.tokens.get(seat, ""), **said})

    def _send(self, kind: str, seat: int, **fields: Any) -> None:
        view = self.views.get(seat)
        seen = view.data.get("commands", 0) if view is not None else 0
        self.connection.send({"type": kind, "code": self.code, "seat": seat, "token": self.tokens.get(seat, ""),
                              "seen": seen, **fields})

    # --- Frames ------------------------------------------------------------------------------

    def take(self, frames: list[dict]) -> None:
        """Update from the frames of this game (others are passed over)."""
        for frame in frames:
            if frame.get("code") != self.code and not (frame.get("type") == "refused" and frame.get("code") is None):
                continue  # another game's (a refusal of a frame unread has no code: it may be ours)
            kind = frame.get("type")
            if kind == "joined":
                self.tokens[frame["seat"]] = frame["token"]
                self.views.setdefault(frame["seat"], SeatView())
                if self.shown is None:
                    self.shown = frame["seat"]
            elif kind == "game":
                self.content = content_from_data(frame["content"])
                self.hints = frame.get("hints") is True
                self.name = frame["name"] if isinstance(frame.get("name"), str) else None
                self.reopened.discard(frame["seat"])
                self.elsewhere.discard(frame["seat"])
                self._seats(frame["seats"])
                self._update(frame)
                self._talk(frame.get("talk", []))
            elif kind == "update":
                self._update(frame)
            elif kind in ("seats", "room"):
                self._seats(frame["seats"])
                self.watchers = [name for name in frame.get("watchers", []) if isinstance(name, str)]
            elif kind == "watching":
                self.watching, self.may_speak = True, frame.get("speak") is True
                self.watching_as = frame.get("name") if isinstance(frame.get("name"), str) else None
                self.views.setdefault(WATCHER, SeatView())
            elif kind == "talk":
                self._talk(frame.get("lines", []))
            elif kind == "past":
                seat = frame["seat"]
                self.pasts[(seat, frame["after"])] = decode_view(frame["state"], self.content, decode_entries(frame["log"]))
                if "own" in frame:
                    self.own[seat] = [(number, command_from_json(data)) for number, data in frame["own"]]
            elif kind in ("reopened", "given_up") and frame.get("seat") in self.views:
                self.reopened.add(frame["seat"])
            elif kind == "replaced" and frame.get("seat") in self.views:
                self.elsewhere.add(frame["seat"])
            elif kind == "refused":
                self.pending_refusal = frame
                if self.on_refusal is not None:
                    self.on_refusal(frame)

    def _seats(self, rows: list[dict]) -> None:
        self.seats = [Seat(row["name"], "human" if row["kind"] == OPEN else row["kind"]) for row in rows]
        self.presence = [bool(row.get("present")) for row in rows]
        self.away_since = [row.get("away_since") if type(row.get("away_since")) in (int, float) else None for row in rows]
        self.open = [bool(row.get("open")) for row in rows]
        self.stood_in = [bool(row.get("stand_in")) for row in rows]
        self.ratings = [{key: row[key] for key in ("rating", "provisional") if key in row} for row in rows]

    def _talk(self, lines: list) -> None:
        """Lines said at the table: each kept once, by its number (a rejoin sends them all again)."""
        for line in lines:
            if isinstance(line, dict) and type(line.get("n")) is int and line["n"] > self.heard:
                self.heard = line["n"]
                (self.events if "event" in line else self.talk).append(line)

    def _stood_in(self, seat: int) -> bool:
        return seat < len(self.stood_in) and self.stood_in[seat]

    def _update(self, frame: dict) -> None:
        seat = frame["seat"]
        if frame["type"] == "update" and not (seat in self.views and self.views[seat].data):
            # Only what changed since a seat's whole picture: of a seat this copy never had (another
            # table's on the same connection, one computer playing two), nothing to change.
            return
        view = self.views.setdefault(seat, SeatView())
        if self.shown is None:
            self.shown = seat
        view.log = view.log[: frame["log_at"]] + decode_entries(frame["log"])
        view.data = merge_update(view.data, frame) if frame["type"] == "update" else frame
        view.state = decode_view(view.data["state"], self.content, view.log)
        if self.on_change is not None:
            self.on_change()
