"""Taxation and Campaign cards as drawn in a hand: what they ask for and what they give."""

from __future__ import annotations

from functools import cache

import pygame

from ..looks.language import current, words
from ...rules import Content
from ..looks import icons
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, LAPIS, PARCHMENT, TERRACOTTA, UNAVAILABLE, font, least_printed, printed_size, text_scale
from ..looks.paint import blit_printed, blit_text, fitted_size, frame, line_step, print_wrapped, printed_lines

# How a card is shown: playable now, not playable now (dimmed), chosen, or just held.
HELD, AVAILABLE, UNAVAILABLE_NOW, CHOSEN = "held", "available", "unavailable", "chosen"
SOLO_REWARD = "cards.for_goal"
ASPECT = 0.68  # a card's width to its height
LIFT = 0.06  # of its height, how far a card that may be played now stands above its row
RING = 4  # how far a card's ring reaches past its edge, in pixels


def _blank(width: int, height: int, colour, title: str) -> tuple[pygame.Surface, pygame.Rect]:
    """A card's face before what it asks: parchment in a frame of its kind's colour, and the
    band with its kind's name."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    frame(surface, surface.get_rect(), PARCHMENT, colour, border(width), 8)
    band = pygame.Rect(0, 0, width, round(height * 0.17))
    frame(surface, band, colour, colour, 0, 8)
    # From the left: in a hand's fan, where only a card's left part shows, its kind still reads.
    inset = border(width) + 2
    blit_printed(surface, title, "serif_bold", height * 0.1, CREAM, (inset, band.centery), "midleft", max_width=width - 2 * inset)
    return surface, band


def border(width: int) -> int:
    """How wide a card's frame is: nothing printed on the card reaches into it."""
    return max(3, width // 22)


def _reward(width: int, height: int, saying: str, kind: str, size: float, beside: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """The gold box along a card's foot, tall enough for `saying` on as many lines as it needs at
    the player's text size, and where the words go in it (after `beside` pixels for an icon)."""
    box = pygame.Rect(round(width * 0.06), 0, round(width * 0.88), 0)
    room = pygame.Rect(box.left + 2 + beside, 0, box.width - 4 - beside, 0)
    lines = len(printed_lines(saying, kind, printed_size(size), room.width))
    box.height = min(round(height * 0.4), max(round(height * 0.18), lines * line_step(kind, printed_size(size)) + 4))
    box.bottom = height - round(height * 0.04)
    room.top, room.height = box.top + 1, box.height - 2
    return box, room


# The faces are cached by language and text size too: their words change with either.
@cache
def _tax_face(content: Content, card: int, width: int, height: int, solo: bool, language: str, scale: float) -> pygame.Surface:
    tax = content.tax_cards[card]
    surface, band = _blank(width, height, LAPIS, words("cards.taxation"))
    if tax.vp:
        saying, kind, size = (words(SOLO_REWARD), "sans_bold", 0.085) if solo else (f"{tax.vp} VP", "serif_bold", 0.12)
        reward, room = _reward(width, height, saying, kind, height * size)
    else:
        saying, kind, size = words("cards.for_good"), "sans_bold", height * 0.07
        unit_size = round(min(height * 0.17, width * 0.26))
        reward, room = _reward(width, height, saying, kind, size, unit_size + 4)
    # One line per resource asked; five kinds of resource share two columns.
    asked = [(resource, count) for resource, count in enumerate(tax.needs) if count]
    columns = 1 if len(asked) <= 3 else 2
    rows = (len(asked) + columns - 1) // columns
    space = reward.top - band.bottom - height * 0.06
    edge = border(width) + 2  # the columns share the card inside its frame
    column_w = (width - 2 * edge) / columns
    icon = round(min(width * 0.26 if columns == 1 else column_w * 0.5, space / rows * 0.9))
    counts = []
    for i, (resource, count) in enumerate(asked):
        x = edge + (i // rows) * column_w + (width * 0.05 if columns == 1 else 0)
        y = band.bottom + height * 0.03 + (i % rows) * space / rows
        surface.blit(icons.resource_icon(resource, icon), (round(x), round(y)))
        column_right = edge + (i // rows + 1) * column_w - 2  # a gap before the next column's icon
        # The count alone, beside its icon, as a mat shows what it holds: close enough to it to
        # show in a fan of cards (hand_rects).
        counts.append((str(count), (x + icon + 2, y + icon / 2), column_right - x - icon - 2))
    # Every count at one size: the largest at which each fits its column.
    count_size = min(fitted_size([("sans_bold", said)], icon * 0.72, room) for said, _, room in counts)
    for said, at, _ in counts:
        blit_text(surface, said, "sans_bold", count_size, INK, at, "midleft")
    frame(surface, reward, GOLD_LIGHT, GOLD, 1, 5)
    if tax.vp:
        print_wrapped(surface, saying, kind, height * size, CLAY, room, centred=True)
    else:
        surface.blit(icons.unit_icon(tax.unit, unit_size), (reward.left + 3, reward.centery - unit_size // 2))
        print_wrapped(surface, saying, kind, size, CLAY, room, centred=True)
    return surface


@cache
def _campaign_face(content: Content, card: int, width: int, height: int, solo: bool, language: str, scale: float) -> pygame.Surface:
    campaign = content.campaign_cards[card]
    surface, band = _blank(width, height, TERRACOTTA, words("cards.campaign"))
    saying = words(SOLO_REWARD if solo else "cards.campaign_reward")
    reward, room = _reward(width, height, saying, "sans_bold", height * 0.085)
    units = [u for u, n in enumerate(campaign.needs) for _ in range(n)]
    gap_y = height * 0.03
    icon = round(min(width * 0.4, (reward.top - band.bottom - 3 * gap_y) / 2))
    gap = (width - 2 * icon) / 3
    for k, unit in enumerate(units):
        x = gap + (k % 2) * (icon + gap)
        y = band.bottom + gap_y + (k // 2) * (icon + gap_y)
        surface.blit(icons.unit_icon(unit, icon), (round(x), round(y)))
    frame(surface, reward, GOLD_LIGHT, GOLD, 1, 5)
    print_wrapped(surface, saying, "sans_bold", height * 0.085, CLAY, room, centred=True)
    return surface


def draw_card(surface: pygame.Surface, rect: pygame.Rect, content: Content, kind: str, card: int, how: str = HELD,
              solo: bool = False) -> None:
    """Draw a Taxation ("tax") or Campaign ("campaign") card, marked by `how`; in `solo` a VP
    reward reads as what it is there, a step toward the goal (R20, R22)."""
    face = (_tax_face if kind == "tax" else _campaign_face)(content, card, rect.width, rect.height, solo, current(), text_scale())
    lift = -round(rect.height * LIFT) if how in (AVAILABLE, CHOSEN) else 0
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


def least_card_height() -> int:
    """The least height of a card whose kind's name fits its band at the least legible size."""
    names = (words("cards.taxation"), words("cards.campaign"))
    return round((max(font("serif_bold", least_printed()).size(name)[0] for name in names) + 8) / ASPECT)


def card_rects(area: pygame.Rect, count: int, aspect: float = ASPECT, gap_ratio: float = 0.08) -> list[pygame.Rect]:
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


def hand_rects(area: pygame.Rect, counts: tuple[int, int], gap: int) -> list[pygame.Rect]:
    """Where a hand's cards go in `area`: its Taxation cards (`counts[0]`) in one row, its
    Campaign cards in the row under it, every card as large as the two rows leave room for, yet no
    wider than three side by side. A row of more than fit overlaps as a fan, each card showing its
    left part (its kind, its first icons and counts), the one pointed at shown whole over the
    others (card_preview.py), so that every card stays as large as the room makes them."""
    lines = max(1, sum(1 for count in counts if count))
    # Each row keeps room above it for its cards lifted, ringed, clear of the row (or words) above.
    card_h = min((area.height - (lines - 1) * gap - lines * RING) / (lines * (1 + LIFT)), (area.width - 2 * gap) / 3 / ASPECT)
    card_w = card_h * ASPECT
    rects: list[pygame.Rect] = []
    top = area.top + card_h * LIFT + RING
    for count in counts:
        if not count:
            continue
        step = card_w + gap if count * card_w + (count - 1) * gap <= area.width else (area.width - card_w) / (count - 1)
        rects += [pygame.Rect(round(area.left + i * step), round(top), round(card_w), round(card_h)) for i in range(count)]
        top += card_h * (1 + LIFT) + RING + gap
    return rects
