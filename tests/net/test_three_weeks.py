"""A game by the day played for three weeks over the real protocol on 127.0.0.1, the server's wall
clock injected (never slept) and the server restarted twice: Bo says he is away for five days and
keeps his seat, whatever the others try; Cy leaves for good, his clock's away days are spent one
a day, told at every window, and only then is his seat handed to a computer; a week later Ann and
Bo end the game by agreement, Bo's first no keeping it going, and it is recorded as abandoned,
never a win."""

from __future__ import annotations

from xerxes_app.net.away_days import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.rules import current_player

from .helpers import FakeClock, Player, ServerThread, wait_for
from .test_by_the_day import deciding, room_of
from .test_network_games import FAST
from .test_reopen import refusal

HOUR = 3600
STEP = 12 * HOUR
T0 = 1.7e9
ANN, BO, CY = range(3)


def news(player: Player, kind: str, seat: int | None = None) -> list[dict]:
    """The table's news of that kind in the player's log (the words at the table it was sent)."""
    player.read()
    return [line for line in player.game.talk if line.get("news") == kind and seat in (None, line["seat"])]


def comeback(port: int, code: str, seat: int, token: str, seed: int) -> Player:
    player = Player(port, seed)
    player.game = RemoteGame(player.connection, code)
    player.connection.send({"type": "join", "code": code, "seat": seat, "token": token})
    wait_for(lambda: player.game.ready, also=player.read)
    return player


def one_move(server: ServerThread, code: str, here: dict[int, Player]) -> bool:
    """The move of whoever decides, if they are here, once any computer standing in has moved."""
    def computer_deciding() -> bool:
        room = room_of(server, code)
        return room.seats[current_player(room.session.state)].stand_in

    wait_for(lambda: not server.call(computer_deciding), also=lambda: [p.read() for p in here.values()])
    seat = deciding(server, code)
    if seat not in here:
        return False
    made = server.call(lambda: len(room_of(server, code).session.commands))
    player, everyone = here[seat], list(here.values())
    wait_for(lambda: player.game.deciding == seat and len(player.game.commands) == made, also=player.read)
    player.step()
    # Everyone sees it (and a computer's move after it, when one plays for Cy).
    wait_for(lambda: all(len(p.game.commands) > made for p in everyone), also=lambda: [p.read() for p in everyone])
    return True


def hand_over_cy(ann: Player) -> dict | None:
    """Ann asks that a computer play Cy's seat: the refusal, or None once it is handed over."""
    count = len(ann.refusals)
    ann.game.hand_over(CY)
    wait_for(lambda: len(ann.refusals) > count or ann.game.stood_in[CY], also=ann.read)
    return ann.refusals[-1] if len(ann.refusals) > count else None


def end(player: Player, code: str, seat: int, agree: bool) -> None:
    player.connection.send({"type": "end", "code": code, "seat": seat, "token": player.game.tokens[seat], "agree": agree})


def test_three_weeks_by_the_day_over_two_restarts_end_by_agreement_as_abandoned(tmp_path):
    wall = FakeClock(T0)
    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann = Player(server.port, 1)
        ann.connection.send({"type": "create", "arranged": True, "pace": "day", "clock": "1d", "away_days": 7,
                             "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "open"},
                                       {"name": "Cy", "kind": "open"}]})
        wait_for(lambda: ann.game is not None and ann.game.ready, also=ann.read)
        code = ann.game.code
        bo, cy = Player(server.port, 2), Player(server.port, 3)
        bo.join(code, BO, "Bo")
        cy.join(code, CY, "Cy")
        here = {ANN: ann, BO: bo, CY: cy}
        wait_for(lambda: all(p.game.ready for p in here.values()) and ann.game.views[ANN].data["clocks"]["started"],
                 also=lambda: [p.read() for p in here.values()])
        tokens = {seat: player.game.tokens[seat] for seat, player in here.items()}
        for _ in range(6):  # the first day and a half, a move every twelve hours
            wall.advance(STEP / 2)
            one_move(server, code, here)

        # Bo is away for five days: spent at once, told at every window, his clock standing still.
        bo.connection.send({"type": "away", "code": code, "seat": BO, "token": tokens[BO], "days": 5})
        for player in here.values():
            wait_for(lambda: news(player, "away_until", BO), also=player.read)
        said = news(ann, "away_until", BO)[0]
        away_until = wall() + 5 * DAY
        assert said["values"] == [away_until, 5]
        assert refusal(bo, {"type": "away", "code": code, "seat": BO, "token": tokens[BO], "days": 3})["values"] == [2]
        wait_for(lambda: ann.game.views[ANN].data["clocks"]["away"]["bank"] == [7, 2, 7], also=ann.read)
        bo.close()
        del here[BO]
        while wall() < T0 + 3 * DAY:  # then the server is restarted, Bo still away
            wall.advance(STEP)
            if not one_move(server, code, here):
                said = refusal(ann, {"type": "hand_over", "code": code, "seat": ANN, "token": tokens[ANN], "absent": BO})
                assert (said["message"], said["values"]) == ("net.away_days_left", ["Bo", 2])
        for player in here.values():
            player.close()
    restarts = [wall()]

    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann, cy = comeback(server.port, code, ANN, tokens[ANN], 11), comeback(server.port, code, CY, tokens[CY], 13)
        here = {ANN: ann, CY: cy}
        assert server.snapshot(code)["network"]["clocks"]["away"]["until"][BO] == away_until
        while wall() < away_until:
            wall.advance(STEP)
            if not one_move(server, code, here):
                said = refusal(ann, {"type": "hand_over", "code": code, "seat": ANN, "token": tokens[ANN], "absent": BO})
                assert (said["message"], said["values"]) == ("net.away_days_left", ["Bo", 2])
        # Bo is back, his seat his own and two days left in his bank; Cy leaves for good.
        bo = comeback(server.port, code, BO, tokens[BO], 12)
        here[BO] = bo
        assert bo.game.stood_in == [False, False, False]
        assert bo.game.views[BO].data["clocks"]["away"]["bank"][BO] == 2
        cy.close()
        del here[CY]
        while deciding(server, code) != CY:
            wall.advance(STEP / 4)
            one_move(server, code, here)

        # Cy's clock runs out, and out again each day his bank spends: refused while it holds any.
        refusals = []
        while (said := hand_over_cy(ann)) is not None:
            refusals.append(said)
            wall.advance(STEP)
        handed_over = wall()
        days_left = [said["values"][1] for said in refusals if said["message"] == "net.away_days_left"]
        assert days_left == sorted(days_left, reverse=True) and days_left[-1] == 1 and days_left[0] >= 6
        assert server.snapshot(code)["network"]["clocks"]["away"]["bank"] == [7, 2, 0]
        for player in (ann, bo):  # the log at every window tells each day spent
            wait_for(lambda: sum(line["values"][0] for line in news(player, "away_days", CY)) == 7, also=player.read)
        banks = [line["values"][1] for line in news(ann, "away_days", CY)]  # the bank after each spending
        assert banks == sorted(set(banks), reverse=True) and banks[-1] == 0
        # A week of the computer playing for Cy starts now; the server is restarted in it.
        for _ in range(4):
            wall.advance(STEP)
            one_move(server, code, here)
        assert refusal(ann, {"type": "end", "code": code, "seat": ANN, "token": tokens[ANN],
                             "agree": True})["message"] == "net.cannot_end"
        for player in here.values():
            player.close()
    restarts.append(wall())

    with ServerThread(tmp_path, wall=wall, **FAST) as server:
        ann, bo = comeback(server.port, code, ANN, tokens[ANN], 21), comeback(server.port, code, BO, tokens[BO], 22)
        here = {ANN: ann, BO: bo}
        assert ann.game.stood_in == [False, False, True]
        while wall() < handed_over + 7 * DAY:
            wall.advance(STEP)
            one_move(server, code, here)
        # The end is offered to Ann and Bo (told within a beat of the server's watch), Cy being gone.
        for player, seat in ((ann, ANN), (bo, BO)):
            wait_for(lambda: player.game.views[seat].data["ending"]["possible"], also=player.read)
        assert ann.game.views[ANN].data["ending"]["remaining"] == [ANN, BO]
        end(ann, code, ANN, True)
        wait_for(lambda: bo.game.views[BO].data["ending"]["agreed"] == [ANN], also=bo.read)
        end(bo, code, BO, False)  # one no keeps it going
        # The news and the view without Ann's yes may come in two reads: both waited for.
        wait_for(lambda: news(ann, "end_refused", BO) and ann.game.views[ANN].data["ending"]["agreed"] == [],
                 also=ann.read)
        assert not server.call(lambda: room_of(server, code).over)
        made = server.call(lambda: len(room_of(server, code).session.commands))
        wall.advance(STEP)
        one_move(server, code, here)
        one_move(server, code, here)
        assert server.call(lambda: len(room_of(server, code).session.commands)) > made  # it went on
        end(bo, code, BO, True)
        wait_for(lambda: news(ann, "end_agreed", BO), also=ann.read)
        end(ann, code, ANN, True)
        for player, seat in ((ann, ANN), (bo, BO)):
            wait_for(lambda: player.game.views[seat].data["ending"]["abandoned"] and news(player, "abandoned"),
                     also=player.read)
        kept = server.snapshot(code)
        assert kept["network"]["ending"]["abandoned"] == wall()
        # Over as abandoned: no move taken, and the followers told so.
        assert server.call(lambda: room_of(server, code).deciding()) is None
        said = refusal(ann, {"type": "command", "code": code, "seat": ANN, "token": tokens[ANN], "seen": 0, "command": {}})
        assert said["kind"] == "not_your_turn"
        ann.connection.send({"type": "follow", "games": [{"code": code, "seat": ANN, "token": tokens[ANN]}]})
        wait_for(lambda: any(f["type"] == "turns" for f in ann.frames), also=ann.read)
        summary = next(f for f in ann.frames if f["type"] == "turns")["games"][0]
        assert summary["over"] and summary["abandoned"] and not summary["turn"]
        for player in here.values():
            player.close()
        assert server.server.crashes == 0

    # Three weeks and more, over two restarts; nobody lost a seat they were entitled to.
    assert wall() - T0 >= 21 * DAY and len(restarts) == 2
    assert kept["network"]["seats"][BO]["stand_in"] is False and kept["network"]["seats"][ANN]["stand_in"] is False
    assert kept["network"]["clocks"]["away"]["bank"][BO] == 2
    assert {line.get("news") for line in kept["network"]["talk"]} >= {"away_until", "away_days", "end_agreed",
                                                                      "end_refused", "abandoned"}
