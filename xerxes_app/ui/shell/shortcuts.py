"""The keyboard's shortcuts, in a window of their own: opened by F1 or ? on any screen, and by a
button on the title screen and the table. The README's list is this one."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

SHORTCUTS = (
    ("Tab, Shift+Tab", "Move the focus to the next or the previous thing"),
    ("Arrow keys", "Move the focus to the nearest thing that way; up and down run through a list"),
    ("Enter, Space", "Do what a click on the focused thing does"),
    ("1 to 9", "Pick the first to ninth answer in a choice window"),
    ("Escape", "Go back, cancel a choice, close a window; at the table, the game's menu"),
    ("F1, ?", "This list"),
)
HINT = "Anything a click does, the keys do: on the table, areas, the turn-change space, buildings, cards and buttons."


class ShortcutsWindow(UIWindow):
    closes_on_escape = True  # focus.py: Escape closes it, like its Close button

    def __init__(self, app):
        f = app.factor
        w, h = app.size
        rect = pygame.Rect(0, 0, min(w - 40, round(640 * f)), min(h - 40, round(400 * f)))
        rect.center = (w // 2, h // 2)
        super().__init__(rect, app.manager, window_display_title="Keyboard shortcuts", resizable=False,
                         object_id="#shortcuts")
        self.set_blocking(True)
        pad = round(12 * f)
        inner = self.get_container().get_rect()
        button_h = round(40 * f)
        rows = "".join(f"<b>{html.escape(keys)}</b>: {html.escape(what)}<br>" for keys, what in SHORTCUTS)
        UITextBox(f"{rows}<br><i>{html.escape(HINT)}</i>", pygame.Rect(pad, pad, inner.width - 2 * pad,
                                                                        inner.height - 3 * pad - button_h),
                  app.manager, container=self)
        self.close_button = UIButton(pygame.Rect(inner.width - pad - round(140 * f), inner.height - pad - button_h,
                                                 round(140 * f), button_h), "Close", app.manager, container=self,
                                     object_id="#selected")

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.kill()
            return True
        return super().process_event(event)


def open_shortcuts(app) -> None:
    """Show the list, unless it is up already."""
    stack = app.manager.get_window_stack().get_full_stack()
    if not any(isinstance(window, ShortcutsWindow) and window.alive() for window in stack):
        ShortcutsWindow(app)


def shortcuts_markdown() -> str:
    """The list as the README's table."""
    rows = ["| keys | what they do |", "|---|---|"]
    rows += [f"| {keys} | {what} |" for keys, what in SHORTCUTS]
    return "\n".join(rows)
