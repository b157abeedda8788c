"""The window that confirms a decision made on the board: what it will do, in words, before it
is done. Every decision is chosen by clicks on the board, the mats and the icons beside them;
this window only asks "this?", so a misclick costs nothing."""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from ..looks.language import current, words
from ...rules import Command
from ..shell.inputs import BACK


class ConfirmChoice:
    def __init__(
        self,
        manager: pygame_gui.UIManager,
        area: pygame.Rect,
        title: str,
        command: Command,
        on_done: Callable[[Command], None],
        summary: Callable[[Command], str],
        header: str = "",
        factor: float = 1.0,
    ):
        self.manager = manager
        self.command = command
        self.on_done = on_done
        self.closed = False
        self.buttons: dict[Any, UIButton] = {}
        f = factor
        pad = round(12 * f)
        row = round(38 * f)
        header_h = round(84 * f) if header else 0
        text_h = round(110 * f)
        rect = pygame.Rect(0, 0, min(area.width, round(620 * f)), min(header_h + text_h + row + 4 * pad + round(36 * f), area.height))
        rect.center = area.center
        self.window: UIWindow | None = UIWindow(rect, manager, window_display_title=title, resizable=False, object_id="#chooser")
        self.window.set_blocking(True)
        inner_w = self.window.get_container().get_rect().width - 2 * pad
        y = pad
        split_dashes = current() != "ja"  # Japanese breaks between any letters
        if header:
            UITextBox(header, pygame.Rect(pad, y, inner_w, header_h), manager, container=self.window, allow_split_dashes=split_dashes)
            y += header_h + pad // 2
        UITextBox(summary(command), pygame.Rect(pad, y, inner_w, text_h), manager, container=self.window,
                  allow_split_dashes=split_dashes)
        y += text_h + pad
        width = round(150 * f)
        self.buttons["confirm"] = UIButton(pygame.Rect(inner_w + pad - width, y, width, row), words("common.confirm"), manager,
                                           container=self.window, object_id="#selected")
        self.buttons["cancel"] = UIButton(pygame.Rect(pad, y, width, row), words("common.cancel"), manager, container=self.window)

    def handle(self, event: pygame.event.Event) -> bool:
        """Take a pygame-gui event if it is for this window; True when taken."""
        if self.window is None:
            return False
        if event.type == BACK:
            self.close()
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.window = None
            self.close()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        if event.ui_element is self.buttons["confirm"]:
            self.close()
            self.on_done(self.command)
            return True
        if event.ui_element is self.buttons["cancel"]:
            self.close()
            return True
        return False

    def close(self) -> None:
        self.closed = True
        if self.window is not None:
            self.window.kill()
            self.window = None

    def targets(self) -> dict[Any, pygame.Rect]:
        return {key: button.rect.copy() for key, button in self.buttons.items()}
