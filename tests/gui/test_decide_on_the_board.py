"""Decisions taken on the board itself, by real clicks: a building's VP loss split by clicking
the opponents' mats (R15)."""

import pygame

from xerxes_app.rules import situation, standard_content

from .table_at import at_table, key
from xerxes_app.ui.looks.language import words

C = standard_content()
ROAD = C.buildings[C.building_index["Road"]]


def three_in_build():
    cost = {resource: count for resource, count in zip(C.resources, ROAD.cost) if count}
    return situation([{"satrap": "Lydia", "resources": cost}, {"satrap": "India", "vp": 5}, {"satrap": "Babylonia", "vp": 5}],
                     phase="build", event="Fire", year=2)


def test_the_vp_loss_is_split_by_clicking_the_opponents_mats(app):
    assert ROAD.opponents_lose == 2
    clicker = at_table(app, three_in_build())
    table = app.top
    clicker.click(("building", "Road"))
    assert table.split is not None and table.chooser is None, "no dialog: the mats take the clicks"
    assert "2 left" in table.widgets["feedback"].text
    clicker.click(("mat", 0))  # the builder's own mat takes nothing
    assert table.split is None, "a click elsewhere puts the building back"
    clicker.click(("building", "Road"))
    clicker.click(("mat", 2))
    assert table.split.losses == [0, 0, 1] and "1 left" in table.widgets["feedback"].text
    clicker.click(("mat", 2))
    assert table.chooser is not None, "the whole loss shared: the build is confirmed"
    clicker.click("confirm")
    clicker.answer_question()
    state = table.play.state
    assert state.built_by[ROAD.index] == 0
    assert [p.vp for p in state.players][1:] == [5, 3]


def test_escape_puts_the_building_back(app):
    clicker = at_table(app, three_in_build())
    table = app.top
    clicker.click(("building", "Road"))
    clicker.click(("mat", 1))
    key(clicker, pygame.K_ESCAPE, 0)
    assert table.split is None and table.play.state.built_by[ROAD.index] == -1
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
    pick = table.pick
    assert pick is not None and table.chooser is None, "no dialog: the map takes the clicks"
    assert pick.usable == ["Lydia", "Media"]
    clicker.click(("area", "Media"))
    assert pick.chosen == ["Media"] and table.widgets["feedback"].text == words("pick.opponent")
    clicker.click(("area", "Lydia"))
    clicker.click(("area", "Lydia"))  # a second click puts the shield back
    assert pick.chosen == ["Media"]
    clicker.click(("mat", 1))
    assert table.pick is None and table.chooser is not None, "the campaign is confirmed"
    clicker.click("confirm")
    clicker.answer_question()
    state = table.play.state
    assert state.players[0].campaign_resolved == [2] and state.players[1].vp == 3
    assert C.area_index["Media"] in state.players[0].used_areas, "Media gathers nothing (R10)"
