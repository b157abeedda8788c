"""The guided first game, from the title screen: a 2-player game on a fixed deal against an Easy
computer, on the real table and the real engine. A guide drawn over the table rings the place to
click for a good move (the one a Normal computer would make in the player's seat) and says which
rule applies, phase by phase, until a whole year is played. The player may click anything else
the rules allow, leave at any moment, or start again.

A lesson is not a game to Continue: it is never autosaved, and the player's own last game stays
the one Continue offers.
"""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel, UITextBox

from ...bots import make_bot
from ...rules import (
    PLACEMENT, SETUP, TURN_CHANGE, DiscardTaxCard, PlaceWorker, current_player, legal_commands, new_game, view_for,
)
from ...session import Seat, Session
from ..table.hit_test import first_click
from ..table.ring import draw_ring, ring_rect
from .continuing import open_game
from ..looks.language import current, words
from ..looks.look import GOLD
from .play import Play
from .tutorial_steps import CHOOSING, COMPUTER, PHASE_LESSONS, YEAR_PLAYED, Lesson

# A deal where, following the ring, year 1 has a building, a Taxation card paid and a turn change.
SEED = 5
SATRAPS = ("India", "Lydia")
PERSON, COMPUTER_SEAT = 0, 1
SECOND_WORKER = PlaceWorker(TURN_CHANGE)


class LessonPlay(Play):
    """The tutorial's game: played like any other, but never autosaved."""

    def keep(self) -> None:
        pass


class Guide:
    """Over the tutorial's screens: the lesson for the moment, the ring, Start again and Leave."""

    def __init__(self, app, play: Play):
        self.app = app
        self.play = play
        self.adviser = make_bot("normal", SEED)
        self._advice: tuple[int, object] | None = None  # (play.version, command) last worked out
        self.shown: Lesson | None = None
        self._build()

    def _build(self) -> None:
        """The lesson's panel. Widgets, not drawing, so that it stays above the table's own; made
        again when the window's new size brings a new widget manager."""
        app = self.app
        self.shown = None
        f = app.factor
        self.size = app.size
        self.panel = UIPanel(pygame.Rect(0, 0, min(app.size[0] - 40, round(540 * f)), round(180 * f)), starting_height=40,
                             manager=app.manager)
        inner = self.panel.get_container().get_rect()
        pad = round(10 * f)
        size = (round(170 * f), round(38 * f))
        self.words = UITextBox("", pygame.Rect(0, 0, inner.width, inner.height), app.manager, container=self.panel,
                               allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        self.buttons = {
            "again": UIButton(pygame.Rect(inner.width - 2 * (size[0] + pad), inner.height - size[1] - pad, *size),
                              words("lesson.again"), app.manager, container=self.panel,
                              tool_tip_text=words("lesson.again_tip")),
            "leave": UIButton(pygame.Rect(inner.width - size[0] - pad, inner.height - size[1] - pad, *size),
                              words("lesson.leave"), app.manager, container=self.panel,
                              tool_tip_text=words("lesson.leave_tip")),
            "on": UIButton(pygame.Rect(inner.width - 3 * (size[0] + pad), inner.height - size[1] - pad, *size),
                           words("lesson.on"), app.manager, container=self.panel,
                           tool_tip_text=words("lesson.on_tip")),
        }
        self.buttons["on"].hide()

    # What to say and where to point -----------------------------------------------------------

    def showing(self) -> bool:
        """Whether the screen up is the lesson's own game (not the rules, the settings, ...)."""
        return getattr(self.app.top, "play", None) is self.play

    def lesson(self) -> Lesson:
        state = self.play.state
        if state.year > 1 or state.is_over:
            return YEAR_PLAYED
        if current_player(state) == COMPUTER_SEAT:
            return COMPUTER
        if getattr(self.app.top, "confirming", None) is not None:  # a decision made, to confirm
            return CHOOSING
        return PHASE_LESSONS[state.phase]

    def advice(self):
        """The move the ring points at: a Normal computer's choice in the player's seat."""
        state = self.play.state
        if state.is_over or state.year > 1 or current_player(state) != PERSON:
            return None
        if self._advice is None or self._advice[0] != self.play.version:
            command = self.adviser.choose(view_for(state, PERSON), PERSON)
            # The second worker goes to the turn-change space, so the year ends with a turn change.
            if state.phase == PLACEMENT and state.sweep == 2 and SECOND_WORKER in legal_commands(state):
                command = SECOND_WORKER
            self._advice = (self.play.version, command)
        return self._advice[1]

    def target(self) -> tuple | None:
        """What the ring goes around, as the screen's target key: a card to discard at setup,
        else where the advised command is clicked first at the table."""
        command = self.advice()
        if command is None or getattr(self.app.top, "confirming", None) is not None:
            return None
        if self.play.state.phase == SETUP:
            if getattr(self.app.top, "chosen", None) == command.card:
                return "discard"
            return ("tax" if isinstance(command, DiscardTaxCard) else "campaign", command.card)
        return first_click(command)

    def ring(self) -> pygame.Rect | None:
        """The ring's place on screen: board places from the board's lookup, the rest (cards,
        buttons) from the screen's targets."""
        return ring_rect(self.app.top, self.target())

    # Drawing and input -------------------------------------------------------------------------

    def draw(self, surface) -> None:
        if isinstance(self.app.top, self.app.registry["title"]):  # the player left the game by its own menu
            self.end()
            return
        if not self.showing():
            self.panel.hide()
            return
        if self.size != self.app.size:
            self.panel.kill()
            self._build()
        if not self.panel.visible:
            self.panel.show()  # which shows every button in it: the lesson's own are set again below
            self.shown = None
        f = self.app.factor
        ring = self.ring()
        if ring is not None:
            draw_ring(surface, ring, f)
        lesson = self.lesson()
        if lesson != self.shown:
            self.shown = lesson
            heading = words("lesson.heading", title=lesson.title)
            self.words.set_text(f"<b>{html.escape(heading)}</b><br>{html.escape(lesson.text)}")
            self.buttons["on"].show() if lesson is YEAR_PLAYED else self.buttons["on"].hide()
        spot = self._spot(ring)
        if spot != self.panel.rect.topleft:
            self.panel.set_position(spot)
        if ring is not None:
            pygame.draw.line(surface, GOLD, self.panel.rect.center, ring.center, max(2, round(3 * f)))

    def _clear_of(self, ring: pygame.Rect | None) -> list[pygame.Rect]:
        """What the lesson must not cover: the ring's place and, for a building, every building,
        since the lesson is about choosing among them."""
        if ring is None:
            return []
        key = self.target()
        board = getattr(self.app.top, "board", None)
        if board is not None and isinstance(key, tuple) and key[0] == "building":
            return [ring, board.place_rect("buildings")]
        return [ring]

    def _spot(self, ring: pygame.Rect | None) -> tuple[int, int]:
        """Where the lesson stands: the first of the window's edges that keeps clear of the ring."""
        w, h = self.app.size
        f = self.app.factor
        box = self.panel.rect.copy()
        places = ({"midbottom": (w // 2, h - round(70 * f))}, {"midtop": (w // 2, round(80 * f))},
                  {"bottomleft": (20, h - 20)}, {"bottomright": (w - 20, h - 20)}, {"topleft": (20, 20)})
        clear = [rect.inflate(round(24 * f), round(24 * f)) for rect in self._clear_of(ring)]
        for place in places:
            spot = box.copy()
            setattr(spot, *next(iter(place.items())))
            if spot.collidelist(clear) < 0:
                return spot.topleft
        return box.topleft

    def handle(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.buttons["leave"]:
            self.leave()
        elif event.ui_element is self.buttons["on"]:
            self.end()
        elif event.ui_element is self.buttons["again"]:
            self.leave()
            start_tutorial(self.app)

    def targets(self) -> dict:
        """Where to click for the guide's buttons, and the ring (for tests and tools)."""
        found = {("guide", name): button.rect.copy() for name, button in self.buttons.items()}
        ring = self.ring() if self.showing() else None
        if ring is not None:
            found[("guide", "ring")] = ring
        return found

    def leave(self) -> None:
        self.end()
        self.app.back_to("title")

    def end(self) -> None:
        self.panel.kill()
        if self.app.guide is self:
            self.app.guide = None


def start_tutorial(app) -> None:
    """The title screen's Learn to play: a fresh lesson, from the deal."""
    if app.guide is not None:
        app.guide.end()
    state = new_game(2, SEED, list(SATRAPS), [PERSON, COMPUTER_SEAT])
    play = open_game(app, Session(state, [Seat(words("lesson.you_name")), Seat(words("lesson.computer_name"), "easy")], hints=True), LessonPlay)
    app.guide = Guide(app, play)
