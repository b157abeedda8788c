"""The question before a decision undo cannot take back, at a network table, by clicks: asked
where the whole game asks it by the server's rule (the same rule, tried on the seat's own view:
unlike at one computer, before handing the decision to the server's computer), and its "Don't
ask again in this game" holds for that game, kept in its ticket on this computer, across leaving
it and taking it up again from Network games; another game asks. Every server listens on
127.0.0.1."""

from __future__ import annotations

import json
import time

from tests.net.helpers import replayed
from xerxes_app.rules import legal_commands
from xerxes_app.saving.tickets import list_tickets
from xerxes_app.ui.game.net_link import network_folder
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.table.confirm import after_final

from .test_my_network_games import network_games, quick, to_the_table  # noqa: F401 (quick: a fixture)


def until_asked(clicker) -> None:
    """This screen's decisions, by clicks, until one is asked about (bounded)."""
    deadline = time.monotonic() + 60
    while not clicker.app.top.asking.asking:
        assert time.monotonic() < deadline, "no decision was asked about"
        play = clicker.app.top.play
        if play.waiting_for() is not None or play.asked is not None:
            clicker.frames(1)
            continue
        try:
            clicker.decide()
        except AssertionError:  # not given: the question stands, unanswered (answer_questions is off)
            if not clicker.app.top.asking.asking:
                raise


def hosted_at_the_table(clicker):
    lobby = clicker.host({1: "easy"})
    clicker.wait_for(lambda: lobby.link.ready)
    clicker.click("start")
    to_the_table(clicker)
    return clicker.app.top


def test_dont_ask_again_holds_for_this_network_game_kept_with_it_and_another_asks(app, quick):
    clicker = quick
    clicker.answer_questions = False
    clicker.frames(2)
    table = hosted_at_the_table(clicker)
    until_asked(clicker)
    play = table.play
    # Asked exactly where the whole game asks: the same rule on this seat's view as on the whole
    # game (the server's autosave of it, replayed at one computer, judged by the server's rule).
    saved = network_folder(app.keeper.save_dir) / "games" / f"{play.link.code}.json"
    clicker.wait_for(lambda: saved.exists() and len(json.loads(saved.read_text())["table"]["commands"]) == len(play.session.commands))
    one_computer = replayed(json.loads(saved.read_text()))
    one_computer.computers_here = False
    asked = {str(command) for command in legal_commands(play.state) if after_final(play.session, command) is not None}
    assert asked and asked == {str(command) for command in legal_commands(one_computer.state)
                               if after_final(one_computer, command) is not None}
    window = table.asking.confirmation.window
    assert window.check.text == words("confirm.dont_ask") and window.check.tool_tip_text == words("confirm.dont_ask_tip")
    clicker.click(("confirm", "don't ask"))
    clicker.click(("confirm", "yes"))
    clicker.settle()
    assert not play.session.asks_final and app.keeper.settings.confirm_final  # this game's, not every game's
    clicker.click(("button", "menu"))  # left; nobody elsewhere waits
    clicker.wait_for(lambda: all(not ticket.asks_final for ticket in list_tickets(app.keeper.save_dir).tickets))
    (ticket,) = list_tickets(app.keeper.save_dir).tickets
    network_games(clicker)
    clicker.click(("open", ticket.file_name))  # the game's server starts again, in its lobby
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    clicker.click("start")
    clicker.wait_for(lambda: type(app.top).__name__ == "Table")
    table = app.top
    assert not table.play.session.asks_final  # taken up again: still not asked
    made = len(table.play.session.commands)
    deadline = time.monotonic() + 60
    while len(table.play.session.commands) < made + 4:
        assert time.monotonic() < deadline and not table.asking.asking, "asked again in the same game"
        play = table.play
        clicker.decide() if play.waiting_for() is None and play.asked is None else clicker.frames(1)
    clicker.click(("button", "menu"))
    # Another game asks.
    table = hosted_at_the_table(clicker)
    assert table.play.session.asks_final
    until_asked(clicker)
    clicker.click(("confirm", "cancel"))
    table.play.link.close()
