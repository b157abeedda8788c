"""Words to the table that are noticed, and a mute that reads well, by clicks and keys at Bo's
table while Ann, at another computer, speaks: the lines said while the drawer is shut are counted
on its button and chime once each (at the talk volume; 0 plays nothing), and opening the drawer
reads them; the characters left are counted as one types and a line too long is refused in
words, never cut; the mute list names each person with their state, mutes by name in every game
on this computer, and hides only what is said after the mute; Escape closes the list before it
opens the game's menu; the open drawer never covers a hand shown.

Every server here listens on 127.0.0.1 only (conftest.py)."""

import json

import pygame
import pytest

from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.table_talk import LINE_MAX
from xerxes_app.rules import situation, standard_content
from xerxes_app.saving.settings import SETTINGS_FILE
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table

from ..conftest import LANGUAGE
from ..net_driver import LOOPBACK, NetClicker, join_by_clicks
from ..sound.test_sound import Ear
from ..table_at import at_table
from .test_watch_and_talk import following, hosted, press


@pytest.fixture
def server(tmp_path):
    handle = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    yield handle
    handle.stop()


def heard_app(folder, ear, **settings):
    config = folder / "config"
    config.mkdir(exist_ok=True)
    (config / SETTINGS_FILE).write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE,
                                                    "turn_watcher_offered": True, **settings}))
    return start((1280, 720), folder / "saves", config, mixer=ear)


def bo_at(app, port: int, code: str, ann) -> tuple[NetClicker, Table]:
    """Bo at his table by clicks, once Ann's computer sees him there (so that all she says reaches him)."""
    clicker = NetClicker(app)
    clicker.frames(2)
    join_by_clicks(clicker, port, code)
    clicker.wait_for(lambda: following(ann)() or (len(ann.presence) > 1 and ann.presence[1]))
    return clicker, app.top


def said_here(table: Table, count: int):
    """Ready once `count` lines are at Bo's copy of the game."""
    return lambda: len(table.play.session.talk) == count


@pytest.mark.parametrize("volume", [60, 0])
def test_lines_said_while_the_drawer_is_shut_are_counted_and_chime_once_each(tmp_path, server, volume):
    ear = Ear()
    app = heard_app(tmp_path, ear, talk_volume=volume)
    code, ann = hosted(server.port)
    clicker, table = bo_at(app, server.port, code, ann)
    badge = table.log.badge
    try:
        assert not table.log.open and not badge.visible
        ear.heard()
        ann.say("Welcome, Bo")
        ann.say(phrase="good_game")
        clicker.wait_for(lambda: badge.visible and badge.text == "2")
        assert ear.heard().count("talk") == (2 if volume else 0), "a chime a line, none at volume 0"
        assert badge.rect.colliderect(table.widgets["log button"].rect)  # on the button's corner
        clicker.click(("button", "log"))
        assert not badge.visible and table.log.talk.unread() == 0
        ann.say("While you read")
        clicker.wait_for(said_here(table, 3))
        clicker.frames(2)
        assert ear.heard().count("talk") == 0 and not badge.visible, "an open drawer has read it: no count, no chime"
        clicker.click(("button", "log"))
        assert not badge.visible
    finally:
        ann.connection.close()
        table.play.link.close()


def test_a_watchers_line_where_watchers_may_speak_is_counted_and_chimes_too(tmp_path, server):
    ear = Ear()
    app = heard_app(tmp_path, ear)
    code, ann = hosted(server.port, watch="speak")
    clicker, table = bo_at(app, server.port, code, ann)
    cy = Connection(LOOPBACK, server.port)
    cy.start()
    watcher = RemoteGame(cy, code)
    watcher.watch("Cy")
    try:
        clicker.wait_for(lambda: watcher.take(cy.poll()) or (watcher.ready and "Cy" in table.play.session.watchers))
        ear.heard()
        watcher.say("Well played, both")
        clicker.wait_for(lambda: table.log.badge.visible and table.log.badge.text == "1")
        assert ear.heard().count("talk") == 1
    finally:
        cy.close()
        ann.connection.close()
        table.play.link.close()


def test_the_characters_left_are_counted_and_a_line_too_long_is_refused_in_words(app, server):
    code, ann = hosted(server.port)
    clicker, table = bo_at(app, server.port, code, ann)
    try:
        clicker.click(("button", "log"))
        left = table.log.talk.widgets["left"]
        assert left.text == words("talk.left", count=LINE_MAX)
        clicker.type_into(("talk", "entry"), "Hello")
        assert left.text == words("talk.left", count=LINE_MAX - 5)
        clicker.type_into(("talk", "entry"), "x" * (LINE_MAX + 3))
        assert left.text == words("talk.over", count=3), "typed past the limit: nothing cut, the excess told"
        press(clicker, pygame.K_RETURN, "\r")
        assert table.refusal == words("net.talk_long", v0=LINE_MAX)
        assert table.log.talk.widgets["entry"].get_text() == "x" * (LINE_MAX + 3), "kept, to be shortened"
        clicker.type_into(("talk", "entry"), "Short now", clear=LINE_MAX + 20)
        assert left.text == words("talk.left", count=LINE_MAX - 9)
        press(clicker, pygame.K_RETURN, "\r")
        clicker.wait_for(lambda: following(ann)() or [line.get("text") for line in ann.talk] == ["Short now"])
    finally:
        ann.connection.close()
        table.play.link.close()


def test_a_person_muted_by_name_in_every_game_from_then_on_and_escape_closes_the_list_first(tmp_path, server):
    ear = Ear()
    app = heard_app(tmp_path, ear)
    code, ann = hosted(server.port)
    clicker, table = bo_at(app, server.port, code, ann)
    try:
        ann.say("Said before the mute")
        clicker.wait_for(said_here(table, 1))
        clicker.click(("button", "log"))
        clicker.click(("talk", "mute"))
        mutes = table.log.talk.mute_list
        assert mutes.is_open and list(mutes.states) == ["Ann"], "a row for each other person"
        state = mutes.states["Ann"]
        assert state.text == words("talk.heard")
        assert state.font.size(state.text)[0] < state.rect.width, "the state's words are whole"
        clicker.click(("mute", "Ann"))
        assert state.text == words("talk.muted") and state.object_ids[-1] == "#selected"
        # Escape closes the list first; only the second opens the game's menu.
        press(clicker, pygame.K_ESCAPE, "\x1b")
        assert not mutes.is_open and table.menu is None and app.top is table
        press(clicker, pygame.K_ESCAPE, "\x1b")
        assert table.menu is not None and table.menu.alive()
        press(clicker, pygame.K_ESCAPE, "\x1b")
        clicker.click(("button", "log"))  # shut: what Ann says now is neither counted nor chimed
        ear.heard()
        ann.say("Said after the mute")
        clicker.wait_for(said_here(table, 2))
        clicker.frames(2)
        assert table.log.talk.unread() == 0 and not table.log.badge.visible and "talk" not in ear.heard()
        clicker.click(("button", "log"))
        log = table.widgets["log"].html_text
        assert "Said before the mute" in log and "Said after the mute" not in log, "only what follows the mute is hidden"
    finally:
        ann.connection.close()
        table.play.link.close()
    # The next game on this computer: Ann is muted there too, the list says so.
    table.play.leave()
    clicker.wait_for(lambda: not isinstance(app.top, Table))
    code, ann = hosted(server.port)
    clicker, table = bo_at(app, server.port, code, ann)
    try:
        ann.say("Another game")
        clicker.wait_for(said_here(table, 1))
        clicker.click(("button", "log"))
        assert "Another game" not in table.widgets["log"].html_text
        clicker.click(("talk", "mute"))
        clicker.click(("mute", "Ann"))  # heard again
        assert table.log.talk.mute_list.states["Ann"].text == words("talk.heard")
        assert "Another game" in table.widgets["log"].html_text
    finally:
        ann.connection.close()
        table.play.link.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 130])
@pytest.mark.parametrize("players", [2, 4])
def test_the_open_drawer_never_covers_the_hand_shown(tmp_path, size, scale, players):
    config = tmp_path / "config"
    config.mkdir()
    (config / SETTINGS_FILE).write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE, "ui_scale": scale,
                                                    "turn_watcher_offered": True, "animation_speed": "off"}))
    app = start(size, tmp_path / "saves", config)
    satraps = [satrap.name for satrap in standard_content().satraps][:players]
    hands = [{"satrap": satraps[0], "tax_hand": [0, 1, 2, 3], "campaign_hand": [0, 1, 2]}]
    hands += [{"satrap": satrap} for satrap in satraps[1:]]
    clicker = at_table(app, situation(hands, phase="placement"))
    table = app.top
    cards = len(table.hand)
    clicker.click(("button", "log"))
    drawer = table.widgets["log"].rect
    assert table.log.open and table.widgets["log"].visible and len(table.hand) == cards > 0, "the hand is still shown"
    assert not any(drawer.colliderect(rect) for _, _, rect in table.hand), (drawer, [r for _, _, r in table.hand])
    assert all(table.hand_area.contains(rect) for _, _, rect in table.hand)
    assert all(drawer.contains(mat) for mat in table.mat_rects), "the drawer lies over every mat"
