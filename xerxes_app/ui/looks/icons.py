"""Icons drawn by code: the six resources, the six military units, and the players' pieces.

Every resource and every unit has its own silhouette as well as its own colour, so no one needs
colour to tell them apart; resources stand free, units sit on a shield. Players' pieces carry
their satrap's pattern as well as its colour (R1). Shapes are drawn four times larger and
smoothed down, then cached by size: icons are drawn thousands of times a second.
"""

from __future__ import annotations

from functools import cache
from math import cos, pi, sin

import pygame

from .look import INK, player_colour

SUPERSAMPLE = 4
OUTLINE = (40, 26, 18)

RESOURCE_COLOURS = (
    (232, 184, 44),  # gold
    (124, 134, 150),  # iron
    (168, 158, 146),  # stone
    (146, 94, 52),  # wood
    (226, 196, 92),  # wheat
    (246, 242, 232),  # wool
)
UNIT_COLOURS = (
    (112, 92, 140),  # elephant
    (150, 96, 50),  # horse
    (150, 42, 42),  # mercenary
    (184, 124, 40),  # chariot
    (40, 100, 150),  # ship
    (78, 88, 100),  # weapons
)
SILHOUETTE = (250, 242, 224)
PATTERN_LIGHT = (255, 248, 230)
PATTERN_DARK = (92, 62, 20)


def _pts(points, s):
    return [(x * s, y * s) for x, y in points]


def _poly(surface, colour, points, s, width=0):
    pygame.draw.polygon(surface, colour, _pts(points, s), width)


def _circle(surface, colour, centre, radius, s, width=0):
    pygame.draw.circle(surface, colour, (centre[0] * s, centre[1] * s), radius * s, width)


def _ellipse(surface, colour, box, s, width=0):
    pygame.draw.ellipse(surface, colour, pygame.Rect(box[0] * s, box[1] * s, box[2] * s, box[3] * s), width)


def _line(surface, colour, a, b, s, width):
    pygame.draw.line(surface, colour, (a[0] * s, a[1] * s), (b[0] * s, b[1] * s), max(1, round(width * s)))


# --- Resources: a coin, an ingot, a rock, a log, a sheaf, a fleece ------------------------------


def _gold(surface, s):
    colour = RESOURCE_COLOURS[0]
    _circle(surface, OUTLINE, (0.5, 0.5), 0.44, s)
    _circle(surface, colour, (0.5, 0.5), 0.38, s)
    _circle(surface, (180, 132, 24), (0.5, 0.5), 0.27, s, max(1, round(0.05 * s)))
    _poly(surface, (150, 108, 20), [(0.44, 0.44), (0.56, 0.44), (0.56, 0.56), (0.44, 0.56)], s)


def _iron(surface, s):
    body = [(0.06, 0.76), (0.94, 0.76), (0.78, 0.3), (0.22, 0.3)]
    _poly(surface, RESOURCE_COLOURS[1], body, s)
    _poly(surface, (170, 180, 196), [(0.22, 0.3), (0.78, 0.3), (0.72, 0.42), (0.28, 0.42)], s)
    _poly(surface, OUTLINE, body, s, max(1, round(0.06 * s)))


def _stone(surface, s):
    rock = [(0.1, 0.62), (0.2, 0.3), (0.45, 0.14), (0.78, 0.22), (0.92, 0.52), (0.8, 0.84), (0.3, 0.88)]
    _poly(surface, RESOURCE_COLOURS[2], rock, s)
    _line(surface, (110, 100, 92), (0.45, 0.14), (0.52, 0.5), s, 0.05)
    _line(surface, (110, 100, 92), (0.52, 0.5), (0.3, 0.88), s, 0.05)
    _line(surface, (110, 100, 92), (0.52, 0.5), (0.92, 0.52), s, 0.05)
    _poly(surface, OUTLINE, rock, s, max(1, round(0.06 * s)))


def _wood(surface, s):
    colour = RESOURCE_COLOURS[3]
    pygame.draw.rect(surface, OUTLINE, pygame.Rect(0.12 * s, 0.28 * s, 0.66 * s, 0.44 * s))
    pygame.draw.rect(surface, colour, pygame.Rect(0.14 * s, 0.32 * s, 0.64 * s, 0.36 * s))
    _ellipse(surface, OUTLINE, (0.02, 0.26, 0.22, 0.48), s)
    _ellipse(surface, OUTLINE, (0.62, 0.26, 0.32, 0.48), s)
    _ellipse(surface, (222, 178, 120), (0.66, 0.3, 0.24, 0.4), s)
    _ellipse(surface, (160, 110, 64), (0.72, 0.4, 0.12, 0.2), s, max(1, round(0.03 * s)))
    _line(surface, (110, 68, 36), (0.2, 0.44), (0.6, 0.44), s, 0.03)
    _line(surface, (110, 68, 36), (0.26, 0.58), (0.64, 0.58), s, 0.03)


def _wheat(surface, s):
    colour = RESOURCE_COLOURS[4]
    _line(surface, OUTLINE, (0.5, 0.96), (0.5, 0.2), s, 0.09)
    _line(surface, (170, 140, 50), (0.5, 0.94), (0.5, 0.22), s, 0.05)
    for i in range(4):
        y = 0.2 + i * 0.16
        for side in (-1, 1):
            grain = [(0.5, y + 0.14), (0.5 + side * 0.26, y + 0.02), (0.5 + side * 0.12, y - 0.06)]
            _poly(surface, colour, grain, s)
            _poly(surface, OUTLINE, grain, s, max(1, round(0.035 * s)))
    _ellipse(surface, colour, (0.43, 0.02, 0.14, 0.22), s)
    _ellipse(surface, OUTLINE, (0.43, 0.02, 0.14, 0.22), s, max(1, round(0.035 * s)))


def _wool(surface, s):
    puffs = [(0.3, 0.55, 0.2), (0.5, 0.4, 0.24), (0.7, 0.55, 0.2), (0.5, 0.66, 0.2), (0.22, 0.4, 0.14), (0.78, 0.4, 0.14)]
    for x, y, r in puffs:
        _circle(surface, OUTLINE, (x, y), r + 0.05, s)
    for x, y, r in puffs:
        _circle(surface, RESOURCE_COLOURS[5], (x, y), r, s)
    for x, y, r in puffs[:4]:
        _circle(surface, (200, 194, 180), (x, y), r * 0.45, s, max(1, round(0.025 * s)))


RESOURCE_SHAPES = (_gold, _iron, _stone, _wood, _wheat, _wool)


# --- Military units: a silhouette on a shield of the unit's colour -----------------------------


def _elephant(surface, s):
    c = SILHOUETTE
    _ellipse(surface, c, (0.12, 0.3, 0.56, 0.36), s)
    _circle(surface, c, (0.7, 0.38), 0.15, s)
    _poly(surface, c, [(0.74, 0.42), (0.86, 0.5), (0.9, 0.8), (0.82, 0.8), (0.78, 0.56), (0.68, 0.5)], s)
    for x in (0.18, 0.3, 0.48, 0.58):
        pygame.draw.rect(surface, c, pygame.Rect(x * s, 0.55 * s, 0.09 * s, 0.27 * s))
    _ellipse(surface, UNIT_COLOURS[0], (0.56, 0.3, 0.12, 0.18), s)
    _line(surface, (240, 228, 200), (0.8, 0.46), (0.96, 0.4), s, 0.04)  # tusk


def _horse(surface, s):
    head = [(0.3, 0.88), (0.34, 0.55), (0.28, 0.36), (0.42, 0.16), (0.5, 0.08), (0.56, 0.16), (0.86, 0.44),
            (0.82, 0.56), (0.72, 0.56), (0.58, 0.46), (0.66, 0.88)]
    _poly(surface, SILHOUETTE, head, s)
    _circle(surface, UNIT_COLOURS[1], (0.6, 0.28), 0.04, s)
    _poly(surface, (70, 40, 20), [(0.42, 0.16), (0.3, 0.34), (0.24, 0.6), (0.3, 0.86), (0.36, 0.56), (0.34, 0.36)], s)


def _mercenary(surface, s):
    c = SILHOUETTE
    _poly(surface, (200, 60, 50), [(0.3, 0.2), (0.5, 0.06), (0.7, 0.2), (0.66, 0.28), (0.34, 0.28)], s)  # crest
    _ellipse(surface, c, (0.24, 0.22, 0.52, 0.5), s)
    _poly(surface, c, [(0.24, 0.46), (0.38, 0.46), (0.4, 0.9), (0.26, 0.82)], s)
    _poly(surface, c, [(0.76, 0.46), (0.62, 0.46), (0.6, 0.9), (0.74, 0.82)], s)
    _poly(surface, UNIT_COLOURS[2], [(0.34, 0.44), (0.66, 0.44), (0.6, 0.52), (0.4, 0.52)], s)  # eye slit
    _line(surface, UNIT_COLOURS[2], (0.5, 0.52), (0.5, 0.8), s, 0.06)


def _chariot(surface, s):
    c = SILHOUETTE
    _poly(surface, c, [(0.36, 0.26), (0.66, 0.3), (0.66, 0.56), (0.3, 0.56)], s)
    _line(surface, c, (0.62, 0.5), (0.96, 0.4), s, 0.05)
    _circle(surface, c, (0.4, 0.66), 0.24, s, max(1, round(0.07 * s)))
    for k in range(4):
        angle = k * pi / 4
        a = (0.4 + 0.22 * cos(angle), 0.66 + 0.22 * sin(angle))
        b = (0.4 - 0.22 * cos(angle), 0.66 - 0.22 * sin(angle))
        _line(surface, c, a, b, s, 0.035)


def _ship(surface, s):
    c = SILHOUETTE
    _poly(surface, c, [(0.06, 0.58), (0.94, 0.58), (0.78, 0.78), (0.22, 0.78)], s)
    _line(surface, c, (0.5, 0.58), (0.5, 0.08), s, 0.05)
    _poly(surface, c, [(0.28, 0.14), (0.72, 0.14), (0.68, 0.48), (0.32, 0.48)], s)
    for x in (0.3, 0.45, 0.6):
        _line(surface, c, (x, 0.76), (x - 0.08, 0.92), s, 0.035)
    _line(surface, UNIT_COLOURS[4], (0.32, 0.3), (0.68, 0.3), s, 0.04)


def _weapons(surface, s):
    c = SILHOUETTE
    for (ax, ay), (bx, by), guard in (
        ((0.18, 0.86), (0.82, 0.14), ((0.2, 0.64), (0.36, 0.8))),
        ((0.82, 0.86), (0.18, 0.14), ((0.8, 0.64), (0.64, 0.8))),
    ):
        _line(surface, c, (ax, ay), (bx, by), s, 0.11)  # thick enough to stay two blades at 16 px
        _line(surface, c, guard[0], guard[1], s, 0.09)


UNIT_SHAPES = (_elephant, _horse, _mercenary, _chariot, _ship, _weapons)
SHIELD = [(0.5, 0.02), (0.94, 0.14), (0.9, 0.6), (0.5, 0.98), (0.1, 0.6), (0.06, 0.14)]


def _render(size: int, painter) -> pygame.Surface:
    big = SUPERSAMPLE * size
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    painter(surface, big)
    return pygame.transform.smoothscale(surface, (size, size))


@cache
def resource_icon(resource: int, size: int) -> pygame.Surface:
    return _render(size, RESOURCE_SHAPES[resource])


@cache
def unit_icon(unit: int, size: int) -> pygame.Surface:
    def paint(surface, s):
        _poly(surface, OUTLINE, SHIELD, s)
        inner = [((x - 0.5) * 0.86 + 0.5, (y - 0.5) * 0.86 + 0.5) for x, y in SHIELD]
        _poly(surface, UNIT_COLOURS[unit], inner, s)
        icon = pygame.Surface((s, s), pygame.SRCALPHA)
        UNIT_SHAPES[unit](icon, s)
        surface.blit(pygame.transform.smoothscale(icon, (int(s * 0.7), int(s * 0.7))), (s * 0.15, s * 0.13))

    return _render(size, paint)


# --- Players' pieces: colour and pattern (R1) ----------------------------------------------------


def _pattern(surface: pygame.Surface, colour, pattern: str) -> None:
    """Fill with the satrap's colour and overlay its pattern in light ink, or dark ink on a
    light colour (yellow), so the pattern shows on every colour."""
    surface.fill(colour)
    w, h = surface.get_size()
    ink = PATTERN_DARK if sum(c * k for c, k in zip(colour, (0.299, 0.587, 0.114))) > 170 else PATTERN_LIGHT
    step = max(4, w // 5)
    if pattern == "stripes":
        for x in range(-h, w, step):
            pygame.draw.line(surface, ink, (x, h), (x + h, 0), max(1, step // 3))
    elif pattern == "dots":
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
                pygame.draw.circle(surface, ink, (x, y), max(1, step // 4))
    elif pattern == "chevrons":
        for y in range(0, h + step, step):
            pygame.draw.lines(surface, ink, False, [(0, y), (w / 2, y - step / 2), (w, y)], max(1, step // 4))
    elif pattern == "checks":
        for y in range(0, h, step):
            for x in range(0, w, step):
                if (x // step + y // step) % 2:
                    pygame.draw.rect(surface, ink, (x, y, step, step))


PIECE_SHAPES = {
    # A worker pawn: a head on a flared body.
    "pawn": lambda s: [[(0.3, 0.95), (0.38, 0.55), (0.62, 0.55), (0.7, 0.95)], ("circle", (0.5, 0.36), 0.22)],
    # A satrapy pawn: taller, with a crown.
    "satrap": lambda s: [
        [(0.24, 0.96), (0.36, 0.5), (0.64, 0.5), (0.76, 0.96)],
        ("circle", (0.5, 0.38), 0.18),
        [(0.3, 0.24), (0.36, 0.04), (0.44, 0.16), (0.5, 0.0), (0.56, 0.16), (0.64, 0.04), (0.7, 0.24)],
    ],
    "disc": lambda s: [("circle", (0.5, 0.5), 0.46)],
    "cup": lambda s: [[(0.2, 0.12), (0.8, 0.12), (0.66, 0.7), (0.34, 0.7)], [(0.3, 0.96), (0.7, 0.96), (0.56, 0.66), (0.44, 0.66)]],
}


@cache
def piece(colour: str, pattern: str, size: int, shape: str = "pawn", lying: bool = False) -> pygame.Surface:
    """A player's piece in their colour and pattern; `lying` lays it down (a used satrapy pawn, R10)."""
    big = SUPERSAMPLE * size
    parts = PIECE_SHAPES[shape](big)
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    outline = pygame.Surface((big, big), pygame.SRCALPHA)
    width = max(2, big // 14)
    for part in parts:
        if isinstance(part, tuple):
            _, centre, radius = part
            _circle(outline, OUTLINE, centre, radius, big)
            _circle(mask, (255, 255, 255), centre, radius - width / big, big)
        else:
            _poly(outline, OUTLINE, part, big)
            _poly(outline, OUTLINE, part, big, width * 2)
            _poly(mask, (255, 255, 255), part, big)
    fill = pygame.Surface((big, big), pygame.SRCALPHA)
    _pattern(fill, player_colour(colour), pattern)
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    # Shrink the fill inside the outline so the dark edge shows all around.
    outline.blit(fill, (0, 0))
    result = pygame.transform.smoothscale(outline, (size, size))
    return pygame.transform.rotate(result, 90) if lying else result


@cache
def swatch(colour: str, pattern: str, width: int, height: int) -> pygame.Surface:
    """A band of the satrap's colour and pattern, for the mats' headers."""
    surface = pygame.Surface((width, height))
    _pattern(surface, player_colour(colour), pattern)
    pygame.draw.rect(surface, INK, surface.get_rect(), 1)
    return surface
