"""Commands and choices put into words for the player, from the game's own terms, in the
language of the moment (the catalogues' `describe.` ids).

Only describing: what a command will do is decided by the engine; the campaign wording uses the
engine's own helpers (rules/campaign.py) to say which units come from where.
"""

from __future__ import annotations

from ...rules import (
    Build, Command, ConvertUnit, DiscardCampaignCard, DiscardTaxCard, GainResource, IgnoreEvent, LoseResource, PlaceWorker,
    ResolveCampaign, ResolveTax, SetTurnOrder, StealResource, TakeGift, TradeResources, TURN_CHANGE,
)
from ...rules import GameState, campaign as units
from .language import engine_words, term, words


def seat_name(state: GameState, names: list[str], seat: int) -> str:
    return words("describe.seat", name=names[seat], satrap=term(state.content.satraps[state.players[seat].satrap].name))


def count_list(names, counts) -> str:
    """So many of each resource or unit: "2 wood, 1 gold"."""
    return engine_words("counts", ((counts, names),))


def listed(parts: list[str]) -> str:
    return words("describe.separator").join(parts)


def campaign_sources(state: GameState, seat: int, card: int, areas: tuple[str, ...]) -> str:
    """Which units a campaign option uses, from which area, permanent card or bonus, and which
    areas then gather nothing (R10)."""
    content = state.content
    needs = content.campaign_cards[card].needs
    indices = [content.area_index[a] for a in areas]
    area_units = [units.area_unit(state, seat, a) for a in indices]
    spent = units.shortfall(needs, area_units, units.permanent_units(state, seat), units.bonus_units(state, seat))
    parts = [words("describe.area_unit", area=term(name), unit=term(content.units[u])) for name, u in zip(areas, area_units)]
    if spent is not None:
        permanents, bonus = spent
        if any(permanents):
            spent_units = [term(content.units[u]) for u, n in enumerate(permanents) for _ in range(n)]
            parts.append(words("describe.permanent_units", units=listed(spent_units)))
        if bonus:
            parts.append(words("describe.bonus", number=bonus))
    if areas:
        after = words("describe.gathers_nothing" if len(areas) == 1 else "describe.gather_nothing",
                      areas=listed([term(area) for area in areas]))
    else:
        after = words("describe.all_gather")
    return words("describe.sources", parts=words("describe.parts").join(parts), after=after)


def units_available(state: GameState, seat: int) -> str:
    """The player's units this campaign phase (R11), by source."""
    content = state.content
    parts = []
    for area in units.player_areas(state, seat):
        parts.append(words("describe.area_has", area=term(content.areas[area].name),
                           unit=term(content.units[units.area_unit(state, seat, area)])))
    permanents = units.permanent_units(state, seat)
    if any(permanents):
        parts.append(words("describe.permanent_counts", units=count_list(content.units, permanents)))
    bonus = units.bonus_units(state, seat)
    if bonus:
        parts.append(words("describe.bonus_of_choice", number=bonus))
    return words("describe.parts").join(parts) or words("describe.no_units")


def describe(state: GameState, names: list[str], seat: int, command: Command) -> str:
    """One sentence for the confirmation of a choice."""
    content = state.content
    if isinstance(command, PlaceWorker):
        if command.place == TURN_CHANGE:
            return words("describe.place_on_turn_change")
        return words("describe.place", area=term(command.place))
    if isinstance(command, ResolveCampaign):
        needs = count_list(content.units, content.campaign_cards[command.card].needs)
        sources = campaign_sources(state, seat, command.card, command.areas)
        if state.is_solo:  # R20: no VP in solo
            return words("describe.campaign_solo", needs=needs, sources=sources)
        if command.opponent is not None:
            return words("describe.campaign_hurting", needs=needs, sources=sources,
                         seat=seat_name(state, names, command.opponent))
        return words("describe.campaign", needs=needs, sources=sources)
    if isinstance(command, Build):
        building = content.buildings[content.building_index[command.building]]
        if state.is_solo:  # R20: no VP in solo
            return words("describe.build_solo", building=term(command.building))
        losses = [words("describe.vp_lost", seat=seat_name(state, names, s), vp=n) for s, n in enumerate(command.losses) if n]
        if losses:
            return words("describe.build_hurting", building=term(command.building), vp=building.reward(state.year),
                         losses=listed(losses))
        return words("describe.build", building=term(command.building), vp=building.reward(state.year))
    if isinstance(command, ResolveTax):
        return words("describe.tax", resources=count_list(content.resources, content.tax_cards[command.card].needs))
    if isinstance(command, DiscardTaxCard):  # a hint at setup (R2)
        return words("describe.discard_tax", resources=count_list(content.resources, content.tax_cards[command.card].needs))
    if isinstance(command, DiscardCampaignCard):
        return words("describe.discard_campaign", needs=count_list(content.units, content.campaign_cards[command.card].needs))
    if isinstance(command, SetTurnOrder):
        order = [words("describe.order_place", slot=words(f"board.slot_{i + 1}"), seat=seat_name(state, names, s))
                 for i, s in enumerate(command.order)]
        return words("describe.order", order=listed(order))
    if isinstance(command, ConvertUnit):
        return words("describe.convert", source=source_label(state, seat, command.source), unit=term(command.unit))
    if isinstance(command, IgnoreEvent):
        return words("describe.ignore_event", event=term(content.events[state.event].name))
    if isinstance(command, StealResource):
        if command.opponent is None:  # R18 in solo
            return words("describe.steal_from_supply", resource=term(command.resource))
        return words("describe.steal", resource=term(command.resource), seat=seat_name(state, names, command.opponent))
    if isinstance(command, TradeResources):
        lost = _lost_in_trade(state, seat, command)
        if lost:
            return words("describe.trade_losing", lose=_pair(command.lose), gain=_pair(command.gain), lost=listed(lost))
        return words("describe.trade", lose=_pair(command.lose), gain=_pair(command.gain))
    if isinstance(command, (TakeGift, GainResource)):
        return words("describe.take", resource=term(command.resource))
    if isinstance(command, LoseResource):
        return words("describe.lose", resource=term(command.resource))
    return words("describe.pass")


def _lost_in_trade(state: GameState, seat: int, command: TradeResources) -> list[str]:
    """What Lydia's trade gains past the mat's cap, lost at once (R7), each said with the cap."""
    content = state.content
    held = state.players[seat].resources
    lost = []
    for resource in dict.fromkeys(command.gain):
        index = content.resources.index(resource)
        over = held[index] + command.gain.count(resource) - content.cap
        if over > 0:
            lost.append(words("describe.lost_past_cap", cap=content.cap, resource=term(resource), count=over))
    return lost


def _pair(resources: tuple[str, str]) -> str:
    return words("describe.pair", first=term(resources[0]), second=term(resources[1]))


def source_label(state: GameState, seat: int, source: str) -> str:
    """Aegyptus's conversion source: an area's unit or a permanent unit (R18)."""
    content = state.content
    if source in content.area_index:
        area = content.area_index[source]
        return words("describe.area_unit", area=term(source), unit=term(content.units[units.area_unit(state, seat, area)]))
    return words("describe.a_permanent", unit=term(source))
