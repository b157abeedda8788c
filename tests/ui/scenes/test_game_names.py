"""Games with names, by real clicks: the name typed in the Host form is the game's in the lobby,
at Continue, in the title's "Your turn in …" and in the Network games list; left alone, it is
"Ann's game" after the host's own seat, in the reader's language; the Host form opens again with
the choices it was last sent with (the name excepted), and a remembered value it does not know
leaves that choice as the form starts it."""

from __future__ import annotations

from dataclasses import replace

from xerxes_app.session import HUMAN
from xerxes_app.ui.looks.computer_words import computer_name
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.host_scene import OPEN, HostGame
from xerxes_app.ui.scenes.lobby import Lobby
from xerxes_app.ui.scenes.title import Title

from tests.net.helpers import Player, ServerThread, wait_for

from ..conftest import LANGUAGE
from ..net_driver import NetClicker
from .test_my_network_games import network_games, play_some, quick  # noqa: F401 (quick: a fixture)

NAME = "Tuesday at Ann's"  # short enough for the title's buttons whole


def test_the_name_chosen_at_host_is_the_games_in_the_lobby_continue_the_title_and_the_list(app, quick):  # noqa: F811
    clicker = quick
    lobby = clicker.host({1: "easy"}, name=NAME)
    assert isinstance(lobby, Lobby)
    clicker.wait_for(lambda: lobby.link.ready)
    assert lobby.title_words() == words("lobby.title_named", name=NAME)
    clicker.click("start")
    play_some(clicker, 2)  # left at this screen's turn: the game hosted here stands so
    clicker.click(("button", "menu"))
    title = app.top
    assert isinstance(title, Title)
    clicker.wait_for(lambda: title.named and "network games" in title.buttons)
    assert title.buttons["continue"].text == words("continue.network", game=NAME)
    assert title.buttons["network games"].text == words("title.your_turn_in", game=NAME)
    games = network_games(clicker)
    (ticket,) = games.tickets
    assert ticket.name == NAME and NAME in games.widgets[("open", ticket.file_name)].text


def test_join_names_the_game_found_by_its_code(app, tmp_path):
    with ServerThread(tmp_path / "server") as server:
        ann = Player(server.port, seed=3)
        ann.connection.send({"type": "create", "name": NAME, "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": OPEN}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        clicker = NetClicker(app)
        clicker.frames(2)
        clicker.find_game(server.port, ann.game.code)
        join = app.top
        clicker.wait_for(lambda: ("seat", 1) in join.targets())
        assert join.widgets["message"].text == words("join.found_game", name=NAME)
        ann.close()


def open_host_form(clicker: NetClicker) -> HostGame:
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    assert isinstance(clicker.app.top, HostGame)
    return clicker.app.top


def test_the_default_name_is_the_hosts_own_in_the_readers_language_until_another_is_typed(app):
    clicker = NetClicker(app)
    form = open_host_form(clicker)
    clicker.type_into(("name", 0), "Ann")
    clicker.click(("players", 3))  # the form laid out again: the name follows the host's
    assert form.widgets["game name"].get_text() == {"en": "Ann's game", "ja": "Annのゲーム"}[LANGUAGE]
    clicker.type_into("game name", "Friday")
    clicker.type_into(("name", 0), "Atossa")
    clicker.click(("players", 2))
    assert form.widgets["game name"].get_text() == "Friday"  # one's own, kept


def test_the_host_form_opens_again_with_its_last_choices_but_the_name(app, quick):  # noqa: F811
    clicker = quick
    form = open_host_form(clicker)
    clicker.type_into(("name", 0), "Ann")
    clicker.click(("players", 3))
    clicker.click(("kind", 2))
    clicker.click(("kind", 2, "hard"))
    for choice in (("pace", "day"), ("clock", "3d"), ("away", "14"), "watch", "listed"):
        clicker.click(choice)
    clicker.type_into("game name", "Only this once")
    clicker.click("start")
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    clicker.click("stop")  # back to the form, then to New game, and Host once more
    clicker.click("back")
    clicker.click("host")
    again = app.top
    assert again is not form
    assert (again.players, again.names[:3], again.kinds[:3]) == (3, ["Ann", form.names[1], form.names[2]], [HUMAN, OPEN, "hard"])
    pace = again.pace
    assert (pace.pace, pace.clock, pace.away_days, again.watch, again.listed) == ("day", "3d", 14, "watch", True)
    assert again.widgets["watch"].text == words("host.watch_watch")
    assert again.widgets["game name"].get_text() == words("host.default_name", name="Ann")  # the name anew, from the host's


def test_a_remembered_choice_the_form_does_not_know_leaves_its_default(app):
    app.keeper.settings = replace(app.keeper.settings, host_form={
        "players": 9, "names": [" ", 5, "Cy"], "kinds": ["robot", "hard"], "pace": "week", "clock": "3d", "away_days": True,
        "watch": "yes", "server": ["", 0]})
    form = open_host_form(NetClicker(app))
    given = [words("new.player", number=1), computer_name("hard", [])]  # the form's own names, a computer's for a computer
    assert (form.players, form.names[:3], form.kinds[:2]) == (2, [*given, "Cy"], [HUMAN, "hard"])
    assert (form.pace.pace, form.pace.clock, form.pace.away_days, form.watch, form.server) == ("table", "none", 7, "none", None)
    clicker = NetClicker(app)
    clicker.click("back")
    app.keeper.settings = replace(app.keeper.settings, host_form={"server": ["play.example.org", 9000], "tls": True})
    clicker.click("host")
    assert app.top.widgets["address"].get_text() == "play.example.org" and app.top.tls
