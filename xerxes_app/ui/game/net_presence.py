"""Who is here, at the table of a network game: each person's mat carries a mark (filled: here;
a ring: away), its tooltip says "Here" or since when the person is away ("Away since 14:02",
"Away 2 days"), and the Seats screen's rows say the same. What the server's connections say
(net/seat_events.py): a person is here while a connection of theirs holds the seat.

The times are the server's wall clock, read against this computer's (`wall`, which the tests
move): a person away since before today is counted in days, never in a clock time of another day.
"""

from __future__ import annotations

import time

import pygame

from ...net.clocks import DAY
from ..looks.language import words
from ..looks.look import CREAM, INK_SOFT, SEA_DARK

wall = time.time  # this computer's wall clock (the tests move it)


def presence_words(game, seat: int) -> str | None:
    """Whether the seat's person is here, or since when they are away; None for a computer's
    seat or one nobody has taken."""
    if not game.seats[seat].is_human or game.open[seat]:
        return None
    if game.presence[seat]:
        return words("day.here")
    since = game.away_since[seat] if seat < len(game.away_since) else None
    if since is None:
        return words("day.away")
    days = int((wall() - since) // DAY)
    if days >= 1:
        return words("day.away_days", count=days)
    return words("day.away_since", time=time.strftime("%H:%M", time.localtime(since)))


def draw_presence(surface: pygame.Surface, table, game) -> None:
    """Each person's mark, on the lower right corner of their mat's swatch; nothing while the
    log's drawer covers the mats."""
    if table.log.covers_mats or len(game.presence) != len(table.mat_rects):
        return
    for seat, rect in enumerate(table.mat_rects):
        if not game.seats[seat].is_human or game.open[seat]:
            continue
        line = max(18, round(rect.height / 3.4))  # the header's height, as the mat draws it (table/mats.py)
        radius = max(4, round(line * 0.2))
        centre = (rect.left + 2 + line - radius, rect.top + 2 + line - radius)
        pygame.draw.circle(surface, CREAM, centre, radius + 2)
        if game.presence[seat]:
            pygame.draw.circle(surface, SEA_DARK, centre, radius)
        else:
            pygame.draw.circle(surface, INK_SOFT, centre, radius, 2)
