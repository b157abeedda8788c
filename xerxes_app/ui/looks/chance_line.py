"""The win-chance line of the charts: each person's estimated chance to win (solo: to meet the
goal) after each of their decisions, from the review, on the years' axis; the turning points sit
on it, ringed.

As in charts.py, where a point lands (`chance_points`) is kept apart from the drawing.
"""

from __future__ import annotations

import pygame

from .charts import YEARS, Series, _legend, _panel, plot_area
from .language import words
from .look import INK, INK_SOFT
from .paint import blit_text

GRID = (212, 196, 160)


def year_positions(years: list[int]) -> list[float]:
    """Each decision's place on the years' axis: spread evenly inside its year, in order."""
    counts: dict[int, int] = {}
    for year in years:
        counts[year] = counts.get(year, 0) + 1
    seen: dict[int, int] = {}
    places = []
    for year in years:
        k = seen.get(year, 0)
        seen[year] = k + 1
        places.append(year - 1 + (k + 0.5) / counts[year])
    return places


def chance_points(years: list[int], chances: list[float], plot: pygame.Rect) -> list[tuple[int, int]]:
    return [(plot.left + round(plot.width * x / YEARS), plot.bottom - round(plot.height * chance))
            for x, chance in zip(year_positions(years), chances)]


def draw_chances(surface, rect: pygame.Rect, title: str, lines: list[tuple[Series, list[int], list[float], list[bool]]],
                 f: float) -> None:
    """For each person: their series, and for each decision its year, the chance after it, and
    whether it is a turning point."""
    _panel(surface, rect, title, f)
    plot = plot_area(rect, f, legend=True)
    _legend(surface, rect, [series for series, *_ in lines], f)
    for percent in (0, 25, 50, 75, 100):
        y = plot.bottom - round(plot.height * percent / 100)
        pygame.draw.line(surface, INK_SOFT if percent == 0 else GRID, (plot.left, y), (plot.right, y), 1)
        blit_text(surface, f"{percent}%", "sans", round(13 * f), INK_SOFT, (plot.left - round(6 * f), y), "midright")
    for year in range(YEARS + 1):
        x = plot.left + round(plot.width * year / YEARS)
        blit_text(surface, words("charts.start") if year == 0 else str(year), "sans", round(13 * f), INK_SOFT,
                  (x, plot.bottom + round(8 * f)), "midtop")
    blit_text(surface, words("charts.year"), "sans_italic", round(13 * f), INK_SOFT, (plot.centerx, plot.bottom + round(26 * f)), "midtop")
    for series, years, chances, turning in lines:
        points = chance_points(years, chances, plot)
        if len(points) > 1:
            pygame.draw.lines(surface, series.colour, False, points, max(2, round(3 * f)))
        for point, turn in zip(points, turning):
            if turn:
                pygame.draw.circle(surface, INK, point, round(8 * f), max(2, round(3 * f)))
                pygame.draw.circle(surface, series.colour, point, round(4 * f))
