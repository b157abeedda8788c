"""Host's listing row, on a server with accounts (docs/network.md "Tables, seats to fill, and your
games"): whether the game is listed among the server's open tables ("listed"), whether only players
signed in there may take a seat ("signed_in_only"), and the language it is played in, shown in the
lists. A game not listed is found by its code alone, as ever; the create frame only names the choice."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UILabel

from ..looks.language import LANGUAGES, current, words
from .table_lines import language_words


class ListingChoice:
    def __init__(self):
        self.listed = False
        self.signed_in_only = False
        self.language = current()  # the app's own, until another is chosen
        self.buttons: dict[str, UIButton] = {}

    def create_fields(self) -> dict:
        return {"listed": self.listed, "signed_in_only": self.signed_in_only, "language": self.language}

    def build(self, root, manager, factor: float, left: int, width: int, y: int, row: int) -> None:
        """The row: its heading, the two switches and the language, each as wide as its words."""
        font = manager.get_theme().get_font(["button"])
        pad = round(10 * factor)
        UILabel(pygame.Rect(left, y, round(160 * factor), row), words("host.on_server"), manager, container=root,
                object_id="#heading_small")
        x = left + round(170 * factor)
        shown = {"list table": (words("host.list_table"), self.listed),
                 "signed in only": (words("host.signed_in_only"), self.signed_in_only),
                 "language": (words("host.language", language=language_words(self.language)), False)}
        self.buttons = {}
        for key, (label, on) in shown.items():
            button_w = min(font.size(label)[0] + round(30 * factor), left + width - x)
            self.buttons[key] = UIButton(pygame.Rect(x, y, button_w, row), label, manager, container=root,
                                         tool_tip_text=words(f"host.{key.replace(' ', '_')}_tip"),
                                         object_id="#selected" if on else None)
            x += button_w + pad

    def pressed(self, element) -> bool:
        """Whether `element` was one of the row's buttons (its choice then turned over)."""
        key = next((key for key, button in self.buttons.items() if button is element), None)
        if key == "list table":
            self.listed = not self.listed
        elif key == "signed in only":
            self.signed_in_only = not self.signed_in_only
        elif key == "language":
            languages = list(LANGUAGES)
            self.language = languages[(languages.index(self.language) + 1) % len(languages)]
        return key is not None

    def targets(self) -> dict:
        return {("listing", key): button.rect.copy() for key, button in self.buttons.items()}
