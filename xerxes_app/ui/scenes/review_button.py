"""The end screens' way to the review of the game just played: "Review my game", in the bottom
left corner (the charts are in the right one), for a game a person played (in a network game, one
of this computer's seats: net_review.py)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..looks.language import words
from ..shell.scene import Scene


def review_button(scene: Scene, root) -> UIButton | None:
    if not scene.play.reviewable:
        return None  # computers alone: a game watched, not played
    f = scene.app.factor
    _, h = scene.app.size
    rect = pygame.Rect(0, 0, round(230 * f), round(46 * f))
    rect.bottomleft = (round(24 * f), h - round(50 * f))
    return UIButton(rect, words("review.open"), scene.app.manager, container=root, tool_tip_text=words("review.open_tip"))


def opened_review(scene: Scene, event) -> bool:
    """Open the review over an end screen when its button was pressed."""
    button = scene.buttons.get("review")
    if button is not None and event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is button:
        scene.app.push(scene.app.registry["review"](scene.app, scene.play.finished()))
        return True
    return False
