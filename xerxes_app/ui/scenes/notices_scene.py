"""Notices of the turns, opened from the account screen for the account signed in on one server
(docs/network.md, "Ratings, the leaderboard and the notices of turns"): off, by e-mail or by push
(only the ways the server sends them, its `channels`; e-mail only once the account's address is
confirmed, and a press of it otherwise says why), the push address, each turn, the clock low, or a
daily digest at an hour of the person's time zone instead of each turn. The screen shows the
server's settings as they arrive, changes a copy of them as the person clicks and types, and Save
sends that copy whole (`set_notices`): what the server keeps comes back, and a refusal (a way it
has not, an address that is none, no such time zone) is said in words under the fields."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ...net.account_link import AccountLink
from ...people.notice_settings import PUSH_MOST
from ...people.notices import EMAIL, PUSH
from ..game.net_play import refusal_text
from ..looks.language import words
from ..shell.dimmed import dim
from .account_page import AccountPage
from .said_here import said_here

CHOICES = (("turns", (True, False)), ("reminders", (True, False)), ("digest", (None, "hour")))  # besides "by"
FIRST_HOUR = 8  # a digest's hour when first chosen
ZONE_MOST = 64


def choice_words(key: str, value, draft: dict) -> tuple[str, bool]:
    """A choice of the turns' rows: its words, and whether the settings shown have it."""
    if key != "digest":
        return words("people.on" if value else "people.off"), draft[key] == value
    if value is None:
        return words("people.no_digest"), draft["digest"] is None
    hour = draft["digest"] if draft["digest"] is not None else FIRST_HOUR
    return words("people.hour", hour=hour), draft["digest"] is not None


class NoticesScene(AccountPage):
    title = "people.notices_title"

    def __init__(self, app, link: AccountLink):
        super().__init__(app, link, ("notices",), ("notices", "set_notices"))
        self.kept: dict | None = None  # the settings the server keeps
        self.channels: list[str] = []
        self.draft: dict = {}  # the settings as shown, Save sends them
        self.saving = False
        self.tap.send({"type": "notices"})

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        wid = self.widgets = {}
        width = min(w - round(80 * f), round(1000 * f))
        left, row, step = (w - width) // 2, round(40 * f), round(50 * f)
        label_w, choice_w = round(230 * f), round(220 * f)
        x, y = left + label_w + round(10 * f), round(124 * f)
        if self.kept is None:
            UILabel(pygame.Rect(left, y, width, row), words("account.asking"), m, container=root, object_id="#feedback")
        else:
            draft = self.draft
            self._label(root, "by", left, y, label_w, row)
            ways = [None, *(way for way in (EMAIL, PUSH) if way in self.channels)]
            for i, way in enumerate(ways):
                self._choice(root, ("by", way), words(f"people.by_{way or 'off'}"), pygame.Rect(x + i * (choice_w + round(8 * f)), y,
                                                                                                choice_w, row), draft["by"] == way)
            if EMAIL in ways and not self.link.account.get("confirmed"):
                dim(wid[("by", EMAIL)], words("people.email_why"))
            y += step
            if not self.channels:
                UILabel(pygame.Rect(left, y, width, row), words("people.no_channels"), m, container=root, object_id="#feedback")
                y += step
            if PUSH in self.channels:
                self._label(root, "push", left, y, label_w, row)
                wid["push"] = UITextEntryLine(pygame.Rect(x, y, width - label_w - round(10 * f), row), m, container=root,
                                              placeholder_text=words("people.push_hint"))
                wid["push"].set_text_length_limit(PUSH_MOST)
                wid["push"].set_text(draft["push"] or "")
                y += step
            for key, values in CHOICES:
                self._label(root, key, left, y, label_w, row)
                for i, value in enumerate(values):
                    said, chosen = choice_words(key, value, draft)
                    self._choice(root, (key, value), said, pygame.Rect(x + i * (choice_w + round(8 * f)), y, choice_w, row), chosen)
                if key == "turns" and draft["digest"] is not None:  # the digest tells them instead
                    for value in values:
                        dim(wid[(key, value)], words("people.digest_instead"))
                if key == "digest" and draft["digest"] is not None:  # its hour, earlier or later
                    for i, (turn, sign) in enumerate(((-1, "−"), (1, "+"))):
                        wid[("hour", turn)] = UIButton(pygame.Rect(x + 2 * (choice_w + round(8 * f)) + i * (row + round(8 * f)), y,
                                                                   row, row), sign, m, container=root)
                y += step
            self._label(root, "zone", left, y, label_w, row)
            wid["zone"] = UITextEntryLine(pygame.Rect(x, y, choice_w * 2 + round(8 * f), row), m, container=root,
                                          placeholder_text=words("people.zone_hint"))
            wid["zone"].set_text_length_limit(ZONE_MOST)
            wid["zone"].set_text(draft["zone"])
            y += step
        wid["message"] = said_here(self.app, root, left, y, width, self.message, self.wrong)
        bottom = h - round(90 * f)
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        if self.kept is not None:
            wid["save"] = UIButton(pygame.Rect(left + width - round(260 * f), bottom, round(260 * f), round(50 * f)),
                                   words("people.save"), m, container=root, object_id="#big_button")

    def _label(self, root, key: str, left: int, y: int, width: int, row: int) -> None:
        UILabel(pygame.Rect(left, y, width, row), words(f"people.{key}"), self.app.manager, container=root,
                object_id="#heading_small")

    def _choice(self, root, key: tuple, said: str, rect: pygame.Rect, chosen: bool) -> None:
        """One of a row's choices; a row of the turns' says what it is about in its tooltip."""
        tip = words(f"people.{key[0]}_tip") if key[0] in ("turns", "reminders", "digest") else None
        self.widgets[key] = UIButton(rect, said, self.app.manager, container=root, tool_tip_text=tip,
                                     object_id="#selected" if chosen else None)

    def layout(self) -> None:
        for key in ("push", "zone"):  # what was typed stays, whatever else is clicked
            if key in self.widgets:
                self.draft[key] = self.widgets[key].get_text().strip() or (None if key == "push" else "UTC")
        super().layout()

    # Input ------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is wid.get("save"):
            self.layout()  # the fields read into the copy
            self.saving = True
            self.tap.send({"type": "set_notices", "settings": dict(self.draft)})
            self._say(words("account.asking"), wrong=False)
            return
        key = next((key for key, button in wid.items() if isinstance(key, tuple) and button is event.ui_element), None)
        if key is None:
            return
        what, value = key
        if what == "hour":
            self.draft["digest"] = (self.draft["digest"] + value) % 24
        elif what == "digest":
            self.draft["digest"] = None if value is None else self.draft["digest"] if self.draft["digest"] is not None else FIRST_HOUR
        else:
            self.draft[what] = value
        self.layout()

    # Each frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for frame in self.tap.poll():
            if frame["type"] == "refused":
                self.saving = False
                self._say(refusal_text(frame))
            elif isinstance(frame.get("settings"), dict):
                self.kept = frame["settings"]
                self.channels = [way for way in frame.get("channels", []) if way in (EMAIL, PUSH)]
                self.draft = dict(self.kept)
                if self.saving:
                    self.saving = False
                    self.message, self.wrong = words("people.saved"), False
                self.widgets = {key: widget for key, widget in self.widgets.items() if key not in ("push", "zone")}
                self.layout()  # the server's settings shown, not what the fields held
