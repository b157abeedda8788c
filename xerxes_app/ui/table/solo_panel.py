"""The table's solo panel (R21, R22): this round's tile and the scenario's goal, at all times.

The tile says the player's slot on the turn track, the areas the AI occupies and the building
closed this round; the goal's progress is the engine's own (`solo.progress`). When the engine
offers ClaimVictory, the panel's button ends the game there as a win.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from ...rules import ClaimVictory
from ...rules import GameState, solo
from .printed_board import SLOT_EFFECTS, SLOT_WORDS
from ..looks.look import CLAY, GOLD, INK, INK_SOFT, PARCHMENT, TERRACOTTA, font, printed_size
from ..looks.language import term, words
from ..looks.paint import blit_printed, blit_text, frame
from .solo_board import ai_pawn
from ..looks.solo_words import scenario_title



def tile_lines(state: GameState) -> list[str]:
    """This round's tile in three lines: slot, occupied areas, closed building."""
    if state.tile < 0:
        return [words("solo.no_tile")]
    content = state.content
    tile = content.solo_tiles[state.tile]
    areas = words("solo.list_joint").join(term(content.areas[a].name) for a in tile.occupied)
    return [
        words("solo.you_play", slot=words(SLOT_WORDS[tile.slot]), effect=words(SLOT_EFFECTS[tile.slot])),
        words("solo.ai_occupies", areas=areas),
        words("solo.closed", building=term(content.buildings[tile.closed_building].name)),
    ]


def goal_labels(state: GameState) -> list[str]:
    """"Taxation 3/4", "Campaigns 1/3", "Buildings 2/2": the engine's progress, part by part."""
    return [f"{term(what)} {done}/{needed}" for what, done, needed in solo.progress(state)]


class SoloPanel:
    def __init__(self, app, root, rect: pygame.Rect):
        self.app = app
        self.rect = rect
        f = app.factor
        button = pygame.Rect(rect.left + round(10 * f), rect.bottom - round(40 * f), rect.width - round(20 * f), round(34 * f))
        self.claim = UIButton(button, words("solo.claim"), app.manager, container=root, object_id="#selected",
                              tool_tip_text=words("solo.claim_tip"))
        self.claim.hide()

    def refresh(self, legal: list) -> None:
        """Show the claim only while the engine offers it."""
        if any(isinstance(c, ClaimVictory) for c in legal):
            self.claim.show()
        else:
            self.claim.hide()

    def pressed(self, element) -> bool:
        return element is self.claim

    def draw(self, surface: pygame.Surface, state: GameState) -> None:
        f = self.app.factor
        rect = self.rect
        frame(surface, rect, PARCHMENT, CLAY, 2, 8)
        x = rect.left + round(10 * f)
        width = rect.width - round(20 * f)
        y = rect.top + round(6 * f)
        # The heading is set large already; the lines under it grow with the text size.
        blit_text(surface, words("solo.heading", scenario=scenario_title(state.scenario)), "serif_bold", round(18 * f), CLAY, (x, y),
                  max_width=width)
        if state.tile >= 0:
            blit_printed(surface, words("solo.year_tile", year=state.year), "sans_italic", 13 * f, INK_SOFT,
                         (rect.right - round(10 * f), y + round(4 * f)), "topright")
        y += round(26 * f)
        pawn = ai_pawn(round(18 * f))
        for i, line in enumerate(tile_lines(state)):
            indent = 0
            if i == 1:
                surface.blit(pawn, (x, y - round(2 * f)))
                indent = pawn.get_width() + round(4 * f)
            colour = TERRACOTTA if i == 2 else INK
            blit_printed(surface, line, "sans_bold" if i == 0 else "sans", 14 * f, colour, (x + indent, y),
                         max_width=width - indent)
            y += max(round(19 * f), font("sans", printed_size(14 * f)).get_linesize())
        y += round(6 * f)
        self._draw_goal(surface, state, pygame.Rect(x, y, width, round(44 * f)))

    def _draw_goal(self, surface, state: GameState, rect: pygame.Rect) -> None:
        """Each part of the goal as a label and pips, the done ones filled."""
        f = self.app.factor
        parts = solo.progress(state)
        column = rect.width / len(parts)
        pip = round(10 * f)
        for i, ((_, done, needed), label) in enumerate(zip(parts, goal_labels(state))):
            left = rect.left + round(i * column)
            colour = INK if done < needed else CLAY
            blit_printed(surface, label, "sans_bold", 14 * f, colour, (left, rect.top), max_width=round(column) - 4)
            for k in range(needed):
                centre = (left + pip // 2 + k * (pip + round(4 * f)), rect.top + round(26 * f))
                if k < done:
                    pygame.draw.circle(surface, GOLD, centre, pip // 2)
                pygame.draw.circle(surface, INK, centre, pip // 2, 1)
        if solo.goal_met(state):
            blit_printed(surface, words("solo.goal_met"), "sans_italic", 13 * f,
                         CLAY, (rect.left, rect.top + round(36 * f)), max_width=rect.width)

    def targets(self) -> dict:
        return {("button", "claim"): self.claim.rect.copy()} if self.claim.visible else {}

