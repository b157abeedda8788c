"""Records, from the title screen: games played and won by mode and strength, the best scores,
and the solo campaign's progress (R23), read from the save folder. A damaged records file has
been set aside by the time this screen shows, and the sentence saying where is shown here. Its
Server tab shows the leaderboards of the servers with accounts used here before (server_board.py).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..looks.language import said, term, words
from ...saving import PASS_AND_PLAY, SOLO, best_scores, load_records, load_solo_campaign, tallies
from ...saving.records import GameRecord, Tally
from ..looks.backdrop import backdrop
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, INK_SOFT, PARCHMENT
from ..looks.paint import blit_text, frame
from .look_back import LookBack
from .server_board import ServerBoard
from ..looks.solo_words import campaign_line, scenario_title

TOP, BOTTOM = 146, 150  # the pages' frames, from the window's top and bottom
TABS = ("here", "server")  # this computer's records, and the leaderboards of servers with accounts
COLUMNS = ("records.played", "records.games", "records.won", "records.hinted", "records.best")  # ids of the catalogue


def mode_words(tally: Tally) -> str:
    if tally.mode == PASS_AND_PLAY:
        return words("records.people")
    if tally.mode == SOLO:
        return words("records.solo", scenario=scenario_title(tally.strength))
    return words("records.computers", strength=scenario_title(tally.strength))


def score_line(game: GameRecord) -> str:
    """Who made a best score, in what game, and how many of their moves a computer made (a
    network game by the day, their clock run out)."""
    mode = words("records.solo_mode") if game.players == 1 else words("records.mode", players=game.players, year=game.year)
    who = words("records.who", name=game.name, satrap=term(game.satrap), mode=mode)
    return words("day.records_moves", who=who, count=game.stood_in) if game.stood_in else who


class Records(LookBack):
    def __init__(self, app):
        super().__init__(app)
        loaded = load_records(app.keeper.save_dir)
        campaign = load_solo_campaign(app.keeper.save_dir)
        self.tallies = tallies(loaded.games)
        self.best = best_scores(loaded.games)
        self.campaign = campaign_line(campaign.campaign.won)
        self.problems = [problem for problem in (loaded.problem, campaign.problem) if problem]
        self.tab = "here"
        self.board: ServerBoard | None = None  # the Server tab's, once it was opened
        self.seen: tuple = ()

    def build(self, root) -> None:
        super().build(root)
        f = self.app.factor
        w, h = self.app.size
        tab_w = round(240 * f)
        for i, tab in enumerate(TABS):
            self.buttons[("tab", tab)] = UIButton(pygame.Rect(w // 2 - tab_w - round(5 * f) + i * (tab_w + round(10 * f)), round(88 * f),
                                                              tab_w, round(40 * f)), words(f"people.tab_{tab}"), self.app.manager,
                                                  container=root, object_id="#selected" if tab == self.tab else None)
        if self.board is not None and self.tab == "server":
            self.seen = self.board.state()
            self.board.build(root, self.buttons, round(TOP * f), h - round(BOTTOM * f))
            return
        rect = pygame.Rect(0, 0, round(220 * f), round(46 * f))
        rect.bottomleft = (round(24 * f), self.app.size[1] - round(50 * f))
        self.buttons["reviews"] = UIButton(rect, words("reviews.open"), self.app.manager, container=root,
                                           tool_tip_text=words("reviews.open_tip"))

    def handle(self, event) -> None:
        pressed = event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None
        key = next((key for key, button in self.buttons.items() if pressed is not None and button is pressed), None)
        if key == "reviews":
            self.app.push(self.app.registry["reviews"](self.app))
        elif isinstance(key, tuple) and key[0] == "tab":
            self.tab = key[1]
            if self.tab == "server" and self.board is None:
                self.board = ServerBoard(self.app)
            self.layout()
        elif isinstance(key, tuple) and key[0] == "server":
            self.board.choose(self.board.servers[key[1]])
            self.layout()
        elif isinstance(key, tuple) and key[0] == "page":
            self.board.turn(key[1])
            self.layout()
        else:
            super().handle(event)

    def update(self, dt: float) -> None:
        if self.board is not None:
            self.board.update()
            if self.tab == "server" and self.board.state() != self.seen:
                self.layout()

    def leave(self) -> None:
        if self.board is not None:
            self.board.close()
        super().leave()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("title.records"), "serif_bold", round(48 * f), GOLD, (w // 2, round(52 * f)), "center")
        gap = round(20 * f)
        top, bottom = round(TOP * f), h - round(BOTTOM * f)
        if self.tab == "server" and self.board is not None:
            self.board.draw(surface, top, bottom)
            return
        width = min(w - 2 * gap, round(1200 * f))
        games = pygame.Rect((w - width) // 2, top, round(width * 0.56), bottom - top)
        scores = pygame.Rect(games.right + gap, top, width - games.width - gap, bottom - top)
        self._draw_games(surface, games, f)
        self._draw_scores(surface, scores, f)
        y = bottom + round(12 * f)
        blit_text(surface, words("solo.campaign_record", record=self.campaign), "serif", round(20 * f), CREAM, (w // 2, y), "midtop",
                  max_width=w - 40)
        for problem in self.problems:
            y += round(28 * f)
            blit_text(surface, said(problem), "sans_bold", round(14 * f), GOLD_LIGHT, (w // 2, y), "midtop", max_width=w - 40)

    def _draw_games(self, surface, rect: pygame.Rect, f: float) -> None:
        frame(surface, rect, PARCHMENT, CLAY, 3, 10)
        xs = [rect.left + round(16 * f)] + [rect.left + round(rect.width * share) for share in (0.5, 0.62, 0.74, 0.88)]
        y = rect.top + round(18 * f)
        for x, heading in zip(xs, map(words, COLUMNS)):
            blit_text(surface, heading, "sans_bold", round(16 * f), CLAY, (x, y))
        y += round(40 * f)
        if not self.tallies:
            blit_text(surface, words("records.none_yet"), "sans_italic", round(16 * f), INK_SOFT, (xs[0], y), max_width=rect.width - round(32 * f))
        for tally in self.tallies:
            cells = (mode_words(tally), str(tally.played), "—" if tally.won is None else str(tally.won), str(tally.hinted),
                     "—" if tally.best is None else str(tally.best))
            for i, (x, cell) in enumerate(zip(xs, cells)):
                blit_text(surface, cell, "sans" if i == 0 else "serif_bold", round((17 if i == 0 else 22) * f), INK,
                          (x, y + round(14 * f)), "midleft", max_width=xs[1] - xs[0] - round(10 * f) if i == 0 else None)
            y += round(38 * f)

    def _draw_scores(self, surface, rect: pygame.Rect, f: float) -> None:
        frame(surface, rect, PARCHMENT, CLAY, 3, 10)
        x = rect.left + round(16 * f)
        y = rect.top + round(18 * f)
        blit_text(surface, words("records.best_scores"), "sans_bold", round(16 * f), CLAY, (x, y))
        y += round(40 * f)
        for place, game in enumerate(self.best, 1):
            blit_text(surface, f"{place}.  {game.vp} VP", "serif_bold", round(22 * f), INK, (x, y))
            blit_text(surface, score_line(game), "sans", round(16 * f), INK, (x, y + round(28 * f)), max_width=rect.width - round(32 * f))
            y += round(62 * f)
