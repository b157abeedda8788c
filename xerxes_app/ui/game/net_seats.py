"""A computer standing in for an absent person, at the screen of a network game with clocks.

Once the clock of another person's seat has run out on this screen's count, or its person gave
it up, the mat of that seat offers "Hand to a computer" to the people here (the server hands it over only if the clock has
run out by its own, and refuses in words otherwise); a seat of this screen that a computer plays
offers "Take my seat back". The button sits on the seat's mat, whose lower rows make room for it
(table/mats.py), and is made afresh with each layout of the table. The log marks the moves a
computer made for a person, and the game over screen and the records count them."""

from __future__ import annotations

import time
from collections import Counter

from pygame_gui.elements import UIButton

from ...net.clocks import CLOCKS
from ...rules import LogEntry, current_player
from ..looks.language import words
from ..table.mats import offer_rect
from .log_reasons import LogReasons
from .net_clocks import SeatClocks, clock_words
from .net_ending import abandoned

HAND_OVER, TAKE_BACK = "hand over", "take back"
TIMED = [name for names in CLOCKS.values() for name, per_move in names.items() if per_move is not None]  # "2m", ..., "3d"
ANSWER_SECONDS = 10.0  # a hand-over unanswered this long was lost with a connection: offered again


class SeatOffer:
    """The one button about a seat at the table, if any: (HAND_OVER, seat) or (TAKE_BACK, seat)."""

    def __init__(self, play, clocks: SeatClocks):
        self.play = play
        self.clocks = clocks
        self.offer: tuple[str, int] | None = None
        self.button: UIButton | None = None
        self.sent: tuple[list[bool], float] | None = None  # once asked: whom computers played then, and when

    def wanted(self) -> tuple[str, int] | None:
        """What the seats offer now: a seat of this screen taken back first, else another
        person's deciding seat whose clock has run out, handed over."""
        game = self.play.session
        if not game.ready or game.state.is_over or abandoned(game) or not self.play.link.connected:
            return None
        if self.sent is not None:
            seats, when = self.sent
            if game.stood_in == seats and time.monotonic() - when < ANSWER_SECONDS:
                return None  # asked: nothing to click twice until the server answers
            self.sent = None
        mine = [seat for seat in game.my_seats if game.seats[seat].is_human]
        for seat in mine:
            if game.stood_in[seat]:
                return TAKE_BACK, seat
        seat = current_player(game.state)
        given_up = game.open[seat] and self.clocks.told("started") is True  # nobody's clock to wait for
        if (mine and seat not in game.my_seats and game.seats[seat].is_human and not game.stood_in[seat]
                and (given_up or (not game.open[seat] and self.clocks.run_out(seat)))):
            return HAND_OVER, seat
        return None

    def refused(self) -> None:
        """The server refused what was asked: the button is offered again."""
        self.sent = None

    def update(self, table) -> None:
        """Each frame at the table: the offer as it stands, the table redrawn when it changed
        (its mat makes room), and its button kept on that mat."""
        offer = self.wanted()
        if offer != self.offer:
            self.offer = offer
            table.refresh()
        self._place(table)

    def _place(self, table) -> None:
        button = self.button
        if self.offer is None or table.log.open or table.root is None:
            if button is not None:
                button.kill()
                self.button = None
            return
        kind, seat = self.offer
        rect = offer_rect(table.mat_rects[seat])
        said = words("day.hand_over" if kind == HAND_OVER else "day.take_back")
        if button is not None and button.alive() and button.ui_container is table.root.get_container() \
                and button.rect == rect and button.text == said:
            return
        if button is not None:
            button.kill()
        tip = (words("day.hand_over_open_tip" if self.play.session.open[seat] else "day.hand_over_tip", name=self.play.names[seat])
               if kind == HAND_OVER else words("day.take_back_tip"))
        self.button = UIButton(rect, said, table.app.manager, container=table.root, tool_tip_text=tip,
                               object_id="#selected", command=self._pressed)

    def _pressed(self) -> None:
        if self.offer is None:
            return
        kind, seat = self.offer
        game = self.play.session
        self.sent = (list(game.stood_in), time.monotonic())
        if kind == HAND_OVER:
            game.hand_over(seat)
        else:
            game.take_back(seat)

    def mat_room(self, seat: int) -> bool:
        return self.offer is not None and self.offer[1] == seat

    def targets(self) -> dict:
        if self.button is None or not self.button.alive() or self.offer is None:
            return {}
        return {("button", self.offer[0]): self.button.rect.copy()}


def computer_moves(game) -> list[tuple[int, int, int]]:
    """The moves a computer made for an absent person, as the shown seat was told them: (the
    commands applied before it, the seat it played for, its first entry in that seat's log)."""
    view = game.views.get(game.shown)
    rows = view.data.get("computer_moves") if view is not None else None
    if not isinstance(rows, list):
        return []
    return [tuple(row) for row in rows
            if isinstance(row, list) and len(row) == 3 and all(type(value) is int for value in row)
            and 0 <= row[1] < len(game.seats)]


def moves_for(game) -> dict[int, int]:
    """How many moves a computer made for each person whose seat it played."""
    return dict(Counter(seat for _, seat, _ in computer_moves(game)))


def end_lines(game) -> list[str]:
    """The game over screen's line for them, if a computer played for anyone."""
    counts = moves_for(game)
    return [over_line(counts, [seat.name for seat in game.seats])] if counts else []


def over_line(counts: dict[int, int], names: list[str]) -> str:
    """One line for every person a computer played for, in seat order: "Ann 12, Bo 5"."""
    each = words("solo.list_joint").join(words("day.over_for", name=names[seat], count=count) for seat, count in sorted(counts.items()))
    return words("day.over_line", moves=each)


def seat_lines(game, clocks: SeatClocks, seat: int) -> list[str]:
    """A seat's mat's tooltip in a game with clocks: the computer playing it, or its time left
    and the time each move adds."""
    if game.stood_in[seat]:
        return [words("day.tip_stood_in", name=game.seats[seat].name)]
    left, clock = clocks.left(seat), clocks.told("clock")
    if left is None or clock not in TIMED:
        return []
    return [words("day.tip_clock", left=clock_words(left), clock=words(f"day.clock_{clock}"))]


class NetLogReasons(LogReasons):
    """The computers' reasons beside the log, and the moves a computer made for a person marked
    "computer for Ann" (the first entry each wrote in this seat's log)."""

    def __init__(self, game):
        super().__init__(game)
        self.game = game
        self._marks: dict[int, int] = {}  # a log entry's identity -> the seat a computer played it for
        self._marked_for: tuple = ()

    def reason_for(self, entry: LogEntry) -> str | None:
        reason = super().reason_for(entry)
        log, moves = self.game.state.log, computer_moves(self.game)
        marked_for = (id(log), len(log), len(moves))
        if marked_for != self._marked_for:
            self._marked_for = marked_for
            self._marks = {id(log[at]): seat for _, seat, at in moves if 0 <= at < len(log)}
        seat = self._marks.get(id(entry))
        if seat is None:
            return reason
        mark = words("day.log_mark", name=self.game.seats[seat].name)
        return words("day.log_mark_reason", mark=mark, reason=reason) if reason else mark
