"""The account screen: for each server this computer is signed in to (the sessions it keeps,
saving/sessions.py), the account there: its name, its e-mail address and whether it is confirmed
(the code received typed here to confirm it; the address added, changed or removed, or its code
sent again, by the password), and Sign out, Sign out everywhere (every computer's
sign-in ended, this one's too) and Delete my account (after a question saying what is lost, with the
password). Opened from the title's network corner, or from Join and Host for the server they are
about, which it shows first, signed in or not (then Sign in and Create an account).

The servers are listed down the left, the latest signed in first; one click shows another. The
right keeps room under the account (`lists_room`) for what a server keeps for the account: Friends
and blocks (people_scene.py) and Notices of your turns (notices_scene.py) open there, each a
screen of its own on the same link.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ...net.account_link import ADDRESS_SET, DELETED, ENDED, SIGNED_OUT, SIGNED_OUT_EVERYWHERE, AccountLink
from ...people.accounts import EMAIL_MAX
from ...people.passwords import PASSWORD_MAX
from ...saving.sessions import kept_sessions
from ..game.net_play import refusal_text
from ..looks.backdrop import backdrop
from ..looks.language import words
from ..looks.look import GOLD
from ..looks.paint import blit_text, elided
from ..shell.dialog import ask, asking
from .notices_scene import NoticesScene
from .people_scene import PeopleScene
from .said_here import Saying, said_here
from .used_servers import server_words

SERVERS_SHOWN = 8
FORMS = ("sign in", "create")  # sign_in_scene.py's, for a server signed in to no more
OPENS = {"friends": PeopleScene, "notices": NoticesScene}
NEWS = {SIGNED_OUT: "account.signed_out", SIGNED_OUT_EVERYWHERE: "account.signed_out_everywhere",
        DELETED: "account.deleted", ENDED: "net.session_gone"}


class AccountScene(Saying):
    def __init__(self, app, link: AccountLink | None = None):
        super().__init__(app)
        self.address_typed: str | None = None  # kept in its field through a refusal, until the server sets it
        self.given = link  # the screen beneath's, left open when this one closes
        self.link = link
        kept = kept_sessions(app.keeper.config_dir)
        self.servers = [(each.address, each.port, each.tls) for each in kept]
        self.names = {each.server: each.name for each in kept}  # the account's on each, as signed in
        if link is not None and link.server not in [(a.lower(), p, t) for a, p, t in self.servers]:
            self.servers.insert(0, (link.address, link.port, link.tls))
        if self.link is None and self.servers:
            self._show(self.servers[0])
        self.seen: tuple = ()
        self.lists_room: pygame.Rect | None = None  # where a server's lists for the account go

    def _show(self, server: tuple) -> None:
        """Show the account on `server`, on a link of this screen's own unless it is the one given."""
        if self.link is not None and self.link is not self.given:
            self.link.close()
        address, port, tls = server
        self.address_typed = None
        given = self.given
        self.link = given if given is not None and given.server == (address.lower(), port, tls) else \
            AccountLink(address, port, tls, self.app.keeper.config_dir)

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        pad, row = round(40 * f), round(42 * f)
        wid = self.widgets = {}
        link = self.link
        self.seen = self._state()
        list_w = round(330 * f)
        font = m.get_theme().get_font(["button"])
        for i, server in enumerate(self.servers[:SERVERS_SHOWN]):
            name = self.names.get((server[0].lower(), *server[1:]))
            text = words("account.server_row", server=server_words(server), name=name) if name else server_words(server)
            wid[("server", i)] = UIButton(pygame.Rect(pad, round(140 * f) + i * (row + round(8 * f)), list_w, row),
                                          elided(text, font, list_w - round(20 * f)), m, container=root, tool_tip_text=text,
                                          object_id="#selected" if link is not None and link.server == (server[0].lower(), *server[1:]) else None)
        left = pad + list_w + pad
        width = w - left - pad
        y = round(140 * f)
        if link is None:
            UILabel(pygame.Rect(left, y, width, row), words("account.none"), m, container=root, object_id="#feedback")
        elif link.signed_in:
            y = self._account(root, left, width, y, row)
        else:
            said = words("account.not_signed_in" if link.accounts else "net.no_accounts" if link.accounts is False
                         else "account.asking")
            UILabel(pygame.Rect(left, y, width, row), said, m, container=root, object_id="#feedback")
            if link.accounts:
                for i, form in enumerate(FORMS):
                    wid[form] = UIButton(pygame.Rect(left + i * round(270 * f), y + row + round(10 * f), round(260 * f), row),
                                         words(f"account.{form.replace(' ', '_')}"), m, container=root)
            y += 2 * row + round(20 * f)
        wid["message"] = said_here(self.app, root, left, y, width, self.message, self.wrong)
        y = wid["message"][-1].rect.bottom
        bottom = h - round(90 * f)
        self.lists_room = pygame.Rect(left, y + round(16 * f), width, bottom - y - round(32 * f))
        if link is not None and link.signed_in:  # the account's people and notices, each a screen of its own
            for i, key in enumerate(OPENS):
                wid[key] = UIButton(pygame.Rect(left + i * round(330 * f), self.lists_room.top, round(320 * f), row),
                                    words(f"people.{key}"), m, container=root, tool_tip_text=words(f"people.{key}_tip"))
        wid["back"] = UIButton(pygame.Rect(pad, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)

    def _account(self, root, left: int, width: int, y: int, row: int) -> int:
        """The account signed in: who, its address, and what may be done with it; where it ends."""
        f, m, wid, account = self.app.factor, self.app.manager, self.widgets, self.link.account
        UILabel(pygame.Rect(left, y, width, row), account.get("name", ""), m, container=root, object_id="#heading")
        y += row + round(6 * f)
        email = account.get("email")
        state = "account.no_email" if not email else "account.email_confirmed" if account.get("confirmed") else \
            "account.email_unconfirmed"
        UILabel(pygame.Rect(left, y, width, round(32 * f)), words(state, email=email or ""), m, container=root,
                object_id="#feedback")
        y += round(40 * f)
        label_w, field_w = round(200 * f), round(240 * f)
        field_x, button_x = left + label_w + round(10 * f), left + label_w + field_w + round(20 * f)
        if email and not account.get("confirmed"):
            UILabel(pygame.Rect(left, y, label_w, row), words("account.field_code"), m, container=root,
                    object_id="#heading_small")
            wid["code"] = UITextEntryLine(pygame.Rect(field_x, y, field_w, row), m, container=root,
                                          placeholder_text=words("account.hint_code"))
            wid["code"].set_text_length_limit(16)
            wid["confirm"] = UIButton(pygame.Rect(button_x, y, round(260 * f), row), words("account.confirm"), m,
                                      container=root, tool_tip_text=words("account.confirm_tip"))
            y += row + round(14 * f)
        y = self._address(root, left, width, y, row, field_x)
        UILabel(pygame.Rect(left, y, label_w, row), words("account.field_password"), m, container=root,
                object_id="#heading_small")
        wid["password"] = UITextEntryLine(pygame.Rect(field_x, y, field_w, row), m, container=root)
        wid["password"].set_text_length_limit(PASSWORD_MAX)
        wid["password"].set_text_hidden(True)  # masked, its placeholder too: the label says what it is
        wid["delete"] = UIButton(pygame.Rect(button_x, y, round(260 * f), row), words("account.delete"), m,
                                 container=root, tool_tip_text=words("account.delete_tip"))
        y += row + round(14 * f)
        x = left
        for key in ("sign_out", "sign_out_everywhere"):
            size = max(round(200 * f), m.get_theme().get_font(["button"]).size(words(f"account.{key}"))[0] + round(24 * f))
            wid[key] = UIButton(pygame.Rect(x, y, size, row), words(f"account.{key}"), m, container=root,
                                tool_tip_text=words(f"account.{key}_tip"))
            x += size + round(10 * f)
        return y + row + round(14 * f)

    def _address(self, root, left: int, width: int, y: int, row: int, field_x: int) -> int:
        """The address typed to add or change it (emptied, to remove it), and, while it is
        unconfirmed, its code sent again: both by the password under them; where they end."""
        f, m, wid, account = self.app.factor, self.app.manager, self.widgets, self.link.account
        email, gap = account.get("email"), round(10 * f)
        font = m.get_theme().get_font(["button"])
        buttons = [("change_address" if email else "add_address", "change_address")]
        if email and not account.get("confirmed"):
            buttons.append(("send_again", "send_again"))
        sizes = [max(round(160 * f), font.size(words(f"account.{text}"))[0] + round(24 * f)) for text, _ in buttons]
        field_w = left + width - field_x - sum(sizes) - gap * len(sizes)  # the field takes what the buttons leave
        UILabel(pygame.Rect(left, y, field_x - left - gap, row), words("account.field_address"), m, container=root,
                object_id="#heading_small")
        wid["address"] = UITextEntryLine(pygame.Rect(field_x, y, field_w, row), m, container=root,
                                         placeholder_text=words("account.hint_address"))
        wid["address"].set_text_length_limit(EMAIL_MAX)
        wid["address"].set_text((email or "") if self.address_typed is None else self.address_typed)
        x = field_x + field_w + gap
        for (text, key), size in zip(buttons, sizes):
            wid[key] = UIButton(pygame.Rect(x, y, size, row), words(f"account.{text}"), m, container=root,
                                tool_tip_text=words(f"account.{key}_tip"))
            x += size + gap
        return y + row + round(14 * f)

    def _state(self) -> tuple:
        link = self.link
        return (None,) if link is None else (link.accounts, repr(link.account))

    # Input ------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is wid.get("code"):
            self._confirm()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is wid.get("address"):
            self._set_address(wid["address"].get_text())
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        link, element = self.link, event.ui_element
        form = next((form for form in FORMS if element is wid.get(form)), None)
        if form is not None:
            self.app.push(self.app.registry["sign in"](self.app, link, form))
        elif element is wid.get("confirm"):
            self._confirm()
        elif element is wid.get("change_address"):
            self._set_address(wid["address"].get_text())
        elif element is wid.get("send_again"):
            self._set_address(link.account.get("email"))
        elif element is wid.get("sign_out"):
            self._send(link.sign_out)
        elif element is wid.get("sign_out_everywhere"):
            self._send(link.sign_out_everywhere)
        elif element is wid.get("delete"):
            self._ask_delete()
        elif element in (wid.get(key) for key in OPENS):
            self.app.push(next(scene for key, scene in OPENS.items() if element is wid[key])(self.app, link))
        for key, button in wid.items():
            if isinstance(key, tuple) and element is button:
                self._show(self.servers[key[1]])
                self.message = ""
                self.layout()

    def _confirm(self) -> None:
        code = self.widgets["code"].get_text().strip()
        if not code:
            self._say(words("account.no_code"))
            return
        self._send(self.link.confirm, code)

    def _set_address(self, typed: str) -> None:
        """The address typed sent with the password; an empty field removes the address."""
        self.address_typed = typed
        password = self.widgets["password"].get_text()
        if not password:
            self._say(words("account.address_password"))
            return
        self._send(self.link.set_address, typed.strip() or None, password)

    def _ask_delete(self) -> None:
        password = self.widgets["password"].get_text()
        if not password:
            self._say(words("account.delete_password"))
            return
        name, server = self.link.name, server_words((self.link.address, self.link.port, self.link.tls))
        ask(self.app, words("account.delete_title", name=name), words("account.delete_question", name=name, server=server),
            words("account.delete"), lambda: self._send(self.link.delete, password))

    def _send(self, request, *values) -> None:
        """Ask the server, saying so until it answers."""
        request(*values)
        self._say(words("account.asking"), wrong=False)

    # Each frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        link = self.link
        if link is None:
            return
        link.poll()
        refused, news = link.take_refusal(), link.take_news()
        if refused is not None:
            self._say(refusal_text(refused))
        elif news == ADDRESS_SET:
            self.address_typed = None  # the field shows the account's address again
            self._say(self._address_said(link.account or {}), wrong=False)
        elif news in NEWS:
            self._say(words(NEWS[news], server=server_words((link.address, link.port, link.tls))), wrong=news == ENDED)
        if self._state() != self.seen and asking(self.app) is None:
            self.layout()

    @staticmethod
    def _address_said(account: dict) -> str:
        email = account.get("email")
        if not email:
            return words("account.address_removed")
        return words("account.email_confirmed" if account.get("confirmed") else "account.code_sent_to", email=email)

    def leave(self) -> None:
        if self.link is not None and self.link is not self.given:
            self.link.close()
        super().leave()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("account.title"), "serif_bold", round(50 * f), GOLD, (w // 2, round(74 * f)), "center")

    def targets(self):
        found = {key: widget.rect.copy() for key, widget in self.widgets.items() if hasattr(widget, "rect")}
        question = asking(self.app)
        return {**found, **question.targets()} if question is not None else found
