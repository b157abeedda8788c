"""Clicking what the player may not do now shows exactly the engine's reason (`why_not`), and
gives no command."""

import pygame

from xerxes_app.rules import Build, IgnoreEvent, Pass, PlaceWorker, ResolveCampaign, dumps, situation, standard_content, why_not
from xerxes_app.ui.looks.language import words

from ..table_at import at_table, hover, key, reason

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
