"""Host on the network, Join a game, and what they say when something is wrong: a game hosted
by clicks shows its port and code and its seats filling in; a wrong code, a server that does not
answer, a connection lost and the host gone are said in plain words, and nothing is stuck.
Continue takes a network game up again, on the host and on a computer that joined.

Every server here listens on 127.0.0.1 only (conftest.py)."""

import socket
import time

import pygame
import pytest

from tools.keyplay import Keyboarder
from xerxes_app.ui.shell.dimmed import is_dimmed
from xerxes_app.net import hosting
from xerxes_app.net.client import CONNECTED, Connection
from xerxes_app.net.rooms import CODE_LENGTH
from xerxes_app.ui.game import net_link
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.scenes.join_scene import JoinScene
from xerxes_app.ui.scenes.lobby import Lobby
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell.dialog import dialogs

from ..net_driver import LOOPBACK, NetClicker, join_by_clicks


@pytest.fixture
def server(tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    yield handle
    handle.stop()


def created(port: int, seats: list[dict]) -> tuple[str, Connection]:
    """A game made by another computer's app: its code, and that app's connection (its seats present)."""
    connection = Connection(LOOPBACK, port)
    connection.start()
    connection.send({"type": "create", "seats": seats, "arranged": True})
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        for frame in connection.poll():
            if frame.get("type") == "created":
                return frame["code"], connection
        time.sleep(0.01)
    raise AssertionError("the server made no game")


TWO = [{"name": "Ann", "kind": "human"}, {"name": "Player 2", "kind": "open"}]


def banner(app) -> str:
    return app.top.widgets["banner"].text


def test_hosting_needs_a_person_here_and_shows_its_code_and_seats(app):
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    for seat in (0, 1):  # both seats played elsewhere: nobody would play here
        clicker.click(("kind", seat))
        clicker.click(("kind", seat, "open"))
    clicker.click("start")
    assert app.top.widgets["refusal"].text == words("host.need_here")
    clicker.click(("kind", 0))
    clicker.click(("kind", 0, "human"))
    clicker.click(("players", 3))
    for seat, kind in ((1, "hard"), (2, "open")):
        clicker.click(("kind", seat))
        clicker.click(("kind", seat, kind))
    clicker.click("start")  # a person here, a computer on the server, an open seat
    lobby = app.top
    assert isinstance(lobby, Lobby) and lobby.widgets["status"].text == words("lobby.starting")
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        code = lobby.link.code
        assert len(code) == CODE_LENGTH and code.isalpha() and code.isupper()
        rows = lobby.seat_rows()
        assert words("lobby.here") in rows[0] and words("lobby.waiting") in rows[2]
        assert words("lobby.computer", strength=term("hard").capitalize()) in rows[1]
        assert lobby.widgets["start"].text == words("lobby.play_on")
        server = lobby.link.server
        clicker.click("stop")  # the server stops, the game kept in its folder
        assert server.process.wait(10) is not None and type(app.top).__name__ == "HostGame"
    finally:
        lobby.link.close()


def test_join_refuses_a_wrong_code_and_an_empty_address_in_words(app, server):
    code, host = created(server.port, TWO)
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("join")
    scene = app.top
    clicker.click("find")
    assert scene.widgets["message"].text == words("join.no_address")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(server.port))
    clicker.type_into("code", "WRONGX")
    clicker.click("find")
    clicker.wait_for(lambda: scene.message != words("join.looking"))
    assert scene.widgets["message"].text == words("net.no_game", v0="WRONGX")
    clicker.type_into("code", code.lower())  # as read out: the letters' case does not matter
    clicker.click("find")
    clicker.wait_for(lambda: ("seat", 1) in scene.targets())
    assert ("seat", 0) not in scene.targets()  # Ann's seat is taken
    assert scene.seat == 1  # the one open seat is chosen already: one click takes it
    clicker.click("take")
    clicker.wait_for(lambda: hasattr(app.top, "play"))
    play = app.top.play
    assert isinstance(play, NetPlay) and play.viewer == 1 and play.link.game.my_seats == [1]
    # Seat 1's own hand is on its own screen, never Ann's (R25).
    assert all(card >= 0 for card in play.state.players[1].tax_hand)
    assert all(card < 0 for card in play.state.players[0].tax_hand)
    play.link.close()
    host.close()


def test_a_server_that_does_not_answer_is_said_and_nothing_is_stuck(app, monkeypatch):
    monkeypatch.setattr(net_link, "GIVE_UP_SECONDS", 1.5)
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind((LOOPBACK, 0))
        port = probe.getsockname()[1]
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("join")
    scene = app.top
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(port))
    clicker.type_into("code", "ABCDEF")
    clicker.click("tls")  # a server that speaks TLS only: the connection is a secure WebSocket
    clicker.click("find")
    assert scene.widgets["message"].text == words("join.looking")
    clicker.wait_for(lambda: scene.link.connection is not None)
    assert scene.link.tls and scene.link.connection.connection.uri.startswith("wss://")
    clicker.wait_for(lambda: scene.message != words("join.looking"))
    assert scene.widgets["message"].text == words("join.unreachable", address=LOOPBACK, port=str(port))
    assert scene.link is None  # given up: no connection left trying
    clicker.click("back")
    assert isinstance(app.top, Title)


def joined_table(app, server, clicker):
    code, host = created(server.port, TWO)
    clicker.frames(2)
    join_by_clicks(clicker, server.port, code)
    return code, host


def test_a_lost_connection_says_reconnecting_and_the_seat_comes_back(app, tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    port = handle.port
    clicker = NetClicker(app)
    code, host = joined_table(app, handle, clicker)
    play = app.top.play
    try:
        handle.stop()  # the server goes away (its game saved in its folder)
        clicker.wait_for(lambda: banner(app) == words("net.reconnecting"))
        handle = hosting.start_server(tmp_path / "server", port=port, address=LOOPBACK)
        clicker.wait_for(lambda: play.link.status == CONNECTED and banner(app) != words("net.reconnecting"))
        clicker.wait_for(lambda: play.link.game.presence[1])  # the seat rejoined by itself
    finally:
        play.link.close()
        host.close()
        handle.stop()


def test_the_host_gone_is_said_in_plain_words_and_the_board_waits(app, tmp_path, monkeypatch):
    monkeypatch.setattr(net_link, "RETRIES", 2)
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    clicker = NetClicker(app)
    code, host = joined_table(app, handle, clicker)
    play = app.top.play
    handle.stop()
    clicker.wait_for(lambda: banner(app) == words("net.host_away"))
    assert not dialogs(app, "notice")
    assert not app.top.mine() and app.top.legal == [] and play.link.connection.connection.patient  # nothing offered; still trying
    clicker.click(("area", "Thracia"))  # nothing is sent to nobody: the screen says why
    assert app.top.refusal == words("net.host_away")
    clicker.click(("button", "menu"))  # leaving works as ever, asking nothing of a player who joined
    assert isinstance(app.top, Title) and app.network is None
    host.close()


def test_continue_rejoins_the_seat_with_its_token(app, server):
    clicker = NetClicker(app)
    code, host = joined_table(app, server, clicker)
    clicker.click(("button", "menu"))
    assert isinstance(app.top, Title)
    assert app.top.buttons["continue"].text == words("continue.network", game=code)  # made without a name: the code whole
    clicker.click("continue")  # the Join screen says "Joining…" until the seat is back, then the table
    clicker.wait_for(lambda: hasattr(app.top, "play"))
    play = app.top.play
    assert play.link.game.my_seats == [1] and play.viewer == 1
    play.link.close()
    host.close()


def test_continue_on_the_host_hosts_the_game_again_with_its_seats_waiting(app):
    clicker = NetClicker(app)
    lobby = clicker.host()
    clicker.wait_for(lambda: lobby.link.ready)
    code, port = lobby.link.code, lobby.link.port
    clicker.click("start")
    clicker.decide()  # the host's first discard at setup
    commands = len(app.top.play.session.commands)
    assert commands == 1
    app.back_to("title")  # the game left at its next secret choice, as the game's menu leaves it
    clicker.frames(1)
    assert isinstance(app.top, Title) and app.network is None  # the server stopped with the game left
    clicker.click("continue")
    lobby = app.top
    assert isinstance(lobby, Lobby)
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        assert (lobby.link.code, lobby.link.port) == (code, port)  # what the others kept still finds it
        assert words("lobby.waiting") in lobby.seat_rows()[1]
        clicker.click("start")
        assert len(app.top.play.session.commands) == commands
    finally:
        lobby.link.close()


def test_a_game_hosted_on_a_server_everyone_reaches(app, server):
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("elsewhere")  # a running xerxes-server, by its address and port
    clicker.click("start")
    assert app.top.widgets["refusal"].text == words("join.no_address")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(server.port))
    clicker.click("start")
    lobby = app.top
    assert isinstance(lobby, Lobby) and lobby.link.server is None  # nothing started here
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        assert lobby.address == LOOPBACK and lobby.link.port == server.port
        clicker.click("start")
        play = app.top.play
        assert isinstance(play, NetPlay) and play.link.game.my_seats == [0]
    finally:
        lobby.link.close()


def test_a_game_the_server_will_not_make_is_said_in_the_lobby(app, tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK, options=("--creates-per-hour", "1"))
    try:
        code, other = created(handle.port, TWO)  # this address's one game of the hour
        other.close()
        clicker = NetClicker(app)
        clicker.frames(2)
        clicker.click("new game")
        clicker.click("host")
        clicker.click("elsewhere")
        clicker.type_into("address", LOOPBACK)
        clicker.type_into("port", str(handle.port))
        clicker.click("start")
        lobby = app.top
        clicker.wait_for(lambda: lobby.refused)
        assert lobby.widgets["status"].text in (words("net.creates", v0=60), words("net.creates", v0=59))
        assert not lobby.link.ready and is_dimmed(lobby.widgets["start"])
        lobby.link.close()
    finally:
        handle.stop()


def test_join_and_host_are_reached_and_left_by_keys(app):
    keys = Keyboarder(app)
    keys.frames(2)
    keys.click("join")
    assert isinstance(app.top, JoinScene)
    keys.click("find")  # Enter on Find, with nothing typed: the screen says what is missing
    assert app.top.widgets["message"].text == words("join.no_address")
    keys.press(pygame.K_ESCAPE)
    assert isinstance(app.top, Title)
    keys.click("new game")
    keys.click("host")
    assert type(app.top).__name__ == "HostGame"
    keys.click("elsewhere")
    assert "address" in app.top.targets()
    keys.press(pygame.K_ESCAPE)
    assert type(app.top).__name__ == "NewGame"


def test_two_people_at_the_hosts_screen_keep_the_veil_between_them(app):
    clicker = NetClicker(app, seed=2)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click(("players", 3))
    clicker.click(("kind", 1))
    clicker.click(("kind", 1, "human"))
    clicker.click(("kind", 2))
    clicker.click(("kind", 2, "open"))
    clicker.click("arranged")  # the two people here first: the open seat's player never comes
    clicker.click("start")
    lobby = app.top
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        clicker.click("start")
        seen = {}
        for _ in range(40):  # each person here makes their secret discards behind a hand-off: a few decisions
            if len(seen) == 2:
                break
            clicker.wait_for(lambda: app.top.play.waiting_for() is None)  # this screen's to decide, however slow
            top = app.top
            if type(top).__name__ == "SetupChoice" and top.private_seat() is not None:
                seat = top.private_seat()
                state = top.play.state
                seen[seat] = state
                # Only that person's hand is in the state drawn (R25).
                assert all(card >= 0 for card in state.players[seat].tax_hand)
                assert all(card < 0 for other, p in enumerate(state.players) if other != seat for card in p.tax_hand)
            clicker.decide()
        assert sorted(seen) == [0, 1] and app.top.play.needs_hand_off
    finally:
        lobby.link.close()


def test_hosting_takes_another_port_when_the_usual_one_is_held(app, monkeypatch):
    holder = socket.socket()  # another program on the usual port
    holder.bind((LOOPBACK, 0))
    holder.listen()
    monkeypatch.setattr(net_link, "PORT", holder.getsockname()[1])
    clicker = NetClicker(app)
    lobby = clicker.host()
    try:
        clicker.wait_for(lambda: lobby.link.ready or lobby.link.failure)
        assert lobby.link.failure is None and lobby.link.port not in (0, net_link.PORT)
    finally:
        lobby.link.close()
        holder.close()


def test_a_game_listed_on_this_network_fills_in_the_join_screen(app):
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("listed")  # the host allows it: off unless turned on
    clicker.click("start")
    lobby = app.top
    try:
        clicker.wait_for(lambda: lobby.link.ready and lobby.link.announcement is not None)
        app.push(JoinScene(app))  # what a player on this network sees
        scene = app.top
        assert ("nearby", 0) not in scene.targets()  # nothing is looked for until asked
        clicker.click("nearby")
        clicker.wait_for(lambda: ("nearby", 0) in scene.targets())
        clicker.click(("nearby", 0))
        assert (scene.widgets["address"].get_text(), scene.widgets["port"].get_text()) == (LOOPBACK, str(lobby.link.port))
        clicker.type_into("code", lobby.link.code)
        clicker.click("find")
        clicker.wait_for(lambda: ("seat", 1) in scene.targets())
        clicker.click("back")
        assert scene.listing is None  # the screen left: no more listening
        clicker.click("stop")
        assert lobby.link.announcement is None  # hosting stopped: the listing goes with it
    finally:
        lobby.link.close()


def test_a_player_who_left_is_said_away_while_the_game_waits_for_them(app, server):
    clicker = NetClicker(app)
    code, host = joined_table(app, server, clicker)
    play = app.top.play
    try:
        assert play.waiting_for() == 0  # Ann decides first, at her own computer
        satrap = term(play.state.content.satraps[play.state.players[0].satrap].name)
        assert banner(app) == words("table.waiting_elsewhere", name="Ann", satrap=satrap)
        host.close()  # Ann's computer drops out
        clicker.wait_for(lambda: banner(app) == words("table.waiting_away", name="Ann", satrap=satrap))
    finally:
        play.link.close()
