"""Solo mode (R20-R24): the tiles drawn each round, the scenarios' goals, won or lost."""

from __future__ import annotations

from . import rng as random
from .state import AI_PAWN, GameState

# R22: at least this many Taxation cards, Campaign cards and buildings by the end of year 7.
GOALS = {"easy": (4, 2, 2), "normal": (4, 3, 2), "hard": (4, 3, 3)}
GOAL_NAMES = ("Taxation", "Campaigns", "Buildings")


def progress(state: GameState) -> list[tuple[str, int, int]]:
    """(what, done, needed) for each part of the scenario's goal."""
    player = state.players[0]
    done = (len(player.tax_resolved), len(player.campaign_resolved), len(player.buildings))
    return list(zip(GOAL_NAMES, done, GOALS[state.scenario]))


def goal_met(state: GameState) -> bool:
    return all(done >= needed for _, done, needed in progress(state))


def progress_text(state: GameState) -> str:
    """"Taxation 3/4, Campaigns 1/3, Buildings 2/2"."""
    return ", ".join(f"{what} {done}/{needed}" for what, done, needed in progress(state))


MISSING_NAMES = ("Taxation card", "Campaign card", "building")


def missing_text(state: GameState) -> str:
    """"1 more Campaign card, 2 more buildings"."""
    missing = []
    for name, (_, done, needed) in zip(MISSING_NAMES, progress(state)):
        if done < needed:
            short = needed - done
            missing.append(f"{short} more {name}{'s' if short > 1 else ''}")
    return ", ".join(missing)


def draw_tile(state: GameState) -> None:
    """R21: draw a tile; the six are not reused until all are drawn, then reshuffled (year 7)."""
    if not state.tile_pile:
        state.tile_pile = list(range(len(state.content.solo_tiles)))
        state.rng = random.shuffle(state.rng, state.tile_pile)
    state.tile = state.tile_pile.pop(0)
    for area in state.content.solo_tiles[state.tile].occupied:
        state.area_pawns[area] = AI_PAWN


def tile_text(state: GameState) -> str:
    content = state.content
    tile = content.solo_tiles[state.tile]
    areas = ", ".join(content.areas[a].name for a in tile.occupied)
    return (
        f"The solo tile: you play {('1st', '2nd', '3rd', '4th')[tile.slot]}; the AI occupies {areas};"
        f" the {content.buildings[tile.closed_building].name} is closed this round."
    )
