"""Confirmations, all of one look: a window over whatever screen is up with what is asked, an
optional check box under it, Cancel at its left and the action at its right (`ConfirmWindow`).

The table's questions (a decision chosen on the board, one that cannot be taken back) answer
its presses themselves, in the table's own turn; a question before something that cannot be
undone by this screen alone (leaving a hosted game, letting a seat go, deleting a save) is an
`Ask`, which calls back when the player confirms and closes with nothing done otherwise.
"""

from __future__ import annotations

import html
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UITextBox, UIWindow

from ..looks.language import current, words


class ConfirmWindow(UIWindow):
    def __init__(self, app, title: str, text: str, action: str, header: str = "", check: str | None = None,
                 check_tip: str | None = None):
        """`text` and `header` are pygame-gui's HTML; `check` the words of a check box, if one."""
        f = app.factor
        w, h = app.size
        pad, row, box = round(12 * f), round(38 * f), round(24 * f)
        header_h = round(84 * f) if header else 0
        text_h = round(110 * f)
        check_h = box + pad if check else 0
        rect = pygame.Rect(0, 0, min(w - round(40 * f), round(620 * f)),
                           min(header_h + text_h + check_h + row + 4 * pad + round(36 * f), h - round(40 * f)))
        rect.center = (w // 2, h // 2)
        super().__init__(rect, app.manager, window_display_title=title, resizable=False, object_id="#chooser",
                         always_on_top=True)
        self.set_blocking(True)
        inner_w = self.get_container().get_rect().width - 2 * pad
        y = pad
        split_dashes = current() != "ja"  # Japanese breaks between any letters, without dashes
        if header:
            UITextBox(header, pygame.Rect(pad, y, inner_w, header_h), app.manager, container=self, allow_split_dashes=split_dashes)
            y += header_h + pad // 2
        self.text_box = UITextBox(text, pygame.Rect(pad, y, inner_w, text_h), app.manager, container=self,
                                  allow_split_dashes=split_dashes)
        y += text_h + pad
        self.check: UICheckBox | None = None
        if check:
            self.check = UICheckBox(pygame.Rect(pad, y, box, box), check, app.manager, container=self, tool_tip_text=check_tip)
            y += check_h
        width = round(170 * f)
        self.confirm_button = UIButton(pygame.Rect(inner_w + pad - width, y, width, row), action, app.manager, container=self,
                                       object_id="#selected")
        self.cancel_button = UIButton(pygame.Rect(pad, y, width, row), words("common.cancel"), app.manager, container=self)

    @property
    def checked(self) -> bool:
        return self.check is not None and self.check.is_checked

    def pressed(self, event) -> str | None:
        """"yes" or "no" when `event` is a press of this window's buttons, or its closing."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.confirm_button:
            return "yes"
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel_button:
            return "no"
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self:
            return "no"
        return None


class Ask(ConfirmWindow):
    def __init__(self, app, title: str, text: str, action: str, on_yes: Callable[[], None]):
        super().__init__(app, title, html.escape(text), action)
        self.on_yes = on_yes

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        answer = self.pressed(event)
        if answer is not None and self.alive():
            self.kill()
            if answer == "yes":
                self.on_yes()
            return True
        return consumed

    def targets(self) -> dict:
        return {("ask", "yes"): self.confirm_button.rect.copy(), ("ask", "cancel"): self.cancel_button.rect.copy()}


def ask(app, title: str, text: str, action: str, on_yes: Callable[[], None]) -> Ask:
    return Ask(app, title, text, action, on_yes)


def asking(app) -> Ask | None:
    """The question up now, if any (for the screens' targets and the tests' clicks)."""
    for window in app.manager.get_window_stack().get_full_stack():
        if isinstance(window, Ask) and window.alive():
            return window
    return None
