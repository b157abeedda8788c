"""Whose turn it is without looking, by real frames and clicks: Bo's app follows his two games by
the day, played with Ann (helpers on 127.0.0.1, each a computer of its own). A notification (a
fake notifier), the turn's chime and "(your turn)" in the window's title come exactly when a
turn becomes Bo's, on the title screen and in a game not at the screen, never for Ann's turns,
and not for the game at the screen while the window has the focus; the title says in how many
games it is his turn and opens the Network games list with those first, marked; the app keeps
one connection to the server, whichever tables open and close."""

from __future__ import annotations

import socket
import time
from dataclasses import replace

import pygame

from tests.net.helpers import Player, ServerThread
from tests.net.test_by_the_day import by_the_day, move_once, room_of
from tests.net.test_turns import deciders
from xerxes_app.net import shared
from xerxes_app.rules import current_player
from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket
from xerxes_app.ui.game import net_link
from xerxes_app.ui.game.turn_watch import TurnWatch
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.network_games import NetworkGames
from xerxes_app.ui.scenes.title import Title

from ..net_driver import LOOPBACK, NetClicker


class FakeNotes:
    """The desktop's notifications, written down."""

    def __init__(self):
        self.sent: list[tuple[str, str]] = []

    def notify(self, title: str, message: str) -> None:
        self.sent.append((title, message))


def began_for_bo(server: ServerThread, code: str) -> int:
    seen = deciders(server, code)
    return sum(1 for before, now in zip(seen, seen[1:]) if now == 1 and before != 1)


def test_bo_is_told_exactly_when_his_turn_comes_in_either_game_and_the_title_and_list_say_where(app, tmp_path,
                                                                                                monkeypatch):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    clicker = NetClicker(app, seed=3)
    chimes = []
    real_play = app.sound.play
    monkeypatch.setattr(app.sound, "play", lambda name: (chimes.append(name), real_play(name)))
    monkeypatch.setattr(pygame.key, "get_focused", lambda: True)  # the window has the focus
    with ServerThread(tmp_path / "server") as server:
        games = [by_the_day(server, seed=21), by_the_day(server, seed=22)]  # Ann and Bo's helpers, each game's
        codes = [code for _, _, code in games]
        for _, bo, code in games:
            keep_ticket(app.keeper.save_dir, Ticket(JOINED, LOOPBACK, server.port, code, {1: bo.game.tokens[1]},
                                                    names=("Ann", "Bo"), year=1, played=1.0))
        notes = FakeNotes()
        app.turns = TurnWatch(app, notes=notes)
        key = shared.server_key(LOOPBACK, server.port, False)

        def decider(code: str):
            return server.call(lambda: current_player(room_of(server, code).session.state))

        def seen_by_app(code: str) -> bool:  # the app has read the summary of the game as it stands
            turn = app.turns.following.turns.get((key, code, 1))
            return turn is not None and turn["turn"] == (decider(code) == 1)

        def move(number: int) -> None:
            ann, bo, code = games[number]
            move_once(server, code, [ann, bo], decider(code))
            clicker.wait_for(lambda: seen_by_app(code))
            mine_now = sum(decider(code) == 1 for code in codes)  # the window's title says it, and clears
            assert pygame.display.get_caption()[0] == (words("turns.caption") if mine_now else "Xerxes")
            if isinstance(app.top, Title):  # and the title screen: in which game, or how many (nothing at 0)
                shown = app.top.buttons.get("network games")
                one = next((code for code in codes if decider(code) == 1), None)  # made without a name: its code
                said = words("title.your_turn_in", game=one) if mine_now == 1 else words("title.your_turn", count=mine_now)
                assert (shown.text if shown else None) == (said if mine_now else None)

        clicker.wait_for(lambda: all(seen_by_app(code) for code in codes))
        try:
            for step in range(30):  # the two games in turn, Bo's helper deciding for him (his phone, say)
                move(step % 2)
            assert isinstance(app.top, Title)
            told = [began_for_bo(server, code) for code in codes]
            assert min(told) >= 2 and len(notes.sent) == sum(told)  # exactly Bo's turns begun, none of Ann's
            assert chimes.count("turn") == sum(told)
            assert notes.sent[-1][0] == words("turns.note_title") and "Ann" in notes.sent[-1][1]
            # The title: in how many games it is his turn, and the window's title while any.
            while sum(decider(code) == 1 for code in codes) != 1:
                move(0 if decider(codes[0]) != 1 else 1)
            mine = next(code for code in codes if decider(code) == 1)
            clicker.frames(2)
            assert app.top.buttons["network games"].text == words("title.your_turn_in", game=mine)  # made without a name
            assert pygame.display.get_caption()[0] == words("turns.caption")
            clicker.click("network games")  # the list, his turn's game first and marked
            listed = app.top
            assert isinstance(listed, NetworkGames)
            assert [t.code for t in listed.tickets][0] == mine
            for ticket in listed.tickets:  # each game as it stands now, not as the ticket was written
                state = server.call(lambda: room_of(server, ticket.code).session.state)
                stage = words("games.year_turn", year=state.year, name=("Ann", "Bo")[current_player(state)])
                assert stage in listed.widgets[("open", ticket.file_name)].tool_tip_text
            assert listed.widgets[("open", listed.tickets[0].file_name)].text.startswith(words("games.my_turn", line="")[:4])
            assert not listed.widgets[("open", listed.tickets[1].file_name)].text.startswith(words("games.my_turn", line="")[:4])
            # While the list is open, his turn passes from one game to the other: the list follows.
            while decider(mine) == 1:
                move(codes.index(mine))
            while decider(codes[1 - codes.index(mine)]) != 1:
                move(1 - codes.index(mine))
            mine = codes[1 - codes.index(mine)]
            clicker.frames(1)
            marked = [listed.widgets[("open", t.file_name)].text.startswith(words("games.my_turn", line="")[:4])
                      for t in listed.tickets]
            assert listed.tickets[0].code == mine and marked == [True, False]
            # One connection to the server: Ann's and Bo's helpers' four, and the app's one.
            assert server.call(lambda: len(server.server.clients)) == 5 and len(shared.SERVERS.connections) == 1
            # His turn's game opened at the screen: the other game's turns are still told; this one's
            # are not (its table chimes by itself); one connection still.
            clicker.click(("open", listed.tickets[0].file_name))
            clicker.wait_for(lambda: hasattr(app.top, "play") and app.top.play.link.ready)
            at_screen, other = codes.index(mine), 1 - codes.index(mine)
            assert server.call(lambda: len(server.server.clients)) == 5 and len(shared.SERVERS.connections) == 1
            before, chimed, began = len(notes.sent), chimes.count("turn"), began_for_bo(server, codes[other])
            for _ in range(12):
                move(other)
            assert len(notes.sent) - before == began_for_bo(server, codes[other]) - began > 0
            assert all(codes[other] in message for _, message in notes.sent[before:])
            assert chimes.count("turn") - chimed >= len(notes.sent) - before
            # The game at the screen: Bo decides by clicks, Ann by her helper; his turns there are
            # not told again, and the window's title says it while it is his turn.
            before, began = len(notes.sent), began_for_bo(server, mine)
            ann, play = games[at_screen][0], app.top.play
            for _ in range(10):
                if decider(mine) == 1:
                    assert pygame.display.get_caption()[0] == words("turns.caption")
                    clicker.wait_for(lambda: play.waiting_for() is None and play.asked is None)
                    clicker.decide()
                else:
                    move_once(server, mine, [ann, ann], 0)
                clicker.wait_for(lambda: seen_by_app(mine))
            assert began_for_bo(server, mine) > began and len(notes.sent) == before
        finally:
            for ann, bo, _ in games:
                ann.close()
                bo.close()
            if app.network is not None:
                app.network.close()


def test_another_game_hosted_here_is_followed_while_this_computers_server_runs(app, tmp_path, monkeypatch):
    """Bo hosts a game with Ann and leaves it at her turn, then hosts another against a computer:
    his server serves both, and Ann's move in the first, not at the screen, is told."""
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        monkeypatch.setattr(net_link, "PORT", probe.getsockname()[1])
    monkeypatch.setattr(pygame.key, "get_focused", lambda: True)
    clicker = NetClicker(app, seed=4)
    lobby = clicker.host(name="Bo and Ann's evening")  # Bo here, an open seat for Ann
    clicker.wait_for(lambda: lobby.link.ready)
    first, port = lobby.link.code, lobby.link.port
    ann = Player(port, 5, tries=100)
    try:
        ann.join(first, 1, "Ann")
        # Start once Bo's lobby shows Ann: the seats' rows laid out again under a click would take it.
        clicker.wait_for(lambda: ann.read() is not None and ann.game.ready and not lobby.waiting())
        clicker.click("start")
        assert hasattr(app.top, "play"), "the table did not open"
        deadline = time.monotonic() + 120
        while not (ann.read() is not None and ann.game.ready and ann.game.deciding == 1):  # until it is Ann's turn
            assert time.monotonic() < deadline, "Ann's turn did not come"
            play = getattr(app.top, "play", None)
            if play is not None and play.waiting_for() is None and play.asked is None:
                clicker.decide()
            else:
                clicker.frames(1)
        clicker.click(("button", "menu"))  # Bo leaves; Ann waits for his server to come back
        clicker.click(("ask", "yes"))
        notes = FakeNotes()
        app.turns.notes = notes
        lobby = clicker.host({1: "easy"})  # the same server again, for another game: the first served too
        clicker.wait_for(lambda: lobby.link.ready)
        clicker.click("start")
        key = shared.server_key(LOOPBACK, port, False)
        clicker.wait_for(lambda: (key, first, 0) in app.turns.following.turns)  # Ann back
        assert not app.turns.following.turns[(key, first, 0)]["turn"]
        deadline = time.monotonic() + 120
        while not app.turns.following.turns[(key, first, 0)]["turn"]:  # Ann plays until it is Bo's turn
            assert time.monotonic() < deadline, "Bo's turn did not come"
            ann.step()
            clicker.frames(1)
        clicker.frames(2)
        players = words("solo.list_joint").join((words("new.player", number=1), "Ann"))
        assert notes.sent == [(words("turns.note_title"), words("turns.note", game="Bo and Ann's evening", names=players))]
        assert len(shared.SERVERS.connections) == 1  # his server's one connection, for the table and the game followed
    finally:
        ann.close()
        if app.network is not None:
            app.network.close()


def test_the_turns_are_followed_from_the_third_frame_whichever_screen_the_app_opened_on(app):
    app.push(app.registry["join"](app))  # as an invitation given to `xerxes` opens it
    app.step()
    app.step()
    assert app.turns is None  # the first frames do without the network (and Continue is named in the second)
    app.step()
    assert isinstance(app.turns, TurnWatch) and app.turns.following is None  # no game to follow: no connection


def test_a_game_hosted_here_and_not_served_stands_as_its_ticket_says_in_the_title_and_the_list(app, tmp_path):
    """Ann left her hosted games: no server runs here, nobody can move, and the one where her seat
    decides is her turn on the title, in the window's title and first in the list, marked."""
    from xerxes_app.saving.tickets import HOST

    hers = Ticket(HOST, LOOPBACK, 8765, "KXRTMPAC", {0: "a" * 32}, names=("Ann", "Bo"), year=2, turn=0, played=1.7e9)
    his = Ticket(HOST, LOOPBACK, 8765, "HJKMNPRT", {0: "b" * 32}, names=("Ann", "Bo"), year=2, turn=1, played=1.8e9)
    for ticket in (hers, his):
        keep_ticket(app.keeper.save_dir, ticket)
    clicker = NetClicker(app, seed=5)
    clicker.frames(4)
    assert isinstance(app.top, Title)
    assert app.top.buttons["network games"].text == words("title.your_turn_in", game="KXRTMPAC")
    assert pygame.display.get_caption()[0] == words("turns.caption")
    clicker.click("network games")
    games = app.top
    assert isinstance(games, NetworkGames) and [t.code for t in games.tickets] == ["KXRTMPAC", "HJKMNPRT"]
    assert games.my_turn(games.tickets[0]) and not games.my_turn(games.tickets[1])
