"""Clicking what the player may not do now shows exactly the engine's reason (`why_not`), and
gives no command."""

import pygame
from pygame_gui.elements import UIButton

from xerxes_app.rules import (
    TURN_CHANGE, Build, IgnoreEvent, LoseResource, Pass, PlaceWorker, ResolveCampaign, dumps, new_game, situation,
    standard_content, why_not,
)
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.table import hit_test, refusals, tooltips
from xerxes_app.ui.table.icon_pick import IconPick
from xerxes_app.ui.table.table import Table

from ..table_at import at_table, hover, key, reason, to_own_table

C = standard_content()


def clicked(clicker, thing) -> str:
    table = clicker.app.top
    before = dumps(table.play.state)
    clicker.click(thing)
    assert dumps(table.play.state) == before, "nothing was given"
    assert table.widgets["refusal"].text == table.refusal
    return table.refusal


def test_an_unaffordable_building_a_campaign_without_units_and_pass_out_of_turn(app):
    clicker = at_table(app, situation([{"satrap": "India", "resources": {"stone": 1, "wood": 2}}, {"satrap": "Lydia"}],
                                      year=3, phase="build", event="Flood"))
    state = app.top.play.state
    assert clicked(clicker, ("building", "Road")) == reason(state, Build("Road", ()))
    assert why_not(state, Build("Road", ())) == "The Road needs 3 wheat more."
    card = state.players[0].campaign_hand[0]
    assert clicked(clicker, ("campaign", card)) == reason(state, ResolveCampaign(card, (), None))
    assert "campaign phase" in why_not(state, ResolveCampaign(card, (), None))


def test_pass_and_the_ability_in_placement(app):
    clicker = at_table(app, situation([{"satrap": "Babylonia"}, {"satrap": "Lydia"}], phase="placement"))
    state = app.top.play.state
    assert clicked(clicker, ("button", "pass")) == reason(state, Pass())
    assert clicked(clicker, ("button", "ability")) == reason(state, IgnoreEvent())
    home = C.areas[C.satraps[C.satrap_index["Lydia"]].home].name
    assert clicked(clicker, ("area", home)) == reason(state, PlaceWorker(home))
    assert all(why_not(state, command) for command in (Pass(), IgnoreEvent(), PlaceWorker(home)))


def test_hovering_an_unavailable_area_says_the_same_reason(app):
    at_table(app, situation([{"satrap": "Babylonia"}, {"satrap": "Lydia"}], phase="placement"))
    table = app.top
    home = C.areas[C.satraps[C.satrap_index["Babylonia"]].home].name
    assert f"{words('tips.not_now')}</b> {reason(table.play.state, PlaceWorker(home))}" in hover(app, table.board.area_target(home).center)


def test_a_refusal_goes_once_a_valid_action_is_taken(app):
    """India's home refused; then Lydia's ability opened, a choice on the board, then a worker
    placed: the refusal is gone at the first valid action, and does not come back."""
    clicker = at_table(app, situation([{"satrap": "Lydia", "resources": {"gold": 2}}, {"satrap": "India"}], phase="placement"))
    table = app.top
    state = table.play.state
    assert clicked(clicker, ("area", "India")) == reason(state, PlaceWorker("India"))
    assert table.widgets["refusal"].visible
    clicker.click(("button", "ability"))  # the trade is chosen on the resources' icons: a valid action
    assert table.choosing is not None
    assert table.refusal == "" and not table.widgets["refusal"].visible
    key(clicker, pygame.K_ESCAPE, 0)  # the ability put back
    assert clicked(clicker, ("area", "Babylonia")) == reason(state, PlaceWorker("Babylonia"))
    clicker.click(("area", "Thracia"))
    assert table.play.state.players[0].workers
    assert table.refusal == "" and not table.widgets["refusal"].visible


def dimmed(table) -> dict:
    """Every thing the table shows dimmed now, with where it is: the icons of a choice that are
    no answer, and, with no choice open, the cards in hand, areas and buildings that no legal
    command uses, and the buttons styled unavailable."""
    found = {key: rect for key, rect in table.targets().items() if key[0] == "dimmed"}
    legal = table.legal
    if table.choosing is None:
        for key, rect in table.targets().items():
            if key[0] in ("area", "building", "tax", "campaign") and key != ("area", TURN_CHANGE):
                if not any(refusals._is(key, command) for command in legal):
                    found[key] = rect
    for name, widget in table.widgets.items():
        if isinstance(widget, UIButton) and widget.visible and "#unavailable" in widget.object_ids:
            found[("widget", name)] = widget.rect.copy()
    for part in (table.undoing.undo, table.undoing.redo):
        if "#unavailable" in part.object_ids:
            found[("widget", part)] = part.rect.copy()
    return found


def test_every_dimmed_thing_says_why_on_hover_and_on_click_over_played_games(app):
    """Over played games, at decisions of every phase, each thing shown dimmed (a resource
    that cannot be lost, a card that cannot be paid, an area taken, Pass or Undo unavailable)
    has the reason in its tooltip, and a click on it shows one and gives nothing."""
    checked, kinds = 0, set()
    for players, seed in ((2, 5), (3, 8)):
        clicker = at_table(app, new_game(players, seed))
        decisions = 0
        while not app.top.play.state.is_over and decisions < 60:
            table = app.top
            if isinstance(table, Table) and table.private_seat() is not None and table.mine() and table.confirming is None:
                decisions += 1
                each_kind = {thing[0]: (thing, rect) for thing, rect in dimmed(table).items()}  # one of each, the last
                for thing, rect in each_kind.values():
                    kind, key = thing
                    if kind == "widget":
                        button = table.widgets[key] if isinstance(key, str) else key
                        assert button.tool_tip_text, (thing, table.play.state.phase)
                    else:
                        assert hit_test.thing_at(table, rect.center) == thing
                        tip = tooltips.text(table.play, thing, table.legal, True, table.choosing)
                        assert words("tips.not_now") in tip, (thing, tip)
                    before = dumps(table.play.state)
                    clicker.click_at(rect.center)
                    assert app.top is table and dumps(table.play.state) == before, thing
                    assert table.refusal and table.widgets["refusal"].visible, (thing, table.play.state.phase)
                    checked += 1
                    kinds.add(kind)
            clicker.decide()
    assert checked >= 60 and {"dimmed", "area", "tax", "widget"} <= kinds, (checked, kinds)


def test_a_resource_that_cannot_be_lost_says_why_on_hover_and_on_click(app):
    """The 1st slot loses a resource gathered this round (R8, amended): stone held from before is
    dimmed, and hovering or clicking it says the engine's reason; the choice stays open."""
    state = situation([{"satrap": "Lydia", "workers": ["Ionia", "Media"], "resources": {"stone": 3}},
                       {"satrap": "India", "workers": ["Thracia", "Sogdia"]}], phase="campaign", event="Fire")
    clicker = at_table(app, state)
    while app.top.play.state.phase == "campaign":
        clicker.play(app.top, Pass())
        to_own_table(clicker)
    table = app.top
    state = table.play.state
    assert isinstance(table.choosing, IconPick) and table.play.viewer == 0
    assert all(isinstance(c, LoseResource) and c.resource != "stone" for c in table.legal)
    stone = table.targets()[("dimmed", "stone")]
    said = reason(state, LoseResource("stone"))
    assert said and said in hover(app, stone.center)
    clicker.click_at(stone.center)
    assert table.refusal == said and table.widgets["refusal"].visible
    assert isinstance(table.choosing, IconPick), "the loss is still to be chosen"
    clicker.click(("resource", table.legal[0].resource))
    assert table.refusal == "" and state.players[0].resources[C.resource_index["stone"]] == 3
