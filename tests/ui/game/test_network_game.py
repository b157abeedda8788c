"""Two copies of the app on one machine host and join one game by clicks, and finish it.

The host's app runs in this process and the joiner's in a child process (tests/ui/net_driver.py),
each on SDL's dummy driver, each driven by real pygame events posted in its own process. The
host's server (a child of the host's app) listens on 127.0.0.1 only.
"""

import json
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from xerxes_app.rules import PLACEMENT, PlaceWorker, refusal
from xerxes_app.saving.settings import PACE_SECONDS
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.looks.language import refusal_words, words
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.looks.log_text import heading
from xerxes_app.ui.scenes.history_scene import HistoryScene
from xerxes_app.ui.scenes.lobby import Lobby
from xerxes_app.ui.table.table import Table

from ..net_driver import NetClicker

ROOT = Path(__file__).resolve().parents[3]


def test_two_apps_host_and_join_by_clicks_and_finish_a_game(app, tmp_path):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    clicker = NetClicker(app, seed=3)
    lobby = clicker.host()  # two seats: a person here, and an open seat for someone elsewhere
    assert isinstance(lobby, Lobby)
    joiner = None
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        assert lobby.widgets["start"].text == words("lobby.play_on")  # a seat still waits
        joiner = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.net_driver", "--port", str(lobby.link.port), "--code", lobby.link.code,
             "--folder", str(tmp_path / "joiner")], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        clicker.wait_for(lambda: not lobby.waiting())
        assert lobby.widgets["start"].text == words("lobby.start")
        assert "Bo" in " ".join(lobby.seat_rows())
        clicker.click("start")
        play = app.top.play
        assert isinstance(play, NetPlay) and play.viewer == 0 and not play.needs_hand_off  # no veil at one's own computer
        clicker.play_network_game(240)
        assert isinstance(app.top, GameOver) and play.state.is_over
        assert len(play.session.commands) > 2 * 7 * 2  # every decision of both seats went through the server
        out, err = joiner.communicate(timeout=60)
        assert joiner.returncode == 0, err[-2000:]
        lines = out.splitlines()
        assert "joined" in lines
        final = json.loads(next(line for line in lines if line.startswith("over "))[5:])
        assert final == [player.vp for player in play.state.players]  # both screens end on the same scores
        assert play.state.players[1].tax_hand == [] or all(card < 0 for card in play.state.players[1].tax_hand)
        # The charts of the game, year by year, as on one computer: the server kept the scores.
        assert [year for year, _ in play.session.by_year][:3] == [1, 2, 3]
        clicker.click("charts")
        assert type(app.top).__name__ == "Charts"
    finally:
        if joiner is not None and joiner.poll() is None:
            joiner.kill()
            joiner.communicate()
        if app.network is not None:
            app.network.close()


def test_a_computer_on_the_server_decides_at_the_computers_pace(app):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="fast", animation_speed="off")
    frames = []  # each frame at the table: when, the commands applied, whether the computer's turn is shown

    def seen(app):
        play = getattr(app.top, "play", None)
        if play is not None:
            frames.append((time.monotonic(), len(play.session.commands), play.waiting_for() == 1))

    clicker = NetClicker(app, seed=4, on_frame=seen)
    lobby = clicker.host({1: "normal"})
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        assert lobby.widgets["start"].text == words("lobby.start")  # nobody to wait for
        clicker.click("start")
        play = app.top.play
        deadline = time.monotonic() + 60
        while len(play.session.commands) < 24:
            assert time.monotonic() < deadline
            clicker.decide() if play.waiting_for() is None else clicker.frames(1)
        # Each of the computer's decisions stayed on screen for the pace at the least, counted
        # from the first frame that showed its turn to the first that showed its decision.
        shown, began = [], None
        for (when, count, computers), (then, later, _) in zip(frames, frames[1:]):
            began = when if computers and began is None else began
            if began is not None and later != count:
                shown.append(then - began)
                began = None
        assert len(shown) >= 3 and min(shown) >= PACE_SECONDS["fast"] * 0.95, shown
        # The computer's public reasons reach the log as on one computer (its setup discards').
        reasons = [play.reasons.reason_for(entry) for entry in play.state.log]
        assert any(reasons) and len(play.session.reasons) == sum(1 for reason in reasons if reason)
    finally:
        lobby.link.close()


def test_a_network_table_refuses_at_once_what_the_view_shows_illegal_and_undoes_only_its_own_decision(app):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    clicker = NetClicker(app, seed=8)
    lobby = clicker.host({1: "normal"})
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        clicker.click("start")
        play = app.top.play
        deadline = time.monotonic() + 60
        while not (isinstance(app.top, Table) and app.top.mine() and play.state.phase == PLACEMENT):
            assert time.monotonic() < deadline
            clicker.decide() if play.waiting_for() is None else clicker.frames(1)
        table, view = app.top, play.state
        taken = next(area.name for area in view.content.areas if refusal(view, PlaceWorker(area.name)) is not None)
        count = len(play.session.commands)
        clicker.click(("area", taken))  # the seat's own view says no: nothing is sent
        assert table.refusal == refusal_words(refusal(view, PlaceWorker(taken))) and play.asked is None
        assert len(play.session.commands) == count
        # A worker placed: unlike at one computer, the server's computer answers for itself, and
        # once it has, Ann's worker stands and Undo says why.
        clicker.decide()
        clicker.wait_for(lambda: len(play.session.commands) >= count + 2 and play.waiting_for() is None)
        stands = words("undo.decided", name=play.names[1])
        assert table.undoing.undo.tool_tip_text == stands and table.undoing.undo.get_object_ids()[-1] == "#unavailable"
        clicker.click(("button", "undo"))
        assert table.refusal == stands and len(play.session.commands) == count + 2
        # Undo and redo of the seat's own decision, before anyone else has the game.
        while not (isinstance(app.top, Table) and app.top.mine() and play.session.why_no_undo(play.viewer) is None):
            assert time.monotonic() < deadline
            clicker.decide() if play.waiting_for() is None else clicker.frames(1)
        count = len(play.session.commands)
        tip = app.top.undoing.undo.tool_tip_text  # names the decision, as the server told its seat
        assert tip.startswith(words("undo.undo_tip", last="")) and tip != words("undo.undo_tip", last="")
        clicker.click(("button", "undo"))
        assert len(play.session.commands) == count - 1 and play.session.may_redo(play.viewer)
        clicker.click(("button", "redo"))
        assert len(play.session.commands) == count and not play.session.may_redo(play.viewer)
        # History: each earlier round and phase, its board asked of the server when stepped to.
        clicker.click(("button", "history"))
        history = app.top
        assert isinstance(history, HistoryScene) and len(history.steps) > 3
        clicker.click("first")
        clicker.wait_for(lambda: history.drawn)
        moment = history.steps[history.index]
        assert (moment.year, moment.phase) == (1, PLACEMENT)
        assert history.widgets["title"].text == words("history.then", when=heading(1, PLACEMENT))
        shown = history.history.state_of(history.index)
        assert shown.year == 1 and shown.phase == PLACEMENT and all(not p.workers for p in shown.players)
        clicker.click("back")
        assert app.top is table or isinstance(app.top, Table)
    finally:
        lobby.link.close()

