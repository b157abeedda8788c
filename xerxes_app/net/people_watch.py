"""What a server with accounts does for its people beside its games, started and stopped with it
(server.py, `run`): the notices' sender (people/sending.py) draining the store's queue, where the
operator gave a way to send them (outbound.py; without one they wait in the queue, a day at most
once one is given), and a watch that looks each second at the games this server holds:

- a game over whose end is not yet counted in the ratings (its server stopped in between, or the
  store was away) is counted (rated_games.py);
- the notices of turns, reminders and digests due now are put in the queue (turn_notices.py),
  and the sender woken for them.

A change of a game (a move, a seat) is looked at at once, as the seats are told (`changed`).
Nothing here holds a game up: a store away costs a line in the log, and the next beat tries again.
"""

from __future__ import annotations

import asyncio

from ..people.sending import Sender
from .rated_games import count_end
from .turn_notices import KEPT_TOLD, TurnNotices

BEAT = 1.0  # seconds between looks
MINUTE, HOUR = 60, 3600


class PeopleWatch:
    def __init__(self, server, outbound):
        self.server, self.outbound = server, outbound  # outbound (outbound.py): None when nothing is sent
        self.sender = None
        self.notices = TurnNotices(server, outbound, self.woken) if outbound is not None else None
        self.looking = asyncio.Lock()  # one look at the games at a time: the beat's, or a change's
        self.minute = self.hour = None  # of the wall clock, at the last digests and the last keys let go
        self.stopping = asyncio.Event()
        self.tasks: list[asyncio.Task] = []

    async def start(self) -> None:
        server = self.server
        self.tasks = [asyncio.ensure_future(self.keep_watch())]
        if self.outbound is not None:
            self.sender = Sender(server.people.store, self.outbound.channels, clock=server.wall, say=server.events.say)
            self.tasks.append(asyncio.ensure_future(self.sender.run(self.stopping)))

    async def stop(self) -> None:
        self.stopping.set()
        if self.tasks:
            await asyncio.wait(self.tasks, timeout=15)
        for task in self.tasks:  # a send past its time (a silent mail server): tried again at the next start
            task.cancel()

    def woken(self) -> None:
        """A notice was put: the sender sends it now."""
        if self.sender is not None:
            self.sender.wake()

    def changed(self, room) -> None:
        """A game changed: its end counted, its notices put, without waiting for the next beat."""
        asyncio.ensure_future(self._guarded(self._look_at, [room]))

    async def keep_watch(self) -> None:
        while not self.stopping.is_set():
            await self._guarded(self.beat)
            try:
                await asyncio.wait_for(self.stopping.wait(), BEAT)
            except asyncio.TimeoutError:
                pass

    async def beat(self) -> None:
        server, now = self.server, self.server.wall()
        await self._look_at(list(server.rooms.values()))
        if self.notices is None:
            return
        for code in [code for code in self.notices.written if code not in server.rooms]:
            self.notices.forget(code)
        if self.minute != now // MINUTE:
            self.minute = now // MINUTE
            await self.notices.digests(now)
        if self.hour != now // HOUR:
            self.hour = now // HOUR
            await server.people.store.forget_told(now - KEPT_TOLD)

    async def _look_at(self, rooms: list) -> None:
        async with self.looking:
            signed_in = {client.account for client in self.server.clients if client.account is not None}
            for room in rooms:
                if self.server.rooms.get(room.code) is not room:
                    continue  # let go meanwhile
                await count_end(self.server, room)
                if self.notices is not None:
                    await self.notices.look(room, self.server.wall(), signed_in)
            if self.notices is not None:
                await self.notices.write_moves()

    async def _guarded(self, work, *args) -> None:
        try:
            await work(*args)
        except Exception as error:  # the store away for now (a database restarting): the next beat tries again
            self.server.summary.note("the people's store not answering", f"{type(error).__name__}: {error}"[:300])
