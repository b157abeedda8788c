"""The table's log: a drawer over the mats, opened and closed by its button. Each player reads
only the entries their seat may (R25), with the computers' public reasons beside theirs. While a
person's own hand is shown the drawer never covers it: the hand moves down (`hand_area`) to the
room left under the drawer. In a network game the words at the table go on top, with a field to
say one at the drawer's foot (talk_line.py), and the lines said while the drawer is shut are
counted on a badge at its button's corner; a watcher's drawer is open from the start, under the
mats, where a hand would be."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UILabel

from ...rules import view_for
from ..looks.language import current, words
from ..looks.log_text import log_html
from ..looks.look import text_scale
from .talk_line import TalkLine

LOG_ENTRIES = 40  # laying out a UITextBox's text costs about 1 ms a line


class LogDrawer:
    def __init__(self, play, table=None):
        self.play = play
        self.table = table
        talks = isinstance(getattr(play.session, "talk", None), list)  # a network game's copy (net/mirror.py)
        self.talk = TalkLine(play, self._refuse) if talks else None
        self.watching = talks and play.session.watching
        self.open = self.watching  # a watcher has no hand to show: the log takes its place
        self.box = None  # the text box and the button that opens it, made by the table's layout
        self.button = None
        self.badge = None  # the count of lines unread, on the button's corner
        self.root = None  # the table's container, where the words at the table's field is made
        self.hands: tuple = ()  # the hand's room, and its room under the open drawer (layout.py)
        self._shown: tuple = ()

    @property
    def covers_mats(self) -> bool:
        """Whether the drawer is open over the mats (a watcher's is under them)."""
        return self.open and not self.watching

    @property
    def leaves_hand(self) -> bool:
        """Whether the drawer is open above a hand shown: the hand then lies under it."""
        return bool(self.hands) and self.covers_mats and self.play.viewer is not None

    @property
    def hand_area(self) -> pygame.Rect:
        return self.hands[1] if self.leaves_hand else self.hands[0]

    def _refuse(self, said: str) -> None:
        """A line refused before it is sent: said where the screen showing the drawer (the table,
        or the opening discards') says its refusals."""
        screen = self.play.app.top
        screen.refusal = said
        self.play.app.sound.play("refusal")
        screen.refresh()

    def entries(self) -> list:
        """The log as the player on screen may read it: the public entries, and their own."""
        seat = self.play.viewer
        if seat is None:
            return [entry for entry in self.play.state.log if entry.seat is None]
        return view_for(self.play.state, seat).log

    def last_news(self, label) -> str:
        """The newest entry, for the line under the banner (`label`): cut short with "…" where it
        is longer than the line (the drawer has it whole), as the game's first entry, naming
        every satrap in turn order, is at the largest text size."""
        log = self.entries()
        news = log[-1].words(current()) if log else ""
        room = label.rect.width - 8
        while news and label.font.size(news)[0] > room:
            news = news[:-2] + "…"
        return news

    def update(self) -> None:
        """Write the newest entries into the box, when anything changed (a computer's reason
        arrives just after its decision). A shut drawer holds nothing: laying out its text costs
        about 1 ms a line, which every click would pay for a drawer nobody reads."""
        if self.talk is not None:
            self.talk.update(self.open)
            self._count_unread()
        if not self.open:
            if self._shown != ():
                self.box.set_text("")
                self._shown = ()
            return
        reasons = self.play.reasons
        talk = self.talk.state() if self.talk is not None else ()
        key = (len(self.play.state.log), self.play.viewer, len(reasons.kept), talk)
        if key == self._shown:
            return
        self._shown = key
        said = self.talk.html() if self.talk is not None else ""
        self.box.set_text(said + log_html(self.entries()[-LOG_ENTRIES:], reasons.reason_for))

    def _count_unread(self) -> None:
        if self.badge is None:
            return
        unread = self.talk.unread()
        self.badge.set_text(str(unread))  # the same words again draw nothing anew
        if self.badge.visible != bool(unread):
            self.badge.show() if unread else self.badge.hide()

    def handle(self, event) -> bool:
        """The words at the table's field, phrases and menu: True when the event was theirs."""
        return self.talk is not None and self.talk.handle(event)

    def targets(self) -> dict:
        """The words at the table's field, phrases, Mute… and its list, while the drawer is open."""
        if self.talk is None or not self.open:
            return {}
        return {**{("talk", key[1] if isinstance(key, tuple) else key): widget.rect.copy()
                   for key, widget in self.talk.widgets.items() if key != "left"}, **self.talk.mute_list.targets()}

    def refresh(self, bottom: int) -> None:
        """The drawer, open or shut, ending at `bottom`: above "show my hand" while the hand is
        veiled, so neither covers the other; at the hand's foot once it is shown, or, with the
        person's own hand shown, above the room the hand moves to."""
        if self.leaves_hand:
            bottom = self.hand_area.top - round(8 * self.play.app.factor)
        rect = self.box.rect
        foot = self.talk.height(self.play.app.factor) if self.talk is not None else 0
        if rect.bottom != bottom - foot:
            self.box.set_dimensions((rect.width, bottom - foot - rect.top))
        if self.talk is not None and self.root is not None and (self.talk.placed is None or self.talk.placed[2].bottom != bottom):
            app = self.play.app
            self.talk.build(app.manager, self.root, pygame.Rect(rect.left, bottom - foot, rect.width, foot), app.factor)
        self.update()
        self.box.show() if self.open else self.box.hide()
        if self.talk is not None:
            self.talk.show(self.open)
        self.button.set_text(words("table.close_log" if self.open else "table.log"))

    def laid_out(self, box, button, root=None, hands: tuple = ()) -> None:
        """A new text box and button, for a new layout: written afresh. A watcher's starts under
        the mats; the words at the table's field are made at its foot; `hands` is the table's
        hand's room, and its room under the open drawer."""
        self.box, self.button, self.root, self.hands = box, button, root, hands
        self._shown = ()
        if self.talk is not None and root is not None:
            self.badge = self._badge(button, root)
        if self.talk is not None:
            self.talk.placed = None  # made anew at the drawer's foot
        if self.watching and self.table is not None:
            top = self.table.hand_area.top
            box.set_relative_position((box.relative_rect.left, box.relative_rect.top + top - box.rect.top))
            box.set_dimensions((box.rect.width, self.table.hand_area.bottom - top))

    def _badge(self, button, root) -> UILabel:
        """The unread count's badge, on the button's top right corner, in the gap above it and
        clear of its centred words (made after the button, so drawn over it)."""
        size = self.play.app.factor * text_scale()  # its number grows with the text's size
        rect = pygame.Rect(0, 0, round(24 * size), round(20 * size))
        rect.topright = (button.rect.right, button.rect.top - round(8 * self.play.app.factor))  # the column's gap (layout.py)
        badge = UILabel(rect, "0", self.play.app.manager, container=root, object_id="#badge")
        badge.hide()
        return badge
