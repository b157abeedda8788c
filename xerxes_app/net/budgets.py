"""What a stranger may spend: wrong guesses at join codes, games made. A budget is a token bucket
for each address (`SIZE` at once, one more every `EVERY` seconds) and, for guesses, one for the
whole server, so that many addresses do not multiply it.

A request is let through when its address has a token left and either the server's bucket has
one too or the address has spent nothing lately (its bucket is full: it made no wrong guess in
`size * every` seconds). So, however many addresses guess at once, each is slowed to a guess a
bucket's refill once the server's budget is spent, while a player who has not mistyped is never
held up by others' guessing. Addresses whose bucket is full again are forgotten (`prune`), so the
table holds only those that spent lately, and at most `kept` of them: past that, a new address
is let through only on the server's budget.
"""

from __future__ import annotations

import math
from typing import Callable

KEPT = 100_000  # addresses remembered at once: some 200 bytes each
# Wrong codes (and tokens): 10 at once for a player's mistypes, then one a minute; 100 at once and
# one every 2 s for the whole server. The arithmetic of guessing a live code is in docs/network.md.
GUESSES = (10, 60.0)
ALL_GUESSES = (100, 2.0)


class Budget:
    def __init__(self, size: float, every: float, clock: Callable[[], float],
                 total_size: float | None = None, total_every: float | None = None, kept: int = KEPT):
        self.size, self.every = size, every
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}  # address: (tokens, when counted)
        self.total = None if total_size is None else (total_size, total_every)
        self.total_level = (total_size or 0.0, clock())
        self.kept = kept

    def _level(self, address: str, now: float) -> float:
        tokens, stamp = self.buckets.get(address, (self.size, now))
        return min(self.size, tokens + max(0.0, now - stamp) / self.every)

    def _total_level(self, now: float) -> float:
        size, every = self.total
        tokens, stamp = self.total_level
        return min(size, tokens + max(0.0, now - stamp) / every)

    def allows(self, address: str) -> bool:
        """Whether `address` may spend one now."""
        now = self.clock()
        level = self._level(address, now)
        if level < 1:
            return False
        if self.total is None or self._total_level(now) >= 1:
            return True
        return level >= self.size and (address in self.buckets or len(self.buckets) < self.kept)

    def wait(self, address: str) -> int:
        """Whole seconds until `address` may spend one again (at least 1)."""
        now = self.clock()
        level = self._level(address, now)
        if level < 1:
            seconds = (1 - level) * self.every
        elif self.total is None:
            seconds = 0.0
        else:  # held by the server's budget: until it has a token, or this address's bucket is full again
            seconds = min((1 - self._total_level(now)) * self.total[1], (self.size - level) * self.every)
        return max(1, math.ceil(seconds))

    def spend(self, address: str) -> None:
        now = self.clock()
        if address in self.buckets or len(self.buckets) < self.kept:
            self.buckets[address] = (max(0.0, self._level(address, now) - 1), now)
        if self.total is not None:
            self.total_level = (max(0.0, self._total_level(now) - 1), now)

    def prune(self) -> None:
        """Forget the addresses whose bucket is full again."""
        now = self.clock()
        for address in [a for a in self.buckets if self._level(a, now) >= self.size]:
            del self.buckets[address]
