"""The server's connection events on standard output, one line each, for the operator (and
journald or a container's log): a connection opened, a seat joined or a game created, a frame
refused, a connection closed or refused at the gate, and what happened to a seat (seat_events.py).

    xerxes-server: #12 opened from 203.0.113.5
    xerxes-server: #12 joined KXRTMPAC seat 2
    xerxes-server: #12 refused no_game
    xerxes-server: KXRTMPAC seat 2 gave up
    xerxes-server: #12 closed after 1,834 s

A line names the connection by its number, its address (as the server counts it: guard.py), a
game's code, a seat's number and a refusal's kind: never a token, a creator's secret, a name or
anything of a game's state. A stranger opening connections as fast as they can must not flood the
log: past RATE lines a second (BURST at once) they are counted, and the count said once lines
flow again (the summary's way for errors, summary.py).
"""

from __future__ import annotations

from typing import Callable, TextIO

RATE, BURST = 50.0, 200  # lines a second, and at once


class Events:
    def __init__(self, clock: Callable[[], float], out: TextIO | None = None, rate: float = RATE, burst: int = BURST):
        self.clock, self.out = clock, out
        self.rate, self.burst = rate, burst
        self.allowance, self.stamp = float(burst), clock()
        self.unwritten = 0  # lines over the bound since the last said

    def say(self, line: str) -> None:
        if self.out is None:
            return
        now = self.clock()
        self.allowance = min(self.burst, self.allowance + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.allowance < 1:
            self.unwritten += 1
            return
        self.allowance -= 1
        if self.unwritten:
            self._write(f"{self.unwritten:,} connection events not written: too many at once")
            self.unwritten = 0
        self._write(line)

    def _write(self, line: str) -> None:
        self.out.write(f"xerxes-server: {line}\n")
        self.out.flush()
