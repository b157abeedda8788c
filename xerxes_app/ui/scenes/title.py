"""The title screen: start a game or join one on the network, read the rules, or quit.

Each button opens the screen registered under its name (scenes/start.py). Continue names the
last game's year and players, and is off when there is no game to continue. Naming the last game
loads it, and the engine with it: the first frame comes up without, Continue off, and Continue
is named in the next. From the frame after, the player's network games are followed
(game/turn_watch.py), and "Your turn in N games" shows, top left, while there are any: it opens
the Network games list, those games first. Under it, "Your accounts" while this computer is signed
in to a server (saving/sessions.py, read after the first frame too): the account screen.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..shell.dimmed import dim, undim
from ..looks.backdrop import backdrop, border_height
from ...resources import VERSION
from ...saving.sessions import kept_sessions
from ..game.last_game import continue_label
from ..looks.language import words
from ..looks.look import CREAM, GOLD, GOLD_LIGHT
from ..looks.paint import blit_text, elided
from ..shell.scene import Scene
from ..shell.shortcuts import open_shortcuts

# (label, registry name), as ids of the catalogue
ENTRIES = (
    ("title.new_game", "new game"),
    ("title.join", "join"),
    ("title.continue", "continue"),
    ("title.load", "load"),
    ("title.solo", "solo"),
    ("title.rules", "rules"),
    ("title.settings", "settings"),
    ("title.quit", "quit"),
)

# (registry name, label, what it opens), in the bottom left corner
CORNER = (
    ("tutorial", "title.tutorial", "title.tutorial_tip"),
    ("records", "title.records", "title.records_tip"),
)


class Title(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.buttons: dict[str, UIButton] = {}
        self.drawn = False  # the first frame is on the screen
        self.named = False  # Continue names the last game
        self.turns_shown = ""  # the player's turns, as the button says them
        self.accounts_named = False  # whether "Your accounts" was looked for

    def build(self, root) -> None:
        f = self.app.factor
        w, h = self.app.size
        width, gap = round(300 * f), round(10 * f)
        # The menu from under the title's words down to the checkered border, clear of it: each
        # button as tall as that room allows, at most 46 px at 1280 x 720.
        top, bottom = round(h * 0.39), h - border_height(h) - gap
        step = min(round(54 * f), (bottom - top + round(8 * f)) // len(ENTRIES))
        height = step - round(8 * f)
        self.buttons = {}
        for i, (label, name) in enumerate(ENTRIES):
            rect = pygame.Rect((w - width) // 2, top + i * step, width, height)
            button = UIButton(rect, words(label), self.app.manager, container=root, object_id="#big_button")
            self.buttons[name] = button
        # The keyboard's shortcuts, in a corner: the menu stays the game's.
        keys = pygame.Rect(0, 0, round(200 * f), round(40 * f))
        keys.bottomright = (w - gap * 2, rect.bottom)  # level with the menu's foot
        self.buttons["keys"] = UIButton(keys, words("title.keys"), self.app.manager, container=root,
                                        tool_tip_text=words("title.keys_tip"))
        # The ways to learn the game and look back on games played, in the other corner.
        corner = keys.move(gap * 2 - keys.left, 0)
        for name, label, tip in CORNER:
            self.buttons[name] = UIButton(corner, words(label), self.app.manager, container=root, tool_tip_text=words(tip))
            corner = corner.move(corner.width + gap, 0)
        self.turns_shown = ""
        self.show_turns()
        self.named = False
        self.name_continue()
        self.accounts_named = False

    def show_turns(self) -> None:
        """"Your turn in Ann's game" (or "in N games"), across from the version, top left, while
        there are any; the rest of the screen is left as it is, so that no click on it is lost
        meanwhile."""
        said = self._turns_words()
        button = self.buttons.get("network games")
        if said and button is None:
            f, gap = self.app.factor, round(10 * self.app.factor)
            mine = pygame.Rect(gap * 2, border_height(self.app.size[1]) + gap, round(320 * f), round(40 * f))
            button = self.buttons["network games"] = UIButton(mine, "", self.app.manager, container=self.root,
                                                              object_id="#big_button", tool_tip_text=words("title.your_turn_tip"))
        if said:
            # As wide as its words, a game's name too, up to the middle of the screen's top.
            f = self.app.factor
            width = min(max(round(320 * f), button.font.size(said)[0] + round(30 * f)), round(560 * f))
            button.set_dimensions((width, button.rect.height))
            button.set_text(elided(said, button.font, width - round(20 * f)))
        elif button is not None:
            del self.buttons["network games"]
            button.kill()
        self.turns_shown = said

    def show_accounts(self) -> None:
        """"Your accounts", top left under the turns, while sessions are kept here (the file read
        after the first frame, as the saves are)."""
        self.accounts_named = True
        if kept_sessions(self.app.keeper.config_dir):
            f, gap = self.app.factor, round(10 * self.app.factor)
            rect = pygame.Rect(gap * 2, border_height(self.app.size[1]) + gap * 2 + round(40 * f), round(320 * f), round(40 * f))
            self.buttons["account"] = UIButton(rect, words("title.accounts"), self.app.manager, container=self.root,
                                               tool_tip_text=words("title.accounts_tip"))

    def _turns_words(self) -> str:
        turns = self.app.turns
        count = turns.count if turns is not None else 0
        if count == 1 and turns.only_game:
            return words("title.your_turn_in", game=turns.only_game)
        return words("title.your_turn", count=count) if count else ""

    def name_continue(self) -> None:
        """Continue with the last game's year and players, off with the reason when there is none;
        only off until the first frame is drawn."""
        button = self.buttons["continue"]
        if not self.drawn:
            button.disable()  # for a frame, before the saves are looked at: nothing to say yet
            return
        label, tip, on = continue_label(self.app)
        button.enable()
        button.set_text(elided(label, button.font, button.rect.width - round(20 * self.app.factor)))
        button.set_tooltip(tip)
        if on:
            undim(button)
        else:
            dim(button, tip)
        self.named = True

    def handle(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for name, button in self.buttons.items():
            if event.ui_element is button:
                if name == "quit":
                    self.app.running = False
                elif name == "keys":
                    open_shortcuts(self.app)
                else:
                    scene = self.app.registry[name](self.app)
                    if scene is not None:
                        self.app.push(scene)

    def resume(self) -> None:
        # Back from a game: a network game is left (a hosted server stops, its game saved), and
        # Continue has another game to offer.
        if self.app.network is not None:
            self.app.network.close()
            self.app.network = None
        self.layout()

    def update(self, dt: float) -> None:
        if not self.named:
            self.name_continue()
        if self.drawn and not self.accounts_named:
            self.show_accounts()
        # Not an else: the frame that names Continue may be the one a turn began in.
        if self.app.turns is not None and self._turns_words() != self.turns_shown:
            self.show_turns()

    def draw(self, surface) -> None:
        self.drawn = True
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, "XERXES", "serif_bold", round(110 * f), GOLD, (w // 2, round(h * 0.2)), "center")
        blit_text(surface, words("title.tagline"), "serif", round(26 * f), CREAM, (w // 2, round(h * 0.31)), "center")
        blit_text(surface, words("title.players"), "sans_italic", round(16 * f), GOLD_LIGHT, (w // 2, round(h * 0.36)), "center")
        blit_text(surface, words("title.version", version=VERSION), "sans", round(13 * f), GOLD_LIGHT,
                  (w - round(28 * f), round(24 * f)), "topright")

    def targets(self):
        return {name: button.rect.copy() for name, button in self.buttons.items()}
