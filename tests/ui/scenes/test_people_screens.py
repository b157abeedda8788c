"""The screens of people on a server with accounts, by clicks and keys against a real server on
127.0.0.1 (issue 56): Records' Server tab showing the leaderboard the server sent and the account's
own line; the ratings beside the names in the lobby; friends followed and blocked from the account
screen, what the server then holds, and a refusal in words; the notices' settings saved, e-mail
offered only to a confirmed address, and a time zone that is none refused in words."""

from __future__ import annotations

import json

import pytest
from websockets.sync.client import connect

from tests.net.signed_in import accounts_server, on_loop
from tools.rated_people import PASSWORD, rated_games, signed_up
from xerxes_app.net.outbound import Outbound
from xerxes_app.people.mail import Mail, MailSettings, PLAIN
from xerxes_app.people.notices import EMAIL, PUSH
from xerxes_app.people.push import Push, PushSettings
from xerxes_app.saving.sessions import Kept, keep_session
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.account_scene import AccountScene
from xerxes_app.ui.scenes.notices_scene import NoticesScene
from xerxes_app.ui.scenes.people_scene import PeopleScene
from xerxes_app.ui.scenes.records_scene import Records
from xerxes_app.ui.shell.dimmed import is_dimmed

from ..net_driver import LOOPBACK, NetClicker

# Nothing is sent in these tests: the ways exist so that the screen offers them.
SENDING = Outbound("https://play.example.org", {EMAIL: Mail(MailSettings(LOOPBACK, 9, "Xerxes <x@play.example.org>",
                                                                             "play.example.org", security=PLAIN)),
                                                 PUSH: Push(PushSettings("play.example.org"))})


@pytest.fixture
def server(tmp_path):
    with accounts_server(tmp_path / "server", {}, sending=SENDING) as running:
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
    assert not any(link.tap.connection.started and not link.tap.closed for link in records.board.links)


def test_friends_followed_and_blocked_and_what_the_server_then_holds(app, server):
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
    assert words("people.seen_row", name="Ann", where=words("people.never_seen")) in texts(screen) or \
        any(text.startswith("Ann") for text in texts(screen))
    clicker.type_into(("name", "blocking"), "Bo")
    clicker.click("block")
    clicker.wait_for(lambda: screen.done is None and screen.people["blocking"])
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
