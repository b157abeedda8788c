"""The strip of what happened since one's last decision, under the board: one step for each
decision of the others since then (moves.py), oldest first, each a chip in its seat's colour and
pattern (R1) with the sign of what it did. A chip clicked (Enter on it, or [ and ] from one to
the next) draws the board and the mats as they were just after that move, lit where it happened
(move_lights.py); the same chip again, Escape or a click anywhere else brings back the board as
it stands, and Close puts the strip away until the next move. Over the table's canvas it also
draws each other seat's last move marked on the board (move_marks.py).

Whose strip it is: the person whose hand is shown (`play.viewer`); in pass-and-play, only once
they have shown it (R25). Its steps are public boards only; nothing of a hand nor of a discard
is ever drawn from them. Drawing reads the moves and never changes the game."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...rules import TURN_CHANGE, current_player
from ..looks import icons
from ..looks.language import current, words
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, LAPIS, NIGHT_SOFT, PARCHMENT, TERRACOTTA, font, printed_size
from ..looks.paint import ELLIPSIS, blit_text, frame, wrap
from ..shell.inputs import BACK, CLICK, STEP
from .mats import draw_mat
from .move_lights import draw_lights
from .move_marks import draw_marks
from .moves import Move

CHIP_LEAST = 30  # a chip's least height at 1280 x 720: its seat's pattern and its sign still read


class MoveStrip:
    """The strip in its room (layout.py), with its Close button at the room's right."""

    def __init__(self, table, root, rect: pygame.Rect):
        self.table = table
        self.rect = rect
        self.at: int | None = None  # the number of the move whose step is shown; None: the board as it stands
        self.closed_to = -1  # the number of the last move when Close was pressed
        self.chips: list[tuple[int, pygame.Rect]] = []  # (move number, where its chip is drawn)
        self.first = 0  # the first step with a chip drawn, where they do not all fit
        self.canvas: pygame.Surface | None = None  # the table as it was at the step shown
        app = table.app
        pad = round(6 * app.factor)
        size = pygame.Rect(0, 0, min(round(120 * app.factor), rect.width // 5), min(round(34 * app.factor), rect.height - 2 * pad))
        size.midright = (rect.right - pad, rect.centery)
        self.close = UIButton(size, words("moves.close"), app.manager, container=root, tool_tip_text=words("moves.close_tip"))

    # What it shows -------------------------------------------------------------------------------

    def steps(self) -> list[Move]:
        """The others' moves since the viewer's last decision, unless put away since the last of them."""
        play = self.table.play
        if play.viewer is None:
            return []  # pass-and-play: the strip comes with the hand, once shown
        moves = play.moves.since(play.viewer)
        return moves if moves and moves[-1].number > self.closed_to else []

    def over(self, canvas: pygame.Surface) -> pygame.Surface:
        """Over the table's `canvas`, just drawn: the marks and the strip; and the table as it
        was at the step shown, if one is, kept for the frames to draw instead."""
        steps = self.steps()
        shown = next((move for move in steps if move.number == self.at), None)
        self.at = shown.number if shown is not None else None
        self.close.show() if steps else self.close.hide()
        self.canvas = self._past(canvas.copy(), shown) if shown is not None else None  # lit, not marked
        draw_marks(canvas, self.table)
        self.chips = self._draw(canvas, steps) if steps else []
        if self.canvas is not None:
            self._draw(self.canvas, steps)
        return canvas

    def _past(self, canvas: pygame.Surface, move: Move) -> pygame.Surface:
        """The table with the board and the mats as they were just after `move`, lit."""
        table = self.table
        state = move.after
        table.board.draw_game(canvas, state, current_player(state))
        if not table.log.covers_mats:
            for seat, rect in enumerate(table.mat_rects):
                draw_mat(canvas, rect, state, seat, table.play.names[seat], seat == move.seat, *table.play.mat_room(seat))
        draw_lights(canvas, table, move)
        return canvas

    def _draw(self, canvas: pygame.Surface, steps: list[Move]) -> list[tuple[int, pygame.Rect]]:
        """The strip on `canvas`; where each of its chips went."""
        f = self.table.app.factor
        rect = self.rect
        frame(canvas, rect, NIGHT_SOFT, GOLD, 2, 8)
        pad = round(6 * f)
        room = pygame.Rect(rect.left + pad, rect.top + pad, self.close.rect.left - rect.left - 2 * pad, rect.height - 2 * pad)
        caption = self._caption(canvas, steps, room, printed_size(13 * f))
        row = pygame.Rect(room.left, caption.bottom + pad // 2, room.width, room.bottom - caption.bottom - pad // 2)
        # Chips as large as the row holds, smaller (to a least size still told apart) where that
        # shows every step, as a strip beside the buttons under the board has little width.
        every = int(((row.width + pad) / len(steps) - pad) / 1.5)
        height = min(row.height, round(44 * f), max(round(CHIP_LEAST * f), every))
        width = round(height * 1.5)
        fits = max(1, (row.width + pad) // (width + pad))
        # The newest steps, or those about the step shown: the chips stay where they are while it is in view.
        shown = next((i for i, move in enumerate(steps) if move.number == self.at), None)
        first = len(steps) - fits if shown is None else min(max(self.first, shown - fits + 1), shown)
        first = self.first = max(0, min(first, len(steps) - fits))
        chips = []
        for k, move in enumerate(steps[first:first + fits]):
            chip = pygame.Rect(row.left + k * (width + pad), row.top + (row.height - height) // 2, width, height)
            self._chip(canvas, chip, move)
            chips.append((move.number, chip))
        return chips

    def _caption(self, canvas: pygame.Surface, steps: list[Move], room: pygame.Rect, size: int) -> pygame.Rect:
        """The strip's line: how many moves there are, or which step is shown and what the log says
        of it, as much as the line holds (a chip's tooltip says it all)."""
        since = words("moves.since")
        if self.at is None:  # how to choose, where the strip is wide enough to say it too
            said = words("moves.choose", since=since, count=len(steps))
            if len(wrap(said, "sans_bold", size, room.width - font("sans_bold", size).size(ELLIPSIS)[0])) > 1:  # as _line cuts
                said = words("moves.count", since=since, count=len(steps))
            return _line(canvas, said, "sans_bold", size, room)
        index = next(i for i, move in enumerate(steps) if move.number == self.at)
        heading = _line(canvas, words("moves.at_step", since=since, step=index + 1, steps=len(steps)), "sans_bold", size, room)
        said = " ".join(entry.words(current()) for entry in steps[index].entries)
        gap = font("sans", size).size(" ")[0]
        return heading.union(_line(canvas, said, "sans", size, pygame.Rect(heading.right + gap, room.top, room.right - heading.right - gap, 0)))

    def _chip(self, canvas: pygame.Surface, chip: pygame.Rect, move: Move) -> None:
        """A step's chip: its seat's colour and pattern at the left, the sign of what it did at the right."""
        state = move.after
        satrap = state.content.satraps[state.players[move.seat].satrap]
        shown = move.number == self.at
        frame(canvas, chip, PARCHMENT, GOLD_LIGHT if shown else INK, 4 if shown else 1, 6)
        band = pygame.Rect(chip.left + 3, chip.top + 3, chip.width // 3, chip.height - 6)
        canvas.blit(icons.swatch(satrap.colour, satrap.pattern, band.width, band.height), band)
        sign = pygame.Rect(band.right + 3, band.top, chip.right - band.right - 6, band.height)
        _draw_sign(canvas, sign, move, satrap)

    # Input ---------------------------------------------------------------------------------------

    def handle(self, event) -> bool:
        """Whether `event` was the strip's: a chip, Close, a step by [ or ], or, while a step is
        shown, Escape or a click anywhere else, which bring back the board as it stands."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close:
            steps = self.steps()
            self.closed_to = steps[-1].number if steps else self.closed_to
            self._show(None)
            return True
        if event.type == STEP:
            return self.step(event.by)
        if event.type == CLICK:
            number = next((number for number, chip in self.chips if chip.collidepoint(event.pos)), None)
            if number is not None:
                self._show(None if number == self.at else number)
                return True
        if self.at is not None and event.type in (CLICK, BACK):
            self._show(None)
            return True
        return False

    def step(self, by: int) -> bool:
        """One step earlier (-1) or later (1); from the board as it stands, -1 goes to the newest
        step; past the newest, back to the board as it stands."""
        numbers = [move.number for move in self.steps()]
        if not numbers:
            return False
        index = numbers.index(self.at) + by if self.at is not None else (len(numbers) - 1 if by < 0 else 0)
        self._show(numbers[index] if 0 <= index < len(numbers) else None)
        return True

    def _show(self, number: int | None) -> None:
        self.at = number
        self.table.refresh()

    def targets(self) -> dict:
        """Each chip drawn, for the keyboard's focus and the tests (Close is a button of its own)."""
        return {("step", number): chip.copy() for number, chip in self.chips}


def _line(canvas: pygame.Surface, said: str, kind: str, size: int, room: pygame.Rect) -> pygame.Rect:
    """`said` at its size from `room`'s top left, cut short by an ellipsis where it is longer than
    `room` is wide."""
    lines = wrap(said, kind, size, room.width - font(kind, size).size(ELLIPSIS)[0])
    return blit_text(canvas, lines[0] + (ELLIPSIS if len(lines) > 1 else "") if lines else "", kind, size, CREAM, room.topleft)


def _draw_sign(canvas: pygame.Surface, rect: pygame.Rect, move: Move, satrap) -> None:
    """What a move did, in one sign: a house for a building, the seat's worker for a placement,
    the card's colour for a card, the discs of the turn track, the resource a choice changed, or a
    dash for a pass."""
    did = move.did
    side = min(rect.width, rect.height)
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    if did.built:
        roof = [(box.left + side * 0.1, box.top + side * 0.45), (box.centerx, box.top + side * 0.1), (box.right - side * 0.1, box.top + side * 0.45)]
        pygame.draw.rect(canvas, CLAY, (box.left + side * 0.2, box.top + side * 0.45, side * 0.6, side * 0.45))
        pygame.draw.polygon(canvas, TERRACOTTA, roof)
    elif did.placed:
        canvas.blit(icons.piece(satrap.colour, satrap.pattern, side, "pawn" if did.placed[0] != TURN_CHANGE else "disc"), box)
    elif did.cards:
        card = pygame.Rect(0, 0, round(side * 0.62), round(side * 0.9))
        card.center = box.center
        frame(canvas, card, LAPIS if did.cards[0][0] == "tax" else TERRACOTTA, INK, 1, 3)
    elif did.order:
        for k in range(3):
            canvas.blit(icons.piece(satrap.colour, satrap.pattern, side // 2, "disc"), (box.left + k * side // 4, box.top + k * side // 4))
    elif any(seat == move.seat for seat, _, _ in did.resources):
        resource = next(r for seat, r, _ in did.resources if seat == move.seat)
        canvas.blit(icons.resource_icon(resource, side), box)
    else:
        pygame.draw.line(canvas, INK, (box.left + side * 0.2, box.centery), (box.right - side * 0.2, box.centery), max(2, side // 10))
