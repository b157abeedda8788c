"""The host's game on the network, before the table: the address, the port and the join code to
read out, and the seats filling in as people join. The game exists on the server from the start:
the host starts playing when every open seat is taken, or plays on with seats waiting (the game
simply waits for their decisions). No clock runs before the game starts: by its last seat taken,
or by Start here. Continue on the host comes back here, its seats waiting for
their players to rejoin.

The game's creator may let a person's seat be taken again ("Let Bea rejoin", after a question):
whoever takes it with the code and a name plays it with a fresh token, and the old one no longer
works. The same screen opens over the table from the game's menu (`at_table`), to read the code
out again or let a seat go, with only Back to the game beneath. Each seat says whether its person
is here or since when away, and the watchers are named beside the seats' heading.

"Copy invitation" puts the game in one line on the clipboard (`xerxes://ADDRESS:PORT/CODE`,
net/invitation.py) for a chat or a mail; where there is no clipboard, the line is shown to be
selected and copied by hand."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_copy, clipboard_paste
from pygame_gui.elements import UIButton, UILabel, UITextBox, UITextEntryLine

from ..shell.dimmed import dim
from ...net.invitation import invitation
from ...session import STRENGTHS
from ..game import net_address
from ...saving.tickets import HOST
from ..game.net_link import NetLink
from ..game.net_play import NetPlay, refusal_text
from ..game.net_presence import presence_words
from ..game.reach import reach_lines
from ..looks.backdrop import backdrop
from ..looks.language import current, said, term, words
from ..looks.look import CREAM, GOLD
from ..looks.rating_words import rated_name
from ..looks.paint import blit_text, elided
from ..shell.dialog import ask, asking
from ..shell.inputs import BACK
from ..shell.scene import Scene


class Lobby(Scene):
    def __init__(self, app, link: NetLink, at_table: bool = False):
        super().__init__(app)
        self.link = link
        self.at_table = at_table  # opened from the game's menu, over the table
        # This computer's address when it serves the game, else the server's own.
        self.address = net_address.local_address() if link.role == HOST else link.address
        self.widgets: dict = {}
        self.seen: tuple = ()  # what the screen was laid out for, to lay it out again when it changes
        self.kept = at_table  # at the table, the ticket is kept as the game goes
        self.refused = ""  # the server's refusal of the game, in words (too many games made from this address)
        self.invited: str | None = None  # "copied", or "by hand" where there is no clipboard, once asked

    def seat_rows(self) -> list[str]:
        game = self.link.game
        if game is None or not game.seats:
            return []
        rows = []
        for seat, person in enumerate(game.seats):
            if seat in game.my_seats:
                where = words("lobby.here")
            elif person.kind in STRENGTHS:
                where = words("lobby.computer", strength=term(person.kind).capitalize())
            elif game.open[seat]:
                where = words("lobby.waiting")
            else:  # here, or since when away (net_presence.py)
                where = words("lobby.joined") if game.presence[seat] else words("lobby.away_when", away=presence_words(game, seat))
            rating = game.ratings[seat] if seat < len(game.ratings) else None
            rows.append(words("lobby.row", number=seat + 1, name=rated_name(person.name, rating), where=where))
        return rows

    def reopenable(self) -> list[int]:
        """The seats of people away from the game, which this computer may let be taken again: it
        created the game (a seat played now is nobody's to give)."""
        game = self.link.game
        if game is None or self.link.creator is None:
            return []
        return [seat for seat, person in enumerate(game.seats)
                if person.is_human and seat not in game.my_seats and not game.open[seat] and not game.presence[seat]]

    def waiting(self) -> bool:
        """Whether a seat played elsewhere has nobody at it yet."""
        game = self.link.game
        return game is not None and any(
            seat not in game.my_seats and person.kind not in STRENGTHS and not game.presence[seat]
            for seat, person in enumerate(game.seats))

    def _state(self) -> tuple:
        return (self.link.code, self.link.ready, tuple(self.seat_rows()), tuple(self.watchers()), self.link.status, self.link.failure,
                self.link.never_answered, self.refused, self.invited, tuple(self.reach()))

    def watchers(self) -> list[str]:
        """The names of those watching the game."""
        return list(self.link.game.watchers) if self.link.game is not None else []

    def shown_address(self) -> str:
        """The first address the lobby shows: the router's public one when it reported it."""
        return getattr(self.link, "public_address", None) or self.address

    def invitation(self) -> str:
        """The game in one line; the host's own server speaks in the clear."""
        return invitation(self.shown_address(), self.link.port, self.link.code, self.link.tls)

    def copy_invitation(self) -> None:
        line = self.invitation()
        try:
            clipboard_copy(line)
            copied = clipboard_paste() == line
        except pygame.error:  # no clipboard on this system
            copied = False
        self.invited = "copied" if copied else "by hand"
        self.layout()

    def reach(self) -> list[tuple[str, bool]]:
        """How friends reach the game: the router's answer, this house's address (reach.py)."""
        return reach_lines(self.link, self.address) if self.link.role == HOST else []

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        width = round(1000 * f)
        left = (w - width) // 2
        self.seen = self._state()
        wid = self.widgets = {}
        column = width // 3
        for i, key in enumerate(("address", "port", "code")):
            UILabel(pygame.Rect(left + i * column, round(124 * f), column, round(38 * f)), words(f"lobby.{key}"), m,
                    container=root, object_id="#heading_small")
        read_out = pygame.Rect(left, round(234 * f), width, round(38 * f))
        if self.invited == "by hand":  # the line itself, to select and copy
            wid["invitation"] = UITextEntryLine(read_out, m, container=root)
            wid["invitation"].set_text(self.invitation())
        else:
            wid["read out"] = UILabel(read_out, words("lobby.invite_copied" if self.invited else "lobby.read_out"), m,
                                      container=root, object_id="#feedback")
        invite_w = round(260 * f)  # on the seats' heading row, right of it: the seats' own buttons are below
        wid["invite"] = UIButton(pygame.Rect(left + width - invite_w, round(280 * f), invite_w, round(38 * f)),
                                 words("lobby.invite"), m, container=root, tool_tip_text=words("lobby.invite_tip"))
        if not self.link.ready:
            dim(wid["invite"], words("lobby.starting"))
        UILabel(pygame.Rect(left, round(282 * f), round(300 * f), round(38 * f)), words("lobby.seats"), m, container=root,
                object_id="#heading_small")
        if self.watchers():  # on the seats' heading row, between it and Copy invitation
            room = width - round(300 * f) - invite_w - round(20 * f)
            names = elided(words("lobby.watchers", names=", ".join(self.watchers())), m.get_theme().get_font(["label"]),
                           room - round(8 * f))
            wid["watchers"] = UILabel(pygame.Rect(left + round(300 * f), round(282 * f), room, round(38 * f)), names, m,
                                      container=root, object_id="#feedback")
        reopenable = self.reopenable()
        let_w = round(260 * f)
        for i, row in enumerate(self.seat_rows()):
            y = round((324 + i * 42) * f)
            room = width - (let_w + round(10 * f) if i in reopenable else 0)
            UILabel(pygame.Rect(left, y, room, round(40 * f)), row, m, container=root)
            if i in reopenable:
                name = self.link.game.seats[i].name
                font = m.get_theme().get_font(["button"])
                while len(name) > 1 and font.size(words("lobby.reopen", name=name))[0] > let_w - round(16 * f):
                    name = name[:-2] + "…"  # the whole name in the question it asks
                wid[("reopen", i)] = UIButton(pygame.Rect(left + width - let_w, y, let_w, round(38 * f)),
                                              words("lobby.reopen", name=name), m, container=root,
                                              tool_tip_text=words("lobby.reopen_tip"))
        failure, lost = self.link.failure or self.refused, self.link.never_answered
        if failure:
            status = self.refused or words("lobby.cannot_start", problem=said(failure))
        elif lost:  # another server, given by its address and port, is not there
            status = words("join.unreachable", address=self.link.address, port=self.link.port)
        elif self.invited == "by hand":
            status = words("lobby.invite_by_hand")
        else:
            status = "" if self.link.ready else words("lobby.starting")
        wid["status"] = UILabel(pygame.Rect(left, round(500 * f), width, round(38 * f)), status, m, container=root,
                                object_id="#refusal" if failure or lost else "#feedback")
        reach = self.reach()
        if reach:  # a problem's line in bold; Japanese breaks between any letters
            text = "<br>".join(f"<b>{html.escape(line)}</b>" if problem else html.escape(line) for line, problem in reach)
            wid["reach"] = UITextBox(text, pygame.Rect(left, round(534 * f), width, round(88 * f)), m, container=root,
                                     allow_split_dashes=current() != "ja")
        bottom = h - round(90 * f)
        if self.at_table:
            wid["back"] = UIButton(pygame.Rect(left + width - round(340 * f), bottom, round(340 * f), round(50 * f)),
                                   words("menu.resume"), m, container=root, object_id="#big_button")
            return
        wid["stop"] = UIButton(pygame.Rect(left, bottom, round(260 * f), round(50 * f)), words("lobby.stop"), m, container=root,
                               tool_tip_text=words("lobby.stop_tip"))
        waiting = self.waiting()
        wid["start"] = UIButton(pygame.Rect(left + width - round(340 * f), bottom, round(340 * f), round(50 * f)),
                                words("lobby.play_on" if waiting else "lobby.start"), m, container=root, object_id="#big_button",
                                tool_tip_text=words("lobby.play_on_tip") if waiting else None)
        if not self.link.ready:
            dim(wid["start"], words("lobby.starting"))

    def update(self, dt: float) -> None:
        self.link.poll()
        refused = None if self.link.ready else self.link.take_refusal()
        if refused is not None:
            self.refused = refusal_text(refused)
        if self.link.ready and not self.kept:
            self.kept = True
            self.link.keep(self.app.keeper.save_dir)  # Continue finds the game from now on
            self.link.list_nearby(self.address)
        if self._state() != self.seen:
            self.layout()

    def handle(self, event) -> None:
        wid = self.widgets
        pressed = event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None
        chosen = next((key[1] for key, button in wid.items() if isinstance(key, tuple) and button is pressed), None)
        if pressed is not None and pressed is wid.get("invite"):
            self.copy_invitation()
        elif chosen is not None:
            name = self.link.game.seats[chosen].name
            ask(self.app, words("lobby.reopen", name=name), words("lobby.reopen_ask", name=name),
                words("lobby.reopen_yes"), lambda: self.link.reopen(chosen))
        elif self.at_table and (event.type == BACK or pressed is wid.get("back")):
            self.app.pop()  # back to the game: the link stays the table's
        elif not self.at_table and (event.type == BACK or (pressed is not None and pressed is wid["stop"])):
            self.link.close()  # the game stays saved in the server's folder: Continue hosts it again
            self.app.pop()
        elif pressed is not None and pressed is wid.get("start") and self.link.ready:
            self.link.start()  # no clock runs before: the host may sit here as long as she likes
            NetPlay(self.app, self.link).show_next()

    def title_words(self) -> str:
        """The game's name, as its host chose it, once the server has said it."""
        name = self.link.game.name if self.link.game is not None else None
        return words("lobby.title_named", name=name) if name else words("lobby.title")

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, self.title_words(), "serif_bold", round(50 * f), GOLD, (w // 2, round(70 * f)), "center",
                  max_width=w - round(80 * f))
        width = round(1000 * f)
        left, column = (w - width) // 2, width // 3
        port = str(self.link.port) if self.link.port else "…"
        address = self.link.public_address or self.address  # where friends elsewhere join, once the router says
        for i, value in enumerate((address, port, self.link.code or "…")):
            blit_text(surface, value, "serif_bold", round(38 * f), CREAM, (left + i * column, round(166 * f)),
                      max_width=column - round(12 * f))

    def targets(self):
        found = {name: widget.rect.copy() for name, widget in self.widgets.items() if isinstance(widget, UIButton)}
        question = asking(self.app)
        return {**found, **question.targets()} if question is not None else found
