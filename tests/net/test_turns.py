"""Whose turn it is without looking, over the real protocol on 127.0.0.1: each person follows
their seats (net/following.py, the "follow" frame of net/turns.py) on one connection a server,
and is told exactly when a turn becomes theirs, never for the other's; a summary holds nothing
hidden; a wrong token is answered as a wrong code; the bounds hold; a reconnection follows again
by itself."""

from __future__ import annotations

import socket

from xerxes_app.net import following as following_module
from xerxes_app.net import shared
from xerxes_app.net.following import Followed, Following
from xerxes_app.net.protocol import MAX_FOLLOWED
from xerxes_app.net.shared import Servers
from xerxes_app.rules import apply, command_from_json, current_player, new_game

from .helpers import LOOPBACK, Addresses, Player, ServerThread, ask, leaks, wait_for
from .test_by_the_day import by_the_day, move_once, room_of


def deciders(server: ServerThread, code: str) -> list[int | None]:
    """Who decided before each command and after the last (None once over), replayed from the deal."""
    data = server.snapshot(code)
    state, setup = data["state"], data["network"]["setup"]
    game = new_game(len(state["players"]), state["seed"], setup["satraps"], setup["turn_order"])
    seen = [current_player(game)]
    for command in data["table"]["commands"]:
        apply(game, command_from_json(command))
        seen.append(None if game.is_over else current_player(game))
    return seen


def follow(server: ServerThread, player: Player, code: str) -> tuple[Servers, Following]:
    servers = Servers()
    following = Following(servers)
    seat = player.game.my_seats[0]
    following.follow([Followed(LOOPBACK, server.port, False, code, seat, player.game.tokens[seat])])
    wait_for(lambda: following.turns or following.poll())  # the first summary: how the game stands
    return servers, following


def test_each_person_is_told_exactly_when_a_turn_becomes_theirs_and_never_for_the_others(tmp_path):
    with ServerThread(tmp_path) as server:
        ann, bo, code = by_the_day(server, seed=11)
        followers = [follow(server, ann, code), follow(server, bo, code)]
        told = [0, 0]
        try:
            for _ in range(24):  # moves enough to pass the decision back and forth many times
                seat = server.call(lambda: current_player(room_of(server, code).session.state))
                move_once(server, code, [ann, bo], seat)
                now = server.call(lambda: current_player(room_of(server, code).session.state))
                for number, (_, following) in enumerate(followers):  # each move's word, read before the next move
                    key = (next(iter(following.taps)), code, number)
                    wait_for(lambda: following.turns[key]["turn"] == (now == number),
                             also=lambda: told.__setitem__(number, told[number] + len(following.poll())))
            seen = deciders(server, code)
            began = [sum(1 for before, now in zip(seen, seen[1:]) if now == seat and before != seat) for seat in (0, 1)]
            assert began[0] >= 3 and began[1] >= 3  # the turn went back and forth
            assert told == began
            for number, (_, following) in enumerate(followers):  # whose turn it is now, as the server says
                assert following.mine() == ({(next(iter(following.taps)), code)} if seen[-1] == number else set())
        finally:
            for servers, following in followers:
                following.close()
                servers.close()
            ann.close()
            bo.close()


def test_a_summary_holds_nothing_hidden_and_a_wrong_token_is_answered_as_a_wrong_code(tmp_path):
    addresses = Addresses()
    with ServerThread(tmp_path, where=addresses.where) as server:
        ann, bo, code = by_the_day(server, seed=12)
        try:
            with addresses.connect(server.port, "stranger") as socket:
                ask_stranger(socket, code, ann, server)
        finally:
            ann.close()
            bo.close()


def ask_stranger(socket, code: str, ann: Player, server: ServerThread) -> None:
    token = ann.game.tokens[0]
    games = [{"code": code, "seat": 0, "token": token}, {"code": code, "seat": 1, "token": token},
             {"code": "NOSUCHGA", "seat": 0, "token": token}, {"code": code, "seat": 3, "token": token}]
    answer = ask(socket, {"type": "follow", "games": games}, ("turns", "refused"))
    first, *wrong = answer["games"]
    assert first["known"] and first["turn"] == (current_player(ann.game.state) == 0)
    assert set(first) == {"code", "seat", "known", "turn", "deciding", "over", "abandoned", "year", "commands"}
    assert wrong == [{"code": code, "seat": 1, "known": False}, {"code": "NOSUCHGA", "seat": 0, "known": False},
                     {"code": code, "seat": 3, "known": False}]  # a wrong token and a wrong code: alike
    seed = server.call(lambda: room_of(server, code).session.state.seed)
    assert leaks(answer, 0, (seed,)) == [] and leaks({**answer, "planted": seed}, 0, (seed,))  # the scan finds one
    too_many = [{"code": code, "seat": 0, "token": token}] * (MAX_FOLLOWED + 1)
    refused = ask(socket, {"type": "follow", "games": too_many}, ("turns", "refused"))
    assert refused["kind"] == "malformed" and refused["request"] == "follow"


def test_one_connection_a_server_follows_again_after_a_reconnection_and_leaving_a_table_keeps_it(tmp_path):
    with ServerThread(tmp_path) as server:
        ann, bo, code = by_the_day(server, seed=13)
        servers = Servers()
        following = Following(servers)
        try:
            table = servers.tap(LOOPBACK, server.port)  # Bo's table and his games followed: one connection
            table.code = code
            table.send({"type": "join", "code": code, "seat": 1, "token": bo.game.tokens[1]})
            following.follow([Followed(LOOPBACK, server.port, False, code, 1, bo.game.tokens[1])])
            wait_for(lambda: following.turns or following.poll())
            clients = server.call(lambda: len(server.server.clients))
            assert clients == 3  # Ann's, Bo's helper's, and Bo's app's one
            bo.close()
            before = server.call(lambda: set(server.server.turns.of_game[code]))
            assert server.call(lambda: room_of(server, code).seats[1].holders) == before  # the app's one connection
            # The connection dropped as a lost network would: it comes back by itself, the seat
            # rejoined and the game followed again.
            connection = next(iter(servers.connections.values()))
            connection._loop.call_soon_threadsafe(lambda: connection._socket.transport.abort())

            def back() -> bool:
                followers = server.call(lambda: set(server.server.turns.of_game.get(code, {})))
                holders = server.call(lambda: set(room_of(server, code).seats[1].holders))
                return len(followers) == 1 and not followers & before and holders == followers

            wait_for(back)
            # Following nothing there any more: the server is told so, the connection stays for the table.
            following.follow([])
            wait_for(lambda: not server.call(lambda: server.server.turns.of_game.get(code)))
            assert len(servers.connections) == 1 and server.call(lambda: room_of(server, code).seats[1].holders)
            following.follow([Followed(LOOPBACK, server.port, False, code, 1, bo.game.tokens[1])])
            wait_for(lambda: server.call(lambda: server.server.turns.of_game.get(code)))
            table.close()  # leaving the table: the seat is away, the connection kept for the game followed
            wait_for(lambda: not server.call(lambda: room_of(server, code).seats[1].holders))
            assert len(servers.connections) == 1 and not server.call(lambda: server.server.rooms[code].seats[1].holders)
            following.close()
            assert servers.connections == {}
        finally:
            following.close()
            servers.close()
            ann.close()


def test_a_server_that_never_answered_is_followed_once_it_does(tmp_path, monkeypatch):
    """The app started while this computer was offline, say: its games are followed once their
    server answers, without the player doing anything."""
    monkeypatch.setattr(shared, "TRIES", 1)
    monkeypatch.setattr(following_module, "AGAIN_SECONDS", 0.0)
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        port = probe.getsockname()[1]
    servers = Servers()
    following = Following(servers)
    try:
        following.follow([Followed(LOOPBACK, port, False, "KXRTMPAB", 0, "lost")])
        connection = next(iter(servers.connections.values()))
        wait_for(lambda: connection.finished)  # gave up: nobody there
        with ServerThread(tmp_path, port=port) as server:
            wait_for(lambda: following.poll() or following.turns)
            assert following.turns[(shared.server_key(LOOPBACK, port, False), "KXRTMPAB", 0)]["known"] is False
            assert server.call(lambda: len(server.server.clients)) == 1 and len(servers.connections) == 1
    finally:
        following.close()
        servers.close()
