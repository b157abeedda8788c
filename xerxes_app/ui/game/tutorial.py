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
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox

from ...bots import make_bot
from ...rules import (
    PLACEMENT, SETUP, TURN_CHANGE, DiscardTaxCard, PlaceWorker, current_player, legal_commands, new_game, view_for,
)
from ...session import Seat, Session
from ..table.hit_test import first_click
from ..table.ring import draw_ring, ring_rect
from .continuing import open_game
from .lesson_spot import lesson_spot
from ..looks.language import current, words
from ..looks.look import GOLD
from .play import Play
from .tutorial_steps import CHOOSING, COMPUTER, PHASE_LESSONS, YEAR_PLAYED, Lesson

# A deal where, following the ring, year 1 has a building, a Taxation card paid and a turn change.
SEED = 5
SATRAPS = ("India", "Lydia")
PERSON, COMPUTER_SEAT = 0, 1
SECOND_WORKER = PlaceWorker(TURN_CHANGE)
READ = 3.0  # what covering a pixel of the screen's words, cards or buttons costs, the board's 1


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
        again when the window's new size brings a new widget manager. Its words take the height
        they need at the player's text size, the buttons in a row of their own under them."""
        app = self.app
        self.shown = None
        self._placed = None
        f = app.factor
        self.size = app.size
        self.pad = round(10 * f)
        self.panel = UIPanel(pygame.Rect(0, 0, min(app.size[0] - 40, round(540 * f)), round(180 * f)), starting_height=40,
                             manager=app.manager, object_id="#lesson")
        self.buttons = {name: UIButton(pygame.Rect(0, 0, 10, 10), words(f"lesson.{name}"), app.manager, container=self.panel,
                                       tool_tip_text=words(f"lesson.{name}_tip"))
                        for name in ("again", "leave", "on")}
        # Each button as wide as the widest of their words at this text size, the three side by
        # side from the right; the panel wider where they need it.
        wide = max(round(170 * f), *(button.font.size(button.text)[0] + 4 * self.pad for button in self.buttons.values()))
        self.button_size = (wide, max(round(38 * f), self.buttons["on"].font.size("Ag")[1] + self.pad))
        border = self.panel.rect.width - self.panel.get_container().get_rect().width
        row = 3 * wide + 4 * self.pad + border
        if row > self.panel.rect.width:
            self.panel.set_dimensions((min(app.size[0] - 40, row), self.panel.rect.height))
        inner = self.panel.get_container().get_rect()
        self.words = UITextBox("", pygame.Rect(0, 0, inner.width, -1), app.manager, container=self.panel,
                               object_id="#lesson_words", allow_split_dashes=current() != "ja")  # Japanese breaks between any letters
        self.buttons["on"].hide()

    def _fit(self) -> None:
        """The panel as tall as its words and the row of buttons under them."""
        inner = self.panel.get_container().get_rect()
        wide, high = self.button_size
        top = self.words.rect.height + self.pad // 2
        right = inner.width - self.pad
        for name in ("leave", "again", "on"):
            self.buttons[name].set_dimensions((wide, high))
            self.buttons[name].set_relative_position((right - wide, top))
            right -= wide + self.pad
        border = self.panel.rect.height - inner.height
        self.panel.set_dimensions((self.panel.rect.width, top + high + self.pad + border))

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
            self._fit()
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

    def _in_sight(self) -> list[tuple[pygame.Rect, float]]:
        """What the player reads or clicks on the screen under the lesson, and how much covering
        it costs: the screen's words, buttons, cards and places, the board itself less."""
        top = self.app.top
        mine = {self.panel, self.words, *self.buttons.values()}
        parts = [(element.rect, READ) for element in self.app.manager.get_sprite_group().sprites()
                 if isinstance(element, (UIButton, UILabel)) and element.visible and element.alive() and element not in mine]
        parts += [(rect, READ) for rect in top.in_sight()]
        board = getattr(top, "board", None)
        if board is not None:
            parts.append((board.rect, 1.0))
        return parts

    def _spot(self, ring: pygame.Rect | None) -> tuple[int, int]:
        """Where the lesson stands: off the ring, on as little as may be of the rest; worked out
        again only when the screen, its ring or the lesson's size changes."""
        gap = round(24 * self.app.factor)
        clear = [rect.inflate(gap, gap) for rect in self._clear_of(ring)]
        parts = self._in_sight()
        key = (self.panel.rect.size, tuple(map(tuple, clear)), tuple((tuple(rect), weight) for rect, weight in parts))
        if self._placed is None or self._placed[0] != key:
            self._placed = (key, lesson_spot(self.app.size, self.panel.rect.size, clear, parts, round(8 * self.app.factor)))
        return self._placed[1]

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
