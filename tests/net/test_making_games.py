"""Making games: one address is budgeted (so many at once, then so many an hour) and holds at
most so many unfinished games, so a flood of creates from it never makes the server refuse
another address; a game made with open seats that nobody ever took is removed after a set
time, its file too; games in play are what the server's cap counts; all of it survives a restart."""

from __future__ import annotations

import io

import pytest

from xerxes_app.net.guard import DAY, Bounds, add_options, bounds_from

from .helpers import Addresses, FakeClock, ServerThread, ask

WAITING = {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]}
IN_PLAY = {"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Cy", "kind": "human"}]}
BOUNDS = Bounds(games=6, waiting=6, games_per_address=4, creates_per_hour=3, expire=7 * DAY)


def test_a_create_flood_from_one_address_leaves_another_able_to_create(tmp_path):
    clock, wall, addresses, log = FakeClock(), FakeClock(1.7e9), Addresses(), io.StringIO()
    options = dict(clock=clock, wall=wall, where=addresses.where, bounds=BOUNDS, log=log)
    with ServerThread(tmp_path, **options) as server:
        with addresses.connect(server.port, "flooder") as flooder:
            answers = [ask(flooder, frame) for frame in (WAITING, IN_PLAY, WAITING, WAITING, IN_PLAY)]
            assert [a["type"] for a in answers] == ["created"] * 3 + ["refused"] * 2
            assert answers[3]["kind"] == "creates" and answers[3]["values"] == [20]  # 3 an hour: one each 20 minutes
            clock.advance(3600)
            answers += [ask(flooder, frame) for frame in (WAITING, WAITING, IN_PLAY)]
            assert [a.get("kind") for a in answers[5:]] == [None, "address_games", "address_games"]
            assert answers[-1]["values"] == [BOUNDS.games_per_address]
            made = [a["code"] for a in answers if a["type"] == "created"]
        # The flooder holds 4 games, of the server's 6 in play and 6 waiting: others still make theirs.
        with addresses.connect(server.port, "player") as player:  # (connected now: the clock moved an hour)
            first, second = ask(player, IN_PLAY), ask(player, WAITING)
            assert first["type"] == second["type"] == "created"
            # Someone takes the open seat of one of the flooder's waiting games: it is in play now.
            with addresses.connect(server.port, "friend") as friend:
                friend.send('{"type":"join","code":"%s","seat":1,"name":"Di"}' % made[0])
                assert ask(friend, {"type": "look", "code": made[0]})["seats"][1]["open"] is False
        assert server.snapshot(made[1])["network"]["made_from"] == "flooder"
        # A week later, the games nobody came to are gone, their files too; the others stay.
        wall.advance(7 * DAY + 1)
        clock.advance(60)
        server.call(server.server.sweep)
        kept = set(server.server.rooms)
        assert kept == {made[0], made[1], first["code"]}
    assert {path.stem for path in (tmp_path / "games").glob("*.json")} == kept  # the server stopped: all written
    assert "games nobody joined removed" in log.getvalue()
    # Started again on its folder, the server still knows who made what, and how long ago.
    with ServerThread(tmp_path, **options) as server:
        assert {code: room.made_from for code, room in server.server.rooms.items()} == {
            made[0]: "flooder", made[1]: "flooder", first["code"]: "player"}
        assert not any(room.waiting for room in server.server.rooms.values())


def test_the_cap_counts_games_in_play_and_the_waiting_ones_apart(tmp_path):
    addresses = Addresses()
    bounds = Bounds(games=2, waiting=2, games_per_address=1, creates_per_hour=100)
    with ServerThread(tmp_path, where=addresses.where, bounds=bounds) as server:
        made = []
        for number in range(3):
            with addresses.connect(server.port, f"host {number}") as host:
                made.append((ask(host, IN_PLAY), ask(host, WAITING)))
        kinds = [[answer.get("kind") for answer in pair] for pair in made]
        assert kinds == [[None, "address_games"], [None, "address_games"], ["full", None]]


def test_the_options_of_xerxes_server_set_the_bounds(capsys):
    import argparse

    parser = argparse.ArgumentParser()
    add_options(parser)
    bounds = bounds_from(parser.parse_args(["--expire-unjoined", "2", "--games-per-address", "5", "--idle", "30",
                                            "--max-connections", "100", "--connections-per-address", "8"]), parser)
    assert (bounds.expire, bounds.games_per_address, bounds.idle, bounds.connections_per_address) == (2 * DAY, 5, 30, 8)
    assert bounds.connections <= 100
    with pytest.raises(SystemExit):
        bounds_from(parser.parse_args(["--games-per-address", "10000"]), parser)
    assert "--games-per-address must be fewer than" in capsys.readouterr().err
