"""Saving, as the table shows it: the Save as button (where the game can be saved under a name:
not a network game, whose game the server holds), and a line that tells when the autosave cannot
be written (a full disk, a read-only folder) while play goes on, or that Save as worked."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ..looks.language import warning_words, words
from ...saving import SaveEntry
from .save_as import SaveAsWindow

NOTE_SECONDS = 4.0  # how long "Saved as ..." stays up


class TableSaving:
    def __init__(self, app, play, root, button_rect: pygame.Rect | None, line_rect: pygame.Rect):
        self.app = app
        self.play = play
        self.button = None if button_rect is None else UIButton(button_rect, words("saving.save_as"), app.manager, container=root,
                                                                tool_tip_text=words("saving.save_as_tip"))
        self.line = UILabel(line_rect, "", app.manager, container=root, object_id="#save_warning")
        self.line.hide()
        self.window: SaveAsWindow | None = None
        self.note = ""
        self.note_left = 0.0
        self.shown: str | None = None

    def handle(self, event) -> bool:
        """Whether `event` was for saving."""
        if self.window is not None:
            taken = self.window.handle(event)
            if self.window.closed:
                self.window = None
            if taken:
                return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.window = SaveAsWindow(self.app, self.play.session, self._saved)
            return True
        return False

    def _saved(self, entry: SaveEntry) -> None:
        self.note, self.note_left = words("saving.saved_as", name=entry.name), NOTE_SECONDS

    def update(self, dt: float) -> None:
        """Show the autosave's latest warning, else a passing note; both clear by themselves."""
        self.note_left = max(0.0, self.note_left - dt)
        warning = self.app.keeper.warning
        text = warning_words(warning) if warning else (self.note if self.note_left > 0 else "")
        if text != self.shown:
            self.shown = text
            self.line.set_text(text)
        # Showing the table again (after a hand-off) shows every widget in it, this line too, so
        # whether it shows is checked every frame, not only when its text changes.
        if bool(text) != bool(self.line.visible):
            self.line.show() if text else self.line.hide()

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window = None

    def targets(self) -> dict:
        found = {("button", "save as"): self.button.rect.copy()} if self.button is not None else {}
        if self.window is not None:
            found.update(self.window.targets())
        return found
