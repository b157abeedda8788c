"""Setting up a game: 2 to 4 seats, each a name, played by a person or a computer (Easy, Normal
or Hard), and a satrap (chosen or dealt, R1); the turn order arranged or drawn (R3), and the
seed, shown so a setup can be replayed."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from ..shell.dimmed import dim
from ..looks.language import refusal_words, said, term, words
from ...names import SEAT_NAME_MAX, name_problem
from ...rules import IllegalCommand, new_game, standard_content
from ...session import HUMAN, STRENGTHS, Seat, Session, hints_by_default
from ..looks.backdrop import backdrop
from ..looks.computer_words import computer_name, kind_choices, kind_of, kind_words
from ..shell.inputs import BACK
from ..looks.look import GOLD
from ..looks.paint import blit_text
from ..game.play import Play
from ..shell.scene import Scene
from .seed_row import fresh_seed, pressed_below, read_seed, seed_row

SATRAP_CHOICES = (None, *(s.name for s in standard_content().satraps))  # None: dealt at random (R1)



class NewGame(Scene):
    title_words, start_words = "new.title", "new.start"

    def __init__(self, app):
        super().__init__(app)
        self.players = 2
        self.names = [words("new.player", number=i + 1) for i in range(4)]
        self.kinds = [HUMAN] * 4  # a person, or a computer's strength
        self.satraps: list[str | None] = [None] * 4  # a satrap by name; None: dealt at random (R1)
        self.arranged = False  # R3: arranged as listed, or drawn at random
        self.hints: bool | None = None  # None: as the seats have it by default (session.hints_by_default)
        self.seed = fresh_seed()
        self.refusal = ""
        self.widgets: dict = {}

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        # The "Played by" column as wide as its longest words at this text size (and the arrow).
        kind_font = m.get_theme().get_font(["drop_down_menu.#selected_option", "drop_down_menu.button", "button"])
        kind_w = max(round(220 * f), max(kind_font.size(k)[0] for k in self.kind_choices()) + round(60 * f))
        wider = kind_w - round(220 * f)
        width = round(880 * f) + wider
        left = (w - width) // 2
        row = round(42 * f)
        rows = self.rows_below()
        # Each row below the turn order's past the first takes its room from the gaps and the top.
        squeeze = max(0.0, 1.0 - 0.45 * (len(rows) - 1) * max(0, self.players - 2) / 2)
        y = round((150 - 25 * (len(rows) > 1)) * f)
        wid = self.widgets = {"count": {}, "name": [], "kind": [], "satrap": [], "up": []}
        UILabel(pygame.Rect(left, y, round(160 * f), row), words("new.players"), m, container=root, object_id="#heading_small")
        for i, n in enumerate((2, 3, 4)):
            wid["count"][n] = UIButton(pygame.Rect(left + round((170 + i * 70) * f), y, round(60 * f), row), str(n), m,
                                       container=root, object_id="#selected" if n == self.players else None)
        self.hints_row(root, left + width, y, row)
        y += row + round(24 * squeeze * f)
        UILabel(pygame.Rect(left, y, round(280 * f), round(28 * f)), words("new.name"), m, container=root)
        UILabel(pygame.Rect(left + round(290 * f), y, kind_w, round(28 * f)), words("new.played_by"), m, container=root)
        UILabel(pygame.Rect(left + round(520 * f) + wider, y, round(220 * f), round(28 * f)), words("new.satrap"), m, container=root)
        y += round(30 * f)
        for seat in range(self.players):
            entry = UITextEntryLine(pygame.Rect(left, y, round(280 * f), row), m, container=root)
            entry.set_text_length_limit(SEAT_NAME_MAX)
            entry.set_text(self.names[seat])
            wid["name"].append(entry)
            wid["kind"].append(UIDropDownMenu(self.kind_choices(), self.kind_words(self.kinds[seat]),
                                              pygame.Rect(left + round(290 * f), y, kind_w, row), m, container=root))
            wid["satrap"].append(UIDropDownMenu([_satrap_words(s) for s in SATRAP_CHOICES], _satrap_words(self.satraps[seat]),
                                                pygame.Rect(left + round(520 * f) + wider, y, round(220 * f), row), m, container=root))
            up = UIButton(pygame.Rect(left + round(750 * f) + wider, y, round(130 * f), row), words("new.move_up"), m, container=root,
                          tool_tip_text=words("new.move_up_tip"))
            if seat == 0:
                dim(up, words("new.first_already"))
            wid["up"].append(up)
            y += row + round((3 + 5 * squeeze) * f)  # closer together as the rows below grow (Host's)
        y += round(16 * squeeze * f)
        UILabel(pygame.Rect(left, y, round(160 * f), row), words("new.turn_order"), m, container=root, object_id="#heading_small")
        wid["arranged"] = UIButton(pygame.Rect(left + round(170 * f), y, round(270 * f), row), words("new.as_listed"), m,
                                   container=root, object_id="#selected" if self.arranged else None)
        wid["drawn"] = UIButton(pygame.Rect(left + round(450 * f), y, round(200 * f), row), words("new.drawn"), m,
                                container=root, object_id=None if self.arranged else "#selected")
        self.beside_turn_order(root, pygame.Rect(left + round(660 * f), y, width - round(660 * f), row))
        y += row + round(20 * squeeze * f)
        for below in rows:
            below(root, left, width, y, row)
            y += row + round(16 * squeeze * f)
        wid["refusal"] = UILabel(pygame.Rect(left, y, width, round(30 * f)), self.refusal, m, container=root,
                                 object_id="#refusal")
        bottom = h - round(90 * f)
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        wid["start"] = UIButton(pygame.Rect(left + width - round(240 * f), bottom, round(240 * f), round(50 * f)),
                                words(self.start_words), m, container=root, object_id="#big_button")
        self.beside_start(root, pygame.Rect(left + round(190 * f), bottom, width - round(440 * f), round(50 * f)))

    def rows_below(self) -> list:
        """The rows under the seats and the turn order, each drawn by a function of (root, left,
        width, y, row)."""
        return [self.below_seats]

    def below_seats(self, root, left: int, width: int, y: int, row: int) -> None:
        """The row under the seats and the turn order: the seed."""
        seed_row(self, root, self.widgets, left, left + round(170 * self.app.factor), y, row)

    def beside_turn_order(self, root, rect: pygame.Rect) -> None:
        """The turn order's row, at its right: room for a hosted game's own choice."""

    def beside_start(self, root, rect: pygame.Rect) -> None:
        """Between Back and Start: hosting the game on the network instead."""
        host = pygame.Rect(0, 0, min(rect.width, round(300 * self.app.factor)), rect.height)
        host.center = rect.center
        self.widgets["host"] = UIButton(host, words("new.host"), self.app.manager, container=root,
                                        tool_tip_text=words("new.host_tip"))

    def kind_choices(self) -> list[str]:
        return kind_choices()

    def kind_words(self, kind: str) -> str:
        return kind_words(kind)

    def kind_of(self, text: str) -> str:
        return kind_of(text)

    def hints_row(self, root, right: int, y: int, row: int) -> None:
        """Hints on or off, at the right of the players' row: the game's own choices share it."""
        f = self.app.factor
        hints = self._hints()
        size = round(120 * f)
        for i, (key, on) in enumerate((("hints off", False), ("hints on", True))):
            self.widgets[key] = UIButton(pygame.Rect(right - (i + 1) * size - i * round(10 * f), y, size, row),
                                         words("new.hints_on" if on else "new.hints_off"), self.app.manager, container=root,
                                         object_id="#selected" if hints == on else None, tool_tip_text=words("new.hints_tip"))
        label = round(130 * f)
        UILabel(pygame.Rect(self.widgets["hints on"].relative_rect.left - label - round(10 * f), y, label, row),
                words("new.hints"), self.app.manager, container=root, object_id="#heading_small")

    def _read(self) -> None:
        """Keep what was typed and chosen, so a rebuild (more seats, a resize) loses nothing."""
        wid = self.widgets
        for seat, entry in enumerate(wid["name"]):
            self.names[seat] = entry.get_text()
        for seat, menu in enumerate(wid["satrap"]):
            self.satraps[seat] = next(s for s in SATRAP_CHOICES if _satrap_words(s) == _option(menu))
        for seat, menu in enumerate(wid["kind"]):
            self.kinds[seat] = self.kind_of(_option(menu))
        if "seed" in wid:
            self.seed = read_seed(wid)

    def handle(self, event) -> None:
        if event.type == BACK:
            self.app.pop()
            return
        wid = self.widgets
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in wid["kind"]:
            self._kind_changed(wid["kind"].index(event.ui_element))
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        self._read()
        for n, button in wid["count"].items():
            if element is button:
                self.players = n
                self.layout()
                return
        for seat, button in enumerate(wid["up"]):
            if element is button:
                for values in (self.names, self.kinds, self.satraps):
                    values[seat - 1], values[seat] = values[seat], values[seat - 1]
                self.layout()
                return
        if element in (wid["arranged"], wid["drawn"]):
            self.arranged = element is wid["arranged"]
            self.layout()
        elif element in (wid.get("hints on"), wid.get("hints off")):
            self.hints = element is wid["hints on"]
            self.layout()
        elif element is wid.get("host"):
            self.app.push(self.app.registry["host"](self.app))
        else:
            pressed_below(self, element)

    def _kind_changed(self, seat: int) -> None:
        """A seat now played by someone else: a name still as it was given takes the new kind's,
        and hints not chosen yet follow the people at the table."""
        before = self.names[seat]
        hints = self._hints()
        self._read()
        if before == words("new.player", number=seat + 1) or before.startswith(words("new.computer_word")):
            kind = self.kinds[seat]
            others = [name for s, name in enumerate(self.names[:self.players]) if s != seat]
            self.names[seat] = computer_name(kind, others) if kind in STRENGTHS else words("new.player", number=seat + 1)
            self.layout()
        elif hints != self._hints():
            self.layout()

    def checked_names(self) -> list[str] | None:
        """The seats' names, or None when one cannot be shown (and the screen says why)."""
        names = [(self.names[s].strip() or words("new.player", number=s + 1))[:SEAT_NAME_MAX] for s in range(self.players)]
        for seat, name in enumerate(names):
            problem = name_problem(name, SEAT_NAME_MAX)
            if problem:
                self.refuse(words("new.seat_problem", number=seat + 1, problem=said(problem)))
                return None
        return names

    def start_game(self) -> None:
        n = self.players
        names = self.checked_names()
        satraps = self.satraps[:n]
        if names is None:
            return
        try:
            state = new_game(n, self.seed, satraps, list(range(n)) if self.arranged else None)
        except IllegalCommand as refusal:
            self.refuse(refusal_words(refusal))
            return
        Play(self.app, Session(state, self._seats(names), hints=self._hints())).show_next()

    def _seats(self, names: list[str] | None = None) -> list[Seat]:
        names = names or self.names[:self.players]
        return [Seat(name, kind) for name, kind in zip(names, self.kinds)]

    def _hints(self) -> bool:
        """Hints as chosen, or else as the seats have them by default."""
        return hints_by_default(self._seats()) if self.hints is None else self.hints

    def refuse(self, sentence: str) -> None:
        self.refusal = sentence
        self.widgets["refusal"].set_text(sentence)

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words(self.title_words), "serif_bold", round(54 * f), GOLD, (w // 2, round(80 * f)), "center")

    def targets(self):
        wid = self.widgets
        found = {("players", n): b.rect.copy() for n, b in wid["count"].items()}
        for key in ("arranged", "drawn", "hints on", "hints off", "reseed", "back", "start", "seed", "host", "here", "elsewhere",
                    "address", "port", "listed"):
            if key in wid:
                found[key] = wid[key].rect.copy()
        for seat, entry in enumerate(wid["name"]):
            found[("name", seat)] = entry.rect.copy()
        for seat, menu in enumerate(wid["kind"]):
            found[("kind", seat)] = menu.rect.copy()
            options = getattr(menu.current_state, "options_selection_list", None)  # while the menu is open
            if options is not None:
                for item in options.item_list:
                    if item["button_element"] is not None:
                        found[("kind", seat, self.kind_of(item["text"]))] = item["button_element"].rect.copy()
        return found


def _satrap_words(satrap: str | None) -> str:
    """A satrap as the menu names it, or the menu's words for one dealt at random."""
    return words("new.random_satrap") if satrap is None else term(satrap)


def _option(menu: UIDropDownMenu) -> str:
    """A drop-down's chosen words (pygame-gui gives a pair of words and id after a change)."""
    return menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
