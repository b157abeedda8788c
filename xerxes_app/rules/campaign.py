"""The campaign phase: which units a player has, which campaigns they can resolve, and resolving
one (R10-R12)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from operator import le, sub

from .commands import Command, ResolveCampaign, known
from .effects import card_in_hand, gain_vp, opponents, said, take_vp
from .errors import IllegalCommand
from .content import Content
from .state import CAMPAIGN_VP, HIDDEN, TURN_CHANGE_SPACE, GameState

CAMPAIGN_REWARD, CAMPAIGN_TAKES = 5, 1  # R12
SECOND_SLOT = 1  # R8: one area unit of the player's choice is unavailable
THIRD_SLOT = 2  # R8: one bonus unit of the player's choice

# The caches below are keyed by the content itself, which hashes by identity: a tuple of its
# records would be hashed record by record at every call.


def player_areas(state: GameState, seat: int) -> list[int]:
    """R10: the player's areas this round: home while the satrapy pawn stands, and workers' areas."""
    player = state.players[seat]
    used = player.used_areas
    areas = [state.content.satraps[player.satrap].home, *player.workers]
    if TURN_CHANGE_SPACE in areas:
        areas.remove(TURN_CHANGE_SPACE)
    if used:
        return [area for area in areas if area not in used]
    return areas


def area_count(state: GameState, seat: int) -> int:
    """How many areas the player could draw a unit from this round, used or not."""
    player = state.players[seat]
    return 1 + len(player.workers) - player.workers.count(TURN_CHANGE_SPACE)


def area_unit(state: GameState, seat: int, area: int) -> int:
    converted = state.players[seat].converted
    if converted is not None and converted[0] == area:
        return converted[2]
    return state.content.areas[area].unit


def permanent_units(state: GameState, seat: int) -> list[int]:
    """Per unit type, the permanent units from resolved Taxation cards (R16) still unspent this
    campaign phase, with Aegyptus's conversion of one of them applied (R18)."""
    player = state.players[seat]
    counts = owned_permanents(state, seat)
    converted = player.converted
    if converted is not None and converted[0] == -1:
        counts = list(counts)
        counts[converted[1]] -= 1
        counts[converted[2]] += 1
    return list(map(sub, counts, player.permanents_used))


def owned_permanents(state: GameState, seat: int) -> tuple[int, ...]:
    """Per unit type, the permanent units the player's resolved Taxation cards gave (R16), spent
    or not."""
    return _units_given(state.content, tuple(state.players[seat].tax_resolved))


@lru_cache(maxsize=1024)
def _units_given(content: Content, resolved: tuple[int, ...]) -> tuple[int, ...]:
    """Per unit type, the permanent units these resolved Taxation cards gave."""
    unit_of = content.tax_units
    counts = [0] * 6
    for card in resolved:
        unit = unit_of[card]
        if unit is not None:
            counts[unit] += 1
    return tuple(counts)


def unit_limits(state: GameState, seat: int) -> tuple[int, int]:
    """The unspent bonus units, each of any type (R11: Gods' Blessings, the 3rd slot), and how
    many more area units the player may use this round (R8 2nd slot): both from one look at
    the turn track, as the campaign listing asks for both at every step."""
    player = state.players[seat]
    slot = state.slot_of(seat)
    bonus = (slot == THIRD_SLOT) - player.bonus_used
    if state.event >= 0 and not player.ignores_event:
        bonus += state.content.events[state.event].gift_units
    return bonus, area_count(state, seat) - (slot == SECOND_SLOT) - len(player.used_areas)


def bonus_units(state: GameState, seat: int) -> int:
    """R11: unspent bonus units, each of any type: Gods' Blessings and the 3rd slot."""
    return unit_limits(state, seat)[0]


def shortfall(
    needs: tuple[int, ...], area_units: list[int], permanents: tuple[int, ...] | list[int], bonus: int
) -> tuple[list[int], int] | None:
    """Fill a card's needs from the chosen area units, then permanent units, then bonus units.

    Returns (permanent units spent per type, bonus units spent), or None when the chosen area
    units include one the card does not need or the needs cannot all be met.
    """
    remaining = list(needs)
    for unit in area_units:
        if remaining[unit] == 0:
            return None
        remaining[unit] -= 1
    spent = [0] * 6
    missing = 0
    for unit in range(6):
        if remaining[unit]:
            take = min(remaining[unit], permanents[unit])
            spent[unit] = take
            missing += remaining[unit] - take
    if missing > bonus:
        return None
    return spent, missing


def campaign_options(state: GameState, seat: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every (card, areas used) the player can resolve now, areas in map order. (`unit_limits`,
    `permanent_units` and `player_areas` written out: asked at every step of the phase.)"""
    player = state.players[seat]
    hand = player.campaign_hand
    if player.campaigns_this_round >= 2 or not hand:
        return ()
    content = state.content
    slot = state.turn_order.index(seat) if state.scenario is None else content.solo_tiles[state.tile].slot
    bonus = (slot == THIRD_SLOT) - player.bonus_used
    if state.event >= 0 and not player.ignores_event:
        bonus += content.events[state.event].gift_units
    workers = player.workers
    used = player.used_areas
    allowed = 1 + len(workers) - workers.count(TURN_CHANGE_SPACE) - (slot == SECOND_SLOT) - len(used)
    if allowed > 4:  # no card needs more units (R12); never more than the areas unused
        allowed = 4
    # Too few units for any card, whatever they are: the usual case, found at once, first
    # counting every resolved Taxation card as a unit, then only the units they gave.
    fewest = content.fewest_campaign_units - allowed - bonus
    resolved = player.tax_resolved
    if len(resolved) < fewest:
        return ()
    owned = _units_given(content, tuple(resolved))
    converted = player.converted
    if converted is not None and converted[0] == -1:
        owned = list(owned)
        owned[converted[1]] -= 1
        owned[converted[2]] += 1
    permanents = list(map(sub, owned, player.permanents_used))
    if sum(permanents) < fewest:
        return ()
    # The unused areas' units: home while the satrapy pawn stands, and the workers' areas.
    unit_of = content.area_units
    area_units = [
        (area, converted[2] if converted is not None and converted[0] == area else unit_of[area])
        for area in (content.satraps[player.satrap].home, *workers)
        if area != TURN_CHANGE_SPACE and area not in used
    ]
    cards = content.campaign_cards
    units_at_hand = permanents[:]  # by type, every area counted whatever the 2nd slot allows
    for _, unit in area_units:
        units_at_hand[unit] += 1
    # The cards whose needs these units and bonus units could meet, areas not yet chosen; most
    # cards, most rounds, are short.
    if bonus:
        meetable = [
            card
            for card in hand
            if sum([need - have for need, have in zip(cards[card].needs, units_at_hand) if need > have]) <= bonus
        ]
    else:
        meetable = [card for card in hand if all(map(le, cards[card].needs, units_at_hand))]
    if not meetable:
        return ()
    area_units.sort()  # the options name their areas in map order
    options = []
    for card in meetable:
        needs = cards[card].needs
        useful = [area for area, unit in area_units if needs[unit]]
        units = tuple([unit for _, unit in area_units if needs[unit]])
        # Units beyond the card's needs change nothing: without them, more moments look alike.
        enough = tuple(map(min, permanents, needs))
        picks = _card_picks(needs, units, enough, min(bonus, sum(needs)), min(allowed, len(units)))
        options += [(card, tuple([useful[i] for i in chosen])) for chosen in picks]
    return tuple(options)


def campaign_commands(state: GameState, seat: int) -> list[Command]:
    """Every ResolveCampaign the player may give now, each option once per opponent to lose VP."""
    return campaign_choices(state, seat) or []


def campaign_choices(state: GameState, seat: int) -> list[Command] | None:
    """The campaigns the player may resolve now, or None when they have no choice to make: no
    card left, or two resolved this round. The hand's size and the campaigns resolved are public,
    its contents are not: a player who could resolve one has a choice, even when none of the
    cards can be (R25)."""
    player = state.players[seat]
    if not player.campaign_hand or player.campaigns_this_round >= 2:
        return None
    if player.campaign_hand[0] == HIDDEN:  # another seat's hand, in a view: its choice, not listed here
        return []
    options = campaign_options(state, seat)
    if not options:
        return []
    victims = tuple(opponents(state, seat)) or (None,)  # solo: nobody loses VP (R20)
    commands: list[Command] = []
    for card, chosen in options:
        commands += _resolutions(state.content, card, chosen, victims)
    return commands


@lru_cache(maxsize=1024)
def _resolutions(content: Content, card: int, chosen: tuple[int, ...], victims: tuple[int | None, ...]) -> tuple[Command, ...]:
    """One option's commands, one per opponent to lose VP: remembered per option, as a card
    resolved with the same areas comes back more often than a whole set of options."""
    names = tuple(content.areas[a].name for a in chosen)
    return tuple(known(ResolveCampaign, card, names, victim) for victim in victims)


@lru_cache(maxsize=1024)
def _card_picks(
    needs: tuple[int, ...],
    units: tuple[int, ...],
    permanents: tuple[int, ...],
    bonus: int,
    allowed: int,
) -> tuple[tuple[int, ...], ...]:
    """The sets of useful areas a card can be resolved with, as positions among the units of
    those areas, given the other units at hand (`permanents` no more than the needs). Remembered
    by units, not areas, as games meet the same cards and units again and again wherever the
    workers stand."""
    # What the permanent units leave to areas and bonus units; an area's unit counts against
    # it only while some is left, and a card takes no more of a unit than it needs (R12).
    left = list(map(sub, needs, permanents))
    short = sum(left)
    found = []
    for size in range(min(allowed, len(units)) + 1):
        for picks in combinations(range(len(units)), size):
            taken = [0] * 6
            covered = 0
            for i in picks:
                unit = units[i]
                taken[unit] += 1
                if taken[unit] > needs[unit]:
                    break
                if taken[unit] <= left[unit]:
                    covered += 1
            else:
                if short - covered <= bonus:
                    found.append(picks)
    return tuple(found)


def resolve_campaign(state: GameState, seat: int, command: ResolveCampaign) -> None:
    player = state.players[seat]
    content = state.content
    card_in_hand(player.campaign_hand, command.card, "Campaign")
    if player.campaigns_this_round >= 2:
        raise IllegalCommand("two_campaigns")
    if not isinstance(command.areas, tuple) or len(set(command.areas)) != len(command.areas):
        raise IllegalCommand("area_once")
    mine = player_areas(state, seat)
    areas = []
    for name in command.areas:
        area = content.area_index.get(name)
        if area is None:
            raise IllegalCommand("no_such_area", name)
        if area not in mine:
            if area in player.used_areas:
                raise IllegalCommand("unit_gone", name)
            raise IllegalCommand("not_your_area", name)
        areas.append(area)
    bonus, allowed = unit_limits(state, seat)
    if len(areas) > allowed:
        raise IllegalCommand("second_slot_unit")
    needs = content.campaign_cards[command.card].needs
    units = [area_unit(state, seat, a) for a in areas]
    for area, unit in zip(areas, units):
        if not needs[unit]:
            raise IllegalCommand("unit_not_needed", content.units[unit], content.areas[area].name)
        if units.count(unit) > needs[unit]:
            raise IllegalCommand("too_many_units", needs[unit], content.units[unit])
    spent = shortfall(needs, units, permanent_units(state, seat), bonus)
    if spent is None:
        raise IllegalCommand("lack_units", needs)
    victims = opponents(state, seat)
    if victims and (isinstance(command.opponent, bool) or command.opponent not in victims):
        raise IllegalCommand("choose_victim")
    if not victims and command.opponent is not None:
        raise IllegalCommand("no_victim")
    # Every check passed: carry it out.
    permanents_spent, bonus_spent = spent
    for area in areas:
        player.used_areas.append(area)
    for unit in range(6):
        player.permanents_used[unit] += permanents_spent[unit]
    player.bonus_used += bonus_spent
    player.campaign_hand.remove(command.card)
    player.campaign_resolved.append(command.card)
    player.campaigns_this_round += 1
    gain_vp(state, seat, CAMPAIGN_REWARD, CAMPAIGN_VP)
    area_units = tuple((content.areas[a].name, content.units[u]) for a, u in zip(areas, units))
    sources = (area_units, tuple(permanents_spent), bonus_spent)
    said(state, seat, "resolves_campaign", needs, sources, CAMPAIGN_REWARD)
    if command.opponent is not None:
        take_vp(state, command.opponent, CAMPAIGN_TAKES)
