"""A network game's pace and its people's clocks, kept by the server in wall time.

A game is played "at the table now" (everyone there at once) or "by the day" (a move when each
can, over days). Its creator chooses one clock for every person's seat: none, or a time a move.
As Board Game Arena counts it, each person's clock is a bank: it runs only while that seat is
deciding, each move adds the time a move to it, and it holds at most CAP_MOVES moves' time. A
person whose clock has run out may have their seat handed to a computer by the others
(server.py, `hand_over`); by the day, only once their away days are spent too (away_days.py).
Computers' seats have no clock.

Times are the server's wall clock (seconds since the epoch, injected into the server), saved with
the game. A clock counts only while the game is served and under way: not before the game
starts (every seat taken, or its host's Start), and not while its server is stopped. A server
stopping stops the clocks first (`stop`); serving the game again, it starts them anew (`go`), so
a restart charges nobody for the time the game was not served. A server killed outright could
not stop them: its games start again from their last write, the person deciding given back the
time since their decision began.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.errors import damaged
from .away_days import DAY, AwayDays
from .protocol import Refused

MINUTE = 60
TABLE, BY_DAY = "table", "day"
NO_CLOCK = "none"
# Each pace's clocks: a name, and the time each move adds (None: no clock).
CLOCKS = {
    TABLE: {NO_CLOCK: None, "2m": 2 * MINUTE, "5m": 5 * MINUTE},
    BY_DAY: {NO_CLOCK: None, "1d": DAY, "3d": 3 * DAY},
}
CAP_MOVES = 3  # a bank holds at most three moves' time: 3 days for "1 day a move", as BGA's


@dataclass
class Clocks:
    pace: str
    clock: str  # a name among CLOCKS[pace]
    left: list[float | None]  # each seat's bank when the clocks last started counting; None: no clock
    since: float  # when the current decision began (wall time)
    started: bool = True  # whether the game has started: no clock runs before (games saved before it had)
    counting: float | None = None  # since when the deciding seat's clock counts; None: standing still
    away: AwayDays | None = None  # the away days of a game by the day (away_days.py); None: made from its pace

    def __post_init__(self) -> None:
        if self.away is None:
            self.away = AwayDays.from_json(None, self.timed)

    @property
    def timed(self) -> list[bool]:
        """Which seats have a clock by the day, and so a bank of away days."""
        return [self.pace == BY_DAY and left is not None for left in self.left]

    @property
    def per_move(self) -> int | None:
        return CLOCKS[self.pace][self.clock]

    @property
    def cap(self) -> int | None:
        return None if self.per_move is None else CAP_MOVES * self.per_move

    @classmethod
    def chosen(cls, frame: dict, people: list[bool], now: float) -> "Clocks":
        """The clocks a "create" frame asks for (default: at the table, no clock); `people` says
        which seats are a person's (an open seat is). Each bank starts with one move's time."""
        pace = frame.get("pace", TABLE)
        clock = frame.get("clock", NO_CLOCK)
        if pace not in CLOCKS:
            raise Refused("malformed", "net.malformed", f"pace must be one of {', '.join(CLOCKS)}")
        if clock not in CLOCKS[pace]:
            raise Refused("malformed", "net.malformed", f"clock must be one of {', '.join(CLOCKS[pace])} here")
        per_move = CLOCKS[pace][clock]
        left = [float(per_move) if per_move is not None and person else None for person in people]
        clocks = cls(pace, clock, left, float(now), started=False)  # they stand still until the game starts
        clocks.away = AwayDays.chosen_in(frame, clocks.timed)
        return clocks

    @classmethod
    def none(cls, seats: int, now: float) -> "Clocks":
        """A game saved before clocks: at the table, none."""
        return cls(TABLE, NO_CLOCK, [None] * seats, float(now), counting=float(now))

    def left_now(self, seat: int, deciding: int | None, now: float) -> float | None:
        """The seat's time left now (below zero once run out, its away days spent); None: it has
        no clock. A seat away until a date said is charged nothing until then."""
        left = self.left[seat]
        if left is None or seat != deciding or self.counting is None:
            return left
        return self.away.cover(seat, self._counted(seat, now))

    def _counted(self, seat: int, now: float) -> float:
        """The deciding seat's time left as its clock alone counts it, no away day spent."""
        return self.left[seat] - max(0.0, now - max(self.counting, self.away.until[seat] or 0.0))

    def settle(self, deciding: int | None, now: float) -> None:
        """Write down the away days the deciding seat's clock has spent by now: its bank is
        lowered and its clock given a day for each (`away.spent` says so until told)."""
        if deciding is None or self.counting is None or self.left[deciding] is None:
            return
        days = self.away.due(deciding, self._counted(deciding, now))
        if days:
            self.left[deciding] += days * DAY
            self.away.write_down(deciding, days)

    def away_for(self, seat: int, deciding: int | None, days: Any, now: float) -> float:
        """The seat's person is away for `days`, spent from their bank now; the time their clock
        ran before, if it is theirs to decide, is charged first. Returns the wall time until."""
        if deciding == seat and self.counting is not None and self.left[seat] is not None:
            self.settle(seat, now)
            self.left[seat] = self.left_now(seat, seat, now)
            self.counting = max(self.counting, float(now))
        return self.away.declare(seat, days, now)

    def run_out(self, seat: int, deciding: int | None, now: float) -> bool:
        left = self.left_now(seat, deciding, now)
        return left is not None and left <= 0

    def moved(self, seat: int | None, now: float, added: bool) -> None:
        """The seat deciding acted (a move when `added`; an undo or a redo adds nothing): its
        time spent is taken from its bank, a move's time added up to the cap, and the next
        decision's time starts now."""
        self.settle(seat, now)
        left = self.left_now(seat, seat, now) if seat is not None else None
        if left is not None and self.counting is not None:  # a move before the start adds nothing
            self.left[seat] = min(self.cap, max(0.0, left) + (self.per_move if added else 0))
        self.since = max(self.since, float(now))
        if self.counting is not None:
            self.counting = max(self.counting, float(now))

    def start(self, now: float) -> None:
        """The game starts: every seat taken, or its host's Start. The clocks count from now."""
        if not self.started:
            self.started, self.since = True, float(now)
            self.go(now)

    def go(self, now: float) -> None:
        """The game is served from now on (started, or its server serving it again): the deciding
        seat's clock counts from now, whatever it was before."""
        if self.started:
            self.counting = float(now)

    def stop(self, deciding: int | None, now: float) -> None:
        """The game is no longer served (its server stops): the deciding seat is charged until
        now, and the clocks stand still."""
        self.settle(deciding, now)
        if self.counting is not None and deciding is not None and self.left[deciding] is not None:
            self.left[deciding] = self.left_now(deciding, deciding, now)
        self.counting = None

    def frame(self, deciding: int | None, now: float) -> dict[str, Any]:
        """What every seat is told: the pace, the clock, each seat's time left as the frame is
        made (a screen counts the running one down from when it arrives)."""
        return {"pace": self.pace, "clock": self.clock, "per_move": self.per_move, "cap": self.cap,
                "left": [None if left is None else round(left, 1)
                         for left in (self.left_now(seat, deciding, now) for seat in range(len(self.left)))],
                "running": (deciding if deciding is not None and self.left[deciding] is not None
                            and self.counting is not None else None),
                "started": self.started, "away": {**self.away.frame(), "at": round(now, 1)}}  # "at": whether "until" is to come

    def to_json(self) -> dict[str, Any]:
        return {"pace": self.pace, "clock": self.clock, "left": self.left, "since": self.since,
                "started": self.started, "counting": self.counting, "away": self.away.to_json()}

    @classmethod
    def from_json(cls, data: Any, seats: int, made: float | None) -> "Clocks":
        """The clocks a save kept; a save from before clocks has none."""
        if data is None:
            return cls.none(seats, made or 0.0)
        if not isinstance(data, dict):
            raise damaged("the network game's clocks are malformed")
        pace, clock, left, since = data.get("pace"), data.get("clock"), data.get("left"), data.get("since")
        started = data.get("started", True)  # saved before games started: under way since made
        counting = data.get("counting", since if started else None)
        if (pace not in CLOCKS or clock not in CLOCKS[pace] or not isinstance(left, list) or len(left) != seats
                or not all(value is None or _number(value) for value in left) or not _number(since)
                or not isinstance(started, bool) or not (counting is None or _number(counting))):
            raise damaged("the network game's clocks are malformed")
        if CLOCKS[pace][clock] is None and any(value is not None for value in left):
            raise damaged("the network game's clocks are malformed")
        clocks = cls(pace, clock, [None if value is None else float(value) for value in left], float(since), started,
                     None if counting is None else float(counting))
        clocks.away = AwayDays.from_json(data.get("away"), clocks.timed)  # a save from before: the default bank
        return clocks


def _number(value: Any) -> bool:
    return type(value) in (int, float) and value == value and abs(value) < 1e12  # no NaN, no infinity
