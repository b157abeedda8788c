"""Worker processes the computers think on: started once, in the background, and shared by the
Hard seats, the hints and the review (no pygame here, nor in the workers).

A worker is a process of its own (`spawn`, as the simulator's: no fork of a process whose
threads may hold locks), so thinking never takes the app's own core from the frame. There is one
fewer than the cores, at most 8: the app's own process keeps a core. One user at a time holds
the workers (`lease`); whoever finds them busy, or not yet started, thinks as before, in its own
process. A worker runs module-level functions it is sent (`call`): a search's round, a decision
to appraise, and keeps what they leave between calls (the search at hand, the game under review).
"""

from __future__ import annotations

import os
import threading
import traceback
from contextlib import contextmanager
from multiprocessing import get_context
from multiprocessing.connection import Connection, wait
from multiprocessing.reduction import ForkingPickler
from typing import Any, Callable, Iterator

from ..rules.content import Content, content_from_data, standard_content

MOST = 8  # workers at most, whatever the cores


def default_count() -> int:
    """One fewer than the cores, at most MOST: 1 on 2 cores, none on 1."""
    return max(0, min(MOST, (os.cpu_count() or 1) - 1))


def _reduce_content(content: Content) -> tuple:
    # A state sent to a worker names the shipped content rather than carrying all its figures:
    # the worker has its own, and the rules' caches are keyed by it.
    if content is standard_content():
        return standard_content, ()
    return content_from_data, (content.data,)


ForkingPickler.register(Content, _reduce_content)


class StopFlag:
    """A flag the app raises and every worker reads, in memory they share. Not a
    multiprocessing Event: that is a named semaphore, which the resource tracker counts, and
    after a kill -9 of the app it warned of "leaked semaphore objects" on the terminal. A byte
    read and written whole needs no lock."""

    def __init__(self, context):
        self._raised = context.RawValue("b", 0)

    def set(self) -> None:
        self._raised.value = 1

    def clear(self) -> None:
        self._raised.value = 0

    def is_set(self) -> bool:
        return self._raised.value == 1


class WorkerFailed(RuntimeError):
    """A function a worker ran raised; its traceback is the message."""


def _serve(link: Connection, stop: StopFlag) -> None:
    """A worker's life: run each function it is sent, answer with its result, until told to end."""
    _stop.append(stop)
    while True:
        try:
            message = link.recv()
        except (EOFError, OSError):
            return  # the app has gone
        if message is None:
            return
        function, arguments = message
        try:
            answer = (True, function(*arguments))
        except Exception:  # sent back whole: the user of the workers decides what it means
            answer = (False, traceback.format_exc())
        link.send(answer)


_stop: list = []  # in a worker: the flag that asks a search under way to end now


def stop_asked() -> bool:
    """In a worker: whether the user of the workers asked the search at hand to end now."""
    return bool(_stop) and _stop[0].is_set()


class Lease:
    """The workers, held by one user until it is done with them."""

    def __init__(self, links: list[Connection], stop: StopFlag):
        self.links = links
        self._stop = stop

    def __len__(self) -> int:
        return len(self.links)

    def send(self, worker: int, function: Callable, *arguments: Any) -> None:
        self.links[worker].send((function, arguments))

    def answer(self, worker: int) -> Any:
        ok, value = self.links[worker].recv()
        if not ok:
            raise WorkerFailed(value)
        return value

    def ready(self, timeout: float | None) -> list[int]:
        """The workers whose answers have come, waiting up to `timeout` seconds for one."""
        came = wait(self.links, timeout)
        return [self.links.index(link) for link in came]

    def call_all(self, calls: list[tuple[Callable, tuple]], interrupted: Callable[[], bool] = lambda: False) -> list[Any]:
        """Send each worker its call and wait for every answer; when `interrupted` turns true, the
        workers are asked to end what they are doing (a search answers with what it has found).
        Every answer is read before a failure is raised, so none is left for the next user."""
        for worker, (function, arguments) in enumerate(calls):
            self.send(worker, function, *arguments)
        answers: dict[int, tuple[bool, Any]] = {}
        try:
            while len(answers) < len(calls):
                if interrupted():
                    self._stop.set()
                for worker in self.ready(0.005):
                    answers[worker] = self.links[worker].recv()
        finally:
            self._stop.clear()
        for ok, value in answers.values():
            if not ok:
                raise WorkerFailed(value)
        return [answers[worker][1] for worker in range(len(calls))]


class Workers:
    """`count` worker processes, started in the background by `start`."""

    def __init__(self, count: int | None = None):
        self.count = default_count() if count is None else count
        self._links: list[Connection] = []
        self._processes: list = []
        self._stop: StopFlag | None = None
        self._held = threading.Lock()
        self._ready = threading.Event()
        self._starting: threading.Thread | None = None

    def start(self) -> None:
        """Start the workers on a thread of their own; `lease` offers them once all have started."""
        if self._starting is None:
            self._starting = threading.Thread(target=self._start, name="xerxes-workers", daemon=True)
            self._starting.start()

    def _start(self) -> None:
        context = get_context("spawn")
        self._stop = StopFlag(context)
        for _ in range(self.count):
            self._add(context)
        self._ready.set()

    def wait_started(self, timeout: float | None = None) -> bool:
        return self._ready.wait(timeout)

    @property
    def size(self) -> int:
        """The worker processes started so far (the review may have grown them past `count`)."""
        return len(self._links)

    @property
    def started(self) -> bool:
        return self._ready.is_set()

    def grow(self, count: int) -> None:
        """Start more workers, up to `count` in all, kept from then on: the review, which runs
        while no game is played, takes every core. Called on the thread that will use them."""
        self.start()
        self.wait_started()
        context = get_context("spawn")
        while len(self._links) < count:
            self._add(context)

    def _add(self, context) -> None:
        mine, theirs = context.Pipe()
        process = context.Process(target=_serve, args=(theirs, self._stop), name="xerxes-thinking", daemon=True)
        process.start()
        theirs.close()
        self._links.append(mine)
        self._processes.append(process)

    @contextmanager
    def lease(self, size: int | None = None, blocking: bool = False) -> Iterator[Lease | None]:
        """The first `size` workers (all by default) for one user, or None when they are not
        started or another holds them (unless `blocking`: then it waits until they are free)."""
        if blocking:
            self.wait_started()
        if not self.started or not self._held.acquire(blocking):
            yield None
            return
        try:
            yield Lease(self._links[:size], self._stop)
        finally:
            self._held.release()

    def close(self) -> None:
        """End the workers (the app is closing)."""
        if self._starting is not None:
            self._starting.join()
        for link in self._links:
            try:
                link.send(None)
            except OSError:
                pass
        for process in self._processes:
            process.join(1.0)
            if process.is_alive():
                process.terminate()
        self._links, self._processes = [], []
        self._ready.clear()
        self._starting = None


_shared: Workers | None = None


def start_shared(count: int | None = None) -> Workers:
    """The app's workers, started once, in the background (the app calls this as it starts)."""
    global _shared
    if _shared is None:
        _shared = Workers(count)
        _shared.start()
    return _shared


def shared() -> Workers | None:
    """The app's workers, if the app started them; None in the simulator, the tools and the
    server, which think in their own processes as before."""
    return _shared
