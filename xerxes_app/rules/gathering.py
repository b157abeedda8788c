"""Gathering (R8, R10, R17): every player in turn order gathers from the areas whose unit they did
not use, then makes the choices the event and their turn-track slot give them."""

from __future__ import annotations

from functools import cache, lru_cache
from operator import add, sub

from .commands import Command, GainResource, LoseResource, TakeGift, named
from .effects import add_resource, log, resource_named, said
from .content import Content
from .errors import IllegalCommand
from .state import TURN_CHANGE_SPACE, GameState

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
    gifts, losses, gains = _commands(state.content)
    if state.gift_left:
        return list(gifts)
    if state.lose_pending:
        return [losses[r] for r in losable(state, seat)]
    stop = stopped(state, seat)
    return [gain for r, gain in enumerate(gains) if r != stop]


def gathering_choices(state: GameState, seat: int) -> list[Command] | None:
    """The gathering player's choice left, if any: a gift, a loss or a gain (R8, R17); None when
    there is none. A forced step on the way is carried out here: a 1st-slot loss with one
    candidate."""
    if state.gift_left:
        return list(_commands(state.content)[0])
    if state.lose_pending:
        held = losable(state, seat)
        if len(held) > 1:
            losses = _commands(state.content)[1]
            return [losses[r] for r in held]
        if held:
            do_lose(state, seat, held[0])
        state.lose_pending = False
    return gathering_commands(state, seat) if state.gain_pending else None


@cache
def _commands(content: Content) -> tuple[tuple[Command, ...], ...]:
    """The gifts, the losses and the gains, one per resource."""
    names = content.resources
    return named(TakeGift, names), named(LoseResource, names), named(GainResource, names)


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
    """The current player gathers from every area whose unit they did not use (R8, R10, R17),
    each resource past the cap lost at once (R7)."""
    turn = state.turn
    seat = state.turn_order[turn]
    player = state.players[seat]
    content = state.content
    event = content.events[state.event]
    if player.ignores_event:
        state.gift_left = 0
        stop = None
    else:
        state.gift_left = event.gift_resources
        stop = event.stops
    yields = _yields(content, player.satrap, tuple(player.workers), tuple(player.used_areas), stop)
    # A mat never holds more than the cap: what each count adds to what is held is looked up
    # (a table per content), six lookups in place of a comparison and a subtraction apiece.
    kept = _kept_under(content)
    y0, y1, y2, y3, y4, y5 = yields
    resources = player.resources
    r0, r1, r2, r3, r4, r5 = resources
    gained = (kept[y0][r0], kept[y1][r1], kept[y2][r2], kept[y3][r3], kept[y4][r4], kept[y5][r5])
    resources[:] = map(add, resources, gained)
    player.gathered[:] = map(add, player.gathered, gained)
    who = content.titles[player.satrap]
    if gained != yields:
        wasted = tuple(map(sub, yields, gained))
        if any(gained):
            log(state, "gathers_some_lost", who, gained, wasted, content.cap)
        else:
            log(state, "gathers_nothing_some_lost", who, wasted, content.cap)
    elif any(gained):
        log(state, "gathers", who, gained)
    else:
        log(state, "gathers_nothing", who)
    slot = turn if state.scenario is None else content.solo_tiles[state.tile].slot  # solo: the tile's (R21)
    state.lose_pending = slot == FIRST_SLOT
    state.gain_pending = slot == FOURTH_SLOT


@cache
def _kept_under(content: Content) -> tuple[tuple[int, ...], ...]:
    """Per count gathered of a resource (up to what every area together yields of one) and per
    count held (0 to the cap), how many are kept: what the cap leaves room for (R7)."""
    cap = content.cap
    most = max(sum(area.yields.count(resource) for area in content.areas) for resource in range(len(content.resources)))
    return tuple(tuple(min(count, cap - held) for held in range(cap + 1)) for count in range(most + 1))


@lru_cache(maxsize=4096)
def _yields(
    content: Content, satrap: int, workers: tuple[int, ...], used: tuple[int, ...], stop: int | None
) -> tuple[int, ...]:
    """Per resource, what the player's areas yield together (R10): home while the satrapy pawn
    stands, and the workers' areas, but those whose unit went to a campaign, and nothing of
    the resource the event stops (R17); remembered, as the same areas come back."""
    total = [0] * len(content.resources)
    for area in (content.satraps[satrap].home, *workers):
        if area != TURN_CHANGE_SPACE and area not in used:
            for resource in content.areas[area].yields:
                total[resource] += 1
    if stop is not None:
        total[stop] = 0
    return tuple(total)


def take_gift(state: GameState, seat: int, command: TakeGift) -> None:
    if not state.gift_left:
        raise IllegalCommand("no_gift_now", choice_prompt(state))
    resource = resource_named(state, command.resource)
    state.gift_left -= 1
    said(state, seat, "takes_gift", command.resource)
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
    said(state, seat, "loses_for_first", state.content.resources[resource])


def gain_resource(state: GameState, seat: int, command: GainResource) -> None:
    if state.gift_left or state.lose_pending or not state.gain_pending:
        raise IllegalCommand("no_gain_now", choice_prompt(state))
    resource = resource_named(state, command.resource)
    if resource == stopped(state, seat):
        raise IllegalCommand("event_stops_gain", state.content.events[state.event].name, command.resource)
    state.gain_pending = False
    said(state, seat, "gains_for_fourth", command.resource)
    add_resource(state, seat, resource)
