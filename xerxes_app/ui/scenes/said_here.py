"""A screen's sentence under what it asked (the account's forms and screen): what went wrong, in the
theme's #refusal, or what is under way, in #feedback; on as many lines as its width needs, at most
LINES, so that a refusal is read whole at every text size."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UILabel

from ..looks.paint import wrap_in
from ..shell.scene import Scene

LINES = 3


class Saying(Scene):
    """A screen that says one sentence at a time under what it asked (`message`, `wrong`)."""

    def __init__(self, app):
        super().__init__(app)
        self.message, self.wrong = "", False
        self.widgets: dict = {}

    def _say(self, message: str, wrong: bool = True) -> None:
        if (message, wrong) != (self.message, self.wrong):
            self.message, self.wrong = message, wrong
            self.layout()

    def refuse(self, why: str) -> None:
        self._say(why)


def said_here(app, root, left: int, y: int, width: int, text: str, wrong: bool) -> list[UILabel]:
    """The sentence's lines from (left, y); empty, one empty line (the room kept)."""
    look = "#refusal" if wrong else "#feedback"
    face = app.manager.get_theme().get_font([look, "label"])
    step = round(30 * app.factor)
    lines = wrap_in(text, face, width - round(16 * app.factor))[:LINES] or [""]
    return [UILabel(pygame.Rect(left, y + i * step, width, step), line, app.manager, container=root, object_id=look)
            for i, line in enumerate(lines)]
