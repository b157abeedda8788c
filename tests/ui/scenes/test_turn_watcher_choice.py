"""Whether turns are told while the app is closed, by clicks: Settings' row puts the turn
watcher among what the desktop starts at login and takes it away again; the first game by the
day at the table asks once, and the answer is kept. The screens are saved as PNGs (in the
language of the run) for a look."""

import json
import os
from dataclasses import replace

import pygame

from tools.autoplay import Clicker
from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket
from xerxes_app.turn_watcher import autostart
from xerxes_app.ui.game.continuing import resume_code
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.settings_scene import SettingsScene
from xerxes_app.ui.shell.dialog import asking, dialogs

from tests.net.helpers import LOOPBACK, Player, ServerThread
from tests.net.test_by_the_day import by_the_day
from tests.net.test_network_games import FAST

from ..conftest import LANGUAGE
from ..game.test_by_the_day_screens import frames_until, host_by_the_day
from ..net_driver import NetClicker


def shot(app, tmp_path, name: str) -> None:
    folder = os.environ.get("XERXES_SHOTS") or tmp_path
    pygame.image.save(app.window, os.path.join(folder, f"{name}-{LANGUAGE}.png"))


def test_settings_turns_the_watcher_on_and_off(app, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    clicker = Clicker(app, seed=1)
    clicker.frames(2)
    clicker.click("settings")
    assert isinstance(app.top, SettingsScene)
    assert not app.top.widgets[("watcher", True)].most_specific_combined_id.endswith("#selected")
    clicker.click(("watcher", True))
    entry = tmp_path / "xdg" / "autostart" / "xerxes-turn-watcher.desktop"
    assert entry.is_file() and f"--save-dir {app.keeper.save_dir}" in entry.read_text(encoding="utf-8")
    assert app.top.widgets[("watcher", True)].most_specific_combined_id.endswith("#selected")
    assert app.top.widgets["status"].text == words("watcher.set")
    clicker.frames(2)
    shot(app, tmp_path, "settings-watcher")
    clicker.click(("watcher", False))
    assert not entry.exists() and app.top.widgets[("watcher", False)].most_specific_combined_id.endswith("#selected")


def test_the_first_game_by_the_day_at_the_table_offers_the_watcher_once(app, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    app.keeper.change_settings(replace(app.keeper.settings, turn_watcher_offered=False, computer_pace="instant",
                                       animation_speed="off"))
    with ServerThread(tmp_path / "server", **FAST) as server:
        clicker = NetClicker(app, seed=3)
        lobby = host_by_the_day(clicker, server.port)
        frames_until(clicker, lambda: lobby.link.ready)
        assert asking(app) is None  # not in the lobby: once the game is played
        bo = Player(server.port, seed=5)
        try:
            bo.join(lobby.link.code, 1, "Bo")
            frames_until(clicker, lambda: not lobby.waiting() and 1 in bo.game.tokens, also=bo.read)
            clicker.click("start")
            assert isinstance(app.top.play, NetPlay)
            frames_until(clicker, lambda: asking(app) is not None, also=bo.read)
            assert app.top.play is not None  # the game at the screen
            question = asking(app)
            assert question.window_display_title == words("watcher.offer_title")
            clicker.frames(2)
            shot(app, tmp_path, "watcher-offer")
            saved = json.loads((app.keeper.config_dir / "settings.json").read_text(encoding="utf-8"))
            assert saved["turn_watcher_offered"] is True  # asked once, whatever the answer
            clicker.click_at(question.targets()[("ask", "yes")].center)
            assert autostart.installed()
            clicker.frames(30)
            assert asking(app) is None  # never asked again
        finally:
            bo.close()


def test_a_notice_clicked_opens_the_app_at_its_game(app, tmp_path):
    """`xerxes --open-game CODE`, what a click on the watcher's notice starts: the game is taken
    up from its ticket, the seats rejoined; a code no ticket holds is said so."""
    with ServerThread(tmp_path / "server", **FAST) as server:
        ann, bo, code = by_the_day(server, seed=31)
        try:
            keep_ticket(app.keeper.save_dir, Ticket(JOINED, LOOPBACK, server.port, code, {1: bo.game.tokens[1]},
                                                    names=("Ann", "Bo"), pace="day"))
            bo.close()  # Bo's app was closed: the watcher's notice opens it
            clicker = NetClicker(app, seed=4)
            clicker.frames(2)
            resume_code(app, "ZZZZZZZZ")
            assert any(words("watcher.not_kept", code="ZZZZZZZZ") in window.text_box.html_text for window in dialogs(app, "notice"))
            resume_code(app, code)
            frames_until(clicker, lambda: getattr(app.top, "play", None) is not None and app.network.code == code)
            assert app.network.game.tokens == {1: bo.game.tokens[1]}
        finally:
            ann.close()
