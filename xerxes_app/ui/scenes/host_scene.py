"""Host on the network: New game's seats, each a person here, a computer (thinking on this
computer's server), or an open seat for someone at another computer, who joins with the game's
code. The server deals from a seed of its own, which no player sees (nobody could know the deal),
so the seed row gives way to a sentence saying so."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UILabel

from ...session import HUMAN, STRENGTHS
from ..game.net_link import hosting_link
from ..looks.computer_words import kind_of, kind_words
from ..looks.language import words
from .new_game import NewGame

OPEN = "open"  # a seat for someone at another computer (net/protocol.py)


class HostGame(NewGame):
    title_words, start_words = "host.title", "host.start"

    def __init__(self, app):
        super().__init__(app)
        self.kinds[1] = OPEN  # one reason to host: a second person, elsewhere

    def below_seats(self, root, left: int, width: int, y: int, row: int) -> None:
        UILabel(pygame.Rect(left, y, width, row), words("host.seed"), self.app.manager, container=root, object_id="#feedback")

    def beside_start(self, root, rect: pygame.Rect) -> None:
        pass  # this is the hosting already

    def kind_choices(self) -> list[str]:
        return [self.kind_words(kind) for kind in (HUMAN, OPEN, *STRENGTHS)]

    def kind_words(self, kind: str) -> str:
        return words("new.open_seat") if kind == OPEN else kind_words(kind)

    def kind_of(self, text: str) -> str:
        return OPEN if text == words("new.open_seat") else kind_of(text)

    def start_game(self) -> None:
        names = self.checked_names()
        if names is None:
            return
        kinds = self.kinds[:self.players]
        if HUMAN not in kinds:
            self.refuse(words("host.need_here"))
            return
        create = {"type": "create", "seats": [{"name": name, "kind": kind} for name, kind in zip(names, kinds)],
                  "satraps": self.satraps[:self.players], "arranged": self.arranged}
        link = hosting_link(self.app.keeper.save_dir)
        link.connect(then=lambda started: started.send(create))
        self.app.push(self.app.registry["lobby"](self.app, link))
