"""Undo and Redo on the table: two buttons, and Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z).

Only the person whose secrets are on screen may take back a decision, and only their own with
what the computers did after it, never across a reveal, a draw or another person's decision
(`Session.undo`); so an undo never shows the viewer anything new, and never hands the screen to
someone else. Against computers the person may undo while a computer thinks, or after it
answered. Unavailable, the buttons stay clickable and say why, like every unavailable action at
the table: what was revealed since, or who decided. A watched table has no buttons; Ctrl+Z says
why there is nothing to take back there either.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..looks.language import words
from ..shell.inputs import REDO, UNDO
from ..looks.words import describe
from ...rules.reveals import CARD
from ...session import NOTHING, NoUndo

NOT_YOURS = "undo.not_yours"
NOTHING_TO_UNDO = "undo.nothing_to_undo"
NOTHING_TO_REDO = "undo.nothing_to_redo"


def no_undo_words(no: NoUndo, seat: int, names: list[str]) -> str:
    """Why `seat` cannot take anything back, in words: what was revealed since, or who decided."""
    if no.why == NOTHING:
        return words(NOTHING_TO_UNDO)
    if no.why == CARD and no.seat == seat:
        return words("undo.own_card")
    return words(f"undo.{no.why}", name=names[no.seat] if no.seat is not None else "")


class UndoControls:
    def __init__(self, app, play, root, rect: pygame.Rect | None):
        """`rect`: the buttons' place, None at a watched table."""
        self.play = play
        self.undo = self.redo = None
        if rect is None:
            return
        gap = round(8 * app.factor)
        half = (rect.width - gap) // 2
        self.undo = UIButton(pygame.Rect(rect.left, rect.top, half, rect.height), words("undo.undo"), app.manager, container=root)
        self.redo = UIButton(pygame.Rect(rect.left + half + gap, rect.top, half, rect.height), words("undo.redo"), app.manager,
                             container=root)

    def _seat(self) -> int | None:
        """The person who may take back here: the one whose secrets are shown, nothing holding the
        game up (a network game's lost connection)."""
        return self.play.viewer if self.play.note() is None else None

    def _why_not_undo(self) -> str | None:
        seat = self._seat()
        if seat is None:
            return words(NOT_YOURS)
        no = self.play.session.why_no_undo(seat)
        return None if no is None else no_undo_words(no, seat, self.play.names)

    def _why_not_redo(self) -> str | None:
        seat = self._seat()
        if seat is None:
            return words(NOT_YOURS)
        return None if self.play.session.may_redo(seat) else words(NOTHING_TO_REDO)

    def refresh(self) -> None:
        """Style and explain the buttons for the game as it stands."""
        if self.undo is None:
            return
        why_not_undo, why_not_redo = self._why_not_undo(), self._why_not_redo()
        self.undo.change_object_id(None if why_not_undo is None else "#unavailable")
        self.redo.change_object_id(None if why_not_redo is None else "#unavailable")
        self.undo.set_tooltip(self._undo_tip() if why_not_undo is None else why_not_undo)
        self.redo.set_tooltip(words("undo.redo_tip") if why_not_redo is None else why_not_redo)

    def _undo_tip(self) -> str:
        """The decision Undo takes back (a network game's server names it), and whether the
        computers' decisions after it go with it."""
        play = self.play
        last, after = play.session.taking_back(self._seat())
        if last is None:
            return words("undo.undo_tip_plain")
        what = describe(play.state, play.names, play.viewer, last)
        return words("undo.undo_tip_computers" if after else "undo.undo_tip", last=what)

    def handle(self, event) -> str | None:
        """Undo or redo for a press or a key: None when `event` is for neither, else why it could
        not be done ("" when it was)."""
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED
        if event.type == UNDO or (pressed and event.ui_element is self.undo):
            why_not = self._why_not_undo()
            if why_not is None:
                self.play.undo()
            return why_not or ""
        if event.type == REDO or (pressed and event.ui_element is self.redo):
            why_not = self._why_not_redo()
            if why_not is None:
                self.play.redo()
            return why_not or ""
        return None

    def targets(self) -> dict:
        if self.undo is None:
            return {}
        return {("button", "undo"): self.undo.rect.copy(), ("button", "redo"): self.redo.rect.copy()}
