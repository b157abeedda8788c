"""Placement (R6): a worker on a free open area or on the turn-change space."""

from __future__ import annotations

from functools import cache

from .commands import TURN_CHANGE, Command, PlaceWorker, known
from .content import Content
from .effects import said
from .errors import IllegalCommand
from .state import AI_PAWN, TURN_CHANGE_SPACE, GameState


_ON_TURN_CHANGE = known(PlaceWorker, TURN_CHANGE)


@cache
def place_commands(content: Content) -> tuple[PlaceWorker, ...]:
    """Per area, the command that places a worker there."""
    return tuple(known(PlaceWorker, area.name) for area in content.areas)


def placement_commands(state: GameState, seat: int) -> list[Command]:
    """R6: a worker on any free open area, or on the turn-change space while it is free (not in
    solo, R20); the same for every seat."""
    return placement_choices(state, seat) or []


def placement_choices(state: GameState, seat: int) -> list[Command] | None:
    """The placements, or None when no place is free: then the seat has no choice of its own."""
    free = state.free_places
    if free is None:
        free = state.free_places = _free_places(state)
    return list(free.values()) or None


def _free_places(state: GameState) -> dict[int, Command]:
    """The places free now, each with the command that places a worker there."""
    places = place_commands(state.content)
    pawns = state.area_pawns
    free = {a: places[a] for a in state.content.open_areas if pawns[a] == -1}
    if state.turn_change < 0 and state.scenario is None:
        free[TURN_CHANGE_SPACE] = _ON_TURN_CHANGE
    return free


def place_worker(state: GameState, seat: int, command: PlaceWorker) -> None:
    player = state.players[seat]
    content = state.content
    if command.place == TURN_CHANGE:
        if state.is_solo:
            raise IllegalCommand("solo_no_turn_change")
        if state.turn_change >= 0:
            raise IllegalCommand("turn_change_taken", state.title(state.turn_change))
        state.turn_change = seat
        player.workers.append(TURN_CHANGE_SPACE)
        if state.free_places is not None:
            del state.free_places[TURN_CHANGE_SPACE]
        said(state, seat, "places_on_turn_change")
        return
    area = content.area_index.get(command.place)
    if area is None:
        raise IllegalCommand("no_such_area", command.place)
    home_of = content.areas[area].home_of
    if home_of is not None:
        raise IllegalCommand("home_area", command.place, content.satraps[home_of].title)
    pawns = state.area_pawns
    if pawns[area] == AI_PAWN:
        raise IllegalCommand("ai_occupies", command.place)
    if pawns[area] >= 0:
        raise IllegalCommand("area_taken", command.place, state.title(pawns[area]))
    pawns[area] = seat
    player.workers.append(area)
    if state.free_places is not None:
        del state.free_places[area]
    said(state, seat, "places_worker", command.place)
