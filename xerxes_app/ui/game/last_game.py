"""What Continue on the title screen would take up, and its words: the network game this computer
kept, when it was played after the last game on this computer alone, else that game. Kept apart
from the opening of a game (continuing.py), which the title screen does not need to come up; and
the saved games' modules, which load the engine, are imported only when the title asks, after its
first frame (title.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import SaveError
from ..looks.language import words

if TYPE_CHECKING:
    from .net_record import NetRecord


def continue_label(app) -> tuple[str, str | None]:
    """The title's Continue button: its words, and why it is off (None when it is on)."""
    from ...saving import summary

    record = network_game(app)
    if record is not None:
        return words("continue.network", code=record.code), None
    try:
        resumed = app.keeper.last_game()
    except SaveError:
        return words("continue.unreadable"), None  # pressing it tells why
    if resumed is None:
        return words("title.continue"), words("continue.none")
    game = summary(resumed.session)
    if game.is_over:
        return words("continue.final"), None
    year = max(1, game.year)
    if len(game.players) == 1:
        return words("continue.solo", year=year), None
    return words("continue.players", year=year, players=len(game.players)), None


def network_game(app) -> NetRecord | None:
    """The network game Continue takes up: the one this computer kept, when it was played after
    the last game on this computer alone (autosaved after every command)."""
    from ...saving.autosave import AUTOSAVE
    from .net_record import kept, kept_at

    folder = app.keeper.save_dir
    record = kept(folder)
    if record is None:
        return None
    app.keeper.autosaver.flush()
    try:
        autosaved = (folder / AUTOSAVE).stat().st_mtime
    except OSError:
        autosaved = 0.0
    return record if kept_at(folder) >= autosaved else None
