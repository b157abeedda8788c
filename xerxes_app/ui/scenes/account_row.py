"""Beside the person's name on Join, and on Host when a server serves the game: what that server's
accounts offer (net/account_link.py). Nothing while the server has not said whether it has any, or
has none: friends with a join code, and games hosted from the app, need no account. Sign in and
Create an account while nobody is signed in there from this computer; once signed in, the name is
the account's, and a button says so and opens the account screen (account_scene.py).

`AccountRow` is the screen's part in it: the link to the server the screen is about, made when
that server is known (Join's Find, Host's server chosen) and closed when it changes or the screen
is left; what the row shows, laid out again when that changes; and the server's refusals and news
about the account, for the screen to say where it says what went wrong."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from ...net.account_link import ENDED, AccountLink
from ..game.net_play import refusal_text
from ..looks.language import words

# The row's buttons: the screen each opens, and in which of its forms (sign_in_scene.py).
OPENS = {"sign in": ("sign in", "sign in"), "create": ("sign in", "create"), "account": ("account", None)}


class AccountRow:
    def __init__(self, app):
        self.app = app
        self.link: AccountLink | None = None
        self.widgets: dict = {}
        self.seen: tuple = self.shown()

    def watch(self, address: str, port: int, tls: bool) -> None:
        """The server the screen is about now: its accounts asked about, unless they are already."""
        link = self.link
        if link is not None and (link.address, link.port, link.tls) == (address, port, tls) and not link.unreachable:
            return
        self.close()
        self.link = AccountLink(address, port, tls, self.app.keeper.config_dir)

    def shown(self) -> tuple:
        link = self.link
        return (None,) if link is None else (link.accounts, link.name)

    @property
    def name(self) -> str | None:
        """The account's name, while signed in: the person's name at this server."""
        return self.link.name if self.link is not None else None

    def build(self, root, right: int, y: int, row: int) -> int:
        """The row's buttons, ending at `right`, each as wide as its words; where they begin, for
        the name's field beside them."""
        self.widgets = {}
        link = self.link
        if link is None or not link.accounts:
            return right
        f, m = self.app.factor, self.app.manager
        font = m.get_theme().get_font(["button"])
        labels = {"account": words("account.signed_in_as", name=link.name)} if link.signed_in else \
            {"sign in": words("account.sign_in"), "create": words("account.create")}
        x = right
        for key, label in reversed(labels.items()):
            width = max(round(130 * f), font.size(label)[0] + round(24 * f))
            x -= width
            self.widgets[key] = UIButton(pygame.Rect(x, y, width, row), label, m, container=root,
                                         tool_tip_text=words(f"account.{key.replace(' ', '_')}_tip", server=link.address))
            x -= round(10 * f)
        return x

    def pressed(self, element) -> bool:
        """Open the screen of the row's button pressed, if it was one of them."""
        key = next((key for key, button in self.widgets.items() if button is element), None)
        if key is None:
            return False
        screen, form = OPENS[key]
        self.app.push(self.app.registry[screen](self.app, self.link, *([form] if form else [])))
        return True

    def poll(self) -> str | None:
        """Read what arrived: what went wrong, in words, for the screen to say (None: nothing)."""
        if self.link is None:
            return None
        self.link.poll()
        refused, news = self.link.take_refusal(), self.link.take_news()
        if refused is not None:
            return refusal_text(refused)
        return words("net.session_gone") if news == ENDED else None

    def changed(self) -> bool:
        """Whether what the row shows changed since the screen last asked."""
        before, self.seen = self.seen, self.shown()
        return before != self.seen

    def targets(self) -> dict:
        return {("account", key): button.rect.copy() for key, button in self.widgets.items()}

    def close(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
