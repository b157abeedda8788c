"""Watching a game from Join, and a word to the table, by clicks and keys: Join offers Watch for a
game its creator let be watched; the watcher's table shows the board, the mats and the public
log, never a hand nor a button a watcher cannot use, and the players see the watcher's name; a line typed at the table reaches the
others, a set phrase is one click, a person muted stays muted on this computer from then on; the
field takes the keys only while it has the focus. Host chooses Watchers: none, may watch, or may
watch and speak; a watcher who may speak says a line marked as a watcher's, one who may only watch
has no field and is refused in words; the watcher's mats show the clocks, time up, the computer
standing in and who is here, as a player's do; the watcher's name is their own, asked once; a game
watched is kept in Network games and taken up again by one click or Continue.

Every server here listens on 127.0.0.1 only (conftest.py)."""

import html
import time

import pygame
import pytest

from tests.net.helpers import FakeClock, Player, ServerThread, wait_for
from tests.net.test_network_games import FAST
from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.names import SEAT_NAME_MAX, name_problem
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.saving import load_settings
from xerxes_app.saving.tickets import list_tickets
from xerxes_app.saving.muted import muted_people
from xerxes_app.ui.game import net_clocks
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import said, words
from xerxes_app.ui.looks.look import LAPIS, PARCHMENT_DARK, SAND, SEA_DARK, TERRACOTTA
from xerxes_app.ui.looks.ticket_words import ticket_line, ticket_where
from xerxes_app.ui.scenes.join_scene import JoinScene
from xerxes_app.ui.scenes.network_games import NetworkGames
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.table import tooltips
from xerxes_app.ui.table.mats import clock_cell
from xerxes_app.ui.table.table import Table

from ..net_driver import LOOPBACK, NetClicker, join_by_clicks
from ..table_at import assert_rows_close_up

TWO = [{"name": "Ann", "kind": "human"}, {"name": "Player 2", "kind": "open"}]


@pytest.fixture
def server(tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    yield handle
    handle.stop()


def hosted(port: int, watch: bool | str = True) -> tuple[str, RemoteGame]:
    """A game made by another computer's app, Ann's seat held there: its code, and its copy."""
    connection = Connection(LOOPBACK, port)
    connection.start()
    connection.send({"type": "create", "seats": TWO, "arranged": True, "watch": watch})
    deadline = time.monotonic() + 120
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


def test_host_chooses_none_watching_or_watching_and_speaking(app):
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    host = app.top
    assert host.widgets["watch"].text == words("host.watch_none")  # nobody unless chosen
    clicker.click("watch")
    assert host.watch == "watch" and app.top.widgets["watch"].text == words("host.watch_watch")
    assert app.top.widgets["watch"].object_ids[-1] == "#selected"
    clicker.click("watch")
    assert host.watch == "speak" and app.top.widgets["watch"].text == words("host.watch_speak")
    clicker.click("watch")
    assert host.watch == "none" and app.top.widgets["watch"].text == words("host.watch_none")  # round again
    clicker.click("watch")
    clicker.click("watch")
    clicker.click("start")
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    looking = Connection(LOOPBACK, lobby.link.port)
    looking.start()
    looking.send({"type": "watch", "code": lobby.link.code, "name": "Cy"})
    answers = []
    clicker.wait_for(lambda: answers.extend(looking.poll()) or any(f["type"] == "watching" for f in answers))
    assert next(f for f in answers if f["type"] == "watching")["speak"] is True  # the server keeps the host's choice
    looking.close()
    lobby.link.close()


def watching_by_clicks(clicker: NetClicker, port: int, code: str, name: str | None = "Cy") -> Table:
    """From the title: Join, the game found, the name typed (unless None), Watch; the watcher's table."""
    clicker.find_game(port, code)
    clicker.wait_for(lambda: "watch" in clicker.app.top.targets())
    if name is not None:
        clicker.type_into("name", name)
    clicker.click("watch")
    clicker.wait_for(lambda: isinstance(clicker.app.top, Table))
    return clicker.app.top


def test_where_watchers_may_speak_a_watcher_says_a_line_marked_as_a_watchers(app, server):
    code, ann = hosted(server.port, watch="speak")
    clicker = NetClicker(app)
    clicker.frames(2)
    table = watching_by_clicks(clicker, server.port, code)
    try:
        clicker.wait_for(lambda: ("talk", "entry") in table.targets())  # the field, under the mats
        clicker.type_into(("talk", "entry"), "Good luck, both")
        press(clicker, pygame.K_RETURN, "\r")
        clicker.wait_for(lambda: following(ann)() or [line.get("text") for line in ann.talk] == ["Good luck, both"])
        assert (ann.talk[0]["seat"], ann.talk[0]["watcher"]) == (None, "Cy")
        marked = words("talk.line", name=f"<b>{words('talk.watcher_name', name='Cy')}</b>", line="Good luck, both")
        clicker.wait_for(lambda: marked in table.widgets["log"].html_text)
    finally:
        ann.connection.close()
        table.play.link.close()


UNUSABLE = ("pass", "ability", "undo", "redo", "hint", "save as", "show hand")  # no watcher can use them
WATCHERS_OWN = ("log", "history", "rules", "keys", "menu")


def test_the_watchers_table_has_no_button_a_watcher_cannot_use(app, server):
    """Nothing to decide, to take back or to save: the table keeps the log with its line to say,
    the rules, History and leaving, its two rows of buttons closing up to one."""
    code, ann = hosted(server.port, watch="speak")
    clicker = NetClicker(app)
    clicker.frames(2)
    table = watching_by_clicks(clicker, server.port, code)
    try:
        clicker.wait_for(lambda: ("talk", "entry") in table.targets())
        buttons = {key[1] for key in table.targets() if key[0] == "button"}
        assert not buttons & set(UNUSABLE) and buttons >= set(WATCHERS_OWN)
        assert_rows_close_up(app, table)
        clicker.click(("button", "menu"))
        clicker.wait_for(lambda: isinstance(app.top, Title))
    finally:
        ann.connection.close()
        if app.network is not None:
            app.network.close()


def test_where_watchers_may_only_watch_a_watcher_has_no_field_and_a_line_is_refused_in_words(app, server):
    code, ann = hosted(server.port, watch="watch")
    clicker = NetClicker(app)
    clicker.frames(2)
    table = watching_by_clicks(clicker, server.port, code)
    try:
        clicker.frames(2)
        assert ("talk", "entry") not in table.targets() and not table.play.session.may_speak
        table.play.session.connection.send({"type": "say", "code": code, "text": "psst"})  # a screen that tried anyway
        clicker.wait_for(lambda: table.refusal == words("net.watchers_silent"))
    finally:
        ann.connection.close()
        table.play.link.close()


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
        # The server holds the game: a player's table has no Save as, which would have nothing to write.
        assert ("button", "save as") not in table.targets() and ("button", "pass") in table.targets()
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


def mat_colours(app, rect) -> set:
    """The colours the window shows in `rect`."""
    return {tuple(app.window.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


def test_the_watchers_mats_show_the_clocks_time_up_the_computer_and_who_is_here(app, tmp_path, monkeypatch):
    """As a player's window shows them (net_clocks.py, net_presence.py): the watcher's log lies
    under the mats, never over them, so nothing hides them."""
    wall, shift = FakeClock(1.7e9), [0.0]
    monkeypatch.setattr(net_clocks, "now", lambda: time.monotonic() + shift[0])
    with ServerThread(tmp_path / "server", wall=wall, **FAST) as server:
        ann, bo = Player(server.port, 1), Player(server.port, 2)
        ann.connection.send({"type": "create", "seats": TWO, "arranged": True, "watch": "watch", "clock": "2m"})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        bo.join(code, 1, "Bo")
        wait_for(lambda: bo.game.ready, also=bo.read)
        clicker = NetClicker(app)
        clicker.frames(2)
        table = watching_by_clicks(clicker, server.port, code)
        play = table.play
        try:
            clicker.wait_for(lambda: play.clocks.told("started") is True and play.clocks.told("running") is not None)
            clicker.frames(2)
            running = play.clocks.told("running")
            other = 1 - running
            cells = [clock_cell(rect, play.state, seat) for seat, rect in enumerate(table.mat_rects)]
            assert play.mat_room(running) == (True, False) and table.log.open and not table.log.covers_mats
            assert SAND in mat_colours(app, cells[running]) and PARCHMENT_DARK in mat_colours(app, cells[other])
            swatches = [pygame.Rect(rect.left, rect.top, rect.height // 3 + 4, rect.height // 3 + 4) for rect in table.mat_rects]
            assert all(SEA_DARK in mat_colours(app, swatch) for swatch in swatches)  # both here
            assert html.escape(words("day.here")) in tooltips.text(play, ("mat", running), [], False)
            # The running clock counted down on this screen to "time up", in terracotta.
            shift[0] = 200
            clicker.wait_for(lambda: play.clocks.run_out(running))
            clicker.frames(2)
            assert TERRACOTTA in mat_colours(app, cells[running])
            # The one whose time is up goes; the other hands the seat to a computer: marked in lapis.
            (ann, bo)[running].close()
            clicker.wait_for(lambda: not play.session.presence[running])
            clicker.frames(2)
            assert SEA_DARK not in mat_colours(app, swatches[running]) and SEA_DARK in mat_colours(app, swatches[other])
            wall.advance(200)
            handing = (ann, bo)[other]
            handing.game.hand_over(running)
            clicker.wait_for(lambda: [handing.read()] and play.session.stood_in[running])
            assert handing.refusals == []
            clicker.frames(2)
            assert LAPIS in mat_colours(app, cells[running])
        finally:
            ann.close()
            bo.close()
            play.link.close()


def test_the_watchers_name_is_the_persons_own_asked_once_and_never_a_placeholder(app, server):
    code, ann = hosted(server.port)
    clicker = NetClicker(app)
    clicker.frames(2)
    assert app.keeper.settings.player_name == ""
    clicker.find_game(server.port, code)
    clicker.wait_for(lambda: "watch" in app.top.targets())
    field = app.top.widgets["name"]
    assert field.get_text() == "" and field.placeholder_text == words("join.name_hint")  # asked, never "Player 2"
    clicker.click("watch")
    assert app.top.message == said(name_problem("", SEAT_NAME_MAX)) and isinstance(app.top, JoinScene)  # a name it needs
    clicker.type_into("name", "Cy")
    clicker.click("watch")
    clicker.wait_for(lambda: isinstance(app.top, Table))
    table = app.top
    assert app.keeper.settings.player_name == "Cy" and load_settings(app.keeper.config_dir).settings.player_name == "Cy"
    clicker.wait_for(lambda: following(ann)() or ann.watchers == ["Cy"])
    table.play.link.close()
    clicker.click(("button", "menu"))
    # The next game: the name is there already, and watching takes no typing.
    clicker.frames(2)
    table = watching_by_clicks(clicker, server.port, code, name=None)
    clicker.wait_for(lambda: following(ann)() or ann.watchers == ["Cy"])
    ann.connection.close()
    table.play.link.close()


def test_a_watched_game_is_kept_in_network_games_and_taken_up_again_by_one_click_or_continue(app, server):
    code, ann = hosted(server.port)
    clicker = NetClicker(app)
    clicker.frames(2)
    try:
        watching_by_clicks(clicker, server.port, code)
        clicker.wait_for(lambda: following(ann)() or ann.watchers == ["Cy"])
        clicker.click(("button", "menu"))  # the watcher's table left
        clicker.wait_for(lambda: following(ann)() or ann.watchers == [])
        (ticket,) = list_tickets(app.keeper.save_dir).tickets
        assert (ticket.code, ticket.tokens, ticket.watcher) == (code, {}, "Cy")  # kept as a seat is, without a token
        assert app.top.buttons["continue"].text == words("continue.network", game=code)
        clicker.click("load")
        clicker.click("network")
        games = app.top
        assert isinstance(games, NetworkGames)
        row = games.widgets[("open", ticket.file_name)]
        assert row.tool_tip_text == ticket_line(ticket) and words("games.watching_stage", stage="") in row.tool_tip_text
        assert words("games.watched_as", name="Cy") in ticket_where(ticket)
        clicker.click(("open", ticket.file_name))  # one click back into it
        clicker.wait_for(lambda: isinstance(app.top, Table))
        assert app.top.play.session.watching and app.top.play.session.my_seats == []
        clicker.wait_for(lambda: following(ann)() or ann.watchers == ["Cy"])
        clicker.click(("button", "menu"))
        clicker.wait_for(lambda: following(ann)() or ann.watchers == [])
        clicker.click("continue")  # and Continue takes it up too
        clicker.wait_for(lambda: isinstance(app.top, Table))
        clicker.wait_for(lambda: following(ann)() or ann.watchers == ["Cy"])
    finally:
        ann.connection.close()
        if isinstance(app.top, Table):
            app.top.play.link.close()
