"""A turning point on the board: the History replay of the moment the decision was made, seen by
the player who made it (R25: only the board and the mats, which are public, are drawn), with their
move and the better one both marked: the gold ring of a hint for the move played, and a lapis
outline of the better one's area (or a lapis frame round its place), each tagged in words ("You",
"Better" with a star) so neither rests on colour.
Beside the board, what the review says of it. Moves made on a card or a button have no place on
the board; the words say them.
"""

from __future__ import annotations

import html
import math

import pygame

from ...bots.explain import explain
from ...rules import PlaceWorker, ResolveCampaign, SetTurnOrder, view_for
from ..game.history import Moment
from ..looks.language import engine_words, words
from ..looks.log_text import heading
from ..looks.review_words import chances_words, move_words
from ..looks.look import CREAM, GOLD_LIGHT, INK, LAPIS
from ..looks.paint import text
from ..table.hit_test import first_click
from ..table.board import SLOT_NAMES
from ..table.ring import draw_ring, ring_rect
from .history_scene import HistoryScene

STEPPING = ("earlier", "later", "first")  # History's own buttons, not used here


class TurningPoint(HistoryScene):
    def __init__(self, app, finished, verdict, moment_state):
        self.verdict = verdict
        self.moment_state = moment_state  # the game just before the decision (its seat's view is drawn)
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

    @staticmethod
    def area_of(command) -> str | None:
        if isinstance(command, PlaceWorker):
            return command.place
        if isinstance(command, ResolveCampaign) and command.areas:
            return command.areas[0]
        return None

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
        taken = []  # the tags drawn: the second keeps clear of the first
        if mine is not None:
            draw_ring(canvas, mine, f)
            taken.append(self._tag(canvas, mine.inflate(round(12 * f), round(12 * f)), words("review.tag_mine"), False, taken))
        if best is not None:
            outer = best.inflate(round(30 * f), round(30 * f)) if best == mine else best.inflate(round(12 * f), round(12 * f))
            shape = self.board.area_shapes.get(self.area_of(self.verdict.best.command))
            if shape is not None:  # an area: its own outline, which no other area's box crosses
                pygame.draw.polygon(canvas, CREAM, shape, max(5, round(7 * f)))
                pygame.draw.polygon(canvas, LAPIS, shape, max(3, round(4 * f)))
                lowest = max(shape, key=lambda point: point[1])  # the tag hangs from the outline's foot
                outer = pygame.Rect(round(lowest[0]), round(lowest[1]), 0, 0)
            else:
                pygame.draw.rect(canvas, LAPIS, outer, max(3, round(4 * f)), border_radius=10)
                pygame.draw.rect(canvas, CREAM, outer.inflate(round(8 * f), round(8 * f)), max(1, round(2 * f)), border_radius=12)
            self._tag(canvas, outer, words("review.tag_best"), True, taken)

    def _tag(self, surface, around: pygame.Rect, said: str, better: bool, taken: list[pygame.Rect]) -> pygame.Rect:
        """A small label on a dark ground on a mark's corner, "You" or "Better" (with a star), kept
        on the board and clear of the other tag."""
        f = self.app.factor
        size = round(14 * f)
        star = round(16 * f) if better else 0
        label = text(said, "sans_bold", size, CREAM)
        box = pygame.Rect(0, 0, label.get_width() + star + round(12 * f), label.get_height() + round(6 * f))
        room = self.board.place_rect("map").union(self.board.place_rect("buildings"))
        gap = round(8 * f)
        # On the mark's corner, so it plainly belongs to it: "You" top left, "Better" under it.
        if better:
            box.midtop = (around.centerx, around.bottom + gap // 2)
        else:
            box.center = around.topleft
        box.clamp_ip(room)
        for other in taken:
            if box.colliderect(other):
                box.left = other.right + gap
        pygame.draw.rect(surface, LAPIS if better else INK, box, border_radius=6)
        pygame.draw.rect(surface, CREAM if better else GOLD_LIGHT, box, 1, border_radius=6)
        if better:
            _star(surface, (box.left + round(6 * f) + star // 2, box.centery), star // 2)
        surface.blit(label, label.get_rect(midleft=(box.left + round(6 * f) + star, box.centery)))
        return box

    def draw(self, surface) -> None:
        surface.blit(self.canvas, (0, 0))

    def targets(self):
        return {"back": self.widgets["back"].rect.copy()}

    def private_seat(self):
        return self.verdict.seat


def _star(surface, centre: tuple[int, int], radius: int) -> None:
    """A five-pointed star: the better move's mark, whatever its colour looks like."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, GOLD_LIGHT, points)
    pygame.draw.polygon(surface, INK, points, 1)
