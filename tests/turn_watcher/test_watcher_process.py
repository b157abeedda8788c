"""The turn watcher as the player's computer runs it: `xerxes --turn-watcher`, a process of its
own, following Bo's two games by the day on a server on 127.0.0.1, with its notices written to a
file (XERXES_TURN_NOTICES). It tells exactly the turns that become Bo's, never Ann's, on one
connection for the server; it steps aside while the app runs and comes back when it closes; it
never imports pygame and stays under 40 MB."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket
from xerxes_app.turn_watcher.aside import Aside

from tests.net.helpers import LOOPBACK, ServerThread, wait_for
from tests.net.test_by_the_day import by_the_day, deciding, move_once

MOST_MEMORY = 40 * 1024 * 1024
BO = 1


def followers(server: ServerThread) -> int:
    """The connections following games on the server."""
    turns = server.server.turns
    return server.call(lambda: sum(1 for client in list(turns.told) if turns.follows(client)))


def keep_bos_ticket(save_dir: Path, server: ServerThread, code: str, bo) -> None:
    """Bo's ticket, as the app writes it: the game as it stood when last at Bo's screen."""
    keep_ticket(save_dir, Ticket(JOINED, LOOPBACK, server.port, code, {BO: bo.game.tokens[BO]}, names=("Ann", "Bo"),
                                 year=1, turn=deciding(server, code), pace="day"))


def told(notices: Path) -> list[str]:
    """The games of the notices written so far."""
    if not notices.exists():
        return []
    return [json.loads(line)["code"] for line in notices.read_text(encoding="utf-8").splitlines()]


def rss(process: subprocess.Popen) -> int:
    status = Path(f"/proc/{process.pid}/status").read_text()
    return int(next(line for line in status.splitlines() if line.startswith("VmRSS:")).split()[1]) * 1024


def watcher(save_dir: Path, config_dir: Path, imports: Path, notices: Path | None) -> subprocess.Popen:
    environment = dict(os.environ)
    environment.pop("XERXES_TURN_NOTICES", None)
    if notices is not None:
        environment["XERXES_TURN_NOTICES"] = str(notices)
    with imports.open("w") as stderr:  # -X importtime: every module the process imports, on its standard error
        return subprocess.Popen([sys.executable, "-X", "importtime", "-m", "xerxes_app", "--turn-watcher",
                                 "--save-dir", str(save_dir), "--config-dir", str(config_dir)],
                                env=environment, stdout=subprocess.DEVNULL, stderr=stderr)


class Games:
    """Bo's two games, and the turns that became his as the moves were made."""

    def __init__(self, server: ServerThread, games: dict):
        self.server, self.games = server, games  # code: (ann, bo)
        self.began: list[str] = []

    def move(self, code: str) -> None:
        """Whoever decides in the game makes one move; a turn becoming Bo's is noted."""
        before = deciding(self.server, code)
        move_once(self.server, code, list(self.games[code]), before)
        if deciding(self.server, code) == BO and before != BO:
            self.began.append(code)

    def until_bos_turn_begins(self, code: str) -> None:
        began = len(self.began)
        for _ in range(200):
            self.move(code)
            if len(self.began) > began:
                return
        raise AssertionError("Bo's turn never began")


def test_the_watcher_tells_exactly_bos_turns_on_one_connection_steps_aside_for_the_app_and_stays_small(tmp_path):
    save_dir, config_dir, notices = tmp_path / "saves", tmp_path / "config", tmp_path / "notices.jsonl"
    with ServerThread(tmp_path / "server") as server:
        first, second = by_the_day(server, seed=21), by_the_day(server, seed=22)
        games = Games(server, {first[2]: first[:2], second[2]: second[:2]})
        for ann, bo, code in (first, second):
            keep_bos_ticket(save_dir, server, code, bo)
        # Bo's turn begins in the second game after its ticket was last written: news at the start.
        games.until_bos_turn_begins(second[2])
        made = server.server.connections_made  # Ann's and Bo's, at each game
        process = watcher(save_dir, config_dir, tmp_path / "imports.txt", notices)
        try:
            wait_for(lambda: followers(server) == 1)
            assert server.server.connections_made == made + 1  # one connection for both games
            for move in range(30):  # moves enough for the turns to change hands many times in each game
                games.move(first[2] if move % 3 else second[2])
            games.until_bos_turn_begins(second[2])  # the last notice: every earlier frame was read before it
            wait_for(lambda: len(told(notices)) >= len(games.began))
            assert told(notices) == games.began and len(set(games.began)) == 2 and len(games.began) >= 4
            assert followers(server) == 1 and server.server.connections_made == made + 1
            memory = rss(process)
            print(f"turn watcher: {memory / 2**20:.1f} MB resident, writing notices to a file")
            assert memory <= MOST_MEMORY

            # The app starts: the watcher lets go of the server, and a turn begun meanwhile is the app's to tell.
            app = Aside(save_dir, config_dir)
            assert app.held is not None
            wait_for(lambda: followers(server) == 0)
            games.until_bos_turn_begins(first[2])
            app.close()  # the app closes: the watcher follows again, and tells only turns begun since
            wait_for(lambda: followers(server) == 1)
            games.until_bos_turn_begins(second[2])
            wait_for(lambda: len(told(notices)) >= len(games.began) - 1)
            assert told(notices) == games.began[:-2] + games.began[-1:]  # the turn the app told is not told again
        finally:
            process.kill()
            process.wait(30)
            for ann, bo, _ in (first, second):
                ann.close()
                bo.close()
    imported = (tmp_path / "imports.txt").read_text()
    assert "xerxes_app.turn_watcher.process" in imported and "pygame" not in imported


def test_a_lost_connection_is_made_again_and_the_turns_told_as_before(tmp_path):
    save_dir, notices = tmp_path / "saves", tmp_path / "notices.jsonl"
    with ServerThread(tmp_path / "server") as server:
        ann, bo, code = by_the_day(server, seed=24)
        games = Games(server, {code: (ann, bo)})
        keep_bos_ticket(save_dir, server, code, bo)
        process = watcher(save_dir, tmp_path / "config", tmp_path / "imports.txt", notices)
        try:
            wait_for(lambda: followers(server) == 1)
            made = server.server.connections_made
            turns = server.server.turns

            def cut() -> None:  # as a lost network would: no closing handshake
                for client in [client for client in turns.told if turns.follows(client)]:
                    client.socket.transport.abort()

            server.loop.call_soon_threadsafe(cut)
            wait_for(lambda: server.server.connections_made == made + 1 and followers(server) == 1)
            games.until_bos_turn_begins(code)
            games.until_bos_turn_begins(code)
            wait_for(lambda: len(told(notices)) >= len(games.began))
            assert told(notices) == games.began == [code, code]
        finally:
            process.kill()
            process.wait(30)
            ann.close()
            bo.close()


def test_with_the_desktops_notifications_the_watcher_stays_under_40_mb(tmp_path):
    """The library of the desktop's notifications loaded (its D-Bus backend on Linux), the
    watcher following a game."""
    save_dir = tmp_path / "saves"
    with ServerThread(tmp_path / "server") as server:
        ann, bo, code = by_the_day(server, seed=23)
        keep_bos_ticket(save_dir, server, code, bo)
        process = watcher(save_dir, tmp_path / "config", tmp_path / "imports.txt", None)
        try:
            wait_for(lambda: followers(server) == 1)
            memory = rss(process)
        finally:
            process.kill()
            process.wait(30)
            ann.close()
            bo.close()
    print(f"turn watcher: {memory / 2**20:.1f} MB resident, with desktop-notifier")
    assert "desktop_notifier" in (tmp_path / "imports.txt").read_text()
    assert memory <= MOST_MEMORY


def test_a_second_watcher_on_the_same_folders_ends_at_once(tmp_path):
    first = watcher(tmp_path / "saves", tmp_path / "config", tmp_path / "first.txt", tmp_path / "notices")
    try:
        wait_for(lambda: (tmp_path / "config" / "turn-watcher" / "port").exists())
        second = subprocess.run([sys.executable, "-m", "xerxes_app", "--turn-watcher", "--save-dir", str(tmp_path / "saves"),
                                 "--config-dir", str(tmp_path / "config")], capture_output=True, text=True, timeout=60)
        assert second.returncode == 0 and "runs already" in second.stdout
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(30)
