"""Open tables, seats to fill, Play now and the account's games at the screen, by clicks, against a
real server run with --accounts on 127.0.0.1 (open_tables.py, account_games.py, listed_seats.py):
a table listed by one person is seen and joined from another app's Join, with the sitters' ratings
beside their names; a table for signed-in players only refuses a guest in words, and takes them
once they made an account there; a seat to fill, given up, taken over; Play now at a table of two
strangers; and on a second computer (another save and settings folder) Network games lists the
account's game, one click takes the seat up and opens the table, and the first computer's token
is refused in words; Host lists a table for signed-in players in a language, as others see it;
and every one of these screens fits at 1280 x 720, in both languages and both text sizes."""

from __future__ import annotations

import contextlib
import json
from dataclasses import replace

import pygame
import pytest
from websockets.sync.client import connect

from tools.keyplay import Keyboarder
from xerxes_app.net import hosting, shared
from xerxes_app.saving.settings import LANGUAGES
from xerxes_app.saving.tickets import list_tickets
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.rating_words import rated_name
from xerxes_app.ui.scenes.join_scene import JoinScene
from xerxes_app.ui.scenes.network_games import NetworkGames
from xerxes_app.ui.scenes.open_tables import OpenTables

from ..conftest import LANGUAGE
from ..looks.test_access import words_that_do_not_fit
from ..net_driver import LOOPBACK, NetClicker, started
from .test_network_fit import _laid_out_apart as laid_out_apart
from .test_network_screens import TWO, created
from .test_signing_in import PASSWORD, fill, found

ANSWER = 30  # seconds a raw client waits for a frame: a safety net, each wait ends on its frame


def until(socket, *wanted: str) -> dict:
    """The next frame of a `wanted` type, or a refusal."""
    while True:
        got = json.loads(socket.recv(ANSWER))
        if got["type"] in wanted + ("refused",):
            return got


@pytest.fixture
def strangers():
    """Other computers' connections, each closed with the test."""
    with contextlib.ExitStack() as stack:
        yield stack


def stranger(stack: contextlib.ExitStack, port: int, name: str, how: str = "sign_up"):
    """Another computer's app, signed in to an account of its own (made now, or by its password):
    its open connection."""
    socket = stack.enter_context(connect(f"ws://{LOOPBACK}:{port}"))
    socket.send(json.dumps({"type": how, "name": name, "password": PASSWORD}))
    assert until(socket, "signed_in")["type"] == "signed_in"
    return socket


def listed_by(socket, players: int, **options) -> str:
    """A table the stranger lists, their own seat the first: its code."""
    seats = [{"name": "Me", "kind": "human"}] + [{"name": f"Player {n}", "kind": "open"} for n in range(2, players + 1)]
    socket.send(json.dumps({"type": "create", "seats": seats, "arranged": True, "listed": True, "mine": 0, **options}))
    made = until(socket, "created")
    assert made["type"] == "created", made
    return made["code"]


def sits(socket, code: str, seat: int) -> dict:
    socket.send(json.dumps({"type": "join", "code": code, "seat": seat, "name": "Anyone"}))
    got = until(socket, "joined")
    assert got["type"] == "joined", got
    return got


@pytest.fixture
def server(tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK, options=["--accounts"])
    yield handle
    handle.stop()


def signed_up_on_join(clicker: NetClicker, port: int, name: str) -> None:
    """From the title: a game found by its code on Join, an account made there (so this computer
    has used the server), and back to the title."""
    code, other = created(port, TWO)
    join = found(clicker, port, code)
    clicker.click(("account", "create"))
    fill(clicker, name=name, password=PASSWORD, again=PASSWORD)
    clicker.click("submit")
    clicker.wait_for(lambda: clicker.app.top is join and join.account.name == name)
    other.close()
    clicker.app.back_to("title")
    clicker.frames(2)


def open_tables(clicker: NetClicker) -> OpenTables:
    """From the title: Join a game, then Open tables; the lists of the first server with accounts."""
    clicker.click("join")
    clicker.click("tables")
    screen = clicker.app.top
    assert isinstance(screen, OpenTables)
    clicker.wait_for(lambda: screen.shown() is not None and {"tables", "seats_to_fill"} <= set(screen.shown().lists))
    return screen


def at_table(clicker: NetClicker):
    clicker.wait_for(lambda: hasattr(clicker.app.top, "play"))
    return clicker.app.top.play


def test_a_listed_table_is_seen_with_ratings_and_joined_from_another_apps_join(app, server, strangers):
    ann = stranger(strangers, server.port, "Atossa")
    code = listed_by(ann, 2, name="Atossa's evening")
    clicker = NetClicker(app)
    clicker.frames(2)
    signed_up_on_join(clicker, server.port, "Bardiya")
    screen = open_tables(clicker)
    clicker.wait_for(lambda: ("tables", 0) in screen.targets())
    (table,) = screen.shown().rows("tables")
    assert table["code"] == code
    button = screen.widgets[("tables", 0)]
    assert "Atossa's evening" in button.tool_tip_text and words("lists.free", count=1) in button.tool_tip_text
    assert table["seats"][0]["provisional"] is True and isinstance(table["seats"][0]["rating"], int)
    sitting = words("lists.sitting", seats=words("lists.joint").join(
        [rated_name("Atossa", table["seats"][0]), words("lists.open_seat")]))
    assert any(getattr(label, "text", None) == sitting for label in screen.root.elements)
    clicker.wait_for(lambda: screen.message == words("lists.signed_in", name="Bardiya"))
    clicker.click(("tables", 0))
    play = at_table(clicker)
    assert [seat.name for seat in play.link.game.seats] == ["Atossa", "Bardiya"]
    assert play.link.game.my_seats == [1]


def test_signed_in_players_only_refuses_a_guest_in_words_until_they_sign_in(app, server, strangers, tmp_path):
    plain, other = created(server.port, TWO)  # a game joined by its code: the server is used here
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.find_game(server.port, plain)
    clicker.wait_for(lambda: ("seat", 1) in app.top.targets())
    clicker.type_into("name", "Bo")  # kept as this person's own name, for the next games
    clicker.click("take")
    at_table(clicker)
    app.top.play.link.close()
    other.close()
    app.back_to("title")
    clicker.frames(2)
    ann = stranger(strangers, server.port, "Atossa")
    code = listed_by(ann, 2, signed_in_only=True)
    screen = open_tables(clicker)
    clicker.wait_for(lambda: screen.message == words("lists.guest"))
    clicker.wait_for(lambda: ("tables", 0) in screen.targets())
    signed_in_only = words("lists.signed_in_only_line", line="")
    assert any(getattr(label, "text", "").endswith(signed_in_only) for label in screen.root.elements)
    clicker.click(("tables", 0))
    join = app.top
    assert isinstance(join, JoinScene)
    clicker.wait_for(lambda: join.message == words("net.signed_in_only"))
    clicker.click("back")
    assert app.top is screen
    clicker.click(("account", "create"))
    fill(clicker, name="Bardiya", password=PASSWORD, again=PASSWORD)
    clicker.click("submit")
    clicker.wait_for(lambda: app.top is screen and screen.account.name == "Bardiya" and ("tables", 0) in screen.targets())
    clicker.click(("tables", 0))
    play = at_table(clicker)
    assert play.link.code == code and [seat.name for seat in play.link.game.seats] == ["Atossa", "Bardiya"]


def test_a_seat_to_fill_is_taken_over(app, server, strangers):
    ann, cy, dee = (stranger(strangers, server.port, name) for name in ("Atossa", "Cyrus", "Darius"))
    code = listed_by(ann, 3)
    sits(cy, code, 1)
    token = sits(dee, code, 2)["token"]
    dee.send(json.dumps({"type": "give_up", "code": code, "seat": 2, "token": token}))
    clicker = NetClicker(app)
    clicker.frames(2)
    signed_up_on_join(clicker, server.port, "Bardiya")
    screen = open_tables(clicker)
    clicker.wait_for(lambda: ("seats_to_fill", 0) in screen.targets())
    assert screen.shown().rows("seats_to_fill")[0]["code"] == code and screen.shown().rows("tables") == []
    clicker.click(("seats_to_fill", 0))
    play = at_table(clicker)
    assert play.link.game.my_seats == [2] and play.link.game.seats[2].name == "Bardiya"


def test_play_now_seats_one_at_a_table_of_two_strangers(app, server, strangers):
    ann, cy = stranger(strangers, server.port, "Atossa"), stranger(strangers, server.port, "Cyrus")
    ann.send(json.dumps({"type": "play_now", "players": 3}))
    code = until(ann, "created")["code"]
    cy.send(json.dumps({"type": "play_now", "players": 3}))
    assert until(cy, "joined")["code"] == code
    clicker = NetClicker(app)
    clicker.frames(2)
    signed_up_on_join(clicker, server.port, "Bardiya")
    screen = open_tables(clicker)
    clicker.click(("players", 3))
    clicker.click("play now")
    play = at_table(clicker)
    assert play.link.code == code and [seat.name for seat in play.link.game.seats] == ["Atossa", "Cyrus", "Bardiya"]
    cy.close()


def test_on_a_second_computer_network_games_lists_the_accounts_game_and_takes_it_up(app, server, strangers, tmp_path):
    ann = stranger(strangers, server.port, "Atossa")
    code = listed_by(ann, 2, pace="day", clock="1d")
    first = NetClicker(app)
    first.frames(2)
    signed_up_on_join(first, server.port, "Bardiya")
    screen = open_tables(first)
    first.wait_for(lambda: ("tables", 0) in screen.targets())
    first.click(("tables", 0))
    held = at_table(first).link
    first.wait_for(lambda: held.game.tokens)
    old = held.game.tokens[1]
    # Another computer: its own saves and settings, its own connections, signed in to the same
    # account by its password.
    shared.SERVERS.close()
    second = started(tmp_path / "second", seed=3)
    other, maker = created(server.port, TWO)
    join = found(second, server.port, other)
    second.click(("account", "sign in"))
    fill(second, name="Bardiya", password=PASSWORD)
    second.click("submit")
    second.wait_for(lambda: second.app.top is join and join.account.name == "Bardiya")
    maker.close()
    second.app.back_to("title")
    second.frames(2)
    second.click("join")
    second.click("games")
    games = second.app.top
    assert isinstance(games, NetworkGames)
    second.wait_for(lambda: any(key[0] == "account" for key in games.targets() if isinstance(key, tuple)))
    (key,) = [key for key in games.targets() if isinstance(key, tuple) and key[0] == "account"]
    (game,) = games.others
    assert (game.ticket.code, game.ticket.names) == (code, ("Atossa", "Bardiya"))
    second.click(key)
    play = at_table(second)
    assert play.link.code == code and play.link.game.my_seats == [1] and play.link.game.tokens[1] != old
    # The seat's token is kept here as a join's; the first computer's is refused from now on, in words.
    second.wait_for(lambda: [ticket.tokens for ticket in list_tickets(tmp_path / "second" / "saves").tickets
                             if ticket.code == code] == [{1: play.link.game.tokens[1]}])
    refused = joined_with(strangers, server.port, code, 1, old)
    assert (refused["kind"], refused["message"]) == ("wrong_token", "net.seat_taken_up")
    # Network games again: the game is this computer's ticket now, listed once.
    second.app.back_to("title")
    second.frames(2)
    second.click("join")
    second.click("games")
    games = second.app.top
    second.wait_for(lambda: all("my_games" in lists.lists for lists in games.account_games.lists))
    second.frames(2)
    assert games.others == [] and [ticket.code for ticket in games.tickets] == [code]


def joined_with(stack, port: int, code: str, seat: int, token: str) -> dict:
    """A join by a seat's token, from a computer of its own: the answer."""
    socket = stack.enter_context(connect(f"ws://{LOOPBACK}:{port}"))
    socket.send(json.dumps({"type": "join", "code": code, "seat": seat, "token": token}))
    return until(socket, "joined")


def test_host_lists_a_table_for_signed_in_players_and_others_see_it(app, server, strangers):
    clicker = NetClicker(app)
    clicker.frames(2)
    signed_up_on_join(clicker, server.port, "Bardiya")
    clicker.click("new game")
    clicker.click("host")
    host = app.top
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(server.port))
    Keyboarder(app).press(pygame.K_RETURN)  # the server typed: its accounts asked about, and its listing offered
    clicker.wait_for(lambda: ("listing", "list table") in host.targets() and ("account", "account") in host.targets())
    clicker.click(("listing", "list table"))
    clicker.click(("listing", "signed in only"))
    clicker.click(("listing", "language"))
    clicker.click("start")
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    cy = stranger(strangers, server.port, "Cyrus")
    cy.send(json.dumps({"type": "tables"}))
    (table,) = until(cy, "tables")["tables"]
    other = "ja" if LANGUAGE == "en" else "en"
    assert (table["code"], table["signed_in_only"], table["language"]) == (lobby.link.code, True, other)
    assert table["seats"][0]["name"] == "Bardiya" and table["seats"][0]["signed_in"] is True


def off_screen(app) -> list:
    """Buttons and fields of the screen that the window cuts."""
    window = pygame.Rect(0, 0, *app.size)
    return [(type(app.top).__name__, key) for key, rect in app.top.targets().items() if not window.contains(rect)]


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (100, 130))
def test_the_lists_screens_fit(app, server, strangers, percent, language):
    """At 1280 x 720, the smallest window: Join with Open tables beside Network games; Open tables
    with three open tables and a seat to fill; Network games with a game of the account's; Host for
    four, by the day with a clock, with the listing row."""
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    ann, cy, roxana = (stranger(strangers, server.port, name) for name in ("Artaphernes", "Cyrus", "Roxana"))
    listed_by(ann, 4, name="Artaphernes's long Tuesday evening game", pace="day", clock="3d", away_days=7, language="ja")
    listed_by(cy, 3, signed_in_only=True)
    listed_by(roxana, 2, clock="5m")
    listed_by(roxana, 3)
    clicker = NetClicker(app)
    clicker.frames(2)
    signed_up_on_join(clicker, server.port, "Bardiya")
    clicker.click("join")
    wrong = words_that_do_not_fit(app) + laid_out_apart(app) + off_screen(app)
    clicker.click("tables")
    screen = app.top
    clicker.wait_for(lambda: ("tables", 2) in screen.targets() and screen.message == words("lists.signed_in", name="Bardiya"))
    wrong += words_that_do_not_fit(app) + laid_out_apart(app) + off_screen(app)
    code = screen.shown().rows("tables")[0]["code"]
    clicker.click(("tables", 0))  # a seat of the account's
    at_table(clicker)
    app.back_to("title")
    shared.SERVERS.close()  # this computer holds the game no more: its ticket removed, the account's seat kept
    for ticket in list_tickets(app.keeper.save_dir).tickets:
        ticket.path.unlink()
    clicker.frames(2)
    clicker.click("join")
    clicker.click("games")
    games = app.top
    clicker.wait_for(lambda: [game.ticket.code for game in games.others] == [code])
    wrong += words_that_do_not_fit(app) + laid_out_apart(app) + off_screen(app)
    app.back_to("title")
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    host = app.top
    clicker.click(("players", 4))
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(server.port))
    Keyboarder(app).press(pygame.K_RETURN)
    clicker.wait_for(lambda: ("listing", "list table") in host.targets())
    clicker.click(("pace", "day"))
    clicker.click(("clock", "1d"))
    clicker.click(("listing", "signed in only"))
    wrong += words_that_do_not_fit(app) + laid_out_apart(app) + off_screen(app)
    assert not wrong


def test_a_game_the_account_watches_elsewhere_is_watched_here_at_a_click(app, server, strangers):
    ann = stranger(strangers, server.port, "Atossa")
    code = listed_by(ann, 2, watch="watch")
    clicker = NetClicker(app)
    clicker.frames(2)
    signed_up_on_join(clicker, server.port, "Bardiya")
    elsewhere = stranger(strangers, server.port, "Bardiya", "sign_in")  # the account at another computer
    elsewhere.send(json.dumps({"type": "watch", "code": code, "name": "Bardiya"}))
    assert until(elsewhere, "watching")["type"] == "watching"
    clicker.click("join")
    clicker.click("games")
    games = app.top
    clicker.wait_for(lambda: len(games.others) == 1)
    (game,) = games.others
    assert game.ticket.watcher == "Bardiya" and games.widgets[game.key].tool_tip_text == words("games.account_watched_tip")
    clicker.click(game.key)
    play = at_table(clicker)
    assert play.link.code == code and play.link.game.watching and play.link.game.my_seats == []


def test_open_tables_says_when_no_server_used_here_has_accounts(app, tmp_path):
    plain = hosting.start_server(tmp_path / "plain", port=0, address=LOOPBACK)
    try:
        code, other = created(plain.port, TWO)
        clicker = NetClicker(app)
        clicker.frames(2)
        clicker.find_game(plain.port, code)  # joined by its code: the server is used here
        clicker.wait_for(lambda: ("seat", 1) in app.top.targets())
        clicker.type_into("name", "Bo")
        clicker.click("take")
        at_table(clicker)
        other.close()
        app.back_to("title")
        clicker.frames(2)
        clicker.click("join")
        clicker.click("tables")
        screen = app.top
        clicker.wait_for(lambda: screen.message == words("lists.no_server"))
        assert "play now" not in screen.targets() and not any(isinstance(key, tuple) for key in screen.targets())
    finally:
        plain.stop()
