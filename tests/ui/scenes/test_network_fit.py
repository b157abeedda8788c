"""The network's screens keep their words inside their boxes: Host, its lobby with every kind of
seat, Join with the games listed on this network and a game's open seats, and the table of a network game waiting for a player
elsewhere or for a lost host; at 1280 x 720 and 1920 x 1080, at 100 % and 130 % text, in every
language. The Network games list and the title's Continue, with the longest words a ticket holds,
keep them too, and Continue keeps a game's code whole."""

from dataclasses import replace

import pygame
import pytest

from xerxes_app.saving.settings import LANGUAGES
from xerxes_app.saving.tickets import HOST, JOINED, Ticket, keep_ticket
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.join_scene import JoinScene

from ..looks.test_access import words_that_do_not_fit
from ..net_driver import LOOPBACK, NetClicker


def _laid_out_apart(app) -> list:
    """Buttons and fields of the screen that overlap one another; a hand's cards may, as a fan
    (table/cards.py)."""
    found = [(key, rect) for key, rect in app.top.targets().items() if not (isinstance(key, tuple) and len(key) == 3)]  # a menu's options lie over the rows
    return [(a, b) for i, (one, a) in enumerate(found) for other, b in found[i + 1:]
            if a.colliderect(b) and not (_in_hand(one) and _in_hand(other))]


def _in_hand(key) -> bool:
    return isinstance(key, tuple) and key[0] in ("tax", "campaign")


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (100, 130))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_network_screens_fit(app, size, percent, language):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(size)
    clicker = NetClicker(app, seed=3)
    clicker.frames(2)
    wrong = words_that_do_not_fit(app)  # the title, with Join a game
    clicker.click("new game")
    wrong += words_that_do_not_fit(app)  # with Host on the network
    clicker.click("host")
    clicker.click(("players", 4))
    clicker.click(("kind", 1))  # the "Played by" menu open, its longest words shown
    wrong += words_that_do_not_fit(app)
    clicker.click(("kind", 1, "easy"))
    clicker.click(("kind", 1))
    clicker.click(("kind", 1, "open"))
    clicker.click(("kind", 2))
    clicker.click(("kind", 2, "normal"))
    clicker.click(("kind", 3))
    clicker.click(("kind", 3, "open"))
    clicker.click("elsewhere")  # served by a server: its address, port and Secure on the row
    clicker.click("tls")
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    clicker.click("here")
    clicker.click("listed")  # listed on this network (a network replaced in the process)
    clicker.click("watch")  # watchers allowed: Join offers Watch under the open seats
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    clicker.click(("pace", "day"))  # by the day, its longest clocks on the pace's row
    clicker.click(("clock", "3d"))
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    assert pygame.Rect((0, 0), app.size).contains(app.top.pace.targets()[("clock", "3d")])
    clicker.click("start")
    lobby = app.top
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        clicker.frames(1)
        wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
        clicker.click("invite")  # the invitation copied, the lobby says so
        wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
        lobby.invited = "by hand"  # no clipboard: the line to copy by hand, and why
        lobby.layout()
        wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
        app.push(JoinScene(app))  # Join, on this very computer, the game just hosted
        clicker.click("nearby")
        clicker.wait_for(lambda: ("nearby", 0) in app.top.targets())
        wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
        clicker.type_into("address", LOOPBACK)
        clicker.type_into("port", str(lobby.link.port))
        clicker.type_into("code", lobby.link.code)
        clicker.click("find")
        clicker.wait_for(lambda: ("seat", 3) in app.top.targets() and "watch" in app.top.targets())
        clicker.click(("seat", 3))
        wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
        clicker.click("take")
        clicker.wait_for(lambda: isinstance(getattr(app.top, "play", None), NetPlay))
        while app.top.play.waiting_for() is None:
            clicker.decide()
        clicker.frames(1)
        assert app.top.widgets["banner"].text.startswith(words("table.waiting_elsewhere", name="", satrap="")[:2])
        wrong += words_that_do_not_fit(app)
        clicker.click(("button", "log"))  # the words at the table: the field, Say, Mute… and the set phrases
        assert ("talk", "good_game") in app.top.targets()
        wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
        clicker.click(("button", "log"))
        for status in ("reconnecting", "host left"):
            app.top.play.link.connection.connection.status = status
            app.top.refresh()
            wrong += words_that_do_not_fit(app)
        app.top.play.link.connection.connection.status = "connected"
        game = app.top.play.session
        for lost in (game.reopened, game.elsewhere):  # the seat opened again, or taken up on another screen
            lost.add(game.my_seats[0])
            app.top.refresh()
            assert app.top.widgets["banner"].text == app.top.play.note()
            wrong += words_that_do_not_fit(app)
            lost.clear()
    finally:
        if app.network is not None:
            app.network.close()
        lobby.link.close()
    assert not wrong
    assert pygame.Rect((0, 0), app.size).contains(app.top.widgets["banner"].rect)


@pytest.mark.filterwarnings("error:.*too small:UserWarning")
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (100, 130))
def test_the_network_games_keep_their_words_in_their_boxes_and_their_codes_whole(app, percent, language):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize((1280, 720))
    names = ("Artaxerxes of the Forty Letter Long Name", "Parysatis of the Forty Letter Long Names", "Bo", "Computer (Normal)")
    for n in range(8):  # more than a page, the longest words a ticket can hold; the latest a code of 8 letters
        keep_ticket(app.keeper.save_dir, Ticket(JOINED if n % 2 else HOST, f"host-{n}.a-long-server-name.example.org", 65535 - n,
                                                "KXRTMPHD" if n == 7 else f"KXRTM{'ACDEFHJK'[n]}", {0: "t", 1: "u"},
                                                tls=bool(n % 2), names=names, year=7, turn=1, played=1000.0 + n))
    clicker = NetClicker(app, seed=3)
    app.top.layout()
    clicker.frames(2)
    continuing = app.top.buttons["continue"]
    assert continuing.text == words("continue.network", game="KXRTMPHD")  # a game without a name: its code whole, never cut
    wrong = words_that_do_not_fit(app)
    clicker.click("load")
    clicker.click("network")
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    clicker.click("earlier")
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    clicker.click("back")
    clicker.click("back")
    clicker.click("join")
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    clicker.click("used")
    wrong += words_that_do_not_fit(app)
    assert not wrong


@pytest.mark.filterwarnings("error:.*too small:UserWarning")
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (100, 130))
def test_your_turn_on_the_title_and_the_list_keeps_its_words_in_their_boxes(app, percent, language):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize((1280, 720))
    names = ("Artaxerxes of the Forty Letter Long Name", "Parysatis of the Forty Letter Long Names")
    for n in range(12):  # a count of two digits; their servers (documentation addresses) are never reached
        keep_ticket(app.keeper.save_dir, Ticket(JOINED, f"host-{n}.a-long-server-name.example.org", 65535 - n,
                                                f"KXRTMP{'ACDEFHJKMNPR'[n]}A", {0: "t"}, names=names, year=7, turn=0,
                                                played=1000.0 + n))
    clicker = NetClicker(app, seed=3)
    clicker.frames(3)  # the games followed from the title's third frame
    following = app.turns.following
    for seat in following.asked:  # as the servers would say: his turn in every one of them
        for entry in following.asked[seat]:
            following.turns[(seat, entry["code"], entry["seat"])] = {"turn": True}
    clicker.frames(2)
    assert app.top.buttons["network games"].text == words("title.your_turn", count=12)
    wrong = words_that_do_not_fit(app) + _laid_out_apart(app)
    clicker.click("network games")
    wrong += words_that_do_not_fit(app) + _laid_out_apart(app)
    assert not wrong
