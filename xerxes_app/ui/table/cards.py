"""Taxation and Campaign cards as drawn in a hand: what they ask for and what they give."""

from __future__ import annotations

from functools import cache

import pygame

from ..looks.language import current, words
from ...rules import Content
from ..looks import icons
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, LAPIS, PARCHMENT, TERRACOTTA, UNAVAILABLE
from ..looks.paint import blit_text, frame

# How a card is shown: playable now, not playable now (dimmed), chosen, or just held.
HELD, AVAILABLE, UNAVAILABLE_NOW, CHOSEN = "held", "available", "unavailable", "chosen"
SOLO_REWARD = "cards.for_goal"


def _blank(width: int, height: int, colour, title: str) -> tuple[pygame.Surface, pygame.Rect]:
    """A card's face before what it asks: parchment in a frame of its kind's colour, and the
    band with its kind's name."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    frame(surface, surface.get_rect(), PARCHMENT, colour, max(3, width // 22), 8)
    band = pygame.Rect(0, 0, width, round(height * 0.17))
    frame(surface, band, colour, colour, 0, 8)
    blit_text(surface, title, "serif_bold", round(height * 0.1), CREAM, band.center, "center", max_width=width - 6)
    return surface, band


# The faces are cached by language too: their words change when another language is chosen.
@cache
def _tax_face(content: Content, card: int, width: int, height: int, solo: bool, language: str) -> pygame.Surface:
    tax = content.tax_cards[card]
    surface, band = _blank(width, height, LAPIS, words("cards.taxation"))
    # One line per resource asked; five kinds of resource share two columns.
    asked = [(resource, count) for resource, count in enumerate(tax.needs) if count]
    columns = 1 if len(asked) <= 3 else 2
    rows = (len(asked) + columns - 1) // columns
    space = height * 0.58
    icon = round(min(width * (0.26 if columns == 1 else 0.2), space / rows * 0.9))
    for i, (resource, count) in enumerate(asked):
        x = width * (0.1 if columns == 1 else 0.06 + (i // rows) * 0.47)
        y = band.bottom + height * 0.04 + (i % rows) * space / rows
        surface.blit(icons.resource_icon(resource, icon), (round(x), round(y)))
        blit_text(surface, f"×{count}" if columns == 2 else f"× {count}", "sans_bold", round(icon * 0.72), INK,
                  (x + icon * 1.08, y + icon / 2), "midleft")
    reward = pygame.Rect(round(width * 0.08), round(height * 0.78), round(width * 0.84), round(height * 0.18))
    frame(surface, reward, GOLD_LIGHT, GOLD, 1, 5)
    if tax.vp:
        reward_words, size = (words(SOLO_REWARD), 0.085) if solo else (f"{tax.vp} VP", 0.12)
        blit_text(surface, reward_words, "serif_bold", round(height * size), CLAY, reward.center, "center", max_width=reward.width - 4)
    else:
        unit_size = round(reward.height * 0.95)
        surface.blit(icons.unit_icon(tax.unit, unit_size), (reward.left + 3, reward.centery - unit_size // 2))
        blit_text(surface, words("cards.for_good"), "sans_bold", round(height * 0.07), CLAY, (reward.left + unit_size + 6, reward.centery),
                  "midleft", max_width=reward.right - reward.left - unit_size - 8)
    return surface


@cache
def _campaign_face(content: Content, card: int, width: int, height: int, solo: bool, language: str) -> pygame.Surface:
    campaign = content.campaign_cards[card]
    surface, band = _blank(width, height, TERRACOTTA, words("cards.campaign"))
    units = [u for u, n in enumerate(campaign.needs) for _ in range(n)]
    icon = round(min(width * 0.4, height * 0.27))
    gap = (width - 2 * icon) / 3
    for k, unit in enumerate(units):
        x = gap + (k % 2) * (icon + gap)
        y = band.bottom + height * 0.04 + (k // 2) * (icon + height * 0.03)
        surface.blit(icons.unit_icon(unit, icon), (round(x), round(y)))
    reward = pygame.Rect(round(width * 0.08), round(height * 0.78), round(width * 0.84), round(height * 0.18))
    frame(surface, reward, GOLD_LIGHT, GOLD, 1, 5)
    blit_text(surface, words(SOLO_REWARD if solo else "cards.campaign_reward"), "serif_bold", round(height * 0.085), CLAY, reward.center, "center", max_width=reward.width - 4)
    return surface


def draw_card(surface: pygame.Surface, rect: pygame.Rect, content: Content, kind: str, card: int, how: str = HELD,
              solo: bool = False) -> None:
    """Draw a Taxation ("tax") or Campaign ("campaign") card, marked by `how`; in `solo` a VP
    reward reads as what it is there, a step toward the goal (R20, R22)."""
    face = (_tax_face if kind == "tax" else _campaign_face)(content, card, rect.width, rect.height, solo, current())
    lift = -round(rect.height * 0.06) if how in (AVAILABLE, CHOSEN) else 0
    target = rect.move(0, lift)
    surface.blit(face, target)
    if how == AVAILABLE:
        pygame.draw.rect(surface, GOLD_LIGHT, target.inflate(6, 6), 3, border_radius=10)
    elif how == CHOSEN:
        pygame.draw.rect(surface, TERRACOTTA, target.inflate(8, 8), 5, border_radius=10)
    elif how == UNAVAILABLE_NOW:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*UNAVAILABLE, 130))
        surface.blit(veil, target)


def card_rects(area: pygame.Rect, count: int, aspect: float = 0.68, gap_ratio: float = 0.08) -> list[pygame.Rect]:
    """`count` cards side by side, as large as fit in `area`, centred vertically."""
    if count == 0:
        return []
    height = area.height
    width = height * aspect
    gap = width * gap_ratio
    if count * width + (count - 1) * gap > area.width:
        width = area.width / (count + (count - 1) * gap_ratio)
        height = width / aspect
        gap = width * gap_ratio
    top = area.top + (area.height - height) / 2
    return [pygame.Rect(round(area.left + i * (width + gap)), round(top), round(width), round(height)) for i in range(count)]
