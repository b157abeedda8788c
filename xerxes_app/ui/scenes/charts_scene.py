"""The finished game year by year, opened from the end screens: each player's VP at the end of
every year as lines and their VP by source as bars; for a solo game, the goal's three counts
against their levels (R22). Once the game has a review, a button puts in the bars' place each
person's chance to win after each of their decisions, with the turning points on it, beside the
VP year by year. Back returns to the end screen.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...rules import BUILDING_VP, CAMPAIGN_VP, LOST_VP, TAX_VP, solo
from ..looks import icons
from ..looks.backdrop import backdrop
from ..looks.charts import Series, draw_bars, draw_lines, draw_unknown
from .chance_chart import chance_panel, chances_button, chances_words, kept_review
from ..looks.look import GOLD, GOLD_LIGHT, LAPIS, TERRACOTTA, UNAVAILABLE, player_colour
from ..looks.language import words
from ..looks.paint import blit_text, text
from ..shell.scene import Scene
from .look_back import LookBack
from ..looks.solo_words import GOAL_WORDS

SOURCES = (("over.taxes", GOLD, TAX_VP), ("over.campaigns", TERRACOTTA, CAMPAIGN_VP), ("over.buildings", LAPIS, BUILDING_VP),
           ("over.losses", UNAVAILABLE, LOST_VP))
GOAL_COLOURS = (GOLD, TERRACOTTA, LAPIS)


class Charts(LookBack):
    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.review = kept_review(app, play)
        self.chances_shown = False  # the win-chance line in the bars' place

    def build(self, root) -> None:
        super().build(root)
        if self.review is not None:
            self.buttons["chances"] = chances_button(self, root)

    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.buttons.get("chances"):
            self.chances_shown = not self.chances_shown
            self.buttons["chances"].set_text(words("charts.show_sources") if self.chances_shown else chances_words(self.play.state))
        else:
            super().handle(event)

    def panels(self) -> tuple[pygame.Rect, pygame.Rect]:
        f = self.app.factor
        w, h = self.app.size
        gap = round(20 * f)
        top, bottom = round(110 * f), h - round(150 * f)  # under them, room for a note above Back
        width = (min(w - 2 * gap, round(1240 * f)) - gap) // 2
        left = pygame.Rect((w - 2 * width - gap) // 2, top, width, bottom - top)
        return left, left.move(width + gap, 0)

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        state = self.play.state
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("charts.title"), "serif_bold", round(42 * f), GOLD, (w // 2, round(56 * f)), "center")
        lines, bars = self.panels()
        by_year = self.play.session.by_year
        if state.is_solo:
            needed = solo.GOALS[state.scenario]
            series = [Series(words(part).capitalize(), colour, goal=goal) for part, colour, goal in zip(GOAL_WORDS, GOAL_COLOURS, needed)]
            self.draw_lines(surface, lines, words("charts.goal_lines"), series)
            done = [count for _, count, _ in solo.progress(state)]
            labels = [text(words(part).capitalize(), "sans_bold", round(14 * f), colour) for part, colour in zip(GOAL_WORDS, GOAL_COLOURS)]
            draw_bars(surface, bars, words("charts.goal_end"), [[d, n] for d, n in zip(done, needed)], labels,
                      [Series(words("charts.done"), LAPIS), Series(words("charts.needed"), UNAVAILABLE)], f, losses=False)
        else:
            series, groups, marks = [], [], []
            for seat, player in enumerate(state.players):
                satrap = state.content.satraps[player.satrap]
                mark = icons.piece(satrap.colour, satrap.pattern, round(30 * f), "satrap")
                series.append(Series(self.play.names[seat], player_colour(satrap.colour), mark))
                groups.append([player.vp_sources[index] for _, _, index in SOURCES])
                marks.append(mark)
            self.draw_lines(surface, lines, words("charts.vp_lines"), series)
            draw_bars(surface, bars, words("charts.vp_bars"), groups, marks,
                      [Series(words(label), colour) for label, colour, _ in SOURCES], f, names=self.play.names)
        if self.chances_shown:
            chance_panel(surface, bars, self.review, self.play, f)
        if by_year and by_year[0][0] != 1:
            blit_text(surface, words("charts.not_kept"), "sans_italic", round(15 * f), GOLD_LIGHT, (w // 2, lines.bottom + round(10 * f)),
                      "midtop", max_width=w - 40)

    def draw_lines(self, surface, rect: pygame.Rect, title: str, series: list[Series]) -> None:
        """The lines year by year; a game saved without its years has none to draw, and says so."""
        by_year = self.play.session.by_year
        if by_year:
            draw_lines(surface, rect, title, by_year, series, self.app.factor)
        else:
            draw_unknown(surface, rect, title, words("charts.none_kept"), self.app.factor)


def charts_button(scene: Scene, root) -> UIButton:
    """The end screens' way to the charts, in the bottom right corner."""
    f = scene.app.factor
    w, h = scene.app.size
    rect = pygame.Rect(0, 0, round(200 * f), round(46 * f))
    rect.bottomright = (w - round(24 * f), h - round(50 * f))
    return UIButton(rect, words("over.charts"), scene.app.manager, container=root,
                    tool_tip_text=words("charts.tip"))


def opened_charts(scene: Scene, event) -> bool:
    """Open the charts over an end screen when its button was pressed."""
    if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is scene.buttons.get("charts"):
        scene.app.push(Charts(scene.app, scene.play))
        return True
    return False
