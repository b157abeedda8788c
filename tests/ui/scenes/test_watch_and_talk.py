"""Watching a game from Join, and a word to the table, by clicks and keys: Join offers Watch for a
game its creator let be watched; the watcher's table shows the board, the mats and the public
log, never a hand, and the players see the watcher's name; a line typed at the table reaches the
others, a set phrase is one click, a person muted stays muted on this computer from then on; the field takes
the keys only while it has the focus.

Every server here listens on 127.0.0.1 only (conftest.py)."""

import time

import pygame
import pytest

from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.saving.muted import muted_people
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.table.table import Table

from ..net_driver import LOOPBACK, NetClicker, join_by_clicks

TWO = [{"name": "Ann", "kind": "human"}, {"name": "Player 2", "kind": "open"}]


@pytest.fixture
def server(tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    yield handle
    handle.stop()


def hosted(port: int, watch: bool = True) -> tuple[str, RemoteGame]:
    """A game made by another computer's app, Ann's seat held there: its code, and its copy."""
    connection = Connection(LOOPBACK, port)
    connection.start()
    connection.send({"type": "create", "seats": TWO, "arranged": True, "watch": watch})
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        frames = connection.poll()
        for frame in frames:
            if frame.get("type") == "created":
                game = RemoteGame(connection, frame["code"])
                game.take(frames)
                return frame["code"], game
        time.sleep(0.01)
    raise AssertionError("the server made no game")


def following(game: RemoteGame):
    return lambda: game.take(game.connection.poll())


def test_join_offers_watch_and_the_watchers_table_shows_no_hand(app, server):
    code, ann = hosted(server.port)
    clicker = NetClicker(app)
    clicker.frames(2)
    try:
        clicker.find_game(server.port, code)
        clicker.wait_for(lambda: "watch" in app.top.targets())
        clicker.type_into("name", "Cy")
        clicker.click("watch")
        clicker.wait_for(lambda: isinstance(app.top, Table))
        table, play = app.top, app.top.play
        assert isinstance(play, NetPlay) and play.session.watching and play.session.my_seats == []
        assert play.viewer is None and table.veiled_for() is None  # no hand, and none to show
        assert all(card < 0 for player in play.state.players
                   for card in player.tax_hand + player.campaign_hand + player.tax_discard + player.campaign_discard)
        # The log is open from the start, under the mats, where a hand would be.
        assert table.log.open and table.widgets["log"].visible
        assert table.widgets["log"].rect.top >= table.mat_rects[-1].bottom and not table.log.covers_mats
        assert "entry" not in table.log.talk.widgets  # a watcher has nothing to say with
        clicker.wait_for(lambda: following(ann)() or ann.watchers == ["Cy"])
        ann.say("Welcome, Cy")
        clicker.wait_for(lambda: "Welcome, Cy" in table.widgets["log"].html_text)
        assert words("talk.watchers", names="Cy") in table.widgets["log"].html_text
        # History is the watcher's too: the board as it was, asked of the server for no seat.
        clicker.click(("button", "history"))
        clicker.click("earlier")  # the deal, before the game's first decision
        clicker.wait_for(lambda: (None, 0) in play.session.pasts)
        assert all(card < 0 for player in play.session.pasts[(None, 0)].players for card in player.tax_hand)
    finally:
        ann.connection.close()
        if isinstance(app.top, Table):
            app.top.play.link.close()


def test_host_lets_the_game_be_watched_when_chosen(app):
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    host = app.top
    assert host.widgets["watch"].text == words("host.watch_off")  # not allowed unless chosen
    clicker.click("watch")
    assert host.watchable and app.top.widgets["watch"].object_ids[-1] == "#selected"
    assert app.top.widgets["watch"].text == words("host.watch_on")
    clicker.click("start")
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    looking = Connection(LOOPBACK, lobby.link.port)
    looking.start()
    looking.send({"type": "look", "code": lobby.link.code})
    answers = []
    clicker.wait_for(lambda: answers.extend(looking.poll()) or any(f["type"] == "room" for f in answers))
    assert next(f for f in answers if f["type"] == "room")["watch"] is True
    looking.close()
    lobby.link.close()


def test_a_game_not_let_be_watched_offers_no_watch(app, server):
    code, ann = hosted(server.port, watch=False)
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.find_game(server.port, code)
    clicker.wait_for(lambda: ("seat", 1) in app.top.targets())
    assert "watch" not in app.top.targets()
    app.top._drop()
    ann.connection.close()


def test_a_line_and_a_phrase_reach_the_table_and_a_muted_person_stays_muted(app, server):
    code, ann = hosted(server.port)
    clicker = NetClicker(app)
    clicker.frames(2)
    join_by_clicks(clicker, server.port, code)
    table = app.top
    try:
        clicker.click(("button", "log"))
        assert ("talk", "entry") in table.targets() and ("talk", "good_game") in table.targets()
        # Not focused, the field leaves the table's keys alone: M mutes the sound, as anywhere.
        muted = app.keeper.settings.muted
        press(clicker, pygame.K_m, "m")
        assert app.keeper.settings.muted != muted
        clicker.type_into(("talk", "entry"), "Hello Ann, my move")
        assert app.keeper.settings.muted != muted  # typed in the field: its M was a letter, not the shortcut
        press(clicker, pygame.K_RETURN, "\r")
        clicker.wait_for(lambda: following(ann)() or [line.get("text") for line in ann.talk] == ["Hello Ann, my move"])
        assert table.log.talk.widgets["entry"].get_text() == ""
        clicker.click(("talk", "good_game"))
        clicker.wait_for(lambda: following(ann)() or len(ann.talk) == 2)
        assert ann.talk[1]["phrase"] == "good_game" and ann.talk[1]["seat"] == 1
        ann.say("See you <b>tomorrow</b>")
        clicker.wait_for(lambda: "See you &lt;b&gt;tomorrow&lt;/b&gt;" in table.widgets["log"].html_text)  # text, not markup
        assert words("talk.good_game") in table.widgets["log"].html_text
        # Ann muted on this computer, in her row of the list: what she says from now on leaves the
        # log, what she said before stays, and she stays muted at the next table.
        clicker.type_into(("talk", "entry"), "half typed")
        clicker.click(("talk", "mute"))
        assert table.log.talk.mute_list.states["Ann"].text == words("talk.heard")
        clicker.click(("mute", "Ann"))
        assert table.log.talk.mute_list.states["Ann"].text == words("talk.muted")
        assert set(muted_people(app.keeper.save_dir)) == {"Ann"}
        ann.say("Are you there?")
        clicker.wait_for(lambda: len(table.play.session.talk) == 4)
        clicker.frames(2)
        log = table.widgets["log"].html_text
        assert "See you" in log and "Are you there" not in log
        assert table.log.talk.widgets["entry"].get_text() == "half typed"  # the line being typed kept
        assert "Hello Ann" in log  # one's own lines still there
        table.layout()
        clicker.frames(2)
        assert set(table.log.talk.muted) == {"Ann"} and "Are you there" not in table.widgets["log"].html_text
        # Saying too much at once is refused in words, at the table.
        for number in range(6):
            clicker.type_into(("talk", "entry"), f"line {number}")
            press(clicker, pygame.K_RETURN, "\r")
        clicker.wait_for(lambda: table.refusal != "")
        assert any(table.refusal == words("net.talk_rate", v0=seconds) for seconds in (1, 2, 3)), table.refusal
    finally:
        ann.connection.close()
        table.play.link.close()


def press(clicker: NetClicker, key: int, letter: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=letter, scancode=0))
    if letter.isprintable():
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=letter, scancode=0))
    clicker.frames(2)
