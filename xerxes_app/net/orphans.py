"""Games nobody visits, looked after by whichever server is alive (with --database).

A server looks after the games it holds whether anyone is at them or not: it removes the games
nobody joined (`--expire-unjoined`), tidies the finished and idle ones (`--keep-finished`,
`--archive-idle`), lets a computer play its turn, and keeps the deciding person's clock running
down. A game whose server died is held by nobody until someone asks for it; so each write says
when the game will next need a server with nobody at it (`due`, the servers' wall time), and
every live server looks, every few seconds, for the games held by no live server whose time has
come (`sweep`). It claims each as a player's frame would (cluster.py: a new epoch, so no two
servers ever act for one game, and the one that lost the claim does nothing), and then serves it
as its own: the computer decides, the clocks run, a turn is told, an end counted in the ratings,
and the game is expired or tidied if its time for that has come.
"""

from __future__ import annotations

from typing import Any

from ..rules import current_player
from .rooms import Room
from .turn_notices import awaited

SWEEP_BEATS = 4  # a sweep every this many beats of the lease (2 s at most)
MOST = 20  # games claimed a sweep at most: a server starting among many orphans takes them over a few sweeps


def due(room: Room, expire: float, keep_finished: float, archive_idle: float) -> float | None:
    """The wall time from which the game needs a server even with nobody at it; None: not before
    a player comes back (0: at once)."""
    if room.waiting:
        return room.made + expire if expire and room.made is not None else None
    state = room.session.state
    if room.over and not room.rated.counted:
        return 0.0  # its end not yet counted in the ratings (rated_games.py)
    if state.is_over:
        return room.clocks.since + keep_finished if keep_finished else None
    deciding = current_player(state)
    if room.computer_kind(deciding) is not None or (room.clocks.started and room.clocks.left[deciding] is not None):
        return 0.0  # a computer's turn, or a person's clock running down: a server is needed now
    if awaited(room) is not None:
        return 0.0  # an account's move awaited by the day: its turn may be told (turn_notices.py)
    return room.clocks.since + archive_idle if archive_idle else None


def due_here(server: Any):
    """The server's own `due`, with its settings: what its writes tell the database."""
    return lambda room: due(room, server.bounds.expire, server.keep_finished, server.archive_idle)


async def sweep(cluster: Any) -> None:
    """Claim the games no live server holds whose time has come, and look after them at once."""
    server = cluster.server
    taken = 0
    for code in await cluster.store.orphans(server.wall(), MOST):
        if code not in server.rooms and await cluster.claim(code) and code in server.rooms:
            taken += 1
    if taken:
        server.summary.note("games nobody held looked after", f"{taken}")
        if server.bounds.expire:
            server.expire()
        server.tidy()
