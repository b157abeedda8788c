"""The player's network games followed from any screen: whose turn it is in each, on the app's
one connection to each server (shared.py), by the "follow" frame (turns.py), followed again by
itself after a reconnection.

`poll` says which seats' turns began since it last read: a seat whose turn the first summary
of its game already shows is not news (it was so before the app looked), one whose turn began
while the connection was down is, once it is back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .protocol import MAX_FOLLOWED
from .shared import SERVERS, Key, Servers, Tap, server_key

Seat = tuple[Key, str, int]  # a seat followed: its server, its game's code, its number
AGAIN_SECONDS = 60.0  # a server that never answered (this computer offline when the app started) is tried again


@dataclass(frozen=True)
class Followed:
    address: str
    port: int
    tls: bool
    code: str
    seat: int
    token: str

    @property
    def key(self) -> Seat:
        return server_key(self.address, self.port, self.tls), self.code, self.seat


class Following:
    def __init__(self, servers: Servers = SERVERS):
        self.servers = servers
        self.taps: dict[Key, Tap] = {}
        self.asked: dict[Key, list[dict]] = {}  # each server's games, as the last follow named them
        self.turns: dict[Seat, dict] = {}  # the latest summary of each seat followed
        self.gave_up: dict[Key, float] = {}  # when each server's connection was found to have given up

    def follow(self, games: list[Followed]) -> None:
        """Follow these seats, and no others: a server with none is let go of."""
        wanted: dict[Key, dict[tuple[str, int], Followed]] = {}
        for game in games:
            wanted.setdefault(game.key[0], {})[game.code, game.seat] = game
        for key in [key for key in self.taps if key not in wanted]:
            tap = self.taps.pop(key)
            tap.keep({"type": "follow", "games": []})  # the connection may stay, for a table there
            tap.close()
            del self.asked[key]
        for key, seats in wanted.items():
            entries = [{"code": code, "seat": seat, "token": game.token}
                       for (code, seat), game in sorted(seats.items())][:MAX_FOLLOWED]
            if key not in self.taps:
                first = next(iter(seats.values()))
                self.taps[key] = self.servers.tap(first.address, first.port, first.tls, _turns)
            if self.asked.get(key) != entries:
                self.asked[key] = entries
                self.taps[key].keep({"type": "follow", "games": entries})
        followed = {(key, entry["code"], entry["seat"]) for key, entries in self.asked.items() for entry in entries}
        self.turns = {seat: turn for seat, turn in self.turns.items() if seat in followed}

    def poll(self) -> list[Seat]:
        """Read what arrived: the seats whose turn began since the last poll."""
        began = []
        for key, tap in self.taps.items():
            if tap.connection.finished:
                self._try_again(key, tap)
            asked = {(entry["code"], entry["seat"]) for entry in self.asked[key]}
            for frame in tap.poll():
                games = frame.get("games")
                for entry in games if isinstance(games, list) else ():
                    if not isinstance(entry, dict) or (entry.get("code"), entry.get("seat")) not in asked:
                        continue
                    seat = (key, entry["code"], entry["seat"])
                    before = self.turns.get(seat)
                    self.turns[seat] = entry
                    if entry.get("turn") is True and before is not None and before.get("turn") is not True:
                        began.append(seat)
        return began

    def _try_again(self, key: Key, tap: Tap) -> None:
        now = time.monotonic()
        since = self.gave_up.setdefault(key, now)
        if now - since >= AGAIN_SECONDS:
            del self.gave_up[key]
            tap.connection.start()

    def said(self, key: Key, code: str) -> dict | None:
        """How the game stands, as its server last said: the year, who decides, over (None: not said)."""
        turn = next((turn for (server, named, _), turn in self.turns.items() if (server, named) == (key, code)), None)
        if turn is None or type(turn.get("over")) is not bool or not _whole(turn.get("year"), 8):
            return None
        return turn if turn.get("deciding") is None or _whole(turn.get("deciding"), 3) else None

    def mine(self) -> set[tuple[Key, str]]:
        """The games (server, code) where one of the seats followed decides now."""
        return {(key, code) for (key, code, _), turn in self.turns.items() if turn.get("turn") is True}

    def close(self) -> None:
        self.follow([])


def _whole(value, most: int) -> bool:
    return type(value) is int and 0 <= value <= most


def _turns(frame: dict) -> bool:
    return frame.get("type") == "turns"
