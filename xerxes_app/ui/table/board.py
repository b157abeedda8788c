"""The 55 x 36 board: where each of its parts lies in the window, and drawing it.

`Board` is made for one window rectangle. Its printed parts (map, tracks, building tiles) are
drawn once into `printed`; the pieces of a game (pawns, tokens, markers, this round's event,
builders) are drawn over a copy whenever the game changes. Drawing only reads the state.
"""

from __future__ import annotations

import pygame

from ...rules import TURN_CHANGE, GameState
from ..looks import icons
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, INK_SOFT, LAPIS, NIGHT, PARCHMENT, TERRACOTTA, font, least_printed, player_colour, printed_size
from .map_shapes import centroid, contains, regions
from ..looks.language import term, words
from ..looks.paint import blit_printed, frame, print_wrapped, shade, text
from .printed_board import print_board
from .solo_board import draw_solo

BOARD_W, BOARD_H = 55, 36  # centimetres: the printed board's proportions
VP_CELLS = 41  # 0 to 40 (CONTENT.md: "the VP track, 0 to at least 40")
SLOT_NAMES = ("1st", "2nd", "3rd", "4th")  # the slots as places of the board


class Board:
    def __init__(self, rect: pygame.Rect, state: GameState):
        # Fit 55:36 inside `rect`, centred.
        width = min(rect.width, rect.height * BOARD_W / BOARD_H)
        height = width * BOARD_H / BOARD_W
        self.rect = pygame.Rect(0, 0, round(width), round(height))
        self.rect.center = rect.center
        self.content = state.content
        self.solo = state.is_solo  # its building tiles print no VP (R20)
        u = self.u = width / BOARD_W
        x0, y0 = self.rect.topleft

        def r(x, y, w, h):
            return pygame.Rect(round(x0 + x * u), round(y0 + y * u), round(w * u), round(h * u))

        self.vp_rect = r(0.4, 0.3, 54.2, 1.9)
        self.map_rect = r(0.4, 2.3, 36.4, 25.3)
        self.timeline_rect = r(37.2, 2.3, 17.4, 3.7)
        self.track_rect = r(37.2, 6.4, 17.4, 10.9)
        self.event_rect = r(37.2, 17.7, 17.4, 9.9)
        self.buildings_rect = r(0.4, 28.0, 54.2, 7.6)
        gap = 0.3 * u
        tile_w = (self.buildings_rect.width - 5 * gap) / 6
        lefts = [self.buildings_rect.left + i * (tile_w + gap) for i in range(6)]
        self.building_rects = [  # each edge rounded on its own, so the last tile ends with the strip
            pygame.Rect(round(x), self.buildings_rect.top, round(x + tile_w) - round(x), self.buildings_rect.height)
            for x in lefts
        ]
        cell = self.vp_rect.width / VP_CELLS
        self.vp_cells = [pygame.Rect(round(self.vp_rect.left + i * cell), self.vp_rect.top, round(cell) - 1, self.vp_rect.height)
                         for i in range(VP_CELLS)]
        inner = self.timeline_rect.inflate(-0.5 * u, -0.5 * u)
        label_w = 3.7 * u
        year_w = (inner.width - label_w) / 7
        self.year_cells = [pygame.Rect(round(inner.left + label_w + i * year_w), inner.top,
                                       round(year_w) - 2, inner.height) for i in range(7)]
        slot_h = self.track_rect.height / 5
        self.slot_rects = [pygame.Rect(self.track_rect.left, round(self.track_rect.top + i * slot_h),
                                       self.track_rect.width, round(slot_h) - 3) for i in range(4)]
        self.turn_change_rect = pygame.Rect(self.track_rect.left, round(self.track_rect.top + 4 * slot_h) + 2,
                                            self.track_rect.width, round(slot_h) - 3)
        # The map's regions, in window pixels.
        areas, seas, deserts = regions(self.map_rect.width, self.map_rect.height)
        mx, my = self.map_rect.topleft
        self.area_shapes = {name: [(x + mx, y + my) for x, y in poly] for name, poly in areas.items()}
        self.sea_shapes = [[(x + mx, y + my) for x, y in poly] for poly in seas]
        self.desert_shapes = [[(x + mx, y + my) for x, y in poly] for poly in deserts]
        self.area_centres = {name: centroid(poly) for name, poly in self.area_shapes.items()}
        event = self.event_rect
        self.event_deck = pygame.Rect(event.left + 0.5 * u, event.top + 1.8 * u, 4.6 * u, 6.6 * u)
        self.event_card = pygame.Rect(self.event_deck.right + 0.9 * u, event.top + 1.6 * u,
                                      event.right - self.event_deck.right - 1.4 * u, 7.9 * u)
        self._icons: dict[str, list] = {}
        self.printed = print_board(self)

    # Where things are --------------------------------------------------------------------------

    def area_at(self, pos) -> str | None:
        for name, shape in self.area_shapes.items():
            if contains(shape, pos):
                return name
        return None

    def place_rect(self, name: str) -> pygame.Rect:
        """Where a named place of the board lies in the window, to point at it: an area
        ("Thracia"), a turn-track slot ("1st" to "4th"), the turn-change space (TURN_CHANGE), a
        building ("Road"), or one of the board's parts ("map", "VP track", "timeline", "turn
        track", "event", "buildings"). KeyError for any other name."""
        if name in self.area_shapes:
            xs, ys = zip(*self.area_shapes[name])
            return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        if name in SLOT_NAMES:
            return self.slot_rects[SLOT_NAMES.index(name)].copy()
        if name == TURN_CHANGE:
            return self.turn_change_rect.copy()
        if name in self.content.building_index:
            return self.building_rects[self.content.building_index[name]].copy()
        parts = {"map": self.map_rect, "VP track": self.vp_rect, "timeline": self.timeline_rect, "turn track": self.track_rect,
                 "event": self.event_rect, "buildings": self.buildings_rect}
        return parts[name].copy()

    def area_icons(self, name: str) -> list[tuple[str, int, pygame.Rect]]:
        """The printed icons of an area, under its name: ("resource", index, rect) for each
        resource it yields, then ("unit", index, rect) for its unit's shield (R10). Window pixels.
        The row moves sideways (a little up or down at most) until it lies wholly in the area."""
        if name not in self._icons:
            area = self.content.areas[self.content.area_index[name]]
            u = self.u
            icon, shield, gap = round(1.15 * u), round(1.45 * u), max(1, round(0.1 * u))
            count = len(area.yields)
            cx, cy = self.area_centres[name]

            def row(dx: float, dy: float, step: float) -> list[tuple[str, int, pygame.Rect]]:
                # step: from one resource to the next; below the icon's width they overlap a little
                width = (count - 1) * step + icon + 2 * gap + shield
                x, y = cx - width / 2 + dx, cy - 0.25 * u + dy
                found = [("resource", r, pygame.Rect(round(x + i * step), round(y), icon, icon))
                         for i, r in enumerate(area.yields)]
                x += (count - 1) * step + icon + 2 * gap
                return found + [("unit", area.unit, pygame.Rect(round(x), round(y - (shield - icon) / 2), shield, shield))]

            def inside(found) -> bool:
                shape = self.area_shapes[name]
                return all(contains(shape, corner) for _, _, r in found
                           for corner in (r.topleft, r.topright, r.bottomleft, r.bottomright))

            shifts = sorted(((dx * 0.25 * u, dy * 0.25 * u) for dx in range(-12, 13) for dy in range(-2, 3)),
                            key=lambda d: abs(d[0]) + 3 * abs(d[1]))
            steps = (icon + gap, icon * 0.8)
            self._icons[name] = next((row(dx, dy, step) for step in steps for dx, dy in shifts if inside(row(dx, dy, step))),
                                     row(0, 0, steps[-1]))
        return self._icons[name]

    def area_target(self, name: str) -> pygame.Rect:
        """A spot well inside the area, under its name: where a test clicks."""
        x, y = self.area_centres[name]
        rect = pygame.Rect(0, 0, round(1.6 * self.u), round(1.0 * self.u))
        rect.center = (round(x), round(y))
        return rect

    def builder_rect(self, tile: pygame.Rect) -> pygame.Rect:
        """Along a building tile's foot: its VP this year, or who built it (printed_board.py
        writes what it does just above)."""
        u = self.u
        return pygame.Rect(round(tile.left + 0.3 * u), round(tile.bottom - 2.1 * u), round(tile.width - 0.6 * u), round(1.8 * u))

    # Where the pieces stand (drawing and motion.py both ask) ------------------------------------

    def worker_rect(self, area: str) -> pygame.Rect:
        """A worker's pawn on `area` (a satrapy pawn stands in the same spot on its home)."""
        size = round(1.7 * self.u)
        cx, cy = self.area_centres[area]
        return pygame.Rect(0, 0, size, size).move(round(cx - size / 2), round(cy + 1.9 * self.u - size / 2))

    def turn_change_worker_rect(self) -> pygame.Rect:
        size = round(1.7 * self.u)
        space = self.turn_change_rect
        return pygame.Rect(0, 0, size, size).move(round(space.right - 0.3 * self.u) - size, space.centery - size // 2)

    def vp_cup_rect(self, vp: int, stacked: int) -> pygame.Rect:
        """The VP marker of the `stacked`-th player on the cell of `vp`."""
        cup = round(0.7 * self.u)
        cell = self.vp_cells[min(vp, VP_CELLS - 1)]
        return pygame.Rect(round(cell.left + (stacked % 2) * (cell.width - cup)), round(cell.bottom - cup - (stacked // 2) * cup * 0.55),
                           cup, cup)

    # The pieces of a game ----------------------------------------------------------------------

    def draw_game(self, surface: pygame.Surface, state: GameState, current: int | None) -> None:
        """Draw the printed board with the game's pieces at `self.rect` of `surface`."""
        surface.blit(self.printed, self.rect)
        content = state.content
        u = self.u
        satraps = [content.satraps[p.satrap] for p in state.players]
        # VP markers: cups stacked in their cell; solo has no VP (R20).
        cup = round(0.7 * u)
        for seat, player in enumerate(state.players if not state.is_solo else ()):
            stacked = sum(1 for other in range(seat) if min(state.players[other].vp, VP_CELLS - 1) == min(player.vp, VP_CELLS - 1))
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, cup, "cup")
            surface.blit(image, self.vp_cup_rect(player.vp, stacked))
        # Timeline token on the year.
        if 1 <= state.year <= len(self.year_cells):
            cell = self.year_cells[state.year - 1]
            radius = min(cell.width, cell.height) * 0.5
            pygame.draw.circle(surface, GOLD_LIGHT, cell.center, radius)
            pygame.draw.circle(surface, INK, cell.center, radius, 2)
            blit_printed(surface, str(state.year), "serif_bold", 1.2 * u, INK, cell.center, "center")
        self._draw_track(surface, state, current, satraps)
        self._draw_pawns(surface, state, satraps)
        self._draw_event(surface, state)
        self._draw_builders(surface, state, satraps)
        if state.is_solo:
            draw_solo(self, surface, state)

    def _draw_track(self, surface, state, current, satraps) -> None:
        u = self.u
        token = round(1.5 * u)
        # In solo the tile, not the turn order, gives the player's slot (R21); before a tile is
        # drawn there is none.
        seats = {state.slot_of(seat): seat for seat in range(len(state.players)) if not state.is_solo or state.tile >= 0}
        for slot, rect in enumerate(self.slot_rects):
            if slot not in seats:
                shade_rect = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade_rect.fill((*PARCHMENT, 170))
                surface.blit(shade_rect, rect)
                continue
            seat = seats[slot]
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, token, "disc")
            surface.blit(image, image.get_rect(midright=(rect.right - 0.3 * u, rect.centery)))
            if seat == current and state.phase not in ("setup", "turn_change", "game_over"):
                pygame.draw.rect(surface, GOLD_LIGHT, rect, max(2, round(0.2 * u)), border_radius=5)
                pygame.draw.polygon(surface, TERRACOTTA, [(rect.left - 0.1 * u, rect.centery - 0.5 * u),
                                                          (rect.left + 0.35 * u, rect.centery),
                                                          (rect.left - 0.1 * u, rect.centery + 0.5 * u)])
        if state.turn_change >= 0:
            seat = state.turn_change
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, round(1.7 * u), "pawn")
            surface.blit(image, self.turn_change_worker_rect())

    def _draw_pawns(self, surface, state, satraps) -> None:
        u = self.u
        content = state.content
        size = round(1.7 * u)
        for seat, player in enumerate(state.players):
            satrap = satraps[seat]
            home = content.areas[satrap.home]
            cx, cy = self.area_centres[home.name]
            lying = satrap.home in player.used_areas  # R10: a used home lies down and gathers nothing
            image = icons.piece(satrap.colour, satrap.pattern, round(2.0 * u), "satrap", lying)
            spot = image.get_rect(center=(cx, cy + 1.9 * u))
            surface.blit(image, spot)
            if lying:
                self._gathers_nothing(surface, (cx, spot.bottom + 0.1 * u))
        for area, seat in enumerate(state.area_pawns):
            if seat < 0:
                continue
            name = content.areas[area].name
            cx, cy = self.area_centres[name]
            if area in state.players[seat].used_areas:
                self._gathers_nothing(surface, (cx, cy + 1.4 * u))  # R10: the worker went on campaign
                continue
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, size, "pawn")
            surface.blit(image, self.worker_rect(name))

    def _gathers_nothing(self, surface, top_centre) -> None:
        """R10: an area whose unit went on campaign gathers nothing this round."""
        u = self.u
        label = text(words("board.on_campaign"), "sans_bold", printed_size(0.72 * u), CREAM)
        badge = label.get_rect(midtop=top_centre).inflate(round(0.5 * u), round(0.2 * u))
        frame(surface, badge, TERRACOTTA, INK, 1, 4)
        surface.blit(label, label.get_rect(center=badge.center))

    def _draw_event(self, surface, state) -> None:
        u = self.u
        content = state.content
        deck = self.event_deck
        revealed = state.year - 1 + (1 if state.event >= 0 else 0)
        left = max(0, len(content.events) - revealed)
        for k in range(min(3, left)):
            frame(surface, deck.move(k * 2, -k * 2), LAPIS, GOLD, 2, 6)
        blit_printed(surface, words("board.unseen", count=left), "sans", 0.75 * u, INK, (deck.centerx, deck.bottom + 0.3 * u), "midtop")
        card = self.event_card
        if state.event < 0:
            frame(surface, card, PARCHMENT, INK_SOFT, 1, 6)
            print_wrapped(surface, words("board.event_later"), "sans", 0.8 * u,
                          INK_SOFT, card.inflate(-0.8 * u, -0.8 * u))
            return
        event = content.events[state.event]
        frame(surface, card, CREAM, GOLD, 3, 6)
        blit_printed(surface, term(event.name), "serif_bold", 1.15 * u, CLAY, (card.centerx, card.top + 0.3 * u), "midtop",
                     max_width=card.width - 8)
        icon = round(2.2 * u)
        centre = (card.centerx, card.top + 3.2 * u)
        if event.stops is not None:
            image = icons.resource_icon(event.stops, icon)
            surface.blit(image, image.get_rect(center=centre))
            d = icon * 0.45
            pygame.draw.line(surface, TERRACOTTA, (centre[0] - d, centre[1] - d), (centre[0] + d, centre[1] + d), max(2, round(0.25 * u)))
            pygame.draw.line(surface, TERRACOTTA, (centre[0] - d, centre[1] + d), (centre[0] + d, centre[1] - d), max(2, round(0.25 * u)))
            saying = words("board.event_stops", resource=term(content.resources[event.stops]))
        elif event.gift_resources:
            for k in range(3):
                image = icons.resource_icon((k * 2) % 6, round(icon * 0.7))
                surface.blit(image, image.get_rect(center=(centre[0] + (k - 1) * icon * 0.6, centre[1])))
            saying = words("board.event_resources", count=event.gift_resources)
        else:
            for k in range(3):
                image = icons.unit_icon(k * 2, round(icon * 0.7))
                surface.blit(image, image.get_rect(center=(centre[0] + (k - 1) * icon * 0.6, centre[1])))
            saying = words("board.event_units", count=event.gift_units)
        print_wrapped(surface, saying, "sans", 0.8 * u, INK, pygame.Rect(card.left + 0.5 * u, card.top + 4.8 * u,
                                                                             card.width - u, card.height - 5 * u))

    def _draw_builders(self, surface, state, satraps) -> None:
        u = self.u
        for building, tile in zip(state.content.buildings, self.building_rects):
            seat = state.built_by[building.index]
            spot = self.builder_rect(tile)
            if seat >= 0:
                frame(surface, spot, shade(player_colour(satraps[seat].colour), 1.5), INK_SOFT, 1, 5)
                image = icons.piece(satraps[seat].colour, satraps[seat].pattern, round(1.2 * u), "disc")
                surface.blit(image, image.get_rect(midleft=(spot.left + 0.2 * u, spot.centery)))
                # "Built by Aegyptus", or the satrap's name alone where the tile is too narrow.
                said, room = words("board.built_by", satrap=term(satraps[seat].name)), spot.width - 1.7 * u
                if font("sans_bold", least_printed()).size(said)[0] > room:
                    said = term(satraps[seat].name)
                blit_printed(surface, said, "sans_bold", 0.78 * u, INK, (spot.left + 1.6 * u, spot.centery), "midleft", max_width=room)
            elif not state.is_solo:  # R20: a building's VP mean nothing in solo
                year = max(1, state.year)
                frame(surface, spot, PARCHMENT, INK_SOFT, 1, 5)
                blit_printed(surface, words("board.vp_now", vp=building.reward(year)), "serif_bold", 1.1 * u, NIGHT,
                             (spot.centerx, spot.centery), "center", max_width=spot.width - 4)
