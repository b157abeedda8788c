"""A turning point on the board: the History replay of the moment the decision was made, seen by
the player who made it (R25: only the board and the mats, which are public, are drawn), with their
move and the better one both marked: the gold ring of a hint for the move played, and a lapis
double frame with a star for the better one, each tagged in words so neither rests on colour.
Beside the board, what the review says of it. Moves made on a card or a button have no place on
the board; the words say them.
"""

from __future__ import annotations

import html
import math

import pygame

from ...bots.explain import explain
from ...review import state_before
from ...rules import ResolveCampaign, SetTurnOrder, view_for
from ..game.history import Moment
from ..looks.language import engine_words, words
from ..looks.log_text import heading
from ..looks.review_words import chances_words, move_words
from ..looks.look import CREAM, GOLD_LIGHT, INK, LAPIS
from ..looks.paint import blit_text
from ..table.hit_test import first_click
from ..table.board import SLOT_NAMES
from ..table.ring import draw_ring, ring_rect
from .history_scene import HistoryScene

STEPPING = ("earlier", "later", "first")  # History's own buttons, not used here


class TurningPoint(HistoryScene):
    def __init__(self, app, finished, verdict, first):
        self.verdict = verdict
        self.moment_state = state_before(first, finished.session.commands, verdict.number)
        super().__init__(app, finished)

    def _viewer(self) -> int:
        return self.verdict.seat

    def _state(self, index: int):
        return self.moment_state  # its one moment: the board just before the decision

    def build(self, root) -> None:
        super().build(root)
        for name in STEPPING:
            self.widgets[name].hide()
        self.widgets["back"].set_text(words("common.back"))

    def show(self, index: int) -> None:
        verdict = self.verdict
        self.steps = [Moment(verdict.year, verdict.phase, self.moment_state)]
        self.index = 0
        wid = self.widgets
        wid["title"].set_text(words("review.point_title", when=heading(verdict.year, verdict.phase)))
        wid["where"].set_text(chances_words(verdict, self.play.state.is_solo))
        wid["log"].set_text(self.words_html())
        self._draw_canvas(0)
        self._draw_marks()

    def words_html(self) -> str:
        verdict = self.verdict
        view = view_for(self.moment_state, verdict.seat)
        names = self.play.names
        reason = explain(view, verdict.seat, verdict.best.command)
        parts = [
            (words(label), move_words(view, names, verdict.seat, choice.command)
             + ("" if self.place_of(choice.command) is not None else " " + words("review.not_on_board")))
            for label, choice in (("review.mark_mine", verdict.mine), ("review.mark_best", verdict.best))
        ] + [(words("review.why"), engine_words(reason.message, reason.values))]
        return "<br>".join(f"<b>{html.escape(label)}</b> {html.escape(said)}" for label, said in parts)

    def marks(self) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """Where the move played and the better one lie on the board, if they have a place there."""
        return self.place_of(self.verdict.mine.command), self.place_of(self.verdict.best.command)

    def place_of(self, command) -> pygame.Rect | None:
        """A worker's area or a building (where the table's first click is); a campaign's first
        area; next round's order by the player's slot in it. A card resolved or a pass has none."""
        if isinstance(command, ResolveCampaign) and command.areas:
            return self.board.place_rect(command.areas[0])
        if isinstance(command, SetTurnOrder):
            return self.board.place_rect(SLOT_NAMES[command.order.index(self.verdict.seat)])
        return ring_rect(self, first_click(command))

    def _draw_marks(self) -> None:
        f = self.app.factor
        mine, best = self.marks()
        canvas = self.canvas
        if mine is not None:
            draw_ring(canvas, mine, f)
            _tag(canvas, mine, words("review.tag_mine"), f, above=True)
        if best is not None:
            outer = best.inflate(round(30 * f), round(30 * f)) if best == mine else best.inflate(round(12 * f), round(12 * f))
            pygame.draw.rect(canvas, LAPIS, outer, max(3, round(4 * f)), border_radius=10)
            pygame.draw.rect(canvas, CREAM, outer.inflate(round(8 * f), round(8 * f)), max(1, round(2 * f)), border_radius=12)
            _star(canvas, outer.topright, round(11 * f))
            _tag(canvas, outer, words("review.tag_best"), f, above=False)

    def draw(self, surface) -> None:
        surface.blit(self.canvas, (0, 0))

    def targets(self):
        return {"back": self.widgets["back"].rect.copy()}

    def private_seat(self):
        return self.verdict.seat


def _tag(surface, around: pygame.Rect, said: str, f: float, above: bool) -> None:
    """A small label on a dark ground just outside a mark: "You" or "Better"."""
    label = blit_text(pygame.Surface((1, 1)), said, "sans_bold", round(14 * f), CREAM, (0, 0))
    box = label.inflate(round(12 * f), round(6 * f))
    if above:
        box.midbottom = (around.centerx, around.top - round(8 * f))
    else:
        box.midtop = (around.centerx, around.bottom + round(8 * f))
    pygame.draw.rect(surface, INK if above else LAPIS, box, border_radius=6)
    pygame.draw.rect(surface, GOLD_LIGHT if above else CREAM, box, 1, border_radius=6)
    blit_text(surface, said, "sans_bold", round(14 * f), CREAM, box.center, "center")


def _star(surface, centre: tuple[int, int], radius: int) -> None:
    """A five-pointed star: the better move's mark, whatever its colour looks like."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, GOLD_LIGHT, points)
    pygame.draw.polygon(surface, INK, points, 1)
