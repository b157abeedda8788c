"""What a command made known or left to chance: the points that undo never goes back across.

Undo must never let a player peek (STYLE.md, boardgame.io's warning): once a command has shown
something hidden (a card laid face up, this round's event, a solo tile) or drawn something at
random, taking it back would let the player try again knowing more. A command that only moved
public things (a worker, resources, a building, a pass) can be taken back safely, and given
again to the same effect, because nothing in it was random.
"""

from __future__ import annotations

from .commands import Command, ResolveCampaign, ResolveTax
from .state import GameState

# Resolving a card lays it face up in front of the player (R16, R12).
REVEALING = (ResolveCampaign, ResolveTax)


def reveals(before: GameState, after: GameState, command: Command) -> bool:
    """Whether applying `command` to `before`, giving `after`, revealed or drew anything."""
    return (
        isinstance(command, REVEALING)
        or after.rng != before.rng
        or after.event != before.event
        or after.tile != before.tile
        or after.year != before.year
        or after.is_over
    )
