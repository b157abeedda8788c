"""A page of the account signed in on one server, opened from the account screen (Friends and
blocks, Notices of your turns): it reads its own answers and refusals on the app's one connection
there (server_asks.py), lets go of them when it leaves, and is titled with the account's name."""

from __future__ import annotations

from ...net.account_link import AccountLink
from ..looks.backdrop import backdrop
from ..looks.language import words
from ..looks.look import GOLD
from ..looks.paint import blit_text
from .said_here import Saying
from .server_asks import asks_tap


class AccountPage(Saying):
    title = ""  # the words' key of the page's title, told the account's name

    def __init__(self, app, link: AccountLink, answers: tuple[str, ...], asks: tuple[str, ...]):
        super().__init__(app)
        self.link = link  # the account screen's, signed in
        self.tap = asks_tap(link, answers, asks)

    def leave(self) -> None:
        self.tap.close()
        super().leave()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words(self.title, name=self.link.name or ""), "serif_bold", round(44 * f), GOLD,
                  (w // 2, round(64 * f)), "center", max_width=w - round(80 * f))

    def targets(self):
        return {key: widget.rect.copy() for key, widget in self.widgets.items() if hasattr(widget, "rect")}
