"""The game log as the table shows it: newest first, under a heading for each year and phase.

The entries are those the viewer may read (`view_for(...).log`, R25); the engine's entries
already name players by satrap (R1). Private entries are marked as seen by the viewer alone. A
computer's public reason for a decision (deciders.py) follows the entry it wrote.
"""

from __future__ import annotations

import html
from itertools import groupby
from typing import Callable

from ...rules import SETUP, LogEntry
from .language import current, words


def heading(year: int, phase: str) -> str:
    setup = words("phase.setup")
    return setup if phase == SETUP else words("log.heading", year=year, phase=words(f"phase.{phase}"))


def log_html(entries: list[LogEntry], reason_for: Callable[[LogEntry], str | None] = lambda entry: None) -> str:
    """`entries`, oldest first, as pygame-gui HTML: the newest group and entry on top, each with
    the reason `reason_for` gives it, if any."""
    parts = []
    groups = [(key, list(group)) for key, group in groupby(entries, key=lambda e: (e.year, e.phase))]
    for (year, phase), group in reversed(groups):
        lines = []
        language = current()
        for entry in reversed(group):
            text = html.escape(entry.words(language))
            reason = reason_for(entry)
            if reason:
                text += f"<br><font color='#dec896'><i>— {html.escape(reason)}</i></font>"
            lines.append(f"<i>{words('log.only_you', entry=text)}</i>" if entry.seat is not None else text)
        parts.append(f"<font color='#f2d27a'><b>{heading(year, phase)}</b></font><br>" + "<br>".join(lines))
    return "<br>".join(parts)
