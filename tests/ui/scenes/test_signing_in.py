"""Accounts at the screen, by clicks and keys, against a real server run with --accounts on
127.0.0.1 (net/account_link.py, account_row.py, sign_in_scene.py, account_scene.py): an account
made from Join, its address confirmed by the code the server queued, a seat taken signed in; signed
out and in again by password; the same account on a second computer (another settings folder,
XERXES_CONFIG_DIR); a forgotten password reset by a code; the account deleted after a question;
every refusal said in words; the session kept in a file of its owner's alone, and no password ever
written in the settings folder. A server without accounts offers nothing of it."""

from __future__ import annotations

import json
import os
import stat
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from websockets.sync.client import connect

from tools.keyplay import Keyboarder
from xerxes_app.net import hosting
from xerxes_app.net import shared
from xerxes_app.people.notices import CONFIRM_CODE, RESET_CODE
from xerxes_app.saving.settings import LANGUAGES
from xerxes_app.saving.sessions import SESSIONS_FILE, kept_sessions
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.account_scene import AccountScene
from xerxes_app.ui.scenes.join_scene import JoinScene
from xerxes_app.ui.scenes.sign_in_scene import SignIn
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.scenes.used_servers import server_words
from xerxes_app.ui.shell.dialog import asking

from ..looks.test_access import words_that_do_not_fit
from ..net_driver import LOOPBACK, NetClicker
from .test_network_fit import _laid_out_apart as laid_out_apart
from .test_network_screens import TWO, created

PASSWORD = "Persepolis-by-night"


@pytest.fixture
def server(tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK, options=["--accounts"])
    yield handle
    handle.stop()


def code_sent(clicker: NetClicker, folder: Path, kind: str, before: set = frozenset()) -> str:
    """The code of the newest notice of `kind` the server queued (people/notices.json): what the
    e-mail would have said."""
    found: list[str] = []

    def queued() -> bool:
        try:
            rows = json.loads((folder / "people" / "notices.json").read_text())
        except (OSError, ValueError):
            return False
        found[:] = [row["notice"]["facts"]["code"] for row in rows if row["notice"]["kind"] == kind
                    and row["notice"]["facts"]["code"] not in before]
        return bool(found)

    clicker.wait_for(queued)
    return found[-1]


def made_elsewhere(port: int, name: str, email: str | None = None) -> None:
    """An account made by another computer's app."""
    with connect(f"ws://{LOOPBACK}:{port}") as socket:
        socket.send(json.dumps({"type": "sign_up", "name": name, "password": PASSWORD} | ({"email": email} if email else {})))
        assert json.loads(socket.recv(30))["type"] == "signed_in"


def found(clicker: NetClicker, port: int, code: str) -> JoinScene:
    """From the title: Join a game, the game found, the server's accounts asked about."""
    clicker.frames(2)
    clicker.find_game(port, code)
    scene = clicker.app.top
    clicker.wait_for(lambda: scene.account.link is not None and scene.account.link.known and "name" in scene.widgets)
    return scene


def said(clicker: NetClicker) -> str:
    """What the screen says under what it asked; its lines on screen say all of it."""
    screen = clicker.app.top
    shown = "".join(label.text for label in screen.widgets["message"]).replace(" ", "")
    assert shown == screen.message.replace(" ", ""), (shown, screen.message)
    return screen.message


def fill(clicker: NetClicker, **typed: str) -> None:
    for key, text in typed.items():
        clicker.type_into(key, text)


def answered(clicker: NetClicker) -> None:
    """The form's request answered, whatever the answer."""
    clicker.wait_for(lambda: not isinstance(clicker.app.top, SignIn) or not clicker.app.top.sent)


def signed_up_from_join(clicker: NetClicker, port: int, name: str):
    """From the title: a game found on Join, an account made there by its name and a password; Join
    (signed in), and the connection of the game's creator."""
    code, host = created(port, TWO)
    join = found(clicker, port, code)
    clicker.click(("account", "create"))
    fill(clicker, name=name, password=PASSWORD, again=PASSWORD)
    clicker.click("submit")
    clicker.wait_for(lambda: clicker.app.top is join and join.account.name == name)
    clicker.frames(2)
    return join, host


def nothing_secret_in(folder: Path) -> None:
    for path in folder.rglob("*"):
        if path.is_file():
            assert PASSWORD.encode() not in path.read_bytes(), path


def test_an_account_made_from_join_confirmed_and_a_seat_taken_signed_in(app, server, tmp_path):
    code, host = created(server.port, TWO)
    clicker = NetClicker(app)
    join = found(clicker, server.port, code)
    clicker.click(("account", "create"))
    form = app.top
    assert isinstance(form, SignIn) and form.widgets["password"].is_text_hidden and form.widgets["again"].is_text_hidden
    # The password's rules are said before anything is sent; so are two passwords that differ.
    assert words("account.password_rules", least=10) in [label.text for label in form.root.elements if hasattr(label, "text")]
    fill(clicker, name="Atossa", password="short", again="short")
    clicker.click("submit")
    assert said(clicker) == words("net.password_short", v0=10)
    fill(clicker, password="password1234", again="password1234")
    clicker.click("submit")
    assert said(clicker) == words("net.password_common")
    fill(clicker, password=PASSWORD, again=PASSWORD + "!", email="atossa@example.org")
    clicker.click("submit")
    assert said(clicker) == words("account.passwords_differ")
    fill(clicker, again=PASSWORD)
    clicker.click("submit")
    # Made: the account screen follows, for the code sent to the address.
    clicker.wait_for(lambda: isinstance(app.top, AccountScene))
    screen = app.top
    clicker.wait_for(lambda: "code" in screen.widgets)
    clicker.type_into("code", "AAAA-AAAA")
    clicker.click("confirm")
    clicker.wait_for(lambda: screen.link.asked is None)
    assert said(clicker) == words("net.code_wrong")
    clicker.type_into("code", code_sent(clicker, tmp_path / "server", CONFIRM_CODE).lower())
    clicker.click("confirm")
    clicker.wait_for(lambda: "code" not in screen.widgets)
    assert [label.text for label in screen.root.elements if getattr(label, "text", "") == words(
        "account.email_confirmed", email="atossa@example.org")]
    # Back on Join: the name is the account's, shown signed in; the seat is taken signed in.
    Keyboarder(app).press(pygame.K_ESCAPE)
    assert app.top is join
    clicker.frames(2)
    assert join.widgets["name"].get_text() == "Atossa" and not join.widgets["name"].is_enabled
    assert join.account.widgets["account"].text == words("account.signed_in_as", name="Atossa")
    clicker.click("take")
    clicker.wait_for(lambda: hasattr(app.top, "play"))
    play = app.top.play
    assert play.link.game.seats[1].name == "Atossa"
    saved = tmp_path / "server" / "games" / f"{code}.json"
    clicker.wait_for(lambda: json.loads(saved.read_text())["network"]["seats"][1].get("account") is not None)
    # The session kept, in a file of its owner's alone; no password anywhere in the settings folder.
    config = app.keeper.config_dir
    (kept,) = kept_sessions(config)
    assert (kept.address, kept.port, kept.name) == (LOOPBACK, server.port, "Atossa")
    if os.name == "posix":
        assert stat.S_IMODE((config / SESSIONS_FILE).stat().st_mode) == 0o600
    nothing_secret_in(config)
    play.link.close()
    host.close()


def test_signed_out_in_again_by_password_and_the_same_account_on_a_second_computer(app, server, tmp_path, monkeypatch):
    clicker = NetClicker(app)
    join, host = signed_up_from_join(clicker, server.port, "Darius")
    # The account screen from Join: signed out on this computer, the session forgotten.
    clicker.click(("account", "account"))
    screen = app.top
    assert isinstance(screen, AccountScene)
    clicker.click("sign_out")
    clicker.wait_for(lambda: not screen.link.signed_in)
    assert said(clicker) == words("account.signed_out", server=server_words((LOOPBACK, server.port, False)))
    assert kept_sessions(app.keeper.config_dir) == []
    # Signed in again by name and password: a wrong one refused in words first.
    clicker.click("sign in")
    fill(clicker, name="darius", password="not-the-password")
    clicker.click("submit")
    answered(clicker)
    assert said(clicker) == words("net.sign_in_wrong")
    fill(clicker, password=PASSWORD)
    clicker.click("submit")
    clicker.wait_for(lambda: app.top is screen)
    assert screen.link.name == "Darius" and kept_sessions(app.keeper.config_dir)[0].name == "Darius"
    nothing_secret_in(app.keeper.config_dir)
    clicker.click("back")
    clicker.click("back")
    host.close()
    # A second computer: its own settings folder, its own connections.
    shared.SERVERS.close()
    monkeypatch.setenv("XERXES_CONFIG_DIR", str(tmp_path / "second"))
    second = start((1280, 720), tmp_path / "second-saves")
    assert second.keeper.config_dir == tmp_path / "second" and kept_sessions(second.keeper.config_dir) == []
    other = NetClicker(second)
    code, host = created(server.port, TWO)
    join = found(other, server.port, code)
    assert not join.account.link.signed_in
    other.click(("account", "sign in"))
    fill(other, name="Darius", password=PASSWORD)
    Keyboarder(second).press(pygame.K_RETURN)  # Enter in the field sends the form
    other.wait_for(lambda: second.top is join and join.account.name == "Darius")
    other.frames(2)
    other.click(("account", "account"))
    assert second.top.link.account == {"name": "Darius", "email": None, "confirmed": False}
    host.close()


def test_a_forgotten_password_reset_by_the_code_sent(app, server, tmp_path):
    made_elsewhere(server.port, "Artemisia", "artemisia@example.org")
    confirm = code_sent(NetClicker(app), tmp_path / "server", CONFIRM_CODE)
    with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
        socket.send(json.dumps({"type": "sign_in", "name": "Artemisia", "password": PASSWORD}))
        socket.recv(30)
        socket.send(json.dumps({"type": "confirm_address", "secret": confirm}))
        assert json.loads(socket.recv(30))["account"]["confirmed"] is True
    code, host = created(server.port, TWO)
    clicker = NetClicker(app)
    join = found(clicker, server.port, code)
    clicker.click(("account", "sign in"))
    clicker.click(("form", "forgot"))
    form = app.top
    assert form.form == "forgot" and form.widgets["password"].is_text_hidden
    clicker.type_into("name", "Artemisia")
    clicker.click("send_code")
    clicker.wait_for(lambda: said(clicker) == words("account.code_sent"))
    new = "Halicarnassus-by-sea"
    fill(clicker, code="CCCC-CCCC", password=new, again=new)
    clicker.click("submit")
    answered(clicker)
    assert said(clicker) == words("net.code_wrong")
    fill(clicker, code=code_sent(clicker, tmp_path / "server", RESET_CODE, {confirm}))
    clicker.click("submit")
    clicker.wait_for(lambda: app.top is join and join.account.name == "Artemisia")
    for path in app.keeper.config_dir.rglob("*"):
        assert not path.is_file() or new.encode() not in path.read_bytes()
    host.close()


def test_an_account_deleted_after_a_question_saying_what_is_lost(app, server, tmp_path):
    clicker = NetClicker(app)
    join, host = signed_up_from_join(clicker, server.port, "Xerxes")
    clicker.click(("account", "account"))
    screen = app.top
    clicker.click("delete")
    assert said(clicker) == words("account.delete_password")
    clicker.type_into("password", "not-the-password")
    assert screen.widgets["password"].is_text_hidden
    clicker.click("delete")
    where = server_words((LOOPBACK, server.port, False))
    assert words("account.delete_question", name="Xerxes", server=where) in asking(app).text_box.html_text
    clicker.click(("ask", "yes"))
    clicker.wait_for(lambda: screen.link.asked is None)
    assert said(clicker) == words("net.sign_in_wrong") and screen.link.signed_in
    clicker.type_into("password", PASSWORD)
    clicker.click("delete")
    clicker.click(("ask", "yes"))
    clicker.wait_for(lambda: not screen.link.signed_in)
    assert said(clicker) == words("account.deleted", server=where)
    assert kept_sessions(app.keeper.config_dir) == []
    host.close()


def test_an_address_added_later_its_code_sent_again_and_confirmed(app, server, tmp_path):
    clicker = NetClicker(app)
    join, host = signed_up_from_join(clicker, server.port, "Mardonius")  # made with no address
    clicker.click(("account", "account"))
    screen = app.top
    assert screen.widgets["change_address"].text == words("account.add_address") and "send_again" not in screen.widgets
    clicker.type_into("address", "mardonius@example.org")
    clicker.click("change_address")  # no password typed: said why, nothing sent
    assert said(clicker) == words("account.address_password") and screen.link.asked is None
    clicker.type_into("password", "not-the-password")
    clicker.click("change_address")
    clicker.wait_for(lambda: screen.link.asked is None)
    assert said(clicker) == words("net.sign_in_wrong") and screen.link.account["email"] is None
    clicker.type_into("password", PASSWORD)
    clicker.click("change_address")
    clicker.wait_for(lambda: "send_again" in screen.widgets)
    assert said(clicker) == words("account.code_sent_to", email="mardonius@example.org")
    assert screen.widgets["change_address"].text == words("account.change_address")
    first = code_sent(clicker, tmp_path / "server", CONFIRM_CODE)
    # Sent again: a new code, the first one confirming nothing any more.
    clicker.type_into("password", PASSWORD)
    clicker.click("send_again")
    again = code_sent(clicker, tmp_path / "server", CONFIRM_CODE, {first})
    clicker.wait_for(lambda: screen.link.asked is None)
    clicker.type_into("code", first)
    clicker.click("confirm")
    clicker.wait_for(lambda: screen.link.asked is None)
    assert said(clicker) == words("net.code_wrong")
    clicker.type_into("code", again)
    clicker.click("confirm")
    clicker.wait_for(lambda: "code" not in screen.widgets)
    assert screen.link.account == {"name": "Mardonius", "email": "mardonius@example.org", "confirmed": True}
    assert "send_again" not in screen.widgets and screen.widgets["address"].get_text() == "mardonius@example.org"
    host.close()


def test_refusals_are_said_and_the_form_works_by_keys(app, server):
    made_elsewhere(server.port, "Mardonius")
    code, host = created(server.port, TWO)
    clicker = NetClicker(app)
    join = found(clicker, server.port, code)
    clicker.click(("account", "create"))
    fill(clicker, name="MARDONIUS", password=PASSWORD, again=PASSWORD)
    clicker.click("submit")
    answered(clicker)
    assert said(clicker) == words("net.name_taken", v0="MARDONIUS")
    # Another form keeps the name typed, never a password.
    clicker.click(("form", "sign in"))
    assert app.top.widgets["name"].get_text() == "MARDONIUS" and app.top.widgets["password"].get_text() == ""
    clicker.click(("form", "create"))
    # Tab goes from field to field, the focus ring on each in turn; Escape goes back to Join.
    keys = Keyboarder(app)
    clicker.click("name")
    keys.press(pygame.K_TAB)  # the ring shown where the focus is: the name typed in
    form = app.top.widgets
    assert app.focus.key is form["name"]
    for field in ("password", "again", "email"):
        keys.press(pygame.K_TAB)
        assert form[field].is_focused and not form["name"].is_focused
    keys.press(pygame.K_ESCAPE)
    assert app.top is join and not join.account.link.signed_in
    host.close()


def test_a_server_without_accounts_offers_none(app, tmp_path):
    plain = hosting.start_server(tmp_path / "plain", port=0, address=LOOPBACK)
    try:
        code, host = created(plain.port, TWO)
        clicker = NetClicker(app)
        join = found(clicker, plain.port, code)
        assert join.account.link.accounts is False and join.account.widgets == {}
        assert not any(isinstance(key, tuple) and key[0] == "account" for key in join.targets())
        assert join.widgets["name"].is_enabled
        host.close()
    finally:
        plain.stop()


def test_host_on_a_server_signs_in_beside_the_games_name_and_the_title_opens_the_account(app, server, tmp_path):
    made_elsewhere(server.port, "Atossa")
    clicker = NetClicker(app)
    clicker.frames(2)
    assert "account" not in app.top.targets()  # signed in nowhere: no "Your accounts"
    clicker.click("new game")
    clicker.click("host")
    host = app.top
    assert host.account.link is None  # served by this computer: no account asked about
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(server.port))
    Keyboarder(app).press(pygame.K_RETURN)  # the server typed: its accounts asked about
    clicker.wait_for(lambda: ("account", "sign in") in host.targets())
    clicker.click(("account", "sign in"))
    fill(clicker, name="Atossa", password=PASSWORD)
    clicker.click("submit")
    clicker.wait_for(lambda: app.top is host and ("account", "account") in host.targets())
    assert host.widgets["name"][0].get_text() == "Atossa" and not host.widgets["name"][0].is_enabled
    assert host.widgets["game name"].get_text() == words("host.default_name", name="Atossa")
    clicker.click("start")
    lobby = app.top
    clicker.wait_for(lambda: lobby.link.ready)
    assert lobby.link.game.seats[0].name == "Atossa"
    saved = tmp_path / "server" / "games" / f"{lobby.link.code}.json"  # the host's seat is the account's
    clicker.wait_for(lambda: saved.exists() and json.loads(saved.read_text())["network"]["seats"][0].get("account"))
    lobby.link.close()
    # The title's network corner: the account screen, for each server signed in to.
    app.back_to("title")
    clicker.frames(3)
    clicker.click("account")
    screen = app.top
    assert isinstance(screen, AccountScene) and ("server", 0) in screen.targets()
    clicker.wait_for(lambda: screen.link.signed_in)
    assert screen.link.name == "Atossa" and screen.widgets[("server", 0)].text == words(
        "account.server_row", server=server_words((LOOPBACK, server.port, False)), name="Atossa")


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (100, 130))
def test_the_account_screens_fit(app, server, percent, language):
    """At 1280 x 720, the smallest window: Host and Join with the accounts' row, signed in and not;
    the three forms, each saying its longest; the account screen with an address to confirm,
    saying what it needs."""
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    port, name = server.port, "Artaphernes"
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click(("players", 4))
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(port))
    Keyboarder(app).press(pygame.K_RETURN)
    host = app.top
    clicker.wait_for(lambda: ("account", "create") in host.targets())
    wrong = words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click(("account", "create"))
    fill(clicker, name=name, password="short")
    clicker.click("submit")
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click(("form", "sign in"))
    clicker.click(("form", "forgot"))
    clicker.type_into("name", name)
    clicker.click("send_code")  # its answer the longest sentence of the forms
    clicker.wait_for(lambda: app.top.message == words("account.code_sent"))
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click(("form", "sign in"))
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    Keyboarder(app).press(pygame.K_ESCAPE)
    clicker.click(("account", "create"))
    fill(clicker, name=name, password=PASSWORD, again=PASSWORD, email=f"{name.lower()}@example.org")
    clicker.click("submit")
    clicker.wait_for(lambda: isinstance(app.top, AccountScene) and "code" in app.top.widgets)
    clicker.click("delete")  # no password typed: said why
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click("back")
    clicker.wait_for(lambda: ("account", "account") in host.targets())
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    clicker.click("back")
    clicker.click("back")
    code, other = created(port, TWO)
    found(clicker, port, code)
    wrong += words_that_do_not_fit(app) + laid_out_apart(app)
    other.close()
    assert not wrong
