"""How a computer satrap judges its position: what its hand and the free buildings ask for, what
one more resource or unit is worth to it, and how close it stands to its goals.

Everything here reads only the seat's own cards and public facts (R25), so it answers the same
on the real game, on the seat's view and on any re-deal of that view. Reading another player's
hand would find HIDDEN markers, so nothing here ever looks at one.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..rules import GameState
from ..rules.campaign import SECOND_SLOT, THIRD_SLOT, owned_permanents
from ..rules.content import Content
from ..rules.state import BUILD, CAMPAIGN, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE, TURN_CHANGE_SPACE

CAMPAIGN_WORTH = 5.5  # R12: +5 VP, and an opponent loses 1
SPARE_RESOURCE = 0.05  # a resource no goal asks for still breaks ties (R19) and feeds trades
UNNEEDED_UNIT = 0.4  # a permanent unit no Campaign card in hand asks for (tie-breaker, R19)
BUILDING_RISK = 0.8  # a free building may be taken before we can pay for it
RESOURCES_PER_ROUND = 8  # roughly what a satrap gathers in a round, after caps and events
FINISHED_LATER = 0.85  # a goal fully paid for but only resolvable in a later phase or round
FINISHED_NOW = 0.92  # ... or resolvable this round: still short of VP in hand
MAX_BUILDINGS = 3  # R14
# Weighings each remembered function of the computers keeps. A search's playouts ask for the same
# few hands and holdings again and again, so a few hundred do nearly as well as thousands, and
# every worker process the computers think on keeps its own: at 4,096 a worker held 38 MB at the
# end of a watched game of four Hard computers, and the app with 8 workers some 415 MB; at 256
# (with the rules' own remembered figures fewer too), 22 MB, for 2% more instructions in a year's
# searches (docs/benchmarks.md).
REMEMBERED = 256


class Goal:
    """Something resources pay for: a Taxation card in hand or a free building.

    Hashed and compared by identity, not by value: the remembered weighings below are keyed by
    tuples of goals at nearly every decision of a search's playouts, and each goal is made by a
    remembered function (`_goal`), so equal goals are the same object (were one made twice, a
    weighing would only be worked out again)."""

    __slots__ = ("needs", "worth", "size", "tax_card", "building", "wants")

    def __init__(self, needs: tuple[int, ...], worth: float, tax_card: int | None, building: int | None):
        self.needs = needs
        self.worth = worth
        self.size = sum(needs)
        self.tax_card = tax_card  # the card, or None for a building
        self.building = building
        # (resource, count) for each resource it needs: a goal asks for two or three kinds of
        # the six, and its prospects are weighed again and again.
        self.wants = tuple((r, count) for r, count in enumerate(needs) if count)


@lru_cache(maxsize=4096)
def _goal(needs: tuple[int, ...], worth: float, tax_card: int | None, building: int | None) -> Goal:
    return Goal(needs, worth, tax_card, building)


class Outlook(NamedTuple):
    """What the judgement reads of the round and phase: the same for every seat and every holding
    weighed in them, and asked for at nearly every decision of a search's playouts."""

    now: bool  # this round's build and taxation phases can still spend what is held
    reach: int  # about as many resources as can still be gathered
    pace: float  # how much time is left to muster units for the Campaign cards in hand


def outlook(state: GameState) -> Outlook:
    return _outlook(state.content.years, state.year, state.phase)


@lru_cache(maxsize=256)
def _outlook(years: int, year: int, phase: str) -> Outlook:
    # Rounds whose gathering is still to come, this one included.
    gatherings_left = years - year + (1 if phase in (SETUP, PLACEMENT, CAMPAIGN) else 0)
    if gatherings_left <= 0 and phase != CAMPAIGN:
        pace = 0.0
    else:
        pace = min(1.0, 0.35 * max(gatherings_left, 1))
    return Outlook(phase in (GATHERING, BUILD, TAXATION), gatherings_left * RESOURCES_PER_ROUND, pace)


def opponent_share(state: GameState) -> float:
    """What one VP taken from opponents is worth to us: all of it with one opponent, less when
    the loss is split among several (though it is aimed at the leader)."""
    n = len(state.players)
    return 1.0 if n <= 2 else 0.6


# Chance of resolving a Campaign card before the end, by how many of its four units permanent
# units already cover: a round offers at most three area units (R10), so the fourth must be
# permanent or a bonus (R11).
CAMPAIGN_CHANCE = (0.12, 0.4, 0.65, 0.8, 0.9)


def _covered(needs: tuple[int, ...], permanents: list[int] | tuple[int, ...]) -> int:
    return sum(map(min, needs, permanents))


def campaign_prospects(state: GameState, seat: int, permanents: list[int] | tuple[int, ...]) -> float:
    """What the Campaign cards in hand are worth, given the permanent units held."""
    hand = state.players[seat].campaign_hand
    if not hand:
        return 0.0
    return _campaign_prospects(state.content, tuple(hand), tuple(permanents)) * outlook(state).pace


@lru_cache(maxsize=REMEMBERED)
def _campaign_prospects(content: Content, hand: tuple[int, ...], permanents: tuple[int, ...]) -> float:
    """`campaign_prospects` before the pace: the same hands and units come back in every playout."""
    cards = content.campaign_cards
    return sum(CAMPAIGN_WORTH * CAMPAIGN_CHANCE[_covered(cards[c].needs, permanents)] for c in hand)


NO_CAMPAIGN_UNITS = (UNNEEDED_UNIT,) * 6  # `unit_worths` without a Campaign card in hand


def unit_worths(state: GameState, seat: int) -> tuple[float, ...]:
    """Per unit type, what one more permanent unit is worth: what it adds to the Campaign cards'
    prospects, and a little for the tie-breaker (R19)."""
    hand = state.players[seat].campaign_hand
    if not hand:
        return NO_CAMPAIGN_UNITS
    return _unit_worths(state.content, tuple(hand), owned_permanents(state, seat), outlook(state).pace)


@lru_cache(maxsize=REMEMBERED // 4)
def _unit_worths(content: Content, hand: tuple[int, ...], held: tuple[int, ...], pace: float) -> tuple[float, ...]:
    """`unit_worths` for a hand of Campaign cards and the permanent units held: a search's
    playouts ask again and again for the same few."""
    worths = [UNNEEDED_UNIT] * 6
    cards = content.campaign_cards
    for card in hand:
        needs = cards[card].needs
        covered = _covered(needs, held)
        if covered < 4:
            gain = CAMPAIGN_WORTH * (CAMPAIGN_CHANCE[covered + 1] - CAMPAIGN_CHANCE[covered]) * pace
            for unit in range(6):
                if needs[unit] > held[unit]:
                    worths[unit] += gain
    return tuple(worths)


def goals(state: GameState, seat: int) -> tuple[Goal, ...]:
    player = state.players[seat]
    content = state.content
    found = _tax_goals(content, tuple(player.tax_hand), unit_worths(state, seat))
    if len(player.buildings) < MAX_BUILDINGS:
        # The build phase comes after gathering: this year's reward until the round is over.
        year = state.year if state.phase != TURN_CHANGE_PHASE else min(state.year + 1, content.years)
        found += _building_goals(content, year, opponent_share(state), tuple(state.built_by))
    return found


@lru_cache(maxsize=REMEMBERED)
def _tax_goals(content: Content, hand: tuple[int, ...], units: tuple[float, ...]) -> tuple[Goal, ...]:
    """The Taxation cards in hand as goals, a unit card worth what its unit is worth (`units`):
    remembered, as a hand changes far more slowly than a search asks for it."""
    found = []
    for card in hand:
        tax = content.tax_cards[card]
        worth = float(tax.vp) if tax.vp else units[tax.unit]
        found.append(_goal(tax.needs, worth, card, None))
    return tuple(found)


@lru_cache(maxsize=REMEMBERED // 4)
def _building_goals(content: Content, year: int, share: float, built_by: tuple[int, ...]) -> tuple[Goal, ...]:
    """The free buildings as goals: the same for every seat with room for one, and asked for at
    nearly every decision of a search's playouts."""
    return tuple(
        _goal(building.cost, (building.reward(year) + building.opponents_lose * share) * BUILDING_RISK, None, building.index)
        for building in content.buildings
        if built_by[building.index] < 0
    )


def lacking(goal: Goal, held: list[int] | tuple[int, ...]) -> int:
    """How many resources the goal still asks for beyond what is held."""
    return sum([count - held[r] for r, count in goal.wants if held[r] < count])


def resource_worths(
    state: GameState, seat: int, held: list[int] | tuple[int, ...], goal_list: tuple[Goal, ...] | None = None
) -> tuple[float, ...]:
    """What one more of each resource is worth, given what is held (or expected): goals close to
    being paid for pull hardest, goals out of reach before the end pull not at all."""
    goal_list = goal_list if goal_list is not None else goals(state, seat)
    return _resource_worths(goal_list, tuple(held), outlook(state).reach, state.content.cap)


@lru_cache(maxsize=REMEMBERED)
def _resource_worths(goal_list: tuple[Goal, ...], held: tuple[int, ...], reach: int, cap: int) -> tuple[float, ...]:
    """`resource_worths` of these goals and resources, remembered as `prospects` is."""
    worths = [SPARE_RESOURCE] * 6
    for goal in goal_list:
        short = sum([count - held[r] for r, count in goal.wants if held[r] < count])  # `lacking`, without a call
        if short == 0 or short > reach:
            continue
        pull = goal.worth / goal.size * (1.6 if short <= 2 else 1.0 if short <= 4 else 0.6)
        for r, count in goal.wants:
            if held[r] < count:
                worths[r] += pull
    for r in range(6):
        if held[r] >= cap:
            worths[r] = 0.0
    return tuple(worths)


@lru_cache(maxsize=REMEMBERED)
def prospects(ahead: Outlook, held: tuple[int, ...], goal_list: tuple[Goal, ...]) -> float:
    """The worth of the resources held, as progress towards goals: each resource counts for one
    goal only, goals nearest completion first. Remembered: a search's playouts weigh the same
    hands and mats again and again."""
    now, reach = ahead.now, ahead.reach
    left = list(held)
    total = 0.0
    # Goals nearest completion first (`lacking`, without a call per goal).
    nearest = sorted([(sum([n - held[r] for r, n in g.wants if held[r] < n]), -g.worth, i) for i, g in enumerate(goal_list)])
    for _, _, i in nearest:
        goal = goal_list[i]
        covered = 0
        for r, count in goal.wants:
            have = left[r]
            if have:
                taken = have if have < count else count
                left[r] = have - taken
                covered += taken
        short = goal.size - covered
        if short == 0:
            total += goal.worth * (FINISHED_NOW if now and goal.tax_card is not None else FINISHED_LATER)
        elif short <= reach:
            progress = covered / goal.size
            total += goal.worth * progress * progress * 0.7
    return total + SPARE_RESOURCE * sum(left)


def standing(state: GameState, seat: int, campaigns: float | None = None) -> float:
    """VP now plus the prospects of the resources and permanent units held. `campaigns`, when
    given, is the seat's `campaign_prospects`, known already."""
    player = state.players[seat]
    permanents = owned_permanents(state, seat)
    if campaigns is None:
        campaigns = campaign_prospects(state, seat, permanents)
    return player.vp + holdings(outlook(state), tuple(player.resources), goals(state, seat), permanents, campaigns)


def holdings(
    ahead: Outlook, held: tuple[int, ...], goal_list: tuple[Goal, ...], permanents: list[int] | tuple[int, ...], campaigns: float
) -> float:
    """The prospects of what is held, for goals and permanent units that may differ from the
    state's: what a Taxation card or a building would leave. `campaigns` is `campaign_prospects`
    for these permanent units."""
    return prospects(ahead, held, goal_list) + campaigns + UNNEEDED_UNIT * sum(permanents)


def leader(state: GameState, seat: int) -> int | None:
    """The opponent to hurt: the one with most VP that still has VP to lose (R13)."""
    best = None
    for other, player in enumerate(state.players):
        if other == seat:
            continue
        key = (player.vp > 0, player.vp, len(player.campaign_resolved))
        if best is None or key > best[0]:
            best = (key, other)
    return best[1] if best else None


def split_losses(state: GameState, seat: int, total: int) -> tuple[int, ...]:
    """R15: a building's VP loss, 1 VP at a time to whoever leads at that moment."""
    vp = [p.vp for p in state.players]
    losses = [0] * len(vp)
    if len(vp) == 1:
        return tuple(losses)  # solo: nobody loses VP (R20)
    for _ in range(total):
        target = max((o for o in range(len(vp)) if o != seat), key=lambda o: (vp[o] > 0, vp[o]))
        losses[target] += 1
        vp[target] = max(0, vp[target] - 1)
    return tuple(losses)


def area_units_in_reach(state: GameState, seat: int) -> tuple[list[int], int, int]:
    """For campaign planning: this round's area units (home, workers), the bonus units certain
    this round, and how many area units the turn track lets the player use (R8, R11)."""
    player = state.players[seat]
    content = state.content
    units = [content.areas[content.satraps[player.satrap].home].unit]
    units += [content.areas[a].unit for a in player.workers if a != TURN_CHANGE_SPACE]
    slot = state.slot_of(seat)
    bonus = 1 if slot == THIRD_SLOT else 0  # in solo the tile's slot (R21)
    if state.event >= 0 and not player.ignores_event:
        bonus += content.events[state.event].gift_units
    allowed = 1 + 2 - (1 if slot == SECOND_SLOT else 0)
    return units, bonus, allowed


def units_lacking(left: list[int], area_units: list[int], bonus: int, convert: bool, convert_permanent: bool) -> list[int]:
    """Per unit type, what a Campaign card still lacks of `left`, what permanent units leave of
    it, after bonus units, the given area units and (for Aegyptus, `convert`) one conversion: of a
    surplus area unit, or of a permanent one (`convert_permanent`). Area units the card cannot
    use are ignored."""
    lack = left[:]
    spare = 0
    for unit in area_units:
        if lack[unit]:
            lack[unit] -= 1
        else:
            spare += 1
    for _ in range(bonus):
        biggest = max(lack)
        if biggest:
            lack[lack.index(biggest)] -= 1
    if convert_permanent or (convert and spare):
        biggest = max(lack)
        if biggest:
            lack[lack.index(biggest)] -= 1
    return lack
