"""`xerxes --turn-watcher`: follows the player's network games while the app is closed and tells
each turn begun (following.py, notices.py); steps aside while the app runs (aside.py). It waits
on its sockets alone, asleep between frames, with no window and no pygame: some 30 MB."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ..saving.tickets import read_tickets
from .aside import Holders, take_place
from .following import Seat, ServerFollower, seats_by_server
from .notices import notices, turn_words


async def watch(save_dir: Path, config_dir: Path) -> None:
    holders = Holders()
    await holders.listen(config_dir)
    telling = notices(save_dir, config_dir)

    async def tell(seat: Seat) -> None:
        await telling.tell(seat.code, *turn_words(config_dir, seat.title, seat.names))

    after_the_app = False
    try:
        while True:
            # The tickets as the app left them: the games it joined meanwhile, the turns it showed.
            followers = [asyncio.ensure_future(ServerFollower(server, seats, tell).run())
                         for server, seats in seats_by_server(read_tickets(save_dir), after_the_app).items()]
            await _until(holders, lambda: holders.count > 0)
            for follower in followers:
                follower.cancel()
            await asyncio.gather(*followers, return_exceptions=True)
            await _until(holders, lambda: holders.count == 0)
            after_the_app = True
    finally:
        holders.close()


async def _until(holders: Holders, condition) -> None:
    while not condition():
        holders.changed.clear()
        await holders.changed.wait()


def main(save_dir: Path, config_dir: Path) -> int:
    place = take_place(config_dir)
    if place is None:
        print("A turn watcher runs already for these folders.")
        return 0
    try:
        asyncio.run(watch(Path(save_dir), Path(config_dir)))
    except KeyboardInterrupt:
        pass
    finally:
        place.release()
    return 0
