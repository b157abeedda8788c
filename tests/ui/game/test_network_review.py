"""A network game is a whole game: a hint at the table and the review after the game, both from
the seat's own views, and the game counted in Records; every frame this computer received and
every result (the hint, each verdict's choices) scanned for another seat's cards: none is found,
and one planted is.

The game is set up on a server in this process near its end (a person's seat and a computer's,
hints chosen), its ticket kept as this computer would keep it; the app takes it up with Continue
and plays its last year by clicks. The server listens on 127.0.0.1 only."""

from __future__ import annotations

import json
import time
from dataclasses import replace

import pygame
import pytest

from tests.net.helpers import ServerThread, leaks, seat_of
from tests.net.test_network_games import FAST, secrets_of
from tools.keyplay import Keyboarder
from xerxes_app.bots import appraisal, make_bot
from xerxes_app.net.shared import Tap
from xerxes_app.net.rooms import NetSeat, Room, token_hash
from xerxes_app.net.views import encode_view
from xerxes_app.rules import (
    DiscardCampaignCard, DiscardTaxCard, ResolveCampaign, ResolveTax, current_player, legal_commands, new_game, view_for,
)
from xerxes_app.saving import load_records
from xerxes_app.saving.records import network_key
from xerxes_app.saving.tickets import JOINED, Ticket, keep_ticket
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game import hint, net_review, reviewing
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.scenes.review_scene import ReviewScene

from ..net_driver import LOOPBACK, NetClicker

CODE = "KXRTMP"
TAX, CAMPAIGN = (DiscardTaxCard, ResolveTax), (DiscardCampaignCard, ResolveCampaign)


def near_the_end(seed: int) -> tuple[Room, str, str]:
    """A game of a person (seat 0) and an Easy computer from the deal of `seed`, hints chosen,
    played by computers from their views to seat 0's first decision of the last year: the room as
    the server keeps it, seat 0's token and the creator token."""
    token = "token-of-ann"
    setup = {"satraps": [None, None], "turn_order": [0, 1]}
    session = Session(new_game(2, seed, *setup.values()), [Seat("Ann"), Seat("Computer (Easy)", "easy")], hints=True)
    bots = [make_bot("normal", seed), make_bot("easy", seed + 1)]
    state = session.state
    while not (state.year == 7 and current_player(state) == 0):
        seat = current_player(state)
        session.apply(bots[seat].choose(view_for(state, seat), seat))
        state = session.state
    room = Room(CODE, session, [NetSeat(False, token_hash(token)), NetSeat(False, None)], setup)  # its phases replayed
    return room, token, room.new_creator()


def foreign_cards(command, view, seat: int) -> list[str]:
    """The cards `command` names that are not in `seat`'s own hand in its `view` (another's)."""
    if isinstance(command, TAX) and command.card not in view.players[seat].tax_hand:
        return [f"tax card {command.card}"]
    if isinstance(command, CAMPAIGN) and command.card not in view.players[seat].campaign_hand:
        return [f"campaign card {command.card}"]
    return []


@pytest.fixture
def quick(app, monkeypatch):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    monkeypatch.setattr(hint, "HINT_SECONDS", 0.05)  # a hint thought briefly
    monkeypatch.setattr(appraisal, "REDEALS", 2)  # a quick review, in this process
    monkeypatch.setattr(reviewing, "PROCESSES", 0)
    monkeypatch.setattr(net_review, "ASKS_A_SECOND", 1000.0)  # this test's server allows it
    received: list[dict] = []  # every frame the app's connection received, as its readers read them
    poll = Tap.poll
    monkeypatch.setattr(Tap, "poll", lambda self: received.extend(frames := poll(self)) or frames)
    return NetClicker(app, seed=3), received


def test_a_hint_and_a_review_in_a_network_game_see_only_the_seats_own_cards(app, quick, tmp_path):
    clicker, received = quick
    room, token, creator = near_the_end(seed=1000)  # a game that lasts its seven years
    folder = tmp_path / "server"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / f"{CODE}.json").write_text(json.dumps(room.to_json()))
    with ServerThread(folder, **FAST) as server:
        keep_ticket(app.keeper.save_dir, Ticket(JOINED, LOOPBACK, server.port, CODE, {0: token}, creator=creator,
                                                names=("Ann", "Computer (Easy)"), year=7, turn=0, played=time.time()))
        app.top.layout()  # the title as it opens: Continue names the network game once drawn
        clicker.frames(2)
        clicker.click("continue")
        clicker.wait_for(lambda: hasattr(app.top, "play") and app.top.mine())
        play = app.top.play
        assert play.session.hints  # chosen when the game was set up, as in New game
        Keyboarder(app).press(pygame.K_h)
        clicker.wait_for(lambda: play.hints.advice is not None)
        advice, asked_on = play.hints.advice, play.state.clone()
        assert advice.command in legal_commands(asked_on)  # thought from the seat's own view
        while not isinstance(app.top, GameOver):  # the last year, by clicks; the computer's decisions between
            if play.waiting_for() is None and play.asked is None and not play.state.is_over:
                clicker.decide()
            clicker.frames(1)
        records = load_records(app.keeper.save_dir).games
        assert [(g.key, g.hints, g.players) for g in records] == [(network_key(LOOPBACK, server.port, CODE), 1, 2)]
        clicker.click("review")
        scene = app.top
        assert isinstance(scene, ReviewScene) and scene.people == [0] and scene.at_hand.possible
        deadline = time.monotonic() + 60
        while not scene.review.finished:
            assert time.monotonic() < deadline, f"the review stopped at {scene.review.done} of {scene.review.total}"
            clicker.frames(1)
        clicker.frames(2)
        data = server.snapshot(CODE)
    review = scene.review
    assert review.total and len(review.verdicts) == review.total >= 20  # every decision of the seat with a choice
    assert all(v.seat == 0 for v in review.verdicts.values())
    # Every result names only the seat's own cards, in the view it had then.
    results = [(advice.command, asked_on)] + [(choice.command, scene.at_hand.before(v.number))
                                              for v in review.verdicts.values() for choice in v.choices]
    assert [found for command, view in results for found in foreign_cards(command, view, 0)] == []
    if scene.rows:  # a turning point opens on the board, as at one computer
        clicker.click(("point", 0))
        assert type(app.top).__name__ == "TurningPoint" and app.top.private_seat() == 0
    # Every frame the app received shows nothing seat 0 may not see.
    secrets = secrets_of(data)
    scanned = [frame for frame in received if seat_of(frame) is not None]
    assert len(scanned) > review.total and any(frame["type"] == "past" for frame in scanned)
    assert [found for frame in received for found in leaks(frame, seat_of(frame) if seat_of(frame) is not None else -1, secrets)] == []
    # The scans find what they look for: another seat's hand in a frame, another's card in a result.
    dealt = Room.from_json(data).past(0)
    planted = {"type": "past", "seat": 0, "state": encode_view(view_for(dealt, 1)), "log": []}  # seat 1's hand, to seat 0
    assert "seat 1's tax_hand" in leaks(planted, 0)
    before = next(v for v in (scene.at_hand.before(n) for n in sorted(review.verdicts)) if v.players[0].tax_hand)
    other = next(card for card in range(len(before.content.tax_cards)) if card not in before.players[0].tax_hand)
    assert foreign_cards(ResolveTax(other), before, 0) == [f"tax card {other}"]
