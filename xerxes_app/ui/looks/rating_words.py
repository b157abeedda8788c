"""A seat's name with its account's rating beside it, as the server sends it in every list of a
game's seats (docs/network.md, "Beside the names"): "Ann (1520)", and "Ann (1520?)" while the rating is
provisional (fewer than ten rated games), as Lichess marks it. A seat no account holds (a guest, a
computer, an open seat) has no rating and keeps its name alone."""

from __future__ import annotations

from collections.abc import Mapping

from .language import words


def rated_name(name: str, seat_or_row) -> str:
    """`seat_or_row`: a seat's row of a frame (its "rating", "provisional"), or anything with those
    attributes; None for a seat without."""
    get = seat_or_row.get if isinstance(seat_or_row, Mapping) else lambda key: getattr(seat_or_row, key, None)
    rating = get("rating")
    if type(rating) is not int:
        return name
    return words("people.rated_provisional" if get("provisional") is True else "people.rated", name=name, rating=rating)
