"""The board in a solo game (R20, R21, R24), drawn over the printed board and the player's pieces.

The AI's pawns stand on the areas this round's tile occupies, in a neutral stone grey with
"AI" on them, so they never pass for a satrap's; the tile's closed building is barred; the VP
track and the turn-change space, which solo does not use, are veiled and say so.
"""

from __future__ import annotations

from functools import cache

import pygame

from ...rules import AI_PAWN, GameState
from ..looks.language import words
from ..looks.look import CREAM, INK, NIGHT, TERRACOTTA
from ..looks.paint import blit_printed, frame, text

AI_STONE = (150, 146, 138)
AI_EDGE = (236, 232, 220)
VEIL = (*NIGHT, 150)


@cache
def ai_pawn(size: int) -> pygame.Surface:
    """A grey pawn with a light edge and "AI" on its body: unlike any player's piece (R1)."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    body = [(0.26 * big, 0.96 * big), (0.36 * big, 0.52 * big), (0.64 * big, 0.52 * big), (0.74 * big, 0.96 * big)]
    head, radius = (0.5 * big, 0.33 * big), 0.22 * big
    edge = max(2, big // 18)
    # A dark rim outside a light one, so the pawn stands out on the land and on the sea alike.
    pygame.draw.polygon(surface, INK, body, 3 * edge)
    pygame.draw.circle(surface, INK, head, radius + edge)
    pygame.draw.polygon(surface, AI_STONE, body)
    pygame.draw.polygon(surface, AI_EDGE, body, edge)
    pygame.draw.circle(surface, AI_EDGE, head, radius)
    pygame.draw.circle(surface, AI_STONE, head, radius - edge)
    letters = text("AI", "sans_bold", round(big * 0.3), INK)
    surface.blit(letters, letters.get_rect(center=(0.5 * big, 0.76 * big)))
    return pygame.transform.smoothscale(surface, (size, size))


def draw_solo(board, surface: pygame.Surface, state: GameState) -> None:
    """Everything solo changes on the board; `board` is the window's Board."""
    _unused(board, surface, board.vp_rect, words("solo.vp_unused"))
    _unused(board, surface, board.turn_change_rect, words("solo.turn_change_unused"))
    if state.tile < 0:
        return
    u = board.u
    content = state.content
    pawn = ai_pawn(round(2.1 * u))
    for area, pawn_of in enumerate(state.area_pawns):
        if pawn_of == AI_PAWN:
            cx, cy = board.area_centres[content.areas[area].name]
            surface.blit(pawn, pawn.get_rect(center=(cx, cy + 1.9 * u)))
    closed = content.solo_tiles[state.tile].closed_building
    tile = board.building_rects[closed]
    barred = pygame.Surface(tile.size, pygame.SRCALPHA)
    barred.fill(VEIL)
    surface.blit(barred, tile)
    width = max(3, round(0.3 * u))
    pygame.draw.line(surface, TERRACOTTA, tile.topleft, tile.bottomright, width)
    pygame.draw.line(surface, TERRACOTTA, tile.bottomleft, tile.topright, width)
    badge = pygame.Rect(0, 0, tile.width - round(0.6 * u), round(2.2 * u))
    badge.center = tile.center
    frame(surface, badge, TERRACOTTA, INK, 1, 5)
    blit_printed(surface, words("solo.closed_badge"), "sans_bold", 0.85 * u, CREAM, badge.center, "center",
                 max_width=badge.width - 6)


def _unused(board, surface, rect: pygame.Rect, saying: str) -> None:
    surface.fill(NIGHT, rect)  # opaque: no printed word under it shows through, as none is in play
    blit_printed(surface, saying, "sans_bold", 0.85 * board.u, CREAM, rect.center, "center", max_width=rect.width - 8)
