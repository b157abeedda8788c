"""The table's news about a seat among the words at the table (net/table_talk.py, TABLE_NEWS):
away days spent by a clock, away until a date, the end of the game agreed, refused, and agreed by
all; worded in this reader's language, the dates in this computer's time."""

from __future__ import annotations

import time

from ...net.table_talk import TABLE_NEWS
from ..looks.language import words


def away_date(when: float) -> str:
    return time.strftime(words("away.date"), time.localtime(when))


def news_words(line: dict) -> str | None:
    """The line's news in words, or None when it is no news (a person's own line or phrase)."""
    news, values = line.get("news"), line.get("values")
    if news not in TABLE_NEWS or not isinstance(values, list) or not all(type(v) in (int, float) for v in values):
        return None
    if news == "away_days" and len(values) == 2:
        return words("away.news_days", days=int(values[0]), left=int(values[1]))
    if news == "away_until" and len(values) == 2:
        return words("away.news_until", date=away_date(values[0]), days=int(values[1]))
    if news in ("end_agreed", "end_refused", "abandoned"):
        return words(f"away.news_{news}")
    return None
