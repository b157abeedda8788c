"""The steps of a round that need no decision (R5): entering a phase, the event, the round's end,
the game's end and the next year."""

from __future__ import annotations

from . import solo
from .effects import log
from .scoring import final_standings
from .state import GAME_OVER, PLACEMENT, GameState


def enter(state: GameState, phase: str) -> None:
    state.phase = phase
    state.free_places = None
    state.turn = 0
    state.sweep = 1


def reveal_event(state: GameState) -> None:
    """R5 step 3: the top event holds this round, then goes to the bottom of the deck."""
    state.event = state.event_deck.pop(0)
    state.event_deck.append(state.event)
    event = state.content.events[state.event]
    if event.stops is not None:
        log(state, "event_stops", state.year, event.name, state.content.resources[event.stops])
    elif event.gift_resources:
        log(state, "event_gives_resources", state.year, event.name, event.gift_resources)
    else:
        log(state, "event_gives_units", state.year, event.name, event.gift_units)


def game_ends(state: GameState) -> bool:
    """R19 (R22 in solo): checked at the end of a round."""
    if state.year >= state.content.years:
        return True
    return not state.is_solo and any(p.vp >= state.content.win_vp for p in state.players)


def end_round(state: GameState, claimed: bool = False) -> None:
    """R5 step 9: workers return, satrapy pawns stand, units expire; the game may end (R19)."""
    for player in state.players:
        player.start_round()
    state.area_pawns = [-1] * len(state.area_pawns)
    state.turn_change = -1
    state.event = -1
    state.gift_left, state.lose_pending, state.gain_pending = 0, False, False
    if claimed or game_ends(state):
        enter(state, GAME_OVER)
        state.standings = final_standings(state)
        if state.is_solo:
            if solo.goal_met(state):
                log(state, "solo_won", state.scenario, solo.goal_pairs(state))
            else:
                log(state, "solo_lost", state.scenario, solo.goal_pairs(state))
            return
        winners = tuple(state.title(s.seat) for s in state.standings if s.rank == 1)
        log(state, "wins" if len(winners) == 1 else "share_win", winners)
        return
    state.tile = -1
    start_round(state, state.year + 1)


def start_round(state: GameState, year: int) -> None:
    """R5 step 1: advance the timeline (solo: draw a tile, R24); placement begins."""
    state.year = year
    enter(state, PLACEMENT)
    log(state, "year_begins", year)
    if state.is_solo:
        solo.draw_tile(state)
        log(state, "solo_tile", *solo.tile_values(state))
