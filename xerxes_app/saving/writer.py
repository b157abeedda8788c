"""A thread that does the disk work of saving, so that the game never waits for the disk.

fsync waits for the disk itself: a fraction of a millisecond on an idle SSD, but 10 ms and
more on a busy or spinning disk, which would show as a hitch in the frame. The caller hands
over finished bytes and goes on. Bytes handed over while a write is under way are coalesced:
the thread always writes the latest next, so the file only ever moves forward.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

Outcome = TypeVar("Outcome")


class LatestWriter(Generic[Outcome]):
    def __init__(self, write: Callable[[bytes], Outcome], name: str):
        self._write = write
        self._lock = threading.Condition()
        self._pending: bytes | None = None
        self._busy = False
        self._closed = False
        self._outcome: Outcome | None = None
        # A daemon, so that it never keeps the app from quitting; close() (also run at exit,
        # see Autosaver) lets the last write finish first.
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def put(self, data: bytes) -> Outcome | None:
        """Hand `data` over to be written; the outcome of the latest finished write."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the writer is closed")
            self._pending = data
            self._lock.notify_all()
            return self._outcome

    @property
    def outcome(self) -> Outcome | None:
        """The outcome of the latest finished write, without waiting."""
        with self._lock:
            return self._outcome

    def flush(self) -> Outcome | None:
        """Wait until everything handed over is written; the outcome of the last write."""
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy)
            return self._outcome

    def close(self) -> None:
        """Finish the writes handed over, then stop the thread."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                data, self._pending, self._busy = self._pending, None, True
            outcome = self._write(data)
            with self._lock:
                self._outcome, self._busy = outcome, False
                self._lock.notify_all()
