"""What sending one notice by a channel (mail.py, push.py) may come to, as the sender
(sending.py) acts on it: sent; not sent for now (a server down, busy or slow: try again later);
or not sent for good (the address refused, the URL gone, a notice that cannot be worded: drop it)."""

from __future__ import annotations

from typing import Protocol

from .notices import Notice


class NotSent(Exception):
    """The notice was not sent; `lasting` when trying again cannot help. The reason is for the
    operator's log and names no address, URL or fact of the notice."""

    def __init__(self, reason: str, lasting: bool):
        super().__init__(reason)
        self.reason, self.lasting = reason, lasting


class Channel(Protocol):
    async def send(self, notice: Notice) -> None:
        """Send the notice, or raise NotSent; never blocks the event loop."""
