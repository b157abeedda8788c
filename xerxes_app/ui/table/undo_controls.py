"""Undo and Redo on the table: two buttons, and Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z).

Only the player whose secrets are on screen and whose turn it is may take back a decision, and
only their own, back to the last reveal, draw or other player's decision (`Session.undo`); so an
undo never shows the viewer anything new, and never hands the screen to someone else.
Unavailable, the buttons stay clickable and say why, like every unavailable action at the table.
A watched table has no buttons; Ctrl+Z says why there is nothing to take back there either.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..looks.language import words
from ...rules import command_from_json
from ..shell.inputs import REDO, UNDO
from ..looks.words import describe

NOT_YOURS = "undo.not_yours"
NOTHING_TO_UNDO = "undo.nothing_to_undo"
NOTHING_TO_REDO = "undo.nothing_to_redo"


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

    def refresh(self, mine: bool) -> None:
        """Style and explain the buttons for the game as it stands; `mine`: the viewer decides now."""
        if self.undo is None:
            return
        session = self.play.session
        can_undo, can_redo = mine and session.can_undo, mine and session.can_redo
        self.undo.change_object_id(None if can_undo else "#unavailable")
        self.redo.change_object_id(None if can_redo else "#unavailable")
        # The decision Undo takes back: the session's last; a network game's server names it.
        last = (command_from_json(session.commands[-1]) if session.commands[-1] is not None else session.last) if can_undo else None
        if last is not None:
            self.undo.set_tooltip(words("undo.undo_tip", last=describe(self.play.state, self.play.names, self.play.viewer, last)))
        elif can_undo:
            self.undo.set_tooltip(words("undo.undo_tip_plain"))
        else:
            self.undo.set_tooltip(self._why_not_undo(mine))
        self.redo.set_tooltip(words("undo.redo_tip") if can_redo else self._why_not_redo(mine))

    def _why_not_undo(self, mine: bool) -> str:
        return words(NOTHING_TO_UNDO if mine else NOT_YOURS)

    def _why_not_redo(self, mine: bool) -> str:
        return words(NOTHING_TO_REDO if mine else NOT_YOURS)

    def handle(self, event, mine: bool) -> str | None:
        """Undo or redo for a press or a key: None when `event` is for neither, else why it could
        not be done ("" when it was)."""
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED
        if event.type == UNDO or (pressed and event.ui_element is self.undo):
            if not (mine and self.play.session.can_undo):
                return self._why_not_undo(mine)
            self.play.undo()
            return ""
        if event.type == REDO or (pressed and event.ui_element is self.redo):
            if not (mine and self.play.session.can_redo):
                return self._why_not_redo(mine)
            self.play.redo()
            return ""
        return None

    def targets(self) -> dict:
        if self.undo is None:
            return {}
        return {("button", "undo"): self.undo.rect.copy(), ("button", "redo"): self.redo.rect.copy()}
