"""The window and desktop icon of Xerxes, drawn from code so anyone can remake it:
`scripts/make-icon` writes assets/icons/xerxes-<size>.png at 16 to 256 pixels.

A winged disc in gold leaf, after the reliefs of Persepolis, on a lapis tile framed in
terracotta: the palette of the table (ui/looks/look.py). Drawn four times larger and scaled down
smoothly, so every size is sharp; the smallest keep only the disc and the wings' broad shape.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from xerxes_app.ui.looks.look import GOLD, GOLD_LIGHT, INK, LAPIS, TERRACOTTA

SIZES = (16, 32, 48, 64, 128, 256)
FOLDER = Path(__file__).resolve().parents[1] / "assets" / "icons"
DRAWN = 1024  # the size it is drawn at before scaling down


def _wing(surface: pygame.Surface, centre: tuple[float, float], side: int, feathers: int, unit: float) -> None:
    """One wing: three bands of feathers, layered from the disc outwards, the top one longest and
    lifting at its end; their lower edges cut into feather tips."""
    cx, cy = centre
    for row in range(3):
        inner, outer = cx + side * unit * 0.9, cx + side * unit * (3.9 - row * 0.85)
        top = cy - unit * 0.95 + row * unit * 0.72
        lift = unit * (0.55 - row * 0.2)  # the wing's end rises
        depth = unit * 0.95
        edge = [(inner, top), (outer, top - lift)]
        for k in range(feathers, -1, -1):  # back along the lower edge, tip by tip
            x = inner + (outer - inner) * k / feathers
            y = top - lift * k / feathers + depth
            edge.append((x, y + (unit * 0.22 if k % 2 else 0)))
        pygame.draw.polygon(surface, (GOLD_LIGHT, GOLD, GOLD_LIGHT)[row], edge)
        pygame.draw.polygon(surface, INK, edge, max(1, round(unit * 0.07)))


def draw(size: int) -> pygame.Surface:
    big = pygame.Surface((DRAWN, DRAWN), pygame.SRCALPHA)
    unit = DRAWN / 10
    tile = big.get_rect().inflate(-unit * 0.2, -unit * 0.2)
    pygame.draw.rect(big, TERRACOTTA, tile, border_radius=round(unit * 1.6))
    pygame.draw.rect(big, LAPIS, tile.inflate(-unit * 0.8, -unit * 0.8), border_radius=round(unit * 1.2))
    centre = (DRAWN / 2, DRAWN / 2 - unit * 0.2)
    feathers = 4 if size <= 32 else 7
    # The tail: a fan of feathers under the disc.
    cx, cy = centre
    for k in range(-2, 3):
        angle = math.radians(90 + k * 13)
        tip = (cx + math.cos(angle) * unit * 3.1, cy + math.sin(angle) * unit * 3.1)
        spread = unit * 0.34
        base = [(cx + k * unit * 0.22 - spread, cy + unit * 0.9), (cx + k * unit * 0.22 + spread, cy + unit * 0.9)]
        pygame.draw.polygon(big, GOLD if k % 2 else GOLD_LIGHT, [*base, tip])
        pygame.draw.polygon(big, INK, [*base, tip], max(1, round(unit * 0.07)))
    for side in (-1, 1):
        _wing(big, centre, side, feathers, unit)
    pygame.draw.circle(big, INK, centre, unit * 1.45)
    pygame.draw.circle(big, GOLD, centre, unit * 1.3)
    pygame.draw.circle(big, GOLD_LIGHT, centre, unit * 0.8)
    pygame.draw.circle(big, INK, centre, unit * 0.8, max(1, round(unit * 0.09)))
    return pygame.transform.smoothscale(big, (size, size))


def main() -> int:
    pygame.init()
    FOLDER.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        path = FOLDER / f"xerxes-{size}.png"
        pygame.image.save(draw(size), path)
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
