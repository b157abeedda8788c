"""Placement (R6): a worker on a free open area or on the turn-change space."""

from __future__ import annotations

from functools import cache

from .commands import TURN_CHANGE, PlaceWorker, known
from .content import Content
from .effects import log
from .errors import IllegalCommand
from .state import AI_PAWN, TURN_CHANGE_SPACE, GameState


@cache
def place_commands(content: Content) -> tuple[PlaceWorker, ...]:
    """Per area, the command that places a worker there."""
    return tuple(known(PlaceWorker, area.name) for area in content.areas)


def free_areas(state: GameState) -> list[int]:
    pawns = state.area_pawns
    return [a for a in state.content.open_areas if pawns[a] == -1]


def place_worker(state: GameState, seat: int, command: PlaceWorker) -> None:
    player = state.players[seat]
    content = state.content
    if command.place == TURN_CHANGE:
        if state.is_solo:
            raise IllegalCommand("In solo the turn-change space is not used: the solo tile sets your place on the turn track.")
        if state.turn_change >= 0:
            raise IllegalCommand(f"The turn-change space is taken by {state.title(state.turn_change)}.")
        state.turn_change = seat
        player.workers.append(TURN_CHANGE_SPACE)
        log(state, "places_on_turn_change", state.title(seat))
        return
    area = content.area_index.get(command.place)
    if area is None:
        raise IllegalCommand(f"There is no area called {command.place} on the map.")
    home_of = content.areas[area].home_of
    if home_of is not None:
        raise IllegalCommand(f"{command.place} is the home of the Satrap of {content.satraps[home_of].name}; workers go to open areas.")
    if state.area_pawns[area] == AI_PAWN:
        raise IllegalCommand(f"{command.place} is occupied by the AI this round (solo tile).")
    if state.area_pawns[area] >= 0:
        raise IllegalCommand(f"{command.place} is taken by {state.title(state.area_pawns[area])}.")
    state.area_pawns[area] = seat
    player.workers.append(area)
    log(state, "places_worker", state.title(seat), command.place)
