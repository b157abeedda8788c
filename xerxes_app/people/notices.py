"""A notice to a person whose app may be closed: an e-mail or a push, waiting in a queue kept in
the server's store until it is sent, retried with a growing delay, or dropped after a day.

Sending never holds a game up: the server puts a notice in the queue and goes on; a sender drains
the queue on its own. A notice carries only public facts (a game's name, whose turn, the time
left on a clock) or, for the account's own use, a code it asked for: never anything of a hand."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

# What a notice tells, each worded in notice_words.py.
TURN = "turn"  # it became their turn in a game by the day, and they have not been here for a while
REMINDER = "reminder"  # their clock in a game fell under a quarter
DIGEST = "digest"  # the daily list of their games where it is their move
CONFIRM_CODE = "confirm_code"  # the code that confirms an e-mail address
RESET_CODE = "reset_code"  # the code that resets a forgotten password
KINDS = (TURN, REMINDER, DIGEST, CONFIRM_CODE, RESET_CODE)

EMAIL = "email"
PUSH = "push"  # to a URL of theirs: an ntfy topic, or a webhook in Discord's or Matrix's form
CHANNELS = (EMAIL, PUSH)


@dataclass(frozen=True)
class Notice:
    id: str
    account: str  # the account's id, never its name: a renamed or deleted account is not told again
    channel: str  # EMAIL or PUSH
    to: str  # the confirmed address, or the push URL
    kind: str  # one of KINDS
    language: str  # the account's language, "en" or "ja"
    facts: dict = field(default_factory=dict)  # the public facts the words need (notice_words.py)
    created: float = 0.0  # the server's wall clock when it was queued
    attempts: int = 0  # sends tried and failed so far


class NoticeQueue(Protocol):
    """The queue, as each store keeps it (the data folder's and PostgreSQL's)."""

    async def put(self, notice: Notice) -> None: ...

    async def due(self, now: float, most: int) -> list[Notice]:
        """Up to `most` notices whose time has come, each held for this server alone until it
        says `sent`, `retry` or `drop` (several servers share one database)."""

    async def sent(self, notice_id: str) -> None: ...

    async def retry(self, notice_id: str, at: float) -> None:
        """Tried and failed: try again at `at`, with one more attempt counted."""

    async def drop(self, notice_id: str) -> None: ...
