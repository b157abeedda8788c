"""What Continue on the title screen would take up, and its words: the network game played here
last, when it was played after the last game on this computer alone, else that game. Kept apart
from the opening of a game (continuing.py), which the title screen does not need to come up; and
the saved games' modules, which load the engine, are imported only when the title asks, after its
first frame (title.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import SaveError
from ..looks.language import words

if TYPE_CHECKING:
    from ...saving.tickets import Ticket


def continue_label(app) -> tuple[str, str | None, bool]:
    """The title's Continue button: its words, its tooltip (why it is off, when it is), and
    whether it is on."""
    from ...saving import summary
    from ..looks.ticket_words import ticket_line

    ticket = network_game(app)
    if ticket is not None:  # its name on the button (cut to fit by the title screen); the rest in its tooltip
        return words("continue.network", game=ticket.title), words("continue.network_tip", game=ticket_line(ticket)), True
    try:
        resumed = app.keeper.last_game()
    except SaveError:
        return words("continue.unreadable"), None, True  # pressing it tells why
    if resumed is None:
        return words("title.continue"), words("continue.none"), False
    game = summary(resumed.session)
    if game.is_over:
        return words("continue.final"), None, True
    year = max(1, game.year)
    if len(game.players) == 1:
        return words("continue.solo", year=year), None, True
    return words("continue.players", year=year, players=len(game.players)), None, True


def network_game(app) -> Ticket | None:
    """The network game Continue takes up: the one played here last, when it was played after
    the last game on this computer alone (autosaved after every command)."""
    from ...saving.autosave import AUTOSAVE
    from ...saving.tickets import latest_ticket

    folder = app.keeper.save_dir
    ticket = latest_ticket(folder)
    if ticket is None:
        return None
    app.keeper.autosaver.flush()
    try:
        autosaved = (folder / AUTOSAVE).stat().st_mtime
    except OSError:
        autosaved = 0.0
    return ticket if ticket.played >= autosaved else None
