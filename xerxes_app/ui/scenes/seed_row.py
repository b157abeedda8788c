"""The seed of a new game, on New game and Solo: shown, typed or drawn anew, so that the same
seed and the same choices deal the same game again."""

from __future__ import annotations

import random

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ..looks.language import words


def fresh_seed() -> int:
    return random.randrange(1, 10**6)


def seed_row(scene, root, widgets: dict, left: int, field_x: int, y: int, row: int) -> None:
    """The label, the field (widgets["seed"]) and New seed (widgets["reseed"]) on one row."""
    f, m = scene.app.factor, scene.app.manager
    UILabel(pygame.Rect(left, y, field_x - left - round(10 * f), row), words("new.seed"), m, container=root, object_id="#heading_small")
    seed = widgets["seed"] = UITextEntryLine(pygame.Rect(field_x, y, round(200 * f), row), m, container=root)
    seed.set_allowed_characters("numbers")
    seed.set_text_length_limit(12)
    seed.set_text(str(scene.seed))
    widgets["reseed"] = UIButton(pygame.Rect(field_x + round(210 * f), y, round(150 * f), row), words("new.new_seed"), m, container=root,
                                 tool_tip_text=words("new.seed_tip"))


def read_seed(widgets: dict) -> int:
    text = widgets["seed"].get_text()
    return int(text) if text.isdigit() else 0


def pressed_below(scene, element) -> bool:
    """New game's and Solo's buttons under their choices: a new seed, Back, and Start (the
    scene's `start_game`). False for any other element."""
    widgets = scene.widgets
    if element is widgets.get("reseed"):
        scene.seed = fresh_seed()
        scene.layout()
    elif element is widgets["back"]:
        scene.app.pop()
    elif element is widgets["start"]:
        scene.start_game()
    else:
        return False
    return True
