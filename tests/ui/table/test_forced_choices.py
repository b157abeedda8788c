"""The choices that cannot be put off (gathering, turn change) are asked again after an undo; Escape
where there is nothing to cancel (such a choice, the hand-off) offers the game's menu. Gathering's
resources are chosen on their icons, beside the board, each with how many are held (R7)."""

import pygame

from xerxes_app.rules import Build, Pass, TakeGift, legal_commands, situation, standard_content
from tools.autoplay import Clicker
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.scenes.rules_scene import Rules
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.looks.language import current, term, words
from xerxes_app.ui.table.icon_pick import IconPick
from xerxes_app.ui.table import hit_test

from ..table_at import at_table, hover, key, to_own_table

C = standard_content()


def four_on_campaign(event):
    return situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {"satrap": "India", "workers": ["Thracia", "Sogdia"]},
            {"satrap": "Babylonia", "workers": ["Armenia", "Assyria"]},
            {"satrap": "Aegyptus", "workers": ["Bactria", "Parthia"]},
        ],
        phase="campaign",
        event=event,
    )


def to_gathering(clicker):
    app = clicker.app
    while app.top.play.state.phase == "campaign":
        clicker.play(app.top, Pass())
        to_own_table(clicker)
    assert isinstance(app.top, Table) and isinstance(app.top.choosing, IconPick) and app.top.confirming is None


def question(table) -> str:
    return table.choosing.ask.text


def test_after_ctrl_z_in_gathering_the_question_is_asked_again(app):
    clicker = at_table(app, four_on_campaign("King's heir"))
    to_gathering(clicker)
    table = app.top
    left = table.play.state.gift_left
    assert question(table) == words("resources.gift", left=left)
    clicker.play(table, TakeGift("gold"))
    assert question(table) == words("resources.gift", left=left - 1)
    key(clicker, pygame.K_z)
    assert table.play.state.gift_left == left
    assert isinstance(table.choosing, IconPick) and question(table) == words("resources.gift", left=left)


def test_escape_on_a_forced_choice_offers_the_menu_and_the_choice_stays(app):
    clicker = at_table(app, four_on_campaign("King's heir"))
    to_gathering(clicker)
    table = app.top
    asked = question(table)
    key(clicker, pygame.K_ESCAPE, 0)
    assert ("menu", "resume") in table.targets(), "the menu is offered"
    clicker.click(("menu", "resume"))
    assert isinstance(table.choosing, IconPick) and question(table) == asked, "the choice is still asked"
    key(clicker, pygame.K_ESCAPE, 0)
    key(clicker, pygame.K_ESCAPE, 0)  # a second Escape closes the menu
    assert ("menu", "resume") not in table.targets() and question(table) == asked


def test_escape_on_the_hand_off_offers_the_menu(app):
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.new_game(2, 3)
    while not isinstance(app.top, HandOff):
        clicker.decide()
    key(clicker, pygame.K_ESCAPE, 0)
    assert ("menu", "resume") in app.top.targets()
    clicker.click(("menu", "resume"))
    assert isinstance(app.top, HandOff) and app.top.play.viewer is None, "back at the hand-off, nothing shown"
    key(clicker, pygame.K_ESCAPE, 0)
    clicker.click(("menu", "rules"))
    assert isinstance(app.top, Rules)
    key(clicker, pygame.K_ESCAPE, 0)
    assert isinstance(app.top, HandOff)
    key(clicker, pygame.K_ESCAPE, 0)
    clicker.click(("menu", "leave"))
    assert isinstance(app.top, Title)
    assert app.keeper.last_game() is not None, "the game left can be continued"


def test_the_resources_offered_show_how_many_are_held_and_warn_at_a_full_mat(app):
    state = four_on_campaign("King's heir")
    state.players[0].resources[C.resource_index["gold"]] = C.cap
    clicker = at_table(app, state)
    to_gathering(clicker)
    table = app.top
    pick = table.choosing
    assert table.play.viewer == 0
    offered = {c.resource for c in legal_commands(table.play.state)}
    assert {k[1] for k in table.targets() if k[0] == "resource"} == offered, "an icon for each resource offered"
    held = dict(zip(C.resources, table.play.state.players[0].resources))
    for resource in offered:
        assert pick.held(resource) == held[resource]
        assert pick.full(resource) == (resource == "gold"), "mat full: this would be lost, at the cap only"
    gold = table.targets()[("resource", "gold")]
    assert hit_test.thing_at(table, gold.center) == ("resource", "gold")
    assert words("tips.resource", resource=term("gold").capitalize(), held=C.cap, cap=C.cap) in hover(app, gold.center)
    commands = len(table.play.session.commands)
    clicker.click(("resource", "gold"))  # chosen anyway: the gift is taken and lost at the cap (R7)
    assert len(table.play.session.commands) == commands + 1
    assert table.play.state.players[0].resources[C.resource_index["gold"]] == C.cap


def test_a_player_who_built_nothing_in_the_first_pass_is_passed_for_in_the_second(app):
    """Lydia passes the first pass with her ability unused; once Babylonia has built, the second
    pass is his alone (R14): the table waits for no click of hers, and says she passed."""
    state = situation([{"satrap": "Lydia", "resources": {"stone": 2, "wood": 2, "wheat": 2}},
                       {"satrap": "Babylonia", "resources": {"stone": 3, "wood": 1, "wheat": 2, "gold": 2, "iron": 2, "wool": 2}}],
                      phase="build", event="Flood", year=3)
    clicker = at_table(app, state)
    clicker.play(app.top, Pass())
    to_own_table(clicker)
    clicker.play(app.top, Build("Fortifications", (1, 0)))
    to_own_table(clicker)
    table = app.top
    state = table.play.state
    assert (state.phase, state.sweep, table.play.viewer) == ("build", 2, 1), "Babylonia's second pass, not Lydia's"
    notice = state.log[-1]
    assert notice.message == "passes_second_pass" and notice.values == (state.title(0),)
    assert table.widgets["feedback"].text == notice.words(current()), "the table says so"
