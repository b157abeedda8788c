"""Ending a game nobody can finish: by the agreement of the persons who remain at it.

A game may be ended so once a person has left it for good: their seat given up (open again,
nobody having taken it since), or, by the day, played by a computer for GONE_DAYS days. Each
remaining person (a person's seat held, not left so) then says yes or no: the game ends once all
have said yes, and one no keeps it going (the yeses said before are forgotten: a new ending
starts from nobody). It is then over as abandoned: no move is taken any more, and it is kept in
every list as abandoned and counted as nobody's win. Who agreed is public, in every seat's
frame ("ending") and in the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.errors import damaged
from .away_days import DAY
from .protocol import Refused

GONE_DAYS = 7  # a seat a computer has played this long, by the day, is its person's no longer


@dataclass
class Ending:
    computer_since: list[float | None]  # since when a computer plays each seat for its person (wall time)
    agreed: list[int] = field(default_factory=list)  # the seats whose persons said yes, in order
    refused: int | None = None  # the seat whose person last said no, until someone says yes again
    abandoned: float | None = None  # when the game ended by agreement (wall time)
    told: dict | None = field(default=None, compare=False)  # the frame as the server's watch last saw it

    def note(self, room, now: float) -> None:
        """Keep up with the computers standing in: each seat's since when, from now if new."""
        for seat, net in enumerate(room.seats):
            if not net.stand_in:
                self.computer_since[seat] = None
            elif self.computer_since[seat] is None:
                self.computer_since[seat] = float(now)

    def gone(self, room, now: float) -> list[int]:
        """The persons' seats left for good: given up, or played by a computer for a week by the day."""
        by_day = room.clocks.pace == "day"
        return [seat for seat, (person, net) in enumerate(zip(room.session.seats, room.seats)) if person.is_human and (
            net.open or (by_day and self.computer_since[seat] is not None
                         and now - self.computer_since[seat] >= GONE_DAYS * DAY))]

    def remaining(self, room, now: float) -> list[int]:
        gone = self.gone(room, now)
        return [seat for seat, person in enumerate(room.session.seats) if person.is_human and seat not in gone]

    def possible(self, room, now: float) -> bool:
        return (room.clocks.started and not room.session.state.is_over and self.abandoned is None
                and bool(self.gone(room, now)) and bool(self.remaining(room, now)))

    def answer(self, room, seat: int, agree: Any, now: float) -> bool:
        """A remaining person's yes or no; True when the game has ended with it."""
        if type(agree) is not bool:
            raise Refused("malformed", "net.malformed", "agree must be true or false")
        self.note(room, now)
        if not self.possible(room, now) or seat not in self.remaining(room, now):
            raise Refused("ending", "net.cannot_end")
        if not agree:
            self.agreed, self.refused = [], seat
            return False
        self.refused = None
        if seat not in self.agreed:
            self.agreed.append(seat)
        if set(self.remaining(room, now)) <= set(self.agreed):
            self.abandoned = float(now)
            return True
        return False

    def frame(self, room, now: float) -> dict[str, Any]:
        """What every seat is told: whether the game may be ended now, who agreed, who refused,
        who must still answer, and whether it was abandoned."""
        possible = self.possible(room, now)
        remaining = self.remaining(room, now) if possible else []
        return {"possible": possible, "agreed": [seat for seat in self.agreed if seat in remaining],
                "refused": self.refused if possible else None, "remaining": remaining,
                "abandoned": self.abandoned is not None}

    def to_json(self) -> dict[str, Any]:
        return {"computer_since": self.computer_since, "agreed": self.agreed, "refused": self.refused,
                "abandoned": self.abandoned}

    @classmethod
    def from_json(cls, data: Any, seats: int) -> "Ending":
        """What a save kept; a game saved before endings has none under way."""
        if data is None:
            return cls([None] * seats)
        since, agreed = (data.get("computer_since"), data.get("agreed")) if isinstance(data, dict) else (None, None)
        refused, abandoned = (data.get("refused"), data.get("abandoned")) if isinstance(data, dict) else (None, None)
        if (not isinstance(since, list) or len(since) != seats or not all(s is None or _time(s) for s in since)
                or not isinstance(agreed, list) or not all(type(s) is int and 0 <= s < seats for s in agreed)
                or not (refused is None or (type(refused) is int and 0 <= refused < seats))
                or not (abandoned is None or _time(abandoned))):
            raise damaged("the network game's ending is malformed")
        return cls([None if s is None else float(s) for s in since], agreed, refused,
                   None if abandoned is None else float(abandoned))


def _time(value: Any) -> bool:
    return type(value) in (int, float) and value == value and abs(value) < 1e12
