"""A network game's ticket in words (saving/tickets.py): its name (or code), players and how it stands, for
the Network games list and the title's Continue; where it is served and when it was played."""

from __future__ import annotations

import time

from ...saving.tickets import HOST, Ticket
from .language import words


def ticket_stage(ticket: Ticket) -> str:
    """How the game stood when last played here: its year and whose turn, or over; and that it is
    played by the day."""
    stage = _stage(ticket)
    stage = words("day.games_stage", stage=stage) if ticket.pace == "day" else stage
    return words("games.watching_stage", stage=stage) if ticket.watcher is not None else stage


def _stage(ticket: Ticket) -> str:
    if ticket.abandoned:
        return words("away.games_abandoned")
    if ticket.over:
        return words("games.over")
    if ticket.year == 0:
        return words("games.not_begun")
    if ticket.turn is not None and ticket.turn < len(ticket.names):
        return words("games.year_turn", year=ticket.year, name=ticket.names[ticket.turn])
    return words("games.year", year=ticket.year)


def ticket_line(ticket: Ticket) -> str:
    names = words("solo.list_joint").join(ticket.names) if ticket.names else words("games.players_unknown")
    return words("games.line", game=ticket.title, names=names, stage=ticket_stage(ticket))


def ticket_seats(ticket: Ticket) -> str:
    """The seats played at this computer, by their players' names."""
    return words("solo.list_joint").join(ticket.names[seat] for seat in sorted(ticket.tokens) if seat < len(ticket.names))


def ticket_where(ticket: Ticket) -> str:
    where = (words("games.hosted_here", port=ticket.port) if ticket.role == HOST
             else words("games.served_at_tls" if ticket.tls else "games.served_at", address=ticket.address, port=ticket.port))
    when = time.strftime(words("load.date"), time.localtime(ticket.played)) if ticket.played else "—"
    seats = ticket_seats(ticket) or (words("games.watched_as", name=ticket.watcher) if ticket.watcher is not None else "—")
    return words("games.where", where=where, when=when, seats=seats)
