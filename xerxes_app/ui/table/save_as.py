"""Save as: a window asking for the saved game's name; it refuses an empty name and asks before
replacing a save of the same name."""

from __future__ import annotations

import html
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine, UIWindow

from ...saving import SaveEntry, SavingError, name_taken, save_as
from ...names import SAVE_NAME_MAX
from ..looks.language import said, words
from ..shell.ask import ConfirmWindow
from ..shell.inputs import BACK


class SaveAsWindow:
    def __init__(self, app, session, on_saved: Callable[[SaveEntry], None]):
        self.app = app
        self.session = session
        self.on_saved = on_saved
        self.confirm_replace: ConfirmWindow | None = None
        self.closed = False
        f = app.factor
        m = app.manager
        w, h = app.size
        pad = round(14 * f)
        row = round(40 * f)
        rect = pygame.Rect(0, 0, round(500 * f), round(250 * f))
        rect.center = (w // 2, h // 2)
        self.window = UIWindow(rect, m, window_display_title=words("saving.save_as"), resizable=False, object_id="#save_as")
        self.window.set_blocking(True)
        inner_w = self.window.get_container().get_rect().width - 2 * pad
        y = pad
        heading = UILabel(pygame.Rect(pad, y, inner_w, -1), words("saving.name_label"), m, container=self.window,
                          object_id="#heading_small")  # as tall as its words (-1)
        y += heading.rect.height + round(4 * f)
        self.entry = UITextEntryLine(pygame.Rect(pad, y, inner_w, row), m, container=self.window)
        self.entry.set_text_length_limit(SAVE_NAME_MAX)
        self.entry.focus()
        y += row + round(6 * f)
        self.refusal = UILabel(pygame.Rect(pad, y, inner_w, round(28 * f)), "", m, container=self.window,
                               object_id="#refusal")
        y += round(34 * f)
        button_w = round(140 * f)
        self.cancel = UIButton(pygame.Rect(pad, y, button_w, row), words("common.cancel"), m, container=self.window)
        self.save = UIButton(pygame.Rect(pad + inner_w - button_w, y, button_w, row), words("saving.save"), m, container=self.window)

    def handle(self, event) -> bool:
        """Whether `event` was this window's."""
        if event.type == BACK:
            self.close()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel:
            self.close()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.closed = True
        elif ((event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.save)
              or (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry)):
            self._save_asked()
        elif self.confirm_replace is not None and self.confirm_replace.pressed(event) is not None:
            replacing = self.confirm_replace.pressed(event) == "yes"
            self.confirm_replace.kill()
            self.confirm_replace = None
            if replacing:
                self._write()
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
            self.confirm_replace = ConfirmWindow(self.app, words("saving.replace_title"),
                                                 html.escape(words("saving.replace_question", name=name)), words("saving.replace"))
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
        found = {"name": self.entry.rect.copy(), "save": self.save.rect.copy(), "cancel": self.cancel.rect.copy()}
        if self.confirm_replace is not None:
            found["replace"] = self.confirm_replace.confirm_button.rect.copy()
            found["keep"] = self.confirm_replace.cancel_button.rect.copy()
        return found
