"""History: the public board at the start of each earlier round and phase, stepped through with
Earlier and Later, beside what the log says happened in that phase.

Every past state is drawn through `view_for` of the player whose secrets the table shows (or of
nobody, behind a hand-off), and only the board and the mats are drawn, which are public: history
shows nothing the viewer could not have seen at the table then (R25).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ..shell.dimmed import dim, undim
from ..looks.language import current, words
from ...rules import current_player, view_for
from ..looks.backdrop import backdrop
from ..table.board import Board
from ..game.history import History, Moment
from ..looks.log_text import heading, log_html
from ..table.mats import draw_mat
from ..shell.scene import Scene

NOBODY = -1  # a seat no player has: `view_for` then hides every hand


class HistoryScene(Scene):
    music = "table"

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.history: History = play.past()
        now = Moment(play.state.year, play.state.phase, play.state)
        self.steps: list[Moment] = self.history.moments + [now]
        self.index = len(self.steps) - 1  # opens on the present; Earlier steps back
        self.board: Board | None = None
        self.mat_rects: list[pygame.Rect] = []
        self.widgets: dict = {}
        self.canvas: pygame.Surface | None = None
        self.drawn = False  # whether the canvas shows the moment stepped to

    def _viewer(self) -> int:
        return self.play.viewer if self.play.viewer is not None else NOBODY

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        pad = round(8 * f)
        top = round(66 * f)
        foot = round(56 * f)
        state = self.play.state
        area = pygame.Rect(pad, top, round(w * 0.6), h - top - foot - pad)
        fitted = Board(area, state)
        self.board = Board(pygame.Rect(pad, top, fitted.rect.width, fitted.rect.height), state)
        right = pygame.Rect(self.board.rect.right + 2 * pad, top, w - self.board.rect.right - 3 * pad, h - top - foot - pad)
        n = len(state.players)
        mat_h = min(round(100 * f), round(right.height * 0.62 / n))
        self.mat_rects = [pygame.Rect(right.left + round(12 * f), right.top + i * (mat_h + pad), right.width - round(12 * f), mat_h)
                          for i in range(n)]
        log_top = self.mat_rects[-1].bottom + pad
        wid = self.widgets = {}
        wid["title"] = UILabel(pygame.Rect(2 * pad, round(4 * f), w - 4 * pad, round(36 * f)), "", m, container=root,
                               object_id="#banner")
        wid["where"] = UILabel(pygame.Rect(2 * pad, round(38 * f), w - 4 * pad, round(26 * f)), "", m, container=root,
                               object_id="#feedback")
        wid["log"] = UITextBox("", pygame.Rect(right.left, log_top, right.width, right.bottom - log_top), m, container=root,
                               allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        button_w, button_h = round(170 * f), round(44 * f)
        y = h - foot + (foot - button_h) // 2
        wid["earlier"] = UIButton(pygame.Rect(pad, y, button_w, button_h), words("history.earlier"), m, container=root,
                                  tool_tip_text=words("history.earlier_tip"))
        wid["later"] = UIButton(pygame.Rect(2 * pad + button_w, y, button_w, button_h), words("history.later"), m, container=root,
                                tool_tip_text=words("history.later_tip"))
        wid["first"] = UIButton(pygame.Rect(3 * pad + 2 * button_w, y, button_w, button_h), words("history.first"), m, container=root,
                                tool_tip_text=words("history.first_tip"))
        wid["back"] = UIButton(pygame.Rect(w - pad - button_w, y, button_w, button_h), words("history.back"), m,
                               container=root, object_id="#selected")
        self.show(self.index)

    # Stepping ----------------------------------------------------------------------------------

    def show(self, index: int) -> None:
        self.index = max(0, min(len(self.steps) - 1, index))
        moment = self.steps[self.index]
        present = self.index == len(self.steps) - 1
        wid = self.widgets
        when = heading(moment.year, moment.phase)
        wid["title"].set_text(words("history.now" if present else "history.then", when=when))
        place = words("history.place", index=self.index + 1, steps=len(self.steps))
        wid["where"].set_text(f"{place} {words(self.history.note)}" if self.history.note else f"{place} {words('history.public')}")
        first = self._first_round()
        for name, why in (("earlier", None if self.index > 0 else "history.no_earlier"), ("later", None if not present else "history.no_later"),
                          ("first", None if first else "history.no_earlier" if first == 0 else "history.cannot_rebuild")):
            undim(wid[name]) if why is None else dim(wid[name], words(why))
        log = view_for(self.play.state, self._viewer()).log
        wid["log"].set_text(log_html([e for e in log if (e.year, e.phase) == (moment.year, moment.phase)]))
        self._draw_canvas(self.index)
        if not self.drawn:
            wid["where"].set_text(f"{place} {words('history.asking')}")

    def _first_round(self) -> int | None:
        """The step where year 1's placement begins, if the past is known."""
        return next((i for i, m in enumerate(self.steps[:-1]) if m.year == 1 and m.phase == "placement"), None)

    def _draw_canvas(self, index: int) -> None:
        state = self._state(index)
        self.drawn = state is not None
        if state is None:
            return  # a network game's moment on its way from the server: drawn once it is here
        w, h = self.app.size
        view = view_for(state, self._viewer())
        canvas = backdrop(w, h, borders=False).copy()
        current = current_player(view)
        self.board.draw_game(canvas, view, current)
        for seat, rect in enumerate(self.mat_rects):
            draw_mat(canvas, rect, view, seat, self.play.names[seat], seat == current)
        self.canvas = canvas

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid["back"]) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is wid["earlier"]:
            self.show(self.index - 1)
        elif event.ui_element is wid["later"]:
            self.show(self.index + 1)
        elif event.ui_element is wid["first"] and self._first_round() is not None:
            self.show(self._first_round())

    def refuse(self, why: str) -> None:
        self.widgets["where"].set_text(why)

    def _state(self, index: int):
        return self.play.state if index == len(self.steps) - 1 else self.history.state_of(index)

    def update(self, dt: float) -> None:
        self.play.listen()  # a network game's updates are read, and shown once back at the table
        if not self.drawn and self._state(self.index) is not None:
            self.show(self.index)  # the moment asked of the server has come

    def draw(self, surface) -> None:
        surface.blit(self.canvas, (0, 0))

    def targets(self):
        return {name: self.widgets[name].rect.copy() for name in ("earlier", "later", "first", "back")}

    def private_seat(self):
        return None  # no hand is drawn here
