"""My network games, by real clicks: every game this computer holds a seat in is kept and found
again in the Network games list; a seat removed from the list is given up on its server, freed
and told to the table at once; a seat lost by accident is opened again by the game's creator and
taken again; a joiner's table waits in words for a host who left and is back by itself when the host's
game is; the host's Leave game asks first; a ticket whose server is gone or whose seat was
opened again is explained in words, and nothing is stuck.

The host is this process's app, or another copy of the app in a child process
(tests/ui/net_host.py) that this test kills and starts again; every server listens on 127.0.0.1."""

from __future__ import annotations

import html
import signal
import socket
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from tests.net.helpers import Player, ServerThread, wait_for
from tests.net.test_network_games import FAST
from xerxes_app.net import client
from xerxes_app.net.client import CONNECTED, Connection
from xerxes_app.saving.tickets import FOLDER, JOINED, Ticket, keep_ticket, list_tickets
from xerxes_app.ui.game import net_link
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.join_scene import JoinScene
from xerxes_app.ui.scenes.lobby import Lobby
from xerxes_app.ui.scenes.network_games import NetworkGames
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell.dialog import asking

from ..net_driver import LOOPBACK, NetClicker, join_by_clicks

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def quick(app, monkeypatch):
    """Computers at once, no motion, and a port of the test's own for the games hosted here."""
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        monkeypatch.setattr(net_link, "PORT", probe.getsockname()[1])
    return NetClicker(app, seed=6)


def play_some(clicker: NetClicker, decisions: int) -> int:
    """Make `decisions` of this screen's decisions (the computer's come between); the commands applied."""
    play = clicker.app.top.play
    made, deadline = 0, time.monotonic() + 30
    while made < decisions:
        assert time.monotonic() < deadline, "the game did not move on"
        if play.waiting_for() is None and play.asked is None:
            clicker.decide()
            made += 1
        else:
            clicker.frames(1)
    clicker.wait_for(lambda: play.waiting_for() is None and play.asked is None)  # this screen's turn: the game stands still
    return len(play.session.commands)


def host_and_play(clicker: NetClicker) -> tuple[str, int, tuple[str, ...]]:
    """Host a game against a computer, play a little, leave it; its code, commands and players."""
    lobby = clicker.host({1: "easy"})
    clicker.wait_for(lambda: lobby.link.ready)
    code = lobby.link.code
    clicker.click("start")
    commands = play_some(clicker, 4)
    names = tuple(clicker.app.top.play.names)
    clicker.click(("button", "menu"))  # nobody elsewhere waits for this game: nothing to ask
    assert isinstance(clicker.app.top, Title)
    return code, commands, names


def to_the_table(clicker: NetClicker, others_decide: bool = True) -> None:
    """Make this screen's secret choices at setup, until the table is up for good: setup over (or,
    when the others never decide, once this screen has made its own)."""
    deadline = time.monotonic() + 120
    while not (type(clicker.app.top).__name__ == "Table"
               and (clicker.app.top.play.state.phase != "setup" if others_decide else clicker.app.top.play.waiting_for() is not None)):
        assert time.monotonic() < deadline, "the table did not come"
        play = clicker.app.top.play
        clicker.decide() if play.waiting_for() is None and play.asked is None else clicker.frames(1)


def network_games(clicker: NetClicker) -> NetworkGames:
    clicker.click("load")
    clicker.click("network")
    assert isinstance(clicker.app.top, NetworkGames)
    return clicker.app.top


def test_two_games_hosted_are_both_kept_and_each_taken_up_again_from_the_list(app, quick):
    clicker = quick
    clicker.frames(2)
    a, played_a, names = host_and_play(clicker)
    b, played_b, _ = host_and_play(clicker)
    assert a != b
    # Continue: the latest, by its name (the host's own seat's, as it was left)
    assert app.top.buttons["continue"].text == words("continue.network", game=words("host.default_name", name=names[0]))
    games = network_games(clicker)
    assert [ticket.code for ticket in games.tickets] == [b, a]  # both kept, the latest first
    assert {key for key in games.targets() if key[0] == "open"} == {("open", t.file_name) for t in games.tickets}
    for code, played in ((a, played_a), (b, played_b)):
        if not isinstance(app.top, NetworkGames):
            network_games(clicker)
        ticket = next(t for t in app.top.tickets if t.code == code)
        assert ticket.year == 1 and ticket.names == names and not ticket.over
        clicker.click(("open", ticket.file_name))  # one click: the game's server starts again, its seats waiting
        lobby = app.top
        assert isinstance(lobby, Lobby)
        try:
            clicker.wait_for(lambda: lobby.link.ready)
            assert lobby.link.code == code
            clicker.click("start")
            assert len(app.top.play.session.commands) == played  # exactly where it was left
        finally:
            app.back_to("title")
        clicker.frames(1)
    assert app.network is None


def test_the_hosts_leave_game_asks_first_and_says_the_others_wait(app, quick):
    clicker = quick
    lobby = clicker.host()  # a person here, an open seat
    clicker.wait_for(lambda: lobby.link.ready)
    bea = Connection(LOOPBACK, lobby.link.port)  # someone elsewhere takes the open seat
    bea.start()
    try:
        bea.send({"type": "join", "code": lobby.link.code, "seat": 1, "name": "Bea"})
        clicker.wait_for(lambda: not lobby.waiting())
        clicker.click("start")
        to_the_table(clicker, others_decide=False)  # the host's secret choices at setup; then the table waits for Bea
        clicker.click(("button", "menu"))
        question = asking(app)
        assert question is not None and "Bea" in question.text_box.html_text
        clicker.click(("ask", "cancel"))
        assert hasattr(app.top, "play") and app.network.server.running  # still at the table, still served
        clicker.click(("button", "menu"))
        clicker.click(("ask", "yes"))
        assert isinstance(app.top, Title) and app.network is None
    finally:
        bea.close()
        if app.network is not None:
            app.network.close()


# --- Two copies of the app ------------------------------------------------------------------------


class Host:
    """The host's app in a child process (tests/ui/net_host.py)."""

    def __init__(self, folder: Path, port: int, again: bool = False):
        command = [sys.executable, "-m", "tests.ui.net_host", "--folder", str(folder), "--port", str(port)]
        command += ["--continue"] if again else []
        self.process = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        words_said = self.said("hosting").split()
        self.port, self.code = int(words_said[1]), words_said[2]
        self.said("table")

    def said(self, start: str) -> str:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if line.startswith(start):
                return line
            if not line and self.process.poll() is not None:
                break
        raise AssertionError(f"the host's app did not say {start!r}: {self.process.stderr.read()[-3000:]}")

    def tell(self, line: str) -> None:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def kill(self) -> None:
        """As a crash or a power cut would: no goodbye (its server stops with its pipe)."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)
        self.process.communicate()

    def end(self) -> None:
        if self.process.poll() is None:
            self.tell("quit")
            try:
                self.process.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.communicate()


def free(port: int, seconds: float = 120) -> None:
    """Wait until nothing listens on `port` (a server stopping writes its games first)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex((LOOPBACK, port)) != 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"port {port} still taken")


@pytest.fixture
def hosts(app):
    """`hosts(folder, port, again=False)` starts the host's app; each is ended after the test, and
    this app's game left."""
    started: list[Host] = []

    def start(folder: Path, port: int, again: bool = False) -> Host:
        started.append(Host(folder, port, again))
        return started[-1]

    yield start
    for host in started:
        host.end()
    if app.network is not None:
        app.network.close()


def test_remove_gives_the_seat_up_on_its_server_freed_at_once_and_told_to_the_table(app, quick, tmp_path):
    clicker = quick
    with ServerThread(tmp_path / "server", **FAST) as server:
        ann = Player(server.port, seed=3)
        ann.connection.send({"type": "create", "arranged": True, "pace": "day", "clock": "1d",
                             "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        clicker.frames(2)
        join_by_clicks(clicker, server.port, code, name="Bo")
        clicker.click(("button", "menu"))
        games = network_games(clicker)
        (ticket,) = games.tickets
        clicker.click(("remove", ticket.file_name))
        question = asking(app)
        assert question is not None and html.unescape(question.text_box.html_text).startswith(
            words("games.remove_joined", game=code, seats="Bo")[:40])
        clicker.click(("ask", "yes"))
        assert games.tickets == [] and games.widgets["status"].text == words("games.removed", game=code)
        # The server frees the seat and tells Ann's table: Bo is not "away", he gave it up.
        wait_for(lambda: ann.game.open[1] and [line["event"] for line in ann.game.events][-1:] == ["gave_up"], also=ann.read)
        assert server.call(lambda: server.server.rooms[code].seats[1].open)
        cy = Player(server.port, seed=4)  # someone new takes it with the code, at once
        cy.join(code, 1, "Cy")
        wait_for(lambda: cy.game.ready and not ann.game.open[1], also=lambda: [p.read() for p in (ann, cy)])
        ann.close()
        cy.close()


def test_a_seat_lost_by_accident_is_opened_again_by_the_creator_and_taken_again(app, quick, hosts, tmp_path):
    clicker = quick
    host = hosts(tmp_path / "host", net_link.PORT)
    clicker.frames(2)
    join_by_clicks(clicker, host.port, host.code, name="Bea")
    to_the_table(clicker)
    old = app.top.play.link.game.tokens[1]
    clicker.click(("button", "menu"))
    games = network_games(clicker)
    (ticket,) = games.tickets
    assert ticket.code == host.code and ticket.tokens == {1: old}
    ticket.path.unlink()  # lost with the computer's data folder: the server still holds the seat for its token
    clicker.click("back")
    clicker.click("back")
    clicker.click("join")
    scene = app.top
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(host.port))
    clicker.type_into("code", host.code)
    clicker.click("find")
    clicker.wait_for(lambda: scene.message == words("join.none_open"))  # the seat is held by a token lost
    host.tell("reopen 1")  # the creator lets Bea's seat be taken again, at its table
    host.said("reopened")
    clicker.click("find")
    clicker.wait_for(lambda: ("seat", 1) in scene.targets())
    assert scene.seat == 1 and scene.widgets["name"].get_text() == "Bea"  # chosen, named: one click
    clicker.click("take")
    clicker.wait_for(lambda: hasattr(app.top, "play"))
    game = app.top.play.link.game
    assert game.my_seats == [1] and game.tokens[1] != old
    stale = Connection(LOOPBACK, host.port)  # the old token no longer seats anybody
    stale.start()
    stale.send({"type": "join", "code": host.code, "seat": 1, "token": old})
    said = []
    clicker.wait_for(lambda: said.extend(stale.poll()) or any(f["type"] == "refused" for f in said))
    stale.close()
    assert next(f for f in said if f["type"] == "refused")["message"] == "net.seat_reopened"
    # The ticket is written on a thread of its own: the list is read once it holds the new token.
    clicker.wait_for(lambda: [t.tokens for t in list_tickets(app.keeper.save_dir).tickets] == [{1: game.tokens[1]}])


def test_a_joiner_waits_in_words_for_a_host_who_left_and_is_back_at_the_table_with_no_click(app, quick, hosts, tmp_path,
                                                                                           monkeypatch):
    monkeypatch.setattr(net_link, "RETRIES", 1)  # the host taken to have left at once, then
    monkeypatch.setattr(client, "SLOW_WAIT", 0.3)  # a slow pace shortened for the test
    clicker = quick
    host = hosts(tmp_path / "host", net_link.PORT)
    clicker.frames(2)
    join_by_clicks(clicker, host.port, host.code, name="Bea")
    to_the_table(clicker)
    play = app.top.play
    clicker.wait_for(lambda: play.session.presence[0])
    port = host.port
    host.kill()
    clicker.wait_for(lambda: app.top.widgets["banner"].text == words("net.host_away"))
    assert not app.top.mine()
    free(port)
    clicks = clicker.clicks
    host = hosts(tmp_path / "host", port, again=True)  # Continue on the host's computer: its server on the same port
    assert host.port == port
    back = time.monotonic()
    clicker.wait_for(lambda: play.link.status == CONNECTED and play.session.presence[0])
    assert time.monotonic() - back < 10 and clicker.clicks == clicks  # back by itself, with no click
    clicker.frames(2)
    assert app.top.widgets["banner"].text != words("net.host_away") and getattr(app.top, "play", None) is play


def test_a_ticket_to_a_server_gone_or_whose_seat_was_opened_again_is_explained_in_words(app, quick, tmp_path,
                                                                                       monkeypatch):
    monkeypatch.setattr(net_link, "GIVE_UP_SECONDS", 1.5)
    monkeypatch.setattr(net_link, "RETRIES", 1)
    clicker = quick
    with ServerThread(tmp_path / "server") as server:
        ann, bea = Player(server.port, 1), Player(server.port, 2)  # Ann created the game; Bea joined, then lost her seat
        ann.connection.send({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "open"}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        bea.join(code, 1, "Bea")
        wait_for(lambda: bea.game.ready, also=bea.read)
        creator = next(f["creator"] for f in ann.frames if f["type"] == "created")
        ann.connection.send({"type": "reopen", "code": code, "seat": 1, "creator": creator})
        wait_for(lambda: 1 in bea.game.reopened, also=bea.read)
        with socket.socket() as probe:  # a port where no server is any more
            probe.bind((LOOPBACK, 0))
            gone = probe.getsockname()[1]
        keep_ticket(app.keeper.save_dir, Ticket(JOINED, LOOPBACK, gone, "GONEXX", {1: "lost"}, names=("Cy", "Bea"), played=1.0))
        keep_ticket(app.keeper.save_dir, Ticket(JOINED, LOOPBACK, server.port, code, {1: bea.game.tokens[1]},
                                                names=("Ann", "Bea"), played=2.0))
        clicker.frames(2)
        games = network_games(clicker)
        clicker.click(("open", next(t.file_name for t in games.tickets if t.code == "GONEXX")))
        scene = app.top
        assert isinstance(scene, JoinScene)
        clicker.wait_for(lambda: scene.message == words("join.unreachable", address=LOOPBACK, port=str(gone)))
        assert scene.link is None  # given up: nothing stuck, the fields there to try again
        clicker.click("games")
        clicker.click(("open", next(t.file_name for t in app.top.tickets if t.code == code)))
        scene = app.top
        clicker.wait_for(lambda: ("seat", 1) in scene.targets())  # refused, and the seat offered again
        assert scene.message == words("net.seat_reopened", v0=1) and scene.seat == 1
        clicker.click("take")
        clicker.wait_for(lambda: hasattr(app.top, "play"))
        assert app.top.play.link.game.tokens[1] != bea.game.tokens[1]
        app.network.close()
        for player in (ann, bea):
            player.close()


def test_a_seat_taken_up_on_another_screen_is_said_at_the_table_left_behind(app, quick, tmp_path):
    clicker = quick
    with ServerThread(tmp_path / "server") as server:
        ann = Player(server.port, 1)
        ann.connection.send({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "open"}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        clicker.frames(2)
        join_by_clicks(clicker, server.port, ann.game.code, name="Bea")
        to_the_table(clicker, others_decide=False)
        play = app.top.play
        assert app.top.widgets["banner"].text != words("net.seat_elsewhere", name="Bea")
        elsewhere = Connection(LOOPBACK, server.port)  # Bea's ticket, opened on another screen
        elsewhere.start()
        elsewhere.send({"type": "join", "code": ann.game.code, "seat": 1, "token": play.session.tokens[1]})
        clicker.wait_for(lambda: app.top.widgets["banner"].text == words("net.seat_elsewhere", name="Bea"))
        assert play.session.elsewhere == {1}
        elsewhere.close()
        app.network.close()
        ann.close()
