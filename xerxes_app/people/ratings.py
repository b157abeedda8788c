"""The players' ratings on a server with accounts, from their rated games, with `openskill` (the
`accounts` extra; the measuring tool tools/rating.py rates the computers with it too).

The model: Weng and Lin's Plackett-Luce, which rates a game of 2 to 4 players from its finishing
order at once, ties shared, as openskill computes it with its own defaults, named here: a new
account's skill is believed to be mu = 25 give or take sigma = 25/3; beta = 25/6 is how far one
game's showing strays from the skill; tau = 25/300 is added to sigma before each game, so a rating
keeps moving as a player improves.

What players read is the skill itself, scaled: round(60 × mu), 1500 for a new account, as Elo's
and Board Game Arena's ratings begin, moving up with each game finished ahead of others and down
with each behind them. openskill's ordinal (mu − 3 sigma) would be the safer figure to sort by,
but it rises for a new player who loses (sigma falls faster than mu), which reads as a fault; so
a rating is marked provisional until its 10th rated game instead, and the leaderboard lists only
ratings that are not (Lichess's way), best first.

A game is rated when it was played to its end (not abandoned), by 2 to 4 signed-in persons, each
an account of its own, each having made at least 3 moves, and no seat ended played by a computer
(a clock run out, a seat handed over), except a seat given up: whoever gave up is ranked last,
below all who stayed, and several who gave up share that place. The others keep the finishing
order the game gave them. Players still tied after R19's tie-breakers share their place: their
new ratings are the mean of those of every order they could have finished in among themselves,
each order rated by openskill as it is. (openskill 6 rates a tie itself wrongly, its issue 155:
two equal players who tie both gain, and in [1, 1, 3, 4] the third gains as much as the two
first.) A game without a tie is rated exactly as openskill rates it.

Ratings are kept, updated game by game (`rate`), and can always be computed again from the
finished games in the order they ended (`recompute`), to exactly the same figures. Everything
here is a plain record: an account's id per seat, never the server's objects. openskill is
imported when a game is first rated, so the stores and the server read these records without it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass
from functools import cache
from itertools import permutations, product
from statistics import fmean
from typing import Any

MU, SIGMA, BETA, TAU = 25.0, 25.0 / 3.0, 25.0 / 6.0, 25.0 / 300.0
SHOWN_PER_MU = 60  # a new account's 25 reads 1500
PROVISIONAL_UNTIL = 10  # rated games
LEAST_MOVES = 3  # each seat's
FINISHED, ABANDONED = "finished", "abandoned"


@dataclass(frozen=True)
class RatedSeat:
    account: str | None  # the account's id; None for a guest or a computer
    rank: int  # its place at the end, 1 the best, equal for a tie (R19)
    moves: int  # the decisions its person made
    gave_up: bool = False
    computer: bool = False  # a computer played the seat when the game ended


@dataclass(frozen=True)
class FinishedGame:
    game: str  # its id
    ended: str  # FINISHED (played to its end) or ABANDONED (ended by agreement)
    seats: tuple[RatedSeat, ...]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "FinishedGame":
        return cls(data["game"], data["ended"], tuple(RatedSeat(**seat) for seat in data["seats"]))


@dataclass(frozen=True)
class Rating:
    mu: float = MU
    sigma: float = SIGMA
    games: int = 0  # rated games played

    @property
    def shown(self) -> int:
        return round(SHOWN_PER_MU * self.mu)

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_UNTIL


def why_unrated(game: FinishedGame) -> str | None:
    """Why the game changes no rating, or None when it is rated."""
    seats = game.seats
    accounts = [seat.account for seat in seats]
    if game.ended != FINISHED:
        return "not played to its end"
    if not 2 <= len(seats) <= 4:
        return "not 2 to 4 players"
    if None in accounts:
        return "a seat not held by a signed-in person"
    if len(set(accounts)) < len(accounts):
        return "an account in two seats"
    if any(seat.moves < LEAST_MOVES for seat in seats):
        return f"a seat with fewer than {LEAST_MOVES} moves"
    if any(seat.computer and not seat.gave_up for seat in seats):
        return "a seat played by a computer at the end"
    return None


def places(game: FinishedGame) -> list[int]:
    """Each seat's rank, those who gave up last of all, sharing it."""
    kept = [seat.rank for seat in game.seats if not seat.gave_up]
    last = max(kept, default=0) + 1
    return [last if seat.gave_up else seat.rank for seat in game.seats]


@cache
def model():
    from openskill.models import PlackettLuce

    return PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)


def rate(ratings: Mapping[str, Rating], game: FinishedGame) -> dict[str, Rating]:
    """The new ratings of the game's accounts (theirs in `ratings`, or a new account's); nothing
    when the game is not rated."""
    if why_unrated(game) is not None:
        return {}
    accounts = [seat.account for seat in game.seats]
    before = [ratings.get(account, Rating()) for account in accounts]
    teams = [[model().rating(mu=rating.mu, sigma=rating.sigma)] for rating in before]
    rated = [[new for (new,) in model().rate(teams, ranks=order)] for order in untied(places(game))]
    return {account: Rating(fmean(r[seat].mu for r in rated), fmean(r[seat].sigma for r in rated), old.games + 1)
            for seat, (account, old) in enumerate(zip(accounts, before))}


def untied(ranks: list[int]) -> Iterator[list[int]]:
    """Every finishing order without a tie that the ranks allow: the players tied for a place in
    each of their orders (one order, the ranks themselves, when nobody is tied)."""
    tied = [[seat for seat, rank in enumerate(ranks) if rank == place] for place in sorted(set(ranks))]
    for arrangement in product(*(permutations(group) for group in tied)):
        order = [0] * len(ranks)
        for place, seat in enumerate((seat for group in arrangement for seat in group), 1):
            order[seat] = place
        yield order


def recompute(games: Iterable[FinishedGame]) -> dict[str, Rating]:
    """Every account's rating from the finished games, given in the order they ended."""
    ratings: dict[str, Rating] = {}
    for game in games:
        ratings.update(rate(ratings, game))
    return ratings


def leaderboard(ratings: Mapping[str, Rating]) -> list[tuple[str, Rating]]:
    """The ratings that are no longer provisional, best first; at equal skill, more games first,
    then by account id, so that the order is always the same."""
    return sorted(((account, rating) for account, rating in ratings.items() if not rating.provisional),
                  key=lambda item: (-item[1].mu, -item[1].games, item[0]))
