"""Nothing lost, no game stuck: a player killed mid-game rejoins their seat with its token; the
server's process killed outright and started again on its data folder resumes every game, the
players' connections rejoining by themselves; connections cut at random points end no game."""

from __future__ import annotations

import json
import random

from xerxes_app.net.client import Connection
from xerxes_app.net.hosting import start_server
from xerxes_app.net.mirror import RemoteGame

from .helpers import LOOPBACK, Player, ServerThread, play_until_over, replayed, wait_for
from .test_network_games import FAST, start_game


def commands_seen(players: list[Player]) -> int:
    for player in players:
        player.read()
    return max(len(p.game.commands) for p in players if p.game is not None and p.game.ready)


def test_a_player_killed_mid_game_rejoins_their_seat_with_its_token(tmp_path, store):
    with ServerThread(tmp_path, **FAST, **store) as server:
        players, code = start_game(server, ["human", "open", "open", "open"], seed=11)
        wait_for(lambda: commands_seen(players) >= 40, also=lambda: [p.step() for p in players])
        lost = players[2]
        seat = lost.game.my_seats[0]
        token = lost.game.tokens[seat]
        lost.close()
        # The others are told the seat is away, and the game waits for it.
        wait_for(lambda: not players[0].game.presence[seat], also=players[0].read)
        # The same computer (it kept the token) comes back on a new connection.
        back = Player(server.port, seed=99)
        back.game = RemoteGame(back.connection, code)
        back.connection.send({"type": "join", "code": code, "seat": seat, "token": token})
        players[2] = back
        wait_for(lambda: players[0].game.presence[seat], also=lambda: [p.read() for p in players])
        play_until_over(players, seconds=60)
        data = server.snapshot(code)
    alone = replayed(data)
    assert alone.to_json()["state"] == data["state"]
    back.game.show(seat)
    assert back.game.state.log == [e for e in alone.state.log if e.seat in (None, seat)]


def test_a_wrong_token_takes_no_seat(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        players, code = start_game(server, ["human", "open", "normal"], seed=12)
        stranger = Player(server.port, seed=1)
        stranger.game = RemoteGame(stranger.connection, code)
        stranger.connection.send({"type": "join", "code": code, "seat": 1, "token": "guessed"})
        stranger.connection.send({"type": "join", "code": code, "seat": 1, "name": "Thief"})  # taken already
        wait_for(lambda: len(stranger.refusals) == 2, also=stranger.read)
        assert [r["kind"] for r in stranger.refusals] == ["wrong_token", "no_seat"]
        assert stranger.game.my_seats == []
        for player in players + [stranger]:
            player.close()


def test_the_server_killed_outright_resumes_every_game_from_its_folder(tmp_path):
    handle = start_server(tmp_path, port=0, address=LOOPBACK)
    try:
        first, code = start_game(handle, ["human", "open", "open", "normal"], seed=21)
        second, other = start_game(handle, ["human", "open"], seed=22)
        players = first + second
        wait_for(lambda: commands_seen(first) >= 50, also=lambda: [p.step() for p in players])
        handle.process.kill()  # no warning, no last save
        handle.process.wait()
        saved = {c: json.loads((tmp_path / "games" / f"{c}.json").read_text()) for c in (code, other)}
        port = handle.port
        handle.stop()
        wait_for(lambda: all(p.connection.status == "reconnecting" for p in players), also=lambda: [p.read() for p in players])
        handle = start_server(tmp_path, port=port, address=LOOPBACK)
        # The connections rejoin their seats by themselves, and both games play to their end.
        play_until_over(players, seconds=90)
        assert all(p.connection.status == "connected" for p in players)
    finally:
        for player in locals().get("players", []):
            player.close()
        handle.stop()
    for c in (code, other):
        data = json.loads((tmp_path / "games" / f"{c}.json").read_text())
        before = saved[c]["table"]["commands"]
        assert len(before) > 0 and data["table"]["commands"][: len(before)] == before  # nothing saved was lost
        alone = replayed(data)
        assert alone.state.is_over and alone.to_json()["state"] == data["state"]


def test_connections_cut_at_random_points_leave_no_game_stuck(tmp_path, store):
    chance = random.Random(5)
    with ServerThread(tmp_path, **FAST, **store) as server:
        players, code = start_game(server, ["human", "open", "open", "easy"], seed=31)
        cuts = []

        def cut_one() -> None:
            if chance.random() < 0.01:
                victim = chance.choice(players)
                victim.drop()
                cuts.append(victim)

        play_until_over(players, seconds=90, between=cut_one)
        data = server.snapshot(code)
        assert server.server.crashes == 0
    for player in players:
        player.close()
    assert len(cuts) >= 5
    alone = replayed(data)
    assert alone.state.is_over and alone.to_json()["state"] == data["state"]


def test_the_players_are_told_the_host_has_left(tmp_path):
    handle = start_server(tmp_path, port=0, address=LOOPBACK)
    connection = Connection(LOOPBACK, handle.port, tries=2)
    connection.start()
    try:
        wait_for(lambda: connection.status == "connected")
        handle.stop()
        wait_for(lambda: connection.status == "host left")
        assert connection.ever_connected
    finally:
        connection.close()
        handle.stop()
    nobody = Connection(LOOPBACK, handle.port, tries=1)
    nobody.start()
    wait_for(lambda: nobody.status == "host left")
    assert not nobody.ever_connected
    nobody.close()
