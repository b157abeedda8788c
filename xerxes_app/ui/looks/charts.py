"""Charts of a finished game: a line a year for each series (a player's VP, or a solo goal's
count), and bars for each player's VP by source, losses below the line.

The geometry (`line_points`, `bar_rects`) is kept apart from the drawing so that tests can check
where each value lands; drawing only reads the values it is given.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .look import CLAY, INK, INK_SOFT, PARCHMENT
from .language import words
from .paint import blit_text, frame, print_wrapped

YEARS = 7  # the x axis runs from the start (0) to the end of year 7


@dataclass(frozen=True)
class Series:
    label: str
    colour: tuple[int, int, int]
    mark: pygame.Surface | None = None  # shown at the line's end, so lines are told apart without colour
    goal: int | None = None  # a solo goal's level, drawn dashed across the chart


def scale_top(values: list[int]) -> int:
    """The value at the top of the axis: the largest shown, rounded up to a step of 5."""
    return max(5, -(-max(values, default=0) // 5) * 5)


def line_points(by_year: list[tuple[int, list[int]]], series: int, plot: pygame.Rect, top: int) -> list[tuple[int, int]]:
    """Where one series' line passes: the start (0 at year 0), then its value at each year's end."""
    path = [(0, 0)] + [(year, row[series]) for year, row in by_year]
    return [(plot.left + round(plot.width * year / YEARS), plot.bottom - round(plot.height * value / top))
            for year, value in path]


def bar_rects(groups: list[list[int]], plot: pygame.Rect, top: int, bottom: int) -> tuple[int, list[list[pygame.Rect]]]:
    """For each group (a player) a bar per value, side by side; with room below zero (`bottom`),
    the last value of a group (the losses) hangs below the zero line. Returns the zero line's y
    and the bars."""
    span = top + bottom
    zero = plot.top + round(plot.height * top / span)
    per = len(groups[0]) if groups else 1
    group_width = plot.width / max(1, len(groups))
    bar = max(2, round(group_width * 0.8 / per))
    rects = []
    for g, values in enumerate(groups):
        left = plot.left + round(g * group_width + group_width * 0.1)
        row = []
        for i, value in enumerate(values):
            height = round(plot.height * value / span)
            x = left + i * bar
            below = bottom > 0 and i == per - 1
            row.append(pygame.Rect(x, zero, bar - 2, height) if below else pygame.Rect(x, zero - height, bar - 2, height))
        rects.append(row)
    return zero, rects


def plot_area(rect: pygame.Rect, f: float, legend: bool) -> pygame.Rect:
    """Where the values go inside a chart's panel: room left for the title, the axes' numbers,
    the marks at the lines' ends and, with `legend`, a legend along the foot."""
    foot = round((128 if legend else 104) * f)
    return pygame.Rect(rect.left + round(48 * f), rect.top + round(56 * f), rect.width - round(110 * f), rect.height - foot)


def _panel(surface, rect: pygame.Rect, title: str, f: float) -> None:
    frame(surface, rect, PARCHMENT, CLAY, 3, 10)
    blit_text(surface, title, "sans_bold", round(17 * f), CLAY, (rect.left + round(16 * f), rect.top + round(12 * f)),
              max_width=rect.width - round(32 * f))


def _dashed(surface, colour, y: int, left: int, right: int, dash: int) -> None:
    for x in range(left, right, dash * 2):
        pygame.draw.line(surface, colour, (x, y), (min(x + dash, right), y), 2)


def draw_lines(surface, rect: pygame.Rect, title: str, by_year, series: list[Series], f: float) -> None:
    """The line chart: one line a series, year by year, on a framed panel, each series named in a
    legend underneath (a player by their pawn and name)."""
    _panel(surface, rect, title, f)
    plot = plot_area(rect, f, legend=True)
    _legend(surface, rect, series, f)
    top = scale_top([value for _, row in by_year for value in row] + [s.goal or 0 for s in series])
    step = 1 if top <= 5 else 5 if top <= 30 else 10  # a solo goal's few cards counted one by one
    for value in range(0, top + 1, step):
        y = plot.bottom - round(plot.height * value / top)
        pygame.draw.line(surface, INK_SOFT if value == 0 else (212, 196, 160), (plot.left, y), (plot.right, y), 1)
        blit_text(surface, str(value), "sans", round(13 * f), INK_SOFT, (plot.left - round(8 * f), y), "midright")
    for year in range(YEARS + 1):
        x = plot.left + round(plot.width * year / YEARS)
        blit_text(surface, words("charts.start") if year == 0 else str(year), "sans", round(13 * f), INK_SOFT,
                  (x, plot.bottom + round(8 * f)), "midtop")
    blit_text(surface, words("charts.year"), "sans_italic", round(13 * f), INK_SOFT, (plot.centerx, plot.bottom + round(26 * f)), "midtop")
    for s in series:
        if s.goal is not None:
            _dashed(surface, s.colour, plot.bottom - round(plot.height * s.goal / top), plot.left, plot.right, round(8 * f))
    for i, s in enumerate(series):
        points = line_points(by_year, i, plot, top)
        if len(points) > 1:
            pygame.draw.lines(surface, s.colour, False, points, max(2, round(4 * f)))
        for point in points:
            pygame.draw.circle(surface, INK, point, round(5 * f))
            pygame.draw.circle(surface, s.colour, point, round(4 * f))
        if s.mark is not None:
            surface.blit(s.mark, s.mark.get_rect(midleft=(points[-1][0] + round(8 * f), points[-1][1])))


def draw_unknown(surface, rect: pygame.Rect, title: str, why: str, f: float) -> None:
    """The line chart's panel when there is nothing to draw on it: its title, and why in its place."""
    _panel(surface, rect, title, f)
    print_wrapped(surface, why, "sans_italic", 16, INK_SOFT, plot_area(rect, f, legend=False), centred=True)


def draw_bars(surface, rect: pygame.Rect, title: str, groups: list[list[int]], marks: list[pygame.Surface],
              sources: list[Series], f: float, losses: bool = True, names: list[str] | None = None) -> None:
    """Grouped bars: for each group a bar per source, under it its mark and any name; with
    `losses`, the last source hangs below zero."""
    _panel(surface, rect, title, f)
    plot = plot_area(rect, f, legend=True)
    top = scale_top([v for values in groups for v in (values[:-1] if losses else values)])
    bottom = scale_top([values[-1] for values in groups]) if losses else 0
    zero, bars = bar_rects(groups, plot, top, bottom)
    pygame.draw.line(surface, INK_SOFT, (plot.left, zero), (plot.right, zero), 1)
    for value, y in ((0, zero), (top, plot.top)) + (((-bottom, plot.bottom),) if bottom else ()):
        # VP gained and lost are signed; counts (a solo goal's cards) are plain numbers.
        said = f"{value:+}".replace("-", "−") if losses and value else str(value)
        blit_text(surface, said, "sans", round(13 * f), INK_SOFT, (plot.left - round(8 * f), y), "midright")
    for row, values, mark in zip(bars, groups, marks):
        for bar, value, source in zip(row, values, sources):
            pygame.draw.rect(surface, source.colour, bar)
            pygame.draw.rect(surface, INK, bar, 1)
            label_at = (bar.centerx, bar.bottom + round(2 * f)) if bar.top >= zero else (bar.centerx, bar.top - round(2 * f))
            blit_text(surface, str(value), "sans_bold", round(12 * f), INK, label_at, "midtop" if bar.top >= zero else "midbottom")
        at = mark.get_rect(midtop=((row[0].left + row[-1].right) // 2, plot.bottom + round(4 * f)))
        surface.blit(mark, at)
    for row, mark, name in zip(bars, marks, names or ()):  # a player's name beside their pawn
        at = mark.get_rect(midtop=((row[0].left + row[-1].right) // 2, plot.bottom + round(4 * f)))
        blit_text(surface, name, "sans_bold", round(14 * f), INK, (at.right + round(6 * f), at.centery), "midleft",
                  max_width=row[-1].right - at.right)
    _legend(surface, rect, sources, f)


def _legend(surface, rect: pygame.Rect, series: list[Series], f: float) -> None:
    """Each series' mark, or else a square of its colour, and its name, along the panel's foot."""
    x = rect.left + round(48 * f)
    y = rect.bottom - round(18 * f)
    for s in series:
        if s.mark is not None:
            size = round(22 * f)
            mark = pygame.transform.smoothscale(s.mark, (round(s.mark.get_width() * size / s.mark.get_height()), size))
            key = mark.get_rect(midleft=(x, y))
            surface.blit(mark, key)
        else:
            key = pygame.draw.rect(surface, s.colour, pygame.Rect(x, y - round(6 * f), round(12 * f), round(12 * f)))
        drawn = blit_text(surface, s.label, "sans", round(13 * f), INK, (key.right + round(4 * f), y), "midleft")
        x = drawn.right + round(18 * f)
