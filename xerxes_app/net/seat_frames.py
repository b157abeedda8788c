"""What one seat is sent of its game (R25): its view, its own log by increments, the computers'
public reasons placed in that log, the score by year, whether it may undo, the clocks, and the
moves a computer made for an absent person, placed in that log too.

Nothing else of the game leaves the server: `view_for` has already hidden the other hands, the
decks' order, the seed and the generator's state, and the log keeps only the entries this seat
may read.
"""

from __future__ import annotations

from ..rules import view_for
from ..rules.reveals import OVER
from ..session import NoUndo
from .rooms import Room
from .views import encode_entries, encode_view


class SeatPicture:
    """A seat's frame fields for the game as it stands, made once for every connection at it."""

    def __init__(self, room: Room, seat: int, now: float):
        session = room.session
        state = session.state
        self.view = view_for(state, seat)
        self.log = self.view.log
        # Session's network rule: the seat's own decision, before anyone else has the game.
        no_undo = NoUndo(OVER) if room.over else session.why_no_undo(seat)
        self.fields = {
            "code": room.code,
            "seat": seat,
            "state": encode_view(self.view),
            "commands": len(session.commands),
            "can_undo": no_undo is None,
            "no_undo": None if no_undo is None else [no_undo.why, no_undo.seat],
            "can_redo": session.may_redo(seat) and not room.over,
            "reasons": seat_reasons(room, seat),
            "by_year": [[year, row] for year, row in session.by_year],
            "moments": [list(moment) for moment in room.moments],
            # The seat's own decision Undo would take back, for its tooltip: its own, no secret.
            "last": session.taking_back(seat)[0].to_json() if no_undo is None else None,
            "clocks": room.clocks.frame(room.deciding(), now),
            "computer_moves": seat_computer_moves(room, seat),
            "ending": room.ending.frame(room, now),  # ending the game by agreement (ending.py)
        }
        room.ending.told = self.fields["ending"]  # the server's watch tells it again when it changes

    def frame(self, kind: str, log_at: int, before: dict | None = None) -> dict:
        """A "game" frame, or an "update" for a connection that holds the first `log_at` entries
        of the log and was last sent `before` (these fields): then only what changed since."""
        log_at = min(log_at, len(self.log))
        fields = self.fields
        if before is not None:
            fields = dict(fields, state=state_changes(before["state"], fields["state"]))
            for key in SENT_WHEN_CHANGED:
                if before[key] == fields[key]:
                    del fields[key]
        return {"type": kind, **fields, "log_at": log_at, "log": encode_entries(self.log[log_at:])}


SENT_WHEN_CHANGED = ("reasons", "by_year", "moments", "clocks", "computer_moves", "ending")


def state_changes(before: dict, now: dict) -> dict:
    """The fields of a view that changed; of the players, only those that changed (null for the others)."""
    changes = {key: value for key, value in now.items() if key != "players" and before.get(key) != value}
    old = before["players"]
    players = [None if i < len(old) and old[i] == player else player for i, player in enumerate(now["players"])]
    if any(player is not None for player in players):
        changes["players"] = players
    return changes


def seat_reasons(room: Room, seat: int) -> list[list]:
    """The computers' reasons by the index of their entry in this seat's own log."""
    reasons = room.session.reasons
    if not reasons:
        return []
    rows, visible = [], 0
    for index, entry in enumerate(room.session.state.log):
        if entry.seat is None or entry.seat == seat:
            if index in reasons:
                message, values = reasons[index]
                rows.append([visible, message, _plain(values)])
            visible += 1
    return rows


def seat_computer_moves(room: Room, seat: int) -> list[list[int]]:
    """[commands applied before, the seat played for, the index in this seat's own log of the
    move's first entry] for each move a computer made for an absent person."""
    if not room.computer_moves:
        return []
    log = room.session.state.log
    return [[before, played_for, sum(1 for entry in log[:log_at] if entry.seat is None or entry.seat == seat)]
            for before, played_for, log_at in room.computer_moves]


def _plain(values):
    return [_plain(v) for v in values] if isinstance(values, (tuple, list)) else values
