"""A person's name with their rating beside it, as the server sends it with each seat an account
holds (`"rating"`, `"provisional"`: docs/network.md "Ratings"): "Ann 1520", or "Ann 1520?" while
the rating is provisional (fewer than 10 rated games), as Lichess marks one. A seat no account
holds (a guest, a computer, an open seat) has its name alone."""

from __future__ import annotations

from .language import words


def rated_name(name: str, seat_or_row: dict) -> str:
    rating = seat_or_row.get("rating")
    if type(rating) not in (int, float):
        return name
    key = "lists.rated_provisional" if seat_or_row.get("provisional") is True else "lists.rated"
    return words(key, name=name, rating=round(rating))
