"""The last move of each other seat, marked on the board until one's own next decision: a small
pin in the seat's colour and pattern (R1) where the move happened (moves.py's `Did.place`): the
area or the turn-change space a worker went to, the building raised, an area whose unit went on
campaign, the turn track reordered, or, for a card paid, a pass or a choice of resources, the
seat's own mat. Whose decision counts as one's own: the person whose hand is shown, or, in
pass-and-play, whose hand waits behind the veil; with no seat here (a watched game), each seat's
last move of this year is marked."""

from __future__ import annotations

import pygame

from ..looks import icons
from ..looks.look import CREAM, NIGHT
from .moves import Move


def owner(table) -> int | None:
    """Whose last decision the marks and the strip count from."""
    seat = table.play.viewer
    return seat if seat is not None else table.veiled_for()


def last_moves(table) -> dict[int, Move]:
    """Each other seat's last move since the owner's last decision."""
    me = owner(table)
    return {move.seat: move for move in table.play.moves.since(me) if move.seat != me}


def pin_rect(table, place: tuple) -> pygame.Rect | None:
    """Where a seat's pin goes for a place of the board (hit_test.py's keys), beside its piece."""
    board = table.board
    size = max(10, round(1.0 * board.u))
    pin = pygame.Rect(0, 0, size, size)
    kind, key = place
    if kind == "area":
        pin.midleft = board.worker_rect(key).midright
    elif kind == "turn change":
        pin.midright = board.turn_change_worker_rect().midleft
    elif kind == "building":
        pin.center = board.builder_rect(board.place_rect(key)).topright
    elif kind == "turn track":
        pin.center = board.track_rect.topright
    elif table.log.covers_mats:
        return None  # the open drawer hides the mats
    else:
        pin.midright = table.mat_rects[key].topleft
        pin.move_ip(-1, size // 2 + 2)
    return pin


def draw_marks(canvas: pygame.Surface, table) -> None:
    state = table.play.state
    for seat, move in last_moves(table).items():
        rect = pin_rect(table, move.did.place())
        if rect is None:
            continue
        satrap = state.content.satraps[state.players[seat].satrap]
        pygame.draw.circle(canvas, NIGHT, rect.center, rect.width // 2 + 3)
        pygame.draw.circle(canvas, CREAM, rect.center, rect.width // 2 + 1)
        canvas.blit(icons.piece(satrap.colour, satrap.pattern, rect.width, "disc"), rect)
