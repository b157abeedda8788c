"""Signing in to an account on one server, creating one, or setting a new password by a code sent
by e-mail (net/account_link.py): three forms of one screen, opened from Join, Host (served by a
server) and the account screen, each naming the server it is about.

- Sign in: the name and the password; **Forgot your password?** and **Create an account** beside.
- Create an account: a name (a seat's rules, names.py), the password twice, with its rules said
  before anything is sent (at least 10 characters, not one of the most common: people/passwords.py),
  and an e-mail address if the person wants one, for a code when the password is forgotten; the
  code to confirm it is typed on the account screen, which follows.
- Forgot your password?: the account's name, then **Send me a code**; the code received and a new
  password twice, which signs in (every other sign-in of the account ended).

Passwords are typed in masked fields and sent once, never kept. Whatever this computer can tell is
wrong (a name, a password too short or common, the two passwords differing) is said before asking;
every refusal of the server is said under the form, in words. Once signed in, the screen beneath
shows the account's name."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ...names import SEAT_NAME_MAX, name_problem
from ...net.account_link import RESET_ASKED, AccountLink
from ...people.passwords import PASSWORD_MAX, PASSWORD_MIN, password_problem
from ..game.net_play import refusal_text
from ..looks.backdrop import backdrop
from ..looks.language import current, said, words
from ..looks.look import CREAM, GOLD
from ..looks.paint import blit_text
from .said_here import Saying, said_here
from .used_servers import server_words

SIGN_IN, CREATE, FORGOT = "sign in", "create", "forgot"
# Each form's fields, in order: (key, masked).
FIELDS = {SIGN_IN: (("name", False), ("password", True)),
          CREATE: (("name", False), ("password", True), ("again", True), ("email", False)),
          FORGOT: (("name", False), ("code", False), ("password", True), ("again", True))}
# Each form's own button, and the other forms it offers.
SUBMIT = {SIGN_IN: "sign_in", CREATE: "create", FORGOT: "reset"}
OTHERS = {SIGN_IN: (FORGOT, CREATE), CREATE: (SIGN_IN,), FORGOT: (SIGN_IN,)}
EMAIL_MAX = 254


class SignIn(Saying):
    def __init__(self, app, link: AccountLink, form: str = SIGN_IN):
        super().__init__(app)
        self.link = link
        self.form = form
        self.typed: dict[str, str] = {"name": link.name or ""}  # passwords too, only while the screen is up
        self.sent = False  # a request of this form's is waiting for its answer

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        width, row, label_w = round(760 * f), round(42 * f), round(250 * f)
        left = (w - width) // 2
        wid = self.widgets = {}
        y = round(170 * f)
        for key, masked in FIELDS[self.form]:
            if self.form == FORGOT and key == "code":  # the code asked for first, then typed with the new password
                wid["send_code"] = UIButton(pygame.Rect(left + label_w + round(10 * f), y, round(300 * f), row),
                                            words("account.send_code"), m, container=root,
                                            tool_tip_text=words("account.send_code_tip"))
                y += row + round(14 * f)
            UILabel(pygame.Rect(left, y, label_w, row), words(f"account.field_{key}"), m, container=root,
                    object_id="#heading_small")
            entry = wid[key] = UITextEntryLine(pygame.Rect(left + label_w + round(10 * f), y, width - label_w - round(10 * f), row),
                                               m, container=root, placeholder_text=self._hint(key))
            entry.set_text_length_limit({"name": SEAT_NAME_MAX, "email": EMAIL_MAX, "code": 16}.get(key, PASSWORD_MAX))
            entry.set_text_hidden(masked)
            entry.set_text(self.typed.get(key, ""))
            y += row + round(10 * f)
        if self.form != SIGN_IN:  # the password's rules, before anything is refused
            UILabel(pygame.Rect(left, y, width, round(30 * f)), words("account.password_rules", least=PASSWORD_MIN), m,
                    container=root, object_id="#feedback")
            y += round(36 * f)
        y += round(6 * f)
        wid["submit"] = UIButton(pygame.Rect(left + label_w + round(10 * f), y, round(300 * f), row),
                                 words(f"account.{SUBMIT[self.form]}"), m, container=root, object_id="#selected")
        y += row + round(12 * f)
        wid["message"] = said_here(self.app, root, left, y, width, self.message, self.wrong)
        bottom = h - round(90 * f)
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        x = left + width
        for other in reversed(OTHERS[self.form]):
            label = words(f"account.to_{other.replace(' ', '_')}")
            size = max(round(200 * f), m.get_theme().get_font(["button"]).size(label)[0] + round(24 * f))
            x -= size
            wid[("form", other)] = UIButton(pygame.Rect(x, bottom, size, round(50 * f)), label, m, container=root)
            x -= round(10 * f)

    def _hint(self, key: str) -> str:
        return words(f"account.hint_{key}") if key in ("email", "code") else ""

    def _read(self) -> None:
        for key, _ in FIELDS[self.form]:
            self.typed[key] = self.widgets[key].get_text()

    # Input ------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and any(event.ui_element is wid[key] for key, _ in FIELDS[self.form]):
            self._read()
            self._submit()  # Enter in a field sends the form
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        self._read()
        if event.ui_element is wid["submit"]:
            self._submit()
        elif event.ui_element is wid.get("send_code"):
            self._send_code()
        for (_, form), button in ((key, b) for key, b in wid.items() if isinstance(key, tuple)):
            if event.ui_element is button:  # another form: the name and address kept, never a password
                self.typed = {key: self.typed[key] for key in ("name", "email") if key in self.typed}
                self.form, self.message, self.wrong = form, "", False
                self.layout()

    def _problem(self) -> str | None:
        """What this computer can tell is wrong with the form, in words; None when nothing is."""
        typed = self.typed
        problem = name_problem(typed["name"], SEAT_NAME_MAX)
        if problem:
            return said(problem)
        if self.form == SIGN_IN:
            return None if typed["password"] else words("account.no_password")
        if self.form == FORGOT and not typed["code"].strip():
            return words("account.no_code")
        problem = password_problem(typed["password"], typed["name"])
        if problem:
            return said(problem)
        if typed["again"] != typed["password"]:
            return words("account.passwords_differ")
        return None

    def _submit(self) -> None:
        problem = self._problem()
        if problem:
            self._say(problem)
            return
        typed, link = self.typed, self.link
        name = typed["name"].strip()
        if self.form == SIGN_IN:
            link.sign_in(name, typed["password"])
        elif self.form == CREATE:
            link.sign_up(name, typed["password"], typed["email"].strip() or None, current())
        else:
            link.reset(name, typed["code"].strip(), typed["password"])
        self.sent = True
        self._say(words("account.asking"), wrong=False)

    def _send_code(self) -> None:
        problem = name_problem(self.typed["name"], SEAT_NAME_MAX)
        if problem:
            self._say(said(problem))
            return
        self.link.ask_reset(self.typed["name"].strip())
        self.sent = True
        self._say(words("account.asking"), wrong=False)

    # Each frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        link = self.link
        link.poll()
        refused, news = link.take_refusal(), link.take_news()
        if refused is not None:
            self.sent = False
            self._say(refusal_text(refused))
        elif news == RESET_ASKED:
            self.sent = False
            self._say(words("account.code_sent"), wrong=False)
        elif self.sent and link.asked is None and link.signed_in:
            self.sent = False
            account = self.app.registry["account"]
            beneath = self.app.stack[-2] if len(self.app.stack) > 1 else None
            if self.form == CREATE and link.account.get("email") and not isinstance(beneath, account):
                self.app.replace(account(self.app, link))  # its code, typed on the account screen
            else:
                self.app.pop()
        elif link.unreachable:
            self._say(words("join.unreachable", address=link.address, port=str(link.port)))

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words(f"account.title_{self.form.replace(' ', '_')}"), "serif_bold", round(50 * f), GOLD,
                  (w // 2, round(74 * f)), "center")
        server = server_words((self.link.address, self.link.port, self.link.tls))
        blit_text(surface, words("account.on_server", server=server), "sans", round(18 * f), CREAM, (w // 2, round(124 * f)),
                  "center")

    def targets(self):
        return {key: widget.rect.copy() for key, widget in self.widgets.items() if hasattr(widget, "rect")}
