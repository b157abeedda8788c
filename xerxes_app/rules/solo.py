"""Solo mode (R20-R24): the tiles drawn each round, the scenarios' goals, won or lost."""

from __future__ import annotations

from . import rng as random
from .describe import GOAL_NAMES, missing_words, progress_words
from .state import AI_PAWN, GameState

# R22: at least this many Taxation cards, Campaign cards and buildings by the end of year 7.
GOALS = {"easy": (4, 2, 2), "normal": (4, 3, 2), "hard": (4, 3, 3)}


def progress(state: GameState) -> list[tuple[str, int, int]]:
    """(what, done, needed) for each part of the scenario's goal."""
    return [(what, done, needed) for what, (done, needed) in zip(GOAL_NAMES, goal_pairs(state))]


def goal_pairs(state: GameState) -> tuple[tuple[int, int], ...]:
    """(done, needed) for each part of the goal, as the log records it."""
    player = state.players[0]
    done = (len(player.tax_resolved), len(player.campaign_resolved), len(player.buildings))
    return tuple(zip(done, GOALS[state.scenario]))


def goal_met(state: GameState) -> bool:
    return all(done >= needed for done, needed in goal_pairs(state))


def progress_text(state: GameState) -> str:
    """"Taxation 3/4, Campaigns 1/3, Buildings 2/2"."""
    return progress_words(goal_pairs(state))


def missing_text(state: GameState) -> str:
    """"1 more Campaign card, 2 more buildings"."""
    return missing_words(goal_pairs(state))


def draw_tile(state: GameState) -> None:
    """R21: draw a tile; the six are not reused until all are drawn, then reshuffled (year 7)."""
    if not state.tile_pile:
        state.tile_pile = list(range(len(state.content.solo_tiles)))
        state.rng = random.shuffle(state.rng, state.tile_pile)
    state.tile = state.tile_pile.pop(0)
    for area in state.content.solo_tiles[state.tile].occupied:
        state.area_pawns[area] = AI_PAWN


def tile_values(state: GameState) -> tuple:
    """The log's values for this round's tile: slot, areas the AI occupies, closed building."""
    content = state.content
    tile = content.solo_tiles[state.tile]
    return tile.slot, tuple(content.areas[a].name for a in tile.occupied), content.buildings[tile.closed_building].name
