"""A word to the table: the short lines a game's people say to each other, kept with the game.

A line is a person's own text (at most LINE_MAX characters) or one of PHRASES, sent by its key
so that each reader sees it in their own language. The server keeps and sends plain text, never
markup (the screens draw it as text); a line holding a control character, half of a surrogate
pair or a mark that turns the text's direction around (U+202E and its kin) is refused in words,
by the same rule as a seat's name (`str.isprintable`: none of them can be drawn as they are).
Each seat may say TALK_BURST lines at once, then one every TALK_EVERY seconds, whatever its
connections. A watcher of a game whose watchers may speak says a line under its name, seatless
("watcher"), with a budget of its own. The room keeps its last KEPT lines in its saved document
("network": {"talk"}), so they are there again after a restart, each with the account of its
speaker if signed in (never sent): a speaker's lines never reach a reader a block keeps apart
from them (relations.py), neither as they are said nor among the lines kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..names import SEAT_NAME_MAX, name_problem
from ..rules.errors import damaged
from .budgets import Budget
from .protocol import Refused

LINE_MAX = 200  # characters: a word to the table, not a letter
KEPT = 200  # lines a game keeps: its save grows by some 20 KiB at most
PHRASES = ("good_game", "your_turn", "thinking")  # said by key: each reader's language words them
# What happens to a seat, kept among the lines and worded by each reader too (seat_events.py).
SEAT_EVENTS = ("joined", "left", "came_back", "clock_low", "time_up", "handed_over", "taken_back", "gave_up",
               "taken_over")
# What the table itself tells of a seat, with its values (a count of days, a wall time): away days
# spent by a clock run out, away until a date, the end of the game agreed, refused, and agreed by all
# (away_and_end.py); each reader's screen words them too.
TABLE_NEWS = ("away_days", "away_until", "end_agreed", "end_refused", "abandoned")
TALK_BURST, TALK_EVERY = 5, 3.0  # lines a seat may say at once, then one every 3 seconds


@dataclass(frozen=True)
class Line:
    number: int  # counted from the game's first line on: a client keeps each once
    seat: int | None  # None: a watcher's line
    text: str | None  # a person's own words, or None for a set phrase or a seat's event
    phrase: str | None
    at: float  # when it was said (the server's wall time)
    event: str | None = None  # what happened to the seat, said by the table rather than its person
    news: str | None = None  # one of TABLE_NEWS, told by the table rather than said by its person
    values: tuple = ()  # the news's numbers
    watcher: str | None = None  # the name of the watcher who said it (watchers.py)
    by: str | None = None  # the account of the person who said it, if signed in: kept, never sent

    def to_json(self) -> dict[str, Any]:
        """The line as the game's document keeps it."""
        return {**self.shown(), **({"by": self.by} if self.by is not None else {})}

    def shown(self) -> dict[str, Any]:
        """The line as it is sent."""
        said = ({"news": self.news, "values": list(self.values)} if self.news is not None
                else {"text": self.text} if self.text is not None else {"phrase": self.phrase} if self.phrase is not None
                else {"event": self.event})
        by = {"watcher": self.watcher} if self.watcher is not None else {}
        return {"n": self.number, "seat": self.seat, **by, **said, "at": self.at}


def line_problem(text: Any) -> Refused | None:
    """Why `text` cannot be said at the table, or None."""
    if not isinstance(text, str) or not text.strip():
        return Refused("talk", "net.talk_empty")
    if len(text) > LINE_MAX:
        return Refused("talk", "net.talk_long", LINE_MAX)
    if not text.isprintable():  # control characters, lone surrogates, direction overrides (bidi)
        return Refused("talk", "net.talk_characters")
    return None


class TableTalk:
    """The server's part: each seat's budget of lines, and the "say" frame."""

    def __init__(self, clock):
        self.budget = Budget(TALK_BURST, TALK_EVERY, clock)

    def say(self, server, room, frame: dict, watcher: str | None = None, by: str | None = None,
            apart: frozenset[str] = frozenset()) -> None:
        """A person's line, checked, kept with the game and sent to everyone at it but those kept
        `apart` from its speaker by a block (relations.py): a seat's, or the line of the `watcher`
        of that name; `by`: the speaker's account, if signed in."""
        seat = room.check_token(frame) if watcher is None else None
        text, phrase = frame.get("text"), frame.get("phrase")
        if phrase is not None:
            if phrase not in PHRASES or text is not None:
                raise Refused("malformed", "net.malformed", f"phrase must be one of {', '.join(PHRASES)}")
        else:
            problem = line_problem(text)
            if problem is not None:
                raise problem
            text = text.strip()
        speaker = f"{room.code} {seat}" if watcher is None else f"{room.code} watcher {watcher}"
        if not self.budget.allows(speaker):
            raise Refused("talk_rate", "net.talk_rate", self.budget.wait(speaker))
        self.budget.spend(speaker)
        number = room.talk[-1].number + 1 if room.talk else 0
        line = Line(number, seat, text, phrase, round(server.wall(), 3), watcher=watcher, by=by)
        room.talk = (room.talk + [line])[-KEPT:]
        server.store.save(room)
        told = {client for net in room.seats for client in net.holders} | set(room.watchers)
        for client in told:
            if client.account not in apart:
                server.send(client, talk_frame(room, [line]))

    def prune(self) -> None:
        self.budget.prune()


def talk_frame(room, lines: list[Line]) -> dict:
    """New lines as sent: {"type": "talk", "code", "lines"}."""
    return {"type": "talk", "code": room.code, "lines": [line.shown() for line in lines]}


def with_talk(game: dict, room, apart: frozenset[str] = frozenset()) -> dict:
    """A "game" frame with the lines kept, when there are any ("talk"), but those said by an
    account kept `apart` from its reader."""
    lines = [line.shown() for line in room.talk if line.by is None or line.by not in apart]
    return {**game, "talk": lines} if lines else game


def lines_from_json(rows: Any, seats: int) -> list[Line]:
    """The lines a save kept; damaged when they are not lines of this game."""
    lines = []
    for row in rows if isinstance(rows, list) else [None]:
        if not isinstance(row, dict):
            raise damaged("the network game's words at the table are malformed")
        number, seat, text, phrase, at, event = (row.get(key) for key in ("n", "seat", "text", "phrase", "at", "event"))
        news, values, watcher, by = row.get("news"), row.get("values", []), row.get("watcher"), row.get("by")
        said = ((text is not None and phrase is None and line_problem(text) is None) or (text is None and phrase in PHRASES)
                or (text is None and phrase is None and event in SEAT_EVENTS))
        if seat is None or watcher is not None:  # a watcher's own words, said under its name, at no seat
            said = said and seat is None and event is None and news is None and name_problem(watcher, SEAT_NAME_MAX) is None
        elif news is not None:
            said = (text is None and phrase is None and event is None and news in TABLE_NEWS and isinstance(values, list)
                    and len(values) <= 4 and all(type(value) in (int, float) and abs(value) < 1e12 for value in values))
        at_seat = seat is None or (type(seat) is int and 0 <= seat < seats)
        if (type(number) is not int or not at_seat or not said or not (by is None or (isinstance(by, str) and 0 < len(by) <= 64))
                or type(at) not in (int, float) or (lines and number <= lines[-1].number)):
            raise damaged("the network game's words at the table are malformed")
        lines.append(Line(number, seat, text, phrase, float(at), event, news, tuple(values) if news is not None else (),
                          watcher, by))
    return lines[-KEPT:]
