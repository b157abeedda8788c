"""Decisions taken on the board itself, by real clicks: a building's VP loss split by clicking
the opponents' mats (R15); Lydia's trade and India's steal on the resources' icons (R18, R7);
Aegyptus's changed unit on his areas' shields and the units' icons (R18)."""

import pygame
from pygame_gui.elements import UITextBox

from xerxes_app.rules import situation, standard_content

from ..table_at import at_table, hover, key
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.shell.dialog import Dialog
from xerxes_app.ui.table.vp_split import VpSplit
from xerxes_app.ui.table import mats
from xerxes_app.ui.table.turn_order_pick import TurnOrderPick, badge_rect
from xerxes_app.ui.table.icon_pick import IconPick
from xerxes_app.ui.table.campaign_pick import CampaignPick

C = standard_content()
ROAD = C.buildings[C.building_index["Road"]]


def three_in_build(vp=5):
    cost = {resource: count for resource, count in zip(C.resources, ROAD.cost) if count}
    return situation([{"satrap": "Lydia", "resources": cost}, {"satrap": "India", "vp": vp}, {"satrap": "Babylonia", "vp": vp}],
                     phase="build", event="Fire", year=2)


def test_the_vp_loss_is_split_by_clicking_the_opponents_mats(app):
    assert ROAD.opponents_lose == 2
    clicker = at_table(app, three_in_build())
    table = app.top
    clicker.click(("building", "Road"))
    assert isinstance(table.choosing, VpSplit) and table.confirming is None, "no dialog: the mats take the clicks"
    assert table.widgets["feedback"].text == words("split.prompt", building=term("Road"), vp=2, left=2)
    clicker.click(("mat", 0))  # the builder's own mat takes nothing
    assert not isinstance(table.choosing, VpSplit), "a click elsewhere puts the building back"
    clicker.click(("building", "Road"))
    clicker.click(("mat", 2))
    assert table.choosing.losses == [0, 0, 1]
    assert table.widgets["feedback"].text == words("split.prompt", building=term("Road"), vp=2, left=1)
    clicker.click(("mat", 2))
    assert table.confirming is not None, "the whole loss shared: the build is confirmed"
    window = table.confirming.window
    assert isinstance(window, Dialog) and window.kind == "confirm", "in the look of every confirmation"
    clicker.click("confirm")
    clicker.answer_question()
    state = table.play.state
    assert state.built_by[ROAD.index] == 0
    assert [p.vp for p in state.players][1:] == [5, 3]


def test_with_no_opponent_holding_vp_the_loss_is_not_split_and_the_log_says_why(app):
    """Every split takes nothing from opponents at 0 VP (R13): the building is built as a
    building without a loss is, no split asked, and the log says nobody lost any."""
    clicker = at_table(app, three_in_build(vp=0))
    table = app.top
    clicker.click(("building", "Road"))
    assert not isinstance(table.choosing, VpSplit), "nothing to split"
    clicker.answer_question()
    state = table.play.state
    assert state.built_by[ROAD.index] == 0 and [p.vp for p in state.players][1:] == [0, 0]
    said = [e.message for e in state.log if e.year == 2]
    assert said[said.index("builds") + 1] == "nobody_loses_vp"


def test_escape_puts_the_building_back(app):
    clicker = at_table(app, three_in_build())
    table = app.top
    clicker.click(("building", "Road"))
    clicker.click(("mat", 1))
    key(clicker, pygame.K_ESCAPE, 0)
    assert not isinstance(table.choosing, VpSplit) and table.play.state.built_by[ROAD.index] == -1
    assert table.menu is None, "Escape cancelled the split, it did not open the menu"


def lydia_with_a_campaign():
    # Card 2 needs 2 elephants and 2 horses: two permanent elephants, a permanent horse and one
    # horse of Lydia or Media.
    permanent = [t.index for t in C.tax_cards if t.unit is not None][:3]
    return situation([{"satrap": "Lydia", "workers": ["Ionia", "Media"], "campaign_hand": [0, 1, 2], "tax_hand": [],
                       "tax_resolved": permanent, "vp": 4},
                      {"satrap": "India", "workers": ["Thracia", "Sogdia"], "vp": 4}], phase="campaign", event="Fire", year=2)


def test_a_campaigns_units_are_chosen_by_clicking_shields_and_the_foe_by_a_mat(app):
    clicker = at_table(app, lydia_with_a_campaign())
    table = app.top
    clicker.click(("campaign", 2))
    pick = table.choosing
    assert pick is not None and table.confirming is None, "no dialog: the map takes the clicks"
    assert pick.usable == ["Lydia", "Media"]
    clicker.click(("area", "Media"))
    assert pick.chosen == ["Media"] and table.widgets["feedback"].text == words("pick.opponent")
    clicker.click(("area", "Lydia"))
    clicker.click(("area", "Lydia"))  # a second click puts the shield back
    assert pick.chosen == ["Media"]
    clicker.click(("mat", 1))
    assert not isinstance(table.choosing, CampaignPick) and table.confirming is not None, "the campaign is confirmed"
    clicker.click("confirm")
    clicker.answer_question()
    state = table.play.state
    assert state.players[0].campaign_resolved == [2] and state.players[1].vp == 3
    assert C.area_index["Media"] in state.players[0].used_areas, "Media gathers nothing (R10)"


def test_lydias_trade_is_chosen_on_the_resources_icons_in_any_order(app):
    state = situation([{"satrap": "Lydia", "resources": {"gold": 2, "stone": 1, "wood": 3}},
                       {"satrap": "India"}, {"satrap": "Babylonia"}], phase="build", event="Fire", year=2)
    clicker = at_table(app, state)
    table = app.top
    clicker.click(("button", "ability"))
    pick = table.choosing
    assert pick is not None and table.confirming is None, "no dialog: the icons take the clicks"
    offered = {k[1] for k in table.targets() if k[0] == "resource"}
    assert offered == {"gold", "stone", "wood"}, "only what Lydia holds can be given up"
    clicker.click(("resource", "wood"))
    clicker.click(("resource", "gold"))  # after wood, though the mat lists gold first
    assert pick.held("wood") == 2 and pick.held("gold") == 1
    clicker.click(("resource", "iron"))
    assert "gains iron" in table.widgets["feedback"].text or pick.answers == ["wood", "gold", "iron"]
    clicker.click(("resource", "wool"))
    assert not isinstance(table.choosing, IconPick) and table.confirming is not None, "the trade is confirmed"
    clicker.click("confirm")
    clicker.answer_question()
    held = dict(zip(C.resources, table.play.state.players[0].resources))
    assert (held["gold"], held["wood"], held["iron"], held["wool"]) == (1, 2, 1, 1)
    assert table.play.state.players[0].ability_used


def test_indias_steal_names_the_opponent_on_their_mat_and_warns_at_a_full_mat(app):
    state = situation([{"satrap": "India", "resources": {"gold": C.cap}},
                       {"satrap": "Lydia", "resources": {"gold": 1, "wool": 2}},
                       {"satrap": "Babylonia", "resources": {"iron": 1}}], phase="build", event="Fire", year=2)
    clicker = at_table(app, state)
    table = app.top
    clicker.click(("button", "ability"))
    pick = table.choosing
    assert pick.ask.items == "mat" and not any(k[0] == "resource" for k in table.targets()), "first the opponent"
    clicker.click(("mat", 0))  # India's own mat: not an answer
    assert table.choosing is pick and pick.answers == []
    clicker.click(("mat", 1))
    assert {k[1] for k in table.targets() if k[0] == "resource"} == {"gold", "wool"}
    assert pick.full("gold") and not pick.full("wool"), "mat full: this would be lost"
    key(clicker, pygame.K_ESCAPE, 0)
    assert not isinstance(table.choosing, IconPick) and table.confirming is None, "Escape puts the ability back"
    assert not table.play.state.players[0].ability_used
    clicker.click(("button", "ability"))
    clicker.click(("mat", 1))
    clicker.click(("resource", "wool"))
    clicker.click("confirm")
    clicker.answer_question()
    assert table.play.state.players[1].resources[C.resource_index["wool"]] == 1
    assert table.play.state.players[0].resources[C.resource_index["wool"]] == 1


def test_next_rounds_order_is_set_by_clicking_mats_and_turn_track_slots(app):
    state = situation([{"satrap": "Lydia", "workers": ["Ionia", "turn change"]}, {"satrap": "India", "workers": ["Thracia", "Sogdia"]},
                       {"satrap": "Babylonia", "workers": ["Armenia", "Assyria"]}], phase="turn_change", event="Fire", year=2)
    clicker = at_table(app, state)
    table = app.top
    order = table.choosing
    assert order is not None and table.confirming is None, "no dialog: the mats and the track take the clicks"
    assert words("board.slot_1") in table.widgets["feedback"].text
    clicker.click(("mat", 2))
    assert order.order == [2] and words("board.slot_2") in table.widgets["feedback"].text
    clicker.click(("mat", 2))  # clicked again: taken back
    assert order.order == []
    key(clicker, pygame.K_ESCAPE, 0)
    assert ("menu", "resume") in table.targets(), "a choice that cannot be put off: Escape offers the menu"
    clicker.click(("menu", "resume"))
    assert table.choosing is order
    clicker.click(("mat", 2))
    clicker.click(("slot", 0))  # the 1st slot holds Lydia this round: she plays 2nd next round
    assert not isinstance(table.choosing, TurnOrderPick) and table.confirming is not None, "the last goes by itself; the order is confirmed"
    clicker.click("cancel")
    assert isinstance(table.choosing, TurnOrderPick) and table.choosing.order == [], "cancelled: set on the board again"
    clicker.play(table, next(c for c in table.legal if list(c.order) == [2, 0, 1]))
    assert table.play.state.turn_order == [2, 0, 1]


def test_a_mats_slot_for_next_round_leaves_its_resources_in_view(app):
    """The badge naming a chosen mat's slot next round covers neither its resources nor its
    header: what each player holds stays readable while the order is set (R9)."""
    state = situation([{"satrap": "Lydia", "workers": ["Ionia", "turn change"], "resources": {"gold": 3, "stone": 2, "wool": 1}},
                       {"satrap": "India", "workers": ["Thracia", "Sogdia"], "resources": {"iron": 2, "wood": 3}},
                       {"satrap": "Babylonia", "workers": ["Armenia", "Assyria"]}], phase="turn_change", event="Fire", year=2)
    clicker = at_table(app, state)
    table = app.top
    mat = table.mat_rects[1]
    # The header inside the mat's frame (which the ring of a mat still to choose lights), and the resources.
    kept = [pygame.Rect(mat.left + 6, mat.top + 6, mat.width - 12, mats.resource_cell(mat, 0).top - mat.top - 6)]
    kept += [mats.resource_cell(mat, resource) for resource in range(6)]
    badge = badge_rect(mat, app.factor)
    kept.append(badge)

    def seen() -> list[bytes]:
        hover(app, (2, 2))  # the pointer away, its outline and tooltip with it
        return [pygame.image.tobytes(app.window.subsurface(rect), "RGB") for rect in kept]

    before = seen()
    clicker.click(("mat", 1))
    assert table.choosing.order == [1]
    after = seen()
    assert mat.contains(badge) and badge.height >= 20
    assert [i for i, (a, b) in enumerate(zip(before[:-1], after[:-1])) if a != b] == [], "the header and the resources as they were"
    assert after[-1] != before[-1], "the badge is drawn"


def test_aegyptus_changes_a_unit_by_its_shield_on_the_map_and_a_unit_icon(app):
    state = situation([{"satrap": "Aegyptus", "workers": ["Ionia", "Media"]}, {"satrap": "India", "workers": ["Thracia", "Sogdia"]}],
                      phase="campaign", event="Fire", year=2)
    clicker = at_table(app, state)
    table = app.top
    clicker.click(("button", "ability"))
    pick = table.choosing
    assert pick is not None and table.confirming is None, "no dialog: the board and the icons take the clicks"
    shields = {k[1] for k in table.targets() if k[0] == "area" and table.targets()[k] == pick.targets(table).get(k)}
    assert shields == {"Aegyptus", "Ionia", "Media"}, "his areas' shields are lit on the map"
    assert table.widgets["feedback"].text == words("resources.not_now", ask=words("resources.on_shield", ask=words("chooser.which_unit")))
    media = C.area_index["Media"]
    horse = C.areas[media].unit
    clicker.click(("area", "Thracia"))  # not his area: the ability is put back
    assert not isinstance(table.choosing, IconPick) and not table.play.state.players[0].ability_used
    clicker.click(("button", "ability"))
    pick = table.choosing
    clicker.click(("area", "Media"))
    assert pick.answers == ["Media"] and pick.ask.items == "unit"
    offered = {k[1] for k in table.targets() if k[0] == "unit"}
    assert offered == set(C.units) - {C.units[horse]}, "any unit but the one it is"
    clicker.click(("unit", "elephant"))
    assert not isinstance(table.choosing, IconPick) and table.confirming is not None, "the change is confirmed"
    clicker.click("confirm")
    clicker.answer_question()
    assert table.play.state.players[0].converted == (media, horse, C.unit_index["elephant"])


def test_lydias_trade_past_a_full_mat_says_what_is_lost_before_it_is_confirmed(app):
    state = situation([{"satrap": "Lydia", "resources": {"gold": 2, "stone": C.cap}},
                       {"satrap": "India"}], phase="build", event="Fire", year=2)
    clicker = at_table(app, state)
    table = app.top
    clicker.click(("button", "ability"))
    for resource in ("gold", "gold", "iron", "stone"):
        clicker.click(("resource", resource))
    assert table.confirming is not None, "the trade is asked to be confirmed"
    said = " ".join(box.html_text for box in table.confirming.window.get_container().elements if isinstance(box, UITextBox))
    # R7: stone past the cap is lost at once; iron fits.
    assert words("describe.lost_past_cap", cap=C.cap, resource=term("stone"), count=1) in said
    assert words("describe.lost_past_cap", cap=C.cap, resource=term("iron"), count=1) not in said
    clicker.click("confirm")
    clicker.answer_question()
    held = dict(zip(C.resources, table.play.state.players[0].resources))
    assert (held["gold"], held["iron"], held["stone"]) == (0, 1, C.cap)
