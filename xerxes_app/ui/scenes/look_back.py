"""What the two look-back screens (the charts, Records) share: a page to read with one big Back
button under it, which Escape presses too."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from ..looks.language import words
from ..shell.scene import Scene


class LookBack(Scene):
    music = "table"

    buttons: dict

    def build(self, root) -> None:
        f = self.app.factor
        w, h = self.app.size
        rect = pygame.Rect(0, 0, round(240 * f), round(54 * f))
        rect.midbottom = (w // 2, h - round(46 * f))
        self.buttons = {"back": UIButton(rect, words("common.back"), self.app.manager, container=root, object_id="#big_button")}

    def handle(self, event) -> None:
        self.went_back(event, self.buttons["back"])

    def targets(self) -> dict:
        return {name: button.rect.copy() for name, button in self.buttons.items()}
