"""A word to the table, in the log's drawer of a network game: the lines said at the table on top
of the log, a field to say one (Enter says it), the set phrases a click away, and a menu to mute
a person (kept on this computer, saving/muted.py). What happens to the seats is among the lines,
in italics after its time ("14:02 Bo gave up their seat", net/seat_events.py), never muted. A watcher reads the lines and who else
watches, and says a line too where the game's watchers may speak: marked as a watcher's ("Cy (watching)").

The lines are plain text, escaped before pygame-gui's markup sees them; a set phrase is said by
its key and worded in this reader's language. The field takes the keys only while it has the
focus (a click in it): until then the table's shortcuts are the table's (shell/focus.py).
"""

from __future__ import annotations

import html
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from ...net.table_talk import LINE_MAX, PHRASES, SEAT_EVENTS
from ...saving.muted import muted_seats, set_muted
from ...saving.records import network_key
from ..looks.language import words
from .layout import shared
from .table_news import news_words

LINES_SHOWN = 12  # the newest lines, above the log


class TalkLine:
    def __init__(self, play):
        self.play = play
        self.game = play.session  # the game's copy (net/mirror.py): its lines, watchers and seats
        link = play.link
        self.key = network_key(link.address, link.port, link.code or "")
        self.folder = play.app.keeper.save_dir
        self.muted = muted_seats(self.folder, self.key)
        self.widgets: dict = {}
        self.options: dict[str, int] = {}  # the mute menu's words: the seat they mute or hear again
        self.placed: tuple | None = None  # where the widgets were built: (manager, root, rect, factor)

    @property
    def speaks(self) -> bool:
        """Whether this screen holds a seat to speak from, or watches where watchers may speak."""
        return bool(self.game.my_seats) or self.game.may_speak

    def height(self, factor: float) -> int:
        """The room the field and the phrases take under the lines."""
        return 2 * round(34 * factor) + 2 * round(6 * factor) if self.speaks else 0

    def build(self, manager, root, rect: pygame.Rect, factor: float) -> None:
        """The field and the buttons, in `rect` (the drawer's foot); a line being typed is kept."""
        draft = self.widgets["entry"].get_text() if "entry" in self.widgets else ""
        for widget in self.widgets.values():
            widget.kill()
        self.widgets = {}
        self.placed = (manager, root, rect, factor)
        if not self.speaks:
            return
        row, pad = round(34 * factor), round(6 * factor)
        font = manager.get_theme().get_font(["button"])

        def fits(text: str, more: int = 0) -> int:  # a button as wide as its words, and its margins
            return font.size(text)[0] + round((16 + more) * factor)

        others = [seat for seat, person in enumerate(self.game.seats)
                  if person.is_human and seat not in self.game.my_seats]
        # The first row: the field, Say, and the menu to mute someone (when anyone else speaks).
        say_w = fits(words("talk.say"))
        menu_w = fits(words("talk.mute_menu"), 24) if others else 0
        entry_w = rect.width - say_w - menu_w - pad * (2 if others else 1)
        entry = UITextEntryLine(pygame.Rect(rect.left, rect.top + pad, entry_w, row), manager,
                                container=root, placeholder_text=words("talk.placeholder"))
        entry.set_text_length_limit(LINE_MAX)
        entry.set_text(draft)
        self.widgets["entry"] = entry
        self.widgets["say"] = UIButton(pygame.Rect(rect.left + entry_w + pad, rect.top + pad, say_w, row), words("talk.say"),
                                       manager, container=root, tool_tip_text=words("talk.say_tip"))
        if others:
            self.options = {}
            for seat in others:
                name = self.game.seats[seat].name
                self.options[words("talk.hear" if seat in self.muted else "talk.mute", name=name)] = seat
            shown = [words("talk.mute_menu"), *self.options]
            self.widgets["mute"] = UIDropDownMenu(shown, shown[0], pygame.Rect(rect.right - menu_w, rect.top + pad, menu_w, row),
                                                  manager, container=root, object_id="#opens_up")
        # The second row: the set phrases, each as wide as its words and a share of the rest.
        phrases = pygame.Rect(rect.left, rect.top + 2 * pad + row, rect.width, row)
        for phrase, place in zip(PHRASES, shared(phrases, pad, tuple(fits(words(f"talk.{p}")) for p in PHRASES))):
            self.widgets[("phrase", phrase)] = UIButton(place, words(f"talk.{phrase}"), manager, container=root,
                                                        tool_tip_text=words("talk.phrase_tip"))

    def show(self, shown: bool) -> None:
        for widget in self.widgets.values():
            widget.show() if shown else widget.hide()

    def handle(self, event) -> bool:
        """A line said, a phrase clicked, a person muted or heard again: True when it was one."""
        wid = self.widgets
        if not wid:
            return False
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is wid["entry"]:
            self._say()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and element is wid["say"]:
            self._say()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and any(widget is element for widget in self._phrases()):
            self.game.say(phrase=next(key[1] for key, widget in wid.items() if widget is element))
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and element is wid.get("mute"):
            seat = self.options.get(event.text)
            if seat is None:
                return True
            self.mute(seat, seat not in self.muted)
            self.build(*self.placed)  # the menu made again, with its new words
        else:
            return False
        return True

    def _phrases(self) -> list:
        return [widget for key, widget in self.widgets.items() if isinstance(key, tuple)]

    def mute(self, seat: int, muted: bool) -> None:
        """Mute the person at `seat` (or hear them again), on this computer only."""
        self.muted = self.muted | {seat} if muted else self.muted - {seat}
        set_muted(self.folder, self.key, seat, muted)

    def _say(self) -> None:
        entry = self.widgets["entry"]
        text = entry.get_text().strip()
        if text:
            self.game.say(text)
            entry.set_text("")

    def state(self) -> tuple:
        """What the lines above the log depend on: written again when it changes."""
        return len(self.game.talk), len(self.game.events), tuple(sorted(self.muted)), tuple(self.game.watchers)

    def html(self) -> str:
        """The lines said (the muted people's left out) and who watches, newest first, as
        pygame-gui markup made of escaped plain text."""
        names = [seat.name for seat in self.game.seats]
        lines = []
        for line in sorted(self.game.talk + self.game.events, key=lambda line: line["n"], reverse=True):
            seat, watcher, news = line.get("seat"), line.get("watcher"), news_words(line)
            if seat is None and isinstance(watcher, str):  # where watchers may speak: marked as a watcher's
                lines.append(self._said(line, words("talk.watcher_name", name=watcher)))
            elif not isinstance(seat, int) or not 0 <= seat < len(names):
                continue
            elif line.get("event") in SEAT_EVENTS or news:  # what happened to a seat, told by the table: never muted
                told = news if news else event_words(line, names[seat])
                lines.append(f"<i>{html.escape(words('talk.line', name=names[seat], line=told) if news else told)}</i>")
            elif seat in self.muted:
                continue
            else:
                lines.append(self._said(line, names[seat]))
            if len(lines) == LINES_SHOWN:
                break
        if self.game.watchers:
            lines.append(f"<i>{html.escape(words('talk.watchers', names=', '.join(self.game.watchers)))}</i>")
        if not lines:
            return ""
        return f"<font color='#f2d27a'><b>{words('talk.heading')}</b></font><br>" + "<br>".join(lines) + "<br><br>"

    @staticmethod
    def _said(line: dict, name: str) -> str:
        phrase = line.get("phrase")
        said = words(f"talk.{phrase}") if phrase in PHRASES else str(line.get("text", ""))
        return words("talk.line", name=f"<b>{html.escape(name)}</b>", line=html.escape(said))


def event_words(line: dict, name: str) -> str:
    """A seat's event as this reader's language words it, after the time it happened: "14:02 Bo gave up their seat"."""
    at = line.get("at")
    said = words(f"talk.event_{line['event']}", name=name)
    return f"{time.strftime('%H:%M', time.localtime(at))} {said}" if type(at) in (int, float) else said
