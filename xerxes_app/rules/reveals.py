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

# What `revealed` names, so that a refusal to undo can say why.
OVER, TILE, YEAR, EVENT, CARD = REVEALS = ("over", "tile", "year", "event", "card")


def revealed(before: GameState, after: GameState, command: Command) -> str | None:
    """What applying `command` to `before`, giving `after`, revealed or drew, if anything: the
    game's end, a solo tile (the one draw after the deal: a solo year begins with it, R24), a
    new year, the year's event, a card laid face up."""
    if after.is_over:
        return OVER
    if after.tile != before.tile or after.rng != before.rng:
        return TILE
    if after.year != before.year:
        return YEAR
    if after.event != before.event:
        return EVENT
    if isinstance(command, REVEALING):
        return CARD
    return None
