"""Host's pace and clock row: the game played at the table now (everyone there at once) or by
the day (a move when each can, over days), and each person's clock, the time each move adds to
it (net/clocks.py: none, a few minutes a move at the table, a day or three a move by the day).
By the day with a clock, each person's away days too (net/away_days.py: 0, 7 or 14). The server
keeps the clocks; the create frame only names the choice."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UILabel

from ...net.away_days import CHOICES as AWAY_CHOICES, DEFAULT as AWAY_DEFAULT
from ...net.clocks import BY_DAY, CLOCKS, NO_CLOCK, TABLE
from ..looks.language import words

PACES = (TABLE, BY_DAY)
PACE_WORDS = {TABLE: "day.at_table", BY_DAY: "day.by_day"}


def clock_words(clock: str) -> str:
    return words("day.no_clock" if clock == NO_CLOCK else f"day.clock_{clock}")


class PaceChoice:
    """The pace and the clock chosen, and the row of buttons that chooses them."""

    def __init__(self):
        self.pace = TABLE
        self.clock = NO_CLOCK
        self.away_days = AWAY_DEFAULT
        self.buttons: dict[tuple[str, str], UIButton] = {}  # ("pace", TABLE), ("clock", "1d"), ...

    def create_fields(self) -> dict[str, str]:
        """What the create frame says of them (net/protocol.py)."""
        fields = {"pace": self.pace, "clock": self.clock}
        return {**fields, "away_days": self.away_days} if self.timed else fields

    @property
    def timed(self) -> bool:
        """By the day with a clock: away days are chosen too."""
        return self.pace == BY_DAY and self.clock != NO_CLOCK

    def build(self, root, manager, factor: float, left: int, y: int, row: int) -> None:
        """The row: its heading, the two paces, and the clocks that fit the pace chosen, each
        group of buttons as wide as its longest words (both paces' clocks, so nothing jumps)."""
        font = manager.get_theme().get_font(["button"])
        pad = round(10 * factor)
        UILabel(pygame.Rect(left, y, round(160 * factor), row), words("day.pace"), manager, container=root,
                object_id="#heading_small")
        pace_w = max(font.size(words(PACE_WORDS[pace]))[0] for pace in PACES) + round(30 * factor)
        clock_w = max(font.size(clock_words(clock))[0] for pace in PACES for clock in CLOCKS[pace]) + round(24 * factor)
        x = left + round(170 * factor)
        self.buttons = {}
        for pace in PACES:
            self.buttons[("pace", pace)] = UIButton(pygame.Rect(x, y, pace_w, row), words(PACE_WORDS[pace]), manager,
                                                    container=root, tool_tip_text=words("day.pace_tip"),
                                                    object_id="#selected" if pace == self.pace else None)
            x += pace_w + pad
        x += pad
        for clock in CLOCKS[self.pace]:
            self.buttons[("clock", clock)] = UIButton(pygame.Rect(x, y, clock_w, row), clock_words(clock), manager,
                                                      container=root, tool_tip_text=words("day.clock_tip"),
                                                      object_id="#selected" if clock == self.clock else None)
            x += clock_w + pad

    def build_away(self, root, manager, factor: float, left: int, y: int, row: int) -> None:
        """The row of away days, by the day with a clock: its heading and the banks offered."""
        font = manager.get_theme().get_font(["button"])
        pad = round(10 * factor)
        self.buttons = {key: button for key, button in self.buttons.items() if key[0] != "away"}
        UILabel(pygame.Rect(left, y, round(160 * factor), row), words("away.heading"), manager, container=root,
                object_id="#heading_small")
        x = left + round(170 * factor)
        away_w = max(font.size(words("away.choice", days=days))[0] for days in AWAY_CHOICES) + round(20 * factor)
        for days in AWAY_CHOICES:
            self.buttons[("away", str(days))] = UIButton(pygame.Rect(x, y, away_w, row), words("away.choice", days=days),
                                                         manager, container=root, tool_tip_text=words("away.choice_tip"),
                                                         object_id="#selected" if days == self.away_days else None)
            x += away_w + pad

    def pressed(self, element) -> bool:
        """Whether `element` was one of the row's buttons (the choice then made); a pace
        chosen keeps no clock of the other pace."""
        for (kind, value), button in self.buttons.items():
            if element is button:
                if kind == "pace" and value != self.pace:
                    self.pace, self.clock = value, NO_CLOCK
                elif kind == "clock":
                    self.clock = value
                elif kind == "away":
                    self.away_days = int(value)
                return True
        return False

    def targets(self) -> dict:
        return {key: button.rect.copy() for key, button in self.buttons.items()}
