"""Splitting a building's VP loss among the opponents by clicking their mats (R15): one click,
one VP, until the building's whole loss is shared; then the build is confirmed."""

from __future__ import annotations

import pygame

from ...rules import Build, GameState, current_player
from ..looks.language import term, words
from ..looks.look import CREAM, GOLD_LIGHT, TERRACOTTA
from ..looks.paint import frame, text
from . import questions
from .board_choice import GIVEN_UP, GOES_ON, Answer, BoardChoice


def builds_of(state: GameState, legal: list, building: str) -> list[Build]:
    """The legal builds of `building`, one per split of its VP loss; only the first where no
    opponent has VP to lose, as every split comes to the same then (R13): nothing to ask."""
    options = [c for c in legal if isinstance(c, Build) and c.building == building]
    seat = current_player(state)
    if any(p.vp for other, p in enumerate(state.players) if other != seat):
        return options
    return options[:1]


class VpSplit(BoardChoice):
    def __init__(self, options: list[Build], seat: int):
        self.building = options[0].building
        self.options = options
        self.seat = seat
        self.total = sum(options[0].losses)
        self.losses = [0] * len(options[0].losses)

    @property
    def left(self) -> int:
        return self.total - sum(self.losses)

    def prompt(self) -> str:
        return words("split.prompt", building=term(self.building), vp=self.total, left=self.left)

    def give(self, seat: int) -> Build | None:
        """One VP more lost by `seat`; the build once the whole loss is shared, else None."""
        if seat != self.seat and self.left:
            self.losses[seat] += 1
        if self.left:
            return None
        return next(c for c in self.options if list(c.losses) == self.losses)

    def click(self, kind: str, key) -> Answer:
        """An opponent's mat takes a VP; anything else puts the building back."""
        if kind != "mat" or key == self.seat:
            return GIVEN_UP
        command = self.give(key)
        return GOES_ON if command is None else Answer(over=True, command=command, confirm=questions.build)

    def draw(self, surface: pygame.Surface, table) -> None:
        factor = table.app.factor
        for seat, rect in enumerate(table.mat_rects):
            if seat == self.seat:
                continue
            pygame.draw.rect(surface, GOLD_LIGHT, rect.inflate(6, 6), max(2, round(3 * factor)), border_radius=10)
            if self.losses[seat]:
                label = text(f"−{self.losses[seat]} VP", "sans_bold", round(18 * factor), CREAM)
                badge = label.get_rect(center=rect.center).inflate(round(20 * factor), round(8 * factor))
                frame(surface, badge, TERRACOTTA, CREAM, 2, 8)
                surface.blit(label, label.get_rect(center=badge.center))
