"""Whose turn it is in the player's network games, on every screen and minimised: the games of
this computer's tickets (those joined at another's server: a game hosted here moves only while
its table is open) and the game at the screen are followed on the app's one connection to each
server (net/following.py), from the title's second frame on.

When a turn becomes one of this computer's seats', the app says so: a desktop notification
(desktop_notes.py), the chime of a turn, and "(your turn)" in the window's title for as long as
it is its turn in any game. The game whose table is open chimes by itself (`Play`), and a
notification would only repeat what the player is looking at: for it, the notification is sent
only when the window does not have the focus (another program's window over it, or minimised);
the window's title says it all the same.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...saving.tickets import JOINED, Ticket, list_tickets
from ..looks.language import words
from .desktop_notes import DesktopNotes

CAPTION = "Xerxes"


class TurnWatch:
    def __init__(self, app, notes=None, following=None):
        self.app = app
        self.notes = notes if notes is not None else DesktopNotes()
        self.following = following  # made when there is a game to follow: no connection before
        self.names: dict[tuple, tuple[str, ...]] = {}  # each game followed (server, code): its players
        self.link, self.link_seats = None, {}  # the game at the screen and its seats, as last followed
        self.mine: frozenset = frozenset()  # the games (server, code) where one of this computer's seats decides
        self.refresh()

    def refresh(self) -> None:
        """Follow the games of the tickets as they are now, and the game at the screen."""
        seats, names = [], []  # (address, port, tls, code, seat, token); ((address, port, tls, code), players)
        for ticket in list_tickets(self.app.keeper.save_dir).tickets:
            if ticket.role == JOINED and not ticket.over:
                game = (ticket.address, ticket.port, ticket.tls, ticket.code)
                seats += [(*game, seat, token) for seat, token in ticket.tokens.items()]
                names.append((game, ticket.names))
        link = self.link = self.app.network
        self.link_seats = dict(self._seats(link))
        if self.link_seats:
            game = (link.connection.key[0], link.port, link.tls, link.code)
            seats += [(*game, seat, token) for seat, token in self.link_seats.items()]
            names.append((game, tuple(person.name for person in link.game.seats)))
        if not seats and self.following is None:
            return  # nothing to follow: the network's modules are not even loaded
        from ...net.following import Followed, Following
        from ...net.shared import server_key

        self.names = {(server_key(*game[:3]), game[3]): players for game, players in names}
        if self.following is None:
            self.following = Following()
        self.following.follow([Followed(*seat) for seat in seats])

    def poll(self) -> None:
        """Once a frame: read what the servers said; tell of each turn begun."""
        link = self.app.network
        if link is not self.link or self._seats(link) != self.link_seats:
            self.refresh()
        if self.following is None:
            return
        for key, code, _ in self.following.poll():
            self._tell((key, code))
        mine = frozenset(self.following.mine())
        if mine != self.mine:
            self.mine = mine
            pygame.display.set_caption(words("turns.caption") if mine else CAPTION)

    @staticmethod
    def _seats(link) -> dict[int, str]:
        """The seats held of the game at the screen, once it has joined them."""
        if link is None or link.closed or link.connection is None or link.code is None or link.game is None:
            return {}
        return link.game.tokens

    def _tell(self, game: tuple) -> None:
        link = self.app.network
        at_screen = link is not None and link.connection is not None and game == (link.connection.key, link.code)
        if not at_screen:
            self.app.sound.play("turn")
        if not at_screen or not pygame.key.get_focused():
            names = words("solo.list_joint").join(self.names.get(game, ())) or game[1]
            self.notes.notify(words("turns.note_title"), words("turns.note", code=game[1], names=names))

    @property
    def count(self) -> int:
        """The games where it is one of this computer's seats' turn."""
        return len(self.mine)

    def live(self, ticket: Ticket) -> Ticket:
        """The ticket, with how its game stands now as its server last said, if it did."""
        from ...net.shared import server_key

        said = self.following and self.following.said(server_key(ticket.address, ticket.port, ticket.tls), ticket.code)
        if not said:
            return ticket
        return replace(ticket, year=said["year"], turn=said["deciding"], over=said["over"])

    def is_mine(self, ticket) -> bool:
        if not self.mine:
            return False
        from ...net.shared import server_key

        return (server_key(ticket.address, ticket.port, ticket.tls), ticket.code) in self.mine
