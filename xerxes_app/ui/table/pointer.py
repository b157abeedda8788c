"""What the mouse points at on the table: the thing under it outlined, its tooltip after a
moment's rest, and the worker carried while the button is held in placement."""

from __future__ import annotations

import pygame

from ...rules import PLACEMENT
from ..looks import icons
from ..looks.look import CREAM
from . import hit_test, tooltips

TOOLTIP_DELAY = 0.5
DRAG_START = 8  # pixels the pressed mouse moves before a worker is seen carried


class Pointer:
    def __init__(self, table):
        self.table = table
        self.hover = None
        self.hover_time = 0.0
        self.tooltip = None
        self.dragging: tuple[int, int] | None = None  # where a worker being dragged to an area is

    def update(self, dt: float) -> None:
        table = self.table
        free = table.confirming is None and not table.asking.asking
        thing = hit_test.thing_at(table, pygame.mouse.get_pos()) if free else None
        self.dragging = self._drag()
        if thing != self.hover:
            self.hover = thing
            self.hover_time = 0.0
            self.drop_tooltip()
        elif thing is not None and self.tooltip is None:
            self.hover_time += dt
            if self.hover_time >= TOOLTIP_DELAY:
                self._show_tooltip(thing)

    def draw_outline(self, surface: pygame.Surface) -> None:
        """The thing pointed at, outlined (under what a choice lights)."""
        table = self.table
        if self.hover is None or table.confirming is not None:
            return
        kind, key = self.hover
        if kind == "area":
            pygame.draw.polygon(surface, CREAM, table.board.area_shapes[key], 3)
            return
        rect = hit_test.outline(table, self.hover)
        if rect is not None:
            pygame.draw.rect(surface, CREAM, rect.inflate(6, 6), 3, border_radius=8)

    def draw_carried(self, surface: pygame.Surface) -> None:
        """The worker carried under the mouse, over everything on the table."""
        table = self.table
        if self.dragging is not None:
            state = table.play.state
            satrap = state.content.satraps[state.players[table.play.viewer].satrap]
            size = table.board.worker_rect(state.content.areas[0].name).width
            pawn = icons.piece(satrap.colour, satrap.pattern, size, "pawn")
            surface.blit(pawn, pawn.get_rect(center=self.dragging))

    def _drag(self) -> tuple[int, int] | None:
        """Where the pressed mouse carries the player's worker, in placement: it is placed where
        the button is let go (a release over an area is a click there, inputs.py)."""
        table = self.table
        pressed = table.app.inputs.pressed_at
        if pressed is None or table.play.state.phase != PLACEMENT or not table.mine() or table.confirming is not None:
            return None
        pos = pygame.mouse.get_pos()
        return pos if abs(pos[0] - pressed[0]) + abs(pos[1] - pressed[1]) >= DRAG_START else None

    def _show_tooltip(self, thing) -> None:
        table = self.table
        text = tooltips.text(table.play, thing, table.legal, table.mine(), table.choosing)
        if text:
            self.tooltip = table.app.manager.create_tool_tip(text, pygame.mouse.get_pos(), (0, 16), table.root, None,
                                                             wrap_width=round(320 * table.app.factor))

    def drop_tooltip(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None
