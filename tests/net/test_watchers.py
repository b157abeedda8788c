"""Watchers over the real protocol on 127.0.0.1: a game its creator let be watched, watched from
its first move to its end; every frame the watcher got scanned for any seat's secrets (R25); a
watcher refused every act in words, and a line where watchers may not speak; a game not let be
watched refused to watchers; where watchers may speak, a watcher's line is told to everyone
marked with its name, and kept with the game."""

from __future__ import annotations

from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.views import encode_view
from xerxes_app.rules import new_game, view_for

from .helpers import Player, ServerThread, leaks, play_until_over, replayed, wait_for
from .test_network_games import FAST, secrets_of

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}]


def create(host: Player, seats: list[dict], **options) -> str:
    host.connection.send({"type": "create", "seats": seats, **options})
    wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
    return host.game.code


def watcher_of(port: int, code: str, name: str = "Cy") -> Player:
    watcher = Player(port, 99)
    watcher.game = RemoteGame(watcher.connection, code)
    watcher.game.watch(name)
    return watcher


def test_a_watcher_sees_the_whole_game_and_no_secret_of_any_seat(tmp_path):
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Normal", "kind": "normal"}, {"name": "Easy", "kind": "easy"}]
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, 7)
        code = create(host, seats, watch=True)
        watcher = watcher_of(server.port, code)
        wait_for(lambda: watcher.game.ready and host.game.watchers == ["Cy"], also=lambda: (watcher.read(), host.read()))
        play_until_over([host], seconds=60, between=watcher.read)
        wait_for(lambda: watcher.game.state.is_over, also=watcher.read)
        data = server.snapshot(code)
        assert server.server.crashes == 0
    alone = replayed(data)
    public = view_for(alone.state, None)  # the engine's view for no seat (R25)
    assert watcher.game.my_seats == [] and watcher.game.watching
    assert encode_view(watcher.game.state) == encode_view(public)
    assert watcher.game.state.log == public.log
    assert len(public.log) < len(alone.state.log)  # private entries there were, and none reached it
    secrets = secrets_of(data)
    updates = [frame for frame in watcher.frames if frame["type"] in ("game", "update")]
    assert len(updates) > len(alone.commands) // 2  # it followed the game live
    assert all(frame["seat"] is None for frame in updates)
    assert [leak for frame in watcher.frames for leak in leaks(frame, -1, secrets)] == []
    # The same scan finds seat 1's own cards planted in one of those frames: at the end its hands
    # may both be empty (the server deals a game of its own seed), its discards then not.
    planted = dict(updates[-1], state=encode_view(view_for(alone.state, 1)))
    assert any(leak.startswith("seat 1's") for leak in leaks(planted, -1, secrets))


def test_a_watcher_is_refused_every_act_in_words(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, 1)
        code = create(host, SEATS, watch=True)
        watcher = watcher_of(server.port, code)
        wait_for(lambda: watcher.game.ready, also=watcher.read)
        token = host.game.tokens[0]
        command = host.bot.choose(host.game.state, 0).to_json()
        for frame in ({"type": "command", "seat": 0, "token": token, "seen": 0, "command": command},
                      {"type": "command", "seat": 0, "seen": 0, "command": command},
                      {"type": "undo", "seat": 0, "seen": 0}, {"type": "hand_over", "seat": 0, "absent": 1},
                      {"type": "take_back", "seat": 0}, {"type": "say", "seat": 0, "text": "hello"}):
            watcher.connection.send({**frame, "code": code})
        wait_for(lambda: len(watcher.refusals) == 6, also=watcher.read)
        assert [(r["kind"], r["message"]) for r in watcher.refusals] == [("watching", "net.watching")] * 5 + [
            ("watching", "net.watchers_silent")]  # "watch": true is watch only
        assert server.snapshot(code)["table"]["commands"] == []  # not even with the seat's own token
        # History is still the watcher's: the view for no seat.
        watcher.game.ask_past(0)
        wait_for(lambda: (None, 0) in watcher.game.pasts, also=watcher.read)
        assert encode_view(watcher.game.pasts[(None, 0)]) == encode_view(view_for(new_game_of(server, code), None))


def new_game_of(server: ServerThread, code: str):
    return server.call(lambda: server.server.rooms[code].past(0))


def test_watching_is_refused_unless_the_creator_allowed_it(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, 1)
        code = create(host, SEATS)  # "watch" off unless said
        watcher = watcher_of(server.port, code)
        wait_for(lambda: watcher.refusals, also=watcher.read)
        assert watcher.refusals[0]["kind"] == "not_watchable" and watcher.refusals[0]["message"] == "net.no_watching"
        assert not any(frame["type"] in ("game", "update") for frame in watcher.frames)
        host.connection.send({"type": "look", "code": code})
        wait_for(lambda: any(f["type"] == "room" for f in host.frames), also=host.read)
        assert next(f for f in host.frames if f["type"] == "room")["watch"] is False
        other = Player(server.port, 2)
        other.connection.send({"type": "create", "seats": SEATS, "watch": "yes"})
        wait_for(lambda: other.refusals, also=other.read)
        assert other.refusals[0]["kind"] == "malformed"
        named = watcher_of(server.port, create(Player(server.port, 3), SEATS, watch=True), "\u202eevil")
        wait_for(lambda: named.refusals, also=named.read)
        assert named.refusals[0]["message"] == "problem.name_unprintable"  # a name turned around is no name


def test_where_watchers_may_speak_a_watchers_line_reaches_the_table_marked_and_is_kept(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, 1)
        code = create(host, SEATS, watch="speak")
        watcher = watcher_of(server.port, code)
        wait_for(lambda: watcher.game.ready and watcher.game.may_speak, also=watcher.read)
        watcher.game.say("Good luck, both")
        wait_for(lambda: host.game.talk, also=host.read)
        (line,) = host.game.talk
        assert (line["seat"], line["watcher"], line["text"]) == (None, "Cy", "Good luck, both")
        wait_for(lambda: watcher.game.talk, also=watcher.read)
        assert watcher.refusals == [] and server.snapshot(code)["network"]["watch"] == "speak"
        watch_only = watcher_of(server.port, create(Player(server.port, 2), SEATS, watch="watch"))
        wait_for(lambda: watch_only.game.ready, also=watch_only.read)
        assert not watch_only.game.may_speak
        host.close()
        watcher.close()
    with ServerThread(tmp_path, **FAST) as server:  # the line and the choice, kept with the game
        again = watcher_of(server.port, code, "Di")
        wait_for(lambda: again.game.ready and again.game.talk, also=again.read)
        assert again.game.may_speak and again.game.talk[0]["watcher"] == "Cy"
        again.close()


def test_the_choice_survives_a_restart_and_a_watcher_leaving_is_told(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, 1)
        code = create(host, SEATS, watch=True)
        host.close()
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, 1)
        host.game = RemoteGame(host.connection, code)
        host.connection.send({"type": "join", "code": code, "seat": 1, "name": "Bo"})
        watcher = watcher_of(server.port, code)
        wait_for(lambda: watcher.game.ready and host.game.watchers == ["Cy"], also=lambda: (watcher.read(), host.read()))
        watcher.connection.leave(code)  # the watcher's table closed, its connection kept for other games
        wait_for(lambda: host.game.watchers == [], also=host.read)
        assert watcher.refusals == []
        watcher.game.watch("Cy")
        wait_for(lambda: host.game.watchers == ["Cy"], also=lambda: (watcher.read(), host.read()))
        watcher.close()
        wait_for(lambda: host.game.watchers == [], also=host.read)


def test_a_connection_watches_again_after_a_reconnection_and_keeps_no_token_for_it():
    from xerxes_app.net.client import Connection

    connection = Connection("127.0.0.1", 1)
    connection._learn({"type": "joined", "code": "ACDEFHJK", "seat": 1, "token": "t"})
    connection._learn({"type": "watching", "code": "KXRTMPAC", "name": "Cy"})
    assert connection.tokens == {("ACDEFHJK", 1): "t"}  # a ticket keeps seats, never a watch
    assert {"type": "watch", "code": "KXRTMPAC", "name": "Cy"} in connection._rejoins.values()  # sent again on reconnecting
