"""A game's seats as the table sees them, over the real protocol on 127.0.0.1 with the server's
wall clock injected (never slept): a seat given up is freed at once (someone new takes it by the
code, or the others hand it to a computer), every seat event is in every seat's log and the
operator's, and each seat's presence (here, or away since when) is sent to everyone."""

from __future__ import annotations

import threading

from xerxes_app.net.clocks import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.rooms import Room
from xerxes_app.net.seat_events import LEFT_AFTER

from .helpers import FakeClock, Player, ServerThread, wait_for
from .test_by_the_day import by_the_day, deciding, move_once, room_of
from .test_network_games import FAST
from .test_reopen import refusal


class Lines:
    """The server's standard output, as its operator reads it."""

    def __init__(self):
        self.lines: list[str] = []
        self.lock = threading.Lock()

    def write(self, text: str) -> None:
        with self.lock:
            self.lines += [line for line in text.splitlines() if line]

    def flush(self) -> None:
        pass

    def said(self, part: str) -> bool:
        with self.lock:
            return any(part in line for line in self.lines)


def events(player: Player) -> list[tuple[int, str]]:
    """The seat events in the player's copy of the game's lines: (seat, event)."""
    return [(line["seat"], line["event"]) for line in player.game.events]


def bo_to_play(server: ServerThread, code: str, players: list[Player]) -> None:
    """Ann moves until it is Bo's decision."""
    for _ in range(40):
        if deciding(server, code) == 1:
            return
        move_once(server, code, players, 0)
    raise AssertionError("Bo never had a decision")


def test_a_seat_given_up_is_freed_told_to_the_table_and_the_log_and_taken_by_someone_new(tmp_path):
    out = Lines()
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, events=out, **FAST) as server:
        ann, bo, code = by_the_day(server, seed=31)
        assert events(ann) == [(1, "joined")]
        bo.connection.send({"type": "give_up", "code": code, "seat": 1, "token": bo.game.tokens[1]})
        wait_for(lambda: (1, "gave_up") in events(ann) and ann.game.open[1], also=ann.read)
        wait_for(lambda: any(f["type"] == "given_up" for f in bo.frames), also=bo.read)
        assert out.said(f"{code} seat 2 gave up")
        saved = server.snapshot(code)
        assert saved["network"]["seats"][1] == {"open": True, "token_hash": None, "stand_in": False, "away_since": None,
                                                "account": None, "former": False}
        said = refusal(bo, {"type": "join", "code": code, "seat": 1, "token": bo.game.tokens[1]})
        assert said["message"] == "net.seat_reopened"  # the old token holds it no more
        # Someone new takes it by the code, at once.
        cy = Player(server.port, 33)
        cy.join(code, 1, "Cy")
        wait_for(lambda: cy.game.ready and not ann.game.open[1] and ann.game.seats[1].name == "Cy", also=lambda: [
            p.read() for p in (ann, cy)])
        wait_for(lambda: events(ann)[-1] == (1, "joined"), also=ann.read)
        for player in (ann, bo, cy):
            player.close()
    assert Room.from_json(saved).talk[-1].event == "gave_up"  # the log's lines are kept with the game


def test_a_seat_given_up_may_be_handed_to_a_computer_at_once_with_its_clock_whole(tmp_path):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann, bo, code = by_the_day(server, seed=35)
        players = [ann, bo]
        bo_to_play(server, code, players)  # his day whole
        bo.connection.send({"type": "give_up", "code": code, "seat": 1, "token": bo.game.tokens[1]})
        wait_for(lambda: ann.game.open[1], also=ann.read)
        ann.game.hand_over(1)
        wait_for(lambda: ann.game.stood_in[1] and (1, "handed_over") in events(ann), also=ann.read)
        wait_for(lambda: deciding(server, code) == 0)  # the computer played Bo's seat
        ann.close()
        bo.close()


def test_every_seat_event_is_told_to_every_seat_and_presence_says_since_when(tmp_path):
    out = Lines()
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, events=out, **FAST) as server:
        ann, bo, code = by_the_day(server, seed=37)
        players = [ann, bo]
        bo_to_play(server, code, players)
        # Bo's app closes: Ann sees him away at once, since then; the log says he left a minute later.
        gone_at = wall()
        token = bo.game.tokens[1]
        bo.close()
        wait_for(lambda: not ann.game.presence[1] and ann.game.away_since[1] == gone_at, also=ann.read)
        assert (1, "left") not in events(ann)
        wall.advance(LEFT_AFTER)
        wait_for(lambda: (1, "left") in events(ann), also=ann.read)
        assert out.said(f"{code} seat 2 left")
        # His clock runs low (a quarter of a day left), then out: each told once.
        wall.advance(0.75 * DAY - LEFT_AFTER)
        wait_for(lambda: (1, "clock_low") in events(ann), also=ann.read)
        wall.advance(0.25 * DAY)
        wait_for(lambda: (1, "time_up") in events(ann), also=ann.read)
        ann.game.hand_over(1)
        wait_for(lambda: (1, "handed_over") in events(ann), also=ann.read)
        # He comes back, then takes his seat back.
        bo = players[1] = Player(server.port, 38)
        bo.game = RemoteGame(bo.connection, code)
        bo.connection.send({"type": "join", "code": code, "seat": 1, "token": token})
        wait_for(lambda: ann.game.presence[1] and ann.game.away_since[1] is None, also=lambda: [p.read() for p in players])
        wait_for(lambda: (1, "came_back") in events(bo), also=bo.read)
        bo.game.take_back(1)
        wait_for(lambda: (1, "taken_back") in events(ann), also=ann.read)
        told = [event for seat, event in events(ann) if seat == 1]
        assert told == ["joined", "left", "clock_low", "time_up", "handed_over", "came_back", "taken_back"]
        wait_for(lambda: [event for seat, event in events(bo) if seat == 1] == told, also=bo.read)  # the same log at every seat
        for event in ("clock low", "time up", "handed over", "came back", "taken back"):
            assert out.said(f"{code} seat 2 {event}")
        assert not out.said("Bo") and not out.said("Ann")  # no name in the operator's log
        ann.close()
        bo.close()


def test_a_connection_that_drops_and_comes_back_within_a_minute_says_nothing_in_the_log(tmp_path):
    wall = FakeClock(1.7e9)
    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann, bo, code = by_the_day(server, seed=39)
        bo.drop()
        # Told he is away, then here again: both may come in one read, so the frames are looked
        # at, not the seat as it stands after the read.
        wait_for(lambda: any(frame["type"] == "seats" and not frame["seats"][1]["present"] for frame in ann.frames),
                 also=ann.read)
        wait_for(lambda: ann.game.presence[1], also=lambda: [p.read() for p in (ann, bo)])
        seat = deciding(server, code)
        wall.advance(0.8 * DAY)  # far past a minute: the server keeps watch, and tells of the clock
        wait_for(lambda: (seat, "clock_low") in events(ann), also=ann.read)
        assert events(ann) == [(1, "joined"), (seat, "clock_low")]
        ann.close()
        bo.close()
