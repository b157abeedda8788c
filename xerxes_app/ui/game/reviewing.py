"""A finished game's review at the screen: found again where it was kept, computed in the
background (review/background.py) while the Review screen shows how far it has gone, and kept
again in the save folder as it grows, so a review stopped (or a window closed) goes on later
where it was.

`Finished` is what the look-back screens read of a finished game, whether it has just ended at
the table or was opened from Records: its session, its names, and whose secrets may show.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...bots import appraisal
from ...review import Review, Reviewing, people, state_before
from ...rules import GameState
from ...saving.reviews import load_review, save_review
from ...session import Session
from .history import History, first_state, rebuild

SAVE_EVERY = 4  # verdicts: how often a growing review is written to the disk
PROCESSES: int | None = None  # worker processes: both cores (review/background.py); 0 for none


@dataclass
class Finished:
    session: Session
    viewer: int | None = None  # the seat whose review is on screen (pass-and-play: after a hand-off)
    version: int = 0  # not a game played here: nothing to count in the records
    whole_game_here = True  # its secrets and commands, as a game at one computer has them

    @property
    def state(self):
        return self.session.state

    def past(self) -> History:
        """The game's earlier rounds and phases, for History."""
        return rebuild(self.session)

    def listen(self) -> None:
        """Nothing goes on behind a finished game while its past is shown."""

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def seen_by(self, seat: int) -> "Finished":
        return Finished(self.session, seat)

    def review_at_hand(self, folder, review: Review | None = None, processes: int | None = None) -> "ReviewAtHand":
        return ReviewAtHand(folder, self.session, review, processes)


class Going:
    """A review under way, as the review screen reads it: its `review`, the `reviewing` that
    computes it, and whether it is `possible` at all."""

    review: Review

    @property
    def running(self) -> bool:
        return self.reviewing is not None and self.reviewing.running

    @property
    def progress(self) -> float:
        review = self.review
        return 1.0 if review.finished else review.done / review.total if review.total else 0.0

    def start(self) -> None:
        if self.possible and not self.review.finished:
            self.reviewing.start()


class ReviewAtHand(Going):
    """The review of one finished game, kept in `folder`."""

    def __init__(self, folder, session: Session, review: Review | None = None, processes: int | None = None):
        self.folder = folder
        self.review = review or load_review(folder, session) or Review(session, appraisal.REDEALS)
        self.first = first_state(session)
        self.reviewing = None if self.first is None else Reviewing(self.review, self.first, PROCESSES if processes is None else processes)
        self.warning = None
        self._saved_at = self.review.done

    @property
    def people(self) -> list[int]:
        return people(self.review.session)

    def before(self, number: int) -> GameState:
        """The whole game just before decision `number` (drawn only through its seat's view)."""
        return state_before(self.first, self.review.session.commands, number)

    @property
    def possible(self) -> bool:
        """Whether the game's past can be rebuilt (it began at setup here) and it had people."""
        return self.reviewing is not None and bool(people(self.review.session))

    def update(self) -> bool:
        """Each frame: take in what was found; whether anything was."""
        if self.reviewing is None:
            return False
        found = self.reviewing.update()
        if found and (self.review.done - self._saved_at >= SAVE_EVERY or self.review.finished):
            self.keep()
        return found

    def stop(self) -> None:
        if self.reviewing is not None:
            self.reviewing.stop()
            self.keep()

    def keep(self) -> None:
        self._saved_at = self.review.done
        self.warning = save_review(self.folder, self.review)
