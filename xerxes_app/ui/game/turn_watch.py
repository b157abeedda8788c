"""Whose turn it is in the player's network games, on every screen and minimised: the games of
this computer's tickets and the game at the screen are followed on the app's one connection to
each server (net/following.py), from the app's third frame on, whichever screen is up (start.py).
A game hosted here is followed only while this computer's server runs (a game of it at the
screen), with every game of its folder, which that server serves too: on the port it listens on
now, whatever port the game's ticket kept (another program may have held that one). While no
server runs here, nobody can move in those games: each stands as its ticket says, written when
its table closed, and one where a seat of this computer is to decide counts as this player's turn.

When a turn becomes one of this computer's seats', the app says so: a desktop notification
(desktop_notes.py), the chime of a turn, and "(your turn)" in the window's title for as long as
it is its turn in any game. The game whose table is open chimes by itself (`Play`), and a
notification would only repeat what the player is looking at: for it, the notification is sent
only when the window does not have the focus (another program's window over it, or minimised);
the window's title says it all the same.

The first time a game by the day joined elsewhere is at the screen, the app offers to tell turns
while it is closed too (watcher_choice.py).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...saving.tickets import HOST, JOINED, Ticket, list_tickets
from ..looks.language import words
from .desktop_notes import DesktopNotes
from .watcher_choice import offer_watcher

CAPTION = "Xerxes"


class TurnWatch:
    def __init__(self, app, notes=None):
        self.app = app
        self.notes = notes if notes is not None else DesktopNotes()  # a fake in the tests
        self.following = None  # made when there is a game to follow: no connection before
        self.names: dict[tuple, tuple[str, ...]] = {}  # each game followed (server, code): its players
        self.titles: dict[tuple, str] = {}  # each game followed or standing (server, code): its name, or its code
        self.link, self.link_seats = None, {}  # the game at the screen and its seats, as last followed
        self.mine: frozenset = frozenset()  # the games (server, code) where one of this computer's seats decides
        self.served: int | None = None  # the port this computer's server listens on, while it runs
        self.standing: frozenset = frozenset()  # the hosted games not served now where this computer's seat decides
        self.refresh()

    def refresh(self) -> None:
        """Follow the games of the tickets as they are now, and the game at the screen."""
        seats, names = [], []  # (address, port, tls, code, seat, token); ((address, port, tls, code), players, name)
        link = self.link = self.app.network
        served = self.served = link.port if link is not None and link.role == HOST and link.server is not None else None
        standing, self.titles = set(), {}
        for ticket in list_tickets(self.app.keeper.save_dir).tickets:
            if ticket.over:
                continue
            if ticket.role == HOST and served is None:
                if ticket.turn in ticket.tokens:
                    standing.add(self._key(ticket))
                    self.titles[self._key(ticket)] = ticket.title
                continue
            game = (*self._where(ticket), ticket.code)
            seats += [(*game, seat, token) for seat, token in ticket.tokens.items()]
            names.append((game, ticket.names, ticket.title))
        self.standing = frozenset(standing)
        self.link_seats = dict(self._seats(link))
        if self.link_seats:
            game = (link.connection.key[0], link.port, link.tls, link.code)
            seats += [(*game, seat, token) for seat, token in self.link_seats.items()]
            names.append((game, tuple(person.name for person in link.game.seats), link.game.name or link.code))
        if not seats and self.following is None:
            self._caption(self.standing)
            return  # nothing to follow: the network's modules are not even loaded
        from ...net.following import Followed, Following
        from ...net.shared import server_key

        self.names = {(server_key(*game[:3]), game[3]): players for game, players, _ in names}
        self.titles.update({(server_key(*game[:3]), game[3]): title for game, _, title in names})
        if self.following is None:
            self.following = Following()
        self.following.follow([Followed(*seat) for seat in seats])

    def poll(self) -> None:
        """Once a frame: read what the servers said; tell of each turn begun."""
        link = self.app.network
        if link is not self.link or self._seats(link) != self.link_seats:
            self.refresh()
        if (self.link_seats and not self.app.keeper.settings.turn_watcher_offered and link.role == JOINED
                and getattr(self.app.top, "play", None) is not None):  # its table, or its opening discards
            ticket = link.ticket()
            if ticket is not None and ticket.pace == "day":  # the first game by the day played here
                offer_watcher(self.app)
        if self.following is None:
            return
        for key, code, _ in self.following.poll():
            self._tell((key, code))
        self._caption(frozenset(self.following.mine()) | self.standing)

    def _caption(self, mine: frozenset) -> None:
        if mine != self.mine:
            self.mine = mine
            pygame.display.set_caption(words("turns.caption") if mine else CAPTION)

    def _where(self, ticket: Ticket) -> tuple[str, int, bool]:
        """Where the ticket's game is served now: a game hosted here, on this computer's server's port."""
        port = self.served if ticket.role == HOST and self.served is not None else ticket.port
        return ticket.address, port, ticket.tls

    def _key(self, ticket: Ticket) -> tuple:
        from ...net.shared import server_key

        return server_key(*self._where(ticket)), ticket.code

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
            self.notes.notify(words("turns.note_title"), words("turns.note", game=self.titles.get(game, game[1]), names=names))

    @property
    def count(self) -> int:
        """The games where it is one of this computer's seats' turn."""
        return len(self.mine)

    @property
    def only_game(self) -> str | None:
        """The name (or code) of the one game where it is this computer's turn, when it is one."""
        if len(self.mine) != 1:
            return None
        game = next(iter(self.mine))
        return self.titles.get(game, game[1])

    def live(self, ticket: Ticket) -> Ticket:
        """The ticket, with how its game stands now as its server last said, if it did."""
        if self.following is None:
            return ticket
        said = self.following.said(*self._key(ticket))
        if said is None:
            return ticket
        return replace(ticket, year=said["year"], turn=said["deciding"], over=said["over"],
                       abandoned=said.get("abandoned") is True)

    def is_mine(self, ticket) -> bool:
        return bool(self.mine) and self._key(ticket) in self.mine
