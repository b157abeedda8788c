"""Undo and Redo at the table, by button and by keys: exact states, never across a reveal, a
draw or another player's decision; and the question before a decision undo cannot take back."""

from dataclasses import replace

import pygame
import pytest

from xerxes_app.rules import Pass, PlaceWorker, ResolveTax, TradeResources, dumps, legal_commands, situation, standard_content
from tools.autoplay import Clicker
from xerxes_app.session import Session
from xerxes_app.ui.shell.dialog import Dialog
from xerxes_app.ui.scenes.settings_scene import SettingsScene
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.table.undo_controls import NOTHING_TO_UNDO
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.looks.words import describe

from ..table_at import at_table, key, to_own_table

C = standard_content()


def lydia_in_taxation():
    return situation([{"satrap": "Lydia", "resources": {"stone": 1, "wood": 1}}, {"satrap": "India"}],
                     phase="taxation", event="Fire")


def test_undo_and_redo_by_button_and_keys_restore_the_exact_state(app):
    clicker = at_table(app, lydia_in_taxation())
    table = app.top
    session = table.play.session
    before = dumps(session.state)
    clicker.play(table, TradeResources(("stone", "wood"), ("wool", "wool")))
    after = dumps(session.state)
    assert after != before and session.why_no_undo(0) is None
    assert table.undoing.undo.get_object_ids()[-1] is None, "Undo looks available"
    clicker.click(("button", "undo"))
    assert dumps(session.state) == before and table.refusal == ""
    assert dumps(app.keeper.last_game().session.state) == before, "an undo is autosaved"
    clicker.click(("button", "redo"))
    assert dumps(session.state) == after
    key(clicker, pygame.K_z)
    assert dumps(session.state) == before
    key(clicker, pygame.K_y)
    assert dumps(session.state) == after
    key(clicker, pygame.K_z)
    key(clicker, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert dumps(session.state) == after
    assert dumps(app.keeper.last_game().session.state) == after, "a redo is autosaved"


def assert_no_undo(clicker, why: str):
    """Neither the button nor Ctrl+Z takes anything back, and the button says `why`, as the
    banner does when it is pressed."""
    table = clicker.app.top
    assert isinstance(table, Table)
    session = table.play.session
    state = dumps(session.state)
    assert session.why_no_undo(table.play.viewer) is not None
    assert table.undoing.undo.get_object_ids()[-1] == "#unavailable" and table.undoing.undo.tool_tip_text == why
    clicker.click(("button", "undo"))
    assert table.refusal == why and table.widgets["refusal"].text == why
    key(clicker, pygame.K_z)
    assert dumps(session.state) == state


def test_no_undo_after_the_setup_deal(app):
    clicker = Clicker(app, 3)
    clicker.frames(2)
    clicker.new_game(2, 3)
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
        clicker.decide()
    play = app.top.play
    other = play.names[1 - play.viewer]
    assert_no_undo(clicker, words("undo.decided", name=other))  # the other player's secret discards came after


def test_no_undo_after_another_player_acted_nor_after_the_event_is_revealed(app):
    state = situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement")
    clicker = at_table(app, state)
    assert_no_undo(clicker, words(NOTHING_TO_UNDO))
    for n in range(3):  # the first three workers: each hands the decision on
        table = app.top
        clicker.play(table, next(c for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker)))
        to_own_table(clicker)
        play = app.top.play
        assert_no_undo(clicker, words(NOTHING_TO_UNDO) if n == 0 else words("undo.decided", name=play.names[1 - play.viewer]))
    table = app.top
    clicker.play(table, next(c for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker)))
    to_own_table(clicker)
    assert app.top.play.state.event >= 0, "the last worker revealed the event"
    assert_no_undo(clicker, words("undo.event"))


def test_no_undo_after_a_card_is_resolved(app):
    card = next(c.index for c in C.tax_cards if c.vp)
    needs = dict(zip(C.resources, C.tax_cards[card].needs))
    clicker = at_table(app, situation([{"satrap": "Lydia", "resources": needs, "tax_hand": [card, card + 1]},
                                       {"satrap": "India"}], phase="taxation", event="Fire"))
    table = app.top
    clicker.play(table, ResolveTax(card))
    assert app.top is table and table.play.state.players[0].tax_resolved == [card]  # still Lydia's turn
    assert_no_undo(clicker, words("undo.own_card"))


def test_no_undo_after_a_solo_round_draws_its_tile(app):
    clicker = at_table(app, situation([{"satrap": "Lydia"}], phase="taxation", event="Fire", scenario="easy", tile=0))
    table = app.top
    clicker.play(table, Pass())  # the round ends, the next tile is drawn
    assert table.play.state.year == 2
    assert_no_undo(clicker, words("undo.tile"))


def test_the_question_comes_once_and_not_after_dont_ask_again(app):
    clicker = at_table(app, situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"),
                       answer_questions=False)
    table = app.top
    session = table.play.session
    commands = len(session.commands)
    clicker.click(("area", "Thracia"))
    assert table.asking.asking and len(session.commands) == commands, "asked before placing"
    dialog = table.asking.confirmation.window
    play = table.play
    assert describe(play.state, play.names, play.viewer, PlaceWorker("Thracia")) in dialog.text_box.html_text
    follows = words("confirm.then_turn", satrap=term(play.state.title(1)), name=play.names[1])
    assert follows in dialog.text_box.html_text, "it says whose turn follows"
    clicker.click(("confirm", "cancel"))
    clicker.frames(1)
    assert not table.asking.asking and len(session.commands) == commands
    clicker.click(("area", "Thracia"))
    assert table.asking.asking
    clicker.click(("confirm", "don't ask"))
    clicker.click(("confirm", "yes"))
    clicker.frames(1)
    assert len(session.commands) == commands + 1
    assert app.keeper.settings.confirm_final, "the Settings, for every game, are as they were"
    assert not session.asks_final and not Session.from_json(session.to_json()).asks_final, "this game's own, kept with it"
    to_own_table(clicker)
    clicker.click(("area", "Ionia"))
    assert app.top.veiled_for() is not None and len(session.commands) == commands + 2, "given at once, not asked again"


def test_dont_ask_again_says_it_holds_for_this_game_and_the_next_game_asks(app):
    """The box says its scope, and keeps it: ticked in one game, the next game asks again, and
    only Settings' Never ask stops every game's question."""
    assert "game" in words("confirm.dont_ask").lower() or "ゲーム" in words("confirm.dont_ask")
    clicker = at_table(app, situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"), answer_questions=False)
    table = app.top
    clicker.click(("area", "Thracia"))
    window = table.asking.confirmation.window
    assert isinstance(window, Dialog) and window.kind == "confirm", "the look of every confirmation (shell/dialog.py)"
    check = window.check
    assert check.text == words("confirm.dont_ask") and check.tool_tip_text == words("confirm.dont_ask_tip")
    clicker.click(("confirm", "don't ask"))
    clicker.click(("confirm", "yes"))
    clicker.frames(1)
    assert not table.play.session.asks_final and app.keeper.settings.confirm_final
    clicker = at_table(app, situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"), answer_questions=False)
    fresh = app.top
    assert fresh.play.session.asks_final
    clicker.click(("area", "Thracia"))
    assert fresh.asking.asking, "another game asks"
    clicker.click(("confirm", "cancel"))
    clicker.frames(1)
    app.keeper.change_settings(replace(app.keeper.settings, confirm_final=False))  # Settings: Never ask
    commands = len(fresh.play.session.commands)
    clicker.click(("area", "Thracia"))
    assert not fresh.asking.asking and len(fresh.play.session.commands) == commands + 1


def test_a_decision_that_can_be_taken_back_is_not_asked_about(app):
    # Solo: both workers are the player's, so the first can be taken back (R24).
    clicker = at_table(app, situation([{"satrap": "Lydia"}], phase="placement", scenario="easy", tile=0),
                       answer_questions=False)
    table = app.top
    place = next(c for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker))
    clicker.click(("area", place.place))
    assert not table.asking.asking and table.play.session.why_no_undo(0) is None
    second = next(c for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker))
    clicker.click(("area", second.place))
    assert table.asking.asking, "the second worker reveals the event: asked"


@pytest.mark.parametrize("ask", [False, True])
def test_the_settings_turn_the_question_on_and_off(app, ask):
    app.keeper.change_settings(replace(app.keeper.settings, confirm_final=not ask))
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("settings")
    assert isinstance(app.top, SettingsScene)
    clicker.click(("confirm", ask))
    assert app.keeper.settings.confirm_final is ask
    assert app.top.widgets[("confirm", ask)].get_object_ids()[-1] == "#selected"


def test_the_veil_stays_until_asked_after_a_final_decision(app):
    clicker = at_table(app, situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"))
    clicker.click(("area", "Thracia"))  # asked and confirmed: the decision passes to India
    table = app.top
    assert table.veiled_for() == 1 and table.play.viewer is None
    clicker.frames(30)
    assert table.veiled_for() == 1 and table.play.viewer is None and table.hand == []
