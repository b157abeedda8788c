"""The board says where each named place lies, to point at it: every area, slot, the turn-change
space and every building, inside the board and apart from one another."""

import pygame
import pytest

from xerxes_app.rules import TURN_CHANGE, situation, standard_content
from xerxes_app.ui.table.board import SLOT_NAMES, Board
from xerxes_app.ui.table.map_shapes import contains

from ..table_at import at_table

C = standard_content()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_named_place_lies_on_the_board_where_it_is_drawn(app, size):  # app: pygame and its fonts started
    board = Board(pygame.Rect(0, 0, *size), situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"))
    for area in C.areas:
        rect = board.place_rect(area.name)
        assert board.map_rect.contains(rect) and rect.contains(board.area_target(area.name)), area.name
    slots = [board.place_rect(name) for name in SLOT_NAMES]
    for slot in slots:
        assert board.track_rect.contains(slot)
    assert slots[0].bottom <= slots[1].top, "the slots go down the track in order"
    assert board.place_rect(TURN_CHANGE) == board.turn_change_rect
    tiles = [board.place_rect(building.name) for building in C.buildings]
    assert all(board.buildings_rect.contains(tile) for tile in tiles)
    assert len({tuple(tile) for tile in tiles}) == len(tiles)
    for part in ("map", "VP track", "timeline", "turn track", "event", "buildings"):
        assert board.rect.contains(board.place_rect(part)), part
    with pytest.raises(KeyError):
        board.place_rect("Atlantis")



def test_at_1280_by_720_the_map_icons_are_large_and_inside_their_areas(app):
    at_table(app, situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"))
    board = app.top.board
    for area in C.areas:
        shape = board.area_shapes[area.name]
        icons = board.area_icons(area.name)
        assert [kind for kind, _, _ in icons] == ["resource"] * len(area.yields) + ["unit"]
        for kind, value, rect in icons:
            assert min(rect.size) >= 18, (area.name, kind, rect)
            corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
            assert all(contains(shape, corner) for corner in corners), (area.name, kind, rect)
