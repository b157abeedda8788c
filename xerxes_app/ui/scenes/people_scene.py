"""Friends and blocks, opened from the account screen for the account signed in on one server
(docs/network.md, "Follows and blocks"): the players it follows, each with whether they are here
(signed in at the server lately) or since when they are away, and the players it blocks; a name
typed and Follow or Block, a row's Unfollow or Unblock. The server's answer is always the whole of
both lists (`people`), which the screen shows as it arrives; a refusal (no such player, oneself,
too many) is said in words under the fields."""

from __future__ import annotations

import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ...net.account_link import AccountLink
from ...net.clocks import DAY
from ..game import net_presence
from ..game.net_play import refusal_text
from ..looks.language import words
from ..looks.paint import elided
from .account_page import AccountPage
from .said_here import said_here

LISTS = (("following", "follow", "unfollow"), ("blocking", "block", "unblock"))  # each list, its request, its row's
ASKS = ("people", "follow_player", "unfollow_player", "block_player", "unblock_player")
ROWS_SHOWN = 7  # of each list, the rest counted below them; the server keeps up to 500
NAME_MOST = 40  # characters typed: a seat's name is shorter


def seen_words(row: dict) -> str:
    """Whether a followed player is here, or since when away, as the table says it of a seat."""
    if row.get("here") is True:
        return words("day.here")
    seen = row.get("seen")
    if type(seen) not in (int, float):
        return words("people.never_seen")
    days = int((net_presence.wall() - seen) // DAY)
    if days >= 1:
        return words("day.away_days", count=days)
    return words("day.away_since", time=time.strftime("%H:%M", time.localtime(seen)))


class PeopleScene(AccountPage):
    title = "people.friends_title"

    def __init__(self, app, link: AccountLink):
        super().__init__(app, link, ("people",), ASKS)
        self.people: dict | None = None  # the server's last "people" answer
        self.done: tuple[str, str] | None = None  # (request, name) sent and not yet answered
        self.typed: dict = {}  # what the fields held, kept across a layout
        self.tap.send({"type": "people"})

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        pad, row, gap = round(40 * f), round(40 * f), round(6 * f)
        wid = self.widgets = {}
        column = (w - 3 * pad) // 2
        font = m.get_theme().get_font(["label"])
        button_w = round(170 * f)
        for i, (kind, ask, undo) in enumerate(LISTS):
            x, y = pad + i * (column + pad), round(120 * f)
            UILabel(pygame.Rect(x, y, column, row), words(f"people.{kind}"), m, container=root, object_id="#heading_small")
            y += row + gap
            wid[("name", kind)] = UITextEntryLine(pygame.Rect(x, y, column - button_w - gap, row), m, container=root,
                                                  placeholder_text=words("people.hint_name"))
            wid[("name", kind)].set_text_length_limit(NAME_MOST)
            wid[("name", kind)].set_text(self.typed.get(("name", kind), ""))
            wid[ask] = UIButton(pygame.Rect(x + column - button_w, y, button_w, row), words(f"people.{ask}"), m,
                                container=root, tool_tip_text=words(f"people.{ask}_tip"))
            y += row + 2 * gap
            rows = (self.people or {}).get(kind, [])
            if self.people is None:
                UILabel(pygame.Rect(x, y, column, row), words("account.asking"), m, container=root, object_id="#feedback")
            elif not rows:
                UILabel(pygame.Rect(x, y, column, row), words(f"people.nobody_{'followed' if kind == 'following' else 'blocked'}"),
                        m, container=root, object_id="#feedback")
            for person in rows[:ROWS_SHOWN]:
                name = str(person.get("name", ""))
                said = words("people.seen_row", name=name, where=seen_words(person)) if kind == "following" else name
                UILabel(pygame.Rect(x, y, column - button_w - gap, row), elided(said, font, column - button_w - 2 * gap), m,
                        container=root)
                wid[(undo, name)] = UIButton(pygame.Rect(x + column - button_w, y, button_w, row), words(f"people.{undo}"), m,
                                             container=root)
                y += row + gap
            if len(rows) > ROWS_SHOWN:  # the rest counted, on the row kept for it
                UILabel(pygame.Rect(x, y, column, row), words("people.more", count=len(rows) - ROWS_SHOWN), m, container=root,
                        object_id="#feedback")
        top = round(120 * f) + 2 * (row + gap) + (ROWS_SHOWN + 1) * (row + gap) + 2 * gap
        wid["message"] = said_here(self.app, root, pad, top, w - 2 * pad, self.message, self.wrong)
        wid["back"] = UIButton(pygame.Rect(pad, h - round(90 * f), round(180 * f), round(50 * f)), words("common.back"), m,
                               container=root)

    def layout(self) -> None:
        self.typed = {key: widget.get_text() for key, widget in self.widgets.items() if isinstance(widget, UITextEntryLine)}
        super().layout()

    # Input ------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            for kind, ask, _ in LISTS:
                if event.ui_element is wid.get(("name", kind)):
                    self._ask(ask, wid[("name", kind)].get_text().strip())
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for kind, ask, undo in LISTS:
            if event.ui_element is wid.get(ask):
                self._ask(ask, wid[("name", kind)].get_text().strip())
        for key, button in list(wid.items()):
            if isinstance(key, tuple) and key[0] in ("unfollow", "unblock") and event.ui_element is button:
                self._ask(key[0], key[1])

    def _ask(self, request: str, name: str) -> None:
        if not name:
            self._say(words("people.no_name"))
            return
        self.done = (request, name)
        self.tap.send({"type": f"{request}_player", "name": name})
        self._say(words("account.asking"), wrong=False)

    # Each frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for frame in self.tap.poll():
            if frame["type"] == "refused":
                self.done = None
                self._say(refusal_text(frame))
            else:
                self.people = {kind: [row for row in frame.get(kind, []) if isinstance(row, dict)]
                               for kind, _, _ in LISTS}
                if self.done is not None:  # done: its name no more in the field, and said
                    request, name = self.done
                    self.done = None
                    for kind, ask, _ in LISTS:
                        if request == ask:
                            self.widgets[("name", kind)].set_text("")
                    self.message, self.wrong = words(f"people.{request}ed", name=name), False
                self.layout()
