"""Whole games over the real protocol on 127.0.0.1: each player at a computer of its own (a
Connection), deciding with a computer from the view it was sent; some games with computers'
seats on the server too. The result is the game the same seed and commands give on one computer,
and no frame to any seat shows what that seat may not see (R25)."""

from __future__ import annotations

import pytest

from xerxes_app.bots import Bot
from xerxes_app.rules import HIDDEN, apply, command_from_json, new_game, view_for
from xerxes_app.net.views import encode_view

from .helpers import Player, ServerThread, leaks, play_until_over, replayed, seat_of, wait_for

# Computers decide faster than people click; the Hard one thinks briefly, as the tests are timed.
FAST = {"rate": 1000.0, "burst": 1000, "make": lambda kind, seed: Bot(kind, seed, time_limit=0.02, playouts=8)}


def start_game(server: ServerThread, kinds: list[str], seed: int, arranged: bool = False) -> tuple[list[Player], str]:
    """The first player creates the game (its first seat a person here); one player joins each open seat."""
    host = Player(server.port, seed)
    seats = [{"name": f"Seat {n + 1}", "kind": kind} for n, kind in enumerate(kinds)]
    host.connection.send({"type": "create", "seats": seats, "arranged": arranged})
    wait_for(lambda: host.game is not None and host.game.ready, also=host.read)
    code = host.game.code
    players = [host]
    for seat, kind in enumerate(kinds):
        if kind == "open":
            joiner = Player(server.port, seed * 10 + seat)
            joiner.join(code, seat, f"Joiner {seat}")
            players.append(joiner)
    wait_for(lambda: all(p.game is not None and p.game.ready for p in players), also=lambda: [p.read() for p in players])
    return players, code


def secrets_of(data: dict) -> tuple[int, ...]:
    """The game's seed and every state its generator went through."""
    session = replayed(data)
    state = new_game(len(session.seats), data["state"]["seed"], data["network"]["setup"]["satraps"],
                     data["network"]["setup"]["turn_order"])
    numbers = {state.seed, state.rng}
    for command in data["table"]["commands"]:
        apply(state, command_from_json(command))
        numbers.add(state.rng)
    return tuple(n for n in numbers if n > 10**6)


@pytest.mark.parametrize("kinds, seed", [
    (["human", "open", "open", "open"], 1),
    (["human", "open", "open", "open"], 2),
    (["human", "normal", "open", "easy"], 3),
    (["human", "human", "open", "hard"], 4),
])
def test_a_network_game_is_the_game_on_one_computer_and_leaks_nothing(tmp_path, kinds, seed):
    with ServerThread(tmp_path, **FAST) as server:
        players, code = start_game(server, kinds, seed)
        play_until_over(players, seconds=90)
        data = server.snapshot(code)
        assert server.server.crashes == 0
    alone = replayed(data)
    assert alone.state.is_over
    assert alone.to_json()["state"] == data["state"]
    assert alone.commands == data["table"]["commands"]
    # Each computer sees the end as the server has it, from its own seat.
    for player in players:
        for seat in player.game.my_seats:
            player.game.show(seat)
            assert encode_view(player.game.state) == encode_view(view_for(alone.state, seat))
            assert player.game.state.log == view_for(alone.state, seat).log
            assert player.game.by_year == alone.by_year
    # No frame to a seat shows another's secrets.
    secrets = secrets_of(data)
    scanned = 0
    for player in players:
        for frame in player.frames:
            seat = seat_of(frame)
            if seat is not None:
                assert leaks(frame, seat, secrets) == [], frame["type"]
                scanned += 1
            else:
                assert leaks(frame, -1, secrets) == []
    assert scanned > len(alone.commands)
    # Refusals, if any, were only the rate's or a stale click's, never a rule broken.
    assert all(r["kind"] in ("stale", "not_your_turn") for p in players for r in p.refusals)


def test_the_scan_finds_a_planted_leak(tmp_path):
    state = new_game(4, 5)
    frame = {"type": "update", "seat": 0, "state": encode_view(view_for(state, 0)), "log": []}
    assert leaks(frame, 0) == []
    planted = {**frame, "state": encode_view(view_for(state, 1))}  # seat 1's hand, sent to seat 0
    assert "seat 1's tax_hand" in leaks(planted, 0)
    deck = {**frame, "state": dict(frame["state"], tax_deck=[3, 7])}  # an order of cards
    assert "tax_deck" in leaks(deck, 0)
    private = {**frame, "log": [[1, "setup", "discard_tax", [3], 2]]}
    assert "seat 2's private log entry" in leaks(private, 0)
    assert "the secret number 123456789" in leaks({"state": None, "note": 123456789}, 0, (123456789,))
    events = dict(frame["state"], event_deck=[state.content.events[e].name for e in state.event_deck])
    assert "the event deck's order" in leaks({**frame, "state": events}, 0)
    assert leaks({**frame, "state": dict(frame["state"], rng=state.rng)}, 0) == ["seed or rng"]
    assert HIDDEN == -1
