"""Review my game: how far the analysis has gone (a bar; Stop and Go on), and the turning points
of a person's seat, the decisions where their chance to win dropped most against the best choice
the computer found, each with what it would have done instead and why; Show on the board opens the
board as it was then (the turning point scene). Where the search could not tell the choices
apart, it says so rather than naming a mistake.

The analysis goes on in worker processes while this screen is open (and under the screens it
opens); leaving it stops them, and the review kept so far goes on from there next time.
Pass-and-play (R25): each person's review is theirs alone, shown after a hand-off, as hands are.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...bots.explain import explain
from ...rules import view_for
from ..game.reviewing import Finished
from ..looks.backdrop import backdrop
from ..looks.language import engine_words, warning_words, words
from ..looks.log_text import heading
from ..looks.review_words import chances_words, move_words
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, INK_SOFT, LAPIS, PARCHMENT, TERRACOTTA
from ..looks.paint import blit_text, frame, wrap
from ..shell.inputs import BACK
from ..shell.scene import Scene

ROW = 74  # px at 1280 x 720: a turning point's two lines of words and its gap


class ReviewScene(Scene):
    music = "table"

    def __init__(self, app, finished: Finished, review=None, processes: int | None = None):
        super().__init__(app)
        self.finished = finished
        self.at_hand = finished.review_at_hand(app.keeper.save_dir, review, processes)
        self.people = self.at_hand.people
        # One person: their review shows at once. Two or more: nobody's until handed over (R25).
        self.viewer: int | None = self.people[0] if len(self.people) == 1 else None
        self.handing_to: int | None = None  # the person the screen is being handed to
        self.buttons: dict = {}
        self.rows: list = []  # the turning points shown, in order
        self.row_words: list[tuple[str, str]] = []
        self.at_hand.start()

    @property
    def review(self):
        return self.at_hand.review

    # Widgets -------------------------------------------------------------------------------------

    def build(self, root) -> None:
        f = self.app.factor
        w, h = self.app.size
        m = self.app.manager
        size = (round(200 * f), round(46 * f))
        back = pygame.Rect(0, 0, round(240 * f), round(54 * f))
        back.midbottom = (w // 2, h - round(28 * f))
        self.buttons = {"back": UIButton(back, words("common.back"), m, container=root, object_id="#big_button")}
        bar = self.bar_rect()
        self.buttons["stop"] = UIButton(pygame.Rect(bar.right + round(16 * f), bar.centery - size[1] // 2, *size), "", m,
                                        container=root)
        if self.handing_to is not None:
            show = pygame.Rect(0, 0, round(460 * f), round(64 * f))
            show.center = (w // 2, round(h * 0.62))
            self.buttons["show"] = UIButton(show, words("review.show_mine", name=self.finished.names[self.handing_to]), m,
                                            container=root, object_id="#big_button")
        elif self.viewer is None:
            for i, seat in enumerate(self.people):
                rect = pygame.Rect(0, 0, round(420 * f), round(52 * f))
                rect.center = (w // 2, round(300 * f) + i * round(66 * f))
                self.buttons[("person", seat)] = UIButton(rect, words("review.hand_to", name=self.finished.names[seat]), m,
                                                          container=root)
        else:
            self._build_rows(root)
            if len(self.people) > 1:
                hide = pygame.Rect(0, 0, round(200 * f), round(46 * f))
                hide.bottomleft = (round(24 * f), h - round(32 * f))
                self.buttons["hide"] = UIButton(hide, words("review.hide"), m, container=root, tool_tip_text=words("review.hide_tip"))
        self._refresh_stop()

    def _build_rows(self, root) -> None:
        f = self.app.factor
        panel = self.panel_rect()
        self.rows = self.review.turning_points(self.viewer)
        self.row_words = [self.point_words(verdict) for verdict in self.rows]  # worded once, not every frame
        size = (round(190 * f), round(40 * f))
        for i, verdict in enumerate(self.rows):
            top = panel.top + round(50 * f) + i * round(ROW * f)
            rect = pygame.Rect(panel.right - size[0] - round(16 * f), top + round(6 * f), *size)
            self.buttons[("point", i)] = UIButton(rect, words("review.on_board"), self.app.manager, container=root,
                                                  tool_tip_text=words("review.on_board_tip"))

    def _refresh_stop(self) -> None:
        button = self.buttons.get("stop")
        if button is None:
            return
        button.set_text(words("review.stop" if self.at_hand.running else "review.go_on"))
        if self.review.finished or not self.at_hand.possible:
            button.hide()

    def bar_rect(self) -> pygame.Rect:
        f = self.app.factor
        w, _ = self.app.size
        rect = pygame.Rect(0, 0, min(w - round(320 * f), round(760 * f)), round(22 * f))
        rect.midtop = (w // 2 - round(110 * f), round(118 * f))
        return rect

    def panel_rect(self) -> pygame.Rect:
        f = self.app.factor
        w, h = self.app.size
        width = min(w - round(40 * f), round(1180 * f))
        return pygame.Rect((w - width) // 2, round(164 * f), width, h - round(164 * f) - round(100 * f))

    # Input and time ----------------------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type == BACK or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.buttons.get("back")):
            self.app.pop()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        pressed = next((name for name, button in self.buttons.items() if event.ui_element is button), None)
        if pressed == "stop":
            self.at_hand.stop() if self.at_hand.running else self.at_hand.start()
            self._refresh_stop()
        elif pressed == "show":
            self.viewer, self.handing_to = self.handing_to, None
            self.layout()
        elif pressed == "hide":
            self.viewer = None
            self.layout()
        elif isinstance(pressed, tuple) and pressed[0] == "person":
            self.handing_to = pressed[1]
            self.layout()
        elif isinstance(pressed, tuple) and pressed[0] == "point":
            self.open_point(self.rows[pressed[1]])

    def open_point(self, verdict) -> None:
        shown = self.finished.seen_by(verdict.seat)
        self.app.push(self.app.registry["turning point"](self.app, shown, verdict, self.at_hand.before(verdict.number)))

    def update(self, dt: float) -> None:
        running = self.at_hand.running
        if self.at_hand.update() and self.viewer is not None and self.review.turning_points(self.viewer) != self.rows:
            self.layout()  # a new turning point found: its row and button
        if running != self.at_hand.running:
            self._refresh_stop()

    def resume(self) -> None:
        super().resume()
        if self.viewer is not None and self.review.turning_points(self.viewer) != self.rows:
            self.layout()

    def leave(self) -> None:
        self.at_hand.stop()
        super().leave()

    # Drawing -----------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        seat = self.viewer if self.viewer is not None else self.handing_to
        title = words("review.title_of", name=self.finished.names[seat]) if seat is not None else words("review.title")
        blit_text(surface, title, "serif_bold", round(40 * f), GOLD, (w // 2, round(52 * f)), "center", max_width=w - 40)
        self._draw_progress(surface, f)
        if self.handing_to is not None:
            blit_text(surface, words("review.pass_to", name=self.finished.names[self.handing_to]), "serif_bold", round(40 * f), CREAM,
                      (w // 2, round(h * 0.42)), "center", max_width=w - 40)
            blit_text(surface, words("review.look_away"), "sans_italic", round(18 * f), GOLD_LIGHT, (w // 2, round(h * 0.5)),
                      "center", max_width=w - 40)
        elif self.viewer is None:
            blit_text(surface, words("review.whose"), "sans_bold", round(20 * f), CREAM, (w // 2, round(230 * f)), "center",
                      max_width=w - 40)
        else:
            self._draw_points(surface, f)

    def _draw_progress(self, surface, f: float) -> None:
        review = self.review
        bar = self.bar_rect()
        if not self.at_hand.possible:
            blit_text(surface, words("review.cannot"), "sans_bold", round(17 * f), GOLD_LIGHT, (self.app.size[0] // 2, bar.top),
                      "midtop", max_width=self.app.size[0] - 40)
            return
        frame(surface, bar, PARCHMENT, CLAY, max(1, round(2 * f)), 6)
        filled = bar.inflate(-round(6 * f), -round(6 * f))
        filled.width = round(filled.width * self.at_hand.progress)
        if filled.width:
            pygame.draw.rect(surface, LAPIS, filled, border_radius=4)
        said = (words("review.done", total=review.total) if review.finished
                else words("review.progress", done=review.done, total=review.total or 0))
        if self.at_hand.warning is not None:
            said = f"{said} {warning_words(self.at_hand.warning)}"
        blit_text(surface, said, "sans_bold", round(16 * f), CREAM, (bar.left, bar.top - round(6 * f)), "bottomleft",
                  max_width=self.app.size[0] - bar.left - round(24 * f))

    def _draw_points(self, surface, f: float) -> None:
        panel = self.panel_rect()
        frame(surface, panel, PARCHMENT, CLAY, 3, 10)
        x = panel.left + round(18 * f)
        blit_text(surface, words("review.points"), "sans_bold", round(17 * f), CLAY, (x, panel.top + round(14 * f)),
                  max_width=panel.width - round(36 * f))
        text_width = panel.width - round(250 * f)
        y = panel.top + round(50 * f)
        for first, second in self.row_words:
            blit_text(surface, first, "sans_bold", round(16 * f), INK, (x, y), max_width=text_width)
            lines = wrap(second, "sans", round(15 * f), text_width)
            for i, line in enumerate(lines[:2]):
                blit_text(surface, line, "sans", round(15 * f), INK_SOFT, (x, y + round((24 + 20 * i) * f)), max_width=text_width)
            y += round(ROW * f)
        note = self.note()
        if note:
            blit_text(surface, note, "sans_italic", round(15 * f), TERRACOTTA if not self.rows else INK_SOFT,
                      (x, min(y + round(4 * f), panel.bottom - round(30 * f))), max_width=panel.width - round(36 * f))

    def note(self) -> str:
        """What the list cannot say by itself: that it is still growing, or that elsewhere the
        choices could not be told apart."""
        review = self.review
        if not self.rows:
            return words("review.none_told") if review.finished else words("review.waiting")
        if review.finished and len(self.rows) < 3:
            return words("review.rest_untold")
        return "" if review.finished else words("review.waiting")

    def point_words(self, verdict) -> tuple[str, str]:
        """A turning point in two lines: when, and the chances; what was played, what would have been
        better and why."""
        state = view_for(self.at_hand.before(verdict.number), verdict.seat)
        names = self.finished.names
        when = heading(verdict.year, verdict.phase)
        chances = chances_words(verdict, self.finished.state.is_solo)
        reason = explain(state, verdict.seat, verdict.best.command)
        better = words("review.better_why", mine=move_words(state, names, verdict.seat, verdict.mine.command),
                       best=move_words(state, names, verdict.seat, verdict.best.command),
                       why=engine_words(reason.message, reason.values))
        return words("review.point_line", when=when, chances=chances), better

    def targets(self):
        return {name: button.rect.copy() for name, button in self.buttons.items() if button.visible}

    def private_seat(self):
        return self.viewer
