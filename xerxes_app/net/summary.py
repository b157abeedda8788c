"""The server's lines on stderr, summarised: a stranger sending bad frames, opening connections or
guessing codes as fast as they can must not flood the operator's log.

The first line of each kind is written at once (for an unforeseen error, with its traceback);
the same kind within `every` seconds is only counted, and said in one line when that time is
up ("123 more in the last 5 s"). The event loop's own errors (asyncio) and those the WebSocket
library logs come here too, so none of them writes a traceback per connection or per frame.
"""

from __future__ import annotations

import logging
import sys
import traceback
from typing import Callable, TextIO

EVERY = 5.0  # seconds: at most one line of each kind this often


class Summary:
    def __init__(self, clock: Callable[[], float], out: TextIO | None = None, every: float = EVERY):
        self.clock = clock
        self.out = out
        self.every = every
        self.kinds: dict[str, list] = {}  # kind: [when last written, counted since, the latest detail]

    def note(self, kind: str, detail: str = "", more: str | Callable[[], str] = "") -> None:
        """A line of `kind`: written now if none was this `every` seconds, else counted.
        `more` (a traceback, or what makes it) is written with the first line only."""
        now = self.clock()
        if self._due(kind, now):
            self.kinds[kind] = [now, 0, detail]
            self._write(f"{kind}: {detail}" if detail else kind, more() if callable(more) else more)
        else:
            seen = self.kinds[kind]
            seen[1] += 1
            seen[2] = detail

    def _due(self, kind: str, now: float) -> bool:
        seen = self.kinds.get(kind)
        return seen is None or (not seen[1] and now - seen[0] >= self.every)

    def crash(self, where: str, error: BaseException) -> None:
        """An unforeseen error: its first traceback, then a count, per place and kind of error."""
        frames = traceback.extract_tb(error.__traceback__)
        place = f"{frames[-1].filename.rsplit('/', 1)[-1]}:{frames[-1].lineno}" if frames else "?"
        self.note(f"unforeseen {type(error).__name__} {where} ({place})", str(error)[:200],
                  lambda: "".join(traceback.format_exception(type(error), error, error.__traceback__)))

    def flush(self, everything: bool = False) -> None:
        """Say what was counted, for each kind whose time is up (`everything`: the server stops)."""
        now = self.clock()
        for kind, seen in list(self.kinds.items()):
            if seen[1] and (everything or now - seen[0] >= self.every):
                self._write(f"{kind}: {seen[1]:,} more in the last {now - seen[0]:.0f} s"
                            + (f" (the latest: {seen[2]})" if seen[2] else ""))
                seen[0], seen[1] = now, 0
            elif now - seen[0] >= self.every:
                del self.kinds[kind]  # nothing counted, its time up: as if never seen

    def _write(self, line: str, more: str = "") -> None:
        out = self.out or sys.stderr
        out.write(f"xerxes-server: {line}\n{more}")
        out.flush()

    # --- The event loop's and the WebSocket library's errors ---------------------------------

    def loop_error(self, context: dict) -> None:
        """What asyncio's exception handler is given: the loop's own errors (an accept that
        failed, a task's exception never read), summarised like the rest."""
        error = context.get("exception")
        if isinstance(error, BaseException):
            self.crash(f"in the event loop: {context.get('message', '')}", error)
        else:
            self.note(f"event loop: {context.get('message', 'an error')}")

    def handler(self) -> logging.Handler:
        summary = self

        class Handler(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                if record.exc_info and record.exc_info[1] is not None:
                    summary.crash(f"in {record.name}: {record.getMessage()}", record.exc_info[1])
                else:
                    summary.note(f"{record.name}: {record.getMessage()}")

        return Handler(logging.WARNING)
