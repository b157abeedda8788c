"""Next round's turn order set on the board (R9): the player on the turn-change space clicks the
players in the order they will play, on their mats or on the turn track (a slot names whoever is
in it this round). Each mat clicked shows the slot it takes; a click on a chosen mat takes it back
with those after it; the last player goes by itself; then the order is confirmed."""

from __future__ import annotations

import pygame

from ...rules import GameState, SetTurnOrder
from ..looks.look import CREAM, GOLD_LIGHT, TERRACOTTA
from ..looks.paint import blit_printed, frame
from ..looks.language import words
from . import questions
from .printed_board import SLOT_WORDS
from .board_choice import GOES_ON, Answer, BoardChoice
from .mats import resource_cell


class TurnOrderPick(BoardChoice):
    forced = True  # the round cannot end without it (R9)

    def __init__(self, state: GameState, commands: list[SetTurnOrder]):
        self.state = state
        self.commands = commands
        self.order: list[int] = []

    def options(self) -> list[int]:
        taken = len(self.order)
        return sorted({c.order[taken] for c in self.commands if list(c.order[:taken]) == self.order})

    def seat_at(self, kind: str, key) -> int | None:
        """The player a click names: a mat's, or the one in a turn-track slot this round."""
        if kind == "mat":
            return key
        if kind == "slot" and key < len(self.state.turn_order):
            return self.state.turn_order[key]
        return None

    def click(self, kind: str, key) -> Answer:
        """A player's mat or slot takes the next slot (or, chosen already, is taken back); once
        every slot is filled the order is confirmed."""
        seat = self.seat_at(kind, key)
        command = self.take(seat) if seat is not None else None
        return GOES_ON if command is None else Answer(over=True, command=command, confirm=questions.turn_order)

    def take(self, seat: int) -> SetTurnOrder | None:
        """`seat` plays next in the order (or, chosen already, is taken back); the command once
        every slot is filled."""
        if seat in self.order:
            del self.order[self.order.index(seat):]
            return None
        if seat not in self.options():
            return None
        self.order.append(seat)
        while len(self.order) < len(self.state.players) and len(self.options()) == 1:
            self.order.append(self.options()[0])
        if len(self.order) < len(self.state.players):
            return None
        return next(c for c in self.commands if list(c.order) == self.order)

    def prompt(self) -> str:
        return words("order.prompt", slot=words(SLOT_WORDS[len(self.order)]))

    def targets(self, table) -> dict:
        """The turn track's slots that name a player this round, as clickable places."""
        return {("slot", slot): table.board.slot_rects[slot].copy() for slot in range(len(self.state.turn_order))}

    def draw(self, surface: pygame.Surface, table) -> None:
        mat_rects, factor = table.mat_rects, table.app.factor
        width = max(2, round(3 * factor))
        options = self.options()
        for seat in options:
            pygame.draw.rect(surface, GOLD_LIGHT, mat_rects[seat].inflate(6, 6), width, border_radius=10)
        for (_, slot), rect in self.targets(table).items():
            if self.state.turn_order[slot] in options:
                pygame.draw.rect(surface, GOLD_LIGHT, rect, width, border_radius=5)
        for slot, seat in enumerate(self.order):
            badge = badge_rect(mat_rects[seat], factor)
            frame(surface, badge, TERRACOTTA, CREAM, 2, 8)
            blit_printed(surface, words("order.badge", slot=words(SLOT_WORDS[slot])), "sans_bold", badge.height * 0.6, CREAM,
                         badge.center, "center", max_width=badge.width - 8)


def badge_rect(mat: pygame.Rect, factor: float) -> pygame.Rect:
    """Where a chosen mat shows its slot for next round: over the mat's last row, below its
    resources, so that what the players hold stays in view while the order is set."""
    below = resource_cell(mat, 0).bottom + 1
    badge = pygame.Rect(0, below, round(170 * factor), mat.bottom - below)
    badge.centerx = mat.centerx
    return badge
