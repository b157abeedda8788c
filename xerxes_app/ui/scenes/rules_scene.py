"""The rules, readable in the app: the rulebook by section, then the project's rulings.

Opened from the table, the first section is the phase at hand (phase_rules.py) and it is shown
first. A search field narrows the list to the sections that mention what is typed and shows
their matching lines; choosing a section shows it whole.
"""

from __future__ import annotations

import html
import re

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextBox, UITextEntryLine

from ..looks.backdrop import backdrop
from ..looks.language import current, words
from ..looks.look import GOLD
from ..looks.paint import blit_text
from ..looks.phase_rules import phase_section
from ..looks.rules_text import sections
from ..shell.scene import Scene

_TAG = re.compile(r"<[^>]+>")
_BULLET = re.compile(r"^(•|\d+\.)\s")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])|(?<=。)")  # English, and Japanese
MIN_QUERY = 2  # a single Latin letter matches nearly every line; a single kanji (象, 馬) is a word
_ROOM = 8  # a list line's padding, as the text-size test measures it


def sentences(text: str) -> list[str]:
    """A section's markup as plain sentences: the source's lines are wrapped by hand, so lines
    are joined into paragraphs (a blank line or a bullet starts one) and cut at full stops."""
    paragraphs: list[list[str]] = [[]]
    for line in html.unescape(_TAG.sub("", text.replace("<br>", "\n"))).splitlines():
        line = line.strip()
        if not line or _BULLET.match(line):
            paragraphs.append([])
        paragraphs[-1].append(line.lstrip("• "))
    return [sentence for lines in paragraphs for sentence in _SENTENCE_END.split(" ".join(lines).strip()) if sentence]


def matching_lines(text: str, query: str) -> list[str]:
    query = query.lower()
    return [sentence for sentence in sentences(text) if query in sentence.lower()]


def fitting(title: str, width: int, font) -> str:
    """The title as the list can show it whole: the words before its colon where the rest does
    not fit ("Resource phase"), else as many words (in Japanese, letters) as fit and an ellipsis.
    The heading beside the list shows the section's full title."""
    if font.size(title)[0] <= width:
        return title
    head = re.split(r"[:：]", title, maxsplit=1)[0].strip()
    if head != title and font.size(head)[0] <= width:
        return head
    pieces = re.split(r"(?<=\s)", title) if " " in title else list(title)
    shown = ""
    for piece in pieces:
        if font.size((shown + piece).rstrip() + "…")[0] > width:
            break
        shown += piece
    return shown.rstrip() + "…"


def _marked(line: str, query: str) -> str:
    """`line` as markup, with each occurrence of `query` in bold."""
    pieces = re.split(f"({re.escape(query)})", line, flags=re.IGNORECASE)
    return "".join(f"<b><font color='#f2d27a'>{html.escape(p)}</font></b>" if i % 2 else html.escape(p)
                   for i, p in enumerate(pieces))


class Rules(Scene):
    def __init__(self, app, phase: str | None = None, solo: bool = False):
        super().__init__(app)
        self.entries = ([phase_section(phase, solo)] if phase is not None else []) + sections(current())
        self.section = 0
        self.query = ""
        self.labels = [title for title, _ in self.entries]  # as the list shows them (build)
        self.widgets: dict = {}

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        pad = round(24 * f)
        top = round(90 * f)
        list_w = round(360 * f)
        search_h = round(36 * f)
        wid = self.widgets = {}
        wid["search"] = UITextEntryLine(pygame.Rect(pad, top, list_w, search_h), m, container=root,
                                        placeholder_text=words("rules.search"), initial_text=self.query)
        list_top = top + search_h + round(8 * f)
        wid["list"] = UISelectionList(pygame.Rect(pad, list_top, list_w, h - list_top - round(100 * f)), self.shown_titles(), m,
                                      container=root)
        line = wid["list"].item_list[0]["button_element"]
        self.labels = [fitting(title, line.rect.width - _ROOM, line.font) for title, _ in self.entries]
        self.show_list()
        wid["text"] = UITextBox(self._text(), pygame.Rect(2 * pad + list_w, top, w - 3 * pad - list_w, h - top - pad), m,
                                container=root, object_id="#rules_text",
                                allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        wid["back"] = UIButton(pygame.Rect(pad, h - round(80 * f), list_w, round(50 * f)), words("common.back"), m, container=root,
                               object_id="#big_button")

    # What is shown -----------------------------------------------------------------------------

    def _searching(self) -> bool:
        query = self.query.strip()
        return len(query) >= MIN_QUERY or (query != "" and not query.isascii())

    def matches(self) -> list[int]:
        """The sections that mention the query (all of them when there is none)."""
        if not self._searching():
            return list(range(len(self.entries)))
        query = self.query.strip().lower()
        return [i for i, (title, text) in enumerate(self.entries)
                if query in title.lower() or matching_lines(text, query)]

    def shown_titles(self) -> list[str]:
        return [self.labels[i] for i in self.matches()]

    def show_list(self) -> None:
        """The list narrowed to the matches, the section shown chosen in it when it is there."""
        listed = self.widgets["list"]
        listed.set_item_list(self.shown_titles())
        if self.section in self.matches():
            item = listed.item_list[self.matches().index(self.section)]
            item["selected"] = True
            if item["button_element"] is not None:
                item["button_element"].select()

    def _text(self) -> str:
        title, text = self.entries[self.section]
        return f"<b>{html.escape(title.upper())}</b><br><br>{text}"

    def _results(self) -> str:
        query = self.query.strip()
        found = self.matches()
        if not found:
            return words("rules.nothing", query=html.escape(query))
        parts = [f"<b>{words('rules.found', count=len(found), query=html.escape(query))}</b> {words('rules.choose')}"]
        for i in found:
            title, text = self.entries[i]
            lines = matching_lines(text, query) or [title]
            parts.append(f"<b>{html.escape(title)}</b><br>" + "<br>".join(f"• {_marked(line, query)}" for line in lines))
        return "<br><br>".join(parts)

    # Input -------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is wid["list"]:
            self.section = self.labels.index(event.text)
            wid["text"].set_text(self._text())
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is wid["search"]:
            self.search(event.text)

    def search(self, query: str) -> None:
        self.query = query
        wid = self.widgets
        self.show_list()
        wid["text"].set_text(self._results() if self._searching() else self._text())

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("rules.title"), "serif_bold", round(40 * f), GOLD, (round(24 * f), round(24 * f)))

    def targets(self):
        return {"back": self.widgets["back"].rect.copy(), "search": self.widgets["search"].rect.copy()}
