"""A review made from the seat's own views: each decision appraised from the view its player had
when making it, as a network game's server sends it (the past it serves for History, R25),
never from the whole game, which stays on the server with everyone's secrets.

The appraisal reads nothing but that view (`appraise` looks through `view_for` anyway), so the
verdicts are those a review at one computer would give from the same views and seeds. Views
arrive one by one as the server answers; each is appraised as soon as it is there, in worker
processes as `background.py` does (`processes=0`: one decision each `update`, here, for tests).
"""

from __future__ import annotations

import hashlib
from multiprocessing import get_context

from ..bots.appraisal import appraise
from ..rules import GameState
from .analysis import Review, Verdict, decision_seed
from .background import HERE, Answers, default_processes
from .decisions import Decision


def game_seed(name: str) -> int:
    """A seed for the appraisals from what names the game publicly (its server and code): the
    game's own seed is the server's secret."""
    return int.from_bytes(hashlib.sha256(f"review:{name}".encode("utf-8", "surrogatepass")).digest()[:8], "big")


def _appraise(task: tuple[Decision, GameState, int, int]) -> Verdict | Decision:
    decision, view, seed, redeals = task
    appraisal = appraise(view, decision.seat, decision.command, seed, redeals)
    return decision if appraisal is None else Verdict.of(decision, appraisal)  # no choice after all: nothing to judge


class ViewReviewing:
    """The review of `review.session` from views handed in with `add`: `start`, then `update`
    each frame; `stop` any time."""

    def __init__(self, review: Review, seed: int, processes: int | None = None):
        self.review = review
        self.seed = seed
        self.processes = default_processes() if processes is None else processes
        self.views: dict[int, tuple[Decision, GameState]] = {}  # by the decision's number
        self._sent: set[int] = set()  # handed to the workers, not yet answered
        self._no_choice: set[int] = set()  # decisions that had one legal command after all
        self._pool = None
        self.answers = Answers()  # verdicts, or decisions that had no choice after all

    @property
    def running(self) -> bool:
        return self._pool is not None

    def add(self, decision: Decision, view: GameState) -> None:
        """The view the seat had just before `decision`."""
        self.views[decision.number] = decision, view

    def due(self) -> list[tuple[Decision, GameState]]:
        """The views in whose decisions are neither judged nor being judged."""
        done = set(self.review.verdicts) | self._sent | self._no_choice
        return [self.views[number] for number in sorted(self.views) if number not in done]

    def start(self) -> None:
        if not self.running:
            self._pool = HERE if self.processes == 0 else get_context("spawn").Pool(self.processes)

    def _task(self, decision: Decision, view: GameState) -> tuple:
        redeals = self.review.redeals
        return decision, view, decision_seed(self.seed, decision.number, redeals), redeals

    def update(self) -> bool:
        """Hand the views in to the workers, take in the verdicts found since; whether there were any."""
        due = self.due()
        if self._pool is HERE and due:
            self.answers.took(_appraise(self._task(*due[0])))
        elif self._pool is not None:
            for decision, view in due:
                self._sent.add(decision.number)
                self._pool.apply_async(_appraise, (self._task(decision, view),), callback=self.answers.took, error_callback=self.answers.failed)
        found = self.answers.take()
        for result in found:
            self._sent.discard(result.number)
            if isinstance(result, Verdict):
                self.review.verdicts[result.number] = result
            elif result.number not in self._no_choice:
                self._no_choice.add(result.number)
                self.review.total -= 1
        if self.answers.error is not None:
            self.stop()
            raise RuntimeError("The review could not go on.") from self.answers.error
        return bool(found)

    def stop(self) -> None:
        """End the workers now; the verdicts taken in are kept, the views not judged wait."""
        pool, self._pool = self._pool, None
        self._sent.clear()
        if pool is not None and pool is not HERE:
            pool.terminate()
            pool.join()
