"""Away days and the end by agreement at the screen, by real clicks and keys against a server on
127.0.0.1 whose wall clock the test holds: Ann hosts a game by the day with two weeks of away
days; each mat shows its bank; "Away for some days…" in the game's menu spends a day, and her mat
says until when; Bo's seat let go for good, her mat offers "End the game" and "Play on"; Play on
keeps it going, End the game ends it as abandoned, in the banner, the log, the Network games list
and the records, never as a win. Screenshots in English and Japanese (XERXES_SHOTS: a folder)."""

import html
import json
import os
import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from xerxes_app.rules import current_player
from xerxes_app.saving.folders import RECORDS_FILE
from xerxes_app.saving.tickets import list_tickets
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.ticket_words import ticket_line
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table import tooltips
from xerxes_app.ui.table.table import Table

from tests.net.helpers import LOOPBACK, FakeClock, Player, ServerThread
from tests.net.test_network_games import FAST

from ..net_driver import NetClicker
from .test_by_the_day_screens import frames_until


def app_in(folder: Path, language: str):
    config = folder / "config"
    config.mkdir(parents=True)
    # The turn watcher offered already, as in tests/ui/conftest.py's app: its question would stand over the table.
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": language, "turn_watcher_offered": True}))
    return start((1280, 720), folder / "saves", config)


def shot(app, name: str, language: str) -> None:
    folder = os.environ.get("XERXES_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.window, str(Path(folder) / f"{name}-{language}.png"))


def escape(clicker) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    clicker.frames(2)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_bank_on_the_mats_away_for_some_days_and_the_end_by_agreement(tmp_path, language):
    app = app_in(tmp_path, language)
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path / "server", wall=wall, **FAST) as server:
        clicker = NetClicker(app, seed=3)
        clicker.frames(2)
        clicker.click("new game")
        clicker.click("host")
        clicker.click("arranged")
        clicker.click(("pace", "day"))
        clicker.click(("clock", "1d"))
        clicker.click(("away", "14"))
        clicker.click("elsewhere")
        clicker.type_into("address", LOOPBACK)
        clicker.type_into("port", str(server.port))
        clicker.click("start")
        lobby = app.top
        frames_until(clicker, lambda: lobby.link.ready)
        code = lobby.link.code
        assert server.call(lambda: server.server.rooms[code].clocks.away.bank) == [14, 14]  # as chosen by clicks
        bo = Player(server.port, seed=5)
        bo.join(code, 1, "Bo")
        frames_until(clicker, lambda: not lobby.waiting() and 1 in bo.game.tokens, also=bo.read)
        clicker.click("start")
        play = app.top.play
        assert isinstance(play, NetPlay)
        while current_player(play.state) == 0:
            clicker.decide()
        frames_until(clicker, lambda: isinstance(app.top, Table) and current_player(play.state) == 1, also=bo.read)
        clicker.frames(2)

        # The bank on each mat, and in the mat's tooltip in words.
        assert html.escape(words("away.tip_bank", name="Bo", days=14, chosen=14)) in tooltips.text(play, ("mat", 1), [], False)
        shot(app, "away-bank", language)

        # Away for some days, from the game's menu: a day spent at once, the mat says until when.
        escape(clicker)
        clicker.click(("menu", "away"))
        clicker.frames(2)
        assert ("ask", "length") in app.top.targets()
        shot(app, "away-ask", language)
        clicker.click(("ask", "yes"))
        frames_until(clicker, lambda: play.clocks.told("away")["bank"] == [13, 14])
        until = server.call(lambda: server.server.rooms[code].clocks.away.until[0])
        assert until == wall() + 86400
        frames_until(clicker, lambda: any(line.get("news") == "away_until" for line in play.session.talk))
        clicker.frames(2)
        date = time.strftime(words("away.date"), time.localtime(until))
        assert words("away.tip_until", name=play.names[0], date=date) in html.unescape(tooltips.text(play, ("mat", 0), [], False))
        shot(app, "away-until", language)
        clicker.click(("button", "log"))
        clicker.frames(2)
        assert words("away.news_until", date=date, days=1) in html.unescape(app.top.widgets["log"].html_text)
        shot(app, "away-log", language)
        clicker.click(("button", "log"))

        # Bo's seat let go for good (opened again): Ann may end the game; Play on keeps it going.
        bo.close()
        play.session.connection.send({"type": "reopen", "code": code, "seat": 1, "creator": play.link.creator})
        frames_until(clicker, lambda: ("button", "end yes") in app.top.targets())
        clicker.frames(3)
        shot(app, "away-end-offer", language)
        clicker.click(("button", "end no"))
        frames_until(clicker, lambda: any(line.get("news") == "end_refused" for line in play.session.talk))
        assert not server.call(lambda: server.server.rooms[code].over)
        frames_until(clicker, lambda: ("button", "end yes") in app.top.targets())
        clicker.click(("button", "end yes"))
        frames_until(clicker, lambda: server.call(lambda: server.server.rooms[code].over) and play.note() == words("away.abandoned"))
        clicker.frames(3)
        assert ("button", "end yes") not in app.top.targets()
        assert ("button", "hand over") not in app.top.targets()  # an abandoned game offers no seat to a computer
        shot(app, "away-abandoned", language)

    # The list keeps it as abandoned, and the records count it, never as a win. The ticket is written
    # on a thread of its own: leaving the table, as a player would, lets its last write finish first.
    play.link.close()
    ticket = next(t for t in list_tickets(app.keeper.save_dir).tickets if t.code == code)
    assert ticket.over and ticket.abandoned and words("away.games_abandoned") in ticket_line(ticket)
    games = json.loads((app.keeper.save_dir / RECORDS_FILE).read_text())["games"]
    assert [(game["abandoned"], game["won"]) for game in games] == [(True, None)]  # people alone: no win counted
