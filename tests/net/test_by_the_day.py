"""A game by the day over the real protocol on 127.0.0.1, its week run in seconds on the server's
injected wall clock (never slept): no clock runs before the game starts; the clocks run down and
are added to at each move, capped; an absent person's seat is refused to a computer before their
clock runs out, then handed to one, played from that seat's view, and taken back; a server
stopped mid-week loses no clock and no move, and charges nobody for the days it was down."""

from __future__ import annotations

import threading

from xerxes_app.bots import Bot
from xerxes_app.net.clocks import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.rooms import load_room
from xerxes_app.rules import current_player
from xerxes_app.ui.game.net_play import refusal_text

from .helpers import FakeClock, Player, ServerThread, play_until_over, replayed, wait_for
from .test_network_games import FAST
from .test_reopen import refusal

HOUR = 3600


class GatedBot(Bot):
    """A computer that decides only while its gate is open, so a test can catch it thinking."""

    def __init__(self, gate: threading.Event, *args, **options):
        super().__init__(*args, **options)
        self.gate = gate

    def choose(self, view, seat):
        assert self.gate.wait(20), "the test never opened the gate"
        return super().choose(view, seat)


def by_the_day(server: ServerThread, seed: int, clock: str = "1d", away_days: int = 0) -> tuple[Player, Player, str]:
    """Ann creates a game by the day for herself and Bo (who joins), seats in this order; without
    away days unless asked, so that a clock run out is out."""
    ann = Player(server.port, seed)
    ann.connection.send({"type": "create", "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"}],
                         "arranged": True, "pace": "day", "clock": clock, "away_days": away_days})
    wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
    bo = Player(server.port, seed + 1)
    bo.join(ann.game.code, 1, "Bo")
    wait_for(lambda: bo.game.ready, also=bo.read)
    wait_for(lambda: clocks(ann)["started"], also=ann.read)  # every seat taken: the game started
    return ann, bo, ann.game.code


def test_no_clock_runs_and_no_seat_is_handed_over_before_the_game_starts(tmp_path):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann = Player(server.port, 11)
        ann.connection.send({"type": "create", "arranged": True, "pace": "table", "clock": "2m",
                             "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"},
                                       {"name": "Cy", "kind": "open"}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        bo = Player(server.port, 12)
        bo.join(code, 1, "Bo")
        wait_for(lambda: bo.game.ready, also=bo.read)
        assert deciding(server, code) == 0
        wall.advance(2 * 60 + 30)  # Ann in her lobby for two minutes and a half, Cy not come yet
        assert not clocks(bo)["started"] and clocks(bo)["running"] is None
        assert server.call(lambda: room_of(server, code).clocks.left_now(0, 0, wall())) == 2 * 60  # whole
        said = refusal(bo, {"type": "hand_over", "code": code, "seat": 1, "token": bo.game.tokens[1], "absent": 0})
        assert (said["kind"], said["message"]) == ("hand_over", "net.not_started")
        assert refusal_text(said) == "The game has not started yet: no clock runs and no seat can be handed to a computer."
        # Only the creator starts it with a seat open; then Ann's two minutes run.
        said = refusal(bo, {"type": "start", "code": code, "creator": bo.game.tokens[1]})
        assert said["message"] == "net.not_creator_start"
        creator = next(frame["creator"] for frame in ann.frames if frame["type"] == "created")
        ann.connection.send({"type": "start", "code": code, "creator": creator})
        wait_for(lambda: clocks(bo)["started"] and clocks(bo)["running"] == 0, also=bo.read)
        wall.advance(2 * 60)
        bo.game.hand_over(0)
        wait_for(lambda: bo.game.stood_in[0], also=bo.read)
        ann.close()
        bo.close()


def clocks(player: Player) -> dict:
    game = player.game
    return game.views[game.my_seats[0]].data["clocks"]


def move_once(server: ServerThread, code: str, players: list[Player], seat: int) -> None:
    """The seat's player makes one move, once it has seen the game as it stands; then everyone sees it."""
    made = server.call(lambda: len(room_of(server, code).session.commands))
    player = players[seat]
    wait_for(lambda: player.game.deciding == seat and len(player.game.commands) == made, also=player.read)
    player.step()
    wait_for(lambda: all(len(p.game.commands) == made + 1 for p in players), also=lambda: [p.read() for p in players])


def room_of(server: ServerThread, code: str):
    return server.server.rooms[code]


def deciding(server: ServerThread, code: str) -> int:
    return server.call(lambda: current_player(room_of(server, code).session.state))


def test_the_clocks_run_down_while_their_seat_decides_and_each_move_adds_a_day_capped_at_three(tmp_path):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann, bo, code = by_the_day(server, seed=3)
        first = clocks(ann)
        assert (first["pace"], first["clock"], first["per_move"], first["cap"]) == ("day", "1d", DAY, 3 * DAY)
        assert first["left"] == [DAY, DAY] and first["running"] == 0
        players = [ann, bo]
        spent = {0: 0.0, 1: 0.0}
        banks = [float(DAY), float(DAY)]
        for move in range(12):
            seat = deciding(server, code)
            waited = (move % 4) * 5 * HOUR  # some moves at once, some after hours
            wall.advance(waited)
            spent[seat] += waited
            move_once(server, code, players, seat)
            banks[seat] = min(3 * DAY, max(0.0, banks[seat] - waited) + DAY)
            now = clocks(ann)
            assert now["left"][seat] == banks[seat], (move, seat)
            other = 1 - seat
            if now["running"] == other:
                assert now["left"][other] == banks[other]  # its time starts now: none spent yet
        assert banks[0] == 3 * DAY or banks[1] == 3 * DAY  # the cap was reached, and held
        assert spent[0] > 0 and spent[1] > 0
        # Both seats are told the same clocks.
        bo.read()
        assert clocks(bo)["left"] == clocks(ann)["left"]
        ann.close()
        bo.close()


def test_an_absent_seat_is_handed_to_a_computer_once_its_clock_ran_out_and_taken_back(tmp_path):
    wall, gate = FakeClock(1.7e9), threading.Event()
    gate.set()

    def make(kind, seed):
        return GatedBot(gate, kind, seed, time_limit=0.02, playouts=8)

    with ServerThread(tmp_path, wall=wall, rate=1000.0, burst=1000, make=make) as server:
        ann, bo, code = by_the_day(server, seed=5)
        # Ann plays until it is Bo's decision; Bo has gone away.
        wait_for(lambda: deciding(server, code) == 1, also=ann.step)
        token = bo.game.tokens[1]
        bo.close()
        wait_for(lambda: not ann.game.presence[1], also=ann.read)

        # Before Bo's clock runs out, nobody may hand his seat over: a full day is his.
        said = refusal(ann, {"type": "hand_over", "code": code, "seat": 0, "token": ann.game.tokens[0], "absent": 1})
        assert (said["kind"], said["message"], said["values"]) == ("hand_over", "net.clock_running", ["Bo"])
        wall.advance(DAY - 1)
        assert refusal(ann, {"type": "hand_over", "code": code, "seat": 0, "token": ann.game.tokens[0],
                             "absent": 1})["message"] == "net.clock_running"
        # Nor her own seat, nor with someone else's token.
        assert refusal(ann, {"type": "hand_over", "code": code, "seat": 0, "token": ann.game.tokens[0],
                             "absent": 0})["message"] == "net.not_absent"
        assert refusal(ann, {"type": "hand_over", "code": code, "seat": 1, "token": ann.game.tokens[0],
                             "absent": 1})["kind"] == "wrong_token"
        assert server.snapshot(code)["network"]["seats"][1]["stand_in"] is False

        # Once it has run out, a computer plays Bo's seat, from his seat's view alone.
        wall.advance(1)
        commands = len(ann.game.commands)
        gate.clear()
        ann.game.hand_over(1)
        wait_for(lambda: ann.game.stood_in == [False, True], also=ann.read)
        wait_for(lambda: code in server.server.computers.thinking)
        gate.set()
        wait_for(lambda: len(server.snapshot(code)["network"]["computer_moves"]) >= 5, also=ann.step)

        # Bo comes back: his commands are refused while the computer plays his seat, until he takes it back.
        gate.clear()
        wait_for(lambda: deciding(server, code) == 1 and code in server.server.computers.thinking, also=ann.step)
        back = Player(server.port, seed=51)
        back.game = RemoteGame(back.connection, code)
        back.connection.send({"type": "join", "code": code, "seat": 1, "token": token})
        wait_for(lambda: back.game.ready and back.game.stood_in == [False, True], also=back.read)
        assert back.game.deciding is None  # his screen offers nothing while the computer plays for him
        seen = back.game.views[1].data["commands"]
        said = refusal(back, {"type": "undo", "code": code, "seat": 1, "token": token, "seen": seen})
        assert (said["kind"], said["message"]) == ("stood_in", "net.stood_in")
        back.game.take_back(1)
        wait_for(lambda: back.game.stood_in == [False, False], also=back.read)
        assert refusal(back, {"type": "take_back", "code": code, "seat": 1, "token": token})["message"] == "net.not_stood_in"
        made = server.snapshot(code)["network"]["computer_moves"]
        gate.set()  # the computer's thinking, finished now, is dropped: the decision is Bo's
        play_until_over([ann, back], seconds=60)
        data = server.snapshot(code)
        assert server.server.crashes == 0

    # Every move the computer made was Bo's seat's, made between the hand-over and the taking back,
    # and they are all in the game, which is the game the same commands make on one computer.
    moves = data["network"]["computer_moves"]
    assert moves == made and len(moves) >= 5
    assert all(seat == 1 and commands <= before for before, seat, _ in moves)
    alone = replayed(data)
    assert alone.state.is_over and alone.to_json()["state"] == data["state"]
    assert all(current_player(load_room(data).past(before)) == 1 for before, _, _ in moves[:3])
    # Each seat's log is told where each of the computer's moves began, in that seat's own log.
    ann.read()
    log = ann.game.views[0].log
    placed = ann.game.views[0].data["computer_moves"]
    assert [row[:2] for row in placed] == [row[:2] for row in moves]
    assert all(0 <= entry <= len(log) for _, _, entry in placed)
    for player in (ann, back):
        player.close()


def test_the_server_stopped_mid_week_loses_no_clock_no_move_and_no_computer_standing_in(tmp_path):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann, bo, code = by_the_day(server, seed=7, clock="3d")
        for _ in range(6):
            wall.advance(7 * HOUR)
            before = len(ann.game.commands)
            wait_for(lambda: len(ann.game.commands) > before, also=lambda: [p.step() for p in (ann, bo)])
        tokens = ann.game.tokens[0], bo.game.tokens[1]
        bo.close()
        # Bo gone, and whatever he sent before played (his last move may still have been on its
        # way): Ann plays on to his decision, his clock the one to run out.
        wait_for(lambda: not ann.game.presence[1], also=ann.step)
        wait_for(lambda: deciding(server, code) == 1, also=ann.step)
        wall.advance(10 * DAY)  # more than the cap, nine days: Bo's clock has run out
        ann.game.hand_over(1)
        wait_for(lambda: len(server.snapshot(code)["network"]["computer_moves"]) >= 1, also=ann.step)
        ann.close()
        # The computer plays Bo's seat until the decision is Ann's, who has gone too: the game waits.
        # The server is told of her leaving on its own time: the game kept is the one that knows it.
        wait_for(lambda: deciding(server, code) == 0 and code not in server.server.computers.thinking
                 and server.snapshot(code)["network"]["seats"][0]["away_since"] is not None)
        wall.advance(5 * HOUR)  # Ann's decision, five hours of it while the server serves it
        kept = server.snapshot(code)
        served = kept["network"]["clocks"]
        charged = served["left"][0] - (wall() - served["counting"])
    wall.advance(2 * DAY)  # the server is down two days
    with ServerThread(tmp_path, wall=wall, **FAST) as again:
        resumed = again.snapshot(code)
        for key in ("computer_moves", "seats"):
            assert resumed["network"][key] == kept["network"][key], key
        assert resumed["table"]["commands"] == kept["table"]["commands"]
        assert resumed["network"]["seats"][1]["stand_in"] is True
        # Ann was charged the five hours served, and nothing of the two days the game was not.
        left = again.call(lambda: again.server.rooms[code].clocks.left_now(0, 0, wall()))
        assert left == charged and 0 < charged <= served["left"][0] - 5 * HOUR
        assert resumed["network"]["clocks"]["left"][1] == served["left"][1]
        # Both come back; Bo takes his seat back, and they play on to the end.
        ann, bo = Player(again.port, seed=71), Player(again.port, seed=72)
        for seat, player in enumerate((ann, bo)):
            player.game = RemoteGame(player.connection, code)
            player.connection.send({"type": "join", "code": code, "seat": seat, "token": tokens[seat]})
        wait_for(lambda: bo.game.ready and bo.game.stood_in == [False, True], also=bo.read)
        bo.game.take_back(1)
        wait_for(lambda: bo.game.stood_in == [False, False], also=bo.read)
        play_until_over([ann, bo], seconds=60)
        data = again.snapshot(code)
    assert data["table"]["commands"][: len(kept["table"]["commands"])] == kept["table"]["commands"]
    assert data["network"]["computer_moves"] == kept["network"]["computer_moves"]
    alone = replayed(data)
    assert alone.state.is_over and alone.to_json()["state"] == data["state"]
    for player in (ann, bo):
        player.close()
