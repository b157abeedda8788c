"""The words a screen draws itself (not its widgets'), watched while it draws: those cut short
with "…", wider than the room they were given even shrunk, shrunk below legible, or out of the
window. With `words_that_do_not_fit` (test_access.py), every word of a screen is checked."""

import sys

import pygame

from xerxes_app.ui.looks import paint
from xerxes_app.ui.looks.look import LEGIBLE


class DrawnWords:
    """Every call of `paint.blit_text`, in whichever module of the screens it is called, and every
    string rendered, while `watching` (a pytest monkeypatch, undone by the caller)."""

    def __init__(self, monkeypatch):
        self.wrong: list[tuple] = []
        blit_text, rendered = paint.blit_text, paint._rendered

        def placing(surface, string, kind, size, colour, pos, anchor="topleft", max_width=None, smallest=8):
            rect = blit_text(surface, string, kind, size, colour, pos, anchor, max_width, smallest)
            if string.strip():
                drawn = paint._fitting(string, kind, size, paint.font(kind, size), max_width, smallest) if max_width else size
                if max_width and rect.width > max_width:
                    self.wrong.append(("wider than its room", string, rect.width, max_width))
                if drawn < min(size, LEGIBLE):
                    self.wrong.append(("shrunk below legible", string, drawn))
                if surface.get_size() == pygame.display.get_surface().get_size() and not surface.get_rect().contains(rect):
                    self.wrong.append(("out of the window", string, rect))
            return rect

        def rendering(string, face, colour):
            if string.endswith(paint.ELLIPSIS):
                self.wrong.append(("cut short", string))
            return rendered(string, face, colour)

        monkeypatch.setattr(paint, "_rendered", rendering)
        for module in [module for name, module in sys.modules.items() if name.startswith("xerxes_app.ui.")]:
            if getattr(module, "blit_text", None) is blit_text:
                monkeypatch.setattr(module, "blit_text", placing)
