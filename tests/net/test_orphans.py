"""Games whose server died, looked after by the servers alive with nobody connected (orphans.py):
an unjoined game expired, a computer's turn played, and two servers sweeping at once never both
acting for one game."""

from __future__ import annotations

import threading

from xerxes_app.bots import make_bot
from xerxes_app.net.guard import DAY

from .helpers import Player, ServerThread, wait_for
from .test_cluster import kept, start
from .test_stores import query

EXPIRE_DAYS = f"{3 / DAY:.8f}"  # an unjoined game expires 3 s after it was made


def unjoined_games(port: int, count: int) -> list[str]:
    """Games made at the server on `port` with an open seat that nobody takes."""
    codes = []
    for number in range(count):
        host = Player(port, 100 + number)
        host.connection.send({"type": "create", "seats": [{"name": "Host", "kind": "human"},
                                                          {"name": "Guest", "kind": "open"}]})
        wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
        codes.append(host.game.code)
        host.close()
    return codes


def held(database: str, codes: list[str]) -> list[str]:
    return [row[0] for row in query(database, "SELECT code FROM xerxes_games WHERE code = ANY($1)", codes)]


def took(handle, code: str) -> int:
    return sum(line.endswith(f"took {code} from the database\n") for line in handle.events)


def test_an_unjoined_game_of_a_server_killed_is_expired_by_another(database):
    made = start(database, "--expire-unjoined", EXPIRE_DAYS)
    other = None
    try:
        [code] = unjoined_games(made.port, 1)
        made.process.kill()  # no warning: its game is held by a server gone
        made.process.wait()
        other = start(database, "--expire-unjoined", EXPIRE_DAYS)
        wait_for(lambda: held(database, [code]) == [])  # nobody connected to any server
    finally:
        made.stop()
        if other is not None:
            other.stop()
    assert took(other, code) == 1


def test_two_servers_sweeping_at_once_never_both_act_for_one_game(database):
    made = start(database, "--expire-unjoined", EXPIRE_DAYS, "--creates-per-hour", "100")
    sweepers = []
    try:
        codes = unjoined_games(made.port, 6)
        made.process.kill()
        made.process.wait()
        sweepers = [start(database, "--expire-unjoined", EXPIRE_DAYS) for _ in range(2)]  # both before the games expire
        wait_for(lambda: held(database, codes) == [])
    finally:
        made.stop()
        for handle in sweepers:
            handle.stop()
    for code in codes:  # each claimed, and expired, by one of them only
        assert sum(took(handle, code) for handle in sweepers) == 1, code


class Stuck:
    """A computer that never decides until it is let go: its server dies while it is to move."""

    asked = threading.Event()
    free = threading.Event()

    def __init__(self, kind: str, seed: int):
        self.bot = make_bot(kind, seed)

    def choose(self, view, seat):
        Stuck.asked.set()
        Stuck.free.wait(120)
        return self.bot.choose(view, seat)

    def explain(self, view, seat, command):
        return self.bot.explain(view, seat, command)

    def interrupt(self) -> None:
        Stuck.free.set()


def dies(cluster) -> None:
    """A server killed outright, as its database sees it: its sessions end and its lease is never renewed."""
    for task in cluster._tasks:
        task.cancel()
    cluster.gave_up = "killed by the test"  # stopping later, it writes nothing (cluster.stop)
    for connection in (cluster.listener, cluster.sender, cluster.store.leasing):
        connection.terminate()
    cluster.store.pool.terminate()


def test_a_computers_turn_in_a_game_whose_server_died_is_played_with_nobody_connected(tmp_path, database):
    Stuck.asked.clear()
    Stuck.free.clear()
    sweeper = None
    with ServerThread(tmp_path, database=database, lease=2.0, make=Stuck) as holder:
        host = Player(holder.port, 111)
        host.connection.send({"type": "create", "seats": [{"name": "Host", "kind": "human"},
                                                          {"name": "Computer", "kind": "normal"}]})
        try:
            wait_for(lambda: Stuck.asked.is_set(), also=host.step)  # the computer's turn, stored
        finally:
            host.close()
        code = host.game.code
        document, moves = kept(database, code)
        holder.call(dies, holder.server.cluster)
        try:
            sweeper = start(database)  # nobody connects to it
            wait_for(lambda: len(kept(database, code)[1]) > len(moves))
        finally:
            Stuck.free.set()
            if sweeper is not None:
                sweeper.stop()
    after, moves_after = kept(database, code)
    assert took(sweeper, code) == 1
    assert after["table"]["commands"][: len(document["table"]["commands"])] == document["table"]["commands"]
    assert {epoch for epoch, _ in moves_after[len(moves):]} == {2}  # made under 1, played under the claim's
