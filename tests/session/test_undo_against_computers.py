"""Undo against computers at the session: a person's last decision is taken back with every
computer decision after it, as long as nothing hidden was revealed in between (Board Game Arena's
policy: an event, a card laid face up, a solo tile, a new year, the game's end); else it is refused
with what was revealed. Between people nothing changes, and on a server (the network rule) a
decision stands once anyone else has the game."""

import json
import random

import pytest

from xerxes_app.bots import make_bot
from xerxes_app.bots.public_reasons import public_reason
from xerxes_app.rules import (
    Pass, PlaceWorker, ResolveTax, command_from_json, current_player, dumps, legal_commands, new_game, situation,
    standard_content, view_for,
)
from xerxes_app.rules.reveals import CARD, EVENT, OVER, TILE, YEAR
from xerxes_app.session import DECIDED, NOTHING, PASSED, NoUndo, Seat, Session

C = standard_content()
PERSON = 0


def seen_revealed(before, after) -> str | None:
    """What a player saw revealed between two positions, read from the board alone (not from
    rules/reveals.py, which this checks): the game over, a solo tile, a new year, the event, a
    card laid face up."""
    if after.is_over:
        return OVER
    if after.tile != before.tile:
        return TILE
    if after.year != before.year:
        return YEAR
    if after.event != before.event:
        return EVENT
    faces = lambda state: [len(p.tax_resolved) + len(p.campaign_resolved) for p in state.players]
    return CARD if faces(after) != faces(before) else None


class Decision:
    """One of the person's decisions, and what the game was before it."""

    def __init__(self, session):
        self.state = dumps(session.state)
        self.commands = list(session.commands)
        self.reasons = dict(session.reasons)
        self.after = None  # the game just after it
        self.revealed: list[tuple[str, int]] = []  # what its command and the computers' after it revealed, and whose it was


def computers_session(seed: int, computers: int) -> tuple[Session, dict]:
    kinds = ["easy", "normal"]
    seats = [Seat("Ann")] + [Seat(f"Computer {n}", kinds[(seed + n) % 2]) for n in range(1, computers + 1)]
    state = new_game(1, seed, scenario="easy") if computers == 0 else new_game(computers + 1, seed)
    bots = {n: make_bot(seats[n].kind, seed * 10 + n) for n in range(1, computers + 1)}
    return Session(state, seats), bots


def roundtrip(session) -> Session:
    """The session as its autosave gives it back."""
    return Session.from_json(json.loads(json.dumps(session.to_json())))


@pytest.mark.parametrize("computers", [0, 1, 2, 3])
def test_undo_after_any_decision_restores_the_game_before_it_or_says_what_was_revealed(computers):
    allowed = refused = chained = redone = 0
    for seed in range(8):
        session, bots = computers_session(seed, computers)
        chooser = random.Random(seed)
        decisions: list[Decision] = []
        while not session.state.is_over:
            seat = current_player(session.state)
            if seat != PERSON:
                before = session.state.clone()
                view = view_for(session.state, seat)
                command = bots[seat].choose(view, seat)
                reason = public_reason(command, bots[seat].explain(view, seat, command))
                session.apply(command, (reason.message, reason.values) if reason else None)
                what = seen_revealed(before, session.state)
                if what and decisions:
                    decisions[-1].revealed.append((what, seat))
                continue
            if decisions and chooser.random() < 0.35:
                last = decisions[-1]
                no = session.why_no_undo(PERSON)
                if last.revealed:
                    what, whose = last.revealed[-1]
                    assert no is not None and no.why == what, (seed, last.revealed, no)
                    assert what != CARD or no.seat == whose
                    refused += 1
                else:
                    assert no is None, (seed, no)
                    command, after = session.taking_back(PERSON)
                    assert command == command_from_json(session.commands[len(last.commands)])
                    assert after == len(session.commands) - len(last.commands) - 1
                    session.undo(PERSON)
                    assert dumps(session.state) == last.state and session.commands == last.commands
                    assert session.reasons == last.reasons, "the reasons of the decisions taken back go with them"
                    again = roundtrip(session)
                    assert dumps(again.state) == last.state and again.reasons == last.reasons, "the autosave holds the game as it now is"
                    assert current_player(session.state) == PERSON and session.may_redo(PERSON)
                    decisions.pop()
                    allowed += 1
                    chained += bool(decisions) and not decisions[-1].revealed
                    if chooser.random() < 0.3:
                        session.redo(PERSON)  # the computers then decide again from there
                        assert dumps(session.state) == last.after
                        decisions.append(last)
                        redone += 1
                    continue
            decision = Decision(session)
            before = session.state.clone()
            session.apply(chooser.choice(legal_commands(session.state)))
            what = seen_revealed(before, session.state)
            decision.revealed = [(what, PERSON)] if what else []
            decision.after = dumps(session.state)
            decisions.append(decision)
    assert allowed > 50 and refused > 40 and redone > 15
    assert chained > 15, "several undos in a row go back through earlier decisions"


def test_redo_is_offered_only_where_the_game_stands_as_it_was_taken_back():
    """Taken back twice, given back once: the computers decide again, and the second decision is
    offered again only if they went exactly where they went before."""
    session = Session(situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"),
                      [Seat("Ann"), Seat("Computer", "easy")])
    session.apply(PlaceWorker("Thracia"))
    session.apply(PlaceWorker("Ionia"))  # the computer
    session.apply(PlaceWorker("Media"))
    assert current_player(session.state) == 1
    session.undo(0)
    session.undo(0)
    assert session.commands == [] and session.may_redo(0) and not session.may_redo(1)
    session.redo(0)
    assert not session.may_redo(0), "a computer decides first"
    session.apply(PlaceWorker("Sogdia"))  # this time elsewhere
    assert current_player(session.state) == 0 and not session.may_redo(0), "not where Media was taken back from"
    session.undo(0)
    session.redo(0)
    session.apply(PlaceWorker("Ionia"))  # as before
    assert session.may_redo(0)
    session.redo(0)
    assert [command_from_json(c) for c in session.commands] == [PlaceWorker(p) for p in ("Thracia", "Ionia", "Media")]


def test_a_person_decision_forgets_what_redo_could_give_but_a_computer_answer_does_not():
    session = Session(situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"),
                      [Seat("Ann"), Seat("Computer", "easy")])
    session.apply(PlaceWorker("Thracia"))
    session.undo(0)
    session.apply(PlaceWorker("Media"))
    assert not session.may_redo(0)


def card_in_hand():
    card = next(c.index for c in C.tax_cards if c.vp)
    return card, dict(zip(C.resources, C.tax_cards[card].needs))


def test_a_card_laid_face_up_stops_undo_and_says_whose():
    card, needs = card_in_hand()
    state = situation([{"satrap": "Lydia"}, {"satrap": "India", "resources": needs, "tax_hand": [card]}],
                      phase="taxation", event="Fire")
    session = Session(state, [Seat("Ann"), Seat("Computer", "normal")])
    session.apply(Pass())  # Ann
    assert session.why_no_undo(0) is None, "the computer thinks: Ann may take her pass back"
    session.apply(ResolveTax(card))  # the computer lays a card face up
    assert session.why_no_undo(0) == NoUndo(CARD, 1)
    with pytest.raises(ValueError):
        session.undo(0)


def test_ones_own_card_laid_face_up_cannot_be_taken_back():
    card, needs = card_in_hand()
    state = situation([{"satrap": "Lydia", "resources": needs, "tax_hand": [card, card + 1]}, {"satrap": "India"}],
                      phase="taxation", event="Fire")
    session = Session(state, [Seat("Ann"), Seat("Computer", "normal")])
    session.apply(ResolveTax(card))
    assert session.why_no_undo(0) == NoUndo(CARD, 0)


def test_the_event_revealed_by_a_computer_stops_undo():
    session = Session(situation([{"satrap": "Lydia", "workers": ["Media"]}, {"satrap": "India", "workers": ["Sogdia"]}],
                                phase="placement", sweep=2), [Seat("Ann"), Seat("Computer", "easy")])
    session.apply(PlaceWorker("Thracia"))
    assert session.why_no_undo(0) is None
    session.apply(PlaceWorker("Ionia"))  # the last worker: the event is revealed
    assert session.state.event >= 0 and session.why_no_undo(0) == NoUndo(EVENT, 1)


def test_nothing_remembered_says_so():
    session = Session(new_game(2, 3), [Seat("Ann"), Seat("Computer", "easy")])
    assert session.why_no_undo(0) == NoUndo(NOTHING)


def mixed_table():
    """Ann and Bo, people, and a computer between them."""
    return Session(situation([{"satrap": "Lydia"}, {"satrap": "India"}, {"satrap": "Babylonia"}], phase="placement"),
                   [Seat("Ann"), Seat("Computer", "easy"), Seat("Bo")])


def test_at_a_mixed_table_a_person_takes_back_computers_decisions_never_another_persons():
    session = mixed_table()
    session.apply(PlaceWorker("Thracia"))  # Ann
    assert session.why_no_undo(0) is None
    session.apply(PlaceWorker("Ionia"))  # the computer
    assert session.why_no_undo(0) == NoUndo(PASSED, 2), "Bo has the decision: Ann's stands (R25: the screen is his)"
    session.apply(PlaceWorker("Media"))  # Bo
    assert session.why_no_undo(2) == NoUndo(PASSED, 0)
    assert session.why_no_undo(0) == NoUndo(DECIDED, 2)
    session.apply(PlaceWorker("Sogdia"))  # Ann, her second worker
    assert session.why_no_undo(0) is None
    session.apply(PlaceWorker("Armenia"))  # the computer
    assert session.why_no_undo(0) == NoUndo(PASSED, 2)
    session.apply(PlaceWorker("Assyria"))  # Bo's, the last: the event is revealed
    assert session.why_no_undo(2) == NoUndo(EVENT, 2) and session.why_no_undo(0) == NoUndo(EVENT, 2)


def test_on_a_server_a_decision_stands_once_anyone_else_has_the_game():
    """The network rule: a computer there answers for itself."""
    session = Session(situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement"),
                      [Seat("Ann"), Seat("Computer", "easy")], computers_here=False)
    session.apply(PlaceWorker("Thracia"))
    assert session.why_no_undo(0) == NoUndo(PASSED, 1)
    session.apply(PlaceWorker("Ionia"))
    assert session.why_no_undo(0) == NoUndo(DECIDED, 1)
