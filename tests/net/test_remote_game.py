"""What the screens read of a network game (`RemoteGame`): undo and redo as on one computer,
a stale click refused, History's past views, presence; and a view that survives the wire."""

from __future__ import annotations

import json
import time

from xerxes_app.bots import make_bot
from xerxes_app.net.views import decode_entries, decode_view, encode_entries, encode_view
from xerxes_app.rules import apply, command_from_json, current_player, new_game, to_json, view_for

from .helpers import Player, ServerThread, replayed, wait_for
from .test_network_games import FAST


def test_a_view_survives_the_wire_at_every_decision_of_a_game():
    state = new_game(3, 8)
    bot = make_bot("normal", 8)
    while not state.is_over:
        for seat in range(3):
            view = view_for(state, seat)
            sent = json.loads(json.dumps({"state": encode_view(view), "log": encode_entries(view.log)}))
            back = decode_view(sent["state"], state.content, decode_entries(sent["log"]))
            assert to_json(back) == to_json(view)
        seat = current_player(state)
        apply(state, bot.choose(state, seat))


def test_undo_redo_stale_clicks_and_the_past_over_the_network(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        host = Player(server.port, seed=3)
        host.connection.send({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"},
                                                          {"name": "Cy", "kind": "open"}]})
        joiner = Player(server.port, seed=4)
        wait_for(lambda: host.game is not None and len(host.game.views) == 2
                 and all(view.state is not None for view in host.game.views.values()), also=host.read)
        game = host.game
        assert game.my_seats == [0, 1] and game.open == [False, False, True] and game.presence[2] is False
        joiner.join(game.code, 2, "Cy")
        wait_for(lambda: game.presence == [True, True, True] and game.seats[2].name == "Cy", also=host.read)
        players = [host, joiner]

        # Play until the host's seat may take its last decision back.
        def undoable() -> bool:
            for p in players:
                p.read()
            seat = game.deciding
            if seat is not None:
                game.show(seat)
                return game.why_no_undo(seat) is None
            return False

        for _ in range(400):
            if undoable():
                break
            for p in players:
                p.step()
            time.sleep(0.005)
        else:
            raise AssertionError("no decision could be taken back")
        seat = game.deciding
        game.show(seat)
        count = len(game.commands)
        last, after = game.taking_back(seat)
        before = encode_view(game.state)
        game.undo(seat)
        wait_for(lambda: len(game.commands) == count - 1, also=host.read)
        assert game.may_redo(seat) and after == 0
        game.redo(seat)
        wait_for(lambda: len(game.commands) == count, also=host.read)
        assert encode_view(game.state) == before and last is not None
        # The joiner may not undo the host's move, and a stale click is refused, not applied.
        game.pending_refusal = None
        joiner.refusals.clear()
        joiner.connection.send({"type": "undo", "code": game.code, "seat": 2, "token": joiner.game.tokens[2],
                                "seen": count})
        stale = make_bot("normal", 1).choose(game.state, seat)
        host.connection.send({"type": "command", "code": game.code, "seat": seat, "token": game.tokens[seat],
                              "seen": count - 1, "command": stale.to_json()})
        wait_for(lambda: game.pending_refusal is not None and joiner.refusals, also=lambda: [p.read() for p in players])
        assert game.pending_refusal["kind"] == "stale" and game.pending_refusal["message"] == "net.stale"
        assert joiner.refusals[-1]["kind"] == "not_your_turn"
        assert len(game.commands) == count
        # History: the seat's view after any number of commands, as the game was then.
        for after in (0, count):
            game.ask_past(after, seat)
        wait_for(lambda: (seat, 0) in game.pasts and (seat, count) in game.pasts, also=host.read)
        data = server.snapshot(game.code)
        alone = replayed(data)
        for after in (0, count):
            then = new_game(3, data["state"]["seed"], data["network"]["setup"]["satraps"],
                            data["network"]["setup"]["turn_order"])
            for command in data["table"]["commands"][:after]:
                apply(then, command_from_json(command))
            assert encode_view(game.pasts[(seat, after)]) == encode_view(view_for(then, seat))
            assert game.pasts[(seat, after)].log == view_for(then, seat).log
        assert game.moments[0][0] == 0 and all(a < b for (a, *_), (b, *_) in zip(game.moments, game.moments[1:]))
        assert alone.to_json()["state"] == data["state"]
        for p in players:
            p.close()


def test_a_room_saved_and_loaded_keeps_its_moments_and_replays_them_when_missing():
    from xerxes_app.net.rooms import Room

    room, _ = Room.create("ACDEFH", {"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}, 0.0)
    bot = make_bot("normal", 2)
    for _ in range(60):
        seat = current_player(room.session.state)
        room.session.apply(bot.choose(room.session.state, seat))
        room.note_moment()
    data = json.loads(json.dumps(room.to_json()))
    assert Room.from_json(data).moments == room.moments and len(room.moments) > 3
    data["network"]["moments"] = [[0, 1, "setup"], [5, 1, "nowhere"]]  # damaged: rebuilt by replaying
    assert Room.from_json(data).moments == room.moments
