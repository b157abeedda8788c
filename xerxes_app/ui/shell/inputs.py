"""The one place that reads raw pygame input and turns it into the app's own inputs.

pygame-gui sees every event first. A left click that it did not take (pressed and released on
the board, a card, a mat) becomes a CLICK for the scene; Escape becomes BACK; Ctrl+Z becomes
UNDO, and Ctrl+Y or Ctrl+Shift+Z becomes REDO, unless a text field took the keys; H alone
becomes HINT, and [ and ] a STEP earlier or later (by -1 or 1), unless typed into a text field.
"""

from __future__ import annotations

import pygame

CLICK = pygame.event.custom_type()
BACK = pygame.event.custom_type()
UNDO = pygame.event.custom_type()
REDO = pygame.event.custom_type()
HINT = pygame.event.custom_type()
STEP = pygame.event.custom_type()
STEPS = {"[": -1, "]": 1}
MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


class Inputs:
    def __init__(self) -> None:
        self.pressed_at: tuple[int, int] | None = None

    def translate(self, event: pygame.event.Event, taken_by_widget: bool, typing: bool = False) -> pygame.event.Event | None:
        """The app's input for a raw event, if any; `typing`: a text field has the keyboard."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed_at = None if taken_by_widget else event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed_at = self.pressed_at, None
            if pressed is not None and not taken_by_widget:
                return pygame.event.Event(CLICK, pos=event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return pygame.event.Event(BACK)
        elif event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL and not taken_by_widget:
            shift = event.mod & pygame.KMOD_SHIFT
            if event.key == pygame.K_y or (event.key == pygame.K_z and shift):
                return pygame.event.Event(REDO)
            if event.key == pygame.K_z:
                return pygame.event.Event(UNDO)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_h and not (taken_by_widget or typing or event.mod & MODIFIERS):
            return pygame.event.Event(HINT)
        elif event.type == pygame.KEYDOWN and event.unicode in STEPS and not (taken_by_widget or typing or event.mod & MODIFIERS):
            return pygame.event.Event(STEP, by=STEPS[event.unicode])
        return None
