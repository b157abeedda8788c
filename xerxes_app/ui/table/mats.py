"""A player's mat, as everyone at the table sees it: all of it is public (R25). In a game with
clocks (a network game's), the header keeps room for the seat's clock, drawn over it each frame
(game/net_clocks.py); and a mat offering a choice about its seat (hand it to a computer, take it
back) keeps the right of its lower rows for the button."""

from __future__ import annotations

import pygame

from ...rules import GameState
from ..looks import icons
from .printed_board import SLOT_WORDS
from ..looks.look import CLAY, GOLD, GOLD_LIGHT, INK, INK_SOFT, NIGHT_SOFT, PARCHMENT, TERRACOTTA, UNAVAILABLE, LEGIBLE, font, printed_size
from ..looks.language import term, words
from ..looks.paint import blit_printed, blit_text, fitted_size, frame, text

OFFER_SHARE = 0.44  # of a mat's width, for a button about its seat (game/net_seats.py)


def resource_cell(rect: pygame.Rect, resource: int) -> pygame.Rect:
    """Where a mat shows one resource, its icon and its count (motion.py flies gains there)."""
    line = max(18, round(rect.height / 3.4))
    cell_w = (rect.width - 12) / 6
    return pygame.Rect(round(rect.left + 6 + resource * cell_w), rect.top + 2 + line + round(line * 0.15), round(cell_w),
                       round(line * 0.9))


def clock_width(rect: pygame.Rect) -> int:
    """The room a mat's header keeps for its clock: the widest a clock's words may be."""
    said = [words("day.days", days=3, hours="23"), words("day.hours", hours=23, minutes="59"), "59:59",
            words("day.run_out"), words("day.computer")]
    size = printed_size(clock_size(rect))
    height = round(_line(rect) * 0.8)  # the cell's: its glyph as wide, and a third of it to spare at its end
    return max(font("sans_bold", size).size(text)[0] for text in said) + height * 4 // 3 + 14


def clock_size(rect: pygame.Rect) -> float:
    """The size of a clock's words at the 100 % text size (look.printed_size)."""
    return _line(rect) * 0.56


def clock_cell(rect: pygame.Rect, state: GameState, seat: int) -> pygame.Rect:
    """Where the mat's clock goes: in its header, left of the turn-track slot and the VP."""
    line = _line(rect)
    player = state.players[seat]
    vp_text = f"{player.vp} VP" if not state.is_solo else ""
    right = rect.right - 8 - font("serif_bold", printed_size(line * 0.8)).size(vp_text)[0] - 12
    right -= font("serif_bold", printed_size(line * 0.66)).size(words(SLOT_WORDS[state.slot_of(seat)]))[0] + 8
    width = clock_width(rect)
    return pygame.Rect(right - width, rect.top + 2 + round(line * 0.1), width, round(line * 0.8))  # as clock_width has it


def offer_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a button about the mat's seat goes: the right of its two lower rows."""
    line = _line(rect)
    return pygame.Rect(rect.right - round(rect.width * OFFER_SHARE), rect.top + line + 6, round(rect.width * OFFER_SHARE) - 6,
                       rect.height - line - 12)


def _line(rect: pygame.Rect) -> int:
    return max(18, round(rect.height / 3.4))


def draw_mat(surface: pygame.Surface, rect: pygame.Rect, state: GameState, seat: int, name: str, current: bool,
             clock: bool = False, offer: bool = False) -> None:
    """The mat; with room in its header for a `clock`, and with its lower rows left of an `offer`'s button."""
    content = state.content
    player = state.players[seat]
    satrap = content.satraps[player.satrap]
    h = rect.height
    frame(surface, rect, PARCHMENT, GOLD_LIGHT if current else CLAY, 4 if current else 2, 8)
    line = max(18, round(h / 3.4))
    # Header: pattern swatch, name and satrap, slot, VP.
    band = pygame.Rect(rect.left + 2, rect.top + 2, rect.width - 4, line)
    surface.blit(icons.swatch(satrap.colour, satrap.pattern, line, line), band.topleft)
    text_size = line * 0.62
    slot = state.slot_of(seat)
    vp_text = f"{player.vp} VP" if not state.is_solo else ""  # R20: no VP in solo
    vp = blit_printed(surface, vp_text, "serif_bold", line * 0.8, CLAY, (band.right - 6, band.centery), "midright")
    slot_text = blit_printed(surface, words(SLOT_WORDS[slot]), "serif_bold", line * 0.66, INK_SOFT, (vp.left - 12, band.centery), "midright")
    # Solo: one player, who needs no name beside their satrap's.
    who_right = clock_cell(rect, state, seat).left - 4 if clock else slot_text.left - 6
    room = who_right - band.left - line - 6
    who = words("mat.who_solo", satrap=term(satrap.name)) if state.is_solo else words("mat.who", name=name, satrap=term(satrap.name))
    if not state.is_solo and font("sans_bold", printed_size(text_size)).size(who)[0] > room:
        who = words("mat.who_short", name=name, satrap=term(satrap.name))  # a long name, a rating, a clock: "Satrap of" goes first
    blit_printed(surface, who, "sans_bold", text_size, INK, (band.left + line + 6, band.centery), "midleft", max_width=room)
    if current:
        pygame.draw.polygon(surface, TERRACOTTA, [(rect.left - 10, rect.centery - 8), (rect.left - 2, rect.centery), (rect.left - 10, rect.centery + 8)])
    # Resources, in the mat's order (gold to wool), each with how many the player holds, 0 to 3.
    icon = round(line * 0.9)
    lower = pygame.Rect(rect.left, rect.top, rect.width - (round(rect.width * OFFER_SHARE) if offer else 0), rect.height)
    for resource in range(6):
        x, y = resource_cell(lower, resource).topleft
        count = player.resources[resource]
        image = icons.resource_icon(resource, icon)
        if not count:
            image = image.copy()
            image.set_alpha(80)
        surface.blit(image, (round(x), y))
        blit_printed(surface, str(count), "serif_bold", icon * 0.95, INK if count else UNAVAILABLE,
                     (round(x + icon + 3), y + icon // 2), "midleft")
    # Permanent units, resolved cards, buildings, ability, cards in hand: one row, its words at
    # one size, the largest at which they all fit beside one another.
    row = facts_row(lower)
    x, y, small = row.left, row.top, row.height
    permanents = [content.tax_cards[c].unit for c in player.tax_resolved if content.tax_cards[c].unit is not None]
    for unit in sorted(permanents):
        surface.blit(icons.unit_icon(unit, small), (x, y))
        x += small + 2
    facts = words("mat.facts", tax=len(player.tax_resolved), campaigns=len(player.campaign_resolved),
                  buildings=len(player.buildings), tax_hand=len(player.tax_hand), campaign_hand=len(player.campaign_hand))
    said = ([] if permanents else [(words("mat.no_units"), INK_SOFT)]) + [(facts, INK)]
    if offer:  # beside a button: the cards and buildings as far as they fit (its tooltip has them all)
        blit_printed(surface, facts, "sans", line * 0.52, INK, (x + 4, y + small // 2), "midleft", max_width=row.right - x - 4)
        return
    ability = words("mat.ability_used" if player.ability_used else "mat.ability_ready")
    face = "sans_italic" if player.ability_used else "sans_bold"
    gap, padding = 10, 12
    size = fitted_size([("sans", phrase) for phrase, _ in said] + [(face, ability)], line * 0.52,
                       row.right - x - gap * len(said) - padding)
    token, size = ability_token(rect, row, ability, face, size, padding)
    for phrase, colour in said:
        x = blit_text(surface, phrase, "sans", size, colour, (x + (gap if x > row.left else 0), token.centery), "midleft").right
    if player.ability_used:
        frame(surface, token, PARCHMENT, UNAVAILABLE, 1, small // 2)
    else:
        frame(surface, token, NIGHT_SOFT, GOLD, 2, small // 2)
    blit_text(surface, ability, face, size, UNAVAILABLE if player.ability_used else GOLD_LIGHT, token.center, "center")


def ability_token(mat: pygame.Rect, row: pygame.Rect, ability: str, face: str, size: float,
                  padding: int) -> tuple[pygame.Rect, float]:
    """The ability's token at the row's right end and the size of its words: as tall as its words
    (Japanese at the largest text size is taller than the row) yet inside the mat's frame, the
    words made smaller where the frame leaves too little room."""
    room = mat.bottom - 3 - row.top  # the frame's border is drawn up to 3 pixels in
    while size > LEGIBLE and _ink_height(ability, face, size) + 4 > room:
        size -= 0.5
    token = pygame.Rect(0, row.top, font(face, size).size(ability)[0] + padding,
                        min(room, max(row.height, _ink_height(ability, face, size) + 4)))
    token.right = row.right
    return token, size


def _ink_height(words_: str, face: str, size: float) -> int:
    """How tall the letters' ink is: a font's line is far taller than its kana and kanji."""
    return text(words_, face, size, INK).get_bounding_rect().height


def facts_row(rect: pygame.Rect) -> pygame.Rect:
    """The mat's last row, under its resources: permanent units, cards, buildings, the ability."""
    line = max(18, round(rect.height / 3.4))
    cells = resource_cell(rect, 0)
    return pygame.Rect(rect.left + 6, cells.top + round(line * 0.9) + round(line * 0.2), rect.width - 12, round(line * 0.85))
