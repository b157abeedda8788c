"""Every dialog of the app, in one look and with one behaviour: a window over whatever screen is
up, drawn as the table's panels are (parchment in a clay border, its title on a clay band, the
words in ink: theme.json's "#dialog"), with a title, its words, and one to three choices in a row
at its foot (or a column of them, the game's menu's).

One choice is the default: it is highlighted and has the keyboard's focus first (focus.py), so
Enter takes it. Escape, and the window's own close button, take the choice that changes nothing
(Cancel, Close, Back to the game). The window blocks the screen under it: a click outside it goes
nowhere (and the tests' clicker refuses to make one, tools/autoplay.py).

A dialog's answer is the key of the choice taken. A screen that answers in its own turn reads it
with `answer(event)` and closes the dialog itself (the table's questions); any other gives
`on_answer`, called once as the dialog closes. `notice` tells something with one choice, Close;
`ask` asks before something this screen alone could not undo, and calls back only on yes.
"""

from __future__ import annotations

import html
from typing import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UITextBox, UIWindow

from ..looks.language import current, words

LOOK = "#dialog"  # theme.json's blocks for every dialog and what is in it
SELECTED = "#selected"  # the default choice's look (theme.json)


class Dialog(UIWindow):
    def __init__(self, app, kind: str, title: str, said: str, choices: Sequence[tuple[str, str]], default: str | None = None,
                 escape: str | None = None, *, header: str = "", check: str | None = None, check_tip: str | None = None, room: int = 0, width: int = 560, column: bool = False,
                 on_answer: Callable[[str], None] | None = None):
        """`kind`: the dialog's job ("notice", "ask", "confirm", "menu", ...), one look for each
        job's every dialog. `said` and `header` are pygame-gui's HTML, escaped by the caller;
        `choices` (key, words), from left to right (or top to bottom in a `column`); `default`
        the highlighted one, the last unless given; `escape` the one that changes nothing, the
        first unless given. `check`: the words of a check box under the words. `room`: the height
        kept above the choices for the caller's own widgets (`self.room`)."""
        f = app.factor
        w, h = app.size
        self.app = app
        self.kind = kind
        self.on_answer = on_answer
        keys = [key for key, _ in choices]
        self.default = default if default is not None else keys[-1]
        self.escape = escape if escape is not None else keys[0]
        pad, row, box = round(14 * f), round(40 * f), round(24 * f)
        rect = pygame.Rect(0, 0, min(w - round(40 * f), round(width * f)), h // 2)
        super().__init__(rect, app.manager, window_display_title=title, object_id=LOOK, always_on_top=True)
        self.set_blocking(True)
        # The theme's title band is for 1280 x 720, as its words' size is: it grows with them.
        self.title_bar_height = self.title_bar_close_button_width = round(self.title_bar_height * f)
        self.rebuild()
        chrome = self.rect.height - self.get_container().get_rect().height  # the title band and the border
        inner_w = self.get_container().get_rect().width - 2 * pad
        choices_h = max(place.bottom for place in self._places(app, choices, pad, 0, inner_w, row, column))
        split_dashes = current() != "ja"  # Japanese breaks between any letters, without dashes
        y = pad
        self.header_box: UITextBox | None = None
        if header:
            self.header_box = UITextBox(header, pygame.Rect(pad, y, inner_w, -1), app.manager, container=self,
                                        object_id="#dialog_header", allow_split_dashes=split_dashes)
            y = self.header_box.relative_rect.bottom + pad // 2
        self.text_box: UITextBox | None = None
        if said:
            below = (box + pad if check else 0) + (room + pad if room else 0) + choices_h + pad
            most = h - 2 * pad - chrome - y - below - pad  # the words' room at most: longer, they scroll in their box
            self.text_box = UITextBox(said, pygame.Rect(pad, y, inner_w, -1), app.manager, container=self,
                                      allow_split_dashes=split_dashes)
            if self.text_box.relative_rect.height > most:
                self.text_box.kill()
                self.text_box = UITextBox(said, pygame.Rect(pad, y, inner_w, most), app.manager, container=self,
                                          allow_split_dashes=split_dashes)
            y = self.text_box.relative_rect.bottom + pad
        self.check: UICheckBox | None = None
        if check:
            self.check = UICheckBox(pygame.Rect(pad, y, box, box), check, app.manager, container=self, tool_tip_text=check_tip)
            y += box + pad
        self.room = pygame.Rect(pad, y, inner_w, room)
        self.held: dict = {}  # the caller's widgets in the room, by their keys among the targets
        y += room + (pad if room else 0)
        self.buttons: dict[str, UIButton] = {}
        for key, place in zip(keys, self._places(app, choices, pad, y, inner_w, row, column)):
            self.buttons[key] = UIButton(place, dict(choices)[key], app.manager, container=self,
                                         object_id=SELECTED if key == self.default else None)
        # As tall as what it holds, in the window's middle.
        self.set_dimensions((self.rect.width, y + choices_h + pad + chrome))
        self.set_position(((w - self.rect.width) // 2, (h - self.rect.height) // 2))

    @staticmethod
    def _places(app, choices, pad: int, top: int, inner_w: int, row: int, column: bool) -> list[pygame.Rect]:
        """Where each choice goes: a column the whole width, or a row at the foot, a lone choice
        at the right (where the action of two stands), three sharing the row."""
        if column:
            return [pygame.Rect(pad, top + i * (row + pad // 2), inner_w, row) for i in range(len(choices))]
        font = app.manager.get_theme().get_font(["button"])
        least = max(font.size(said)[0] for _, said in choices) + 2 * pad
        count = len(choices)
        width = max(least, round(170 * app.factor)) if count < 3 else (inner_w - 2 * pad) // 3
        width = min(width, (inner_w - pad * (count - 1)) // count)
        if count == 1:
            return [pygame.Rect(pad + inner_w - width, top, width, row)]
        step = (inner_w - width) / (count - 1)
        return [pygame.Rect(pad + round(i * step), top, width, row) for i in range(count)]

    # The answer ------------------------------------------------------------------------------

    def answer(self, event: pygame.event.Event) -> str | None:
        """The key of the choice `event` presses, if it is a press of one of this dialog's."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return next((key for key, button in self.buttons.items() if event.ui_element is button), None)
        return None

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        key = self.answer(event) if self.on_answer is not None and self.alive() else None
        if key is None:
            return consumed
        self.kill()
        self.on_answer(key)
        return True

    def dismiss(self) -> None:
        """Escape: the choice that changes nothing, as if pressed."""
        press(self.buttons[self.escape])

    def on_close_window_button_pressed(self) -> None:
        self.dismiss()  # the title's ×: as Escape

    @property
    def checked(self) -> bool:
        return self.check is not None and self.check.is_checked

    def targets(self, name: str | None = None) -> dict:
        """Each choice, and each widget `held` in the room, as (name, key), `name` being the
        dialog's kind unless given: for the keyboard, the guide and the tests' clicks."""
        shown = {**self.held, **self.buttons}
        return {(name or self.kind, key): element.rect.copy() for key, element in shown.items()}


def press(button: UIButton) -> None:
    """What a click on the button does: the same event, on the same queue."""
    button.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})


def dialogs(app, kind: str | None = None) -> list[Dialog]:
    """The dialogs up now, the newest last; only those of `kind`, if given."""
    return [window for window in app.manager.get_window_stack().get_full_stack()
            if isinstance(window, Dialog) and window.alive() and (kind is None or window.kind == kind)]


def notice(app, title: str, text: str) -> Dialog:
    """A message for the player, over whatever screen is up, until closed."""
    return Dialog(app, "notice", title, html.escape(text), (("close", words("common.dismiss")),),
                  on_answer=lambda _: None)  # closing is all


def ask(app, title: str, text: str, action: str, on_yes: Callable[[], None]) -> Dialog:
    """Cancel, or `action`, which calls `on_yes`."""
    return Dialog(app, "ask", title, html.escape(text), (("cancel", words("common.cancel")), ("yes", action)),
                  on_answer=lambda key: on_yes() if key == "yes" else None)


def asking(app) -> Dialog | None:
    """The question up now, if any (for the screens' targets and the tests' clicks)."""
    found = dialogs(app, "ask")
    return found[-1] if found else None
