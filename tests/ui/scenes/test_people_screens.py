"""The screens of people on a server with accounts, by clicks and keys against a real server on
127.0.0.1 (issue 56): Records' Server tab showing the leaderboard the server sent and the account's
own line; the ratings beside the names in the lobby; friends followed and blocked from the account
screen, what the server then holds, and a refusal in words; the notices' settings saved, e-mail
offered only to a confirmed address, and a time zone that is none refused in words."""

from __future__ import annotations

import json
import time
from dataclasses import replace

import pygame
import pytest
from websockets.sync.client import connect

from tests.net.helpers import FakeClock, Player
from tests.net.signed_in import accounts_server, ask, on_loop
from tools.keyplay import Keyboarder
from tools.rated_people import PASSWORD, rated_games, signed_up
from tools.shoot_people import PLAYERS
from xerxes_app.net.outbound import Outbound
from xerxes_app.people.mail import Mail, MailSettings, PLAIN
from xerxes_app.people.notices import EMAIL, PUSH
from xerxes_app.people.push import Push, PushSettings
from xerxes_app.saving.sessions import Kept, keep_session
from xerxes_app.saving.settings import LANGUAGES, UI_SCALES
from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket
from xerxes_app.ui.game import net_presence
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.account_scene import AccountScene
from xerxes_app.ui.scenes.notices_scene import NoticesScene
from xerxes_app.ui.scenes.people_scene import ROWS_SHOWN, PeopleScene
from xerxes_app.ui.scenes.records_scene import Records
from xerxes_app.ui.shell.dimmed import is_dimmed

from ..looks.test_access import words_that_do_not_fit
from ..net_driver import LOOPBACK, NetClicker
from .test_network_fit import _laid_out_apart as laid_out_apart

# Nothing is sent in these tests: the ways exist so that the screen offers them.
SENDING = Outbound("https://play.example.org", {EMAIL: Mail(MailSettings(LOOPBACK, 9, "Xerxes <x@play.example.org>",
                                                                             "play.example.org", security=PLAIN)),
                                                 PUSH: Push(PushSettings("play.example.org"))})


@pytest.fixture
def clock(monkeypatch):
    """The server's wall clock and this computer's, which the test moves together."""
    moved = FakeClock(time.time())
    monkeypatch.setattr(net_presence, "wall", moved)
    return moved


@pytest.fixture
def server(tmp_path, clock):
    with accounts_server(tmp_path / "server", {}, sending=SENDING, wall=clock) as running:
        yield running


def signed_in_here(app, server, name: str, email: str | None = None) -> None:
    """An account made elsewhere, whose session this computer keeps, as after signing in."""
    token = signed_up(LOOPBACK, server.port, name, email)
    keep_session(app.keeper.config_dir, Kept(LOOPBACK, server.port, False, name, token))


def asked(server, name: str, frame: dict) -> dict:
    """What the server answers `frame` from another computer signed in as `name`."""
    with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
        socket.send(json.dumps({"type": "sign_in", "name": name, "password": PASSWORD}))
        assert json.loads(socket.recv(30))["type"] == "signed_in"
        socket.send(json.dumps(frame))
        return json.loads(socket.recv(30))


def account_screen(clicker: NetClicker) -> AccountScene:
    """From the title: Your accounts, the account signed in shown."""
    clicker.wait_for(lambda: "account" in clicker.app.top.targets())
    clicker.click("account")
    screen = clicker.app.top
    clicker.wait_for(lambda: screen.link is not None and screen.link.signed_in and "friends" in screen.widgets)
    return screen


def test_the_server_tab_shows_the_leaderboard_the_server_sent_and_the_accounts_own_line(app, server):
    for name in ("Ann", "Bo", "Cy"):
        signed_up(LOOPBACK, server.port, name)
    signed_in_here(app, server, "Dee")
    store = server.server.people.store
    on_loop(server, rated_games(store, [(["Ann", "Bo", "Cy"], 6), (["Bo", "Cy", "Ann"], 5), (["Ann", "Bo", "Dee"], 2)]))
    sent = asked(server, "Dee", {"type": "leaderboard", "from": 0})
    assert sorted(row["name"] for row in sent["rows"]) == ["Ann", "Bo", "Cy"] and sent["mine"]["place"] is None
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("records")
    records = app.top
    assert isinstance(records, Records)
    clicker.click(("tab", "server"))
    clicker.wait_for(lambda: len(records.board.lines()) == 3)
    assert records.board.lines() == [(str(row["place"]), row["name"], str(row["rating"]), str(row["games"])) for row in sent["rows"]]
    mine = sent["mine"]
    assert records.board.mine_words() == words("people.mine_provisional", name="Dee", rating=mine["rating"], games=2)
    assert ("server", 0) in records.targets()  # the one server with accounts used here
    clicker.click(("tab", "here"))
    clicker.click("back")
    assert all(link.tap.closed for link in records.board.links)  # let go of with the screen


def test_friends_followed_and_blocked_and_what_the_server_then_holds(app, server, clock):
    for name in ("Ann", "Bo"):
        signed_up(LOOPBACK, server.port, name)
    signed_in_here(app, server, "Dee")
    clicker = NetClicker(app)
    account_screen(clicker)
    clicker.click("friends")
    screen = app.top
    assert isinstance(screen, PeopleScene)
    clicker.wait_for(lambda: screen.people is not None)
    assert words("people.nobody_followed") in texts(screen)
    clicker.type_into(("name", "following"), "Nobody")
    clicker.click("follow")
    clicker.wait_for(lambda: screen.done is None)
    assert screen.message == words("net.no_player", v0="Nobody") and screen.wrong
    assert screen.widgets[("name", "following")].get_text() == "Nobody"  # kept, to be put right
    clicker.type_into(("name", "following"), "ann")
    clicker.click("follow")
    clicker.wait_for(lambda: screen.done is None and screen.people["following"])
    assert screen.message == words("people.followed", name="ann")
    assert words("people.seen_row", name="Ann", where=words("day.here")) in texts(screen)  # she signed up just now
    # Two days on, Ann signed in nowhere: the next answer says since when she is away.
    clock.advance(2 * 86400 + 60)
    clicker.type_into(("name", "blocking"), "Bo")
    clicker.click("block")
    clicker.wait_for(lambda: screen.done is None and screen.people["blocking"])
    assert words("people.seen_row", name="Ann", where=words("day.away_days", count=2)) in texts(screen)
    assert asked(server, "Dee", {"type": "people"})["blocking"] == [{"name": "Bo"}]
    held = asked(server, "Dee", {"type": "people"})
    assert [row["name"] for row in held["following"]] == ["Ann"]
    clicker.click(("unfollow", "Ann"))
    clicker.wait_for(lambda: screen.done is None and not screen.people["following"])
    clicker.click(("unblock", "Bo"))
    clicker.wait_for(lambda: screen.done is None and not screen.people["blocking"])
    assert asked(server, "Dee", {"type": "people"}) == {"type": "people", "following": [], "blocking": []}
    assert screen.message == words("people.unblocked", name="Bo")


def texts(screen) -> list[str]:
    return [element.text for element in screen.root.elements if isinstance(getattr(element, "text", None), str)]


def test_notices_saved_email_only_to_a_confirmed_address_and_a_zone_refused_in_words(app, server):
    signed_in_here(app, server, "Dee", email="dee@example.org")
    clicker = NetClicker(app)
    account_screen(clicker)
    clicker.click("notices")
    screen = app.top
    assert isinstance(screen, NoticesScene)
    clicker.wait_for(lambda: screen.kept is not None)
    assert screen.kept["by"] is None and ("by", EMAIL) in screen.targets() and ("by", PUSH) in screen.targets()
    # E-mail to an address not confirmed: dimmed, and a press says why.
    assert is_dimmed(screen.widgets[("by", EMAIL)])
    clicker.click(("by", EMAIL))
    assert screen.message == words("people.email_why")
    clicker.click(("by", PUSH))
    clicker.type_into("push", "ntfy+https://ntfy.sh/xerxes-dee")
    clicker.click(("reminders", False))
    clicker.click(("digest", "hour"))
    clicker.click(("hour", 1))
    clicker.type_into("zone", "Asia/Tokyo")
    clicker.click("save")
    clicker.wait_for(lambda: not screen.saving)
    assert screen.message == words("people.saved")
    held = asked(server, "Dee", {"type": "notices"})["settings"]
    assert held == {"by": "push", "push": "ntfy+https://ntfy.sh/xerxes-dee", "turns": True, "reminders": False, "digest": 9,
                    "zone": "Asia/Tokyo"}
    clicker.type_into("zone", "Mars/Olympus")
    clicker.click("save")
    clicker.wait_for(lambda: not screen.saving)
    assert screen.message == words("net.notices_zone", v0="Mars/Olympus") and screen.wrong
    assert asked(server, "Dee", {"type": "notices"})["settings"]["zone"] == "Asia/Tokyo"


def test_a_rating_beside_each_name_an_account_holds_in_the_lobby_and_on_the_mats(app, server):
    signed_up(LOOPBACK, server.port, "Bo")
    signed_up(LOOPBACK, server.port, "Ann")
    signed_in_here(app, server, "Dee")
    store = server.server.people.store
    on_loop(server, rated_games(store, [(["Ann", "Bo"], 10), (["Dee", "Bo"], 1)]))
    ids = {account.name: account.id for account in store.accounts.values()}
    ratings = on_loop(server, store.ratings([ids["Ann"], ids["Dee"]]))
    ann, dee = ratings[ids["Ann"]], ratings[ids["Dee"]]
    assert not ann.provisional and dee.provisional
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    host = app.top
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(server.port))
    Keyboarder(app).press(pygame.K_RETURN)
    clicker.wait_for(lambda: ("account", "account") in host.targets())  # signed in by the session kept
    clicker.click("start")
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    dee_row = words("lobby.row", number=1, name=words("people.rated_provisional", name="Dee", rating=dee.shown),
                    where=words("lobby.here"))
    assert lobby.seat_rows()[0] == dee_row  # the host's own rating from the first, provisional
    # Ann joins from her computer, signed in: her rating beside her name, not provisional.
    player = Player(server.port, 5)
    assert ask(player, {"type": "sign_in", "name": "Ann", "password": PASSWORD}, ("signed_in",))["type"] == "signed_in"
    player.join(lobby.link.code, 1, "Ann")
    clicker.wait_for(lambda: len(lobby.seat_rows()) == 2 and words("people.rated", name="Ann", rating=ann.shown) in lobby.seat_rows()[1])
    assert [label.text for label in lobby.root.elements if getattr(label, "text", None) == lobby.seat_rows()[1]]
    # At the table: the mats' names say the same.
    clicker.click("start")
    clicker.wait_for(lambda: hasattr(app.top, "play") and app.top.play.session.ready)
    assert app.top.play.mat_names == [words("people.rated_provisional", name="Dee", rating=dee.shown),
                                      words("people.rated", name="Ann", rating=ann.shown)]
    assert app.top.play.names == ["Dee", "Ann"]  # the game's sentences name the players alone
    player.close()
    app.top.play.link.close()


def test_the_leaderboard_a_screenful_at_a_time(app, server):
    names = list(PLAYERS[:13])
    for number, name in enumerate(names):
        signed_up(LOOPBACK, server.port, name, source=f"127.0.0.{2 + number}")  # a computer each: sign-ups are bounded per address
    on_loop(server, rated_games(server.server.people.store, [(names[n:n + 3], 10) for n in range(0, len(names) - 2)]))
    sent = asked_anonymously(server, {"type": "leaderboard", "from": 0})
    assert sent["total"] == len(names) and sent["mine"] is None
    clicker = NetClicker(app)
    clicker.frames(2)
    records = open_server_tab(clicker, server)
    board = records.board
    shown = board.shown
    assert 3 <= shown < len(names) and ("page", -1) not in records.targets()  # at the top: nothing better
    assert board.mine_words() == words("people.mine_none")  # not signed in there
    clicker.click(("page", 1))
    clicker.wait_for(lambda: len(board.lines()) == min(shown, len(names) - shown))
    assert board.lines()[0][0] == str(shown + 1)
    assert [line[1] for line in board.lines()] == [row["name"] for row in sent["rows"][shown:2 * shown]]
    clicker.click(("page", -1))
    assert board.lines()[0][1] == sent["rows"][0]["name"]


def asked_anonymously(server, frame: dict) -> dict:
    with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
        socket.send(json.dumps(frame))
        return json.loads(socket.recv(30))


def open_server_tab(clicker: NetClicker, server) -> Records:
    """A game joined at the server once (its ticket), then Records' Server tab, its board read."""
    saves = clicker.app.keeper.save_dir
    keep_ticket(saves, Ticket(JOINED, LOOPBACK, server.port, "ABCDEFGH", {1: "token"}, played=time.time()))
    clicker.click("records")
    records = clicker.app.top
    clicker.click(("tab", "server"))
    clicker.wait_for(lambda: records.board.answered and records.board.lines())
    return records


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (UI_SCALES[0], UI_SCALES[-1]))
def test_the_screens_of_people_fit_at_1280_by_720(app, server, language, percent):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    signed_up(LOOPBACK, server.port, "Artaphernes")
    signed_in_here(app, server, "Mithridates", email="mithridates@example.org")
    on_loop(server, rated_games(server.server.people.store, [(["Artaphernes", "Mithridates"], 10)]))
    clicker = NetClicker(app)
    account_screen(clicker)
    wrong = words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click("friends")
    screen = app.top
    clicker.wait_for(lambda: screen.people is not None)
    for kind, ask, name in (("following", "follow", "Artaphernes"), ("blocking", "block", "Nobody-by-that-name")):
        clicker.type_into(("name", kind), name)
        clicker.click(ask)
        clicker.wait_for(lambda: screen.done is None)
    assert screen.wrong  # the longest: a name that is nobody's
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click("back")
    clicker.click("notices")
    notices = app.top
    clicker.wait_for(lambda: notices.kept is not None)
    clicker.click(("digest", "hour"))
    clicker.click(("turns", False))  # dimmed: the digest tells them instead, said
    assert notices.message == words("people.digest_instead")
    clicker.click(("by", EMAIL))  # dimmed: the address is not confirmed, said
    assert notices.message == words("people.email_why")
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click("back")
    clicker.click("back")
    open_server_tab(clicker, server)
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    assert not wrong


def test_friends_past_the_rows_shown_are_counted(app, server):
    followed = list(PLAYERS[:ROWS_SHOWN + 2])
    for number, name in enumerate(followed):
        signed_up(LOOPBACK, server.port, name, source=f"127.0.0.{2 + number}")
    signed_in_here(app, server, "Dee")
    for name in followed:
        assert asked(server, "Dee", {"type": "follow_player", "name": name})["type"] == "people"
    clicker = NetClicker(app)
    account_screen(clicker)
    clicker.click("friends")
    screen = app.top
    clicker.wait_for(lambda: screen.people is not None)
    assert len(screen.people["following"]) == ROWS_SHOWN + 2
    assert len([key for key in screen.targets() if isinstance(key, tuple) and key[0] == "unfollow"]) == ROWS_SHOWN
    assert words("people.more", count=2) in texts(screen)
