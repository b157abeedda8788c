"""The review of a finished game: the same turning points for the same seed, the same result
stopped and resumed, only decisions told apart from the search's noise named, and never a
hidden card read (R25)."""

import random

import pytest

from tools.reviewed_games import finished_game
from xerxes_app.bots.appraisal import FELT, SURE, appraise
from xerxes_app.bots.determinize import redeal
from xerxes_app.bots.pool import Workers
from xerxes_app.review import Review, Reviewing, decisions, people, state_before
from xerxes_app.review.background import every_core
from xerxes_app.rules import current_player, legal_commands, view_for

BUDGET = 3  # re-deals per choice: enough to run the whole review in a test


def reviewed(session, first, processes=0, stop_after=None, redeals=BUDGET, workers=None):
    review = Review(session, redeals)
    reviewing = Reviewing(review, first, processes, workers)
    reviewing.start()
    while reviewing.running:
        reviewing.update()
        if stop_after is not None and review.done >= stop_after:
            reviewing.stop()
            break
    return review


@pytest.fixture(scope="module")
def game():
    return finished_game(3, seed=4)


def test_every_decision_of_the_persons_seat_with_a_choice_is_reviewed(game):
    session, first = game
    review = reviewed(session, first)
    assert people(session) == [0]
    assert review.finished and review.done == review.total > 10
    assert {v.seat for v in review.verdicts.values()} == {0}
    for verdict in review.verdicts.values():
        state = state_before(first, session.commands, verdict.number)
        assert current_player(state) == 0 and len(legal_commands(state)) > 1
        assert verdict.mine.command.to_json() == session.commands[verdict.number]
        assert all(choice.command in legal_commands(state) for choice in verdict.choices)
        assert verdict.choices[0].chance == max(c.chance for c in verdict.choices)
        assert 0.0 <= verdict.chance <= 1.0


def test_the_turning_points_are_the_same_for_the_same_seed_and_lie_beyond_the_noise(game):
    session, first = game
    one, two = reviewed(session, first), reviewed(session, first)
    assert one.verdicts == two.verdicts
    points = one.turning_points(0)
    assert points == two.turning_points(0)
    assert 1 <= len(points) <= 5
    assert [p.gap for p in points] == sorted((p.gap for p in points), reverse=True)
    for point in points:
        assert point.gap >= FELT and point.gap > SURE * point.gap_noise
    untold = [v for v in one.of_seat(0) if v not in points and v.gap > 0]
    assert all(v.gap <= points[-1].gap or not v.told_apart for v in untold)


def test_stopping_and_going_on_gives_the_same_review(game):
    session, first = game
    whole = reviewed(session, first)
    half = reviewed(session, first, stop_after=5)
    assert half.done == 5 and not half.finished
    review = Review(session, BUDGET, dict(half.verdicts))  # as kept, and opened again later
    reviewing = Reviewing(review, first, 0)
    assert len(reviewing.missing()) == whole.done - 5
    reviewing.start()
    while reviewing.running:
        reviewing.update()
    assert review.verdicts == whole.verdicts


def test_worker_processes_give_the_same_review_as_one(game):
    session, first = game
    assert reviewed(session, first, processes=2).verdicts == reviewed(session, first).verdicts


def test_the_apps_workers_give_the_same_review_and_are_kept_after_it(game):
    session, first = game
    workers = Workers(1)
    try:
        half = reviewed(session, first, stop_after=3, workers=workers)
        assert half.done >= 3 and not half.finished
        whole = reviewed(session, first, workers=workers)  # the workers, stopped once, serve again
        assert whole.verdicts == reviewed(session, first).verdicts
        assert workers.started and workers.size == every_core()
    finally:
        workers.close()


def test_a_review_never_reads_a_hidden_card(game):
    """R25: a game that differs only in what the seat could not see (the others' hands, the
    decks, the events, the dice) gets the same appraisal of every decision."""
    session, first = game
    for decision in decisions(first, session.commands, {0})[::4]:
        real = state_before(first, session.commands, decision.number)
        other = redeal(view_for(real, 0), 0, random.Random(decision.number))
        assert other.rng != real.rng
        answers = [appraise(given, 0, decision.command, seed=7, redeals=2) for given in (real, other, view_for(real, 0))]
        assert answers[0] == answers[1] == answers[2]


def test_a_solo_review_judges_the_goal():
    session, first = finished_game(1, seed=2, scenario="easy")
    review = reviewed(session, first, redeals=2)
    assert review.finished and review.done > 5
    for verdict in review.verdicts.values():
        for choice in verdict.choices:
            assert choice.chance in (0.0, 0.5, 1.0)  # two playouts, each the goal met or not
