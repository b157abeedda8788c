"""A campaign's units chosen on the board (R10-R12): click the shields of the areas whose units
go (lit when chosen, "gathers nothing" under them); the player's permanent and bonus units make
up the rest, as the engine reckons. Once the chosen areas are one of the engine's options, a
click on an opponent's mat names who loses 1 VP (in solo the card clicked again sends it), and
the campaign is confirmed."""

from __future__ import annotations

import pygame

from ..looks.language import words
from ...rules import ResolveCampaign
from ..looks.look import CREAM, GOLD_LIGHT, TERRACOTTA
from ..looks.paint import blit_text, frame
from . import questions
from .board_choice import GIVEN_UP, GOES_ON, Answer, BoardChoice


class CampaignPick(BoardChoice):
    def __init__(self, options: list[ResolveCampaign], seat: int):
        self.card = options[0].card
        self.options = options
        self.seat = seat
        self.usable = sorted({area for c in options for area in c.areas})
        self.chosen: list[str] = []

    def matches(self) -> list[ResolveCampaign]:
        return [c for c in self.options if set(c.areas) == set(self.chosen)]

    def toggle(self, area: str) -> None:
        if area in self.chosen:
            self.chosen.remove(area)
        elif area in self.usable:
            self.chosen.append(area)

    def ready(self) -> ResolveCampaign | None:
        """The campaign, when the chosen areas are an option and it names no opponent (solo)."""
        return next((c for c in self.matches() if c.opponent is None), None)

    def against(self, seat: int) -> ResolveCampaign | None:
        return next((c for c in self.matches() if c.opponent == seat), None)

    def prompt(self) -> str:
        if self.ready() is not None:
            return words("pick.send")
        if self.matches():
            return words("pick.opponent")
        return words("pick.shields")

    def click(self, kind: str, key) -> Answer:
        """A usable area's shield is taken or put back; an opponent's mat names who loses 1 VP (in
        solo, the card clicked again sends it); anything else gives the campaign up."""
        if kind == "area" and key in self.usable:
            self.toggle(key)
            return GOES_ON
        command = None
        if kind == "campaign" and key == self.card:
            command = self.ready()
        elif kind == "mat":
            command = self.against(key)
        return GIVEN_UP if command is None else Answer(over=True, command=command, confirm=questions.campaign)

    def draw(self, surface: pygame.Surface, table) -> None:
        board, mat_rects, factor = table.board, table.mat_rects, table.app.factor
        width = max(2, round(3 * factor))
        for area in self.usable:
            shield = next(rect for kind, _, rect in board.area_icons(area) if kind == "unit")
            chosen = area in self.chosen
            pygame.draw.rect(surface, TERRACOTTA if chosen else GOLD_LIGHT, shield.inflate(8, 8), width + chosen * 2,
                             border_radius=6)
            if chosen:
                label = pygame.Rect(0, 0, round(112 * factor), round(20 * factor))
                label.midtop = (shield.centerx, shield.bottom + 4)
                frame(surface, label, TERRACOTTA, CREAM, 1, 5)
                blit_text(surface, words("pick.gathers_nothing"), "sans_bold", round(12 * factor), CREAM, label.center, "center")
        if self.matches():
            for seat, rect in enumerate(mat_rects):
                if seat != self.seat:
                    pygame.draw.rect(surface, GOLD_LIGHT, rect.inflate(6, 6), width, border_radius=10)
