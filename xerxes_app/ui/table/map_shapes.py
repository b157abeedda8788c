"""The map's regions: each area is the part of the map nearer its capital than any other.

The capitals sit roughly where the satrapies lay, from Thracia in the west to India in the east;
seas are regions too, so the areas get coastlines. Borders are wobbled (the same way from both
sides) so the map reads as a map and not as a diagram.
"""

from __future__ import annotations

import random
from math import hypot

Point = tuple[float, float]

# Capitals in map coordinates: x from west (0) to east (1), y from north (0) to south (1).
CAPITALS: dict[str, Point] = {
    "Thracia": (0.12, 0.16),
    "Ionia": (0.08, 0.48),
    "Lydia": (0.19, 0.37),
    "Cappadocia": (0.34, 0.3),
    "Armenia": (0.5, 0.19),
    "Phoenicia": (0.34, 0.6),
    "Aegyptus": (0.22, 0.84),
    "Assyria": (0.49, 0.44),
    "Babylonia": (0.56, 0.68),
    "Media": (0.66, 0.45),
    "Parthia": (0.77, 0.24),
    "Sogdia": (0.9, 0.1),
    "Bactria": (0.93, 0.37),
    "India": (0.86, 0.68),
}
# Waters and the desert: regions without an area, so areas end at a coast.
SEAS: tuple[Point, ...] = (
    (0.27, 0.06),  # Black Sea
    (0.38, 0.02),
    (0.0, 0.3),  # Aegean
    (0.12, 0.62),  # Mediterranean
    (0.02, 0.8),
    (0.22, 0.54),
    (0.64, 0.1),  # Caspian
    (0.71, 0.83),  # Persian Gulf
    (0.82, 0.98),  # Arabian Sea
    (0.6, 0.98),
)
DESERTS: tuple[Point, ...] = ((0.4, 0.86), (0.43, 0.72))


def _clip(polygon: list[Point], a: Point, b: Point) -> list[Point]:
    """Keep the part of a convex polygon nearer `a` than `b` (Sutherland-Hodgman)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    nx, ny = b[0] - a[0], b[1] - a[1]

    def inside(p: Point) -> bool:
        return (p[0] - mx) * nx + (p[1] - my) * ny <= 0

    result: list[Point] = []
    for i, p in enumerate(polygon):
        q = polygon[(i + 1) % len(polygon)]
        if inside(p):
            result.append(p)
        if inside(p) != inside(q):
            dp = (p[0] - mx) * nx + (p[1] - my) * ny
            dq = (q[0] - mx) * nx + (q[1] - my) * ny
            t = dp / (dp - dq)
            result.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
    return result


def _wobble(a: Point, b: Point, depth: int, rng: random.Random) -> list[Point]:
    """Points strictly between a and b along a border with random bends (midpoint displacement)."""
    if depth == 0:
        return []
    length = hypot(b[0] - a[0], b[1] - a[1])
    offset = rng.uniform(-0.18, 0.18) * length
    mid = ((a[0] + b[0]) / 2 - (b[1] - a[1]) / max(length, 1e-9) * offset,
           (a[1] + b[1]) / 2 + (b[0] - a[0]) / max(length, 1e-9) * offset)
    return _wobble(a, mid, depth - 1, rng) + [mid] + _wobble(mid, b, depth - 1, rng)


def regions(width: float, height: float) -> tuple[dict[str, list[Point]], list[list[Point]], list[list[Point]]]:
    """Polygons in pixels for a map of the given size: areas by name, seas, deserts."""
    sites = [(name, (x * width, y * height)) for name, (x, y) in CAPITALS.items()]
    sites += [("sea", (x * width, y * height)) for x, y in SEAS]
    sites += [("desert", (x * width, y * height)) for x, y in DESERTS]
    box = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
    cells = []
    for i, (_, a) in enumerate(sites):
        polygon = box
        for j, (_, b) in enumerate(sites):
            if i != j and polygon:
                polygon = _clip(polygon, a, b)
        cells.append(polygon)
    wobbled = [_wobbled(cell, width, height) for cell in cells]
    areas = {name: wobbled[i] for i, (name, _) in enumerate(sites) if name not in ("sea", "desert")}
    seas = [wobbled[i] for i, (name, _) in enumerate(sites) if name == "sea"]
    deserts = [wobbled[i] for i, (name, _) in enumerate(sites) if name == "desert"]
    return areas, seas, deserts


def _wobbled(cell: list[Point], width: float, height: float) -> list[Point]:
    result: list[Point] = []
    for i, a in enumerate(cell):
        b = cell[(i + 1) % len(cell)]
        result.append(a)
        on_edge = (a[0] == b[0] and a[0] in (0.0, width)) or (a[1] == b[1] and a[1] in (0.0, height))
        if on_edge:
            continue
        # Seed from the edge's ends in a fixed order, so both neighbours bend it the same way.
        key = tuple(sorted((round(a[0]), round(a[1]), round(b[0]), round(b[1]))[i:i + 2] for i in (0, 2)))
        forward = (round(a[0]), round(a[1])) <= (round(b[0]), round(b[1]))
        rng = random.Random(hash(key))
        start, end = (a, b) if forward else (b, a)
        points = _wobble(start, end, 3, rng)
        result.extend(points if forward else points[::-1])
    return result


def centroid(polygon: list[Point]) -> Point:
    area = cx = cy = 0.0
    for i, (x0, y0) in enumerate(polygon):
        x1, y1 = polygon[(i + 1) % len(polygon)]
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-9:
        return polygon[0]
    return cx / (3 * area), cy / (3 * area)


def contains(polygon: list[Point], point: Point) -> bool:
    """Even-odd rule point-in-polygon test."""
    x, y = point
    inside = False
    for i, (x0, y0) in enumerate(polygon):
        x1, y1 = polygon[(i + 1) % len(polygon)]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def span(polygon: list[Point], point: Point) -> tuple[float, float]:
    """Where the horizontal line through `point`, inside `polygon`, meets its border on either
    side: the left and right ends of the room the polygon has there."""
    x, y = point
    crossings = [x0 + (y - y0) * (x1 - x0) / (y1 - y0)
                 for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]) if (y0 > y) != (y1 > y)]
    return max((c for c in crossings if c <= x), default=x), min((c for c in crossings if c > x), default=x)
