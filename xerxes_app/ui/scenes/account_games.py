"""Your games follow you: on Network games, for each server where this computer is signed in
(a session kept: saving/sessions.py), the account's games there (`my_games`, server_lists.py) that
this computer's tickets do not hold yet, those not over; one click takes the seat up here
(listed_seats.py `take_up`: a fresh token, kept in the game's ticket as a join's, the other
computer's refused from then on) and opens the table; a game the account watches is watched here
again.

Each game is read into a ticket's shape (saving/tickets.py), with no token, so that the list says
it in the very words of the games this computer holds (ticket_words.py)."""

from __future__ import annotations

from ...net.server_lists import MY_GAMES, ServerLists
from ...saving.sessions import kept_sessions
from ...saving.tickets import JOINED, PACES, Ticket
from ..game.listed_seats import take_up


class AccountGame:
    """A game of the account's, not held here: its server, its row as a ticket, and whose turn."""

    def __init__(self, lists: ServerLists, row: dict):
        self.server = lists.server
        self.row = row
        names = tuple(str(name) for name in row.get("players", []))
        deciding = row.get("deciding") if type(row.get("deciding")) is int else None
        self.ticket = Ticket(JOINED, lists.server[0], lists.server[1], str(row["code"]), {}, lists.server[2],
                             names=names, year=row.get("year") if type(row.get("year")) is int else 0, turn=deciding,
                             over=row.get("over") is True, played=float(row.get("played") or 0.0),
                             pace=row.get("pace") if row.get("pace") in PACES else "table",
                             abandoned=row.get("abandoned") is True, name=row.get("name") if isinstance(row.get("name"), str) else None,
                             watcher=lists.link.name if row.get("watching") is True else None)
        self.turn = row.get("turn") is True

    @property
    def key(self) -> tuple:
        return ("account", self.ticket.file_name)

    def take_up(self, app) -> None:
        take_up(app, self.server, self.ticket.code, self.ticket.watcher)


class AccountGames:
    def __init__(self, app):
        self.lists = [ServerLists((kept.address, kept.port, kept.tls), app.keeper.config_dir, (MY_GAMES,))
                      for kept in kept_sessions(app.keeper.config_dir)]

    def poll(self) -> bool:
        """Read what arrived; whether the games listed changed."""
        changed = False
        for lists in self.lists:
            changed = lists.poll() or changed
            lists.refusal = None  # a list asked too often: this computer's own games are listed all the same
        return changed

    def games(self, tickets: list[Ticket]) -> list[AccountGame]:
        """The account's games not over that no ticket here holds, those where it is the account's
        turn first, then the latest played."""
        held = {ticket.game for ticket in tickets}
        found = [AccountGame(lists, row) for lists in self.lists if lists.link.signed_in
                 for row in lists.rows(MY_GAMES) if isinstance(row.get("code"), str)
                 and not row.get("over") and not row.get("abandoned")]
        found = [game for game in found if game.ticket.game not in held]
        return sorted(found, key=lambda game: (not game.turn, -game.ticket.played))

    def close(self) -> None:
        for lists in self.lists:
            lists.close()
