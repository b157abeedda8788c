"""Gathering (R8, R10, R17): every player in turn order gathers from the areas whose unit they did
not use, then makes the choices the event and their turn-track slot give them."""

from __future__ import annotations

from functools import lru_cache

from . import campaign
from .commands import Command, GainResource, LoseResource, TakeGift, named
from .effects import add_gathered, add_resource, log, resource_named
from .content import Content
from .errors import IllegalCommand
from .state import GameState

FIRST_SLOT, FOURTH_SLOT = 0, 3


def choice_prompt(state: GameState) -> tuple[str, tuple]:
    """The gathering choice the current player has to make, as a message id and its values."""
    if state.gift_left:
        return "choose_gift", (state.gift_left,)
    if state.lose_pending:
        gathered = gathered_held(state, state.turn_order[state.turn])
        return ("choose_gathered_loss" if gathered else "choose_mat_loss"), ()
    return "choose_gain", ()


def gathering_commands(state: GameState, seat: int) -> list[Command]:
    names = state.content.resources
    if state.gift_left:
        return list(named(TakeGift, names))
    if state.lose_pending:
        losses = named(LoseResource, names)
        return [losses[r] for r in losable(state, seat)]
    stop = stopped(state, seat)
    gains = named(GainResource, names)
    return [gains[r] for r in range(6) if r != stop]


def losable(state: GameState, seat: int) -> list[int]:
    """R8 1st slot (amended): a resource gathered this round where any was gathered, else any
    resource on the mat, as in the rulebook's Campaign example."""
    return gathered_held(state, seat) or [r for r in range(6) if state.players[seat].resources[r] > 0]


def gathered_held(state: GameState, seat: int) -> list[int]:
    """The resources gathered this round (King's heir gifts too) still on the mat."""
    player = state.players[seat]
    return [r for r in range(6) if player.gathered[r] > 0 and player.resources[r] > 0]


def stopped(state: GameState, seat: int) -> int | None:
    """R17: the resource this round's event stops for this player, if any."""
    if state.event < 0 or state.players[seat].ignores_event:
        return None
    return state.content.events[state.event].stops


def begin_gathering(state: GameState) -> None:
    """The current player gathers from every area whose unit they did not use."""
    seat = state.turn_order[state.turn]
    player = state.players[seat]
    content = state.content
    stop = stopped(state, seat)
    yields = _yields(content, tuple(campaign.player_areas(state, seat)))
    if stop is not None and yields[stop]:
        yields = list(yields)
        yields[stop] = 0
    gained, wasted = add_gathered(state, seat, yields)
    who = state.title(seat)
    if any(wasted):
        if any(gained):
            log(state, "gathers_some_lost", who, gained, wasted, content.cap)
        else:
            log(state, "gathers_nothing_some_lost", who, wasted, content.cap)
    elif any(gained):
        log(state, "gathers", who, gained)
    else:
        log(state, "gathers_nothing", who)
    state.gift_left = 0 if player.ignores_event else content.events[state.event].gift_resources
    slot = state.slot_of(seat)
    state.lose_pending = slot == FIRST_SLOT
    state.gain_pending = slot == FOURTH_SLOT  # in solo too, where the tile sets the slot (R21)


@lru_cache(maxsize=4096)
def _yields(content: Content, areas: tuple[int, ...]) -> tuple[int, ...]:
    """Per resource, what these areas yield together; remembered, as the same areas come back."""
    total = [0] * len(content.resources)
    for area in areas:
        for resource in content.areas[area].yields:
            total[resource] += 1
    return tuple(total)


def take_gift(state: GameState, seat: int, command: TakeGift) -> None:
    if not state.gift_left:
        raise IllegalCommand("no_gift_now", choice_prompt(state))
    resource = resource_named(state, command.resource)
    state.gift_left -= 1
    log(state, "takes_gift", state.title(seat), command.resource)
    add_resource(state, seat, resource, gathered=True)


def lose_resource(state: GameState, seat: int, command: LoseResource) -> None:
    if state.gift_left or not state.lose_pending:
        raise IllegalCommand("no_loss_now", choice_prompt(state))
    resource = resource_named(state, command.resource)
    if resource not in losable(state, seat):
        if gathered_held(state, seat):
            raise IllegalCommand("not_gathered", command.resource)
        raise IllegalCommand("not_held", command.resource)
    do_lose(state, seat, resource)


def do_lose(state: GameState, seat: int, resource: int) -> None:
    player = state.players[seat]
    player.resources[resource] -= 1
    if player.gathered[resource]:
        player.gathered[resource] -= 1
    state.lose_pending = False
    log(state, "loses_for_first", state.title(seat), state.content.resources[resource])


def gain_resource(state: GameState, seat: int, command: GainResource) -> None:
    if state.gift_left or state.lose_pending or not state.gain_pending:
        raise IllegalCommand("no_gain_now", choice_prompt(state))
    resource = resource_named(state, command.resource)
    if resource == stopped(state, seat):
        raise IllegalCommand("event_stops_gain", state.content.events[state.event].name, command.resource)
    state.gain_pending = False
    log(state, "gains_for_fourth", state.title(seat), command.resource)
    add_resource(state, seat, resource)
