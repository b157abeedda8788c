"""A word to the table, in the log's drawer of a network game: the lines said at the table on top
of the log, a field to say one (Enter says it) with the characters left beside it, the set
phrases a click away, and the list of whom this computer hears (mute_list.py; kept on this
computer by name, saving/muted.py). What happens to the seats is among the lines, in italics
after its time ("14:02 Bo gave up their seat", net/seat_events.py), never muted. A watcher reads
the lines and who else watches, and says a line too where the game's watchers may speak: marked
as a watcher's ("Cy (watching)").

A line someone else says while the drawer is shut is counted unread (on the drawer's button,
log_drawer.py) and rings the soft "talk" chime at its own volume of the settings.

The lines are plain text, escaped before pygame-gui's markup sees them; a set phrase is said by
its key and worded in this reader's language. The field takes the keys only while it has the
focus (a click in it): until then the table's shortcuts are the table's (shell/focus.py).
"""

from __future__ import annotations

import html
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ...net.table_talk import LINE_MAX, PHRASES, SEAT_EVENTS, line_problem
from ...saving.muted import muted_people, set_muted
from ..looks.language import words
from ..shell.inputs import BACK
from .layout import shared
from .mute_list import MuteList
from .table_news import news_words

LINES_SHOWN = 12  # the newest lines, above the log
TYPED_MAX = 4 * LINE_MAX  # a field's worth: past LINE_MAX a line is refused in words, never cut silently


class TalkLine:
    def __init__(self, play, refuse):
        """`refuse(words)` says why a line cannot be said, where the screen says its refusals."""
        self.play = play
        self.refuse = refuse
        self.game = play.session  # the game's copy (net/mirror.py): its lines, watchers and seats
        self.folder = play.app.keeper.save_dir
        self.muted = muted_people(self.folder)  # by name: since when (the wall time)
        self.wall = time.time  # the moment a mute begins, beside the lines' times (the server's wall time)
        self.widgets: dict = {}
        self.mute_list = MuteList()
        self.placed: tuple | None = None  # where the widgets were built: (manager, root, rect, factor)
        # Lines by number: the newest read (the drawer open) and the newest heard (chimed for).
        self.read = self.heard = self._newest()

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

        def fits(text: str) -> int:  # a button as wide as its words, and its margins
            return font.size(text)[0] + round(16 * factor)

        # The first row: the field, the characters left, Say, and Mute… (when anyone else speaks).
        say_w = fits(words("talk.say"))
        left_w = max(fits(words(key, count=LINE_MAX)) for key in ("talk.left", "talk.over"))
        menu_w = fits(words("talk.mute_menu")) if self.others() else 0
        entry_w = rect.width - left_w - say_w - menu_w - pad * (3 if menu_w else 2)
        entry = UITextEntryLine(pygame.Rect(rect.left, rect.top + pad, entry_w, row), manager,
                                container=root, placeholder_text=words("talk.placeholder"))
        entry.set_text_length_limit(TYPED_MAX)
        entry.set_text(draft)
        self.widgets["entry"] = entry
        x = rect.left + entry_w + pad
        self.widgets["left"] = UILabel(pygame.Rect(x, rect.top + pad, left_w, row), "", manager, container=root)
        self._count()
        x += left_w + pad
        self.widgets["say"] = UIButton(pygame.Rect(x, rect.top + pad, say_w, row), words("talk.say"),
                                       manager, container=root, tool_tip_text=words("talk.say_tip"))
        if menu_w:
            self.widgets["mute"] = UIButton(pygame.Rect(rect.right - menu_w, rect.top + pad, menu_w, row), words("talk.mute_menu"),
                                            manager, container=root, tool_tip_text=words("talk.mute_menu_tip"))
        if self.mute_list.is_open:
            self._open_list()  # made again where the drawer now is
        # The second row: the set phrases, each as wide as its words and a share of the rest.
        phrases = pygame.Rect(rect.left, rect.top + 2 * pad + row, rect.width, row)
        for phrase, place in zip(PHRASES, shared(phrases, pad, tuple(fits(words(f"talk.{p}")) for p in PHRASES))):
            self.widgets[("phrase", phrase)] = UIButton(place, words(f"talk.{phrase}"), manager, container=root,
                                                        tool_tip_text=words("talk.phrase_tip"))

    def others(self) -> list[str]:
        """The names of the other people at the table, whom this computer may mute."""
        return [person.name for seat, person in enumerate(self.game.seats) if person.is_human and seat not in self.game.my_seats]

    def show(self, shown: bool) -> None:
        for widget in self.widgets.values():
            widget.show() if shown else widget.hide()
        if not shown:
            self.mute_list.close()

    def handle(self, event) -> bool:
        """A line said, a phrase clicked, the mute list opened or closed, a person muted or heard
        again: True when it was one. Escape closes an open list before anything else."""
        wid = self.widgets
        if not wid:
            return False
        element = getattr(event, "ui_element", None)
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED
        if event.type == BACK and self.mute_list.is_open:
            self.mute_list.close()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is wid["entry"]:
            self._count()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is wid["entry"]:
            self._say()
        elif pressed and element is wid["say"]:
            self._say()
        elif pressed and any(widget is element for widget in self._phrases()):
            self.game.say(phrase=next(key[1] for key, widget in wid.items() if widget is element))
        elif pressed and element is wid.get("mute"):
            self.mute_list.close() if self.mute_list.is_open else self._open_list()
        elif pressed and self.mute_list.pressed(element) is not None:
            name = self.mute_list.pressed(element)
            self.mute(name, name not in self.muted)
            self.mute_list.show(name, name in self.muted)
        else:
            return False
        return True

    def _phrases(self) -> list:
        return [widget for key, widget in self.widgets.items() if isinstance(key, tuple)]

    def _open_list(self) -> None:
        manager, root, rect, factor = self.placed
        self.mute_list.open(manager, root, rect, self.others(), lambda name: name in self.muted, factor)

    def mute(self, name: str, muted: bool) -> None:
        """Mute the person `name` from now on (or hear them again), in every game on this computer."""
        since = self.wall() if muted else None
        self.muted = {**self.muted, name: since} if muted else {key: value for key, value in self.muted.items() if key != name}
        set_muted(self.folder, name, since)

    def hidden(self, line: dict, name: str) -> bool:
        """Whether a person's line is muted here: said by someone muted, after they were."""
        since = self.muted.get(name)
        return since is not None and type(line.get("at")) in (int, float) and line["at"] >= since

    def _count(self) -> None:
        """The characters left of the line being typed, or how many it has too many."""
        left = LINE_MAX - len(self.widgets["entry"].get_text().strip())
        label = self.widgets["left"]
        label.set_text(words("talk.left", count=left) if left >= 0 else words("talk.over", count=-left))
        label.change_object_id(None if left >= 0 else "#refusal")

    def _say(self) -> None:
        entry = self.widgets["entry"]
        text = entry.get_text().strip()
        if not text:
            return
        problem = line_problem(text)  # the server's own rule, said before the line is sent
        if problem is not None:
            self.refuse(words(problem.message, **{f"v{i}": value for i, value in enumerate(problem.values)}))
            return
        self.game.say(text)
        entry.set_text("")
        self._count()

    # Lines unread, and their chime ---------------------------------------------------------------

    def _newest(self) -> int:
        return max((line["n"] for line in self.game.talk), default=-1)

    def _for_me(self, line: dict) -> bool:
        """A line someone else said (not the table's news), that this computer hears: a player's, or
        a watcher's other than this computer's where watchers may speak."""
        seat, names = line.get("seat"), [person.name for person in self.game.seats]
        if seat is None and isinstance(line.get("watcher"), str):
            return line["watcher"] != self.game.watching_as
        return (isinstance(seat, int) and 0 <= seat < len(names) and seat not in self.game.my_seats
                and "news" not in line and not self.hidden(line, names[seat]))

    def unread(self) -> int:
        """The lines said to this computer since the drawer was last open."""
        return sum(1 for line in self.game.talk if line["n"] > self.read and self._for_me(line))

    def update(self, open_: bool) -> None:
        """Once a frame: an open drawer has read every line; a shut one chimes once for each new
        line said to this computer (at the talk volume: 0 plays nothing)."""
        if not open_:
            for line in self.game.talk:
                if line["n"] > self.heard and self._for_me(line):
                    self.play.app.sound.play("talk", "talk")
        self.heard = self._newest()
        if open_:
            self.read = self.heard

    def state(self) -> tuple:
        """What the lines above the log depend on: written again when it changes."""
        return len(self.game.talk), len(self.game.events), tuple(sorted(self.muted.items())), tuple(self.game.watchers)

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
            elif self.hidden(line, names[seat]):
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
