"""Drawing helpers shared by the screens: text, framed panels, generated textures."""

from __future__ import annotations

import math
import random
import struct
from functools import cache, lru_cache

import pygame

from .line_breaks import pieces
from .look import GOLD, font, least_printed, printed_size

ELLIPSIS = "…"


def text(string: str, kind: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """Rendered text in the current language's face."""
    return _rendered(string, font(kind, size), colour)


@cache
def _rendered(string: str, face: pygame.font.Font, colour: tuple[int, int, int]) -> pygame.Surface:
    """Cached: the table redraws the same words every frame."""
    return face.render(string, True, colour)


def blit_text(surface, string, kind, size, colour, pos, anchor="topleft", max_width=None, smallest=8) -> pygame.Rect:
    """Draw `string` with its `anchor` point at `pos`, shrinking the font to fit `max_width`, down
    to `smallest`."""
    if max_width:
        size = _fitting(string, kind, size, font(kind, size), max_width, smallest)
    image = text(string, kind, size, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def blit_printed(surface, string, kind, size, colour, pos, anchor="topleft", max_width=None) -> pygame.Rect:
    """Words printed on the board, a mat or a card, `size` being theirs at the 100 % text size
    (look.printed_size): shrunk to fit `max_width` no further than is legible, and cut short by
    an ellipsis past that."""
    size = printed_size(size)
    while max_width and size > least_printed() and font(kind, size).size(string)[0] > max_width:
        size -= 1
    if max_width:
        string = elided(string, font(kind, size), max_width)
    return blit_text(surface, string, kind, size, colour, pos, anchor)


def fitted_size(said: list[tuple[str, str]], size: float, width: float) -> int:
    """The size for words printed side by side on one row, each `(kind, words)`, `size` being
    theirs at the 100 % text size (look.printed_size): the largest at which they all fit in
    `width` together, shrunk no further than is legible; so they stay one size, and none gives
    way alone."""
    size = printed_size(size)
    while size > least_printed() and sum(font(kind, size).size(words)[0] for kind, words in said) > width:
        size -= 1
    return size


def print_wrapped(surface, string, kind, size, colour, rect: pygame.Rect, centred: bool = False) -> pygame.Rect:
    """Printed words (as `blit_printed`) wrapped inside `rect`, first at a double space, shrunk
    until their lines fit it, no further than is legible; the lines that still do not fit are
    left out, the last one cut short. Centred on `rect`, or from its top left. Returns where the
    lines went."""
    size = printed_size(size)
    while True:
        face = font(kind, size)
        lines = printed_lines(string, kind, size, rect.width)
        fits = len(lines) * line_step(kind, size) <= rect.height and all(face.size(line)[0] <= rect.width for line in lines)
        if fits or size <= least_printed():
            break
        size -= 1
    step = line_step(kind, size)
    room = max(1, rect.height // step)
    if len(lines) > room:
        lines = lines[:room - 1] + [elided(lines[room - 1] + ELLIPSIS, face, rect.width)]
    top = rect.centery - len(lines) * step // 2 if centred else rect.top
    drawn = pygame.Rect(rect.centerx if centred else rect.left, top, 0, 0)
    for i, line in enumerate(lines):
        line = elided(line, face, rect.width)
        at = (rect.centerx, top + i * step) if centred else (rect.left, top + i * step)
        drawn.union_ip(blit_text(surface, line, kind, size, colour, at, "midtop" if centred else "topleft"))
    return drawn


def line_step(kind: str, size: int) -> int:
    """From one printed line to the next: the face's own line height, but no more than 1.3 times
    its size (Noto Sans JP's is 1.5 times, room a small card or tile has not)."""
    face = font(kind, size)
    return min(face.get_linesize(), math.ceil(face.point_size * 1.3))


def printed_lines(string: str, kind: str, size: int, width: int) -> list[str]:
    """`string` on as few lines as fit `width`; where it does not fit on one, a double space in
    it ("+5 VP  −1 foe") is where it breaks first. No line is left with a letter or two, or a
    word, alone ("変わ / る", "lose 2 VP in / all"): where one would be, the lines break a little
    narrower, as many of them, so that its letters have company."""
    if font(kind, size).size(string)[0] <= width:
        return [string]

    def broken(room: int) -> list[str]:
        return [line for part in string.split("  ") for line in wrap(part.strip(), kind, size, room)]

    def keeps_company(lines: list[str]) -> bool:  # no line under three letters, or a quarter of the longest
        lengths = [len(line.strip()) for line in lines]
        return min(lengths) > 2 and 4 * min(lengths) >= max(lengths)

    lines = broken(width)
    if keeps_company(lines):
        return lines
    for room in range(width - 1, 0, -1):
        narrower = broken(room)
        if len(narrower) > len(lines):
            break  # narrower still, the words take more lines
        if keeps_company(narrower):
            return narrower
    return lines


def elided(string: str, face, width: int) -> str:
    """`string`, or as much of it as fits in `width` pixels of `face` (a pygame or pygame-gui font)
    with an ellipsis after it: a line longer than its room says the rest elsewhere."""
    if face.size(string)[0] <= width:
        return string
    while string and face.size(string + ELLIPSIS)[0] > width:
        string = string[:-1]
    return string.rstrip() + ELLIPSIS


@lru_cache(maxsize=4096)
def _fitting(string: str, kind: str, size: int, face: pygame.font.Font, max_width: int, smallest: int) -> int:
    """The size `blit_text` shrinks `string` to; remembered, as the screens draw the same words every
    frame. `face` is the font asked for first, which names the language's face as well."""
    while size > smallest and font(kind, size).size(string)[0] > max_width:
        size -= 1
    return size


def wrap(string: str, kind: str, size: int, width: int) -> list[str]:
    """Split `string` into lines no wider than `width`, between words or Japanese letters."""
    return wrap_in(string, font(kind, size), width)


def wrap_in(string: str, face, width: int) -> list[str]:
    """`wrap` in a font given (a widget's, from the theme)."""
    return list(_wrapped(string, face, width))


@lru_cache(maxsize=4096)
def _wrapped(string: str, face: pygame.font.Font, width: int) -> tuple[str, ...]:
    """`wrap`'s lines, remembered: a screen wraps the same words at every frame."""
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
    return tuple(lines)


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


def grain(width: int, height: int, base: tuple[int, int, int], spread: int, seed: int) -> pygame.Surface:
    """A mottled texture: `base` with soft blotches, drawn small and smoothed up; a new surface
    at each call."""
    w, h = max(2, width // 8), max(2, height // 8)
    pixels = bytearray(bytes(base) * (w * h))
    # Each blotch is 4 random bytes, drawn all at once: where (3) and how much lighter or darker
    # (1), one of the shades worked out beforehand. Pixel by pixel, the start waited 80 ms on it.
    shades = [bytes(max(0, min(255, c + delta)) for c in base) for delta in range(-spread, spread + 1)]
    noise = random.Random(seed).randbytes(4 * (w * h // 3))
    count, kinds = w * h, len(shades)
    for (blotch,) in struct.iter_unpack("<I", noise):
        at = 3 * ((blotch & 0xFFFFFF) % count)
        pixels[at:at + 3] = shades[(blotch >> 24) % kinds]
    # In the display's own format before smoothing: twice as fast as from 3 bytes a pixel, and
    # whatever draws the texture then copies it as it is.
    small = pygame.image.frombuffer(pixels, (w, h), "RGB")
    return pygame.transform.smoothscale(small.convert() if pygame.display.get_surface() else small, (width, height))


def meander(surface, rect: pygame.Rect, colour, size: int) -> None:
    """A Persian step border along the top and bottom of `rect`."""
    size = max(4, size)
    for y in (rect.top, rect.bottom - size):
        x = rect.left
        while x + size <= rect.right:
            pygame.draw.rect(surface, colour, (x, y, size // 2, size // 2))
            pygame.draw.rect(surface, colour, (x + size // 2, y + size // 2, size // 2, size // 2))
            x += size
