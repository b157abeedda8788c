"""The dark, patterned backdrop behind the menus, the hand-off and the table."""

from __future__ import annotations

from functools import cache

import pygame

from .look import CLAY, GOLD, NIGHT, NIGHT_SOFT
from .paint import grain, meander


def border_height(height: int) -> int:
    """How tall the menus' checkered border is, at the top and at the foot of a window `height`
    tall: nothing is laid over it."""
    return 2 * max(8, height // 60)


@cache
def backdrop(width: int, height: int, borders: bool = True) -> pygame.Surface:
    """The menus' backdrop; the table's (`borders=False`) keeps its edges for the banner and cards.
    Each is kept, so each is drawn on a grain of its own, not on a copy of a kept one: the first
    frame of the title screen waited on that copy."""
    surface = grain(width, height, NIGHT_SOFT, 10, seed=11)
    if not borders:
        return surface
    band = border_height(height) // 2
    pygame.draw.rect(surface, CLAY, (0, 0, width, band * 2))
    pygame.draw.rect(surface, CLAY, (0, height - band * 2, width, band * 2))
    meander(surface, pygame.Rect(0, band // 2, width, band), GOLD, band)
    meander(surface, pygame.Rect(0, height - band - band // 2, width, band), GOLD, band)
    pygame.draw.line(surface, NIGHT, (0, band * 2), (width, band * 2), 2)
    return surface
