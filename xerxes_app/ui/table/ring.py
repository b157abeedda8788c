"""The gold ring that points at where to click: the guided first game's advice and a hint's."""

from __future__ import annotations

import pygame

from ..looks.look import CLAY, GOLD_LIGHT

BOARD_PLACES = ("area", "building")  # a ring around these comes from the board's own lookup


def ring_rect(scene, key) -> pygame.Rect | None:
    """Where the ring around `key` (a screen's target key, hit_test.first_click) goes: board
    places from the board's lookup, the rest (cards, buttons) from the screen's targets."""
    if key is None:
        return None
    board = getattr(scene, "board", None)
    if board is not None and isinstance(key, tuple) and key[0] in BOARD_PLACES:
        return board.place_rect(key[1])
    return scene.targets().get(key)


def draw_ring(surface: pygame.Surface, ring: pygame.Rect, factor: float) -> None:
    """A pulsing gold ring in a thin clay one, clear of what it surrounds."""
    pulse = 3 + (pygame.time.get_ticks() // 250) % 3
    pygame.draw.rect(surface, GOLD_LIGHT, ring.inflate(round(12 * factor), round(12 * factor)), round(pulse * factor), border_radius=8)
    pygame.draw.rect(surface, CLAY, ring.inflate(round(20 * factor), round(20 * factor)), max(1, round(2 * factor)), border_radius=10)
