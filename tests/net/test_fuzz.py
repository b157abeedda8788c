"""More than 10,000 frames a server must refuse: malformed, oversized, too deep, unknown,
out-of-turn, stale, wrong-token, malformed or illegal commands. Each gets one typed refusal, the
game is left exactly as it was, the server never fails; and a connection that keeps at it is
closed with the policy code while the others play on."""

from __future__ import annotations

import json
import random

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from xerxes_app.net.protocol import HARD_MAX_FRAME, MAX_FRAME, POLICY_CLOSE, REFUSAL_KINDS, STRIKES
from xerxes_app.rules import current_player
from xerxes_app.session import Session

from .helpers import LOOPBACK, ServerThread

FRAMES = 10_500
BATCH = 250  # sent before their answers are read: 3 connections of 14 batches


def nested(depth: int, rand: random.Random):
    value = 1
    for _ in range(depth):
        value = [value] if rand.random() < 0.5 else {"type": value}
    return value


def bad_frames(rand: random.Random, code: str, tokens: dict[int, str], pending: int, seen: int):
    """An endless supply of frames the server must refuse, of every kind."""
    other = 1 - pending
    good = {"type": "command", "code": code, "seat": pending, "token": tokens[pending], "seen": seen,
            "command": {"command": "DiscardTaxCard", "card": 0}}
    makers = [
        lambda: "".join(rand.choice("{}[]\":,ab1\\ ") for _ in range(rand.randrange(1, 60))),  # not JSON
        lambda: rand.randbytes(rand.randrange(1, 100)),  # a binary message
        lambda: json.dumps(rand.choice([1, "command", None, [good], True, 2.5])),  # not an object
        lambda: json.dumps({"type": rand.choice(["hack", "", "COMMAND", 7, None, ["command"]])}),
        lambda: json.dumps({"no": "type"}),
        lambda: json.dumps({**good, "pad": "x" * rand.randrange(MAX_FRAME, HARD_MAX_FRAME - 1000)}),  # too big
        lambda: json.dumps({"type": "command", "x": nested(rand.randrange(9, 400), rand)}),  # too deep
        lambda: "[" * rand.randrange(1000, 5000) + "]" * rand.randrange(0, 10),  # deeper than the parser goes
        lambda: json.dumps({**good, "token": rand.choice(["", "guess", tokens[other], 5, None, ["x"]])}),
        lambda: json.dumps({**good, "seat": other, "token": tokens[other]}),  # out of turn
        lambda: json.dumps({**good, "seen": rand.choice([seen + 1, seen - 1, 10**9, -1, "0", None, 0.5])}),
        lambda: json.dumps({**good, "command": rand.choice([
            None, 5, [], {}, {"command": "Nuke"}, {"command": "DiscardTaxCard"},
            {"command": "DiscardTaxCard", "card": "ace"}, {"command": "DiscardTaxCard", "card": 10**30},
            {"command": "DiscardTaxCard", "card": 0, "extra": 1}, {"command": "PlaceWorker", "place": ["a"] * 50},
            {"command": "PlaceWorker", "place": "x" * 5000}, {"command": "DiscardTaxCard", "card": True}])}),
        lambda: json.dumps({**good, "command": {"command": "PlaceWorker", "place": "Thracia"}}),  # illegal at setup
        lambda: json.dumps({**good, "command": {"command": "DiscardTaxCard", "card": rand.randrange(40, 60)}}),
        lambda: json.dumps({**good, "code": rand.choice(["", "AAAAAA", code.lower(), 5, None, "Z" * 200])}),
        lambda: json.dumps({**good, "type": rand.choice(["undo", "redo"])}),  # nothing to take back yet
        lambda: json.dumps({"type": "join", "code": code, "seat": rand.choice([-1, 2, 99, "0", None, 1.0]), "name": "X"}),
        lambda: json.dumps({"type": "join", "code": code, "seat": other, "name": rand.choice(["", " ", "a" * 41, "\x00", 5])}),
        lambda: json.dumps({"type": "join", "code": code, "seat": other, "token": rand.choice(["nope", tokens[pending], 3])}),
        lambda: json.dumps({"type": "past", "code": code, "seat": pending, "token": tokens[pending],
                            "after": rand.choice([-1, seen + 1, "1", None])}),
        lambda: json.dumps({"type": "past", "code": code, "seat": other, "token": "stolen", "after": 0}),
        lambda: json.dumps({"type": "create", "seats": rand.choice([
            None, [], [{"name": "A", "kind": "human"}], [{"name": "A", "kind": "alien"}] * 2,
            [{"name": "", "kind": "human"}] * 2, [{"name": "A", "kind": "human"}] * 5, "two", [1, 2]])}),
        lambda: json.dumps({"type": "create", "seats": [{"name": "A", "kind": "human"}] * 2,
                            "satraps": rand.choice([["Lydia", "Lydia"], ["Atlantis", None], "Lydia", [None]])}),
    ]
    while True:
        yield rand.choice(makers)()


def drain(socket) -> None:
    """Read the "joined", "game" and "seats" frames that follow a join."""
    try:
        while True:
            socket.recv(0.3)
    except TimeoutError:
        pass


def test_ten_thousand_bad_frames_change_nothing_and_each_is_refused_by_kind(tmp_path):
    rand = random.Random(26)
    with ServerThread(tmp_path, rate=1e9, burst=10**9, strikes=10**9) as server:
        with connect(f"ws://{LOOPBACK}:{server.port}", max_size=None) as socket:
            socket.send(json.dumps({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]}))
            code = json.loads(socket.recv(5))["code"]
            tokens = {}
            while len(tokens) < 2:
                frame = json.loads(socket.recv(5))
                if frame["type"] == "joined":
                    tokens[frame["seat"]] = frame["token"]
            drain(socket)
        before = server.snapshot(code)
        games = len(server.server.rooms)
        state = Session.from_json(before).state
        supply = bad_frames(rand, code, tokens, current_player(state), len(before["table"]["commands"]))
        kinds: dict[str, int] = {}
        sent = 0
        for _ in range(3):  # a few connections, each sent many frames, a batch at a time
            with connect(f"ws://{LOOPBACK}:{server.port}", max_size=None) as socket:
                # At both seats, as their players' screens are: a stranger's connection would
                # soon be refused everything naming a game ("guesses", tests/net/test_guard.py).
                for seat, token in tokens.items():
                    socket.send(json.dumps({"type": "join", "code": code, "seat": seat, "token": token}))
                drain(socket)
                for _ in range(FRAMES // 3 // BATCH):
                    batch = [next(supply) for _ in range(BATCH)]
                    for frame in batch:
                        socket.send(frame)
                    for _frame in batch:
                        reply = json.loads(socket.recv(10))
                        assert reply["type"] == "refused", reply
                        assert reply["kind"] in REFUSAL_KINDS and isinstance(reply["message"], str)
                        assert isinstance(reply["values"], list)
                        kinds[reply["kind"]] = kinds.get(reply["kind"], 0) + 1
                    sent += BATCH
        after = server.snapshot(code)
        assert server.server.crashes == 0
        for seats in (before, after):  # who is here is the connections' doing, never a frame's
            for row in seats["network"]["seats"]:
                row.pop("away_since")
        assert after == before
        assert len(server.server.rooms) == games
    assert sent >= 10_000
    expected = {"malformed", "too_big", "too_deep", "unknown", "wrong_token", "no_game", "no_seat", "not_your_turn",
                "stale", "malformed_command", "illegal", "cannot_undo"}
    assert expected <= set(kinds), kinds


def test_a_connection_that_keeps_misbehaving_is_closed_and_the_server_plays_on(tmp_path):
    with ServerThread(tmp_path) as server:  # the real bounds
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            for _ in range(STRIKES + 50):
                socket.send("not json")
            replies = []
            try:
                while True:
                    replies.append(json.loads(socket.recv(10)))
            except ConnectionClosed as closed:
                assert closed.rcvd.code == POLICY_CLOSE
        kinds = {reply["kind"] for reply in replies}
        assert kinds <= {"malformed", "rate"} and "rate" in kinds and len(replies) == STRIKES
        # A frame past the library's own bound closes that connection (1009), and no other.
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            socket.send("x" * (HARD_MAX_FRAME + 1))
            try:
                socket.recv(10)
                raise AssertionError("the connection stayed open")
            except ConnectionClosed as closed:
                assert closed.rcvd.code == 1009
        with connect(f"ws://{LOOPBACK}:{server.port}") as socket:
            socket.send(json.dumps({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "C", "kind": "easy"}]}))
            assert json.loads(socket.recv(5))["type"] == "created"
        assert server.server.crashes == 0
