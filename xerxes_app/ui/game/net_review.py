"""A finished network game looked back on from this computer: the review of the seats played here.

The whole game stays on its server, with everyone's secrets. What this computer may know of it is
its own seats' views: the server serves the view a seat had after any number of commands (the past
History asks for), and, asked with "own", the seat's own decisions that had a choice, its moves
alone. So each decision is appraised from the view its player had then, exactly as a review at
one computer reads it (`view_for`, R25), and never from anything another seat holds. The views are
asked one at a time, a few a second, well within what the server allows a connection; each is
appraised as it comes (review/from_views.py). The review lives as long as the game's table: leaving
the review screen stops it, and coming back goes on where it was.
"""

from __future__ import annotations

import time

from ...bots import appraisal
from ...review import Decision, Review
from ...review.from_views import ViewReviewing, game_seed
from ...rules import GameState, current_player
from ...session import Session
from . import reviewing
from .history import History

ASKS_A_SECOND = 4.0  # past views asked of the server: far under its rate (net/protocol.py)
ANSWER_SECONDS = 10.0  # an answer this late was lost with a connection: asked again


class NetFinished:
    """What the look-back screens read of a finished network game: this computer's seats' views."""

    whole_game_here = False
    version = 0  # not a game played here now: nothing to count in the records

    def __init__(self, play, viewer: int | None = None):
        self.play = play
        self.session = play.session
        self.viewer = viewer if viewer is not None else play.viewer

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def names(self) -> list[str]:
        return self.play.names

    def past(self) -> History:
        """The turning point shows its one moment, asked of the server already."""
        return History([], None)

    def listen(self) -> None:
        self.play.link.poll()

    def seen_by(self, seat: int) -> "NetFinished":
        return NetFinished(self.play, seat)

    def review_at_hand(self, folder, review=None, processes: int | None = None) -> "NetReviewAtHand":
        if self.play.at_hand is None:
            self.play.at_hand = NetReviewAtHand(self.play, processes)
        return self.play.at_hand


class NetReviewAtHand(reviewing.Going):
    """The review of this computer's seats: their decisions and the views before each, asked of the
    server, appraised as they arrive. The same face as `reviewing.ReviewAtHand`."""

    warning = None  # nothing is written: the game is on its server

    def __init__(self, play, processes: int | None = None):
        self.play = play
        game = play.session
        self.people = [seat for seat in game.my_seats if game.seats[seat].is_human]
        self.review = Review(Session(game.state, game.seats), appraisal.REDEALS)
        link = play.link
        self.reviewing = ViewReviewing(self.review, game_seed(f"{link.address}:{link.port}:{link.code}"),
                                       reviewing.PROCESSES if processes is None else processes)
        self.decisions: list[Decision] | None = None  # once every seat's own decisions are known
        self.asked: tuple[int, int, float] | None = None  # (seat, after, when) of the view awaited
        self.asked_at = 0.0
        for seat in self.people:
            game.ask_past(0, seat, own=True)
        self.own_asked = time.monotonic()

    @property
    def possible(self) -> bool:
        return bool(self.people) and self.play.state.is_over

    def stop(self) -> None:
        self.reviewing.stop()

    def keep(self) -> None:
        """Nothing to write: a network game's review lives while its table does."""

    def before(self, number: int) -> GameState:
        """The view of the seat whose decision `number` is, just before it."""
        seat = next(d.seat for d in self.decisions if d.number == number)
        return self.play.session.pasts[(seat, number)]

    def update(self) -> bool:
        """Each frame: read what arrived, ask for the next view, appraise what is in."""
        self.play.link.poll()
        game = self.play.session
        now = time.monotonic()
        if self.decisions is None:
            if all(seat in game.own for seat in self.people):
                self._know_decisions()
            elif now - self.own_asked > ANSWER_SECONDS:
                for seat in self.people:
                    game.ask_past(0, seat, own=True)
                self.own_asked = now
            return False
        self._take_views()
        self._ask_next(now)
        return self.reviewing.update() if self.running else False

    def _know_decisions(self) -> None:
        game = self.play.session
        found = []
        for seat in self.people:
            for number, command in game.own[seat]:
                found.append(Decision(number, seat, 0, "", command))  # its year and phase: from its view
        self.decisions = sorted(found, key=lambda d: d.number)
        self.review.total = len(self.decisions)

    def _take_views(self) -> None:
        game = self.play.session
        for index, decision in enumerate(self.decisions):
            view = game.pasts.get((decision.seat, decision.number))
            if view is not None and decision.number not in self.reviewing.views and current_player(view) == decision.seat:
                dated = Decision(decision.number, decision.seat, view.year, view.phase, decision.command)
                self.decisions[index] = dated
                self.reviewing.add(dated, view)
                if self.asked is not None and self.asked[:2] == (decision.seat, decision.number):
                    self.asked = None

    def _ask_next(self, now: float) -> None:
        if self.asked is not None and now - self.asked[2] < ANSWER_SECONDS:
            return
        if now - self.asked_at < 1.0 / ASKS_A_SECOND:
            return
        game = self.play.session
        for decision in self.decisions:
            if decision.number not in self.reviewing.views and decision.number not in self.review.verdicts:
                game.ask_past(decision.number, decision.seat)
                self.asked, self.asked_at = (decision.seat, decision.number, now), now
                return
