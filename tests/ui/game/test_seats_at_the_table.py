"""Who is at the table, on the host's screen, by real clicks and keys against a server on
127.0.0.1 whose wall clock the test moves: the lobby names the watchers; the opening discard
screen has the game's menu (Escape opens it) and the log with the words at the table; each mat
marks whether its person is here and its tooltip says since when they are away; the seat events
are in the log; a seat given up offers Hand to a computer at once, and someone new takes it by
the code; the person whose time is up is told so on their own table."""

from __future__ import annotations

import html
import time
from dataclasses import replace

import pygame

from xerxes_app.net.mirror import RemoteGame
from xerxes_app.rules import current_player
from xerxes_app.ui.game import net_presence
from xerxes_app.ui.game.net_clocks import SeatClocks
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.look import CREAM, SEA_DARK
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.shell.dialog import Dialog
from xerxes_app.ui.table import tooltips
from xerxes_app.ui.table.table import Table

from tests.net.helpers import LOOPBACK, FakeClock, Player, ServerThread, wait_for
from xerxes_app.saving.tickets import list_tickets
from xerxes_app.ui.game.net_link import joining_link
from tests.net.test_network_games import FAST

from ..net_driver import NetClicker
from .test_by_the_day_screens import frames_until


def host_watched(clicker: NetClicker, port: int):
    """Host on a server everyone reaches, by the day with a day a move and no away days (a clock run
    out is time up at once), watchers let in."""
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("arranged")
    clicker.click(("pace", "day"))
    clicker.click(("clock", "1d"))
    clicker.click(("away", "0"))
    clicker.click("watch")
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(port))
    clicker.click("start")
    return clicker.app.top


def escape() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))


def mark_colour(app, seat: int) -> tuple:
    """The colour at the centre of the seat's mark of presence, as the window shows it."""
    rect = app.top.mat_rects[seat]
    line = max(18, round(rect.height / 3.4))
    radius = max(4, round(line * 0.2))
    return tuple(app.window.get_at((rect.left + 2 + line - radius, rect.top + 2 + line - radius)))[:3]


def log_text(app) -> str:
    return html.unescape(app.top.widgets["log"].html_text)


def test_watchers_presence_seat_events_and_the_discard_screens_menu_at_the_hosts_screen(app, tmp_path, monkeypatch):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    wall = FakeClock(1.7e9)
    monkeypatch.setattr(net_presence, "wall", wall)
    with ServerThread(tmp_path / "server", wall=wall, **FAST) as server:
        clicker = NetClicker(app, seed=8)
        lobby = host_watched(clicker, server.port)
        frames_until(clicker, lambda: lobby.link.ready)
        code = lobby.link.code
        bo, cy = Player(server.port, seed=5), Player(server.port, seed=6)
        bo.join(code, 1, "Bo")
        cy.game = RemoteGame(cy.connection, code)
        cy.connection.send({"type": "watch", "code": code, "name": "Cy"})
        frames_until(clicker, lambda: "watchers" in lobby.widgets and not lobby.waiting() and 1 in bo.game.tokens,
                     also=lambda: [p.read() for p in (bo, cy)])
        assert lobby.widgets["watchers"].text == words("lobby.watchers", names="Cy")  # the lobby lists the watchers
        clicker.click("start")
        play = app.top.play

        # The opening discard screen: Escape opens the game's menu, with its seats, away days (a game by
        # the day), rules and leaving.
        frames_until(clicker, lambda: isinstance(app.top, SetupChoice))
        escape()
        clicker.frames(2)
        menu = app.top.menu
        assert isinstance(menu, Dialog) and menu.kind == "menu" and menu.alive()
        assert set(menu.buttons) == {"resume", "rules", "seats", "away", "leave"}
        clicker.click(("menu", "resume"))
        assert not menu.alive()
        clicker.click("menu")  # and its button opens it too
        assert app.top.menu.alive()
        clicker.click(("menu", "resume"))
        clicker.click("log button")  # the log, with the words at the table and the seat events
        clicker.frames(2)
        assert words("talk.event_joined", name="Bo") in log_text(app)
        assert ("talk", "say") in app.top.targets()  # and a word to the table from here
        clicker.click("log button")
        while current_player(play.state) == 0:
            clicker.decide()

        # At the table: Bo's mark says he is here; his app closes and Ann sees him away since then.
        frames_until(clicker, lambda: isinstance(app.top, Table), also=bo.read)
        clicker.frames(2)
        assert mark_colour(app, 1) == SEA_DARK
        gone, token = wall(), bo.game.tokens[1]
        bo.close()
        frames_until(clicker, lambda: not play.session.presence[1])
        clicker.frames(2)
        assert mark_colour(app, 1) == CREAM  # a ring: away
        away = words("day.away_since", time=time.strftime("%H:%M", time.localtime(gone)))
        assert html.escape(away) in tooltips.text(play, ("mat", 1), [], False)
        wall.advance(2 * 86400 + 60)
        assert html.escape(words("day.away_days", count=2)) in tooltips.text(play, ("mat", 1), [], False)
        frames_until(clicker, lambda: any(line["event"] == "time_up" for line in play.session.events))
        clicker.click(("button", "log"))
        clicker.frames(2)
        assert words("talk.event_left", name="Bo") in log_text(app)
        assert words("talk.event_time_up", name="Bo") in log_text(app)
        clicker.click(("button", "log"))

        # Bo gives his seat up from another computer: told, and offered to a computer at once.
        again = Player(server.port, seed=9)
        again.connection.send({"type": "give_up", "code": code, "seat": 1, "token": token})
        frames_until(clicker, lambda: play.session.open[1])
        clicker.frames(2)
        assert ("button", "hand over") in app.top.targets()
        if current_player(play.state) == 1:  # the banner says whom the game waits for: nobody now
            assert play.deciders[1].waiting_words == "day.waiting_open"
        clicker.click(("button", "log"))
        clicker.frames(2)
        assert words("talk.event_gave_up", name="Bo") in log_text(app)
        clicker.click(("button", "log"))
        # Someone new takes it with the code.
        dee = Player(server.port, seed=10)
        dee.join(code, 1, "Dee")
        frames_until(clicker, lambda: not play.session.open[1] and play.session.seats[1].name == "Dee", also=dee.read)
        for player in (bo, cy, again, dee):
            player.close()


def test_the_person_whose_time_is_up_is_told_on_their_own_table(app, tmp_path, monkeypatch):
    """Ann's clock runs out at her own decision: her banner says so, in her words."""
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path / "server", wall=wall, **FAST) as server:
        clicker = NetClicker(app, seed=11)
        lobby = host_watched(clicker, server.port)
        frames_until(clicker, lambda: lobby.link.ready)
        bo = Player(server.port, seed=12)
        bo.join(lobby.link.code, 1, "Bo")
        frames_until(clicker, lambda: not lobby.waiting(), also=bo.read)
        clicker.click("start")
        play = app.top.play
        assert play.note() is None
        monkeypatch.setattr(SeatClocks, "run_out", lambda clocks, seat: seat == 0)  # as the screen counts it
        assert play.note() == words("day.my_time_up", name=play.names[0])
        bo.close()


def test_a_table_left_writes_its_ticket_as_the_game_stands_with_what_arrived_unread(tmp_path):
    """Bo's table closes with updates arrived and not yet shown: his ticket, which the Network
    games list reads, names who is to play now, not who was when the table last moved on."""
    with ServerThread(tmp_path / "server", **FAST) as server:
        ann = Player(server.port, seed=21)
        ann.connection.send({"type": "create", "arranged": True,
                             "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        link = joining_link(LOOPBACK, server.port)
        link.connect(lambda ready: (ready.open_game(code), ready.send({"type": "join", "code": code, "seat": 1, "name": "Bo"})))
        wait_for(lambda: link.ready, also=link.poll)
        link.keep(tmp_path / "saves")
        link.tickets.close()
        assert list_tickets(tmp_path / "saves").tickets[0].turn == 0  # Ann to play, as the table showed it
        for _ in range(20):  # Ann plays until Bo decides; his table reads nothing meanwhile
            if server.call(lambda: current_player(server.server.rooms[code].session.state)) == 1:
                break
            made = server.call(lambda: len(server.server.rooms[code].session.commands))
            wait_for(lambda: ann.game.deciding == 0 and len(ann.game.commands) == made, also=ann.read)
            ann.step()
            wait_for(lambda: server.call(lambda: len(server.server.rooms[code].session.commands)) > made)
        # The update that makes it Bo's turn arrived at his computer, not yet read (the box holds
        # Ann's earlier moves' updates too: any frame at all may be one of those).
        final = server.call(lambda: len(server.server.rooms[code].session.commands))
        wait_for(lambda: any(frame.get("commands") == final for frame in list(link.connection.box)))
        link.close()
        (ticket,) = list_tickets(tmp_path / "saves").tickets
        assert ticket.turn == 1
        ann.close()
