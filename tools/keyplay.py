"""Playing the app by the keyboard alone: for the GUI tests and the screenshots.

It decides as the clicker does (autoplay.py), but where the clicker would click, it presses Tab
or Shift+Tab until the focus ring is on the thing, then Enter; in a choice window it presses the
answer's number. Every key goes through the real event loop as KEYDOWN and KEYUP.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from .autoplay import FRAMES_PER_CLICK, Clicker

TYPED = {pygame.K_SPACE: " ", **{getattr(pygame, f"K_{n}"): str(n) for n in range(10)}}


class Keyboarder(Clicker):
    def __init__(self, app, seed: int = 0, on_frame=None):
        super().__init__(app, seed, on_frame)
        self.keys = 0

    def press(self, key: int, mod: int = 0, frames: int = FRAMES_PER_CLICK) -> None:
        self.post(key, mod)
        self.frames(frames)

    def post(self, key: int, mod: int = 0) -> None:
        text = TYPED.get(key, "")
        unicode = "\r" if key == pygame.K_RETURN else text
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        if text:  # as SDL does, a printable key also arrives as text
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.keys += 1

    def click(self, key) -> None:
        """Do by keys what a click on `key` (a `targets()` key of the screen on top) does."""
        targets = self.app.top.targets()
        if key not in targets:
            raise LookupError(f"{key!r} is not on the {type(self.app.top).__name__} screen: {sorted(map(str, targets))[:40]}")
        rect = targets[key]
        offered = self.app.top.numbered() if getattr(self.app.top, "confirming", None) is None else []
        if rect in offered and offered.index(rect) < 9:  # an icon beside the board: its number
            self.press(pygame.K_1 + offered.index(rect))
            self.clicks += 1
            return
        self.focus_on(rect)
        here = self.app.focus.current()
        if not isinstance(here.element, UITextEntryLine):  # on a text field, the ring's arrival is the click
            self.press(pygame.K_RETURN)
        self.clicks += 1

    def focus_on(self, rect: pygame.Rect) -> None:
        """Tab (or Shift+Tab, whichever is fewer presses) until the ring is on `rect`."""
        focus = self.app.focus
        if not focus.shown:
            self.press(pygame.K_TAB, frames=1)  # the first Tab shows the ring where it is
        items = focus.items()
        wanted = next((i for i, item in enumerate(items) if item.rect == rect), None)
        if wanted is None:
            raise LookupError(f"nothing at {rect} takes the focus on the {type(self.app.top).__name__} screen")
        here = focus.current(items)
        at = next(i for i, item in enumerate(items) if item is here)
        forward = (wanted - at) % len(items)
        backward = (at - wanted) % len(items)
        steps, mod = (forward, 0) if forward <= backward else (backward, pygame.KMOD_SHIFT)
        for _ in range(steps):
            self.post(pygame.K_TAB, mod)
        self.frames(1)
        if focus.focused_rect() != rect:
            raise AssertionError(f"the focus is on {focus.focused_rect()}, not on {rect}")

