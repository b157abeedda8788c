"""Whom this computer hears at the table: a list opened by the words at the table's Mute button,
over the drawer's lines, a row a person: their name, and their state in a word and a mark
("● Heard", "× Muted", the muted one marked as chosen), which a click turns round. A person
muted is muted by name in every game on this computer, from that moment on (saving/muted.py).
Escape closes the list before anything else (talk_line.py)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UILabel, UIPanel

from ..looks.language import words


class MuteList:
    def __init__(self):
        self.panel: UIPanel | None = None
        self.states: dict[str, UIButton] = {}  # each person's state, by name

    @property
    def is_open(self) -> bool:
        return self.panel is not None

    def open(self, manager, root, over: pygame.Rect, names: list[str], muted, factor: float) -> None:
        """The list, its foot on `over`'s top, as wide as it: a row for each of `names`;
        `muted(name)` says whether that person is muted now."""
        self.close()
        row, pad = round(34 * factor), round(6 * factor)
        font = manager.get_theme().get_font(["button"])
        state_w = max(font.size(words(key))[0] for key in ("talk.heard", "talk.muted")) + round(24 * factor)
        height = len(names) * (row + pad) + pad
        self.panel = UIPanel(pygame.Rect(over.left, over.top - height, over.width, height), starting_height=3,
                             manager=manager, container=root, object_id="#mute_list")
        inner = over.width - 2 * pad - round(6 * factor)  # the panel's border takes a little of its width
        for i, name in enumerate(names):
            top = pad + i * (row + pad)
            UILabel(pygame.Rect(pad, top, inner - state_w - pad, row), name, manager, container=self.panel)
            self.states[name] = UIButton(pygame.Rect(inner - state_w, top, state_w, row), "", manager, container=self.panel)
            self.show(name, muted(name))

    def show(self, name: str, muted: bool) -> None:
        """The person's state, in its word and mark, and what a click does."""
        state = self.states[name]
        state.set_text(words("talk.muted" if muted else "talk.heard"))
        state.change_object_id("#selected" if muted else None)
        state.set_tooltip(words("talk.hear_tip" if muted else "talk.mute_tip", name=name))

    def pressed(self, element) -> str | None:
        """The name whose state was clicked, or None."""
        return next((name for name, state in self.states.items() if state is element), None)

    def targets(self) -> dict:
        return {("mute", name): state.rect.copy() for name, state in self.states.items()}

    def close(self) -> None:
        if self.panel is not None:
            self.panel.kill()
        self.panel, self.states = None, {}
