"""A card of the hand shown enlarged, as card games do, while the pointer rests on it or the
keyboard's focus is on it: every word on it read at a glance, however small the hand's cards.
In a row of cards overlapping as a fan (cards.py), the card pointed at (or with the focus) opens:
it is drawn whole in its place, over its neighbours, and a click there is its (hit_test.py).

It goes beside the hand, over the board's edge, level with the card: never over the hand it
came from, whose cards fill the column's room below the mats (canvas.py), nor over the buttons
under the board.
"""

from __future__ import annotations

import pygame

from ..looks.look import NIGHT
from .cards import HELD, draw_card

ENLARGED = 2.4  # times the hand's card, where the window is tall enough


def _looked_at(table) -> tuple[int, str, int, pygame.Rect] | None:
    """The card of the hand pointed at, or else the one with the keyboard's focus: its place in
    the hand, its kind and number, and where it lies; None when neither is a card of the hand."""
    focus = table.app.focus
    keys = [table.pointer.hover] + ([focus.key] if focus.shown else [])
    for key in keys:
        for i, (kind, card, rect) in enumerate(table.hand):
            if key == (kind, card):
                return i, kind, card, rect
    return None


def enlarged(table) -> tuple[str, int, pygame.Rect] | None:
    """The card shown enlarged now, and where (_looked_at)."""
    looked = _looked_at(table)
    return None if looked is None else (looked[1], looked[2], _where(table, looked[3]))


def opened(table) -> tuple[str, int, pygame.Rect] | None:
    """The card looked at (_looked_at), where it lies, when a later card of its row covers part of it."""
    looked = _looked_at(table)
    if looked is None:
        return None
    i, kind, card, rect = looked
    return (kind, card, rect) if any(rect.colliderect(later) for _, _, later in table.hand[i + 1:]) else None


def _where(table, card: pygame.Rect) -> pygame.Rect:
    """Beside the hand, over the board's edge, level with the card and whole in the window, above
    the buttons under the board."""
    w, h = table.app.size
    pad = round(8 * table.app.factor)
    room = pygame.Rect(0, pad, w, table.board.rect.bottom - pad)
    height = min(round(card.height * ENLARGED), room.height)
    rect = pygame.Rect(0, 0, round(height * card.width / card.height), height)
    rect.right = table.hand_area.left - 2 * pad
    rect.centery = card.centery
    rect.clamp_ip(room)
    return rect


def draw(surface: pygame.Surface, table) -> None:
    state = table.play.state
    whole = opened(table)
    if whole is not None:
        kind, card, rect = whole
        draw_card(surface, rect, state.content, kind, card, table.hand_looks.get((kind, card), HELD), solo=state.is_solo)
    shown = enlarged(table)
    if shown is None:
        return
    kind, card, rect = shown
    shadow = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (*NIGHT, 150), shadow.get_rect(), border_radius=14)
    surface.blit(shadow, rect.inflate(12, 12).move(4, 6))
    draw_card(surface, rect, state.content, kind, card, HELD, solo=state.is_solo)
