"""A message for the player in a window of its own, over whatever screen is up, until closed."""

from __future__ import annotations

import html

import pygame
from pygame_gui.windows import UIMessageWindow

from ..looks.language import current, words


def notice(app, title: str, text: str) -> UIMessageWindow:
    f = app.factor
    w, h = app.size
    rect = pygame.Rect(0, 0, round(460 * f), round(250 * f))
    rect.center = (w // 2, h // 2)
    window = UIMessageWindow(rect, html.escape(text), app.manager, window_title=title, always_on_top=True)
    # pygame-gui's own Japanese for "Dismiss" reads "disband"; the catalogues say "close".
    window.dismiss_button.set_text(words("common.dismiss"))
    if current() == "ja":  # Japanese breaks between any letters, without dashes
        window.text_block.allow_split_dashes = False
        window.text_block.rebuild()
    window.set_blocking(True)
    return window
