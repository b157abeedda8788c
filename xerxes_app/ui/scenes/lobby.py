"""The host's game on the network, before the table: the address, the port and the join code to
read out, and the seats filling in as people join. The game exists on the server from the start:
the host starts playing when every open seat is taken, or plays on with seats waiting (the game
simply waits for their decisions). Continue on the host comes back here, its seats waiting for
their players to rejoin."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ...session import STRENGTHS
from ..game import net_address
from ..game.net_link import NetLink
from ..game.net_record import HOST
from ..game.net_play import NetPlay, refusal_text
from ..looks.backdrop import backdrop
from ..looks.language import said, term, words
from ..looks.look import CREAM, GOLD
from ..looks.paint import blit_text
from ..shell.inputs import BACK
from ..shell.scene import Scene


class Lobby(Scene):
    def __init__(self, app, link: NetLink):
        super().__init__(app)
        self.link = link
        # This computer's address when it serves the game, else the server's own.
        self.address = net_address.local_address() if link.role == HOST else link.address
        self.widgets: dict = {}
        self.seen: tuple = ()  # what the screen was laid out for, to lay it out again when it changes
        self.kept = False
        self.refused = ""  # the server's refusal of the game, in words (too many games made from this address)

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
            else:
                where = words("lobby.joined" if game.presence[seat] else "lobby.away")
            rows.append(words("lobby.row", number=seat + 1, name=person.name, where=where))
        return rows

    def waiting(self) -> bool:
        """Whether a seat played elsewhere has nobody at it yet."""
        game = self.link.game
        return game is not None and any(
            seat not in game.my_seats and person.kind not in STRENGTHS and not game.presence[seat]
            for seat, person in enumerate(game.seats))

    def _state(self) -> tuple:
        return (self.link.code, self.link.ready, tuple(self.seat_rows()), self.link.status, self.link.failure,
                self.link.never_answered, self.refused)

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
        wid["read out"] = UILabel(pygame.Rect(left, round(234 * f), width, round(38 * f)), words("lobby.read_out"), m,
                                  container=root, object_id="#feedback")
        UILabel(pygame.Rect(left, round(282 * f), round(300 * f), round(38 * f)), words("lobby.seats"), m, container=root,
                object_id="#heading_small")
        for i, row in enumerate(self.seat_rows()):
            UILabel(pygame.Rect(left, round((324 + i * 42) * f), width, round(40 * f)), row, m, container=root)
        failure, lost = self.link.failure or self.refused, self.link.never_answered
        if failure:
            status = self.refused or words("lobby.cannot_start", problem=said(failure))
        elif lost:  # another server, given by its address and port, is not there
            status = words("join.unreachable", address=self.link.address, port=self.link.port)
        else:
            status = "" if self.link.ready else words("lobby.starting")
        wid["status"] = UILabel(pygame.Rect(left, round(500 * f), width, round(38 * f)), status, m, container=root,
                                object_id="#refusal" if failure or lost else "#feedback")
        bottom = h - round(90 * f)
        wid["stop"] = UIButton(pygame.Rect(left, bottom, round(260 * f), round(50 * f)), words("lobby.stop"), m, container=root,
                               tool_tip_text=words("lobby.stop_tip"))
        waiting = self.waiting()
        wid["start"] = UIButton(pygame.Rect(left + width - round(340 * f), bottom, round(340 * f), round(50 * f)),
                                words("lobby.play_on" if waiting else "lobby.start"), m, container=root, object_id="#big_button",
                                tool_tip_text=words("lobby.play_on_tip") if waiting else None)
        if not self.link.ready:
            wid["start"].disable()

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
        if event.type == BACK or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid["stop"]):
            self.link.close()  # the game stays saved in the server's folder: Continue hosts it again
            self.app.pop()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid["start"] and self.link.ready:
            NetPlay(self.app, self.link).show_next()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("lobby.title"), "serif_bold", round(50 * f), GOLD, (w // 2, round(70 * f)), "center")
        width = round(1000 * f)
        left, column = (w - width) // 2, width // 3
        port = str(self.link.port) if self.link.port else "…"
        for i, value in enumerate((self.address, port, self.link.code or "…")):
            blit_text(surface, value, "serif_bold", round(38 * f), CREAM, (left + i * column, round(166 * f)),
                      max_width=column - round(12 * f))

    def targets(self):
        return {name: self.widgets[name].rect.copy() for name in ("stop", "start")}
