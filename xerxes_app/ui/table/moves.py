"""The moves of a game at the screen: each decision given since the table opened, whose it was,
and the public board before and after it, for the table to show where each one happened (the
strip of what happened since one's last decision, the last move of each seat marked, the lights
of motion.py).

A move is read from two public boards (`view_for` of nobody, R25: nothing of a hand, nor of a
discard), never from its command: a network game's client is never sent the others' commands,
only the boards its server sends. `MoveBook.follow` is told of every change of the game (a
command, an undo, a redo; a network game's update) and keeps one move per command applied, by its
number, so an undo takes back the moves it took back. The secret discards at setup change nothing
on the board and are no moves here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from ...rules import SETUP, TURN_CHANGE, GameState, apply, command_from_json, current_player, view_for

NOBODY = None  # view_for's seat for the public board: every hand and discard hidden


@dataclass(frozen=True)
class Move:
    number: int  # the commands applied before it
    seat: int  # whose decision it was
    before: GameState  # the public board before it
    after: GameState  # and after it

    @property
    def entries(self) -> list:
        """What the log says of it: its public entries (the views hold no others)."""
        return self.after.log[len(self.before.log):]

    @cached_property
    def did(self) -> "Did":
        return did(self.before, self.after, self.seat)


@dataclass(frozen=True)
class Did:
    """What a move changed on the board, to light it: each piece where it went."""

    seat: int
    placed: tuple[str, ...]  # the areas a worker of the seat went to (TURN_CHANGE: the turn-change space)
    built: tuple[str, ...]  # the buildings it raised
    cards: tuple[tuple[str, int], ...]  # the cards it resolved, ("campaign" | "tax", card): public once played (R12, R16)
    used: tuple[str, ...]  # the areas whose unit went to its campaign (R10)
    vp: tuple[tuple[int, int, int], ...]  # (seat, VP before, VP after) of each seat whose VP changed
    resources: tuple[tuple[int, int, int], ...]  # (seat, resource, change) of each change on the mats
    event: int  # the year's event, if it was revealed by this move; else -1
    order: bool  # the turn order changed (R9)

    def place(self) -> tuple:
        """Where the move is marked on the board, in the keys of hit_test.py: the building
        raised, else the area (or the turn-change space) a worker went to, else an area whose
        unit went on campaign, else the turn track for a new order, else the seat's own mat."""
        if self.built:
            return ("building", self.built[0])
        if self.placed:
            return ("turn change", TURN_CHANGE) if self.placed[0] == TURN_CHANGE else ("area", self.placed[0])
        if self.used:
            return ("area", self.used[0])
        if self.order:
            return ("turn track", None)
        return ("mat", self.seat)


def did(before: GameState, after: GameState, seat: int) -> Did:
    content = after.content
    areas = content.areas
    placed = [areas[a].name for a, (was, now) in enumerate(zip(before.area_pawns, after.area_pawns)) if now == seat != was]
    if after.turn_change == seat != before.turn_change:
        placed.append(TURN_CHANGE)
    built = [b.name for b, was, now in zip(content.buildings, before.built_by, after.built_by) if now == seat != was]
    then, now = before.players[seat], after.players[seat]
    cards = [("campaign", c) for c in now.campaign_resolved if c not in then.campaign_resolved]
    cards += [("tax", c) for c in now.tax_resolved if c not in then.tax_resolved]
    used = [areas[a].name for a in now.used_areas if a not in then.used_areas]
    vp = [(s, p.vp, q.vp) for s, (p, q) in enumerate(zip(before.players, after.players)) if p.vp != q.vp]
    resources = [(s, r, q.resources[r] - p.resources[r]) for s, (p, q) in enumerate(zip(before.players, after.players))
                 for r in range(len(q.resources)) if q.resources[r] != p.resources[r]]
    event = after.event if after.event >= 0 and before.event < 0 else -1
    return Did(seat, tuple(placed), tuple(built), tuple(cards), tuple(used), tuple(vp), tuple(resources), event,
               after.turn_order != before.turn_order)


class MoveBook:
    """The moves since the table opened, kept from the oldest last decision of the people at this
    screen (each one's strip reaches back to it), or, with nobody deciding here, this year's."""

    def __init__(self, people: Callable[[], set[int]]):
        self.people = people  # the seats decided at this screen, now
        self.moves: list[Move] = []
        self.count: int | None = None  # the commands applied, as last followed
        self.public: GameState | None = None  # the public board then
        self.whole: GameState | None = None  # the whole game then, where this computer holds it
        self.fresh: list[Move] = []  # the moves the last change made
        self.opened: int | None = None  # the commands applied when the table opened
        self.unread: set[int] = set()  # moves a network game's updates brought at once, not one by one

    def follow(self, count: int, state: GameState, commands: list | None = None) -> None:
        """The game now stands at `count` commands applied, in `state`: the whole game (one
        computer's, with its `commands` as JSON, to replay several given at once, as a redo may),
        or a seat's view (a network game's: its server tells it of every command, but those that
        came at once, after a connection lost a while, are `unread`, to `fill` from the views its
        server keeps)."""
        public = view_for(state, NOBODY)
        kept = len(self.moves)
        if self.count is None:
            self.opened = count
        elif count < self.count:  # undone: those moves were never made
            self.moves = [move for move in self.moves if move.number < count]
            self.unread = {number for number in self.unread if number < count}
        elif count == self.count + 1:
            self._add(self.count, self.public, public)
        elif count > self.count and commands is not None and self.whole is not None:
            replayed = self.whole.clone()
            for number in range(self.count, count):
                earlier = view_for(replayed, NOBODY)
                apply(replayed, command_from_json(commands[number]))
                self._add(number, earlier, view_for(replayed, NOBODY))
        elif count > self.count:
            self.unread.update(range(self.count, count))
        self.fresh = self.moves[kept:]
        self.count, self.public = count, public
        self.whole = state.clone() if commands is not None else None
        self._forget()

    def _add(self, number: int, before: GameState, after: GameState) -> None:
        seat = current_player(before)
        if seat is not None and before.phase != SETUP:
            self.moves.append(Move(number, seat, before, after))

    def fill(self, number: int, before: GameState, after: GameState) -> None:
        """A move read after the fact, from the views a seat had before and after it (a network
        game's, served by its server for a move made before the table opened, or `unread`)."""
        self.unread.discard(number)
        if number < (self.count or 0) and all(move.number != number for move in self.moves):
            self._add(number, view_for(before, NOBODY), view_for(after, NOBODY))
            self.moves.sort(key=lambda move: move.number)

    def _forget(self) -> None:
        """Drop the moves no strip reaches back to any more."""
        people = self.people()
        if people:
            lasts = [self.last_of(seat) for seat in people]
            if any(last is None for last in lasts):
                return  # someone here has not decided since the table opened: everything is theirs to see
            oldest = min(last.number for last in lasts)
            self.moves = [move for move in self.moves if move.number >= oldest]
        else:
            self.moves = self.this_year()

    def last_of(self, seat: int) -> Move | None:
        return next((move for move in reversed(self.moves) if move.seat == seat), None)

    def this_year(self) -> list[Move]:
        if not self.moves:
            return []
        year = self.moves[-1].after.year
        return [move for move in self.moves if move.before.year == year]

    def since(self, seat: int | None) -> list[Move]:
        """The others' moves since `seat`'s last decision (all those kept, before it has made
        one); with no seat (a watched game), this year's moves."""
        if seat is None:
            return self.this_year()
        last = self.last_of(seat)
        return [move for move in self.moves if move.seat != seat and (last is None or move.number > last.number)]
