"""The game's menu, opened by Escape where there is nothing to cancel: the hand-off screen, a
choice that cannot be put off, the table itself. Back to the game, the rules, the game's own
choices (a network game's seats and code), or leaving (the game is already saved; a hosted
network game asks first). It shows nothing private, so it may open over the hand-off (R25)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIWindow

from ..looks.language import words

CHOICES = (("resume", "menu.resume"), ("rules", "title.rules"), ("leave", "menu.leave"))  # ids of the catalogue


class GameMenu(UIWindow):
    closes_on_escape = True  # focus.py: a second Escape closes it, like "Back to the game"

    def __init__(self, app, play):
        choices = CHOICES[:2] + tuple(play.menu_choices) + CHOICES[2:]
        f = app.factor
        w, h = app.size
        pad = round(12 * f)
        button_h = round(44 * f)
        rect = pygame.Rect(0, 0, round(380 * f), len(choices) * (button_h + pad) + pad + round(40 * f))
        rect.center = (w // 2, h // 2)
        super().__init__(rect, app.manager, window_display_title=words("menu.title"), resizable=False, object_id="#game_menu")
        self.set_blocking(True)
        self.app = app
        self.play = play
        inner = self.get_container().get_rect()
        self.buttons = {key: UIButton(pygame.Rect(pad, pad + i * (button_h + pad), inner.width - 2 * pad, button_h), words(text),
                                      app.manager, container=self, object_id="#selected" if key == "resume" else None)
                        for i, (key, text) in enumerate(choices)}

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, button in self.buttons.items() if event.ui_element is button), None)
            if key is not None:
                self.kill()
                self._choose(key)
                return True
        return super().process_event(event)

    def _choose(self, key: str) -> None:
        state = self.play.state
        if key == "rules":
            self.app.push(self.app.registry["rules"](self.app, phase=state.phase, solo=state.is_solo))
        elif key == "leave":
            self.play.leave()
        elif key != "resume":
            self.play.choose(key)

    def targets(self) -> dict:
        return {("menu", key): button.rect.copy() for key, button in self.buttons.items()}


def open_menu(app, play) -> GameMenu:
    """The menu for the game `play`, unless it is up already."""
    for window in app.manager.get_window_stack().get_full_stack():
        if isinstance(window, GameMenu) and window.alive():
            return window
    return GameMenu(app, play)
