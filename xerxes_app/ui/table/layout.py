"""Where each part of the table goes in a window of a given size: the board first, filling the
left of the window under the banner; under the board a band with the strip of moves and the
buttons; a column on the right with the mats and, down to the window's foot, the hand, whose
cards are read without pointing at them (cards.py); the log a drawer over the mats, open on
demand. Every length is the 1280 x 720 design's times the window's `factor`, so the whole table
grows with the window. A watched table (nobody at this screen decides anything) has no buttons to
decide with: the band closes up to its History and Log, and the board takes what is left."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...rules import BUILD, CAMPAIGN, TAXATION, GameState
from ..looks.language import term, words
from .board import BOARD_H, BOARD_W

# Pass's words in the phases where passing means more than passing.
PASS_WORDS = {CAMPAIGN: "table.done_campaigns", BUILD: "table.build_nothing", TAXATION: "table.done_taxes"}
STRIP_LEAST = 64  # the strip of moves' least height at 1280 x 720: its chips and their signs
LOG_SHARE = 0.45  # an open drawer's least share of the mats' and the hand's room: some ten lines at 720 high


@dataclass(frozen=True)
class TableLayout:
    board: pygame.Rect  # the room for the board, which keeps its own proportions inside it
    banner: pygame.Rect
    feedback: pygame.Rect  # under the banner: the news, a choice's prompt or a refusal
    # The column's top row: the shortcuts' "?", Save as, Rules, Leave game (the longest words).
    keys: pygame.Rect
    save: pygame.Rect | None  # None where the game cannot be saved under a name (a network game's)
    save_notice: pygame.Rect  # along the board's foot: a save's outcome
    rules: pygame.Rect
    menu: pygame.Rect
    mats: list[pygame.Rect]
    solo_panel: pygame.Rect | None  # R21, R22: the tile and the goal, under the player's mat
    hand: pygame.Rect
    hand_under_log: pygame.Rect  # the hand's room while the drawer is open above it
    show_hand: pygame.Rect
    log: pygame.Rect  # the drawer, over the mats and the hand (above the hand, while one is shown)
    undo: pygame.Rect | None  # Undo and Redo, side by side; None at a watched table, as Pass and the ability
    hint: pygame.Rect | None  # in a game with hints
    history: pygame.Rect
    log_button: pygame.Rect
    pass_button: pygame.Rect | None
    ability: pygame.Rect | None
    moves: pygame.Rect  # the strip of the moves since one's last decision: under the board, left of the buttons


def shared(row: pygame.Rect, pad: int, says: tuple[int, ...]) -> list[pygame.Rect]:
    """A row's buttons, each as wide as its words (`says`) and an equal share of what is left
    over, the last reaching the row's end."""
    share = (row.width - pad * (len(says) - 1) - sum(says)) // len(says)
    rects, x = [], row.left
    for said in says:
        rects.append(pygame.Rect(x, row.top, said + share, row.height))
        x += said + share + pad
    rects[-1].width = row.right - rects[-1].left
    return rects


def buttons_say(manager, state: GameState, hints: bool, watched: bool = False) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """How wide the longest words of each button in the column's two rows of buttons are, in the
    buttons' face: Pass and the ability; Undo, Redo, Hint (in a game with hints), History and Log.
    A `watched` table has only History and Log."""
    font = manager.get_theme().get_font(["button"])

    def longest(*said: str) -> int:
        return max(font.size(text)[0] for text in said)

    history_and_log = (longest(words("table.history")), longest(words("table.log"), words("table.close_log")))
    if watched:
        return (), history_and_log
    says = (longest(*map(words, (*PASS_WORDS.values(), "table.pass"))),
            longest(*(words("table.ability_of", satrap=term(s.name)) for s in state.content.satraps)))
    tools = (longest(words("undo.undo")), longest(words("undo.redo")), *([longest(words("hint.hint"))] if hints else []),
             *history_and_log)
    return says, tools


def table_layout(size: tuple[int, int], factor: float, players: int, solo: bool, says: tuple[int, ...],
                 tools_say: tuple[int, ...], save: bool = True) -> TableLayout:
    """`says`: how wide the longest words of Pass and of the ability's button are; the two share
    their row by them (none at a watched table: no row). `tools_say`: the same for Undo, Redo,
    Hint (if the game has hints), History and Log, which share theirs (History and Log alone at a
    watched table). `save`: whether the top row has Save as."""
    def px(n: float) -> int:
        return round(n * factor)

    w, h = size
    pad = px(8)
    banner_h = px(60)
    buttons_w = round(w * 0.3)  # the column's least width, and the buttons'
    row_h = px(36)
    # The band under the board: the tools' row standing on Pass's (the tools' alone at a watched
    # table), as tall as the strip of moves needs at least, and no taller than the room a board
    # as wide as the window leaves under it (the board's words fit it at the largest text size).
    tools_h, buttons_h = px(32), px(36)
    full_h = max(STRIP_LEAST * factor, tools_h + buttons_h + pad // 2)  # a player's: a watcher's History and Log stand as low
    band_h = max(STRIP_LEAST * factor, tools_h + (buttons_h + pad // 2 if says else 0))
    board = pygame.Rect(pad, banner_h, w - buttons_w - 3 * pad, h - banner_h - 2 * pad - round(band_h))
    board.height = min(board.height, round(board.width * BOARD_H / BOARD_W))
    # A board its room's height bounds leaves the rest of the width to the column, for the hand.
    board.width = min(board.width, round(board.height * BOARD_W / BOARD_H))
    column_w = w - board.width - 3 * pad
    printed_w = min(board.width, board.height * BOARD_W / BOARD_H)  # the board keeps 55:36 inside its room (board.py)
    printed = pygame.Rect(0, 0, round(printed_w), round(printed_w * BOARD_H / BOARD_W))
    printed.center = board.center
    # Right under the board: a taller window than 16:9 leaves its room under the band, not above.
    band = pygame.Rect(board.left, board.bottom + pad, board.width, min(round(full_h), h - pad - board.bottom - pad))
    right = pygame.Rect(w - column_w - pad, pad, column_w, h - 2 * pad)
    keys_w = px(36)
    small = (right.width - keys_w - 3 * pad) * 3 // 10
    leave_w = right.width - keys_w - 2 * small - 3 * pad
    if not save:  # Rules and Leave game share Save as's room
        small, leave_w = small + (small + pad) // 2, leave_w + (small + pad) - (small + pad) // 2
    mat_h = px(70)
    mats_top = right.top + row_h + pad
    mats = [pygame.Rect(right.left + px(12), mats_top + i * (mat_h + pad // 2), right.width - px(12), mat_h)
            for i in range(players)]
    under_mats = mats[-1].bottom
    solo_panel = None
    if solo:
        solo_panel = pygame.Rect(mats[0].left, under_mats + pad, mats[0].width, px(186))
        under_mats = solo_panel.bottom
    # The buttons at the band's right, as wide as the column; the strip of moves left of them.
    buttons = pygame.Rect(band.right - min(buttons_w, band.width // 2), band.top, min(buttons_w, band.width // 2), band.height)
    tools_top = buttons.bottom - (buttons_h + pad // 2 if says else 0) - tools_h
    hand = pygame.Rect(right.left, under_mats + pad, right.width, right.bottom - under_mats - pad)
    # Open over the mats, the drawer takes at least LOG_SHARE of the column's room for both; the
    # hand, shown, moves under it.
    split = max(hand.top, mats_top + round(LOG_SHARE * (hand.bottom - mats_top)))
    hand_under_log = pygame.Rect(hand.left, split, hand.width, hand.bottom - split)
    show_hand = pygame.Rect(0, 0, min(hand.width, px(300)), px(44))
    show_hand.midbottom = (hand.centerx, hand.bottom - pad)
    pass_row = pygame.Rect(buttons.left, buttons.bottom - buttons_h, buttons.width, buttons_h)
    pass_button, ability = shared(pass_row, pad, says) if says else (None, None)
    tools = shared(pygame.Rect(buttons.left, tools_top, buttons.width, tools_h), pad, tools_say)
    undo = tools[0].union(tools[1]) if says else None
    history, log_button = tools[-2], tools[-1]
    hint = tools[2] if len(tools) == 5 else None
    return TableLayout(
        board=board,
        banner=pygame.Rect(pad, px(2), board.width, px(34)),
        feedback=pygame.Rect(pad, px(34), board.width, px(24)),
        keys=pygame.Rect(right.left, right.top, keys_w, row_h),
        save=pygame.Rect(right.left + keys_w + pad, right.top, small, row_h) if save else None,
        save_notice=pygame.Rect(printed.left, printed.bottom - px(30), printed.width, px(30)),
        rules=pygame.Rect(right.left + keys_w + (small + pad if save else 0) + pad, right.top, small, row_h),
        menu=pygame.Rect(right.right - leave_w, right.top, leave_w, row_h),
        mats=mats,
        solo_panel=solo_panel,
        hand=hand,
        hand_under_log=hand_under_log,
        show_hand=show_hand,
        log=pygame.Rect(right.left, mats_top, right.width, hand.bottom - mats_top),
        undo=undo,
        hint=hint,
        history=history,
        log_button=log_button,
        pass_button=pass_button,
        ability=ability,
        moves=pygame.Rect(printed.left, band.top, buttons.left - pad - printed.left, band.height),
    )
