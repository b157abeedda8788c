"""A lost seat comes back: the game's creator, and only the creator, opens a person's seat again;
whoever takes it with the code and a name receives a fresh token, and the old token is refused
in words of its own. And a seat's own decisions, for its review: its moves alone."""

from __future__ import annotations

from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.rooms import Room
from xerxes_app.rules import apply, command_from_json, current_player, legal_commands

from .helpers import Player, ServerThread, leaks, replayed, wait_for
from .test_network_games import FAST, start_game


def refusal(player: Player, frame: dict) -> dict:
    """The refusal `frame` earns."""
    count = len(player.refusals)
    player.connection.send(frame)
    wait_for(lambda: len(player.refusals) > count, also=player.read)
    return player.refusals[-1]


def test_only_the_creator_reopens_a_seat_and_the_old_token_stops_working(tmp_path, store):
    with ServerThread(tmp_path, **FAST, **store) as server:
        players, code = start_game(server, ["human", "open", "normal"], seed=21)
        host, bea = players
        creator = next(f["creator"] for f in host.frames if f["type"] == "created")
        old = bea.game.tokens[1]
        ask = {"type": "reopen", "code": code, "seat": 1}
        # Without the creator token, with a seat's token for it, or for a seat nobody holds: refused.
        for stranger in ({**ask}, {**ask, "creator": old}, {**ask, "creator": "guessed"}):
            said = refusal(bea, stranger)
            assert (said["kind"], said["message"]) == ("wrong_token", "net.not_creator")
        assert refusal(host, {**ask, "seat": 2, "creator": creator})["kind"] == "no_seat"  # a computer's seat
        assert server.snapshot(code)["network"]["seats"][1]["open"] is False

        host.connection.send({**ask, "creator": creator})
        wait_for(lambda: 1 in bea.game.reopened and host.game.open[1], also=lambda: [p.read() for p in players])
        said = refusal(bea, {"type": "join", "code": code, "seat": 1, "token": old})
        assert (said["kind"], said["message"], said["values"]) == ("wrong_token", "net.seat_reopened", [1])
        view = bea.game.views[1].data
        said = refusal(bea, {"type": "command", "code": code, "seat": 1, "token": old, "seen": view["commands"],
                             "command": {"type": "pass"}})
        assert said["message"] == "net.seat_reopened"

        again = Player(server.port, seed=5)  # Bea, at a computer that kept nothing
        again.join(code, 1, "Bea")
        wait_for(lambda: again.game.ready and not host.game.open[1], also=lambda: [p.read() for p in (again, host)])
        assert again.game.tokens[1] != old
        saved = server.snapshot(code)
        for player in (host, bea, again):
            player.close()
    room = Room.from_json(saved)  # the creator and the revoked token are kept with the game
    assert room.creator_hash and len(room.revoked) == 1
    assert room.check_token({"seat": 1, "token": again.game.tokens[1]}) == 1


def test_a_seat_is_told_its_own_decisions_and_nothing_of_anyone_elses(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        players, code = start_game(server, ["human", "open"], seed=22)
        wait_for(lambda: len(players[0].game.commands) >= 30, also=lambda: [p.step() for p in players])
        for player in players:
            player.connection.close()  # the game stands still: what follows is asked of a fixed past
        asker = Player(server.port, seed=1)
        seat, token = 1, players[1].game.tokens[1]
        asker.game = RemoteGame(asker.connection, code)
        asker.connection.send({"type": "join", "code": code, "seat": seat, "token": token})
        wait_for(lambda: asker.game.ready, also=asker.read)
        asker.game.ask_past(0, seat, own=True)
        wait_for(lambda: seat in asker.game.own, also=asker.read)
        data = server.snapshot(code)
        asker.close()
    alone = replayed(data)
    state = Room.from_json(data).past(0)
    expected = []
    for number, command in enumerate(data["table"]["commands"]):
        if current_player(state) == seat and len(legal_commands(state)) > 1:
            expected.append(number)
        apply(state, command_from_json(command))
    own = asker.game.own[seat]
    assert [number for number, _ in own] == expected and expected
    assert all(command.to_json() == alone.commands[number] for number, command in own)
    past = next(f for f in asker.frames if f["type"] == "past")
    assert leaks(past, seat) == []
