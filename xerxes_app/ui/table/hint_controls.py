"""Hint on the table: a button and H ask the computer what it would do in the viewer's decision
(`play.hints`, game/hint.py). While it thinks, the button turns round a spinner and Escape stops
it; its answer is rung on the board, as the guided first game rings its advice, with a note of
what and why in the player's language. A game started with hints off has no Hint button.
"""

from __future__ import annotations

import math

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..looks.language import engine_words, words
from ..looks.look import CLAY, GOLD, INK, PARCHMENT
from ..looks.paint import blit_wrapped, frame, wrap
from ..looks.words import describe
from ..shell.inputs import BACK, HINT
from .hit_test import first_click
from .ring import draw_ring, ring_rect

NOTE_TEXT = 17  # px at 1280 x 720: the note is read at a glance


class HintControls:
    def __init__(self, app, play, root, rect: pygame.Rect | None):
        """`rect`: the button's place, None in a game without hints."""
        self.app = app
        self.play = play
        self.button = None if rect is None else UIButton(rect, words("hint.hint"), app.manager, container=root,
                                                         tool_tip_text=words("hint.tip"))

    @property
    def hints(self):
        return self.play.hints

    def refresh(self, mine: bool) -> None:
        if self.button is None:
            return
        self.button.change_object_id("#selected" if self.hints.thinking else None if mine else "#unavailable")
        self.button.set_tooltip(words("hint.tip" if mine else "hint.not_yours"))

    def handle(self, event, mine: bool) -> str | None:
        """A hint asked for or stopped: None when `event` is for neither, else why it could not be
        done ("" when it was)."""
        if event.type == BACK and self.hints.cancel():
            return ""
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None and event.ui_element is self.button
        if event.type != HINT and not pressed:
            return None
        if not self.hints.on:
            return words("hint.off")
        if not mine:
            return words("hint.not_yours")
        self.hints.ask(self.play.viewer)
        return ""

    def update(self) -> bool:
        """Whether the answer came, or the thinking stopped, this frame (the table reads it again)."""
        thinking = self.hints.thinking
        return self.hints.update() or thinking != self.hints.thinking

    def advice_words(self) -> str | None:
        advice = self.hints.advice
        if advice is None:
            return None
        state, seat = self.play.state, self.play.viewer
        what = describe(state, self.play.names, seat, advice.command)
        if advice.reason is None:
            return words("hint.says", what=what)
        return words("hint.says_why", what=what, why=engine_words(advice.reason.message, advice.reason.values))

    def draw(self, surface, table) -> None:
        f = self.app.factor
        if self.hints.thinking:
            note = self._note(surface, table, words("hint.thinking"), None, f, room=round(40 * f))
            self._spinner(surface, note, f)
        said = self.advice_words()
        if said is None:
            return
        ring = ring_rect(table, first_click(self.hints.advice.command))
        if ring is not None:
            draw_ring(surface, ring, f)
        self._note(surface, table, said, ring, f)

    def _spinner(self, surface, note: pygame.Rect, f: float) -> None:
        """An arc turning at the note's left end while the computer thinks."""
        size = note.height - round(16 * f)
        box = pygame.Rect(0, 0, size, size)
        box.midleft = (note.left + round(12 * f), note.centery)
        turn = (pygame.time.get_ticks() / 1000 * 2 * math.pi) % (2 * math.pi)
        pygame.draw.arc(surface, GOLD, box, turn, turn + 4.2, max(2, round(3 * f)))

    def _note(self, surface, table, said: str, ring: pygame.Rect | None, f: float, room: int = 0) -> pygame.Rect:
        """The hint's words in a note along the map's top or foot, whichever is away from the
        ring; `room` is kept free at its left (for the spinner)."""
        board = table.board.place_rect("map")
        pad = round(10 * f)
        size = round(NOTE_TEXT * f)
        width = min(board.width - 2 * pad, round(620 * f))
        lines = wrap(said, "sans_bold", size, width - 2 * pad - room)
        note = pygame.Rect(0, 0, width, len(lines) * round(size * 1.35) + 2 * pad)
        note.midtop = (board.centerx, board.top + pad)
        if ring is not None and note.inflate(pad, pad).colliderect(ring.inflate(round(24 * f), round(24 * f))):
            note.midbottom = (board.centerx, board.bottom - pad)
        frame(surface, note, PARCHMENT, CLAY, max(2, round(3 * f)), 10)
        inside = note.inflate(-2 * pad, -2 * pad)
        inside.left += room
        inside.width -= room
        blit_wrapped(surface, said, "sans_bold", size, INK, inside)
        return note

    def targets(self) -> dict:
        return {} if self.button is None else {("button", "hint"): self.button.rect.copy()}
