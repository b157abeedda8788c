"""The questions each choice asks, for the chooser window, and the table's tooltips.

Each function takes the legal commands of one kind and says how to ask for them: which field
first, and how to name each answer. A few give a stand-in command for something the player may
not do, so that clicking it shows the engine's reason.
"""

from __future__ import annotations

from ..rules import (
    Build, ConvertUnit, IgnoreEvent, LoseResource, ResolveCampaign, SetTurnOrder, StealResource, TakeGift, TradeResources,
    current_player,
)
from ..rules.state import AI_PAWN, GameState
from .chooser import Question
from .words import ORDINALS, campaign_sources, count_list, describe, seat_name, source_label, units_available


def _summary(play):
    return lambda command: describe(play.state, play.names, play.viewer, command)


def _who(play):
    return lambda seat: seat_name(play.state, play.names, seat)


def campaign(play, card: int, commands: list[ResolveCampaign]) -> dict:
    state = play.state
    content = state.content
    seat = play.viewer
    needs = content.campaign_cards[card].needs
    header = (f"<b>This campaign needs:</b> {count_list(content.units, needs)}.<br>"
              f"<b>Your units this round:</b> {units_available(state, seat)}.")
    return dict(
        title="Resolve a campaign",
        commands=commands,
        questions=[
            Question("Which units go on this campaign?", lambda c: c.areas,
                     lambda areas: campaign_sources(state, seat, card, areas), long_labels=True),
            Question("Which opponent loses 1 VP?", lambda c: c.opponent, _who(play)),
        ],
        summary=_summary(play),
        header=header,
    )


def build(play, commands: list[Build]) -> dict:
    state = play.state
    building = commands[0].building
    total = state.content.buildings[state.content.building_index[building]].opponents_lose
    opponents = [s for s in range(len(state.players)) if s != play.viewer]
    return dict(
        title=f"Build the {building}",
        commands=commands,
        questions=[
            Question(f"How many of the {total} VP does {seat_name(state, play.names, s)} lose?",
                     lambda c, s=s: c.losses[s], lambda n: f"{n} VP")
            for s in opponents
        ],
        summary=_summary(play),
    )


def gathering(play, commands: list) -> dict:
    state = play.state
    first = commands[0]
    if isinstance(first, TakeGift):
        text = f"King's heir: choose a resource ({state.gift_left} left)."
    elif isinstance(first, LoseResource):
        text = "1st on the turn track: which gathered resource do you lose?"
    else:
        text = "4th on the turn track: which resource do you gain?"
    return dict(
        title="Gathering",
        commands=commands,
        questions=[Question(text, lambda c: c.resource, str.capitalize)],
        summary=_summary(play),
        confirm=False,
        cancellable=False,
    )


def turn_order(play, commands: list[SetTurnOrder]) -> dict:
    n = len(play.state.players)
    return dict(
        title="Turn change",
        commands=commands,
        questions=[Question(f"Who plays {ORDINALS[i]} next round?", lambda c, i=i: c.order[i], _who(play)) for i in range(n)],
        summary=_summary(play),
        cancellable=False,
    )


def ability(play, commands: list) -> dict:
    state = play.state
    seat = play.viewer
    first = commands[0]
    satrap = state.content.satraps[state.players[seat].satrap]
    if isinstance(first, ConvertUnit):
        asks = [Question("Which of your units changes?", lambda c: c.source, lambda s: source_label(state, seat, s)),
                Question("Into which unit, for this round?", lambda c: c.unit, str.capitalize)]
    elif isinstance(first, StealResource):
        asks = [Question("From whom?", lambda c: c.opponent, _who(play)),
                Question("Which resource?", lambda c: c.resource, str.capitalize)]
    elif isinstance(first, TradeResources):
        asks = [Question("First resource to give up", lambda c: c.lose[0], str.capitalize),
                Question("Second resource to give up", lambda c: c.lose[1], str.capitalize),
                Question("First resource to gain", lambda c: c.gain[0], str.capitalize),
                Question("Second resource to gain", lambda c: c.gain[1], str.capitalize)]
    else:
        asks = []
    return dict(
        title=f"Ability of the Satrap of {satrap.name} (once per game)",
        commands=commands,
        questions=asks,
        summary=_summary(play),
        header=satrap.ability,
    )


# Stand-ins: commands for what the player may not do, so the engine can say why ---------------


def any_opponent(state: GameState) -> int | None:
    seat = current_player(state)
    return next((s for s in range(len(state.players)) if s != seat), None)


def any_split(state: GameState, building: str) -> tuple[int, ...]:
    """All of the building's VP loss on one opponent: a split the rules accept when it may be built."""
    total = state.content.buildings[state.content.building_index[building]].opponents_lose
    losses = [0] * len(state.players)
    opponent = any_opponent(state)
    if opponent is not None:
        losses[opponent] = total
    return tuple(losses)


def any_ability(state: GameState, seat: int):
    """The satrap's ability in some form, for the engine to explain why it cannot be used now."""
    content = state.content
    name = content.satraps[state.players[seat].satrap].name
    opponent = next((s for s in range(len(state.players)) if s != seat), None)  # solo: India takes from the supply
    home = content.areas[content.satraps[state.players[seat].satrap].home]
    return {
        "Aegyptus": ConvertUnit(home.name, content.units[(home.unit + 1) % 6]),
        "Babylonia": IgnoreEvent(),
        "India": StealResource(opponent, "gold"),
        "Lydia": TradeResources(("gold", "iron"), ("stone", "wood")),
    }[name]


# Tooltips -----------------------------------------------------------------------------------


def tooltip(play, thing) -> str:
    state = play.state
    content = state.content
    kind, key = thing
    if kind == "area":
        area = content.areas[content.area_index[key]]
        text = (f"<b>{key}</b><br>Yields {', '.join(content.resources[r] for r in area.yields)}; "
                f"offers a {content.units[area.unit]}.")
        if area.home_of is not None:
            text += f"<br>Home of the Satrap of {content.satraps[area.home_of].name}: no workers here (R6)."
        elif state.area_pawns[area.index] == AI_PAWN:
            text += "<br>Occupied by the AI this round (solo tile, R21)."
        elif state.area_pawns[area.index] >= 0:
            text += f"<br>Worker of {seat_name(state, play.names, state.area_pawns[area.index])}."
        return text
    if kind == "turn change" and state.is_solo:
        return "<b>Turn change</b><br>Not in play in solo: the solo tile sets your place on the turn track (R24)."
    if kind == "turn change":
        holder = f"<br>Taken by {seat_name(state, play.names, state.turn_change)}." if state.turn_change >= 0 else ""
        return "<b>Turn change</b><br>A worker here gathers nothing; its owner sets the turn order for the next round (R9)." + holder
    if kind == "building":
        building = content.buildings[content.building_index[key]]
        if state.is_solo:
            closed = state.tile >= 0 and content.solo_tiles[state.tile].closed_building == building.index
            return (f"<b>{key}</b><br>Costs {count_list(content.resources, building.cost)}."
                    + ("<br>Closed to you this round (solo tile, R21)." if closed else ""))
        year = max(1, state.year)
        text = (f"<b>{key}</b><br>Costs {count_list(content.resources, building.cost)}.<br>"
                f"Gives +{building.reward(year)} VP this year")
        if building.opponents_lose:
            text += f"; opponents lose {building.opponents_lose} VP in all, split as the builder chooses"
        return text + " (R15)."
    if kind == "tax":
        card = content.tax_cards[key]
        reward = f"{card.vp} VP" if card.vp else f"a permanent {content.units[card.unit]}"
        if state.is_solo and card.vp:  # R20: in solo it counts only toward the goal
            reward = "one more Taxation card toward the goal"
        return f"<b>Taxation card</b><br>Pay {count_list(content.resources, card.needs)} for {reward} (R16)."
    if kind == "campaign":
        card = content.campaign_cards[key]
        if state.is_solo:  # R20: no VP in solo
            return f"<b>Campaign card</b><br>Needs {count_list(content.units, card.needs)}; counts toward the goal (R22)."
        return (f"<b>Campaign card</b><br>Needs {count_list(content.units, card.needs)}: +5 VP, and an opponent of "
                "your choice loses 1 VP (R12).")
    return ""

