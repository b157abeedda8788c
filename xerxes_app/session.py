"""A game at the table: the rules' state plus who sits in each seat.

The rules know seats only by number and satrap; the app also needs each seat's name and whether
a person or a computer (of which strength) plays it. A session is what the app saves and loads:
the engine's save format with a "table" object beside the state.

A session also remembers how to take back a person's last decisions (undo) and give them again
(redo). Undo takes back the person's last decision and every decision after it, as long as each of
those was a computer's played here (`computers_here`), nothing was revealed or drawn since
(`rules/reveals.py`: Board Game Arena's policy), and the decision has not passed to another person
(at one screen the screen is theirs, R25); where it cannot, `why_no_undo` says why. On a server
the computers answer for themselves, so there a decision stands once the decision passes to
anyone else. Redo gives the person's decision back; the computers then decide again from there,
and need not choose as before. That memory lives only while the app runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .names import SEAT_NAME_MAX, name_problem
from .rules import Command, GameState, apply, command_from_json, current_player, from_json, to_json
from .rules.errors import damaged
from .rules.messages import ENGLISH, render
from .rules.reveals import REVEALS, revealed
from .rules.saveformat import tuples
from .rules.solo import progress

HUMAN = "human"
# The computers a player may seat at the table (bots/bot.py makes each); here, beside the seats,
# so that a game can be opened without loading the computers.
STRENGTHS = ("easy", "normal", "hard")
KINDS = (HUMAN,) + STRENGTHS


@dataclass
class Seat:
    name: str
    kind: str = HUMAN  # "human", or a computer's strength

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class Step:
    """A decision undo may yet take back: whose it was, the game before it, the command."""

    seat: int
    before: GameState
    command: Command


@dataclass(frozen=True)
class NoUndo:
    """Why a seat cannot take anything back: what stands in the way (`rules/reveals.py`'s names
    of what was revealed, or PASSED, DECIDED, NOTHING) and whose it is, if anyone's."""

    why: str
    seat: int | None = None


PASSED = "passed"  # another person (or, on a server, anyone else) has the decision now
DECIDED = "decided"  # another person (or, on a server, anyone else) decided since
NOTHING = "nothing"  # no decision of the seat's is remembered (none yet, or the game was just opened)
NO_UNDO = REVEALS + (PASSED, DECIDED, NOTHING)  # every why, each with its words at the table


@dataclass(frozen=True)
class Redo:
    """A person's decision taken back, and the commands applied when it was: Redo gives it again
    only while the game stands exactly there (the same seed and commands make the same game)."""

    seat: int
    command: Command
    at: list


@dataclass
class Session:
    state: GameState
    seats: list[Seat]
    commands: list[dict[str, Any]] = field(default_factory=list)  # every command applied, as JSON
    # The computers' public reasons, by the index in the log of the entry each goes with: a message
    # id with its values (rules/messages.py), saved with the game so the log reads the same after
    # Continue, in either language.
    reasons: dict[int, tuple[str, tuple]] = field(default_factory=dict)
    # The score at the end of each year played here, and at the end of the game, for the charts
    # at game over: each seat's VP, or in a solo game (no VP, R20) the goal's three counts (R22).
    # A year's end reveals the next event, so undo never takes one back.
    by_year: list[tuple[int, list[int]]] = field(default_factory=list)
    # Whether a person may ask the computer for a hint at the table, and how many hints were
    # shown: both kept with the game, so game over and the records can say hints were used.
    hints: bool = False
    hints_used: int = 0
    # Whether the table asks before a decision that cannot be taken back, as far as this game
    # goes: "Don't ask again in this game" turns it off, kept with the game; Settings say it for
    # every game.
    asks_final: bool = True
    # Whether the computers' seats are played here, so that undo may take back their decisions
    # with a person's; not on a server, where a decision stands once anyone else has the game
    # (network rule, net/rooms.py). Not saved: it belongs to where the game is played.
    computers_here: bool = field(default=True, compare=False)
    # Undo: the decisions since the last point nothing goes back across, oldest first; that point
    # itself, if any, first, for the words of a refusal.
    _past: list[Step | NoUndo] = field(default_factory=list, repr=False, compare=False)
    _redoable: list[Redo] = field(default_factory=list, repr=False, compare=False)

    @property
    def humans(self) -> int:
        return sum(1 for seat in self.seats if seat.is_human)

    @property
    def needs_hand_off(self) -> bool:
        """R25: with more than one person at the screen, secrets hide behind a hand-off."""
        return self.humans > 1

    def apply(self, command: Command, reason: tuple[str, tuple] | None = None) -> None:
        """Apply a command to the game (IllegalCommand leaves everything untouched) and record it,
        with a computer's public reason for it if given: recorded here, not after, so the autosave
        of this command keeps its reason too."""
        log_at = len(self.state.log)
        seat = current_player(self.state)
        self._apply(command)
        if not self._taken_back_with_others(seat):
            self._redoable.clear()  # a person's new decision: what was taken back is not given again
        if reason is not None:
            # The reason goes with the first public entry of the decision (R25). An undo that takes
            # the decision back drops its reason with its entries.
            log = self.state.log
            at = next((i for i in range(log_at, len(log)) if log[i].seat is None), None)
            if at is not None:
                self.reasons[at] = reason

    def _apply(self, command: Command) -> None:
        seat = current_player(self.state)
        before = self.state.clone()
        apply(self.state, command)
        self.commands.append(command.to_json())
        if self.state.year != before.year or (self.state.is_over and not before.is_over):
            self.by_year.append((before.year, scores(self.state)))
        what = revealed(before, self.state, command)
        if what is not None:
            self._past = [NoUndo(what, seat)]
        else:
            self._past.append(Step(seat, before, command))

    def _taken_back_with_others(self, seat: int) -> bool:
        """Whether the seat's decisions are taken back with a person's: a computer's, played here."""
        return self.computers_here and not self.seats[seat].is_human

    def _reach(self, seat: int) -> int | NoUndo:
        """Where in the past the seat's last decision lies that undo may take back, or why none:
        the nearest thing in the way after it (a reveal, another person's decision, the decision
        passed to another person), or NOTHING when the seat made no decision here."""
        in_the_way = None
        for at in range(len(self._past) - 1, -1, -1):
            step = self._past[at]
            if isinstance(step, NoUndo):
                return in_the_way or step
            if step.seat == seat:
                now = current_player(self.state)
                if in_the_way is None and now != seat and not self._taken_back_with_others(now):
                    in_the_way = NoUndo(PASSED, now)
                return in_the_way or at
            if in_the_way is None and not self._taken_back_with_others(step.seat):
                in_the_way = NoUndo(DECIDED, step.seat)
        return NoUndo(NOTHING)

    def why_no_undo(self, seat: int) -> NoUndo | None:
        """Why `seat` cannot take back its last decision now, or None when it can."""
        reach = self._reach(seat)
        return reach if isinstance(reach, NoUndo) else None

    def _step_to_take_back(self, seat: int) -> int:
        at = self._reach(seat)
        if isinstance(at, NoUndo):
            raise ValueError("There is nothing to take back.")
        return at

    def taking_back(self, seat: int) -> tuple[Command, int]:
        """The seat's decision Undo would take back, and how many decisions after it go with it."""
        at = self._step_to_take_back(seat)
        return self._past[at].command, len(self._past) - at - 1

    def may_redo(self, seat: int) -> bool:
        """Whether Redo gives `seat` a decision again: one it took back, the game standing exactly
        where it was taken back (not where the computers, deciding again, went elsewhere)."""
        return bool(self._redoable) and self._redoable[-1].seat == seat and self._redoable[-1].at == self.commands

    def undo(self, seat: int) -> None:
        """Take back the seat's last decision and every decision after it, with the computers'
        reasons for them."""
        at = self._step_to_take_back(seat)
        step = self._past[at]
        del self.commands[len(self.commands) - (len(self._past) - at):]
        del self._past[at:]
        self.state = step.before
        self.reasons = {entry: reason for entry, reason in self.reasons.items() if entry < len(step.before.entries)}
        self._redoable.append(Redo(seat, step.command, list(self.commands)))

    def redo(self, seat: int) -> None:
        if not self.may_redo(seat):
            raise ValueError("There is nothing to give again.")
        self._apply(self._redoable.pop().command)

    def to_json(self) -> dict[str, Any]:
        data = to_json(self.state)
        data["table"] = {
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "commands": self.commands,
            "reasons": [{"entry": entry, "message": message, "values": values}
                        for entry, (message, values) in sorted(self.reasons.items())],
            "by_year": [{"year": year, "scores": row} for year, row in self.by_year],
            "hints": {"on": self.hints, "used": self.hints_used},
        }
        if not self.asks_final:  # written only once turned off, as a game asks by default
            data["table"]["asks_final"] = False
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Session":
        state = from_json(data)
        table = data.get("table")
        if not isinstance(table, dict):
            raise damaged("the table (who sits where) is missing")
        rows = table.get("seats")
        if not isinstance(rows, list) or len(rows) != len(state.players):
            raise damaged("it must name one seat per player")
        seats = []
        for row in rows:
            if not isinstance(row, dict) or name_problem(row.get("name"), SEAT_NAME_MAX) or row.get("kind") not in KINDS:
                raise damaged("a seat has no valid name or kind")
            seats.append(Seat(row["name"], row["kind"]))
        commands = table.get("commands", [])
        if not isinstance(commands, list):
            raise damaged("its list of commands is malformed")
        for command in commands:
            command_from_json(command)
        hints, used = _hints(table.get("hints"), seats)
        asks_final = table.get("asks_final", True)  # a game saved before it was kept asks
        if type(asks_final) is not bool:
            raise damaged("whether it asks before a final decision is malformed")
        return cls(
            state,
            seats,
            commands,
            _reasons(table.get("reasons", []), len(state.log)),
            _by_year(table.get("by_year", []), len(scores(state))),
            hints,
            used,
            asks_final,
        )


def hints_by_default(seats: list[Seat]) -> bool:
    """Hints are on for one person (against computers, solo) and off between two or more, who
    play each other."""
    return sum(1 for seat in seats if seat.is_human) < 2


def _hints(row: Any, seats: list[Seat]) -> tuple[bool, int]:
    """Whether hints are on and how many were used; a game saved before hints were kept gets the
    default for its seats, none used."""
    if row is None:
        return hints_by_default(seats), 0
    on, used = (row.get("on"), row.get("used")) if isinstance(row, dict) else (None, None)
    if type(on) is not bool or type(used) is not int or not 0 <= used <= 100_000:
        raise damaged("its hints are malformed")
    return on, used


def _reasons(rows: Any, entries: int) -> dict[int, tuple[str, tuple]]:
    if not isinstance(rows, list):
        raise damaged("the computers' reasons are malformed")
    reasons = {}
    for row in rows:
        entry = row.get("entry") if isinstance(row, dict) else None
        if not isinstance(entry, int) or isinstance(entry, bool) or not 0 <= entry < entries:
            raise damaged("a computer's reason goes with no entry of the log")
        reasons[entry] = _reason(row)
    return reasons


def _reason(row: dict) -> tuple[str, tuple]:
    """A reason's message and values (a save of format 2 kept its English sentence: see
    saving/migrations.py)."""
    message, values = row.get("message"), row.get("values")
    if message in ENGLISH and isinstance(values, list):
        try:
            render(message, tuples(values))  # values that do not fit their message could not be shown
            return message, tuples(values)
        except (IndexError, KeyError, TypeError, ValueError, AttributeError, RecursionError):
            pass
    raise damaged("a computer's reason is malformed")


def scores(state: GameState) -> list[int]:
    """What the charts follow: each seat's VP, or a solo game's goal counts (R22)."""
    if state.is_solo:
        return [done for _, done, _ in progress(state)]
    return [player.vp for player in state.players]


def _by_year(rows: Any, width: int) -> list[tuple[int, list[int]]]:
    """The table's scores year by year, checked (games saved before they were kept have none)."""
    if not isinstance(rows, list):
        raise damaged("its scores year by year are malformed")
    path = []
    for row in rows:
        numbers = row.get("scores") if isinstance(row, dict) else None
        year = row.get("year") if isinstance(row, dict) else None
        if (
            type(year) is not int
            or not 1 <= year <= 7
            or not isinstance(numbers, list)
            or len(numbers) != width
            or not all(type(n) is int and n >= 0 for n in numbers)
        ):
            raise damaged("its scores year by year are malformed")
        path.append((year, numbers))
    return path
