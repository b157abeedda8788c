"""Ratings (people/ratings.py): a rated game updates its accounts as openskill's Plackett-Luce
computes it; the games that are not rated change nothing; whoever gave up is last; provisional
until 10 games; the leaderboard's order; a recompute from the games equals the updates made game
by game, exactly."""

from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from xerxes_app.people.ratings import (ABANDONED, FINISHED, FinishedGame, Rating, RatedSeat, leaderboard, places, rate,
                                       recompute, untied, why_unrated)


def game(*seats: tuple, ended: str = FINISHED, name: str = "g1") -> FinishedGame:
    """`seats`: (account, rank) or (account, rank, moves) or (account, rank, moves, gave_up, computer)."""
    made = []
    for seat in seats:
        account, rank, moves, gave_up, computer = (*seat, 12, False, False)[:5] if len(seat) == 2 else (
            (*seat, False, False)[:5] if len(seat) == 3 else seat)
        made.append(RatedSeat(account, rank, moves, gave_up, computer))
    return FinishedGame(name, ended, tuple(made))


def test_a_rated_game_of_three_accounts_updates_them_as_openskill_computes_it():
    """openskill's own Plackett-Luce, with its defaults: the model and parameters said are its."""
    ann = Rating(27.0, 7.0, 4)
    ratings = {"ann": ann}
    new = rate(ratings, game(("ann", 2), ("bo", 1), ("cy", 3)))
    model = PlackettLuce()
    expected = model.rate([[model.rating(mu=27.0, sigma=7.0)], [model.rating()], [model.rating()]], ranks=[2, 1, 3])
    assert new == {"ann": Rating(expected[0][0].mu, expected[0][0].sigma, 5),
                   "bo": Rating(expected[1][0].mu, expected[1][0].sigma, 1),
                   "cy": Rating(expected[2][0].mu, expected[2][0].sigma, 1)}
    assert new["bo"].mu > 25 > new["cy"].mu and ratings == {"ann": ann}  # what was given is left as it was


def test_a_new_account_reads_1500_and_is_provisional_until_its_10th_rated_game():
    assert Rating().shown == 1500 and Rating().provisional
    ratings: dict[str, Rating] = {}
    for number in range(10):
        assert ratings.get("ann", Rating()).provisional
        ratings.update(rate(ratings, game(("ann", 1), ("bo", 2), name=f"g{number}")))
    assert not ratings["ann"].provisional and ratings["ann"].games == 10
    assert ratings["ann"].shown > 1500 > ratings["bo"].shown


def test_a_tie_is_shared_as_r19_says_each_order_of_the_tied_rated_by_openskill():
    """Players still tied after R19's tie-breakers share the place: their ratings are the mean
    of both orders they could have finished in. openskill 6 rating the tie itself would give the
    third as much as the two first, and two equal players tying would both gain."""
    new = rate({}, game(("ann", 1), ("bo", 1), ("cy", 3), ("di", 4)))
    assert new["ann"] == new["bo"] and new["ann"].mu > new["cy"].mu > new["di"].mu
    model = PlackettLuce()
    one, other = (model.rate([[model.rating()] for _ in range(4)], ranks=order) for order in ([1, 2, 3, 4], [2, 1, 3, 4]))
    assert new["ann"].mu == pytest.approx((one[0][0].mu + other[0][0].mu) / 2, abs=1e-12)
    assert new["cy"].mu == pytest.approx(one[2][0].mu, abs=1e-12) and new["cy"].sigma == pytest.approx(one[2][0].sigma)
    even = rate({}, game(("ann", 1), ("bo", 1)))
    assert even["ann"] == even["bo"] and even["ann"].mu == pytest.approx(25.0, abs=1e-9) and even["ann"].sigma < 25 / 3
    assert untied([1, 2, 2]) and list(untied([1, 2, 2])) == [[1, 2, 3], [1, 3, 2]]
    assert len(list(untied([1, 1, 1, 1]))) == 24 and list(untied([2, 1])) == [[2, 1]]


def test_whoever_gave_up_is_ranked_last_and_a_computer_playing_their_seat_after_it_unrates_nothing():
    given_up = game(("ann", 1, 12, True, True), ("bo", 3), ("cy", 2))
    assert why_unrated(given_up) is None and places(given_up) == [4, 3, 2]
    new = rate({}, given_up)
    assert new["ann"].mu < new["bo"].mu < new["cy"].mu
    both = game(("ann", 1, 12, True, False), ("bo", 2, 12, True, False), ("cy", 3))
    assert places(both) == [4, 4, 3]


@pytest.mark.parametrize("unrated, why", [
    (game(("ann", 1), ("bo", 2), ended=ABANDONED), "not played to its end"),
    (game(("ann", 1), (None, 2)), "a seat not held by a signed-in person"),
    (game(("ann", 1), ("bo", 2, 2)), "a seat with fewer than 3 moves"),
    (game(("ann", 1), ("bo", 2, 12, False, True)), "a seat played by a computer at the end"),
    (game(("ann", 1)), "not 2 to 4 players"),
    (game(("ann", 1), ("bo", 2), ("cy", 3), ("di", 4), ("ed", 5)), "not 2 to 4 players"),
    (game(("ann", 1), ("ann", 2)), "an account in two seats")])
def test_a_game_not_rated_changes_no_rating(unrated, why):
    assert why_unrated(unrated) == why
    assert rate({"ann": Rating(30.0, 5.0, 20)}, unrated) == {}


def test_the_leaderboard_lists_ratings_no_longer_provisional_best_first():
    ratings = {"ann": Rating(30.0, 3.0, 12), "bo": Rating(31.0, 3.0, 10), "cy": Rating(40.0, 8.0, 9),
               "di": Rating(30.0, 2.0, 15), "ed": Rating(30.0, 2.0, 15)}
    assert [account for account, _ in leaderboard(ratings)] == ["bo", "di", "ed", "ann"]


def random_games(seed: int, count: int) -> list[FinishedGame]:
    """Games of 2 to 4 of eight accounts, some not rated, some tied, some given up."""
    chance = random.Random(seed)
    accounts = [f"account-{n}" for n in range(8)]
    games = []
    for number in range(count):
        players = chance.sample(accounts, chance.randint(2, 4))
        ranks = sorted(chance.randint(1, len(players)) for _ in players)
        seats = tuple(RatedSeat(account, rank, chance.choice([2, 12, 40, 40]), chance.random() < 0.1,
                                chance.random() < 0.05) for account, rank in zip(players, ranks))
        games.append(FinishedGame(f"g{number}", chance.choice([FINISHED] * 9 + [ABANDONED]), seats))
    return games


def test_a_recompute_from_the_games_equals_the_ratings_updated_game_by_game():
    games = random_games(7, 300)
    kept: dict[str, Rating] = {}
    for finished in games:  # as a server keeps them: each game's new ratings written over the old
        for account, rating in rate(kept, finished).items():
            kept[account] = rating
    assert recompute(games) == kept  # exactly, to the last bit
    assert sum(rating.games for rating in kept.values()) == sum(
        len(g.seats) for g in games if why_unrated(g) is None)
    assert recompute(reversed(games)) != kept  # the order the games ended in counts
