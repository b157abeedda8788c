"""The keyboard's shortcuts, in a window of their own: opened by F1 or ? on any screen, and by a
button on the title screen and the table. The README's list is this one."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from ..looks.language import words

# The keys and what they do, as ids of the catalogue ("keys.tab" and "keys.tab_does").
SHORTCUTS = ("tab", "arrows", "enter", "digits", "escape", "help", "ask", "moves", "mute")


def shortcut_rows(language: str | None = None) -> list[tuple[str, str]]:
    """(keys, what they do) in `language`, the current one unless given."""
    chosen = {} if language is None else {"locale": language}
    return [(words(f"keys.{key}", **chosen), words(f"keys.{key}_does", **chosen)) for key in SHORTCUTS]


class ShortcutsWindow(UIWindow):
    closes_on_escape = True  # focus.py: Escape closes it, like its Close button

    def __init__(self, app):
        f = app.factor
        w, h = app.size
        rect = pygame.Rect(0, 0, min(w - 40, round(640 * f)), min(h - 40, round(400 * f)))
        rect.center = (w // 2, h // 2)
        super().__init__(rect, app.manager, window_display_title=words("keys.title"), resizable=False,
                         object_id="#shortcuts")
        self.set_blocking(True)
        pad = round(12 * f)
        inner = self.get_container().get_rect()
        button_h = round(40 * f)
        rows = "".join(f"<b>{html.escape(keys)}</b>: {html.escape(what)}<br>" for keys, what in shortcut_rows())
        UITextBox(f"{rows}<br><i>{html.escape(words('keys.hint'))}</i>", pygame.Rect(pad, pad, inner.width - 2 * pad,
                                                                        inner.height - 3 * pad - button_h),
                  app.manager, container=self)
        self.close_button = UIButton(pygame.Rect(inner.width - pad - round(140 * f), inner.height - pad - button_h,
                                                 round(140 * f), button_h), words("keys.close"), app.manager, container=self,
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
    """The list as the README's table, in English."""
    rows = ["| keys | what they do |", "|---|---|"]
    rows += [f"| {keys} | {what} |" for keys, what in shortcut_rows("en")]
    return "\n".join(rows)
