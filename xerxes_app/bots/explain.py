"""Why a command matters, in one short sentence a player can read beside the computer's move.

It speaks from the seat's view only (R25): a Taxation card named here is the seat's own. The
sentence is a message id of `rules/messages.py` with its values (the game's terms, in English),
so a screen can put it into its own language; as a string it reads in English.
"""

from __future__ import annotations

from ..rules import (
    TURN_CHANGE, Build, Command, ConvertUnit, DiscardCampaignCard, DiscardTaxCard, GainResource, GameState,
    IgnoreEvent, LoseResource, Pass, PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder, StealResource,
    TakeGift, TradeResources,
)
from ..rules.messages import render
from ..rules.state import BUILD, CAMPAIGN, TAXATION
from . import judgement
from .normal import CampaignPlan


class Reason(str):
    """A reason's English sentence that also carries its message id and values."""

    message: str
    values: tuple

    def __new__(cls, message: str, *values) -> "Reason":
        reason = super().__new__(cls, render(message, values))
        reason.message = message
        reason.values = values
        return reason


def explain(view: GameState, seat: int, command: Command) -> Reason:
    content = view.content
    if isinstance(command, PlaceWorker):
        if command.place == TURN_CHANGE:
            return Reason("reason_turn_change")
        area = content.areas[content.area_index[command.place]]
        if _serves_campaign(view, seat, area.unit):
            return Reason("reason_area_for_campaign", area.name, content.units[area.unit])
        wanted = _wanted_for(view, seat, area.yields)
        if wanted:
            return Reason("reason_area_for_goals", area.name, tuple(wanted))
        return Reason("reason_area_best_free", area.name)
    if isinstance(command, ResolveCampaign):
        if command.opponent is not None:
            return Reason("reason_campaign_hurting", view.title(command.opponent))
        return Reason("reason_campaign")
    if isinstance(command, Build):
        building = content.buildings[content.building_index[command.building]]
        taken = sum(command.losses)
        if taken:
            return Reason("reason_build_hurting", building.name, building.reward(view.year), taken)
        return Reason("reason_build", building.name, building.reward(view.year))
    if isinstance(command, ResolveTax):
        tax = content.tax_cards[command.card]
        if tax.vp:
            return Reason("reason_tax", tax.vp)
        return Reason("reason_tax_unit", content.units[tax.unit])
    if isinstance(command, (TakeGift, GainResource)):
        return _take(view, seat, command.resource)
    if isinstance(command, LoseResource):
        return Reason("reason_give_back", command.resource)
    if isinstance(command, DiscardTaxCard):
        return Reason("reason_discard_tax")
    if isinstance(command, DiscardCampaignCard):
        return Reason("reason_discard_campaign")
    if isinstance(command, SetTurnOrder):
        return Reason("reason_slot", command.order.index(seat))
    if isinstance(command, ConvertUnit):
        return Reason("reason_convert", command.source, command.unit)
    if isinstance(command, IgnoreEvent):
        return Reason("reason_ignore_event")
    if isinstance(command, StealResource):
        if command.opponent is None:
            return Reason("reason_steal_from_supply", command.resource)
        return Reason("reason_steal", command.resource, view.title(command.opponent))
    if isinstance(command, TradeResources):
        return Reason("reason_trade", command.lose, command.gain)
    if isinstance(command, Pass):
        return Reason(PASSES.get(view.phase, "reason_pass"))
    return Reason("reason_plays_on")


# Why a computer passes, by the phase.
PASSES = {CAMPAIGN: "reason_pass_campaign", BUILD: "reason_pass_build", TAXATION: "reason_pass_tax"}


def _wanted_for(view: GameState, seat: int, resources: tuple[int, ...]) -> list[str]:
    worths = judgement.resource_worths(view, seat, view.players[seat].resources)
    return [view.content.resources[r] for r in resources if worths[r] > judgement.SPARE_RESOURCE]


def _take(view: GameState, seat: int, resource: str) -> Reason:
    """A resource taken for the goal nearest completion that asks for it."""
    index = view.content.resource_index[resource]
    held = view.players[seat].resources
    asking = [g for g in judgement.goals(view, seat) if g.needs[index] > held[index]]
    if not asking:
        return Reason("reason_take_spare", resource)
    goal = min(asking, key=lambda g: (judgement.lacking(g, held), -g.worth))
    if goal.building is not None:
        return Reason("reason_take_for_building", resource, view.content.buildings[goal.building].name)
    tax = view.content.tax_cards[goal.tax_card]
    if tax.vp:
        return Reason("reason_take_for_tax", resource, tax.vp)
    return Reason("reason_take_for_tax_unit", resource, view.content.units[tax.unit])


def _serves_campaign(view: GameState, seat: int, unit: int) -> bool:
    plan = CampaignPlan(view, seat)
    workers_left = 2 - len(view.players[seat].workers)
    return plan.chance(plan.area_units + [unit], workers_left - 1) > plan.chance(plan.area_units, workers_left)
