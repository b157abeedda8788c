"""A network game's clocks at the table: each person's time left as the server last said it,
counted down on this screen for the seat whose clock runs, from when the frame arrived, and drawn
on the mats each frame. The screen only counts: whether a clock has run out, and so whether a
seat may be handed to a computer, is the server's to decide (net/clocks.py), and a hand-over
asked a moment early is refused there in words.

A clock shows days and hours by the day ("2 d 05 h"), hours and minutes under a day, minutes and
seconds under an hour ("4:37"); it turns terracotta when under a quarter of a move's time is
left, and white on terracotta once it has run out. A seat a computer plays for its absent person
shows that instead, its mat outlined in lapis."""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from ...net.clocks import DAY
from ..looks.language import words
from ..looks.look import CREAM, INK, INK_SOFT, LAPIS, PARCHMENT_DARK, SAND, TERRACOTTA
from ..looks.paint import blit_printed, frame
from ..table.mats import clock_cell, clock_size

HOUR, MINUTE = 3600, 60
LOW_SHARE = 0.25  # under a quarter of a move's time left, a clock looks low

now = time.monotonic  # the screen's own clock, counted from a frame's arrival (the tests move it)


def clock_words(seconds: float) -> str:
    """A time left as a player reads it: days and hours, hours and minutes, or minutes and seconds."""
    if seconds <= 0:
        return words("day.run_out")
    whole = math.ceil(seconds)  # 0.4 s left still reads 0:01: "time up" only once it has run out
    if whole >= DAY:
        days, rest = divmod(whole, DAY)
        return words("day.days", days=days, hours=f"{rest // HOUR:02}")
    if whole >= HOUR:
        hours, rest = divmod(whole, HOUR)
        return words("day.hours", hours=hours, minutes=f"{rest // MINUTE:02}")
    return f"{whole // MINUTE}:{whole % MINUTE:02}"


class SeatClocks:
    """The clocks as this computer's seats were last told them, and when each telling arrived."""

    def __init__(self, game):
        self.game = game  # the RemoteGame
        self._arrived: dict[int, tuple[dict, float]] = {}  # seat -> (its newest clocks, when they arrived)

    def tick(self) -> None:
        """Note the clocks that arrived since the last frame (each seat's view holds its newest)."""
        for seat, view in self.game.views.items():
            told = view.data.get("clocks")
            if isinstance(told, dict) and (seat not in self._arrived or self._arrived[seat][0] is not told):
                self._arrived[seat] = (told, now())

    def _newest(self) -> tuple[dict, float] | None:
        return max(self._arrived.values(), key=lambda pair: pair[1], default=None)

    def told(self, key: str) -> Any:
        """A field of the newest clocks told (None before any)."""
        newest = self._newest()
        return newest[0].get(key) if newest is not None else None

    @property
    def per_move(self) -> float | None:
        """The time each move adds (None: a game without clocks)."""
        per_move = self.told("per_move")
        return float(per_move) if _number(per_move) and per_move > 0 else None

    def left(self, seat: int) -> float | None:
        """The seat's time left now, counted down from the last telling; None: it has no clock."""
        newest = self._newest()
        if newest is None or self.per_move is None:
            return None
        told, arrived = newest
        left: Any = told.get("left")
        if not isinstance(left, list) or not 0 <= seat < len(left) or not _number(left[seat]):
            return None
        return float(left[seat]) - (max(0.0, now() - arrived) if self.running(seat) else 0.0)

    def run_out(self, seat: int) -> bool:
        left = self.left(seat)
        return left is not None and left <= 0

    def low(self, seat: int) -> bool:
        left, per_move = self.left(seat), self.per_move
        return left is not None and per_move is not None and 0 < left < per_move * LOW_SHARE

    def running(self, seat: int) -> bool:
        return self.told("running") == seat and not self.game.state.is_over


def draw_clocks(surface: pygame.Surface, table, clocks: SeatClocks, stood_in: list[bool]) -> None:
    """Each mat's clock, or the mark of a computer playing the seat; nothing while the log's
    drawer covers the mats."""
    if table.log.covers_mats or clocks.per_move is None:
        return
    state = table.play.state
    for seat, rect in enumerate(table.mat_rects):
        cell = clock_cell(rect, state, seat)
        size = clock_size(rect)
        if seat < len(stood_in) and stood_in[seat]:
            pygame.draw.rect(surface, LAPIS, rect.inflate(2, 2), 3, border_radius=9)
            frame(surface, cell, LAPIS, LAPIS, 1, cell.height // 2)
            _words(surface, words("day.computer"), size, CREAM, cell, _computer_glyph(surface, cell, CREAM))
            continue
        left = clocks.left(seat)
        if left is None:
            continue
        if left <= 0:
            fill, border, ink = TERRACOTTA, TERRACOTTA, CREAM
        elif clocks.low(seat):
            fill, border, ink = SAND, TERRACOTTA, TERRACOTTA
        else:
            fill, border, ink = (SAND, INK, INK) if clocks.running(seat) else (PARCHMENT_DARK, PARCHMENT_DARK, INK_SOFT)
        frame(surface, cell, fill, border, 2 if clocks.running(seat) or left <= 0 else 1, cell.height // 2)
        _words(surface, clock_words(left), size, ink, cell, _clock_glyph(surface, cell, ink))


def _words(surface, said: str, size: float, colour, cell: pygame.Rect, after: int) -> None:
    """The clock's words, centred in the cell right of its glyph (which ends at `after`)."""
    room = pygame.Rect(after + 3, cell.top, cell.right - after - 3 - cell.height // 3, cell.height)
    blit_printed(surface, said, "sans_bold", size, colour, room.center, "center", max_width=room.width)


def _clock_glyph(surface, cell: pygame.Rect, colour) -> int:
    """A clock face, its hands at ten past: thin lines, which stay crisp this small."""
    radius = max(5, cell.height // 2 - 2)
    centre = (cell.left + radius + 4, cell.centery)
    pygame.draw.circle(surface, colour, centre, radius, 1 + (radius > 9))
    pygame.draw.line(surface, colour, centre, (centre[0], centre[1] - radius + 2), 1)
    pygame.draw.line(surface, colour, centre, (centre[0] + radius - 3, centre[1] - 1), 1)
    return centre[0] + radius


def _computer_glyph(surface, cell: pygame.Rect, colour) -> int:
    """A screen on its foot: wider than tall, so it reads as a computer this small."""
    h = cell.height
    screen = pygame.Rect(cell.left + 5, cell.top + round(h * 0.14), round(h * 1.0), round(h * 0.56))
    pygame.draw.rect(surface, colour, screen, 1 + (h > 18))
    foot = screen.bottom + max(2, round(h * 0.14))
    pygame.draw.line(surface, colour, (screen.centerx, screen.bottom), (screen.centerx, foot), 2)
    pygame.draw.line(surface, colour, (screen.centerx - screen.width // 3, foot), (screen.centerx + screen.width // 3, foot), 2)
    return screen.right


def _number(value: Any) -> bool:
    return type(value) in (int, float) and value == value and abs(value) < 1e12  # no NaN, no infinity
