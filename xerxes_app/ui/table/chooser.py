"""A window that narrows the engine's legal commands down to one, a question at a time.

Every option offered is a value some legal command has, so the window never offers what the
rules forbid and never needs to know why: it only groups `legal_commands` by field. A question
with a single possible answer is skipped; player-started choices end on a confirmation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox, UIWindow

from ..looks.language import current, words
from ...rules import Command
from ..shell.inputs import BACK


@dataclass(frozen=True)
class Question:
    text: str
    value: Callable[[Command], Hashable]
    label: Callable[[Hashable], str]
    long_labels: bool = False  # one answer per line instead of a grid


def narrowed(commands: list[Command], questions, answers: list[Hashable]) -> list[Command]:
    """The commands that give each question answered so far its answer."""
    return [c for c in commands if all(q.value(c) == a for q, a in zip(questions, answers))]


def answers_to(commands: list[Command], question) -> list[Hashable]:
    """The answers `question` has among `commands`, each once, in their order."""
    values: list[Hashable] = []
    for command in commands:
        value = question.value(command)
        if value not in values:
            values.append(value)
    return values


class Chooser:
    def __init__(
        self,
        manager: pygame_gui.UIManager,
        area: pygame.Rect,
        title: str,
        commands: list[Command],
        questions: list[Question],
        on_done: Callable[[Command], None],
        summary: Callable[[Command], str],
        header: str = "",
        confirm: bool = True,
        cancellable: bool = True,
        factor: float = 1.0,
    ):
        self.manager = manager
        self.area = area
        self.title = title
        self.commands = commands
        self.questions = questions
        self.on_done = on_done
        self.summary = summary
        self.header = header
        self.confirm = confirm
        self.cancellable = cancellable
        self.factor = factor
        self.answers: list[Hashable] = []
        self.window: UIWindow | None = None
        self.buttons: dict[Any, UIButton] = {}
        self.closed = False
        self._advance()

    # Narrowing ---------------------------------------------------------------------------------

    def remaining(self) -> list[Command]:
        return narrowed(self.commands, self.questions, self.answers)

    def _options(self) -> list[Hashable]:
        return answers_to(self.remaining(), self.questions[len(self.answers)])

    def _advance(self) -> None:
        """Skip questions with one answer; finish when every question is answered."""
        while len(self.answers) < len(self.questions) and len(self._options()) == 1:
            self.answers.append(self._options()[0])
        if len(self.answers) == len(self.questions) and not self.confirm:
            self._finish()
            return
        self._build()

    def current_value(self, command: Command) -> Hashable | None:
        """The answer to the question on screen that leads to `command` (None at confirmation)."""
        if len(self.answers) == len(self.questions):
            return None
        return self.questions[len(self.answers)].value(command)

    def _finish(self) -> None:
        command = self.remaining()[0]
        self.close()
        self.on_done(command)

    # Widgets -----------------------------------------------------------------------------------

    def _build(self) -> None:
        if self.window is not None:
            self.window.kill()
        f = self.factor
        asking = len(self.answers) < len(self.questions)
        options = self._options() if asking else []
        question = self.questions[len(self.answers)] if asking else None
        width = min(self.area.width, round((820 if question is not None and question.long_labels else 620) * f))
        pad = round(12 * f)
        row = round(38 * f)
        columns = 1 if (question is None or question.long_labels) else min(3, max(1, len(options)))
        header_h = round(84 * f) if self.header else 0
        rows = (len(options) + columns - 1) // columns if asking else 0
        text_h = round(30 * f) if asking else round(110 * f)
        button_h = row
        height = header_h + text_h + rows * (button_h + round(6 * f)) + row + 4 * pad + round(36 * f)
        height = min(height, self.area.height)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = self.area.center
        self.window = UIWindow(rect, self.manager, window_display_title=self.title, resizable=False,
                               object_id="#chooser")
        self.window.set_blocking(True)
        inner_w = self.window.get_container().get_rect().width - 2 * pad
        y = pad
        if self.header:
            UITextBox(self.header, pygame.Rect(pad, y, inner_w, header_h), self.manager, container=self.window,
                      allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
            y += header_h + pad // 2
        self.buttons = {}
        if question is not None:
            UILabel(pygame.Rect(pad, y, inner_w, text_h), question.text, self.manager, container=self.window,
                    object_id="#heading_small")
            y += text_h
            col_w = (inner_w - (columns - 1) * pad) // columns
            for i, value in enumerate(options):
                x = pad + (i % columns) * (col_w + pad)
                top = y + (i // columns) * (button_h + round(6 * f))
                button = UIButton(pygame.Rect(x, top, col_w, button_h), question.label(value), self.manager,
                                  container=self.window, object_id="#option" if question.long_labels else None)
                self.buttons[("choice", value)] = button
            y += rows * (button_h + round(6 * f))
        else:
            UITextBox(self.summary(self.remaining()[0]), pygame.Rect(pad, y, inner_w, text_h), self.manager, container=self.window,
                      allow_split_dashes=current() != "ja")
            y += text_h
        y += pad
        bottom_w = round(150 * f)
        x = inner_w + pad - bottom_w
        if question is None:
            self.buttons["confirm"] = UIButton(pygame.Rect(x, y, bottom_w, row), words("common.confirm"), self.manager, container=self.window,
                                               object_id="#selected")
            x -= bottom_w + pad
        if self.answers and any(len(self._options_at(i)) > 1 for i in range(len(self.answers))):
            self.buttons["back"] = UIButton(pygame.Rect(x, y, bottom_w, row), words("common.back"), self.manager, container=self.window)
            x -= bottom_w + pad
        if self.cancellable:
            self.buttons["cancel"] = UIButton(pygame.Rect(pad, y, bottom_w, row), words("common.cancel"), self.manager, container=self.window)

    def _options_at(self, index: int) -> list[Hashable]:
        saved = self.answers
        self.answers = saved[:index]
        try:
            return self._options()
        finally:
            self.answers = saved

    # Events ------------------------------------------------------------------------------------

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
        for key, button in self.buttons.items():
            if event.ui_element is button:
                self._press(key)
                return True
        return False

    def _press(self, key) -> None:
        if key == "confirm":
            self._finish()
        elif key == "cancel":
            self.close()
        elif key == "back":
            # Step back over the questions that were answered for the player.
            self.answers.pop()
            while self.answers and len(self._options_at(len(self.answers))) == 1:
                self.answers.pop()
            self._build()
        else:
            self.answers.append(key[1])
            self._advance()

    def close(self) -> None:
        self.closed = True
        if self.window is not None:
            self.window.kill()
            self.window = None

    def targets(self) -> dict[Any, pygame.Rect]:
        return {key: button.rect.copy() for key, button in self.buttons.items()}

    def numbered(self) -> list[UIButton]:
        """The answers on screen in order, for the number keys (focus.py)."""
        return [button for key, button in self.buttons.items() if isinstance(key, tuple) and key[0] == "choice"]

