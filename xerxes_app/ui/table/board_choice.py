"""A choice made by clicks on the board, the mats and the icons beside them: a building's VP
loss shared out (vp_split.py), a campaign's units picked (campaign_pick.py), resources or units
picked on their icons (icon_pick.py), next round's turn order (turn_order_pick.py), and any later
one. The table holds at most one and asks each the same few things; what a click means is the
choice's own business."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...rules import Command


@dataclass(frozen=True)
class Answer:
    """What a click made of the choice."""

    over: bool = False  # the choice is made, or given up
    command: Command | None = None  # what was chosen, once it is made
    # The words of its confirmation (questions.py); None gives the command at once.
    confirm: Callable[[Any, Command], dict] | None = None
    refusal: str = ""  # why what was clicked is no answer now: it is shown dimmed (icon_pick.py)


GOES_ON = Answer()
GIVEN_UP = Answer(over=True)


class BoardChoice:
    forced = False  # it must be made now: Escape or a click elsewhere does not put it back

    def prompt(self) -> str:
        """The line over the board that says what to click."""
        raise NotImplementedError

    def click(self, kind: str, key) -> Answer:
        """A click on the thing (kind, key) while this choice is being made."""
        raise NotImplementedError

    def draw(self, surface: pygame.Surface, table) -> None:
        """Each frame, over the table: what may be clicked, lit, and what is chosen so far."""

    def draw_in_hand(self, canvas: pygame.Surface, table) -> bool:
        """Drawn once per change where the hand goes, if the choice takes its place."""
        return False

    def at(self, pos) -> tuple | None:
        """The thing of its own drawn at `pos` (an icon), if any."""
        return None

    def targets(self, table) -> dict:
        """Where each thing of its own is clicked, beyond the table's places."""
        return {}

    def why_not(self, key) -> str | None:
        """Why the thing of its own `key`, shown dimmed, is no answer now; its tooltip says it,
        and so does a click."""
        return None

    def numbered(self) -> list[pygame.Rect]:
        """What the number keys 1 to 9 pick, in order."""
        return []
