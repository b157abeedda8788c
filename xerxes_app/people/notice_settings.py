"""What notices an account asks for, off until its person turns them on: by e-mail (to its
confirmed address) or by a push to a URL of theirs; a notice each time it becomes their turn in
a game by the day, a reminder when their clock there falls under a quarter, or instead of the
turns a daily digest at an hour of their day, in their time zone. Each is worded in the
account's language (notice_words.py); a stop link turns its kind off (`stopped`).

A time zone is an offset from UTC ("+09:00", "-05:30") or a zone of the IANA database
("Asia/Tokyo"), read with the standard library's `zoneinfo`, so a digest keeps its hour across
summer time. What the server decides with them (when a turn is told, net/turn_notices.py) is not
this module's: here are the settings, their checks and the hour of a person's day."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timedelta, timezone, tzinfo
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from ..rules.errors import Sentence
from .notices import DIGEST, EMAIL, PUSH, REMINDER, TURN
from .push import target

OFFSET = re.compile(r"([+-])(\d{2}):?(\d{2})")
ZONE_NAME = re.compile(r"[A-Za-z0-9_+\-/]{1,64}")
PUSH_MOST = 500  # characters of a push URL
STOPPED_BY_LINK = (TURN, REMINDER, DIGEST)  # the kinds a stop link turns off


@dataclass(frozen=True)
class NoticeSettings:
    by: str | None = None  # EMAIL or PUSH; None: no notices at all (the default)
    push: str | None = None  # the push URL, FORM+URL (push.py)
    turns: bool = True  # each turn of theirs in a game by the day (unless a digest is asked instead)
    reminders: bool = True  # their clock there under a quarter of a move's time
    digest: int | None = None  # the hour of their day (0 to 23) of a daily digest, instead of each turn
    zone: str = "UTC"  # their time zone, for the digest's hour

    def wants(self, kind: str) -> bool:
        """Whether a notice of this kind is to be sent (given its channel can reach them)."""
        if self.by is None:
            return False
        if kind == TURN:
            return self.turns and self.digest is None
        if kind == REMINDER:
            return self.reminders
        return kind == DIGEST and self.digest is not None

    def stopped(self, kind: str) -> "NoticeSettings":
        """The settings once a stop link of this kind was followed."""
        return replace(self, **{TURN: {"turns": False}, REMINDER: {"reminders": False}, DIGEST: {"digest": None}}[kind])

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "NoticeSettings":
        return cls(**data)


class SettingsProblem(ValueError):
    """Settings that cannot be kept, with the sentence that says why to the person."""

    def __init__(self, sentence: Sentence):
        super().__init__(sentence)
        self.sentence = sentence


def changed(settings: NoticeSettings, asked: Any, confirmed: bool, channels: tuple[str, ...]) -> NoticeSettings:
    """`settings` with the fields `asked` gives (a dict of some of its fields), each checked:
    SettingsProblem in words for what this server or this account cannot do, ValueError for a
    field of the wrong kind (which a screen never sends)."""
    if not isinstance(asked, dict) or not set(asked) <= set(NoticeSettings.__dataclass_fields__):
        raise ValueError(f"settings must be an object of some of {', '.join(NoticeSettings.__dataclass_fields__)}")
    new = replace(settings, **asked)
    if new.by not in (None, EMAIL, PUSH) or not isinstance(new.turns, bool) or not isinstance(new.reminders, bool):
        raise ValueError("by must be email, push or null; turns and reminders true or false")
    if not (new.digest is None or (type(new.digest) is int and 0 <= new.digest <= 23)):
        raise ValueError("digest must be an hour from 0 to 23, or null")
    if not (new.push is None or (isinstance(new.push, str) and len(new.push) <= PUSH_MOST)) or not isinstance(new.zone, str):
        raise ValueError("push and zone must be texts")
    if new.by is not None and new.by not in channels:
        raise SettingsProblem(Sentence("This server sends no notices this way.", "net.notices_channel"))
    if new.by == EMAIL and not confirmed:
        raise SettingsProblem(Sentence("Confirm your e-mail address first: the notices go only to a confirmed one.",
                                       "net.notices_unconfirmed"))
    if new.push is not None:
        try:
            target(new.push)
        except ValueError:
            raise SettingsProblem(Sentence("A push address is an ntfy topic (ntfy+https://ntfy.sh/your-topic) or a "
                                           "Discord or Matrix webhook (discord+https://… or matrix+https://…).",
                                           "net.notices_push")) from None
    if new.by == PUSH and new.push is None:
        raise SettingsProblem(Sentence("Give the push address first.", "net.notices_no_push"))
    zone_of(new.zone)
    return new


def zone_of(name: str) -> tzinfo:
    """The time zone an offset ("+09:00") or an IANA name ("Asia/Tokyo") says; SettingsProblem
    for anything else."""
    offset = OFFSET.fullmatch(name)
    if offset is not None:
        sign, hours, minutes = offset[1], int(offset[2]), int(offset[3])
        if hours <= 14 and minutes < 60:
            return timezone((-1 if sign == "-" else 1) * timedelta(hours=hours, minutes=minutes))
    elif ZONE_NAME.fullmatch(name) and ".." not in name and not name.startswith("/"):
        try:
            return ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError, OSError):
            pass
    raise SettingsProblem(Sentence("No such time zone: {0}. Give it as +09:00, or as a place such as Asia/Tokyo.",
                                   "net.notices_zone", v0=name[:64]))


def day_and_hour(settings: NoticeSettings, wall: float) -> tuple[str, int]:
    """The person's own date (ISO) and hour at the server's wall time, in their time zone."""
    local = datetime.fromtimestamp(wall, zone_of(settings.zone))
    return local.date().isoformat(), local.hour
