"""Drawing helpers shared by the screens: text, framed panels, generated textures."""

from __future__ import annotations

import random
from functools import cache

import pygame

from .line_breaks import pieces
from .look import GOLD, font


def text(string: str, kind: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Rendered text in the current language's face."""
    return _rendered(string, font(kind, size), colour)


@cache
def _rendered(string: str, face: pygame.font.Font, colour: tuple[int, int, int]) -> pygame.Surface:
    """Cached: the table redraws the same words every frame."""
    return face.render(string, True, colour)


def blit_text(surface, string, kind, size, colour, pos, anchor="topleft", max_width=None) -> pygame.Rect:
    """Draw `string` with its `anchor` point at `pos`, shrinking the font to fit `max_width`."""
    image = text(string, kind, size, colour)
    while max_width and image.get_width() > max_width and size > 8:
        size -= 1
        image = text(string, kind, size, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def wrap(string: str, kind: str, size: int, width: int) -> list[str]:
    """Split `string` into lines no wider than `width`, between words or Japanese letters."""
    face = font(kind, size)
    lines: list[str] = []
    line = ""
    for gap, piece in pieces(string):
        trial = line + gap + piece if line else piece
        if line and face.size(trial)[0] > width:
            lines.append(line)
            line = piece
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def blit_wrapped(surface, string, kind, size, colour, rect: pygame.Rect, line_gap=1.15) -> int:
    """Draw wrapped text inside `rect`; returns the height used."""
    y = rect.top
    step = round(font(kind, size).get_linesize() * line_gap)
    for line in wrap(string, kind, size, rect.width):
        if y + step > rect.bottom + step * 0.3:
            break
        surface.blit(text(line, kind, size, colour), (rect.left, y))
        y += step
    return y - rect.top


def frame(surface, rect: pygame.Rect, fill, border=GOLD, width=2, radius=6) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def shade(colour, factor: float) -> tuple[int, int, int]:
    """`colour` darker (factor < 1) or lighter (factor > 1)."""
    if factor <= 1:
        return tuple(int(c * factor) for c in colour)
    return tuple(int(c + (255 - c) * (factor - 1)) for c in colour)


@cache
def _grain(width: int, height: int, base: tuple[int, int, int], spread: int, seed: int) -> pygame.Surface:
    """A mottled texture: `base` with soft blotches, drawn small and smoothed up."""
    w, h = max(2, width // 8), max(2, height // 8)
    pixels = bytearray(bytes(base) * (w * h))
    # Each blotch is 4 random bytes, drawn all at once: where (3) and how much lighter or darker
    # (1), one of the shades worked out beforehand. Pixel by pixel, the start waited 80 ms on it.
    shades = [bytes(max(0, min(255, c + delta)) for c in base) for delta in range(-spread, spread + 1)]
    noise = random.Random(seed).randbytes(4 * (w * h // 3))
    for i in range(0, len(noise), 4):
        at = 3 * (int.from_bytes(noise[i:i + 3], "little") % (w * h))
        pixels[at:at + 3] = shades[noise[i + 3] % len(shades)]
    return pygame.transform.smoothscale(pygame.image.frombuffer(pixels, (w, h), "RGB"), (width, height))


def texture(width: int, height: int, base, spread: int = 14, seed: int = 1) -> pygame.Surface:
    return _grain(width, height, tuple(base), spread, seed)


def meander(surface, rect: pygame.Rect, colour, size: int) -> None:
    """A Persian step border along the top and bottom of `rect`."""
    size = max(4, size)
    for y in (rect.top, rect.bottom - size):
        x = rect.left
        while x + size <= rect.right:
            pygame.draw.rect(surface, colour, (x, y, size // 2, size // 2))
            pygame.draw.rect(surface, colour, (x + size // 2, y + size // 2, size // 2, size // 2))
            x += size
