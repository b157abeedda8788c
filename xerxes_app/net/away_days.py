"""Away days in a game by the day, as Little Golem and Pente.org keep them: each person has a bank
of days, chosen when the game is made (0, 7 or 14), to be away without losing their seat.

When a person's clock runs out, a day is spent from their bank and their clock gets a day; only
once the bank is empty has their clock run out for good, and only then may the others hand their
seat to a computer (rooms.py, `hand_over`). A person may also say they are away until a date: the
days to it are spent at once, and their clock stands still until then.

Every spending follows from the server's wall clock alone: a clock's time left counts the days its
bank would have spent (`cover`), whoever looks, and the server writes them down (`Clocks.settle`)
whenever it looks at a seat's clock and at each beat of its watch, telling the table then. A
clock stands still while the game is not served (clocks.py), so no day is spent for a server's
down time either.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ..rules.errors import damaged
from .protocol import Refused

DAY = 24 * 3600
CHOICES = (0, 7, 14)
DEFAULT = 7  # a game made before away days, or by a frame that does not say, gives each person a week


@dataclass
class AwayDays:
    chosen: int  # each person's bank when the game was made: one of CHOICES
    bank: list[int | None]  # each seat's days left; None: a seat without a clock by the day
    until: list[float | None]  # the wall time each seat said it is away until; None: not said
    spent: list[tuple[int, int, int]] = field(default_factory=list, compare=False)  # (seat, days, bank after), not yet told

    @classmethod
    def chosen_in(cls, frame: dict, timed: list[bool]) -> "AwayDays":
        """The bank a "create" frame asks for ("away_days"), for the seats with a clock by the day."""
        days = frame.get("away_days", DEFAULT)
        if type(days) is not int or days not in CHOICES:
            raise Refused("malformed", "net.malformed", f"away_days must be one of {', '.join(map(str, CHOICES))}")
        return cls.full(days if any(timed) else 0, timed)

    @classmethod
    def full(cls, days: int, timed: list[bool]) -> "AwayDays":
        return cls(days, [days if on else None for on in timed], [None] * len(timed))

    def due(self, seat: int, left: float) -> int:
        """The days the seat's bank spends for a clock at `left` (at or below zero: run out)."""
        bank = self.bank[seat]
        if left > 0 or not bank:
            return 0
        return min(bank, math.floor(-left / DAY) + 1)

    def cover(self, seat: int, left: float) -> float:
        """The clock's time left once its bank has spent what it spends."""
        return left + DAY * self.due(seat, left)

    def write_down(self, seat: int, days: int) -> None:
        self.bank[seat] -= days
        self.spent.append((seat, days, self.bank[seat]))

    def declare(self, seat: int, days: Any, now: float) -> float:
        """The seat's person is away for `days` from now (from the end of a time said before): the
        days are spent at once. Returns the wall time they are away until."""
        bank = self.bank[seat]
        if not bank:
            raise Refused("away", "net.away_none")
        if type(days) is not int or not 1 <= days <= bank:
            raise Refused("away", "net.away_too_many", bank)
        until = max(now, self.until[seat] or 0.0) + days * DAY
        self.bank[seat] -= days
        self.until[seat] = until
        return until

    def frame(self) -> dict[str, Any]:
        return {"days": self.chosen, "bank": list(self.bank), "until": list(self.until)}

    def to_json(self) -> dict[str, Any]:
        return self.frame()

    @classmethod
    def from_json(cls, data: Any, timed: list[bool]) -> "AwayDays":
        """The bank a save kept; a game saved before away days gets the default, whole."""
        if data is None:
            return cls.full(DEFAULT if any(timed) else 0, timed)
        days = data.get("days") if isinstance(data, dict) else None
        bank, until = (data.get("bank"), data.get("until")) if isinstance(data, dict) else (None, None)
        if (days not in CHOICES or type(days) is not int or not isinstance(bank, list) or not isinstance(until, list)
                or len(bank) != len(timed) or len(until) != len(timed)
                or not all((b is None) if not on else (type(b) is int and 0 <= b <= days) for b, on in zip(bank, timed))
                or not all(u is None or (type(u) in (int, float) and u == u and abs(u) < 1e12) for u in until)):
            raise damaged("the network game's away days are malformed")
        return cls(days, bank, [None if u is None else float(u) for u in until])
