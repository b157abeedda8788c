"""What a game keeps for the ratings (people/ratings.py), the server's own record beside the game
as `computer_moves` is: the moves each seat's person made, who gave a seat up, and whether its
end has been counted.

A seat's account at the end is its `NetSeat.account`; giving a seat up clears that (the seat is
nobody's until taken again), so the account that gave it up is kept here, with the moves it had
made, and is the one rated for that seat, ranked last, even if someone else took the seat since
and finished the game (they came to a game under way: not rated for it). So is an absent person
whose seat to fill a newcomer took over (rooms.py `take_open`), and a deleted account's seat in a
game under way (former.py). A person who gave their seat up and took it back with their account
is rated for it as any other.

Moves are those a person sent with the seat's token: a command adds one, an undo takes one back
and a redo gives it again; a computer's move for an absent person is none of theirs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.errors import damaged

ACCOUNT_ID_MAX = 64  # an account's id as a game keeps it (people/accounts.py makes them far shorter)


@dataclass
class RatedRecord:
    moves: list[int]  # each seat's persons' moves
    quitters: list[tuple[int, str, int]] = field(default_factory=list)  # (seat, account, its moves then), in order
    counted: bool = False  # its end counted in the ratings (rated, or found not to be)

    @classmethod
    def new(cls, seats: int) -> "RatedRecord":
        return cls([0] * seats)

    def moved(self, seat: int, kind: str) -> None:
        """The seat's person sent a command, an undo or a redo."""
        self.moves[seat] = max(0, self.moves[seat] + (-1 if kind == "undo" else 1))

    def gave_up(self, seat: int, account: str | None) -> None:
        if account is not None:
            self.quitters.append((seat, account, self.moves[seat]))

    def quitter(self, seat: int, account_now: str | None) -> tuple[str, int] | None:
        """The first account that gave the seat up, with its moves then; None when none did, or
        when that account holds the seat again."""
        first = next(((account, moves) for held, account, moves in self.quitters if held == seat), None)
        return None if first is None or first[0] == account_now else first

    def to_json(self) -> dict[str, Any]:
        return {"moves": self.moves, "quitters": [list(quitter) for quitter in self.quitters], "counted": self.counted}

    @classmethod
    def from_json(cls, data: Any, seats: int) -> "RatedRecord":
        """The record a save kept; a game saved before it has none, and its end counts for nothing."""
        if data is None:
            return cls([0] * seats, counted=True)
        moves, quitters, counted = (data.get(key) for key in ("moves", "quitters", "counted")) if isinstance(
            data, dict) else (None, None, None)
        if (not isinstance(moves, list) or len(moves) != seats or not all(type(n) is int and n >= 0 for n in moves)
                or not isinstance(quitters, list) or not isinstance(counted, bool)
                or not all(_quitter(row, seats) for row in quitters)):
            raise damaged("the network game's record for the ratings is malformed")
        return cls(moves, [tuple(row) for row in quitters], counted)


def _quitter(row: Any, seats: int) -> bool:
    return (isinstance(row, list) and len(row) == 3 and type(row[0]) is int and 0 <= row[0] < seats
            and isinstance(row[1], str) and 0 < len(row[1]) <= ACCOUNT_ID_MAX and type(row[2]) is int and row[2] >= 0)
