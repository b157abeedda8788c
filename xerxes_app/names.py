"""What a name may hold, the same wherever a name comes in: a seat's name on the new-game screen
and in a loaded game, a saved game's name at Save as and on loading. Only characters that can be
drawn and saved again (no control characters such as NUL, no half of a surrogate pair, which
UTF-8 cannot encode), at least one that is not a space, and no more than a limit. A network game's
name, chosen by its host, follows the same rule."""

from __future__ import annotations

from .rules.errors import Sentence

SEAT_NAME_MAX = 40
SAVE_NAME_MAX = 60
GAME_NAME_MAX = 60  # room for the longest seat name's "…'s game"


def name_problem(name: object, limit: int) -> Sentence | None:
    """Why `name` cannot be a name, as a sentence for the player; None when it can."""
    if not isinstance(name, str) or not name.strip():
        return Sentence("A name cannot be empty.", "problem.name_empty")
    if len(name) > limit:
        return Sentence(f"The name is too long: at most {limit} characters.", "problem.name_too_long", limit=limit)
    if not name.isprintable():
        return Sentence("A name may hold only characters that can be shown, no control characters.", "problem.name_unprintable")
    return None
