"""The four satraps' once-per-game special abilities (R18)."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations_with_replacement, compress

from . import campaign
from .commands import Command, ConvertUnit, IgnoreEvent, StealResource, TradeResources, known
from .content import Content
from .errors import IllegalCommand
from .state import CAMPAIGN, GameState, BUILD, PLACEMENT, TAXATION

AEGYPTUS, BABYLONIA, INDIA, LYDIA = "Aegyptus", "Babylonia", "India", "Lydia"

# R18: "on the player's own turn in a phase where they act". Aegyptus's and Babylonia's abilities
# only mean something once the event is known and units are being used.
PHASES_FOR = {
    AEGYPTUS: (CAMPAIGN,),
    BABYLONIA: (CAMPAIGN,),
    INDIA: (PLACEMENT, CAMPAIGN, BUILD, TAXATION),
    LYDIA: (PLACEMENT, CAMPAIGN, BUILD, TAXATION),
}

ABILITY_OF = {ConvertUnit: AEGYPTUS, IgnoreEvent: BABYLONIA, StealResource: INDIA, TradeResources: LYDIA}
ABILITY_COMMANDS = tuple(ABILITY_OF)

_PAIRS = tuple(combinations_with_replacement(range(6), 2))


def satrap_name(state: GameState, seat: int) -> str:
    return state.content.satraps[state.players[seat].satrap].name


def _may_campaign(player) -> bool:
    """A changed unit only serves a campaign still to resolve this round (public: hand size)."""
    return bool(player.campaign_hand) and player.campaigns_this_round < 2


def usable_now(state: GameState, seat: int) -> bool:
    """Whether the player could use their ability now; cheaper than listing its commands."""
    player = state.players[seat]
    if player.ability_used:
        return False
    name = satrap_name(state, seat)
    if state.phase not in PHASES_FOR[name]:
        return False
    if name == AEGYPTUS:
        if not _may_campaign(player):
            return False
        return bool(campaign.player_areas(state, seat)) or any(u > 0 for u in campaign.permanent_units(state, seat))
    if name == BABYLONIA:
        return player.campaigns_this_round == 0
    if name == INDIA:
        return state.is_solo or any(any(p.resources) for other, p in enumerate(state.players) if other != seat)
    return sum(player.resources) >= 2


def ability_commands(state: GameState, seat: int) -> list[Command]:
    """Every ability command the player may give now (none when used or out of its phase)."""
    player = state.players[seat]
    if player.ability_used:
        return []
    name = satrap_name(state, seat)
    if state.phase not in PHASES_FOR[name]:
        return []
    content = state.content
    if name == AEGYPTUS:
        if not _may_campaign(player):
            return []
        converts = _converts(content)
        commands = []
        for area in campaign.player_areas(state, seat):
            commands += converts[content.areas[area].name][campaign.area_unit(state, seat, area)]
        permanents = campaign.permanent_units(state, seat)
        for unit in range(6):
            if permanents[unit] > 0:
                commands += converts[content.units[unit]][unit]
        return commands
    if name == BABYLONIA:
        return [known(IgnoreEvent)] if player.campaigns_this_round == 0 else []
    if name == INDIA:
        names = content.resources
        if state.is_solo:  # R18: in solo he takes from the supply
            return [known(StealResource, None, names[r]) for r in range(6)]
        steals = _steals(names, len(state.players))
        commands = []
        for other, held in enumerate(state.players):
            if other != seat:  # each resource the opponent holds, picked by its count
                commands += compress(steals[other], held.resources)
        return commands
    return list(_trades(tuple(player.resources), content.resources))


@cache
def _converts(content: Content) -> dict[str, tuple[tuple[Command, ...], ...]]:
    """Aegyptus's conversions: per source (an area or a permanent unit's type) and the unit it
    offers, the commands changing it to each other unit."""
    units = content.units
    return {
        source: tuple(tuple(known(ConvertUnit, source, units[to]) for to in range(6) if to != unit) for unit in range(6))
        for source in [area.name for area in content.areas] + list(units)
    }


@cache
def _steals(names: tuple[str, ...], players: int) -> tuple[tuple[Command, ...], ...]:
    """India's thefts: per opponent seat and resource, the command taking it."""
    return tuple(tuple(known(StealResource, other, name) for name in names) for other in range(players))


@lru_cache(maxsize=256)
def _trades(held: tuple[int, ...], names: tuple[str, ...]) -> tuple[Command, ...]:
    """Lydia's trades with these resources held: two given up, two of other types gained. A few
    hundred mats remembered: a thousand held 1 MB in every process that thinks, for nothing the
    instructions show."""
    by_loss = _trades_by_loss(names)
    commands: list[Command] = []
    for a, b in _PAIRS:
        if held[a] >= (2 if a == b else 1) and held[b] >= 1:
            commands += by_loss[a, b]
    return tuple(commands)


@cache
def _trades_by_loss(names: tuple[str, ...]) -> dict[tuple[int, int], tuple[Command, ...]]:
    """Per pair of resources given up, every trade of it for two of other types."""
    return {
        lose: tuple(
            known(TradeResources, (names[lose[0]], names[lose[1]]), (names[gain[0]], names[gain[1]]))
            for gain in _PAIRS
            if gain[0] not in lose and gain[1] not in lose
        )
        for lose in _PAIRS
    }


def check(state: GameState, seat: int, command: Command) -> None:
    """Raise IllegalCommand unless the ability command is allowed now."""
    player = state.players[seat]
    owner = ABILITY_OF[type(command)]
    name = satrap_name(state, seat)
    content = state.content
    if name != owner:
        raise IllegalCommand("ability_not_yours", owner)
    if player.ability_used:
        raise IllegalCommand("ability_used", owner)
    if state.phase not in PHASES_FOR[owner]:
        raise IllegalCommand("ability_wrong_phase", owner)
    if isinstance(command, ConvertUnit):
        if command.unit not in content.unit_index:
            raise IllegalCommand("no_such_unit", command.unit)
        to = content.unit_index[command.unit]
        if command.source in content.area_index:
            area = content.area_index[command.source]
            if area not in campaign.player_areas(state, seat):
                raise IllegalCommand("not_unused_area", command.source)
            unit = campaign.area_unit(state, seat, area)
        elif command.source in content.unit_index:
            unit = content.unit_index[command.source]
            if campaign.permanent_units(state, seat)[unit] <= 0:
                raise IllegalCommand("no_spare_permanent", command.source)
        else:
            raise IllegalCommand("no_such_source", command.source)
        if unit == to:
            raise IllegalCommand("already_that_unit", command.unit)
    elif isinstance(command, IgnoreEvent):
        if player.campaigns_this_round:
            raise IllegalCommand("ignore_before_campaign")
    elif isinstance(command, StealResource):
        if command.resource not in content.resource_index:
            raise IllegalCommand("no_such_resource", command.resource)
        if state.is_solo:
            if command.opponent is not None:
                raise IllegalCommand("solo_no_opponent")
        elif not isinstance(command.opponent, int) or not 0 <= command.opponent < len(state.players) or command.opponent == seat:
            raise IllegalCommand("choose_steal_victim")
        elif state.players[command.opponent].resources[content.resource_index[command.resource]] == 0:
            raise IllegalCommand("opponent_lacks", state.title(command.opponent), command.resource)
    else:
        if len(command.lose) != 2 or len(command.gain) != 2:
            raise IllegalCommand("trade_two_for_two")
        for name in command.lose + command.gain:
            if name not in content.resource_index:
                raise IllegalCommand("no_such_resource", name)
        lose = [content.resource_index[r] for r in command.lose]
        for r in set(lose):
            if player.resources[r] < lose.count(r):
                raise IllegalCommand("not_holding", lose.count(r), content.resources[r])
        if set(command.gain) & set(command.lose):
            raise IllegalCommand("trade_other_types")


def use(state: GameState, seat: int, command: Command, add_resource, log) -> None:
    """Carry out an ability command already checked; `log(message, *values)` records it."""
    player = state.players[seat]
    content = state.content
    player.ability_used = True
    who = state.title(seat)
    if isinstance(command, ConvertUnit):
        to = content.unit_index[command.unit]
        if command.source in content.area_index:
            area = content.area_index[command.source]
            player.converted = (area, campaign.area_unit(state, seat, area), to)
            log("converts_area", who, command.source, command.unit)
        else:
            player.converted = (-1, content.unit_index[command.source], to)
            log("converts_permanent", who, command.source, command.unit)
    elif isinstance(command, IgnoreEvent):
        player.ignores_event = True
        log("ignores_event", who, content.events[state.event].name)
    elif isinstance(command, StealResource):
        r = content.resource_index[command.resource]
        if command.opponent is None:
            log("steals_from_supply", who, command.resource)
        else:
            state.players[command.opponent].resources[r] -= 1
            log("steals", who, command.resource, state.title(command.opponent))
        add_resource(seat, r)
    else:
        for name in command.lose:
            player.resources[content.resource_index[name]] -= 1
        log("trades", who, command.lose, command.gain)
        for name in command.gain:
            add_resource(seat, content.resource_index[name])
