"""Small pictures of saved games' boards, for the load screen: the board as everyone saw it when
the game was saved (R25: never a hand), drawn by the table's own board (table/board.py) at one
size and made small.

Each picture is drawn once and kept for as long as the app runs, by the save's file and the time
it was saved (a save replaced under the same name is drawn again), and the language and text size
its board's words are printed in. The printed board under the pieces is kept too, one for the
standard game and one for solo, printed the first time a picture needs it. The screen asks for
the pictures it shows and draws those still missing a few a frame (`draw_due`), so it opens
before any is drawn and never draws one twice.
"""

from __future__ import annotations

import time
from collections import OrderedDict

import pygame

from ...rules import current_player
from ...saving import SaveEntry
from ..looks.language import current
from ..looks.look import text_scale
from ..table.board import BOARD_H, BOARD_W, Board

DRAWN_WIDTH = 440  # the board is drawn this wide, then made small: its printed words clear of each other
KEPT = 120  # pictures kept at most, the least recently shown going first
FRAME_BUDGET = 0.008  # seconds of a frame given to drawing pictures, after the first

_boards: dict[tuple, Board] = {}  # the printed board for pictures: (language, text size, solo or not) -> board
_kept: OrderedDict = OrderedDict()  # (path, saved at, size, language, text size) -> picture


def picture_size(width: int) -> tuple[int, int]:
    """A picture `width` pixels wide, in the board's proportions (55:36)."""
    return width, round(width * BOARD_H / BOARD_W)


def _key(entry: SaveEntry, size: tuple[int, int]) -> tuple:
    return entry.path, entry.saved_at, size, current(), text_scale()


def picture(entry: SaveEntry, size: tuple[int, int]) -> pygame.Surface | None:
    """The save's picture at `size`, if drawn (None also for a save that cannot be read)."""
    found = _kept.get(_key(entry, size))
    if found is not None:
        _kept.move_to_end(_key(entry, size))
    return found


def draw_due(entries: list[SaveEntry], size: tuple[int, int]) -> bool:
    """Draw the pictures of `entries` not drawn yet, at least one and then for as long as the
    frame's budget allows; whether any was drawn."""
    due = [entry for entry in entries if entry.readable and _key(entry, size) not in _kept]
    started = time.perf_counter()
    for entry in due:
        _kept[_key(entry, size)] = _drawn(entry.game.board, size)
        if time.perf_counter() - started > FRAME_BUDGET:
            break
    while len(_kept) > KEPT:
        _kept.popitem(last=False)
    return bool(due)


def _drawn(state, size: tuple[int, int]) -> pygame.Surface:
    printing = current(), text_scale(), state.is_solo
    board = _boards.get(printing)
    if board is None:
        board = _boards[printing] = Board(pygame.Rect((0, 0), picture_size(DRAWN_WIDTH)), state)
    canvas = pygame.Surface(board.rect.size)
    board.draw_game(canvas, state, current_player(state))
    return pygame.transform.smoothscale(canvas, size)
