"""The reviews kept, opened from Records: the newest first, each a finished game (when it ended,
how many played, who, how far its review has gone); a click opens its review, which goes on
where it was stopped. Damaged files have been set aside by the time this shows, and it says where.
"""

from __future__ import annotations

import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...saving.reviews import kept_reviews
from ..game.reviewing import Finished
from ..looks.backdrop import backdrop
from ..looks.language import said, words
from ..looks.look import GOLD, GOLD_LIGHT
from ..looks.paint import blit_text
from .look_back import LookBack

SHOWN = 7  # reviews listed: the newest


class KeptReviewsScene(LookBack):
    def __init__(self, app):
        super().__init__(app)
        kept = kept_reviews(app.keeper.save_dir)
        self.kept = kept.reviews[:SHOWN]
        self.problems = kept.problems

    def build(self, root) -> None:
        super().build(root)
        f = self.app.factor
        w, _ = self.app.size
        width = min(w - round(80 * f), round(900 * f))
        for i, kept in enumerate(self.kept):
            rect = pygame.Rect((w - width) // 2, round(130 * f) + i * round(60 * f), width, round(50 * f))
            self.buttons[("review", i)] = UIButton(rect, self.entry_words(kept), self.app.manager, container=root)

    def entry_words(self, kept) -> str:
        review = kept.review
        session = review.session
        people = [seat.name for seat in session.seats if seat.is_human]
        try:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(kept.path.stat().st_mtime))
        except OSError:
            when = "—"
        done = words("reviews.done") if review.finished else words("reviews.part", done=review.done, total=review.total or 0)
        return words("reviews.entry", when=when, players=len(session.seats), names=", ".join(people), done=done)

    def handle(self, event) -> None:
        if self.went_back(event, self.buttons["back"]) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for name, button in self.buttons.items():
            if event.ui_element is button and isinstance(name, tuple):
                review = self.kept[name[1]].review
                self.app.push(self.app.registry["review"](self.app, Finished(review.session), review))

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("reviews.title"), "serif_bold", round(44 * f), GOLD, (w // 2, round(60 * f)), "center")
        if not self.kept:
            blit_text(surface, words("reviews.none"), "sans_italic", round(18 * f), GOLD_LIGHT,
                      (w // 2, round(160 * f)), "center", max_width=w - 40)
        y = h - round(150 * f)
        for problem in self.problems[:2]:
            blit_text(surface, said(problem), "sans_bold", round(14 * f), GOLD_LIGHT, (w // 2, y), "midtop", max_width=w - 40)
            y += round(24 * f)
