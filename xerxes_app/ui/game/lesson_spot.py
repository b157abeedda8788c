"""Where the lesson's box stands over a screen: never on what it points at, and on as little as
the window allows of what the player reads or clicks there.

The window is cut into cells; each part of the screen weighs on the cells it touches, what the
box points at beyond any other, and the box goes where the weight under it is least (nearest
the ring among equals, so that its line stays short). The cells a part touches are all those it
reaches into, so a box on cells free of the ring is free of it to the pixel."""

from __future__ import annotations

import math

import pygame

CELL = 8  # pixels a side
POINTED_AT = 1e9  # the weight of what the box points at: more than the whole window of anything else


def _weights(cols: int, rows: int, parts) -> list[list[float]]:
    """The weight on each cell and everything above and left of it (a summed-area table, one row
    and column of zeros first), each part added at its four corners and summed twice."""
    corners = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for rect, weight in parts:
        left, top = max(0, rect.left // CELL), max(0, rect.top // CELL)
        right, bottom = min(cols, -(-rect.right // CELL)), min(rows, -(-rect.bottom // CELL))
        if left >= right or top >= bottom:
            continue
        corners[top][left] += weight
        corners[top][right] -= weight
        corners[bottom][left] -= weight
        corners[bottom][right] += weight
    cell = [0.0] * cols  # a row's cells' own weights: each corner summed down and along
    table = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        along, running, above, below = 0.0, 0.0, table[r], table[r + 1]
        for c in range(cols):
            along += corners[r][c]
            cell[c] += along
            running += cell[c]
            below[c + 1] = above[c + 1] + running
    return table


def lesson_spot(window: tuple[int, int], box: tuple[int, int], pointed_at: list[pygame.Rect],
                parts: list[tuple[pygame.Rect, float]], margin: int) -> tuple[int, int]:
    """The box's top left in a window of size `window`: off every rect of `pointed_at` (already
    widened by the gap it keeps), `margin` from the window's edges, on the least weight of
    `parts` (each a rect and how much covering a pixel of it costs)."""
    cols, rows = window[0] // CELL, window[1] // CELL
    wide, high = -(-box[0] // CELL), -(-box[1] // CELL)
    edge = -(-margin // CELL)
    table = _weights(cols, rows, [*parts, *((rect, POINTED_AT) for rect in pointed_at)])
    near = pointed_at[0].center if pointed_at else (window[0] // 2, window[1])
    best = None
    for r in range(edge, max(edge, rows - edge - high) + 1):
        top, bottom = table[r], table[min(rows, r + high)]
        for c in range(edge, max(edge, cols - edge - wide) + 1):
            end = min(cols, c + wide)
            weight = bottom[end] - top[end] - bottom[c] + top[c]
            centre = ((c + wide / 2) * CELL, (r + high / 2) * CELL)
            key = (round(weight, 3), math.dist(centre, near))
            if best is None or key < best[0]:
                best = (key, (c * CELL, r * CELL))
    return best[1]
