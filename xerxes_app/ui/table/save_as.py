"""Save as: a dialog asking for the saved game's name; it refuses an empty name and asks before
replacing a save of the same name."""

from __future__ import annotations

import html
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UITextEntryLine

from ...saving import SaveEntry, SavingError, name_taken, save_as
from ...names import SAVE_NAME_MAX
from ..looks.language import said, words
from ..shell.dialog import Dialog


class SaveAsWindow:
    def __init__(self, app, session, on_saved: Callable[[SaveEntry], None]):
        self.app = app
        self.session = session
        self.on_saved = on_saved
        self.confirm_replace: Dialog | None = None
        self.closed = False
        f = app.factor
        m = app.manager
        row = round(40 * f)
        heading_h = m.get_theme().get_font(["#dialog.#heading_small", "label"]).size(words("saving.name_label"))[1]
        refusal_h = round(28 * f)
        self.window = Dialog(app, "save as", words("saving.save_as"), "", (("cancel", words("common.cancel")),
                             ("save", words("saving.save"))), room=heading_h + row + refusal_h + round(10 * f), width=500)
        room = self.window.room
        heading = UILabel(pygame.Rect(room.left, room.top, room.width, -1), words("saving.name_label"), m, container=self.window,
                          object_id="#heading_small")  # as tall as its words (-1)
        y = heading.relative_rect.bottom + round(4 * f)
        self.entry = UITextEntryLine(pygame.Rect(room.left, y, room.width, row), m, container=self.window)
        self.entry.set_text_length_limit(SAVE_NAME_MAX)
        self.entry.focus()
        self.window.held["name"] = self.entry
        self.refusal = UILabel(pygame.Rect(room.left, y + row + round(6 * f), room.width, refusal_h), "", m,
                               container=self.window, object_id="#refusal")

    def handle(self, event) -> bool:
        """Whether `event` was this window's."""
        if self.confirm_replace is not None:
            replacing = self.confirm_replace.answer(event)
            if replacing is None:
                return False
            self.confirm_replace.kill()
            self.confirm_replace = None
            if replacing == "replace":
                self._write()
            return True
        chosen = self.window.answer(event)
        if chosen == "cancel":
            self.close()
        elif chosen == "save" or (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry):
            self._save_asked()
        else:
            return False
        return True

    def name(self) -> str:
        return " ".join(self.entry.get_text().split())

    def _save_asked(self) -> None:
        name = self.name()
        if not name:
            self.refusal.set_text(words("saving.no_name"))
            return
        if name_taken(self.app.keeper.save_dir, name):
            self.confirm_replace = Dialog(self.app, "confirm", words("saving.replace_title"),
                                          html.escape(words("saving.replace_question", name=name)),
                                          (("keep", words("common.cancel")), ("replace", words("saving.replace"))))
            return
        self._write()

    def _write(self) -> None:
        try:
            entry = save_as(self.app.keeper.save_dir, self.session, self.name())
        except SavingError as error:
            self.refusal.set_text(said(error.sentence))
            return
        self.close()
        self.on_saved(entry)

    def close(self) -> None:
        if self.confirm_replace is not None:
            self.confirm_replace.kill()
            self.confirm_replace = None
        self.window.kill()
        self.closed = True

    def targets(self) -> dict:
        """("save as", key): the name, Save and Cancel, or Replace and Keep while that is asked."""
        return (self.confirm_replace or self.window).targets("save as")
