"""The rules, readable in the app: the rulebook by section, then the project's rulings."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextBox

from .backdrop import backdrop
from .inputs import BACK
from .look import GOLD
from .paint import blit_text
from .rules_text import sections
from .scenes import Scene


class Rules(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.section = 0
        self.widgets: dict = {}

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        pad = round(24 * f)
        top = round(90 * f)
        list_w = round(360 * f)
        titles = [title for title, _ in sections()]
        wid = self.widgets = {}
        wid["list"] = UISelectionList(pygame.Rect(pad, top, list_w, h - top - round(100 * f)), titles, m, container=root,
                                      default_selection=titles[self.section])
        wid["text"] = UITextBox(self._text(), pygame.Rect(2 * pad + list_w, top, w - 3 * pad - list_w, h - top - pad), m,
                                container=root, object_id="#rules_text")
        wid["back"] = UIButton(pygame.Rect(pad, h - round(80 * f), list_w, round(50 * f)), "Back", m, container=root,
                               object_id="#big_button")

    def _text(self) -> str:
        title, text = sections()[self.section]
        return f"<b>{title.upper()}</b><br><br>{text}"

    def handle(self, event) -> None:
        if event.type == BACK or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.widgets["back"]):
            self.app.pop()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.widgets["list"]:
            titles = [title for title, _ in sections()]
            self.section = titles.index(event.text)
            self.widgets["text"].set_text(self._text())

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, "The rules of Xerxes", "serif_bold", round(40 * f), GOLD, (round(24 * f), round(24 * f)))

    def targets(self):
        return {"back": self.widgets["back"].rect.copy()}
