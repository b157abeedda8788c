"""The sender: drains a server's NoticeQueue (notices.py), each notice by its channel (mail.py,
push.py), beside the games and never in their way.

Each round takes what is due, at most IN_FLIGHT notices at once, and sends them side by side, each
channel's network work in a thread of its own, so the event loop never waits on a mail server or
a webhook. A notice sent is marked `sent`. One not sent for now is tried again after a growing
delay: 1, 2, 4, 8 … minutes after its 1st, 2nd, 3rd, 4th … failure, at most an hour, each
delay drawn within a fifth either side so that the notices of one outage do not all come back at
once. One not sent for good (its address refused, its URL gone), or whose next try would come a
day or more after it was queued, is dropped: a turn told a day late is no longer news.

The time is the `clock` given (the server's wall clock, a test's own), never slept on: `run` waits
on its events, for the next round at most EVERY seconds, sooner when `wake` says a notice was put.
Each line for the operator names the notice's id, kind, channel and what became of it, never an
address, a URL or a fact.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from collections.abc import Callable, Mapping

from .delivery import Channel, NotSent
from .notices import Notice, NoticeQueue

IN_FLIGHT = 4  # notices being sent at once
FIRST_DELAY = 60.0  # seconds after a first failure
MOST_DELAY = 3600.0
JITTER = 0.2  # each delay drawn within this share either side
KEPT_FOR = 86400.0  # a notice is dropped once it would be tried a day after it was queued
EVERY = 30.0  # seconds between rounds when nothing wakes the sender


def retry_delay(failures: int, chance: random.Random) -> float:
    """Seconds to wait after a notice's `failures`-th failed send (1 for the first)."""
    return min(MOST_DELAY, FIRST_DELAY * 2 ** min(failures - 1, 16)) * chance.uniform(1 - JITTER, 1 + JITTER)


class Sender:
    def __init__(self, queue: NoticeQueue, channels: Mapping[str, Channel], clock: Callable[[], float] = time.time,
                 say: Callable[[str], None] = lambda line: None, in_flight: int = IN_FLIGHT,
                 chance: random.Random | None = None):
        self.queue, self.channels, self.clock, self.say = queue, channels, clock, say
        self.in_flight = in_flight
        self.chance = chance or random.Random()
        self.woken = asyncio.Event()

    def wake(self) -> None:
        """A notice was put: send it now rather than at the next round."""
        self.woken.set()

    async def drain(self) -> Counter:
        """Send everything due now, IN_FLIGHT at a time: how many were sent, retried, dropped."""
        done: Counter = Counter()
        while True:
            notices = await self.queue.due(self.clock(), self.in_flight)
            done.update(await asyncio.gather(*(self.send(notice) for notice in notices)))
            if len(notices) < self.in_flight:
                return done

    async def run(self, stopping: asyncio.Event) -> None:
        """Rounds until `stopping` is set: one at once, then one each EVERY seconds or on `wake`; a
        round the store fails is said and the next one tried."""
        while not stopping.is_set():
            self.woken.clear()
            try:
                await self.drain()
            except Exception as error:  # the store out of reach for now (a database restarting): next round
                self.say(f"notices not sent this round: {type(error).__name__}")
            waits = [asyncio.ensure_future(stopping.wait()), asyncio.ensure_future(self.woken.wait())]
            await asyncio.wait(waits, timeout=EVERY, return_when=asyncio.FIRST_COMPLETED)
            for wait in waits:
                wait.cancel()

    async def send(self, notice: Notice) -> str:
        """Send one notice and answer the queue for it: "sent", "retry" or "drop"."""
        now = self.clock()
        channel = self.channels.get(notice.channel)
        if now - notice.created >= KEPT_FOR:
            return await self.drop(notice, "a day old")
        if channel is None:
            return await self.drop(notice, "no such channel on this server")
        try:
            await channel.send(notice)
        except NotSent as failed:
            if failed.lasting:
                return await self.drop(notice, failed.reason)
            at = now + retry_delay(notice.attempts + 1, self.chance)
            if at - notice.created >= KEPT_FOR:
                return await self.drop(notice, f"{failed.reason}, and a day old by its next try")
            await self.queue.retry(notice.id, at)
            self.say(f"notice {notice.id} {notice.kind} by {notice.channel} not sent: {failed.reason}; "
                     f"tried again in {at - now:.0f} s")
            return "retry"
        except Exception as error:  # a fault of this server's own: that notice goes, the others are sent
            return await self.drop(notice, f"{type(error).__name__} while sending")
        await self.queue.sent(notice.id)
        self.say(f"notice {notice.id} {notice.kind} sent by {notice.channel}")
        return "sent"

    async def drop(self, notice: Notice, reason: str) -> str:
        await self.queue.drop(notice.id)
        self.say(f"notice {notice.id} {notice.kind} by {notice.channel} dropped: {reason}")
        return "drop"
