"""The table's tooltips: what each thing drawn on it is, what it does, and, when the player whose
turn it is cannot use it now, the engine's reason (refusals.py).

Everything said is public but for the viewer's own cards, and the cards are only pointed at in
the viewer's own hand; the tooltips name players by name and satrap (R1).
"""

from __future__ import annotations

import html

from ...rules import AI_PAWN, CAMPAIGN, TAXATION, Command, GameState, prompt_message
from . import refusals
from .printed_board import SLOT_EFFECTS, SLOT_WORDS
from ..looks.language import ability_words, current, engine_words, term, words
from ..looks.words import seat_name, units_available

SLOT_RULES = ("tips.slot_rule_1", "tips.slot_rule_2", "tips.slot_rule_3", "tips.slot_rule_4")  # R8, in full


def text(play, thing, legal: list[Command], mine: bool, choosing=None) -> str:
    """The tooltip for `thing`, as pygame-gui's HTML; `legal` are the viewer's commands when
    `mine` (the viewer decides now), `choosing` the choice being made on the board."""
    kind, key = thing
    if kind == "dimmed":  # an icon of the choice being made that is no answer now (icon_pick.py)
        about = _resource(play, key) if key in play.state.content.resources else f"<b>{html.escape(term(key))}</b>"
        return about + _not_now(choosing.why_not(key))
    about = _ABOUT.get(kind)
    said = about(play, key) if about is not None else f"<b>{html.escape(term(key))}</b>"  # a unit's icon
    if mine:
        said += _not_now(refusals.reason(play.state, play.viewer, legal, thing))
    return said


def _not_now(reason: str | None) -> str:
    """The engine's reason a thing cannot be used now, after what it is; nothing when it can."""
    return f"<br><font color='#f2a27a'><b>{words('tips.not_now')}</b> {html.escape(reason)}</font>" if reason else ""


def _counted(names, counts) -> str:
    """Counts per resource or unit type in the current language: "2 wood, 1 gold", 「木材2、金1」."""
    return engine_words("counts", ((counts, names),))


def _who(play, seat: int) -> str:
    return html.escape(seat_name(play.state, play.names, seat))


def _area(play, name: str) -> str:
    state = play.state
    content = state.content
    area = content.areas[content.area_index[name]]
    joint = words("solo.list_joint")
    said = (f"<b>{term(name)}</b><br>"
            + words("tips.area", yields=joint.join(term(content.resources[r]) for r in area.yields),
                    unit=term(content.units[area.unit])))
    if area.home_of is not None:
        said += "<br>" + words("tips.home_of", satrap=term(content.satraps[area.home_of].name))
        seat = state.seat_of_satrap(content.satraps[area.home_of].name)
        if seat is not None:
            lying = area.index in state.players[seat].used_areas
            said += "<br>" + words("tips.pawn_lies" if lying else "tips.pawn_stands", who=_who(play, seat))
    elif state.area_pawns[area.index] == AI_PAWN:
        said += "<br>" + words("tips.ai_occupies")
    elif state.area_pawns[area.index] >= 0:
        seat = state.area_pawns[area.index]
        on_campaign = area.index in state.players[seat].used_areas
        said += "<br>" + words("tips.worker_on_campaign" if on_campaign else "tips.worker_of", who=_who(play, seat))
    else:
        said += "<br>" + words("tips.free")
    return said


def _turn_change(play, key) -> str:
    state = play.state
    if state.is_solo:
        return f"<b>{words('board.turn_change')}</b><br>{words('tips.turn_change_solo')}"
    holder = words("tips.taken_by", who=_who(play, state.turn_change)) if state.turn_change >= 0 else words("tips.free")
    return f"<b>{words('board.turn_change')}</b><br>{words('tips.turn_change')}<br>{holder}"


def _missing(state: GameState, seat: int | None, cost) -> str:
    """What the viewer lacks to pay `cost`, from the resources on their (public) mat."""
    if seat is None:
        return ""
    lacking = [max(0, need - have) for need, have in zip(cost, state.players[seat].resources)]
    if any(lacking):
        return "<br>" + words("tips.you_lack", what=_counted(state.content.resources, lacking))
    return "<br>" + words("tips.enough")


def _building(play, name: str) -> str:
    state = play.state
    content = state.content
    building = content.buildings[content.building_index[name]]
    said = f"<b>{term(name)}</b><br>" + words("tips.costs", what=_counted(content.resources, building.cost))
    if state.is_solo:
        closed = state.tile >= 0 and content.solo_tiles[state.tile].closed_building == building.index
        said += "<br>" + words("tips.toward_goal") + ("<br>" + words("tips.closed") if closed else "")
    else:
        reward = building.reward(max(1, state.year))
        if building.opponents_lose:
            said += "<br>" + words("tips.gives_and_takes", vp=reward, lose=building.opponents_lose)
        else:
            said += "<br>" + words("tips.gives", vp=reward)
    builder = state.built_by[building.index]
    if builder >= 0:
        return said + "<br>" + words("tips.built_by", who=_who(play, builder))
    return said + _missing(state, play.viewer, building.cost)


def _tax(play, card: int) -> str:
    state = play.state
    content = state.content
    tax = content.tax_cards[card]
    reward = f"{tax.vp} VP" if tax.vp else words("tips.permanent", unit=term(content.units[tax.unit]))
    if state.is_solo and tax.vp:  # R20: in solo it counts only toward the goal
        reward = words("tips.one_more_tax")
    said = f"<b>{words('tips.tax_card')}</b><br>" + words("tips.pay_for", what=_counted(content.resources, tax.needs), reward=reward)
    if state.phase != TAXATION:  # in its phase the engine's reason says what is missing
        said += _missing(state, play.viewer, tax.needs)
    return said


def _campaign(play, card: int) -> str:
    state = play.state
    content = state.content
    needs = _counted(content.units, content.campaign_cards[card].needs)
    said = f"<b>{words('tips.campaign_card')}</b><br>" + words("tips.needs_solo" if state.is_solo else "tips.needs", needs=needs)
    if state.phase == CAMPAIGN and play.viewer is not None:
        said += "<br>" + words("tips.your_units", units=html.escape(units_available(state, play.viewer)))
    return said


def _slot(play, slot: int) -> str:
    state = play.state
    said = (f"<b>{words('tips.slot', slot=words(SLOT_WORDS[slot]))}</b>: {words(SLOT_EFFECTS[slot])}"
            f"<br>{words(SLOT_RULES[slot])} (R8)")
    if state.is_solo:
        if state.tile >= 0 and state.content.solo_tiles[state.tile].slot == slot:
            said += "<br>" + words("tips.your_slot")
        return said
    if slot < len(state.turn_order):
        said += "<br>" + words("tips.this_round", who=_who(play, state.turn_order[slot]))
    else:
        said += "<br>" + words("tips.empty_slot")
    return said


def _event(play, key) -> str:
    state = play.state
    content = state.content
    revealed = state.year - 1 + (1 if state.event >= 0 else 0)
    unseen = max(0, len(content.events) - revealed)
    said = f"<b>{words('board.events')}</b> (R17)<br>"
    if state.event < 0:
        said += words("board.event_later")
    else:
        event = content.events[state.event]
        if event.stops is not None:
            what = words("tips.event_stops", resource=term(content.resources[event.stops]))
        elif event.gift_resources:
            what = words("tips.event_resources", count=event.gift_resources)
        else:
            what = words("tips.event_units", count=event.gift_units)
        said += words("tips.round_event", event=term(event.name), what=what)
    return said + "<br>" + words("tips.unseen", count=unseen)


def _timeline(play, key) -> str:
    state = play.state
    phase = words(f"phase.{state.phase}")
    return f"<b>{words('tips.timeline')}</b><br>" + words("tips.timeline_now", year=max(1, state.year), phase=phase)


def _vp_track(play, key) -> str:
    state = play.state
    if state.is_solo:
        return f"<b>{words('tips.vp_track')}</b><br>{words('tips.vp_track_solo')}"
    ranks = sorted(range(len(state.players)), key=lambda s: -state.players[s].vp)
    lines = "<br>".join(f"{_who(play, s)}: {state.players[s].vp} VP" for s in ranks)
    return f"<b>{words('tips.vp_track')}</b> {words('tips.ends_at', vp=state.content.win_vp)}<br>{lines}"


def _mat(play, seat: int) -> str:
    state = play.state
    content = state.content
    player = state.players[seat]
    satrap = content.satraps[player.satrap]
    joint, none = words("solo.list_joint"), words("tips.none")
    resources = _counted(content.resources, player.resources) or none
    permanents = [content.tax_cards[c].unit for c in player.tax_resolved if content.tax_cards[c].unit is not None]
    units_line = joint.join(term(content.units[u]) for u in sorted(permanents)) or none
    buildings = joint.join(term(content.buildings[b].name) for b in player.buildings) or none
    slot = state.slot_of(seat) if not state.is_solo or state.tile >= 0 else None
    said = f"<b>{_who(play, seat)}</b>"
    if not state.is_solo:
        said += f": {player.vp} VP"
    said += "<br>" + words("tips.mat_resources", cap=content.cap, resources=resources)
    said += "<br>" + words("tips.mat_units", units=units_line)
    said += "<br>" + words("tips.mat_resolved", tax=len(player.tax_resolved), campaigns=len(player.campaign_resolved),
                           buildings=buildings)
    said += "<br>" + words("tips.mat_hand", tax=len(player.tax_hand), campaigns=len(player.campaign_hand))
    if slot is not None:
        said += "<br>" + words("tips.mat_slot", slot=words(SLOT_WORDS[slot]), effect=words(SLOT_EFFECTS[slot]))
    said += "<br>" + words("tips.mat_ability_used" if player.ability_used else "tips.mat_ability_ready",
                           ability=html.escape(ability_words(satrap)))
    return said + "".join("<br>" + html.escape(line) for line in play.seat_notes(seat))  # a network game's clock


def _resource(play, resource: str) -> str:
    state = play.state
    held = state.players[play.viewer].resources[state.content.resource_index[resource]]
    return words("tips.resource", resource=term(resource).capitalize(), held=held, cap=state.content.cap)


def _step(play, number: int) -> str:
    """A chip of the strip of moves: whose move, all the log says of it, and what a click shows."""
    move = next((move for move in play.moves.moves if move.number == number), None)
    if move is None:
        return ""  # taken back (an undo) since the strip was drawn
    said = "<br>".join(html.escape(entry.words(current())) for entry in move.entries)
    return f"<b>{_who(play, move.seat)}</b><br>{said}<br><i>{words('moves.step_tip')}</i>"


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
    "step": _step,
}

# Buttons -------------------------------------------------------------------------------------

PASS_MEANS = {CAMPAIGN: "tips.pass_campaign", "build": "tips.pass_build", TAXATION: "tips.pass_tax"}


def button_tips(play, legal: list[Command], mine: bool) -> dict[str, str]:
    """Tooltips for the Pass and ability buttons, with the engine's reason when unavailable."""
    state = play.state
    seat = play.viewer
    tips = {"pass": words(PASS_MEANS.get(state.phase, "tips.pass"))}
    if seat is not None:
        tips["ability"] = words("tips.ability_once", ability=ability_words(state.content.satraps[state.players[seat].satrap]))
    else:
        tips["ability"] = words("tips.ability_whose")
    for name in ("pass", "ability"):
        if not mine:
            # Whose decision is pending and what it is: "not your turn" is untrue where a phase
            # has no turns (a King's heir gift chosen at gathering, R17).
            tips[name] += f"<br><b>{words('tips.not_now')}</b> {html.escape(engine_words(*prompt_message(state)))}"
            continue
        reason = refusals.reason(state, seat, legal, ("button", name))
        if reason:
            tips[name] += f"<br><b>{words('tips.not_now')}</b> {html.escape(reason)}"
    return tips
