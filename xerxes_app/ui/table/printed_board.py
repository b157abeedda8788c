"""The board as printed: the map with its areas, seas and deserts, the VP track, the timeline, the
turn track with the turn-change space, the event's frame and the building tiles. Drawn once for a
window's size (board.py keeps it); a game's pieces go over a copy."""

from __future__ import annotations

import math

import pygame

from ..looks import icons
from ..looks.language import term, words
from ..looks.look import font, least_printed, normal_printed, printed_size
from .map_shapes import span
from ..looks.look import CLAY, CREAM, GOLD, INK, INK_SOFT, LAPIS, PARCHMENT, PARCHMENT_DARK, SAND, SEA, SEA_DARK, TERRACOTTA, player_colour
from ..looks.paint import blit_printed, blit_text, frame, grain, print_wrapped, text

SLOT_WORDS = ("board.slot_1", "board.slot_2", "board.slot_3", "board.slot_4")  # the turn track's slots in words
SLOT_EFFECTS = ("board.effect_1", "board.effect_2", "board.effect_3", "board.effect_4")  # R8
LAND = (214, 190, 136)
HOME_TINT = 0.35
SAND_HATCH = (190, 172, 132)


def print_board(board) -> pygame.Surface:
    """The board as printed, without a game's pieces: drawn once for a window's size. Its
    textures are made for it and let go (`grain`, not kept): the board keeps what they gave."""
    u = board.u
    surface = pygame.Surface(board.rect.size)
    surface.blit(grain(*board.rect.size, PARCHMENT, 16, seed=3), (0, 0))
    offset = (-board.rect.left, -board.rect.top)
    pygame.draw.rect(surface, CLAY, surface.get_rect(), max(2, round(0.25 * u)))
    _print_map(board, surface, offset)
    _print_vp_track(board, surface, offset)
    _print_timeline(board, surface, offset)
    _print_track(board, surface, offset)
    _print_event_frame(board, surface, offset)
    _print_buildings(board, surface, offset)
    return surface

def _shape(shape, offset):
    return [(x + offset[0], y + offset[1]) for x, y in shape]

def _print_map(board, surface, offset) -> None:
    u = board.u
    map_rect = board.map_rect.move(offset)
    surface.blit(grain(*map_rect.size, SEA, 10, seed=5), map_rect)
    sea_lines = max(1, round(0.06 * u))
    for y in range(map_rect.top + round(0.7 * u), map_rect.bottom, round(1.1 * u)):
        for x in range(map_rect.left + (y // 7) % round(2 * u), map_rect.right, round(2.4 * u)):
            pygame.draw.arc(surface, SEA_DARK, (x, y, round(0.8 * u), round(0.4 * u)), 0.3, 2.8, sea_lines)
    land = grain(*map_rect.size, LAND, 18, seed=7)
    # Land without an area is no place to play: pale sand, hatched, with no name.
    waste = grain(*map_rect.size, SAND, 12, seed=8)
    step = max(4, round(0.6 * u))
    for x in range(-map_rect.height, map_rect.width, step):
        pygame.draw.line(waste, SAND_HATCH, (x, map_rect.height), (x + map_rect.height, 0), max(1, round(0.08 * u)))
    for shape in board.desert_shapes:
        _fill(surface, _shape(shape, offset), waste, map_rect)
    for name, shape in board.area_shapes.items():
        area = board.content.areas[board.content.area_index[name]]
        if area.home_of is not None:
            tint = player_colour(board.content.satraps[area.home_of].colour)
            colour = tuple(int(l * (1 - HOME_TINT) + t * HOME_TINT) for l, t in zip(LAND, tint))
            _fill(surface, _shape(shape, offset), grain(*map_rect.size, colour, 14, seed=9), map_rect)
        else:
            _fill(surface, _shape(shape, offset), land, map_rect)
    for shape in list(board.area_shapes.values()) + board.desert_shapes:
        pygame.draw.polygon(surface, INK_SOFT, _shape(shape, offset), max(1, round(0.1 * u)))
    pygame.draw.rect(surface, INK, map_rect, max(2, round(0.12 * u)))
    for name in board.area_shapes:
        _print_area_label(board, surface, name, offset)

def _fill(surface, shape, image, rect) -> None:
    """Fill a polygon with a texture laid over `rect`: the texture masked by the polygon, within the
    polygon's own bounds. Within the whole map's, each area made two surfaces of the map's size,
    some 150 MB a print at 1920 x 1080, and the first print at 900 x 590 took 69 ms, not 50."""
    xs, ys = [x for x, _ in shape], [y for _, y in shape]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    bounds = pygame.Rect(left, top, math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1).clip(rect)
    mask = pygame.Surface(bounds.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - bounds.left, y - bounds.top) for x, y in shape])
    piece = pygame.Surface(bounds.size, pygame.SRCALPHA)
    piece.blit(image, (0, 0), bounds.move(-rect.left, -rect.top))
    piece.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(piece, bounds)

def _print_area_label(board, surface, name, offset) -> None:
    u = board.u
    area = board.content.areas[board.content.area_index[name]]
    shape = board.area_shapes[name]
    cx, cy = board.area_centres[name]
    size = round(0.95 * u)
    # Its foot where it stands at the 100 % text size: a larger one grows up, away from the icons
    # (above them where they moved up). It takes the room its area has from side to side all the
    # way up its letters, the border's line kept clear, at the largest size that fits there, the
    # home's disc before it; where only the name fits, the disc stands above its first letters.
    row = [rect for _, _, rect in board.area_icons(name)]
    foot = min(cy - 0.25 * u, min(rect.top for rect in row) + 0.1 * u)
    home = area.home_of is not None
    said = term(name)
    clear = max(2, 0.1 * u)  # the border's line, as wide as _print_map draws it, and a pixel
    fits = False
    for beside in (0.9 * u + 2, 0) if home else (0,):  # the disc's room on the name's line, or none
        for printed in range(printed_size(size), least_printed() - 1, -1):
            image = text(said, "serif_bold", printed, INK)
            ink = image.get_bounding_rect().move(0, foot - image.get_height())  # its letters, standing on the foot
            spans = [span(shape, (cx, y)) for y in (ink.top, ink.centery, ink.bottom - 1)]
            left, right = max(a for a, _ in spans) + clear, min(b for _, b in spans) - clear
            fits = ink.width + beside <= right - left
            if fits:
                break
        if fits:
            break
    if fits:  # its letters centred in the room
        letters = ink.move(round((left + beside + right - ink.width) / 2) - ink.left + offset[0], offset[1])
        blit_text(surface, said, "serif_bold", printed, INK, (letters.left - ink.left, foot - image.get_height() + offset[1]))
    else:  # cut short rather than across a border
        letters = blit_printed(surface, said, "serif_bold", size, INK, ((left + right) / 2 + offset[0], foot + offset[1]),
                               "midbottom", max_width=right - left)
    if home:
        disc = icons.piece(board.content.satraps[area.home_of].colour, board.content.satraps[area.home_of].pattern,
                           round(0.9 * u), "disc")
        place = dict(midright=(letters.left - 2, letters.centery)) if beside else dict(bottomleft=letters.topleft)
        surface.blit(disc, disc.get_rect(**place))
    for kind, value, rect in board.area_icons(name):
        image = icons.resource_icon(value, rect.width) if kind == "resource" else icons.unit_icon(value, rect.width)
        surface.blit(image, rect.move(offset))

def _print_vp_track(board, surface, offset) -> None:
    size = round(0.68 * board.u)
    for i, cell in enumerate(board.vp_cells):
        cell = cell.move(offset)
        fill = GOLD if i % 5 == 0 else PARCHMENT_DARK
        if i == board.content.win_vp:
            fill = TERRACOTTA
        frame(surface, cell, fill, INK_SOFT, 1, 3)
        blit_printed(surface, str(i), "sans_bold", size, INK if i != board.content.win_vp else CREAM, (cell.centerx, cell.top + 1), "midtop")

def _print_timeline(board, surface, offset) -> None:
    u = board.u
    rect = board.timeline_rect.move(offset)
    frame(surface, rect, PARCHMENT_DARK, CLAY, 2, 6)
    blit_printed(surface, words("board.year"), "serif_bold", 1.2 * u, INK, (rect.left + 0.5 * u, rect.centery), "midleft")
    for i, cell in enumerate(board.year_cells):
        cell = cell.move(offset)
        frame(surface, cell, PARCHMENT, INK_SOFT, 1, 4)
        blit_printed(surface, str(i + 1), "serif_bold", 1.1 * u, INK, cell.center, "center")

def _print_track(board, surface, offset) -> None:
    u = board.u
    for i, slot in enumerate(board.slot_rects):
        slot = slot.move(offset)
        frame(surface, slot, PARCHMENT_DARK, CLAY, 2, 5)
        name = blit_printed(surface, words(SLOT_WORDS[i]), "serif_bold", 1.2 * u, INK,
                         (slot.left + 0.4 * u, slot.centery), "midleft")
        effect_left = max(slot.left + 2.9 * u, name.right + 0.4 * u)  # after a longer slot name
        blit_printed(surface, words(SLOT_EFFECTS[i]), "sans", 0.78 * u, INK, (effect_left, slot.centery), "midleft",
                     max_width=slot.right - 2.1 * u - effect_left)  # a player's token stands at its right end
    space = board.turn_change_rect.move(offset)
    frame(surface, space, LAPIS, GOLD, 2, 5)
    # The title gives way to what the space does, beside it, whole; a worker stands at its right end.
    does = words("board.turn_change_does")
    title = blit_printed(surface, words("board.turn_change"), "serif_bold", 1.1 * u, CREAM, (space.left + 0.4 * u, space.centery),
                         "midleft", max_width=space.width - 3.3 * u - font("sans", normal_printed(0.75 * u)).size(does)[0])
    blit_printed(surface, does, "sans", 0.75 * u, CREAM,
                 (title.right + 0.4 * u, space.centery), "midleft", max_width=space.right - title.right - 2.5 * u)

def _print_event_frame(board, surface, offset) -> None:
    u = board.u
    rect = board.event_rect.move(offset)
    frame(surface, rect, PARCHMENT_DARK, CLAY, 2, 6)
    blit_printed(surface, words("board.events"), "serif_bold", 1.0 * u, INK, (rect.left + 0.4 * u, rect.top + 0.2 * u))

def _print_buildings(board, surface, offset) -> None:
    u = board.u
    for building, tile in zip(board.content.buildings, board.building_rects):
        tile = tile.move(offset)
        frame(surface, tile, PARCHMENT_DARK, CLAY, 2, 6)
        band = pygame.Rect(tile.left, tile.top, tile.width, round(1.5 * u))
        frame(surface, band, CLAY, CLAY, 0, 6)
        blit_printed(surface, term(building.name), "serif_bold", 1.0 * u, CREAM, band.center, "center", max_width=tile.width - 6)
        icon = round(1.15 * u)
        x = tile.left + 0.4 * u
        y = band.bottom + 0.3 * u
        for resource, count in enumerate(building.cost):
            for _ in range(count):
                surface.blit(icons.resource_icon(resource, icon), (round(x), round(y)))
                x += icon * 0.78
            if count:
                x += icon * 0.3
        effect = words("board.vp_by_year") if building.vp_per_year else words("board.opponents_lose", vp=building.opponents_lose)
        if board.solo or not building.vp_per_year and not building.opponents_lose:
            effect = ""  # R20: nor VP nor their losses are used in solo
        # Between the cost and the spot for the builder (board.py), on two lines where need be.
        top = y + icon + 0.1 * u
        room = pygame.Rect(tile.left + 0.3 * u, top, tile.width - 0.6 * u, board.builder_rect(tile).top - 0.1 * u - top)
        print_wrapped(surface, effect, "sans", 0.72 * u, INK_SOFT, room, centred=True)
