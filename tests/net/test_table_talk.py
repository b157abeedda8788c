"""A word to the table over the real protocol on 127.0.0.1: lines and set phrases reach everyone
at the game, watchers too; a line too long, empty, or holding characters that are not text (a
control character, a lone surrogate, a direction override) is refused in words; a seat saying
too much is held back, on the server's injected clock; the lines survive a restart."""

from __future__ import annotations

import json

import pytest

from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.table_talk import KEPT, LINE_MAX, TALK_BURST, TALK_EVERY, Line, lines_from_json
from xerxes_app.rules import SaveError

from .helpers import FakeClock, Player, ServerThread, wait_for
from .test_network_games import FAST
from .test_watchers import SEATS, create, watcher_of


def two_players(server: ServerThread) -> tuple[Player, Player, str]:
    ann = Player(server.port, 1)
    code = create(ann, SEATS, watch=True)
    bo = Player(server.port, 2)
    bo.join(code, 1, "Bo")
    wait_for(lambda: bo.game.ready, also=bo.read)
    return ann, bo, code


def test_lines_and_phrases_reach_everyone_and_bad_lines_are_refused_in_words(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        ann, bo, code = two_players(server)
        cy = watcher_of(server.port, code)
        wait_for(lambda: cy.game.ready, also=cy.read)
        everyone = (ann, bo, cy)
        ann.game.say("Hello <b>all</b>")
        # Bo speaks once Ann's line is kept: two people's lines at once come in either order.
        wait_for(lambda: len(bo.game.talk) == 1, also=lambda: [p.read() for p in everyone])
        bo.game.say(phrase="good_game")
        wait_for(lambda: all(len(p.game.talk) == 2 for p in everyone), also=lambda: [p.read() for p in everyone])
        for player in everyone:
            first, second = player.game.talk
            assert (first["seat"], first["text"]) == (0, "Hello <b>all</b>")  # text as said, never markup
            assert (second["seat"], second["phrase"], "text" in second) == (1, "good_game", False)
        refused = {"x" * (LINE_MAX + 1): "net.talk_long", "   ": "net.talk_empty", "a\x07b": "net.talk_characters",
                   "left \u202eright": "net.talk_characters", "\u2067isolate": "net.talk_characters",
                   "line\nbreak": "net.talk_characters"}
        for text in refused:
            ann.game.say(text)
        ann.connection.send({"type": "say", "code": code, "seat": 0, "token": ann.game.tokens[0], "phrase": "insult"})
        wait_for(lambda: len(ann.refusals) == len(refused) + 1, also=ann.read)
        assert [r["message"] for r in ann.refusals] == [*refused.values(), "net.malformed"]
        assert all(r["kind"] in ("talk", "malformed") for r in ann.refusals)
        # A lone surrogate, which JSON may spell and no text holds, is refused before it is read.
        ann.connection._loop.call_soon_threadsafe(ann.connection._outbox.put_nowait, json.dumps(
            {"type": "say", "code": code, "seat": 0, "token": ann.game.tokens[0], "text": "half \ud800"}))
        wait_for(lambda: len(ann.refusals) == len(refused) + 2, also=ann.read)
        assert ann.refusals[-1]["kind"] == "malformed"
        ann.game.say("y" * LINE_MAX)  # at the bound: said
        wait_for(lambda: len(bo.game.talk) == 3, also=bo.read)
        assert server.snapshot(code)["network"]["talk"][-1]["text"] == "y" * LINE_MAX


def test_a_seat_saying_too_much_is_held_back_until_the_clock_lets_it(tmp_path):
    clock = FakeClock()
    with ServerThread(tmp_path, clock=clock, **FAST) as server:
        ann, bo, code = two_players(server)
        for number in range(TALK_BURST + 1):
            ann.game.say(f"line {number}")
        wait_for(lambda: ann.refusals, also=ann.read)
        assert (ann.refusals[0]["kind"], ann.refusals[0]["message"]) == ("talk_rate", "net.talk_rate")
        assert ann.refusals[0]["values"] == [round(TALK_EVERY)]
        bo.game.say("my own budget")  # another seat is not held back by Ann's
        wait_for(lambda: len(ann.game.talk) == TALK_BURST + 1, also=ann.read)
        server.call(clock.advance, TALK_EVERY)
        ann.game.say("after a while")
        wait_for(lambda: ann.game.talk[-1].get("text") == "after a while", also=ann.read)
        assert len(ann.refusals) == 1


def test_the_lines_are_kept_with_the_game_across_a_restart(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        ann, bo, code = two_players(server)
        ann.game.say("See you tomorrow")
        bo.game.say(phrase="thinking")
        wait_for(lambda: len(ann.game.talk) == 2, also=ann.read)
        said = ann.game.talk
        ann.close()
        bo.close()
    with ServerThread(tmp_path, **FAST) as server:
        back = Player(server.port, 2)
        back.game = RemoteGame(back.connection, code)
        back.connection.send({"type": "join", "code": code, "seat": 1, "token": bo.game.tokens[1]})
        wait_for(lambda: len(back.game.talk) == 2, also=back.read)
        assert back.game.talk == said
        back.game.say("Back again")
        wait_for(lambda: len(back.game.talk) == 3, also=back.read)
        assert back.game.talk[-1]["n"] == said[-1]["n"] + 1


def test_a_save_keeps_the_last_lines_and_refuses_damaged_ones():
    rows = [Line(n, n % 2, f"line {n}", None, 1.0).to_json() for n in range(KEPT + 5)]
    kept = lines_from_json(rows, 2)
    assert len(kept) == KEPT and kept[0].number == 5
    for damaged in ([{"n": 0, "seat": 2, "text": "hi", "at": 1}], [{"n": 0, "seat": 0, "text": "\u202e", "at": 1}],
                    [{"n": 0, "seat": 0, "phrase": "shout", "at": 1}], [rows[1], rows[0]], "lines"):
        with pytest.raises(SaveError):
            lines_from_json(damaged, 2)


def test_names_are_held_to_the_rule_of_the_lines(tmp_path):
    """A seat's name with a direction override, an isolate, a control character or half of a
    surrogate pair is refused at creation and at joining, as a line is (names.py)."""
    with ServerThread(tmp_path, **FAST) as server:
        ann = Player(server.port, 1)
        for name in ("Ann\u202e", "\u2066Ann", "A\x1bnn"):
            ann.connection.send({"type": "create", "seats": [{"name": name, "kind": "human"}, SEATS[1]]})
        wait_for(lambda: len(ann.refusals) == 3, also=ann.read)
        assert all(r["kind"] == "malformed" for r in ann.refusals)
        code = create(ann, SEATS)
        bo = Player(server.port, 2)
        for name in ("Bo\u202e", "\u2067Bo", "B\x00o"):
            bo.connection.send({"type": "join", "code": code, "seat": 1, "name": name})
        wait_for(lambda: len(bo.refusals) == 3, also=bo.read)
        assert [r["message"] for r in bo.refusals] == ["problem.name_unprintable"] * 3
        assert server.snapshot(code)["network"]["seats"][1]["open"]
