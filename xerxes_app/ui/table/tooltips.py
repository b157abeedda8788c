"""The table's tooltips: what each thing drawn on it is, what it does, and, when the player whose
turn it is cannot use it now, the engine's reason (refusals.py).

Everything said is public but for the viewer's own cards, and the cards are only pointed at in
the viewer's own hand; the tooltips name players by name and satrap (R1).
"""

from __future__ import annotations

import html

import pygame

from ...rules import Command
from ...rules.state import AI_PAWN, CAMPAIGN, PHASE_TITLES, TAXATION, GameState
from . import refusals
from .board import SLOT_EFFECTS, SLOT_NAMES
from ..looks.words import count_list, seat_name, units_available

SLOT_RULES = (  # R8, in full
    "After gathering, lose 1 resource of your choice: one you gathered this round, or one from your mat if you gathered none.",
    "In the campaign phase one of your area units of your choice is unavailable (the area still gathers if unused).",
    "+1 military unit of your choice for this round's campaign phase.",
    "After gathering, +1 resource of your choice, not of a type this round's event stops.",
)


def thing_at(table, pos) -> tuple | None:
    """The parts of the table that are only pointed at, never clicked: turn-track slots, the
    event, the timeline, the VP track and the players' mats."""
    board = table.board
    for slot, rect in enumerate(board.slot_rects):
        if rect.collidepoint(pos):
            return ("slot", slot)
    for kind, rect in (("event", board.event_rect), ("timeline", board.timeline_rect), ("vp track", board.vp_rect)):
        if rect.collidepoint(pos):
            return (kind, None)
    for seat, rect in enumerate(table.mat_rects):
        if rect.collidepoint(pos):
            return ("mat", seat)
    return None


def text(play, thing, legal: list[Command], mine: bool) -> str:
    """The tooltip for `thing`, as pygame-gui's HTML; `legal` are the viewer's commands when
    `mine` (the viewer decides now)."""
    kind, key = thing
    words = _ABOUT[kind](play, key)
    if mine:
        reason = refusals.reason(play.state, play.viewer, legal, thing)
        if reason:
            words += f"<br><font color='#f2a27a'><b>Not now:</b> {html.escape(reason)}</font>"
    return words


def _who(play, seat: int) -> str:
    return html.escape(seat_name(play.state, play.names, seat))


def _area(play, name: str) -> str:
    state = play.state
    content = state.content
    area = content.areas[content.area_index[name]]
    words = (f"<b>{name}</b><br>Yields {', '.join(content.resources[r] for r in area.yields)}; "
             f"offers a {content.units[area.unit]} (R10).")
    if area.home_of is not None:
        words += f"<br>Home of the Satrap of {content.satraps[area.home_of].name}: no workers here (R6)."
        seat = state.seat_of_satrap(content.satraps[area.home_of].name)
        if seat is not None:
            lying = area.index in state.players[seat].used_areas
            words += (f"<br>The satrapy pawn of {_who(play, seat)} "
                      + ("lies down: its unit went on campaign, the area gathers nothing." if lying else "stands here."))
    elif state.area_pawns[area.index] == AI_PAWN:
        words += "<br>Occupied by the AI this round (solo tile, R21)."
    elif state.area_pawns[area.index] >= 0:
        seat = state.area_pawns[area.index]
        words += f"<br>Worker of {_who(play, seat)}"
        words += ": on campaign, the area gathers nothing." if area.index in state.players[seat].used_areas else "."
    else:
        words += "<br>Free."
    return words


def _turn_change(play, key) -> str:
    state = play.state
    if state.is_solo:
        return "<b>Turn change</b><br>Not in play in solo: the solo tile sets your place on the turn track (R24)."
    holder = f"<br>Taken by {_who(play, state.turn_change)}." if state.turn_change >= 0 else "<br>Free."
    return "<b>Turn change</b><br>A worker here gathers nothing; its owner sets the turn order for the next round (R9)." + holder


def _missing(state: GameState, seat: int | None, cost) -> str:
    """What the viewer lacks to pay `cost`, from the resources on their (public) mat."""
    if seat is None:
        return ""
    lacking = [max(0, need - have) for need, have in zip(cost, state.players[seat].resources)]
    if any(lacking):
        return f"<br>You lack {count_list(state.content.resources, lacking)}."
    return "<br>You hold enough to pay it."


def _building(play, name: str) -> str:
    state = play.state
    content = state.content
    building = content.buildings[content.building_index[name]]
    words = f"<b>{name}</b><br>Costs {count_list(content.resources, building.cost)}."
    if state.is_solo:
        closed = state.tile >= 0 and content.solo_tiles[state.tile].closed_building == building.index
        words += "<br>Counts toward the goal (R22)." + ("<br>Closed to you this round (solo tile, R21)." if closed else "")
    else:
        words += f"<br>Gives +{building.reward(max(1, state.year))} VP this year"
        if building.opponents_lose:
            words += f"; opponents lose {building.opponents_lose} VP in all, split as the builder chooses"
        words += " (R15)."
    builder = state.built_by[building.index]
    if builder >= 0:
        return words + f"<br>Built by {_who(play, builder)}."
    return words + _missing(state, play.viewer, building.cost)


def _tax(play, card: int) -> str:
    state = play.state
    content = state.content
    tax = content.tax_cards[card]
    reward = f"{tax.vp} VP" if tax.vp else f"a permanent {content.units[tax.unit]}"
    if state.is_solo and tax.vp:  # R20: in solo it counts only toward the goal
        reward = "one more Taxation card toward the goal"
    words = f"<b>Taxation card</b><br>Pay {count_list(content.resources, tax.needs)} for {reward} (R16)."
    if state.phase != TAXATION:  # in its phase the engine's reason says what is missing
        words += _missing(state, play.viewer, tax.needs)
    return words


def _campaign(play, card: int) -> str:
    state = play.state
    content = state.content
    needs = count_list(content.units, content.campaign_cards[card].needs)
    if state.is_solo:  # R20: no VP in solo
        words = f"<b>Campaign card</b><br>Needs {needs}; counts toward the goal (R22)."
    else:
        words = f"<b>Campaign card</b><br>Needs {needs}: +5 VP, and an opponent of your choice loses 1 VP (R12)."
    if state.phase == CAMPAIGN and play.viewer is not None:
        words += f"<br>Your units this round: {html.escape(units_available(state, play.viewer))}."
    return words


def _slot(play, slot: int) -> str:
    state = play.state
    words = f"<b>{SLOT_NAMES[slot]} on the turn track</b>: {SLOT_EFFECTS[slot]}<br>{SLOT_RULES[slot]} (R8)"
    if state.is_solo:
        if state.tile >= 0 and state.content.solo_tiles[state.tile].slot == slot:
            words += "<br>Your slot this round (solo tile, R21)."
        return words
    if slot < len(state.turn_order):
        words += f"<br>This round: {_who(play, state.turn_order[slot])}."
    else:
        words += "<br>Empty: fewer players than slots (R3)."
    return words


def _event(play, key) -> str:
    state = play.state
    content = state.content
    revealed = state.year - 1 + (1 if state.event >= 0 else 0)
    unseen = max(0, len(content.events) - revealed)
    words = "<b>Annual events</b> (R17)<br>"
    if state.event < 0:
        words += "This year's event is revealed after every worker is placed."
    else:
        event = content.events[state.event]
        if event.stops is not None:
            what = f"nobody gathers {content.resources[event.stops]}"
        elif event.gift_resources:
            what = f"in gathering each player gains {event.gift_resources} resources of their choice"
        else:
            what = f"each player has +{event.gift_units} unit of their choice in this round's campaign phase"
        words += f"This year: <b>{event.name}</b>: {what}."
    return words + f"<br>{unseen} event{'s' if unseen != 1 else ''} not yet seen."


def _timeline(play, key) -> str:
    state = play.state
    phase = PHASE_TITLES[state.phase]
    return f"<b>Timeline</b><br>Year {max(1, state.year)} of 7; now: {phase}. The game ends after year 7 or at 25 VP (R19)."


def _vp_track(play, key) -> str:
    state = play.state
    if state.is_solo:
        return "<b>VP track</b><br>Not used in solo: no VP are scored (R20)."
    ranks = sorted(range(len(state.players)), key=lambda s: -state.players[s].vp)
    lines = "<br>".join(f"{_who(play, s)}: {state.players[s].vp} VP" for s in ranks)
    return f"<b>VP track</b> (the game ends at {state.content.win_vp} VP)<br>{lines}"


def _mat(play, seat: int) -> str:
    state = play.state
    content = state.content
    player = state.players[seat]
    satrap = content.satraps[player.satrap]
    resources = count_list(content.resources, player.resources) or "none"
    permanents = [content.tax_cards[c].unit for c in player.tax_resolved if content.tax_cards[c].unit is not None]
    units_line = ", ".join(content.units[u] for u in sorted(permanents)) or "none"
    buildings = ", ".join(content.buildings[b].name for b in player.buildings) or "none"
    ability = "used" if player.ability_used else "ready"
    slot = state.slot_of(seat) if not state.is_solo or state.tile >= 0 else None
    words = f"<b>{_who(play, seat)}</b>"
    if not state.is_solo:
        words += f": {player.vp} VP"
    words += f"<br>Resources (at most {content.cap} of each, R7): {resources}."
    words += f"<br>Permanent units: {units_line}."
    words += f"<br>Resolved: {len(player.tax_resolved)} Taxation, {len(player.campaign_resolved)} Campaign. Buildings: {buildings}."
    words += f"<br>In hand: {len(player.tax_hand)} Taxation, {len(player.campaign_hand)} Campaign (hidden from the others)."
    if slot is not None:
        words += f"<br>Turn track: {SLOT_NAMES[slot]} ({SLOT_EFFECTS[slot]})."
    words += f"<br>Ability ({ability}, once per game, R18): {html.escape(satrap.ability)}"
    return words


def _resource(play, resource: str) -> str:
    state = play.state
    held = state.players[play.viewer].resources[state.content.resource_index[resource]]
    return (f"<b>{resource.capitalize()}</b>: you hold {held}. A mat holds at most {state.content.cap} of each "
            "resource; one more is lost at once (R7).")


_ABOUT = {
    "area": _area,
    "turn change": _turn_change,
    "building": _building,
    "tax": _tax,
    "campaign": _campaign,
    "slot": _slot,
    "event": _event,
    "timeline": _timeline,
    "vp track": _vp_track,
    "mat": _mat,
    "resource": _resource,
}

# Buttons -------------------------------------------------------------------------------------

PASS_MEANS = {
    CAMPAIGN: "Resolve no more Campaign cards this round.",
    "build": "Build nothing more this round; a player who passes in the first pass builds no second building.",
    TAXATION: "Resolve no more Taxation cards this round.",
}


def button_tips(play, legal: list[Command], mine: bool) -> dict[str, str]:
    """Tooltips for the Pass and ability buttons, with the engine's reason when unavailable."""
    state = play.state
    seat = play.viewer
    tips = {"pass": PASS_MEANS.get(state.phase, "Pass: end your turn in this phase.")}
    if seat is not None:
        tips["ability"] = state.content.satraps[state.players[seat].satrap].ability + " (once per game, R18)"
    else:
        tips["ability"] = "The special ability of the satrap whose turn it is (R18)."
    for name in ("pass", "ability"):
        if not mine:
            tips[name] += "<br>It is not your turn."
            continue
        reason = refusals.reason(state, seat, legal, ("button", name))
        if reason:
            tips[name] += f"<br><b>Not now:</b> {html.escape(reason)}"
    return tips


def board_hover_rect(table, thing) -> pygame.Rect | None:
    """Where to outline a pointed-at part that `thing_at` found."""
    kind, key = thing
    board = table.board
    if kind == "slot":
        return board.slot_rects[key]
    if kind == "mat":
        return table.mat_rects[key]
    return {"event": board.event_rect, "timeline": board.timeline_rect, "vp track": board.vp_rect}.get(kind)

