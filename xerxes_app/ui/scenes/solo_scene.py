"""The solo campaign (R22, R23): the three scenarios and their goals, which are won, which is
next, whether the campaign is fulfilled; then a scenario, a satrap and a seed to start one.

The record is read once, when the screen opens; a damaged record is reported here and the
campaign starts afresh (the saving layer replaces the file at the next win).
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ..looks.language import ability_words, current, refusal_words, said, term, words
from ...rules import GOALS, IllegalCommand, new_game, standard_content
from ...saving import load_solo_campaign
from ...session import Seat, Session
from ..looks.backdrop import backdrop
from ..shell.inputs import BACK
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, TERRACOTTA
from ..looks.paint import blit_text, frame, text
from ..game.play import Play
from ..shell.scene import Scene
from .seed_row import fresh_seed, pressed_below, read_seed, seed_row
from ..looks.solo_words import campaign_line, goal_lines, next_scenario, scenario_title

RANDOM_SATRAP = "At random"


def badge_around(label: pygame.Surface, f: float) -> pygame.Rect:
    """A scenario's badge, sized by its words: they grow with the text size and are taller in
    Japanese."""
    return pygame.Rect(0, 0, label.get_width() + round(20 * f), max(round(28 * f), label.get_height() + round(6 * f)))


class Solo(Scene):
    def __init__(self, app):
        super().__init__(app)
        loaded = load_solo_campaign(app.keeper.save_dir)  # the record lives beside the saved games
        self.campaign = loaded.campaign
        self.problem = loaded.problem or ""
        self.next = next_scenario(self.campaign.won)
        self.scenario = self.next or "easy"
        self.satrap = RANDOM_SATRAP
        self.seed = fresh_seed()
        self.refusal = ""
        self.widgets: dict = {}
        self.cards: dict[str, pygame.Rect] = {}

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        row = round(42 * f)
        wid = self.widgets = {"scenario": {}, "satrap": {}}
        card_w, gap = round(300 * f), round(30 * f)
        left = (w - 3 * card_w - 2 * gap) // 2
        top = round(190 * f)
        card_h = round(236 * f)
        self.cards = {}
        for i, name in enumerate(GOALS):
            card = pygame.Rect(left + i * (card_w + gap), top, card_w, card_h)
            self.cards[name] = card
            button = pygame.Rect(card.left + round(20 * f), card.bottom - row - round(14 * f), card_w - round(40 * f), row)
            chosen = name == self.scenario
            wid["scenario"][name] = UIButton(button, words("solo.chosen") if chosen else words("solo.play", scenario=scenario_title(name)), m, container=root,
                                             object_id="#selected" if chosen else None)
        y = top + card_h + round(26 * f)
        UILabel(pygame.Rect(left, y, round(120 * f), row), words("new.satrap"), m, container=root, object_id="#heading_small")
        names = [RANDOM_SATRAP] + [s.name for s in standard_content().satraps]
        button_w = round(150 * f)
        for i, name in enumerate(names):
            chosen = name == self.satrap
            wid["satrap"][name] = UIButton(pygame.Rect(left + round(130 * f) + i * (button_w + round(8 * f)), y, button_w, row),
                                           words("solo.at_random") if name == RANDOM_SATRAP else term(name), m, container=root,
                                           object_id="#selected" if chosen else None,
                                           tool_tip_text=self._ability(name))
        y += row + round(16 * f)
        seed_row(self, root, wid, left, left + round(130 * f), y, row)
        wid["refusal"] = UILabel(pygame.Rect(left + round(510 * f), y, 3 * card_w + 2 * gap - round(510 * f), row), self.refusal,
                                 m, container=root, object_id="#refusal")
        bottom = h - round(90 * f)
        # A damaged record: said here, between the choices and the buttons, for as long as the
        # screen is open; the campaign goes on from nothing won.
        wid["problem"] = UITextBox(html.escape(said(self.problem)), pygame.Rect(left, y + row + round(12 * f), 3 * card_w + 2 * gap,
                                                                        round(54 * f)), m, container=root,
                                   allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        if not self.problem:
            wid["problem"].hide()
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        wid["start"] = UIButton(pygame.Rect(left + 3 * card_w + 2 * gap - round(280 * f), bottom, round(280 * f), round(50 * f)),
                                words("solo.start"), m, container=root, object_id="#big_button")

    @staticmethod
    def _ability(name: str) -> str | None:
        satraps = {s.name: s for s in standard_content().satraps}
        if name not in satraps:
            return words("solo.dealt")
        return ability_words(satraps[name])

    def handle(self, event) -> None:
        if event.type == BACK:
            self.app.pop()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._pressed(event.ui_element)

    def _pressed(self, element) -> None:
        wid = self.widgets
        self.seed = read_seed(self.widgets)
        for key in ("scenario", "satrap"):
            for name, button in wid[key].items():
                if element is button:
                    setattr(self, key, name)
                    self.layout()
                    return
        pressed_below(self, element)

    def start_game(self) -> None:
        satrap = None if self.satrap == RANDOM_SATRAP else self.satrap
        try:
            state = new_game(1, self.seed, satraps=[satrap], scenario=self.scenario)
        except IllegalCommand as refusal:
            self.refusal = refusal_words(refusal)
            self.widgets["refusal"].set_text(self.refusal)
            return
        Play(self.app, Session(state, [Seat(words("lesson.you_name"))], hints=True)).show_next()

    # Drawing -----------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("solo.title"), "serif_bold", round(54 * f), GOLD, (w // 2, round(72 * f)), "center")
        blit_text(surface, campaign_line(self.campaign.won), "serif", round(22 * f), CREAM,
                  (w // 2, round(124 * f)), "center", max_width=w - 40)
        for name, card in self.cards.items():
            self._draw_card(surface, name, card)

    def _draw_card(self, surface, name: str, card: pygame.Rect) -> None:
        f = self.app.factor
        won = name in self.campaign.won
        chosen = name == self.scenario
        frame(surface, card, PARCHMENT if chosen else PARCHMENT_DARK, GOLD_LIGHT if chosen else CLAY, 4 if chosen else 2, 10)
        blit_text(surface, scenario_title(name), "serif_bold", round(32 * f), CLAY, (card.left + round(20 * f), card.top + round(12 * f)))
        if won or name == self.next:
            badge_text = words("solo.badge_won" if won else "solo.badge_next")
            badge = badge_around(text(badge_text, "sans_bold", round(16 * f), CREAM), f)
            badge.topright = (card.right - round(16 * f), card.top + round(18 * f))
            frame(surface, badge, GOLD if won else TERRACOTTA, INK, 1, badge.height // 2)
            blit_text(surface, badge_text, "sans_bold", round(16 * f), INK if won else CREAM, badge.center, "center")
        blit_text(surface, words("solo.resolve_by"), "sans_italic", round(15 * f), INK_SOFT,
                  (card.left + round(20 * f), card.top + round(62 * f)))
        y = card.top + round(88 * f)
        for line in goal_lines(name):
            blit_text(surface, line, "sans_bold", round(18 * f), INK, (card.left + round(30 * f), y))
            y += round(26 * f)

    def targets(self):
        wid = self.widgets
        found = {("scenario", name): b.rect.copy() for name, b in wid["scenario"].items()}
        found.update({("satrap", name): b.rect.copy() for name, b in wid["satrap"].items()})
        for key in ("reseed", "back", "start", "seed"):
            found[key] = wid[key].rect.copy()
        return found
