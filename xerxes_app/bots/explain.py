"""Why a command matters, in one short sentence a player can read beside the computer's move.

It speaks from the seat's view only (R25): a Taxation card named here is the seat's own.
"""

from __future__ import annotations

from ..rules import (
    TURN_CHANGE,
    Build,
    Command,
    ConvertUnit,
    DiscardCampaignCard,
    DiscardTaxCard,
    GainResource,
    GameState,
    IgnoreEvent,
    LoseResource,
    Pass,
    PlaceWorker,
    ResolveCampaign,
    ResolveTax,
    SetTurnOrder,
    StealResource,
    TakeGift,
    TradeResources,
)
from ..rules.state import BUILD, CAMPAIGN, TAXATION
from . import judgement
from .normal import CampaignPlan


def explain(view: GameState, seat: int, command: Command) -> str:
    content = view.content
    if isinstance(command, PlaceWorker):
        if command.place == TURN_CHANGE:
            return "Takes the turn-change space to set next round's turn order."
        area = content.areas[content.area_index[command.place]]
        if _serves_campaign(view, seat, area.unit):
            return f"Goes to {area.name} for its {content.units[area.unit]}, towards a campaign this round."
        wanted = _wanted_for(view, seat, area.yields)
        if wanted:
            return f"Goes to {area.name} for {_and(wanted)}, which its goals ask for."
        return f"Goes to {area.name}, the best of the free areas for it."
    if isinstance(command, ResolveCampaign):
        victim = f", and {view.title(command.opponent)} loses 1 VP" if command.opponent is not None else ""
        return f"Resolves a Campaign card: +5 VP{victim}."
    if isinstance(command, Build):
        building = content.buildings[content.building_index[command.building]]
        taken = sum(command.losses)
        hurt = f", and takes {taken} VP from opponents" if taken else ""
        return f"Builds the {building.name}: +{building.reward(view.year)} VP{hurt}."
    if isinstance(command, ResolveTax):
        tax = content.tax_cards[command.card]
        if tax.vp:
            return f"Pays a Taxation card: +{tax.vp} VP."
        return f"Pays a Taxation card for a permanent {content.units[tax.unit]}, for campaigns."
    if isinstance(command, (TakeGift, GainResource)):
        return f"Takes {command.resource}, which {_goal_for(view, seat, content.resource_index[command.resource])}."
    if isinstance(command, LoseResource):
        return f"Gives back {command.resource}, the resource it needs least."
    if isinstance(command, DiscardTaxCard):
        return "Discards the Taxation card its satrapy helps least with."
    if isinstance(command, DiscardCampaignCard):
        return "Discards the Campaign card whose units are hardest to muster."
    if isinstance(command, SetTurnOrder):
        slot = command.order.index(seat) + 1
        return f"Takes the {_ordinal(slot)} slot on the turn track for next round."
    if isinstance(command, ConvertUnit):
        return f"Uses Aegyptus's ability: its {command.source} serves as a {command.unit} to make a campaign possible."
    if isinstance(command, IgnoreEvent):
        return "Uses Babylonia's ability: this year's event would stop resources it needs."
    if isinstance(command, StealResource):
        victim = view.title(command.opponent) if command.opponent is not None else "the supply"
        return f"Uses India's ability: takes 1 {command.resource} from {victim} to complete a goal."
    if isinstance(command, TradeResources):
        return f"Uses Lydia's ability: trades {_count(command.lose)} for {_count(command.gain)} to complete a goal."
    if isinstance(command, Pass):
        return {
            CAMPAIGN: "Passes: no campaign can be resolved now.",
            BUILD: "Passes: its resources are worth more kept for other goals.",
            TAXATION: "Passes: no Taxation card is worth paying now.",
        }.get(view.phase, "Passes.")
    return "Plays on."


def _wanted_for(view: GameState, seat: int, resources: tuple[int, ...]) -> list[str]:
    worths = judgement.resource_worths(view, seat, view.players[seat].resources)
    return [view.content.resources[r] for r in resources if worths[r] > judgement.SPARE_RESOURCE]


def _goal_for(view: GameState, seat: int, resource: int) -> str:
    """The goal nearest completion that asks for this resource."""
    held = view.players[seat].resources
    asking = [g for g in judgement.goals(view, seat) if g.needs[resource] > held[resource]]
    if not asking:
        return "no card asks for, but it may serve later"
    goal = min(asking, key=lambda g: (judgement.missing(g.needs, held), -g.worth))
    if goal.building is not None:
        return f"the {view.content.buildings[goal.building].name} needs"
    tax = view.content.tax_cards[goal.tax_card]
    reward = f"{tax.vp} VP" if tax.vp else f"a permanent {view.content.units[tax.unit]}"
    return f"a Taxation card worth {reward} asks for"


def _serves_campaign(view: GameState, seat: int, unit: int) -> bool:
    plan = CampaignPlan(view, seat)
    workers_left = 2 - len(view.players[seat].workers)
    return plan.chance(plan.area_units + [unit], workers_left - 1) > plan.chance(plan.area_units, workers_left)


def _count(names: tuple[str, ...]) -> str:
    """("stone", "stone") -> "2 stone"; ("stone", "wood") -> "stone and wood"."""
    return f"2 {names[0]}" if names[0] == names[1] else _and(list(names))


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
