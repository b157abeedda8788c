"""A move lit where it happened (moves.py), over the table: the area a worker went to (or the
turn-change space), the building raised, the shields of the areas whose units went on campaign,
the card played laid face up beside the map, the VP markers moved with their change, the
resources won or lost on the mats, the event revealed, the turn track reordered, and the mover's
mat. Each light is drawn in the mover's colour on a dark edge; the mover's mark (move_marks.py)
carries its pattern too (R1). Both the strip's steps and a move's arrival (motion.py) light a
move so. Only public things are lit: a move is read from public boards."""

from __future__ import annotations

import pygame

from ...rules import TURN_CHANGE
from ..looks.look import CLAY, CREAM, NIGHT, TERRACOTTA, player_colour, printed_size
from ..looks.paint import blit_printed, text
from .board import VP_CELLS, Board
from .cards import ASPECT, HELD, draw_card
from .mats import resource_cell
from .moves import Did, Move


def signed(change: int) -> str:
    """A gain or a loss as the game writes them: +5, −1."""
    return f"+{change}" if change >= 0 else f"−{-change}"


def played_card_rect(board: Board, index: int = 0) -> pygame.Rect:
    """Where a card played is laid on the board, face up: over the annual events' panel, beside
    the map (the map's shields stay in view, lit), large enough to read."""
    room = board.event_rect
    height = round(room.height * 0.96)
    rect = pygame.Rect(0, 0, round(height * ASPECT), height)
    rect.center = (room.centerx + index * rect.width // 2, room.centery)
    return rect


def draw_lights(surface: pygame.Surface, table, move: Move, cards: bool = True) -> None:
    """Light `move` on `surface`, where the table's board and mats are drawn; with `cards`, the
    cards it played laid on the board (motion.py flies its own there)."""
    board = table.board
    did = move.did
    state = move.after
    colour = player_colour(state.content.satraps[state.players[did.seat].satrap].colour)
    width = max(2, round(0.22 * board.u))

    def ring(rect: pygame.Rect, tint=colour) -> None:
        pygame.draw.rect(surface, NIGHT, rect.inflate(2 * width + 4, 2 * width + 4), width + 2, border_radius=8)
        pygame.draw.rect(surface, tint, rect.inflate(2 * width, 2 * width), width, border_radius=8)

    for place in did.placed:
        if place == TURN_CHANGE:
            ring(board.turn_change_rect)
        else:
            shape = board.area_shapes[place]
            pygame.draw.polygon(surface, NIGHT, shape, width + 4)
            pygame.draw.polygon(surface, colour, shape, width)
    for name in did.built:
        ring(board.place_rect(name))
    for name in did.used:
        ring(next(rect for kind, _, rect in board.area_icons(name) if kind == "unit"))
    if did.order:
        ring(board.track_rect)
    if did.event >= 0:
        ring(board.event_card)
    if cards:
        for index, (kind, card) in enumerate(did.cards):
            rect = played_card_rect(board, index)
            draw_card(surface, rect, state.content, kind, card, HELD, solo=state.is_solo)
            ring(rect)
    _draw_vp(surface, table, did, state, width)
    if not table.log.covers_mats:  # the open drawer hides the mats
        _draw_mats(surface, table, did, ring)


def _draw_vp(surface, table, did: Did, state, width: int) -> None:
    """Each VP marker moved, ringed where it now stands, with its change beside it (R13)."""
    if state.is_solo:
        return  # R20: no VP in solo
    board = table.board
    last = VP_CELLS - 1
    labels: list[pygame.Rect] = []  # those drawn: near cells' labels stand one under the other
    for seat, then, now in did.vp:
        stacked = sum(1 for other in range(seat) if min(state.players[other].vp, last) == min(now, last))
        cup = board.vp_cup_rect(now, stacked)
        pygame.draw.ellipse(surface, NIGHT, cup.inflate(2 * width + 4, 2 * width + 4), width + 2)
        pygame.draw.ellipse(surface, CREAM, cup.inflate(2 * width, 2 * width), width)
        label = text(signed(now - then), "sans_bold", printed_size(0.9 * board.u), CREAM)
        at = label.get_rect(midtop=(cup.centerx, board.vp_rect.bottom + 2))
        while at.inflate(6, 2).collidelist([drawn.inflate(6, 2) for drawn in labels]) >= 0:
            at.move_ip(0, at.height + 2)
        labels.append(at)
        pygame.draw.rect(surface, CLAY if now < then else NIGHT, at.inflate(6, 2), border_radius=4)
        surface.blit(label, at)


def _draw_mats(surface, table, did: Did, ring) -> None:
    """The mover's mat ringed, and each resource won or lost on a mat with its count."""
    ring(table.mat_rects[did.seat])
    for seat, resource, change in did.resources:
        cell = resource_cell(table.mat_rects[seat], resource)
        pygame.draw.rect(surface, TERRACOTTA if change < 0 else NIGHT, cell.inflate(4, 4), 2, border_radius=4)
        blit_printed(surface, signed(change), "sans_bold", cell.height * 0.55, TERRACOTTA if change < 0 else CLAY,
                     (cell.right - 1, cell.top), "topright")
