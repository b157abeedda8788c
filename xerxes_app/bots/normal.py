"""The Normal computer satrap: a planner that knows what its cards ask for.

It places workers where the resources its Taxation cards and the free buildings lack are, or
where the units for a campaign this round are; resolves every campaign it can, giving up the
areas whose resources it needs least; builds or pays taxes when that beats keeping the
resources; uses its special ability when it completes something; and aims every VP loss at the
leader. It is quick (well under a millisecond a decision), so the Hard satrap uses it to play games out.

`ranked` scores the commands worth considering, best first; `choose` takes the best.
"""

from __future__ import annotations

import random
from functools import lru_cache
from operator import gt, sub

from ..rules import (
    TURN_CHANGE, Build, Command, ConvertUnit, DiscardTaxCard, GameState, IgnoreEvent, LoseResource, Pass,
    PlaceWorker, ResolveCampaign, ResolveTax, StealResource, TradeResources, apply,
)
from ..rules.campaign import campaign_options, owned_permanents, permanent_units
from ..rules.content import Content
from ..rules.state import BUILD, CAMPAIGN, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_SPACE
from . import judgement
from .judgement import CAMPAIGN_WORTH

EVENT_RISK = 0.85  # the event, unknown at placement, may stop one of an area's resources (R17)
CONTESTED = 0.55  # chance an area we still need is free when our next worker goes out
TURN_CHANGE_WORTH = 1.0  # choosing next round's order: a better slot for ourselves, a worse one for the leader
ABILITY_THRESHOLD = 1.0  # an ability is spent only when it completes a goal, or in the last year
SECOND_CAMPAIGN = CAMPAIGN_WORTH  # keeping a second campaign possible this round (R12)


class Normal:
    """Deterministic but for ties, which its own generator breaks."""

    def __init__(self, rand: random.Random):
        self.rand = rand

    def choose(self, state: GameState, seat: int, commands: list[Command]) -> Command:
        if len(commands) == 1:
            return commands[0]
        # The first of the best, as `ranked` would put it first, without sorting the rest: Hard's
        # playouts ask this at every step.
        return max(self._scored(state, seat, commands), key=_score)[1]

    def ranked(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        """The commands worth considering, with their scores, best first (never empty)."""
        if len(commands) == 1:
            return [(0.0, commands[0])]
        scored = self._scored(state, seat, commands)
        scored.sort(key=_score, reverse=True)
        return scored

    def _scored(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        """The commands worth considering with their scores, in the order listed."""
        phase = state.phase
        if phase == SETUP:
            scored = self._discard(state, seat, commands)
        elif phase == PLACEMENT:
            scored = self._place(state, seat, commands)
        elif phase == CAMPAIGN:
            scored = self._campaign(state, seat, commands)
        elif phase == GATHERING:
            scored = self._gather(state, seat, commands)
        elif phase in (BUILD, TAXATION):
            scored = self._spend(state, seat, commands)
        else:
            scored = self._turn_order(state, seat, commands)
        # A tiny random jitter breaks ties without favouring the first listed.
        jitter = self.rand.random
        return [(score + jitter() * 1e-6, command) for score, command in scored]

    # --- Setup (R2) ---------------------------------------------------------------------------

    def _discard(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        """Keep the cards the home area and the other cards in hand help with."""
        player = state.players[seat]
        content = state.content
        home = content.areas[content.satraps[player.satrap].home]
        if isinstance(commands[0], DiscardTaxCard):
            units = judgement.unit_worths(state, seat)
            scored = []
            for command in commands:
                tax = content.tax_cards[command.card]
                worth = tax.vp if tax.vp else units[tax.unit]
                from_home = sum(tax.needs[r] for r in home.yields) / sum(tax.needs)
                scored.append((-(worth + from_home), command))
            return scored
        permanents = [0] * 6
        for card in player.tax_hand:
            tax = content.tax_cards[card]
            if tax.unit is not None:
                permanents[tax.unit] += 1
        scored = []
        for command in commands:
            needs = content.campaign_cards[command.card].needs
            covered = min(needs[home.unit], 1) + sum(min(needs[u], permanents[u]) for u in range(6))
            scored.append((-covered, command))
        return scored

    # --- Placement (R6) -----------------------------------------------------------------------

    def _place(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        player = state.players[seat]
        content = state.content
        cap = content.cap
        home = content.satraps[player.satrap].home
        held = player.resources[:]
        for area in [home] + [a for a in player.workers if a != TURN_CHANGE_SPACE]:
            for r in content.areas[area].yields:
                if held[r] < cap:
                    held[r] += 1
        worths = judgement.resource_worths(state, seat, held)
        workers_left = 2 - len(player.workers)
        plan = CampaignPlan(state, seat)
        before = plan.chance(plan.area_units, workers_left)
        # No area can raise a chance already certain, or one without a Campaign card.
        weighs_campaign = plan.cards and before < 1.0
        after_with: dict[int, float] = {}  # by the unit the area offers: areas share a few units
        scored = []
        for command in commands:
            if not isinstance(command, PlaceWorker):
                continue  # India's and Lydia's abilities wait for the build and taxation phases
            if command.place == TURN_CHANGE:
                scored.append((self._turn_change_worth(state, seat), command))
                continue
            area = content.areas[content.area_index[command.place]]
            gather = sum(map(worths.__getitem__, area.yields)) * EVENT_RISK
            if not weighs_campaign:
                scored.append((gather, command))
                continue
            after = after_with.get(area.unit)
            if after is None:
                after = after_with[area.unit] = plan.chance(plan.area_units + [area.unit], workers_left - 1)
            gain = (after - before) * CAMPAIGN_WORTH
            if gain > 0:
                scored.append((gain + gather * (1 - after), command))
            else:
                scored.append((gather, command))
        return scored

    def _turn_change_worth(self, state: GameState, seat: int) -> float:
        if state.year >= state.content.years:
            return 0.0  # no next round to order
        extra = 0.8 if state.players[seat].campaign_hand and len(state.players) > 2 else 0.0
        return TURN_CHANGE_WORTH + extra

    # --- Campaign phase (R10-R12, R18) --------------------------------------------------------

    def _campaign(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        player = state.players[seat]
        content = state.content
        victim = judgement.leader(state, seat)
        campaigns = [c for c in commands if isinstance(c, ResolveCampaign) and c.opponent == victim]
        scored: list[tuple[float, Command]] = [(0.0, Pass())] if Pass() in commands else []
        if campaigns:
            stopped = _stopped(state, seat)
            held = player.resources[:]
            worths = judgement.resource_worths(state, seat, held)
            for command in campaigns:
                lost = sum(
                    worths[r]
                    for name in command.areas
                    for r in content.areas[content.area_index[name]].yields
                    if r != stopped
                )
                score = CAMPAIGN_WORTH - lost
                # A second campaign this round needs another card resolvable now without this
                # one's areas: resolving a card only spends units, so no way of resolving
                # another appears that was not there (R12).
                if player.campaigns_this_round == 0 and any(
                    other.card != command.card and not set(other.areas) & set(command.areas) for other in campaigns
                ):
                    after = state.clone()
                    apply(after, command)
                    if after.phase == CAMPAIGN and after.turn_order[after.turn] == seat and campaign_options(after, seat):
                        score += SECOND_CAMPAIGN
                scored.append((score, command))
            return scored
        for command in commands:
            if isinstance(command, ConvertUnit):
                after = state.clone()
                apply(after, command)
                if campaign_options(after, seat):
                    scored.append((CAMPAIGN_WORTH - 0.5, command))
                    break
            elif isinstance(command, IgnoreEvent):
                scored.append((self._ignore_event_worth(state, seat), command))
        return scored

    def _ignore_event_worth(self, state: GameState, seat: int) -> float:
        """Babylonia: worth it when the event stops a resource his areas would gather."""
        event = state.content.events[state.event]
        if event.stops is None:
            return -1.0  # a gift: ignoring it would lose it
        player = state.players[seat]
        content = state.content
        home = content.satraps[player.satrap].home
        areas = [home] + [a for a in player.workers if a != TURN_CHANGE_SPACE]
        stopped = sum(1 for a in areas if event.stops in content.areas[a].yields)
        if not stopped:
            return -1.0
        worth = judgement.resource_worths(state, seat, player.resources)[event.stops] * min(stopped, 2)
        last_chance = state.year >= state.content.years - 1
        return worth - (0.2 if last_chance else ABILITY_THRESHOLD * 0.6)

    # --- Gathering (R8, R17) ------------------------------------------------------------------

    def _gather(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        held = state.players[seat].resources
        goal_list = judgement.goals(state, seat)
        index = state.content.resource_index
        if isinstance(commands[0], LoseResource):
            # Losing one of a kind we hold several of costs the worth of the last one held.
            return [(-_worth_of_holding(state, seat, held, index[c.resource], goal_list), c) for c in commands]
        worths = judgement.resource_worths(state, seat, held, goal_list)
        return [(worths[index[c.resource]], c) for c in commands]

    # --- Build and taxation phases (R14-R16, R18) --------------------------------------------

    def _spend(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        """Each Taxation card or building against keeping the resources: its VP (and the VP it
        takes from opponents) plus the prospects of what it leaves."""
        player = state.players[seat]
        content = state.content
        held = tuple(player.resources)
        goal_list = judgement.goals(state, seat)
        permanents = owned_permanents(state, seat)
        campaigns = judgement.campaign_prospects(state, seat, permanents)  # as long as no unit is gained
        ahead = judgement.outlook(state)
        base = judgement.holdings(ahead, held, goal_list, permanents, campaigns)
        scored: list[tuple[float, Command]] = [(0.0, Pass())]
        builds: set[str] = set()
        for command in commands:
            if isinstance(command, ResolveTax):
                tax = content.tax_cards[command.card]
                left = tuple(map(sub, held, tax.needs))
                rest = tuple([g for g in goal_list if g.tax_card != command.card])
                if tax.unit is not None:
                    units = list(permanents)
                    units[tax.unit] += 1
                    after = judgement.holdings(ahead, left, rest, units, judgement.campaign_prospects(state, seat, units))
                else:
                    after = judgement.holdings(ahead, left, rest, permanents, campaigns)
                scored.append((tax.vp + after - base, command))
            elif isinstance(command, Build) and command.building not in builds:
                builds.add(command.building)
                building = content.buildings[content.building_index[command.building]]
                losses = judgement.split_losses(state, seat, building.opponents_lose)
                taken = sum(min(loss, p.vp) for loss, p in zip(losses, state.players))
                left = tuple(map(sub, held, building.cost))
                full = len(player.buildings) + 1 >= judgement.MAX_BUILDINGS
                rest = tuple([g for g in goal_list if g.building is None or (not full and g.building != building.index)])
                gain = building.reward(state.year) + judgement.opponent_share(state) * taken
                scored.append((gain + judgement.holdings(ahead, left, rest, permanents, campaigns) - base, Build(building.name, losses)))
        ability = self._ability(state, seat, commands)
        if ability is not None:
            scored.append(ability)
        return scored

    def _ability(self, state: GameState, seat: int, commands: list[Command]) -> tuple[float, Command] | None:
        """India's theft or Lydia's trade, aimed at a goal it completes: one resource short for
        a theft, two for a trade that gives up resources that goal does not ask for."""
        player = state.players[seat]
        if player.ability_used:
            return None
        abilities = {c for c in commands if isinstance(c, (StealResource, TradeResources))}
        if not abilities:
            return None
        held = player.resources
        names = state.content.resources
        goal_list = judgement.goals(state, seat)
        worths = judgement.resource_worths(state, seat, held, goal_list)
        victim = judgement.leader(state, seat)
        tries: list[Command] = []
        for goal in goal_list:
            short = [r for r in range(6) for _ in range(goal.needs[r] - held[r])]
            if not 0 < len(short) <= 2:
                continue
            if len(short) == 1:
                holders = sorted(
                    (o for o, p in enumerate(state.players) if o != seat and p.resources[short[0]]),
                    key=lambda o: o != victim,
                )
                tries += [StealResource(o, names[short[0]]) for o in holders[:1]]
            spare = sorted(
                (r for r in range(6) if r not in short for _ in range(held[r] - goal.needs[r])),
                key=lambda r: worths[r],
            )
            gain = short if len(short) == 2 else short + [max((r for r in range(6) if r not in spare[:2]), key=lambda r: worths[r])]
            if len(spare) >= 2 and not set(gain) & set(spare[:2]):
                lose = sorted(spare[:2])
                tries.append(TradeResources((names[lose[0]], names[lose[1]]), tuple(names[r] for r in sorted(gain))))
        ahead = judgement.outlook(state)
        current = judgement.prospects(ahead, tuple(held), goal_list)
        index = state.content.resource_index
        cap = state.content.cap
        best: tuple[float, Command] | None = None
        for command in tries:
            if command not in abilities:
                continue
            after = held[:]
            if isinstance(command, StealResource):
                gained = [index[command.resource]]
            else:
                gained = [index[name] for name in command.gain]
                for name in command.lose:
                    after[index[name]] -= 1
            for r in gained:
                after[r] = min(cap, after[r] + 1)
            gain_worth = judgement.prospects(ahead, tuple(after), goal_list) - current
            if best is None or gain_worth > best[0]:
                best = (gain_worth, command)
        if best is None:
            return None
        last_year = state.year >= state.content.years
        if best[0] >= ABILITY_THRESHOLD or (last_year and best[0] > 0.1):
            return best
        return None

    # --- Turn change (R9) ---------------------------------------------------------------------

    def _turn_order(self, state: GameState, seat: int, commands: list[Command]) -> list[tuple[float, Command]]:
        """R8: ourselves in the slot that helps most, and the leader in the 2nd (one unit fewer).
        With two players: the 1st, first pick of the areas, while campaigns remain to make (the
        2nd would cost a unit); else the 2nd, as the 1st always costs a resource (R8 amended).
        With more: the 3rd, +1 unit, while campaigns remain, or the last, +1 resource."""
        n = len(state.players)
        wants_unit = bool(state.players[seat].campaign_hand)
        if n <= 2:
            mine = 0 if wants_unit else 1
        else:
            mine = 2 if wants_unit else n - 1
        victim = judgement.leader(state, seat)
        scored = []
        for command in commands:
            order = command.order
            score = 2.0 if order[mine] == seat else 0.0
            if victim is not None and n >= 2 and order[1] == victim:
                score += 1.0
            scored.append((score, command))
        return scored


class CampaignPlan:
    """At placement: how likely a campaign is this round, given the units already in reach."""

    def __init__(self, state: GameState, seat: int):
        player = state.players[seat]
        content = state.content
        self.area_units, bonus, self.allowed = judgement.area_units_in_reach(state, seat)
        self.cards: tuple[CardLacks, ...] = ()
        if not player.campaign_hand:
            return  # no card: no campaign, whatever the areas
        permanents = tuple(permanent_units(state, seat))
        convert = content.satraps[player.satrap].name == "Aegyptus" and not player.ability_used
        self.cards = _hand_lacks(content, tuple(player.campaign_hand), permanents, bonus, convert, convert and any(permanents))
        pawns = state.area_pawns
        self.free = [0] * 6  # per unit type, free areas offering one
        for area in content.open_areas:
            if pawns[area] == -1:
                self.free[content.areas[area].unit] += 1

    def chance(self, area_units: list[int], workers_left: int) -> float:
        best = 0.0
        by_type = [0] * 6
        for unit in area_units:
            by_type[unit] += 1
        counts = tuple(by_type)
        for lacks in self.cards:
            lack, short, used = lacks[counts]
            if used + short > self.allowed:
                continue
            if short == 0:
                return 1.0
            if short > workers_left:
                continue
            if any(map(gt, lack, self.free)):
                continue
            best = max(best, CONTESTED**short)
        return best


@lru_cache(maxsize=judgement.REMEMBERED // 4)
def _hand_lacks(
    content: Content, hand: tuple[int, ...], permanents: tuple[int, ...], bonus: int, convert: bool, convert_permanent: bool
) -> tuple[CardLacks, ...]:
    """What each Campaign card in hand lacks: the same for every area weighed, and for the same
    hand and units in every playout."""
    lacks = []
    for card in hand:
        needs = content.campaign_cards[card].needs
        left = tuple(map(sub, needs, map(min, needs, permanents)))  # what the permanent units leave
        lacks.append(_card_lacks(needs, left, bonus, convert, convert_permanent))
    return tuple(lacks)


class CardLacks(dict):
    """For a Campaign card with `left` of its `needs` beyond the permanent units: by the area
    units in reach (counts by type), what it still lacks per type (`judgement.units_lacking`), in
    all, and how many of the area units it uses; each worked out when first asked for, as
    placements weigh the same few cards and units over and over, in a search's playouts above all."""

    def __init__(self, needs: tuple[int, ...], left: tuple[int, ...], bonus: int, convert: bool, convert_permanent: bool):
        super().__init__()
        self.needs, self.left, self.bonus, self.convert, self.convert_permanent = needs, left, bonus, convert, convert_permanent

    def __missing__(self, counts: tuple[int, ...]) -> tuple[tuple[int, ...], int, int]:
        area_units = [unit for unit in range(6) for _ in range(counts[unit])]  # its order changes nothing
        lack = judgement.units_lacking(list(self.left), area_units, self.bonus, self.convert, self.convert_permanent)
        found = self[counts] = (tuple(lack), sum(lack), sum(map(min, self.needs, counts)))
        return found


# The one remembered weighing whose number shows in the search's instructions (a card's lacks are
# worked out unit by unit): 64 of them cost 4% more instructions in a year's searches.
@lru_cache(maxsize=judgement.REMEMBERED)
def _card_lacks(needs: tuple[int, ...], left: tuple[int, ...], bonus: int, convert: bool, convert_permanent: bool) -> CardLacks:
    return CardLacks(needs, left, bonus, convert, convert_permanent)


def _score(pair: tuple[float, Command]) -> float:
    return pair[0]


def _stopped(state: GameState, seat: int) -> int | None:
    if state.event < 0 or state.players[seat].ignores_event:
        return None
    return state.content.events[state.event].stops


def _worth_of_holding(state: GameState, seat: int, held: list[int], r: int, goal_list: list[judgement.Goal]) -> float:
    fewer = held[:]
    fewer[r] -= 1
    return judgement.resource_worths(state, seat, fewer, goal_list)[r]

