"""The load screen: every saved game, newest first, then the example games, each a card with a
small picture of its board as everyone saw it (save_cards.py), a page of cards at a time.

A click chooses a card, a second one on it loads it; the panel beside the cards tells the chosen
save in full, players by name included, under a larger picture of its board. A file that cannot
be loaded shows a placeholder for its picture and the reason, and can be neither loaded nor
deleted from here (the saving layer never touches it); an example can be loaded, not deleted.
Deleting asks first. The network games, kept as tickets of their own, are listed apart: the
button at the top opens them (network_games.py).

What the screen shows is drawn once for each change (a card chosen, a page turned, a picture
drawn), never every frame; the pictures are drawn after the screen opens, a few a frame, and
kept (board_pictures.py).
"""

from __future__ import annotations

import html
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ..shell.dimmed import dim, undim
from ..looks.language import current, said, term, words
from ..shell.dialog import Dialog, ask
from ..shell.inputs import CLICK
from ...rules import SaveError
from ...saving import SaveEntry, SavingError, delete, list_saves, load
from ..looks.backdrop import backdrop
from ..game.continuing import open_game
from ..looks.look import GOLD
from ..looks.paint import blit_text
from ..shell.scene import Scene
from .board_pictures import draw_due, picture, picture_size
from .save_cards import card_rects, draw_card, draw_placeholder, mode_words, picture_rect, shown_name, when

DOUBLE_CLICK = 0.5  # seconds between two clicks on a card that load it, as a list's double click


def details(entry: SaveEntry) -> str:
    """The chosen save in full, as the text box's markup."""
    name = html.escape(shown_name(entry))
    if not entry.readable:
        return (f"<b>{name}</b><br>{html.escape(entry.path.name)}<br><br>"
                f"{words('load.cannot_load', problem=html.escape(said(entry.problem)))}<br><br><i>{words('load.kept')}</i>")
    game = entry.game
    phase = words(f"phase.{game.phase}").lower()
    stage = words("load.over") if game.is_over else words("load.year_phase", year=max(1, game.year), phase=phase)
    rows = [f"<b>{name}</b>", words("load.an_example") if entry.example else words("load.saved", when=when(entry)),
            f"{mode_words(entry).capitalize()}", stage, ""]
    for player in game.players:
        kind = "" if player.kind == "human" else words("load.computer", strength=term(player.kind))
        rows.append(words("load.player_row", name=html.escape(player.name), kind=kind, satrap=term(player.satrap), vp=player.vp))
    return "<br>".join(rows)


class LoadScene(Scene):
    def __init__(self, app, clock=time.monotonic):
        super().__init__(app)
        self.entries: list[SaveEntry] = []
        self.selected: SaveEntry | None = None
        self.page = 0
        self.status = ""
        self.widgets: dict = {}
        self.confirm_delete: Dialog | None = None
        self.slots: list[pygame.Rect] = []  # where a page's cards go
        self.big: pygame.Rect | None = None  # the chosen save's picture, above its details
        self.canvas: pygame.Surface | None = None  # the screen as drawn last; None: to draw again
        self.clock = clock
        self.clicked: tuple[SaveEntry | None, float] = (None, 0.0)  # the card clicked last, and when

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        pad = round(24 * f)
        top = round(90 * f)
        button_h = round(50 * f)
        bottom = h - pad - button_h
        details_w = round(340 * f)
        list_w = w - 3 * pad - details_w
        pager_h = round(36 * f)
        self.entries = list_saves(self.app.keeper.save_dir)
        if self.selected not in self.entries:
            self.selected = self.entries[0] if self.entries else None
        self.slots = card_rects(pygame.Rect(pad, top, list_w, bottom - top - pad - pager_h - pad // 2), f)
        self.page = min(self.page, self.pages - 1)
        self.big = pygame.Rect((2 * pad + list_w, top), picture_size(details_w))
        wid = self.widgets = {}
        details = pygame.Rect(self.big.left, self.big.bottom + pad // 2, details_w, bottom - pad - self.big.bottom - pad // 2)
        wid["details"] = UITextBox("", details, m, container=root, object_id="#save_details",
                                   allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        pager_top, pager_w = bottom - pad - pager_h, round(150 * f)
        # The earlier saves' page to the left, the later ones' to the right, in Network games' words.
        wid["earlier"] = UIButton(pygame.Rect(pad, pager_top, pager_w, pager_h), words("games.earlier"), m, container=root)
        wid["later"] = UIButton(pygame.Rect(pad + list_w - pager_w, pager_top, pager_w, pager_h), words("games.later"), m,
                                container=root)
        wid["page"] = UILabel(pygame.Rect(pad + round(160 * f), pager_top, list_w - round(320 * f), pager_h), "", m,
                              container=root, object_id="#page")
        wid["back"] = UIButton(pygame.Rect(pad, bottom, round(180 * f), button_h), words("common.back"), m, container=root)
        wid["status"] = UILabel(pygame.Rect(2 * pad + round(180 * f), bottom, w - round(680 * f), button_h), "", m,
                                container=root, object_id="#refusal")
        wid["delete"] = UIButton(pygame.Rect(w - pad - round(400 * f), bottom, round(180 * f), button_h), words("load.delete"), m,
                                 container=root, tool_tip_text=words("load.delete_tip"))
        wid["load"] = UIButton(pygame.Rect(w - pad - round(200 * f), bottom, round(200 * f), button_h), words("title.load"), m,
                               container=root, object_id="#big_button")
        wid["network"] = UIButton(pygame.Rect(w - pad - round(300 * f), round(24 * f), round(300 * f), round(48 * f)),
                                  words("games.title"), m, container=root, tool_tip_text=words("games.open_tip"))
        self._show_selected()

    # The cards ---------------------------------------------------------------------------------

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // len(self.slots)))

    def shown(self) -> list[tuple[pygame.Rect, SaveEntry]]:
        """This page's cards, each where it is drawn."""
        first = self.page * len(self.slots)
        return list(zip(self.slots, self.entries[first:first + len(self.slots)]))

    def _turn(self, page: int) -> None:
        self.page = max(0, min(self.pages - 1, page))
        self._show_selected()

    def _show_selected(self) -> None:
        wid = self.widgets
        entry = self.selected
        wid["details"].set_text(details(entry) if entry else words("load.none"))
        wid["status"].set_text(self.status)
        wid["page"].set_text(words("load.page", page=self.page + 1, pages=self.pages))
        for name, more in (("later", self.page > 0), ("earlier", self.page < self.pages - 1)):
            wid[name].show() if self.pages > 1 else wid[name].hide()
            undim(wid[name]) if more else dim(wid[name], words(f"games.no_{name}"))
        wid["page"].show() if self.pages > 1 else wid["page"].hide()
        cannot_load = "load.choose_first" if entry is None else None if entry.readable else "load.cannot_load_it"
        undim(wid["load"]) if cannot_load is None else dim(wid["load"], words(cannot_load))
        cannot_delete = "load.choose_first" if entry is None else "load.example_kept" if entry.example else None
        undim(wid["delete"]) if cannot_delete is None else dim(wid["delete"], words(cannot_delete))
        self.canvas = None

    def _card_size(self) -> tuple[int, int]:
        return picture_rect(self.slots[0], self.app.factor).size

    # Input -------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type == CLICK:
            self._click(event.pos)
        elif event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        elif event.ui_element is wid["load"]:
            self._load()
        elif event.ui_element is wid["delete"]:
            self._ask_delete()
        elif event.ui_element is wid["later"]:
            self._turn(self.page - 1)
        elif event.ui_element is wid["earlier"]:
            self._turn(self.page + 1)
        elif event.ui_element is wid["network"]:
            self.app.push(self.app.registry["network games"](self.app))

    def _click(self, pos) -> None:
        entry = next((entry for rect, entry in self.shown() if rect.collidepoint(pos)), None)
        if entry is None:
            return
        now = self.clock()
        again = self.clicked[0] is entry and now - self.clicked[1] < DOUBLE_CLICK
        self.clicked = (None, 0.0) if again else (entry, now)
        self.selected, self.status = entry, ""
        self._show_selected()
        if again:
            self._load()

    def refuse(self, why: str) -> None:
        self.status = why
        self.widgets["status"].set_text(why)

    def _load(self) -> None:
        entry = self.selected
        if entry is None or not entry.readable:
            return
        try:
            session = load(entry.path)
        except SaveError as error:  # changed on disk since the list was read
            self.status = words("load.failed", name=shown_name(entry), error=said(error.args[0]))
            self.layout()
            return
        open_game(self.app, session)

    def _ask_delete(self) -> None:
        if self.selected is None or self.selected.example:
            return
        self.confirm_delete = ask(self.app, words("load.delete_title"), words("load.delete_ask", name=self.selected.name),
                                  words("load.delete"), self._delete)

    def _delete(self) -> None:
        self.confirm_delete = None
        try:
            delete(self.selected)
            self.status = words("load.deleted", name=self.selected.name)
            self.selected = None
        except SavingError as error:
            self.status = said(error.sentence)
        self.layout()

    def leave(self) -> None:
        if self.confirm_delete is not None:
            self.confirm_delete.kill()
            self.confirm_delete = None
        super().leave()

    # Each frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Draw the pictures still missing, the page's first, a few a frame."""
        if not self.slots:
            return
        entries = [entry for _, entry in self.shown()]
        chosen = [self.selected] if self.selected is not None else []
        if draw_due(entries, self._card_size()) or draw_due(chosen, self.big.size):
            self.canvas = None

    def draw(self, surface) -> None:
        if self.canvas is None:
            self.canvas = self._drawn()
        surface.blit(self.canvas, (0, 0))

    def _drawn(self) -> pygame.Surface:
        w, h = self.app.size
        f = self.app.factor
        canvas = backdrop(w, h).copy()
        blit_text(canvas, words("load.title"), "serif_bold", round(40 * f), GOLD, (round(24 * f), round(24 * f)))
        size = self._card_size()
        for rect, entry in self.shown():
            draw_card(canvas, rect, entry, picture(entry, size), entry is self.selected, f)
        if self.selected is not None:
            drawn = picture(self.selected, self.big.size)
            canvas.blit(drawn, self.big) if drawn is not None else draw_placeholder(canvas, self.big, self.selected.readable)
        return canvas

    def targets(self):
        names = ("back", "load", "delete", "network") + (("later", "earlier") if self.pages > 1 else ())
        found = {name: self.widgets[name].rect.copy() for name in names}
        for rect, entry in self.shown():
            found[("example" if entry.example else "save", entry.name)] = rect.copy()
        if self.confirm_delete is not None and self.confirm_delete.alive():
            found["confirm delete"] = self.confirm_delete.buttons["yes"].rect.copy()
            found["cancel delete"] = self.confirm_delete.buttons["cancel"].rect.copy()
        return found
