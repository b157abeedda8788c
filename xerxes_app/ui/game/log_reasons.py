"""The computers' public reasons beside the log entries they go with, in the language of the
moment. The session keeps each reason (and so saves it) by the index in the log of the first
public entry its decision wrote, as a message id with its values."""

from __future__ import annotations

from ...rules import LogEntry
from ...session import Session
from ..looks.language import engine_words


class LogReasons:
    def __init__(self, session: Session):
        self.session = session
        self._by_entry: dict[int, tuple[str, tuple]] = {}  # the session's reasons by their log entries' identity
        self._read_for: tuple = ()

    @property
    def kept(self) -> dict[int, tuple[str, tuple]]:
        return self.session.reasons

    def reason_for(self, entry: LogEntry) -> str | None:
        """The computer's reason shown with this log entry, if any, in the current language."""
        log = self.session.state.log
        reasons = self.session.reasons
        read_for = (id(log), len(log), len(reasons))
        if read_for != self._read_for:
            self._read_for = read_for
            self._by_entry = {id(log[i]): reason for i, reason in reasons.items() if i < len(log)}
        reason = self._by_entry.get(id(entry))
        return engine_words(*reason) if reason else None
