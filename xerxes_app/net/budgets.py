"""What a stranger may spend: wrong guesses at join codes, games made. A budget is a token bucket
for each address (`size` at once, one more every `every` seconds) and, for guesses, one for the
whole server, so that many addresses do not multiply it.

A request is let through when its address has a token left and either the server's bucket has
one too or the address has spent nothing for `recent` seconds. So once the server's budget is
spent, each address that guesses is let through once in `recent` seconds at most, while a player
who has not mistyped lately is never refused for others' guessing: they are only slowed
(`SLOWED`: the server lets such requests through one at a time, SLOW seconds each, so that no
number of fresh addresses multiplies what gets through). An address is remembered `recent`
seconds after it last spent (`prune`), and at most `kept` of them: past that, a new address is
not remembered, and is slowed as one that has guessed nothing. docs/network.md gives the
arithmetic.

The budget counts the address the server counts (guard.py): behind a balancer, the player's own
(real_address.py). Each server keeps its own: behind a balancer of several, an address has each
one's.
"""

from __future__ import annotations

import math
from typing import Callable

KEPT = 100_000  # addresses remembered at once: some 200 bytes each
# Wrong codes (and tokens): 10 at once for a player's mistypes, then one a minute; for the whole
# server, 100 at once, then one every 10 s; an address let through on its own once a day at most
# while the server's are spent.
GUESSES = (10, 60.0)
ALL_GUESSES = (100, 10.0)
RECENT = 86_400.0
# A request let through while the server's budget is spent waits this long, one at a time: 43,200
# a day at most, whatever the number of addresses; a player joining by code meanwhile waits a
# few seconds (a look and a join), never refused.
SLOW = 2.0
THROUGH, SLOWED, REFUSED = "through", "slowed", "refused"


class Budget:
    def __init__(self, size: float, every: float, clock: Callable[[], float], total: tuple[float, float] | None = None,
                 recent: float | None = None, kept: int = KEPT):
        self.size, self.every = size, every
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}  # address: (tokens, when it last spent)
        self.total = total  # the server's (size, every), or None
        self.total_level = (total[0] if total else 0.0, clock())
        self.recent = max(recent or 0.0, size * every)  # remembered at least until its bucket is full again
        self.kept = kept

    def _level(self, address: str, now: float) -> float:
        tokens, stamp = self.buckets.get(address, (self.size, now))
        return min(self.size, tokens + max(0.0, now - stamp) / self.every)

    def _total_level(self, now: float) -> float:
        size, every = self.total
        tokens, stamp = self.total_level
        return min(size, tokens + max(0.0, now - stamp) / every)

    def _quiet(self, address: str, now: float) -> bool:
        """Whether `address` has spent nothing lately."""
        return address not in self.buckets or now - self.buckets[address][1] >= self.recent

    def verdict(self, address: str) -> str:
        """Whether `address` may spend one now (THROUGH), only slowed (SLOWED: the server's budget
        is spent, and this address has spent nothing lately), or not (REFUSED)."""
        now = self.clock()
        if self._level(address, now) < 1:
            return REFUSED
        if self.total is None or self._total_level(now) >= 1:
            return THROUGH
        return SLOWED if self._quiet(address, now) else REFUSED

    def allows(self, address: str) -> bool:
        """Whether `address` may spend one now, if only slowed."""
        return self.verdict(address) != REFUSED

    def wait(self, address: str) -> int:
        """Whole seconds until `address` may spend one again, or try to (at least 1)."""
        now = self.clock()
        level = self._level(address, now)
        if level < 1:
            seconds = (1 - level) * self.every
        elif self.total is None:
            seconds = 0.0
        else:  # held by the server's budget: until it has a token again
            seconds = (1 - self._total_level(now)) * self.total[1]
        return max(1, math.ceil(seconds))

    def spend(self, address: str) -> None:
        now = self.clock()
        if address in self.buckets or len(self.buckets) < self.kept:
            self.buckets[address] = (max(0.0, self._level(address, now) - 1), now)
        if self.total is not None:
            self.total_level = (max(0.0, self._total_level(now) - 1), now)

    def prune(self) -> None:
        """Forget the addresses that have spent nothing lately."""
        now = self.clock()
        for address in [a for a, (_, stamp) in self.buckets.items() if now - stamp >= self.recent]:
            del self.buckets[address]
