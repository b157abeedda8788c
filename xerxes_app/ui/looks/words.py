"""Commands and choices put into words for the player, from the game's own terms.

Only describing: what a command will do is decided by the engine; the campaign wording uses the
engine's own helpers (rules/campaign.py) to say which units come from where.
"""

from __future__ import annotations

from ...rules import (
    Build, Command, ConvertUnit, GainResource, IgnoreEvent, LoseResource, PlaceWorker, ResolveCampaign, ResolveTax,
    SetTurnOrder, StealResource, TakeGift, TradeResources, TURN_CHANGE,
)
from ...rules import campaign as units
from ...rules.state import GameState
from .language import term

ORDINALS = ("1st", "2nd", "3rd", "4th")


def seat_name(state: GameState, names: list[str], seat: int) -> str:
    return f"{names[seat]} ({term(state.content.satraps[state.players[seat].satrap].name)})"


def count_list(names, counts) -> str:
    return ", ".join(f"{n} {names[i]}" for i, n in enumerate(counts) if n)


def campaign_sources(state: GameState, seat: int, card: int, areas: tuple[str, ...]) -> str:
    """Which units a campaign option uses, from which area, permanent card or bonus, and which
    areas then gather nothing (R10)."""
    content = state.content
    needs = content.campaign_cards[card].needs
    indices = [content.area_index[a] for a in areas]
    area_units = [units.area_unit(state, seat, a) for a in indices]
    spent = units.shortfall(needs, area_units, units.permanent_units(state, seat), units.bonus_units(state, seat))
    parts = [f"{name}'s {content.units[u]}" for name, u in zip(areas, area_units)]
    if spent is not None:
        permanents, bonus = spent
        if any(permanents):
            parts.append("permanent " + ", ".join(content.units[u] for u, n in enumerate(permanents) for _ in range(n)))
        if bonus:
            parts.append(f"{bonus} bonus")
    after = f"{', '.join(areas)} gather{'s' if len(areas) == 1 else ''} nothing" if areas else "all your areas gather"
    return f"{'; '.join(parts)}  —  {after}"


def units_available(state: GameState, seat: int) -> str:
    """The player's units this campaign phase (R11), by source."""
    content = state.content
    parts = []
    for area in units.player_areas(state, seat):
        parts.append(f"{content.areas[area].name}: {content.units[units.area_unit(state, seat, area)]}")
    permanents = units.permanent_units(state, seat)
    if any(permanents):
        parts.append("permanent: " + count_list(content.units, permanents))
    bonus = units.bonus_units(state, seat)
    if bonus:
        parts.append(f"bonus: {bonus} of your choice")
    return "; ".join(parts) or "none"


def describe(state: GameState, names: list[str], seat: int, command: Command) -> str:
    """One sentence for the confirmation of a choice."""
    content = state.content
    if isinstance(command, PlaceWorker):
        return "Place a worker on the turn-change space." if command.place == TURN_CHANGE else f"Place a worker on {command.place}."
    if isinstance(command, ResolveCampaign):
        needs = content.campaign_cards[command.card].needs
        whom = f" {seat_name(state, names, command.opponent)} loses 1 VP." if command.opponent is not None else ""
        reward = "" if state.is_solo else " for +5 VP"  # R20: no VP in solo
        return (f"Resolve the campaign needing {count_list(content.units, needs)}{reward}, using "
                f"{campaign_sources(state, seat, command.card, command.areas)}.{whom}")
    if isinstance(command, Build):
        building = content.buildings[content.building_index[command.building]]
        losses = ", ".join(f"{seat_name(state, names, s)} −{n}" for s, n in enumerate(command.losses) if n)
        if state.is_solo:  # R20: no VP in solo
            return f"Build the {command.building}."
        return f"Build the {command.building} for +{building.reward(state.year)} VP." + (f" VP lost: {losses}." if losses else "")
    if isinstance(command, ResolveTax):
        return f"Resolve the Taxation card asking {count_list(content.resources, content.tax_cards[command.card].needs)}."
    if isinstance(command, SetTurnOrder):
        return "Next round's order: " + ", ".join(f"{ORDINALS[i]} {seat_name(state, names, s)}" for i, s in enumerate(command.order)) + "."
    if isinstance(command, ConvertUnit):
        return f"Use your ability: {source_label(state, seat, command.source)} counts as a {command.unit} this round."
    if isinstance(command, IgnoreEvent):
        return f"Use your ability: {content.events[state.event].name} does not hold for you this round."
    if isinstance(command, StealResource):
        whom = "the supply" if command.opponent is None else seat_name(state, names, command.opponent)  # R18 in solo
        return f"Use your ability: take 1 {command.resource} from {whom}."
    if isinstance(command, TradeResources):
        return f"Use your ability: give up {' and '.join(command.lose)} for {' and '.join(command.gain)}."
    if isinstance(command, (TakeGift, GainResource)):
        return f"Take 1 {command.resource}."
    if isinstance(command, LoseResource):
        return f"Lose 1 {command.resource}."
    return "Pass."


def source_label(state: GameState, seat: int, source: str) -> str:
    """Aegyptus's conversion source: an area's unit or a permanent unit (R18)."""
    content = state.content
    if source in content.area_index:
        area = content.area_index[source]
        return f"{source}'s {content.units[units.area_unit(state, seat, area)]}"
    return f"a permanent {source}"
