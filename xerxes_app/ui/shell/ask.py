"""A question before something that cannot be undone by this screen alone (leaving a hosted game,
letting a seat go): a confirmation window over whatever screen is up, which calls back when the
player confirms, and closes with nothing done otherwise."""

from __future__ import annotations

import html
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.windows import UIConfirmationDialog

from ..looks.language import current, words


class Ask(UIConfirmationDialog):
    def __init__(self, app, title: str, text: str, action: str, on_yes: Callable[[], None]):
        f = app.factor
        w, h = app.size
        rect = pygame.Rect(0, 0, round(480 * f), round(230 * f))
        rect.center = (w // 2, h // 2)
        super().__init__(rect, html.escape(text), app.manager, window_title=title, action_short_name=action,
                         always_on_top=True)
        self.cancel_button.set_text(words("common.cancel"))
        if current() == "ja":  # Japanese breaks between any letters, without dashes
            self.confirmation_text.allow_split_dashes = False
            self.confirmation_text.rebuild()
        self.set_blocking(True)
        self.on_yes = on_yes

    def process_event(self, event: pygame.event.Event) -> bool:
        confirmed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.confirm_button
        consumed = super().process_event(event)
        if confirmed:
            self.on_yes()
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
