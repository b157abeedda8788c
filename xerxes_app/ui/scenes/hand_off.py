"""The hand-off: the whole screen asks for the next player and hides every secret (R25)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..looks.backdrop import backdrop
from ..shell.game_menu import open_menu
from ..shell.inputs import BACK
from ..looks import icons
from ..looks.language import term, words
from ..looks.look import CREAM, GOLD, GOLD_LIGHT
from ..looks.paint import blit_text
from ..shell.scene import Scene


class HandOff(Scene):
    music = "table"

    def __init__(self, app, play, seat: int):
        super().__init__(app)
        self.play = play
        self.seat = seat
        self.button: UIButton | None = None
        self.menu = None

    def build(self, root) -> None:
        f = self.app.factor
        w, h = self.app.size
        rect = pygame.Rect(0, 0, round(420 * f), round(64 * f))
        rect.center = (w // 2, round(h * 0.68))
        name = self.play.names[self.seat]
        self.button = UIButton(rect, words("handoff.show", name=name), self.app.manager, container=root, object_id="#big_button")

    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.play.handed_to(self.seat)
        elif event.type == BACK:
            self.menu = open_menu(self.app, self.play)  # the rules, or leaving, before anyone's cards show

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        state = self.play.state
        satrap = state.content.satraps[state.players[self.seat].satrap]
        surface.blit(backdrop(w, h), (0, 0))
        mark = icons.piece(satrap.colour, satrap.pattern, round(120 * f), "satrap")
        surface.blit(mark, mark.get_rect(center=(w // 2, round(h * 0.24))))
        blit_text(surface, words("handoff.pass_to", satrap=term(satrap.name)), "serif_bold", round(56 * f), GOLD, (w // 2, round(h * 0.43)), "center")
        blit_text(surface, self.play.names[self.seat], "serif", round(34 * f), CREAM, (w // 2, round(h * 0.51)), "center")
        phase = words(f"phase.{state.phase}")
        when = phase if state.phase == "setup" else words("log.heading", year=state.year, phase=phase)
        blit_text(surface, words("handoff.look_away", when=when),
                  "sans_italic", round(18 * f), GOLD_LIGHT, (w // 2, round(h * 0.58)), "center", max_width=w - 40)

    def targets(self):
        if self.menu is not None and self.menu.alive():
            return self.menu.targets()
        return {"continue": self.button.rect.copy()} if self.button else {}
