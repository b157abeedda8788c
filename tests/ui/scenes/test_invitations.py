"""An invitation round-trips: the host's lobby copies it, pasted whole into any field of Join it
fills in every field and finds the game, given on the command line (`xerxes xerxes://…`) the app
opens at Join with it; a bad one is one sentence in the player's language, the fields as they were."""

from __future__ import annotations

import json

import pygame
import pytest
from pygame_gui.core.utility import clipboard_copy, clipboard_paste

from xerxes_app import app as app_module
from xerxes_app.net.invitation import read
from xerxes_app.ui.looks.language import said, words
from xerxes_app.ui.scenes import lobby as lobby_module
from xerxes_app.ui.scenes import start as start_module
from xerxes_app.ui.scenes.join_scene import JoinScene

from ..conftest import LANGUAGE
from ..net_driver import LOOPBACK, NetClicker


def paste_into(clicker: NetClicker, field: str) -> None:
    """Click a field of the screen and press Ctrl+V, as key events."""
    clicker.click(field)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="\x16", scancode=0))
    clicker.frames(2)


def fields(scene: JoinScene) -> tuple:
    return tuple(scene.widgets[key].get_text() for key in ("address", "port", "code")) + (scene.tls,)


@pytest.fixture
def hosted(app):
    """The host's lobby, its game ready (a person here, an open seat), and its clicker."""
    clicker = NetClicker(app)
    lobby = clicker.host()
    clicker.wait_for(lambda: lobby.link.ready)
    yield clicker, lobby
    lobby.link.close()


def test_the_lobbys_invitation_pasted_whole_into_join_finds_the_game(hosted):
    clicker, lobby = hosted
    app = clicker.app
    clicker.click("invite")
    line = clipboard_paste()
    assert line == f"xerxes://{LOOPBACK}:{lobby.link.port}/{lobby.link.code}" == lobby.invitation()
    assert lobby.widgets["read out"].text == words("lobby.invite_copied")
    app.push(JoinScene(app))  # the other player's Join screen
    join = app.top
    paste_into(clicker, "port")  # a field of digits only: the invitation is taken whole all the same
    assert fields(join) == (LOOPBACK, str(lobby.link.port), lobby.link.code, False)
    clicker.wait_for(lambda: ("seat", 1) in join.targets())  # found at once, no click on Find
    clicker.type_into("name", "Bo")
    clicker.click("take")
    clicker.wait_for(lambda: hasattr(app.top, "play"))
    assert app.top.play.link.game.my_seats == [1]
    app.top.play.link.close()


def test_without_a_clipboard_the_line_is_shown_to_copy_by_hand(hosted, monkeypatch):
    clicker, lobby = hosted

    def no_clipboard(text):
        raise pygame.error("no clipboard")

    monkeypatch.setattr(lobby_module, "clipboard_copy", no_clipboard)
    clicker.click("invite")
    assert lobby.widgets["invitation"].get_text() == lobby.invitation()
    assert lobby.widgets["status"].text == words("lobby.invite_by_hand")


BAD = {
    "http://203.0.113.20:8765/KXRTMPAC": "invite.scheme",
    "xerxes://203.0.113.20:99999/KXRTMPAC": "invite.port",
    "xerxes://203.0.113.20:8765/KXR0": "invite.code",
    "xerxes://203.0.113.20:8765/KXRTMPAC" + "?" * 400: "invite.too_long",
    "xerxes://203.0.113.20:8765/KXRT\x07MPAC": "invite.control",
}


def test_a_bad_invitation_pasted_is_said_in_words_and_the_fields_stay(app):
    clicker = NetClicker(app)
    clicker.frames(2)
    clicker.click("join")
    join = app.top
    clicker.type_into("address", "198.51.100.5")
    clicker.type_into("code", "ACDEFHJK")
    before = fields(join)
    for line, key in BAD.items():
        clipboard_copy(line)
        paste_into(clicker, "address")
        try:
            read(line)
        except Exception as refused:
            sentence = refused.sentence
        assert sentence.key == key
        assert join.widgets["message"].text == said(sentence) and join.wrong, line
        assert fields(join) == before and join.link is None, line
    clipboard_copy("play.example.org")  # not an invitation: the field pastes it as it is
    paste_into(clicker, "address")
    assert join.widgets["address"].get_text() == "198.51.100.5play.example.org"


@pytest.fixture
def started_apps(monkeypatch, tmp_path):
    """The apps `xerxes_app.app.main` starts, kept to look at."""
    made = []
    real = start_module.start

    def start(*args, **kwargs):
        made.append(real(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(start_module, "start", start)
    config = tmp_path / "command line" / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE}))
    return made, ["--size", "1280x720", "--save-dir", str(config.parent / "saves"), "--config-dir", str(config), "--ready-signal"]


def test_an_invitation_on_the_command_line_opens_join_with_everything_filled_in(hosted, started_apps):
    _, lobby = hosted
    made, options = started_apps
    line = lobby.invitation().replace("xerxes://", "XERXES://") + "?tls=0"
    assert app_module.main([line, *options]) == 0
    join = made[0].top
    assert isinstance(join, JoinScene)
    assert fields(join) == (LOOPBACK, str(lobby.link.port), lobby.link.code, False)
    clicker = NetClicker(made[0])
    clicker.wait_for(lambda: ("seat", 1) in join.targets())
    join._drop()


def test_a_bad_invitation_on_the_command_line_is_said_on_join(started_apps):
    made, options = started_apps
    assert app_module.main(["xerxes://203.0.113.20:0/KXRTMPAC", *options]) == 0
    join = made[0].top
    assert isinstance(join, JoinScene) and join.link is None
    assert join.widgets["message"].text == words("invite.port")
