"""A review computed in the background, off the frame thread: worker processes appraise the
decisions still missing, one each at a time, while the screen asks how far it has gone. In the app
they are the app's own workers (bots/pool.py), already started, grown to every core while the
review runs; elsewhere a `spawn` pool of its own (as the simulator's). Stopping keeps every verdict
found (the app's workers finish the decision at hand, a pool of its own ends at once); going on
later appraises only the missing ones, and since each decision has its own seed
(`decision_seed`) the review ends the same either way.

With `processes=0` each `update` appraises one decision in this process instead: for tests.
"""

from __future__ import annotations

import os
import threading
from multiprocessing import get_context

from ..bots.appraisal import appraise
from ..bots.pool import MOST, Workers, WorkerFailed, shared
from ..rules import GameState, apply, command_from_json, dumps, loads
from .analysis import Review, Verdict, decision_seed, people
from .decisions import Decision, decisions

HERE = "in this process"  # what runs the appraisals with no worker processes

# Each worker's copy of the game: its first state and commands, and how far it has replayed them.
_game: dict = {}


def _start_worker(first: str, commands: list[dict]) -> None:
    _game.update(first=loads(first), commands=commands, state=None, at=0)


def _state_at(number: int) -> GameState:
    """The worker's game at command `number`, replayed forward from where it stands (decisions come
    in order, so it seldom starts again)."""
    if _game["state"] is None or _game["at"] > number:
        _game["state"], _game["at"] = _game["first"].clone(), 0
    state = _game["state"]
    while _game["at"] < number:
        apply(state, command_from_json(_game["commands"][_game["at"]]))
        _game["at"] += 1
    return state


def _appraise(task: tuple[Decision, int, int]) -> Verdict:
    decision, seed, redeals = task
    state = _state_at(decision.number)
    return Verdict.of(decision, appraise(state, decision.seat, decision.command, seed, redeals))


def _appraise_for(first: str, commands: list[dict], task: tuple[Decision, int, int]) -> Verdict:
    """`_appraise` in one of the app's workers, which may have served another game since."""
    if _game.get("source") != (first, commands):
        _start_worker(first, commands)
        _game["source"] = (first, commands)
    return _appraise(task)


def default_processes() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def every_core() -> int:
    """The app's workers while a review runs: one a core (no game is being played meanwhile)."""
    return max(1, min(MOST, os.cpu_count() or 1))


class Answers:
    """The workers' answers handed over from the pool's thread to the frame: each result as it
    comes, and the first failure."""

    def __init__(self):
        self._lock = threading.Lock()
        self._found: list = []
        self.error: BaseException | None = None

    def took(self, found) -> None:
        with self._lock:
            self._found.append(found)

    def failed(self, error: BaseException) -> None:
        with self._lock:
            self.error = error

    def take(self) -> list:
        """The results since the last take."""
        with self._lock:
            found, self._found = self._found, []
        return found


class Reviewing:
    """The review of `review.session` going on: `start`, then `update` each frame; `stop` any time."""

    def __init__(self, review: Review, first: GameState, processes: int | None = None, workers: Workers | None = None):
        """`workers`: whose workers to use (the app's, `shared()`, unless `processes` is given);
        without them a pool of `processes` of its own (by default both cores)."""
        self.review = review
        self.first = first
        self.workers = workers if workers is not None else shared() if processes is None else None
        self.processes = default_processes() if processes is None else processes
        session = review.session
        self.decisions = decisions(first, session.commands, set(people(session)))
        review.total = len(self.decisions)
        self._pool = None
        self.answers = Answers()

    @property
    def running(self) -> bool:
        return self._pool is not None

    def missing(self) -> list[Decision]:
        return [d for d in self.decisions if d.number not in self.review.verdicts]

    def _task(self, decision: Decision) -> tuple[Decision, int, int]:
        redeals = self.review.redeals
        return decision, decision_seed(self.first.seed, decision.number, redeals), redeals

    def start(self) -> None:
        """Go on with what is missing (from the start, or where it was stopped)."""
        if self.running or not self.missing():
            return
        if self.workers is not None:
            self._halt = threading.Event()
            self._pool = thread = threading.Thread(target=self._on_workers, args=(self.workers, self.missing(), self._halt), daemon=True)
            thread.start()
            return
        if self.processes == 0:
            self._pool = HERE
            return
        context = get_context("spawn")  # no fork of a process whose threads may hold locks
        self._pool = pool = context.Pool(self.processes, _start_worker, (dumps(self.first), self.review.session.commands))
        for decision in self.missing():
            pool.apply_async(_appraise, (self._task(decision),), callback=self.answers.took, error_callback=self.answers.failed)
        pool.close()

    def _on_workers(self, workers: Workers, missing: list[Decision], halt: threading.Event) -> None:
        """Hand the app's workers the missing decisions, one each at a time, until all are
        appraised or the review is stopped (then the decisions at hand are finished and kept)."""
        workers.grow(every_core())
        game = (dumps(self.first), self.review.session.commands)
        tasks = iter(missing)
        with workers.lease(blocking=True) as lease:
            busy = set()

            def give(worker: int) -> None:
                decision = None if halt.is_set() else next(tasks, None)
                if decision is not None:
                    lease.send(worker, _appraise_for, *game, self._task(decision))
                    busy.add(worker)

            for worker in range(len(lease)):
                give(worker)
            while busy:
                for worker in lease.ready(0.05):
                    busy.discard(worker)
                    try:
                        self.answers.took(lease.answer(worker))
                    except WorkerFailed as error:
                        self.answers.failed(error)
                        halt.set()
                    give(worker)

    def update(self) -> bool:
        """Take in the verdicts found since; whether there were any."""
        if self._pool is HERE:
            missing = self.missing()
            if missing:
                _start_worker(dumps(self.first), self.review.session.commands)
                self.answers.took(_appraise(self._task(missing[0])))
        found = self.answers.take()
        for verdict in found:
            self.review.verdicts[verdict.number] = verdict
        if self.answers.error is not None:
            self.stop()
            raise RuntimeError("The review could not go on.") from self.answers.error
        if self.running and not self.missing():
            self.stop()
        return bool(found)

    def stop(self) -> None:
        """End the workers now; the verdicts already taken in are kept."""
        pool, self._pool = self._pool, None
        if isinstance(pool, threading.Thread):
            self._halt.set()  # the app's workers finish the decisions at hand, and are kept
        elif pool is not None and pool is not HERE:
            pool.terminate()
            pool.join()
