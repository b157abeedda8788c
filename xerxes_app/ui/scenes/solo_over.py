"""The end of a solo game (R22, R23): won or lost, the scenario, the goal's progress and what was
missing; the campaign's record notes the win.

The record is written when this screen is made, once per finished game (recording the same
game again changes nothing); a disk problem is shown here and the win still counts for this game.
"""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITextBox

from ...rules import solo
from ...saving import load_solo_campaign, record_solo_game
from ..looks.backdrop import backdrop
from .charts_scene import opened_charts
from .game_over import count_in_records, end_buttons, handle_end_buttons, hints_line
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, PARCHMENT, TERRACOTTA
from ..looks.language import current, engine_words, said, term, warning_words, words
from ..looks.paint import blit_text, frame
from ..shell.scene import Scene
from ..looks.solo_words import GOAL_WORDS, campaign_line, scenario_title


class SoloOver(Scene):
    music = "table"

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.buttons: dict = {}
        self.note: UITextBox | None = None
        folder = app.keeper.save_dir
        warning = record_solo_game(folder, play.session)
        self.warning = " ".join(filter(None, (warning_words(warning) if warning is not None else "", count_in_records(app, play))))
        loaded = load_solo_campaign(folder)
        self.campaign = loaded.campaign
        self.problem = loaded.problem or ""

    def refresh(self) -> None:
        pass

    @property
    def won(self) -> bool:
        return solo.goal_met(self.play.state)

    def build(self, root) -> None:
        f = self.app.factor
        w, h = self.app.size
        self.buttons = end_buttons(self, root, "solo", words("solo.campaign"), 260)
        # A record that could not be written or read is said under the campaign's line.
        note = self.warning or said(self.problem)
        rect = pygame.Rect(0, 0, min(w - 40, round(900 * f)), round(54 * f))
        rect.midtop = (w // 2, round(496 * f))
        self.note = UITextBox(html.escape(note), rect, self.app.manager, container=root,
                              allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        if not note:
            self.note.hide()

    def handle(self, event) -> None:
        if not opened_charts(self, event):
            handle_end_buttons(self, event)

    def verdict(self) -> str:
        scenario = scenario_title(self.play.state.scenario)
        return words("solo.won" if self.won else "solo.lost", scenario=scenario)

    def missing(self) -> str:
        state = self.play.state
        if self.won:
            return words("solo.met_in", year=state.year)
        return words("solo.missing", what=engine_words("missing", (solo.goal_pairs(state),)))

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        state = self.play.state
        surface.blit(backdrop(w, h), (0, 0))
        satrap = state.content.satraps[state.players[0].satrap].name
        blit_text(surface, words("solo.over", satrap=term(satrap)), "serif", round(28 * f), CREAM,
                  (w // 2, round(62 * f)), "center", max_width=w - 40)
        blit_text(surface, self.verdict(), "serif_bold", round(52 * f), GOLD if self.won else TERRACOTTA,
                  (w // 2, round(122 * f)), "center", max_width=w - 40)
        panel = pygame.Rect(0, 0, min(w - 40, round(760 * f)), round(250 * f))
        panel.midtop = (w // 2, round(180 * f))
        frame(surface, panel, PARCHMENT, CLAY, 3, 10)
        x = panel.left + round(30 * f)
        y = panel.top + round(20 * f)
        blit_text(surface, words("solo.goal_by"), "sans_bold", round(17 * f), CLAY, (x, y))
        y += round(40 * f)
        for (_, done, needed), part in zip(solo.progress(state), GOAL_WORDS):
            met = done >= needed
            blit_text(surface, words("solo.done_of", done=done, needed=needed, part=words(part)), "serif_bold", round(26 * f), INK, (x, y))
            blit_text(surface, words("solo.met") if met else words("solo.short", count=needed - done), "sans_bold", round(18 * f),
                      CLAY if met else TERRACOTTA, (panel.right - round(30 * f), y + round(6 * f)), "topright")
            y += round(42 * f)
        blit_text(surface, self.missing(), "sans_bold", round(18 * f), INK if self.won else TERRACOTTA, (x, y + round(6 * f)),
                  max_width=panel.width - round(60 * f))
        y = panel.bottom + round(24 * f)
        record = campaign_line(self.campaign.won)
        shown = blit_text(surface, words("solo.campaign_record", record=record), "serif", round(22 * f), GOLD_LIGHT, (w // 2, y),
                          "midtop", max_width=w - 40)
        hints = hints_line(self.play.session)
        if hints:
            blit_text(surface, hints, "sans_bold", round(15 * f), GOLD_LIGHT, (w // 2, shown.bottom + round(4 * f)), "midtop",
                      max_width=w - 40)

    def targets(self):
        return {name: button.rect.copy() for name, button in self.buttons.items()}
