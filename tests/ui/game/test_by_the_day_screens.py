"""A game by the day at the screen, played by clicks against a server on 127.0.0.1 whose wall clock
the test moves (never slept): Host makes it by the day with a clock of a day a move; each mat
shows its clock; a hand-over asked while the server's clock has not run out is refused in words;
once it has, the absent person's seat is handed to a computer, marked on its mat, and its moves
marked in the log; the person whose seat a computer plays takes it back by a click; the game over
screen and the records count the moves a computer made for whom.

The screen counts the clocks on a clock of its own (net_clocks.now), which the test moves too:
the screen may believe a clock has run out before the server does, which is what a refused
hand-over is."""

import html
import json
import time
from dataclasses import replace

from xerxes_app.net.clocks import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.rules import current_player
from xerxes_app.saving.folders import RECORDS_FILE
from xerxes_app.saving.tickets import list_tickets
from xerxes_app.ui.game import net_clocks
from xerxes_app.ui.game.net_clocks import clock_words
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.look import LAPIS, SAND, TERRACOTTA
from xerxes_app.ui.looks.ticket_words import ticket_line
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.scenes.records_scene import score_line
from xerxes_app.ui.table import tooltips
from xerxes_app.ui.table.mats import clock_cell
from xerxes_app.ui.table.table import Table

from tests.net.helpers import LOOPBACK, FakeClock, Player, ServerThread, play_until_over
from tests.net.test_network_games import FAST

from ..net_driver import NetClicker, shown


def frames_until(clicker: NetClicker, ready, also=None, seconds: float = 120.0) -> None:
    """Frames of the app (and `also`, the other player's steps) until `ready()`, bounded in time."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"waited in vain on the {type(clicker.app.top).__name__} screen, which says: {shown(clicker.app.top)}"
        if also is not None:
            also()
        clicker.frames(1)
        time.sleep(0.003)


def cell_colours(app, seat: int) -> set:
    """The colours drawn in the seat's mat's clock cell, as the window shows them."""
    table = app.top
    cell = clock_cell(table.mat_rects[seat], table.play.state, seat)
    return {tuple(app.window.get_at((x, cell.centery)))[:3] for x in range(cell.left + 2, cell.right - 2)}


def host_by_the_day(clicker: NetClicker, port: int):
    """Host on a server everyone reaches, by the day with a day a move, the seats in order."""
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("arranged")
    clicker.click(("clock", "5m"))
    clicker.click(("pace", "day"))  # by the day: its own clocks offered, the table's one dropped
    assert ("clock", "1d") in clicker.app.top.targets() and ("clock", "5m") not in clicker.app.top.targets()
    assert clicker.app.top.pace.clock == "none"
    clicker.click(("clock", "1d"))
    assert clicker.app.top.pace.away_days == 7  # a week of away days unless chosen
    clicker.click(("away", "0"))  # none: a clock run out is out, for the hand-over below
    clicker.click("elsewhere")
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(port))
    clicker.click("start")
    return clicker.app.top


def test_a_game_by_the_day_at_the_screen_from_its_clocks_to_a_computer_standing_in_and_back(app, tmp_path, monkeypatch):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    wall, shift = FakeClock(1.7e9), [0.0]
    monkeypatch.setattr(net_clocks, "now", lambda: time.monotonic() + shift[0])
    with ServerThread(tmp_path / "server", wall=wall, **FAST) as server:
        clicker = NetClicker(app, seed=3)
        lobby = host_by_the_day(clicker, server.port)
        frames_until(clicker, lambda: lobby.link.ready)
        code = lobby.link.code
        clocks = server.call(lambda: server.server.rooms[code].clocks)
        assert (clocks.pace, clocks.clock, clocks.per_move) == ("day", "1d", DAY)  # as chosen by clicks
        bo = Player(server.port, seed=5)
        bo.join(code, 1, "Bo")
        frames_until(clicker, lambda: not lobby.waiting() and 1 in bo.game.tokens, also=bo.read)  # Bo keeps his token
        clicker.click("start")
        play = app.top.play
        assert isinstance(play, NetPlay)

        # Ann's secret choice at setup, by clicks; then Bo's, which the table shows: both clocks on the mats.
        while current_player(play.state) == 0:
            clicker.decide()
        frames_until(clicker, lambda: isinstance(app.top, Table) and current_player(play.state) == 1, also=bo.read)
        clicker.frames(2)
        assert play.mat_room(0) == (True, False)
        assert DAY - 30 < play.clocks.left(1) <= DAY and play.clocks.left(0) == 3 * DAY  # Bo's day, running; Ann's capped
        shift[0] = -30  # the screen's count half a minute back: its words stay put while the test reads them
        assert clock_words(play.clocks.left(1)) == words("day.days", days=1, hours="00")
        assert clock_words(play.clocks.left(0)) == words("day.days", days=3, hours="00")
        assert SAND in cell_colours(app, 1) and TERRACOTTA not in cell_colours(app, 1)
        assert clock_words(37) == "0:37" and clock_words(5 * 3600 + 7 * 60) == words("day.hours", hours=5, minutes="07")
        said = tooltips.text(play, ("mat", 1), [], False)  # the mat's tooltip says it in words
        assert html.escape(words("day.tip_clock", left=words("day.days", days=1, hours="00"), clock=words("day.clock_1d"))) in said

        # The screen counts Bo's clock down, his alone; under a quarter of his day, it looks low.
        shift[0] = 570
        clicker.frames(1)
        assert clock_words(play.clocks.left(1)) == words("day.hours", hours=23, minutes="50")
        assert clock_words(play.clocks.left(0)) == words("day.days", days=3, hours="00")
        shift[0] = DAY - 3 * 3600 - 30
        clicker.frames(2)
        assert clock_words(play.clocks.left(1)) == words("day.hours", hours=3, minutes="00") and play.clocks.low(1)
        assert TERRACOTTA in cell_colours(app, 1) and ("button", "hand over") not in app.top.targets()

        # Bo goes away. On this screen's count his day is over: his mat says so, in terracotta, and
        # offers his seat to a computer; the server's day is not, and it refuses in words.
        bo.close()
        frames_until(clicker, lambda: not play.session.presence[1])
        assert ("button", "hand over") not in app.top.targets()
        shift[0] = DAY + 60
        frames_until(clicker, lambda: ("button", "hand over") in app.top.targets())
        assert TERRACOTTA in cell_colours(app, 1) and clock_words(play.clocks.left(1)) == words("day.run_out")
        clicker.click(("button", "hand over"))
        frames_until(clicker, lambda: app.top.refusal == words("net.clock_running", v0="Bo"))
        assert play.session.stood_in == [False, False]

        # Once the server's day is over too, the seat is handed over: marked on its mat, and the
        # computer's moves for Bo marked in Ann's log.
        wall.advance(DAY + 1)
        frames_until(clicker, lambda: ("button", "hand over") in app.top.targets())
        clicker.click(("button", "hand over"))
        frames_until(clicker, lambda: play.session.stood_in == [False, True])
        frames_until(clicker, lambda: isinstance(app.top, Table) and current_player(play.state) == 0 and play.asked is None)
        clicker.frames(2)
        assert LAPIS in cell_colours(app, 1)
        assert html.escape(words("day.tip_stood_in", name="Bo")) in tooltips.text(play, ("mat", 1), [], False)
        for _ in range(3):  # Ann decides by clicks; the computer answers for Bo wherever the decision is his
            made = len(play.session.commands)  # (not after each of Ann's: a phase may give her two in a row)
            clicker.decide()
            frames_until(clicker, lambda: len(play.session.commands) > made and current_player(play.state) == 0
                         and play.asked is None and isinstance(app.top, Table))
        clicker.click(("button", "log"))
        clicker.frames(2)
        assert words("day.log_mark", name="Bo") in app.top.widgets["log"].html_text
        clicker.click(("button", "log"))

        # Ann's own clock runs out at her turn; Bo comes back, takes his seat back and hands Ann's
        # to a computer. Ann's mat offers her seat back; one click and the next decision is hers.
        wall.advance(4 * DAY)
        back = Player(server.port, seed=7)
        back.connection.send({"type": "join", "code": code, "seat": 1, "token": bo.game.tokens[1]})
        back.game = RemoteGame(back.connection, code)
        frames_until(clicker, lambda: back.game.ready, also=back.read)
        back.game.take_back(1)
        frames_until(clicker, lambda: back.game.stood_in == [False, False], also=back.read)
        back.game.hand_over(0)
        frames_until(clicker, lambda: ("button", "take back") in app.top.targets(), also=back.read)
        assert play.session.stood_in == [True, False] and LAPIS in cell_colours(app, 0)
        clicker.click(("button", "take back"))
        frames_until(clicker, lambda: play.session.stood_in == [False, False], also=back.read)
        assert not server.call(lambda: server.server.rooms[code].seats[0].stand_in)

        # The end: Ann's clock runs out again, Bo hands her seat over and plays his own to the end.
        frames_until(clicker, lambda: current_player(play.state) == 0 and isinstance(app.top, Table), also=back.step)
        clicker.frames(1)
        assert app.top.mine() and app.top.legal  # her decision, offered on her own screen again
        wall.advance(4 * DAY)
        back.game.hand_over(0)
        play_until_over([back], seconds=60, between=lambda: clicker.frames(1))
        frames_until(clicker, lambda: isinstance(app.top, GameOver))
        made = play.session.views[0].data["computer_moves"]
        ann, bo_moves = sum(1 for row in made if row[1] == 0), sum(1 for row in made if row[1] == 1)
        assert ann > 0 and bo_moves > 0
        host = play.names[0]  # "Player 1", as Host named the seat
        each = words("solo.list_joint").join((words("day.over_for", name=host, count=ann), words("day.over_for", name="Bo", count=bo_moves)))
        assert app.top.notes() == [words("day.over_line", moves=each)]  # one line, under the ranking
        records = json.loads((tmp_path / "saves" / RECORDS_FILE).read_text())["games"]
        assert [game["stood_in"] for game in records] == [ann]  # the moves a computer made for this computer's person
        back.close()
        clicker.click("title")
        clicker.click("records")
        best = app.top.best[0]
        assert score_line(best).endswith(words("day.records_moves", who="", count=ann))  # said on Records
        (ticket,) = list_tickets(app.keeper.save_dir).tickets  # the Network games list says it is by the day
        assert ticket.pace == "day" and ticket_line(ticket).endswith(words("day.games_stage", stage=words("games.over")))


def test_the_hosts_clock_waits_in_the_lobby_and_runs_from_her_start_click(app, tmp_path):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path / "server", wall=wall, **FAST) as server:
        clicker = NetClicker(app, seed=4)
        lobby = host_by_the_day(clicker, server.port)
        frames_until(clicker, lambda: lobby.link.ready)
        code = lobby.link.code
        room = server.server.rooms[code]
        wall.advance(2 * DAY)  # two days in the lobby, Bo's seat still open
        clicker.frames(2)
        assert server.call(lambda: (room.clocks.started, room.clocks.left_now(0, room.deciding(), wall()))) == (False, DAY)
        clicker.click("start")  # Play on, seats waiting: the game starts now
        frames_until(clicker, lambda: server.call(lambda: room.clocks.started))
        wall.advance(3600)
        assert server.call(lambda: room.clocks.left_now(0, room.deciding(), wall())) == DAY - 3600
        assert isinstance(app.top.play, NetPlay)
