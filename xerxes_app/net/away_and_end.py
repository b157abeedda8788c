"""The server's part of away days (away_days.py) and of ending a game by agreement (ending.py):
the "away" and "end" frames, the news told to the table, and what the server's watch looks at
each beat.

    {"type": "away", "code", "seat", "token", "days": 3}
    {"type": "end", "code", "seat", "token", "agree": true | false}

Each piece of news is a line among the words at the table (table_talk.py, TABLE_NEWS), kept with
the game, sent to everyone at it and worded by each reader's screen: so it is in the log at every
window, and there again after a restart.
"""

from __future__ import annotations

import asyncio

from .protocol import Refused
from .table_talk import KEPT, Line, talk_frame


def tell(server, room, seat: int, news: str, *values) -> None:
    """Keep a piece of news about a seat with the game's lines and send it to everyone at the game."""
    number = room.talk[-1].number + 1 if room.talk else 0
    line = Line(number, seat, None, None, round(server.wall(), 3), news=news, values=tuple(values))
    room.talk = (room.talk + [line])[-KEPT:]
    server.store.save(room)
    for client in {client for net in room.seats for client in net.holders} | set(room.watchers):
        server.send(client, talk_frame(room, [line]))
    server.events.say(f"{room.code} seat {seat + 1} {news.replace('_', ' ')}")


def tell_spent(server, room) -> bool:
    """Tell the away days a clock spent since last told: True if there were any."""
    spent = room.clocks.away.spent
    for seat, days, bank in list(spent):
        tell(server, room, seat, "away_days", days, bank)
    had = bool(spent)
    spent.clear()
    return had


async def answer(server, client, room, frame: dict) -> None:
    """A person says they are away for some days ("away"), or answers the end of the game ("end")."""
    kind = frame["type"]
    seat = room.check_token(frame)
    if room.over:
        raise Refused("not_your_turn", "net.not_your_turn")
    now = server.wall()
    if kind == "away":
        if room.clocks.per_move is None or room.clocks.pace != "day" or not room.session.seats[seat].is_human:
            raise Refused("away", "net.away_none")
        days = frame.get("days")
        until = room.clocks.away_for(seat, room.deciding(), days, now)
        tell_spent(server, room)
        tell(server, room, seat, "away_until", round(until, 3), days)
    else:
        deciding = room.deciding()
        ended = room.ending.answer(room, seat, frame.get("agree"), now)
        tell(server, room, seat, "end_agreed" if frame["agree"] else "end_refused")
        if ended:
            room.clocks.stop(deciding, now)
            tell_spent(server, room)
            tell(server, room, seat, "abandoned")
    server.store.save(room)
    await server.changed(room)


def beat(server) -> None:
    """At each beat of the server's watch, for every game it serves: the away days its clocks have
    spent by now written down and told, and whether it may be ended now, told when that changed."""
    now = server.wall()
    for room in list(server.rooms.values()):
        if room.over:
            continue
        room.clocks.settle(room.deciding(), now)
        room.ending.note(room, now)
        ending = room.ending.frame(room, now)
        told = room.ending.told  # as a seat was last sent it (seat_frames.py); None: nobody yet
        if tell_spent(server, room) or (told is not None and ending != told):
            room.ending.told = ending
            asyncio.ensure_future(server.changed(room))
