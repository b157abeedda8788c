"""Line breaks in pygame-gui's text boxes that Japanese allows.

pygame-gui breaks a line of a text box only after a space, and else, once a word is wider than
the line, at any letter: in Japanese, which has no spaces, a line could start with 「。」 and a
Latin word (VP, R14) be cut in two. Each of its text chunks is given instead the break points
`line_breaks.break_points` allows, which are pygame-gui's own wherever there is no Japanese.
"""

from __future__ import annotations

from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont

from .line_breaks import break_points


def _split_points(chunk) -> list[int]:
    # The points follow from the chunk's text alone, so they are kept until the text changes:
    # pygame-gui's layout reads them many times over while it looks for where to split.
    kept = chunk.__dict__.get("_breaks")
    if kept is None or kept[0] is not chunk.text:
        kept = chunk.__dict__["_breaks"] = (chunk.text, break_points(chunk.text))
    return kept[1]


def install() -> None:
    """From now on, every text chunk pygame-gui lays out breaks where `break_points` allows; what
    pygame-gui itself assigns (always derived from the same text) is not needed."""
    TextLineChunkFTFont.split_points = property(_split_points, lambda chunk, points: None)
