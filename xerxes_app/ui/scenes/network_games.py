"""Network games: every network game this computer holds a seat in, the latest played first, each
from its ticket (saving/tickets.py): its code, its players, the year and whose turn it is (as its
server said, when it is followed; else as it was last played here), or that it is over; where its
server is and when it was last played here. The games where it is the player's turn now come
first, marked (game/turn_watch.py). One click on a game takes it up again (on the host, its
server starts again; elsewhere, the seats are rejoined). Remove
gives the seats up for good, after a question saying what that means: the server frees them and
tells the table (net/giving_up.py), whoever joins with the code may take them, and they can no
longer be played from this computer (on the host, the game is no longer served here at all).

Signed in to a server's account on this computer, the account's games there that this computer
holds no ticket of follow the tickets' games (account_games.py): one click takes the seat up here.

A damaged ticket, or two tickets of one game, have been set aside by the time this shows, and the
screen says where; a ticket never shows among the saves of Load.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ..shell.dimmed import dim
from ...saving.tickets import HOST, Ticket, list_tickets, remove_ticket
from ..game.continuing import resume_network
from ..game.net_link import give_up_hosted
from ...net.giving_up import give_up
from ..looks.backdrop import backdrop
from ..looks.language import said, words
from ..looks.ticket_words import ticket_line, ticket_seats, ticket_where
from ..looks.look import GOLD
from ..looks.paint import blit_text, elided
from ..shell.dialog import ask, asking
from ..shell.scene import Scene
from .account_games import AccountGame, AccountGames
from .used_servers import server_words

ROWS = 6  # games a page


class NetworkGames(Scene):
    def __init__(self, app):
        super().__init__(app)
        listed = list_tickets(app.keeper.save_dir)
        self.listed = list(listed.tickets)  # the latest played first
        self.tickets: list[Ticket] = []
        self.shown_turns = None  # the games where it is the player's turn, as the list shows them
        self.order()
        self.status = " ".join(said(problem) for problem in listed.problems)
        self.page = 0
        self.widgets: dict = {}
        self.account_games = AccountGames(app)
        self.others: list[AccountGame] = []  # the accounts' games no ticket here holds, after the tickets'

    @property
    def entries(self) -> list:
        return [*self.tickets, *self.others]

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        pad = round(24 * f)
        width = min(w - 2 * pad, round(1100 * f))
        left = (w - width) // 2
        remove_w, row_h = round(150 * f), round(44 * f)
        wid = self.widgets = {}
        shown = self.entries[self.page * ROWS:(self.page + 1) * ROWS]
        font, small = m.get_theme().get_font(["button"]), m.get_theme().get_font(["#feedback", "label"])
        for i, ticket in enumerate(shown):
            y = round(112 * f) + i * round(82 * f)
            open_w = width - remove_w - round(10 * f)
            if isinstance(ticket, AccountGame):
                self._account_row(root, ticket, pygame.Rect(left, y, open_w, row_h))
                continue
            whole = words("games.my_turn", line=ticket_line(ticket)) if self.my_turn(ticket) else ticket_line(ticket)
            line = elided(whole, font, open_w - round(24 * f))
            wid[("open", ticket.file_name)] = UIButton(pygame.Rect(left, y, open_w, row_h), line, m, container=root,
                                                       tool_tip_text=whole)
            wid[("remove", ticket.file_name)] = UIButton(pygame.Rect(left + open_w + round(10 * f), y, remove_w, row_h),
                                                         words("games.remove"), m, container=root,
                                                         tool_tip_text=words("games.remove_tip"))
            UILabel(pygame.Rect(left + round(8 * f), y + row_h, open_w, round(28 * f)),
                    elided(ticket_where(ticket), small, open_w - round(16 * f)), m, container=root, object_id="#feedback")
        if not self.entries:
            UILabel(pygame.Rect(left, round(140 * f), width, round(40 * f)), words("games.none"), m, container=root,
                    object_id="#feedback")
        bottom = h - pad - round(50 * f)
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        pages = (len(self.entries) + ROWS - 1) // ROWS
        if pages > 1:
            for key, x, step in (("earlier", left + width - round(250 * f), 1), ("later", left + width - round(120 * f), -1)):
                button = wid[key] = UIButton(pygame.Rect(x, bottom, round(120 * f), round(50 * f)), words(f"games.{key}"), m,
                                             container=root)
                if not 0 <= self.page + step < pages:
                    dim(button, words(f"games.no_{key}"))
        status_w = width - round(200 * f) - (round(270 * f) if pages > 1 else 0)
        wid["status"] = UILabel(pygame.Rect(left + round(200 * f), bottom, status_w, round(50 * f)), self.status, m,
                                container=root, object_id="#refusal")

    def _account_row(self, root, game: AccountGame, rect: pygame.Rect) -> None:
        """A game of the account's, held here by no ticket: taken up at a click."""
        f, m = self.app.factor, self.app.manager
        font, small = m.get_theme().get_font(["button"]), m.get_theme().get_font(["#feedback", "label"])
        line = ticket_line(game.ticket)
        whole = words("games.my_turn", line=line) if game.turn else line
        self.widgets[game.key] = UIButton(rect, elided(whole, font, rect.width - round(24 * f)), m, container=root,
                                          tool_tip_text=words("games.account_watched_tip" if game.ticket.watcher
                                                              else "games.account_tip"))
        UILabel(pygame.Rect(rect.x + round(8 * f), rect.bottom, rect.width, round(28 * f)),
                elided(words("games.account_where", server=server_words(game.server)), small, rect.width - round(16 * f)), m,
                container=root, object_id="#feedback")

    def refuse(self, why: str) -> None:
        self.status = why
        self.widgets["status"].set_text(why)

    def order(self) -> None:
        """Each game as it stands now, as its server said; those where it is the player's turn
        first, each part the latest played first."""
        turns = self.app.turns
        tickets = [turns.live(ticket) for ticket in self.listed] if turns is not None else self.listed
        self.tickets = sorted(tickets, key=lambda ticket: not self.my_turn(ticket))
        self.shown_turns = turns.mine if turns is not None else None

    def my_turn(self, ticket: Ticket) -> bool:
        return self.app.turns is not None and self.app.turns.is_mine(ticket)

    def update(self, dt: float) -> None:
        turns = self.app.turns
        if self.account_games.poll():
            self.others = self.account_games.games(self.listed)
            self.page = min(self.page, max(0, (len(self.entries) - 1) // ROWS))
            if asking(self.app) is None:
                self.layout()
        if turns is not None and turns.mine != self.shown_turns and asking(self.app) is None:
            self.order()  # a turn began or ended meanwhile
            self.layout()

    def leave(self) -> None:
        self.account_games.close()
        super().leave()

    # Input ------------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        pressed = next((key for key, button in wid.items() if button is event.ui_element), None)
        if pressed in ("earlier", "later"):
            self.page += 1 if pressed == "earlier" else -1
            self.layout()
        elif isinstance(pressed, tuple) and pressed[0] == "account":
            next(game for game in self.others if game.key == pressed).take_up(self.app)
        elif isinstance(pressed, tuple):
            ticket = next(t for t in self.tickets if t.file_name == pressed[1])
            if pressed[0] == "open":
                resume_network(self.app, ticket)
            else:
                self._ask_remove(ticket)

    def _ask_remove(self, ticket: Ticket) -> None:
        mine = ticket_seats(ticket) or ticket.code
        kind = "host" if ticket.role == HOST else "joined" if ticket.tokens else "watched"
        text = words(f"games.remove_{kind}", game=ticket.title, seats=mine)
        ask(self.app, words("games.remove_title", game=ticket.title), text, words("games.remove"), lambda: self._remove(ticket))

    def _remove(self, ticket: Ticket) -> None:
        problem = remove_ticket(ticket)
        if problem is None and ticket.role == HOST:
            give_up_hosted(self.app.keeper.save_dir, ticket.code)  # no longer served from this computer at all
        elif problem is None and not ticket.over and ticket.tokens:  # the seats freed on the server, and the table told
            give_up(ticket.address, ticket.port, ticket.tls, ticket.code, ticket.tokens)
        if problem is None:
            self.listed = [other for other in self.listed if other.path != ticket.path]
            self.tickets.remove(ticket)
            if self.app.turns is not None:
                self.app.turns.refresh()  # the game is followed no more
            self.page = min(self.page, max(0, (len(self.entries) - 1) // ROWS))
        self.status = said(problem) if problem else words("games.removed", game=ticket.title)
        self.layout()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("games.title"), "serif_bold", round(44 * f), GOLD, (w // 2, round(60 * f)), "center")

    def targets(self):
        found = {key: widget.rect.copy() for key, widget in self.widgets.items() if isinstance(widget, UIButton)}
        question = asking(self.app)
        return {**found, **question.targets()} if question is not None else found
