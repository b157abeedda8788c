"""Whose turn it is in many games at once, for a player away from their tables.

A connection names the games it follows with their seats' tokens:

    {"type": "follow", "games": [{"code": "KXRTMPAB", "seat": 1, "token": "..."}, ...]}

Each follow replaces the connection's last (an empty list follows nothing), so a client sends
it whole again after a reconnection. It is answered by "turns", one summary a game named:

    {"type": "turns", "games": [{"code", "seat", "known": true, "turn": bool, "deciding": seat |
     null, "over": bool, "abandoned": bool, "year": 1, "commands": 41}, ...]}

"turn" is whether that seat decides now (a person's seat a computer plays for them is not
theirs to play). Each game followed is summarised again, alone, whenever "turn" or "over"
changes for it ("over" too for a game ended by agreement, "abandoned" then). A summary holds
only what every seat sees (whose decision it is, the year, the commands' count), never a hand, a deck or a log. A game unknown, a seat out of range or a token
that does not fit are all answered alike, {"code", "seat", "known": false}, and followed no
further: without the seat's token (192 bits) a follow tells a stranger nothing, not even whether
a code is a game's, so no guess is spent on it. At most MAX_FOLLOWED games a connection.
"""

from __future__ import annotations

from typing import Any, Callable

from .protocol import MAX_FOLLOWED, Refused


def summary(room, seat: int) -> dict[str, Any]:
    """What anyone at the game may know of it, for `seat`: whether it decides now."""
    state = room.session.state
    deciding = room.deciding()
    return {"code": room.code, "seat": seat, "known": True, "turn": deciding == seat and not room.seats[seat].stand_in,
            "deciding": deciding, "over": room.over, "abandoned": room.ending.abandoned is not None,
            "year": state.year, "commands": len(room.session.commands)}


async def follow(server, client, frame: dict) -> None:
    """The "follow" frame: the games other servers hold are followed there (cluster.py), the rest here."""
    if server.cluster is not None:
        frame = await server.cluster.follow(client, frame)
    server.turns.follow(client, frame, server.rooms)


class Followers:
    """The games each connection follows, and what it was last told of each."""

    def __init__(self, send: Callable[[Any, dict], None]):
        self.send = send  # (connection, frame): queued for the connection's writer
        self.of_game: dict[str, dict[Any, set[int]]] = {}  # code: {connection: its seats followed}
        self.told: dict[Any, dict[tuple[str, int], tuple[bool, bool]]] = {}  # connection: (code, seat): (turn, over)

    def follow(self, client, frame: dict, rooms: dict) -> None:
        games = frame.get("games")
        if not isinstance(games, list) or len(games) > MAX_FOLLOWED or not all(_entry(game) for game in games):
            raise Refused("malformed", "net.malformed",
                          f"games must be a list of at most {MAX_FOLLOWED} games, each a code, a seat and a token")
        self.forget(client)
        told, answers = self.told.setdefault(client, {}), []
        for game in games:
            room = rooms.get(game["code"])
            if room is None or not room.carries_token(game):
                answers.append({"code": game["code"], "seat": game["seat"], "known": False})
                continue
            self.of_game.setdefault(room.code, {}).setdefault(client, set()).add(game["seat"])
            answer = summary(room, game["seat"])
            told[(room.code, game["seat"])] = answer["turn"], answer["over"]
            answers.append(answer)
        self.send(client, {"type": "turns", "games": answers})

    def follows(self, client) -> bool:
        return bool(self.told.get(client))

    def changed(self, room) -> None:
        """After a change of `room`: tell each follower whose seat's turn began or ended."""
        for client, seats in self.of_game.get(room.code, {}).items():
            for seat in sorted(seats):
                answer = summary(room, seat)
                now = answer["turn"], answer["over"]
                if self.told[client].get((room.code, seat)) != now:
                    self.told[client][(room.code, seat)] = now
                    self.send(client, {"type": "turns", "games": [answer]})

    def forget(self, client) -> None:
        """The connection follows nothing any more (it closed, or sent another follow)."""
        for code, _ in self.told.pop(client, {}):
            followers = self.of_game.get(code)
            if followers is not None:
                followers.pop(client, None)
                if not followers:
                    del self.of_game[code]


def _entry(game: Any) -> bool:
    return (isinstance(game, dict) and isinstance(game.get("code"), str) and 0 < len(game["code"]) <= 16
            and type(game.get("seat")) is int and 0 <= game["seat"] < 4
            and isinstance(game.get("token"), str) and 0 < len(game["token"]) <= 100)
