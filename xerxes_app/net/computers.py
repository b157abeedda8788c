"""The computers' seats of network games think on the server, in a pool of worker threads, so
the event loop goes on serving every other game meanwhile.

One bot per computer seat, seeded as at the table on one computer (`ui/game/deciders.py`'s
`bot_seed`: the game's seed times four plus the seat), so a game resumed after a restart plays on
with the same bots. A bot is handed its seat's view only (R25), never the game, and its reason is
kept only when everyone may read it (`bots/public_reasons.py`). A person's seat handed to a
computer once their clock ran out (`stand_in`) is played the same way, by a Normal computer.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

from ..bots import Bot, bot_seed, make_bot
from ..bots.public_reasons import public_reason
from ..rules import Command, GameState, current_player, view_for
from .rooms import Room


class Computers:
    def __init__(self, threads: int = 2, make: Callable[[str, int], Bot] = make_bot):
        self.pool = ThreadPoolExecutor(threads, thread_name_prefix="computer")
        self.make = make
        self.bots: dict[tuple[str, int], Bot] = {}
        self.thinking: dict[str, int] = {}  # code: the decision (commands applied) being thought about

    def due(self, room: Room) -> int | None:
        """The computer's seat deciding now in this game, if one is and nobody thinks for it yet."""
        if room.over or room.code in self.thinking:
            return None
        seat = current_player(room.session.state)
        return None if room.computer_kind(seat) is None else seat

    async def decide(self, room: Room, seat: int) -> tuple[Command, tuple | None] | None:
        """The computer's decision and public reason, or None if the game moved on meanwhile."""
        decision = len(room.session.commands)
        self.thinking[room.code] = decision
        key = (room.code, seat)
        if key not in self.bots:
            self.bots[key] = self.make(room.computer_kind(seat), bot_seed(room.session.state.seed, seat))
        try:
            view = view_for(room.session.state, seat)
            return await asyncio.get_running_loop().run_in_executor(self.pool, _think, self.bots[key], view, seat)
        finally:
            del self.thinking[room.code]

    def forget(self, code: str) -> None:
        for key in [key for key in self.bots if key[0] == code]:
            del self.bots[key]

    def stop(self) -> None:
        for bot in self.bots.values():
            bot.interrupt()
        self.pool.shutdown(wait=True, cancel_futures=True)


def _think(bot: Bot, view: GameState, seat: int) -> tuple[Command, tuple | None]:
    command = bot.choose(view, seat)
    reason = public_reason(command, bot.explain(view, seat, command))
    return command, ((reason.message, reason.values) if reason else None)
