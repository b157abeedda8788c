"""A listed game in words (docs/network.md, TABLE): the line its button shows (its name, players,
pace and clock, rated or not, language, seats free) and the line under it, who sits there, each
person with their rating beside their name (rating_words.py); a seat nobody holds yet, a computer
playing for an absent person, and a former player's seat each said so."""

from __future__ import annotations

from ..looks.language import LANGUAGES, words
from ..looks.rating_words import rated_name
from .pace_row import PACE_WORDS, clock_words


def table_line(table: dict) -> str:
    pace = table.get("pace") if table.get("pace") in PACE_WORDS else "table"
    clock = clock_words(table["clock"]) if isinstance(table.get("clock"), str) else words("day.no_clock")
    line = words("lists.line", game=str(table.get("name") or table.get("code", "")),
                 players=words("lists.players", count=len(table.get("seats", []))),
                 pace=words("lists.pace", pace=words(PACE_WORDS[pace]), clock=clock),
                 rated=words("lists.rated_game" if table.get("rated") else "lists.unrated_game"),
                 language=language_words(table.get("language")),
                 free=words("lists.free", count=int(table.get("free") or 0)))
    return words("lists.followed_line", line=line) if table.get("followed") else line


def language_words(language) -> str:
    """A table's language in the words of the app's own (English in Japanese is 英語)."""
    return words(f"lists.language_{language if language in LANGUAGES else 'en'}")


def seat_words(seat: dict) -> str:
    if seat.get("former"):
        return words("lists.former")
    if seat.get("open") or (seat.get("free") and not seat.get("stand_in")):
        return words("lists.open_seat")
    name = rated_name(str(seat.get("name", "")), seat)
    return words("lists.computer_for", name=name) if seat.get("stand_in") else name


def sitting_line(table: dict) -> str:
    seats = words("lists.joint").join(seat_words(seat) for seat in table.get("seats", []) if isinstance(seat, dict))
    line = words("lists.sitting", seats=seats)
    return words("lists.signed_in_only_line", line=line) if table.get("signed_in_only") else line


def first_free(table: dict) -> int | None:
    """The seat a click takes: the first a newcomer may take."""
    return next((number for number, seat in enumerate(table.get("seats", [])) if isinstance(seat, dict) and seat.get("free")),
                None)
