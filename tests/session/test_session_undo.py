"""Undo and redo at the session between people: a player's own decisions, never across a reveal, a
draw or another player's decision. (Against computers: test_undo_against_computers.py.)"""

import random

import pytest

from xerxes_app.rules import (
    Build, GainResource, Pass, PlaceWorker, ResolveTax, StealResource, TakeGift, TradeResources, apply,
    command_from_json, current_player, dumps, legal_commands, new_game, situation, standard_content,
)
from xerxes_app.session import Seat, Session

C = standard_content()


def session_of(state):
    return Session(state, [Seat(f"Player {i + 1}") for i in range(len(state.players))])


def can_undo(session):
    """Whether the player deciding now may take back their last decision."""
    return session.why_no_undo(current_player(session.state)) is None


def test_take_back_an_ability_and_give_it_again():
    session = session_of(
        situation(
            [{"satrap": "Lydia", "resources": {"stone": 1, "wood": 1}}, {"satrap": "India"}],
            phase="taxation",
            event="Fire",
        )
    )
    before = dumps(session.state)
    session.apply(TradeResources(("stone", "wood"), ("wool", "wool")))
    after = dumps(session.state)
    assert can_undo(session)
    session.undo(0)
    assert dumps(session.state) == before
    assert not can_undo(session) and session.may_redo(0) and not session.may_redo(1)
    session.redo(0)
    assert not session.may_redo(0)
    assert dumps(session.state) == after
    assert session.commands[-1]["command"] == "trade_resources"


def test_undo_stops_where_a_card_is_revealed():
    card = next(c.index for c in C.tax_cards if c.vp)
    needs = dict(zip(C.resources, C.tax_cards[card].needs))
    session = session_of(
        situation(
            [{"satrap": "Lydia", "resources": needs, "tax_hand": [card]}, {"satrap": "India"}],
            phase="taxation",
            event="Fire",
        )
    )
    session.apply(ResolveTax(card))  # the card now lies face up (R16)
    assert current_player(session.state) == 0
    assert not can_undo(session)


def test_undo_stops_where_the_event_is_revealed():
    session = session_of(new_game(2, seed=3, turn_order=[0, 1]))
    while session.state.phase == "setup":
        session.apply(legal_commands(session.state)[0])
    places = ["Thracia", "Ionia", "Media"]
    for place in places:
        session.apply(PlaceWorker(place))
    session.apply(PlaceWorker("Sogdia"))  # the last worker: the event is revealed
    assert session.state.event >= 0
    assert not can_undo(session)


def test_undo_stops_where_another_player_acted():
    session = session_of(situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"))
    session.apply(PlaceWorker("Thracia"))
    assert current_player(session.state) == 1
    assert not can_undo(session)  # the decision passed to the Satrap of India
    session.apply(PlaceWorker("Ionia"))
    assert not can_undo(session)


def india_before_the_road():
    return session_of(
        situation(
            [{"satrap": "India", "resources": {"wheat": 3, "stone": 1, "wood": 1}}, {"satrap": "Lydia", "resources": {"wood": 3}}],
            phase="build",
            event="Flood",
        )
    )


def test_a_decision_that_ends_the_turn_cannot_be_taken_back():
    session = india_before_the_road()
    session.apply(StealResource(1, "wood"))
    assert can_undo(session)
    session.apply(Build("Road", (0, 2)))
    assert current_player(session.state) == 1  # building ends India's turn: Lydia decides now
    assert not can_undo(session)


def test_undo_and_redo_restore_the_states_exactly():
    session = india_before_the_road()
    start = dumps(session.state)
    session.apply(StealResource(1, "wood"))
    middle = dumps(session.state)
    session.undo(current_player(session.state))
    assert dumps(session.state) == start
    session.redo(current_player(session.state))
    assert dumps(session.state) == middle


def four_on_campaign(event):
    return session_of(
        situation(
            [
                {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
                {"satrap": "India", "workers": ["Thracia", "Sogdia"]},
                {"satrap": "Babylonia", "workers": ["Armenia", "Assyria"]},
                {"satrap": "Aegyptus", "workers": ["Bactria", "Parthia"]},
            ],
            phase="campaign",
            event=event,
        )
    )


def test_gathering_choices_can_be_taken_back():
    session = four_on_campaign("King's heir")
    while session.state.phase == "campaign":
        session.apply(Pass())
    seat = current_player(session.state)
    session.apply(TakeGift("gold"))
    assert can_undo(session)
    session.undo(current_player(session.state))
    assert session.state.gift_left == 3 and current_player(session.state) == seat
    with pytest.raises(ValueError):
        session_of(session.state).undo(seat)


def test_nothing_to_undo_or_redo_is_refused():
    session = session_of(new_game(2, seed=1))
    with pytest.raises(ValueError, match="nothing to take back"):
        session.undo(current_player(session.state))
    with pytest.raises(ValueError, match="nothing to give again"):
        session.redo(current_player(session.state))


def test_a_new_decision_forgets_what_could_be_given_again():
    session = session_of(
        situation([{"satrap": "Lydia", "resources": {"stone": 2}}, {"satrap": "India"}], phase="taxation", event="Fire")
    )
    session.apply(TradeResources(("stone", "stone"), ("wool", "gold")))
    session.undo(current_player(session.state))
    session.apply(Pass())
    assert not session.may_redo(0)


def test_random_undo_and_redo_never_cross_a_reveal_and_restore_exactly():
    for seed in range(40):
        session = session_of(new_game(2 + seed % 3, seed))
        chooser = random.Random(seed)
        while not session.state.is_over:
            if can_undo(session) and chooser.random() < 0.3:
                seat = current_player(session.state)
                current = dumps(session.state)
                event, tile, rng = session.state.event, session.state.tile, session.state.rng
                hands = [(p.tax_resolved[:], p.campaign_resolved[:]) for p in session.state.players]
                session.undo(current_player(session.state))
                assert current_player(session.state) == seat
                assert (session.state.event, session.state.tile, session.state.rng) == (event, tile, rng)
                assert [(p.tax_resolved, p.campaign_resolved) for p in session.state.players] == hands
                session.redo(current_player(session.state))
                assert dumps(session.state) == current
            session.apply(chooser.choice(legal_commands(session.state)))
        replay = new_game(len(session.seats), seed)
        for data in session.commands:
            apply(replay, command_from_json(data))
        assert dumps(replay) == dumps(session.state), "the recorded commands replay the game"


def test_the_last_gathering_choice_passes_the_decision_on():
    session = four_on_campaign("Fire")
    while current_player(session.state) != 3 or session.state.phase != "gathering":
        legal = legal_commands(session.state)
        session.apply(Pass() if Pass() in legal else legal[0])
    session.apply(GainResource("gold"))  # the 4th slot's gain: gathering is over
    assert session.state.phase == "build" and current_player(session.state) != 3
    assert not can_undo(session)
