"""When the server puts a notice of a turn in the queue (people/notices.py), for a person whose
app is not open: only in games by the day, only for a seat an account holds (and a person plays,
not a computer for them), only as the account's settings ask (people/notice_settings.py).

- **Your turn**: once it is their seat's decision and for AWAY seconds nobody has been at the
  seat, nor followed it (turns.py: the app's list, the turn watcher), nor been signed in to its
  account at any server (the presence each server touches: people/relations.py); one a decision,
  and at most one an hour a game (a later one waits for the hour).
- **A reminder**: once, in a decision, their clock is under a quarter of a move's time (the seat's
  "clock low", seat_events.py), and they have been away as long.
- **The digest**, instead of each turn: at the hour of their day they chose, the games where it
  is their move then, in one notice. The store keeps the move each game by the day awaits from
  an account (`Awaited`), written by the server holding the game when it changes, so that any
  server can list them.

Each notice is put under a key (the game, the seat, the decision and the kind; or the account's
day), once whichever server puts it, and only by the server holding the game, so several servers
on one database never send one twice. A notice says only what every seat sees: the game's name,
the time left on the person's own clock, and the links (net/links.py). Time is the server's wall
clock, injected; the server's watch looks each second (people_watch.py)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Callable

from ..people.notice_settings import day_and_hour
from ..people.notices import DIGEST, EMAIL, REMINDER, TURN, Notice
from ..people.notice_words import MOST_GAMES
from ..people.records import Awaited
from .clocks import BY_DAY, DAY
from .links import open_link, stop_link
from .rooms import Room
from .seat_events import LOW

AWAY = 15 * 60  # seconds nobody has been at a seat before its turn is told
EVERY = 3600  # seconds between two turns told of one game, at least
KEPT_TOLD = 30 * DAY  # the keys of the notices put are kept this long (a decision by the day lasts days)


def awaited(room: Room) -> Awaited | None:
    """The move the game awaits from an account's person now, if it is a game by the day."""
    seat = room.deciding()
    if seat is None or room.clocks.pace != BY_DAY or not room.clocks.started:
        return None
    net = room.seats[seat]
    if net.account is None or net.stand_in or not room.session.seats[seat].is_human:
        return None
    return Awaited(room.code, net.account, room.name or room.code, room.clocks.since)


@dataclass
class Decision:
    """What this server has done about the notices of one decision of a game."""
    seat: int
    commands: int
    done: set[str] = field(default_factory=set)  # kinds put, or found not to be put
    not_before: dict[str, float] = field(default_factory=dict)  # kind: the wall time it waits for


class TurnNotices:
    def __init__(self, server, outbound, put: Callable[[], None]):
        self.server, self.outbound = server, outbound
        self.put = put  # told when a notice was put: the sender sends it now
        self.decisions: dict[str, Decision] = {}  # code: the decision now
        self.seen: dict[tuple[str, int], float] = {}  # (code, seat): when someone was last at it or followed it
        self.written: dict[str, Awaited | None] = {}  # code: the move awaited, as last written to the store
        self.unwritten: dict[str, Awaited | None] = {}  # code: the move awaited now, to be written
        self.digested: dict[str, float] = {}  # the keys of the digests looked at here: when

    @property
    def store(self):
        return self.server.people.store

    async def look(self, room: Room, now: float, signed_in: set[str]) -> None:
        """The game as it stands now: its move awaited written, and its seat's notices put when due
        (`signed_in`: the accounts signed in at this server's connections now)."""
        move, seat, commands = awaited(room), room.deciding(), len(room.session.commands)
        if self.written.get(room.code) != move:  # a game first seen awaiting nothing has nothing written
            self.unwritten[room.code] = move
        if move is None:
            self.decisions.pop(room.code, None)
            return
        decision = self.decisions.get(room.code)
        if decision is None or (decision.seat, decision.commands) != (seat, commands):
            decision = self.decisions[room.code] = Decision(seat, commands)
        net = room.seats[seat]
        followers = self.server.turns.of_game.get(room.code, {})
        if net.holders or any(seat in seats for seats in followers.values()) or move.account in signed_in:
            self.seen[(room.code, seat)] = now
            return
        if now - max(self.seen.get((room.code, seat), 0.0), net.away_since or 0.0) < AWAY:
            return
        left = room.clocks.left_now(seat, seat, now)
        low = left is not None and 0 < left <= LOW * room.clocks.per_move
        due = [kind for kind in (TURN, REMINDER) if kind not in decision.done and now >= decision.not_before.get(kind, 0.0)
               and (kind == TURN or low)]
        if not due:
            return
        seen = (await self.store.seen([move.account])).get(move.account, 0.0)  # signed in at another server
        if now - seen < AWAY:
            decision.not_before.update((kind, seen + AWAY) for kind in due)
            return
        for kind in due:
            if kind == TURN:
                last = await self.store.last_told(move.account, room.code, TURN)
                if last is not None and now - last < EVERY:
                    decision.not_before[TURN] = last + EVERY
                    continue
            if (room.deciding(), len(room.session.commands)) != (seat, commands):
                return  # the game moved on while the store answered: its next decision is looked at anew
            facts = {"game": move.name, "open": open_link(self.outbound, room.code)}
            if kind == REMINDER:
                facts["left"] = round(left)
            key = f"{kind} {room.code} {seat} {commands}"
            await self.tell(move.account, kind, facts, key, room.code, now)
            decision.done.add(kind)

    async def write_moves(self) -> None:
        """The moves awaited that changed since last written, written together."""
        if self.unwritten:
            moves, self.unwritten = self.unwritten, {}
            await self.store.await_moves(moves)
            self.written.update(moves)

    async def digests(self, now: float) -> None:
        """The digests whose hour it is, each account's once a day."""
        for account, settings in await self.store.digests():
            day, hour = day_and_hour(settings, now)
            key = f"{DIGEST} {account} {day}"
            if hour != settings.digest or key in self.digested:
                continue
            self.digested = {kept: at for kept, at in self.digested.items() if now - at < 2 * DAY}
            self.digested[key] = now
            games = [move.name for move in await self.store.moves_awaited(account)][:MOST_GAMES]
            if games:
                await self.tell(account, DIGEST, {"games": games}, key, None, now)

    async def tell(self, account_id: str, kind: str, facts: dict, key: str, game: str | None, now: float) -> None:
        """Put the notice under its key, if the account asks for it and its channel reaches them."""
        settings = await self.store.notice_settings(account_id)
        account = await self.store.account(account_id)
        if account is None or not settings.wants(kind) or settings.by not in self.outbound.channels:
            return
        if settings.by == EMAIL and not (account.confirmed and account.email):
            return
        to = account.email if settings.by == EMAIL else settings.push
        stop = stop_link(self.outbound, await self.store.secret(), account_id, kind)
        notice = Notice(secrets.token_hex(12), account_id, settings.by, to, kind, account.language,
                        {**facts, "stop": stop}, created=now)
        if await self.store.tell_once(key, game, notice):
            self.server.events.say(f"notice {notice.id} {kind} put{f' for {game}' if game else ''}")
            self.put()

    def forget(self, code: str) -> None:
        """A game this server no longer holds."""
        self.decisions.pop(code, None)
        self.written.pop(code, None)
        for key in [key for key in self.seen if key[0] == code]:
            del self.seen[key]
