"""The window that confirms a decision made on the board: what it will do, in words, before it
is done. Every decision is chosen by clicks on the board, the mats and the icons beside them;
this window only asks "this?", so a misclick costs nothing. It has the look of every
confirmation (shell/dialog.py)."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..looks.language import words
from ...rules import Command
from ..shell.dialog import Dialog


class ConfirmChoice:
    def __init__(self, app, title: str, command: Command, on_done: Callable[[Command], None],
                 summary: Callable[[Command], str], header: str = ""):
        self.command = command
        self.on_done = on_done
        self.closed = False
        self.window: Dialog | None = Dialog(app, "confirm", title, summary(command),
                                            (("cancel", words("common.cancel")), ("confirm", words("common.confirm"))),
                                            header=header)

    def handle(self, event: pygame.event.Event) -> bool:
        """Take an event if it is for this window; True when taken."""
        if self.window is None:
            return False
        answer = self.window.answer(event)
        if answer is None:
            return False
        self.close()
        if answer == "confirm":
            self.on_done(self.command)
        return True

    def close(self) -> None:
        self.closed = True
        if self.window is not None:
            window, self.window = self.window, None
            window.kill()

    def targets(self) -> dict[Any, pygame.Rect]:
        if self.window is None:
            return {}
        return {key: button.rect.copy() for key, button in self.window.buttons.items()}
