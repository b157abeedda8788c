"""The load screen: every saved game, newest first, then the example games.

Each line tells a save's name, date, mode, year and each satrap's VP; the panel beside it tells
the selected save in full, players by name included. A file that cannot be loaded is listed with
the reason and can be neither loaded nor deleted from here (the saving layer never touches it);
an example can be loaded, not deleted. Deleting asks first. The network games, kept as tickets of
their own, are listed apart: the button at the top opens them (network_games.py).
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox

from ..shell.dimmed import dim, undim
from ..looks.language import current, said, term, words
from ..shell.ask import Ask, ask
from ...rules import SaveError
from ...saving import PASS_AND_PLAY, SOLO, WITH_COMPUTERS, SaveEntry, SavingError, delete, list_saves, load
from ..looks.backdrop import backdrop
from ..game.continuing import open_game
from ..looks.look import GOLD, LIST_ITEM
from ..looks.paint import blit_text
from ..shell.scene import Scene

SEP = "  ·  "


def when(entry: SaveEntry) -> str:
    return entry.saved_at.astimezone().strftime(words("load.date"))


MODE_WORDS = {PASS_AND_PLAY: "load.pass_and_play", WITH_COMPUTERS: "load.with_computers"}


def mode_words(entry: SaveEntry) -> str:
    game = entry.game
    return words("load.solo", scenario=term(game.scenario)) if game.mode == SOLO else words(MODE_WORDS[game.mode])


def shown_name(entry: SaveEntry) -> str:
    """The save's name; an example game's in the words of the current language (`examples.`, by its file)."""
    return words(f"examples.{entry.path.stem.replace('-', '_')}") if entry.example else entry.name


def line(entry: SaveEntry) -> str:
    """The save's line in the list. An example's date says nothing (it is the project's), so
    the room goes to its name."""
    name = words("load.example", name=shown_name(entry)) if entry.example else f"{entry.name}{SEP}{when(entry)}"
    if not entry.readable:
        return f"{name}{SEP}{words('load.unreadable', problem=said(entry.problem))}"
    game = entry.game
    year = words("load.game_over") if game.is_over else words("load.year", year=max(1, game.year))
    vp = words("solo.list_joint").join(words("load.satrap_vp", satrap=term(p.satrap), vp=p.vp) for p in game.players)
    return f"{name}{SEP}{words('load.mode_and_stage', mode=mode_words(entry), stage=year)}{SEP}{words('load.scores', scores=vp)}"


def elided(text: str, font, width: int) -> str:
    """`text` cut to `width` pixels in `font`, ending in "…" where it was cut: a list line longer
    than the list says the rest in the panel beside it."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def details(entry: SaveEntry) -> str:
    """The selected save in full, as the text box's markup."""
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
    def __init__(self, app):
        super().__init__(app)
        self.entries: list[SaveEntry] = []
        self.lines: dict[str, SaveEntry] = {}
        self.selected: SaveEntry | None = None
        self.status = ""
        self.widgets: dict = {}
        self.confirm_delete: Ask | None = None

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
        # The lines fit the list beside its scroll bar, in the list's own font.
        self._read_folder(m.get_theme().get_font([LIST_ITEM]), list_w - round(40 * f))
        wid = self.widgets = {}
        chosen = next((text for text, entry in self.lines.items() if entry == self.selected), None)
        wid["list"] = UISelectionList(pygame.Rect(pad, top, list_w, bottom - top - pad), list(self.lines), m, container=root,
                                      default_selection=chosen)
        wid["details"] = UITextBox("", pygame.Rect(2 * pad + list_w, top, details_w, bottom - top - pad), m, container=root,
                                   allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
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

    def _read_folder(self, font, width: int) -> None:
        self.entries = list_saves(self.app.keeper.save_dir)
        self.lines = {}
        for entry in self.entries:
            text = elided(line(entry), font, width)
            if text in self.lines:  # two files telling the same: the file name tells them apart
                tail = f"{SEP}{entry.path.name}"
                text = elided(line(entry), font, width - font.size(tail)[0]) + tail
            self.lines[text] = entry
        if self.selected not in self.entries:
            self.selected = self.entries[0] if self.entries else None

    def _show_selected(self) -> None:
        wid = self.widgets
        entry = self.selected
        wid["details"].set_text(details(entry) if entry else words("load.none"))
        wid["status"].set_text(self.status)
        cannot_load = "load.choose_first" if entry is None else None if entry.readable else "load.cannot_load_it"
        undim(wid["load"]) if cannot_load is None else dim(wid["load"], words(cannot_load))
        cannot_delete = "load.choose_first" if entry is None else "load.example_kept" if entry.example else None
        undim(wid["delete"]) if cannot_delete is None else dim(wid["delete"], words(cannot_delete))

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]):
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is wid["list"]:
            self.selected = self.lines.get(event.text, self.selected)
            self.status = ""
            self._show_selected()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is wid["list"]:
            self._load()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid["load"]:
            self._load()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid["delete"]:
            self._ask_delete()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid["network"]:
            self.app.push(self.app.registry["network games"](self.app))

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

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("load.title"), "serif_bold", round(40 * f), GOLD, (round(24 * f), round(24 * f)))

    def targets(self):
        found = {name: self.widgets[name].rect.copy() for name in ("back", "load", "delete", "network")}
        for item in self.widgets["list"].item_list:
            button = item["button_element"]
            entry = self.lines.get(item["text"])
            if button is not None and entry is not None and button.visible:
                found[("example" if entry.example else "save", entry.name)] = button.rect.copy()
        if self.confirm_delete is not None and self.confirm_delete.alive():
            found["confirm delete"] = self.confirm_delete.confirm_button.rect.copy()
            found["cancel delete"] = self.confirm_delete.cancel_button.rect.copy()
        return found
