"""Playing the app by clicks alone, as a person would: for the GUI tests, the screenshots and
the benchmark.

Each action finds on screen where the thing it wants is drawn (`Scene.targets()`), moves the
mouse there and posts a press and a release through the real event loop. Choosing *what* to do
may look at the engine's legal commands; doing it is only ever clicks.
"""

from __future__ import annotations

import random
import time

import pygame

from xerxes_app.rules import Build, ClaimVictory, Pass, ResolveCampaign, ResolveTax, legal_commands
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.rules.abilities import ABILITY_COMMANDS
from xerxes_app.ui.table.campaign_pick import CampaignPick
from xerxes_app.ui.table.hit_test import first_click
from xerxes_app.ui.table.icon_pick import IconPick
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.table.turn_order_pick import TurnOrderPick
from xerxes_app.ui.table.vp_split import VpSplit

FRAMES_PER_CLICK = 2  # pygame-gui reports a press one event.get() after the release


class Clicker:
    def __init__(self, app, seed: int = 0, on_frame=None, answer_questions: bool = True):
        self.app = app
        self.rng = random.Random(seed)
        self.on_frame = on_frame  # called after every frame, e.g. to check what is on screen
        self.clicks = 0
        # Whether to answer the question before a decision undo cannot take back (confirm.py) as a
        # player in a hurry does: "Don't ask again", then Confirm.
        self.answer_questions = answer_questions

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.step()
            if self.on_frame is not None:
                self.on_frame(self.app)

    def click(self, key) -> None:
        targets = self.app.top.targets()
        if key not in targets:
            raise LookupError(f"{key!r} is not on the {type(self.app.top).__name__} screen: {sorted(map(str, targets))[:40]}")
        window = self.blocking_window()
        if window is not None and not window.rect.collidepoint(targets[key].center):
            # A click under a question goes nowhere: said at once, where a loop of decisions would go round for ever.
            raise LookupError(f"{key!r} lies under the window {window.window_display_title!r}")
        self.click_at(targets[key].center)
        if not (isinstance(key, tuple) and key[0] == "confirm"):
            self.answer_question()

    def blocking_window(self):
        """The window up that takes every click outside it (a question), if any."""
        return next((window for window in self.app.manager.get_window_stack().get_full_stack()
                     if window.alive() and window.visible and window.is_blocking), None)

    def answer_question(self) -> None:
        """Answer the question before a decision undo cannot take back, if one is up."""
        asking = getattr(self.app.top, "asking", None)
        if self.answer_questions and asking is not None and asking.asking:
            self.click(("confirm", "don't ask"))
            self.click(("confirm", "yes"))
            self.frames(1)  # the dialog reports its answer one event.get() after the button's press

    def click_at(self, pos) -> None:
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames(FRAMES_PER_CLICK)
        self.clicks += 1

    # Starting a game ---------------------------------------------------------------------------

    def new_game(self, players: int, seed: int) -> None:
        """From the title screen: New game, the number of seats, the seed typed in, Start."""
        self.click("new game")
        self.click(("players", players))
        self.type_seed(seed)
        self.click("start")

    def solo_game(self, scenario: str, satrap: str, seed: int) -> None:
        """From the title screen: Solo, the scenario, the satrap (or "At random"), the seed, Start."""
        self.click("solo")
        self.click(("scenario", scenario))
        self.click(("satrap", satrap))
        self.type_seed(seed)
        self.click("start")

    def type_into(self, key, text: str, clear: int = 80) -> None:
        """Click a text field of the screen, clear it (End, then `clear` backspaces: the click may
        put the cursor anywhere in the text) and type `text`, as key events."""
        self.click(key)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
        for _ in range(clear):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        self.frames(2)

    def find_game(self, port: int, code: str) -> None:
        """From the title screen: Join a game, the address (this computer's loopback), the port
        and the code typed in, Find."""
        self.click("join")
        self.type_into("address", "127.0.0.1")
        self.type_into("port", str(port))
        self.type_into("code", code)
        self.click("find")

    def type_seed(self, seed: int) -> None:
        """Click the screen's seed field, clear it and type `seed`, as key events."""
        self.type_into("seed", str(seed), clear=12)
        entry = self.app.top.widgets["seed"]
        if entry.get_text() != str(seed):
            raise AssertionError(f"typed seed {seed}, the field shows {entry.get_text()!r}")

    # Playing -----------------------------------------------------------------------------------

    def choose(self, commands):
        """A legal command, at random but leaning to ones that move the game on."""
        doing = [c for c in commands if not isinstance(c, (Pass,) + ABILITY_COMMANDS)]
        abilities = [c for c in commands if isinstance(c, ABILITY_COMMANDS)]
        if abilities and self.rng.random() < 0.15:
            return self.rng.choice(abilities)
        if doing and (self.rng.random() < 0.85 or not any(isinstance(c, Pass) for c in commands)):
            return self.rng.choice(doing)
        return next((c for c in commands if isinstance(c, Pass)), None) or self.rng.choice(commands)

    def decide(self) -> None:
        """Make the pending decision on whatever screen is up."""
        top = self.app.top
        if isinstance(top, HandOff):
            self.click("continue")
        elif isinstance(top, SetupChoice):
            command = self.rng.choice(legal_commands(top.play.state))
            kind = "tax" if type(command).__name__ == "DiscardTaxCard" else "campaign"
            self.click((kind, command.card))
            self.click("discard")
        elif isinstance(top, Table) and top.veiled_for() is not None:
            self.click(("button", "show hand"))
        elif isinstance(top, Table):
            self.play(top, self.choose(legal_commands(top.play.state)))
        else:
            raise AssertionError(f"no decision to make on the {type(top).__name__} screen")

    def play(self, table: Table, command) -> None:
        """Give `command` through the table's clicks (and its confirmation's, when one opens)."""
        before = table.play.version
        if table.confirming is None and not isinstance(table.choosing, (IconPick, TurnOrderPick)):
            key = first_click(command)
            if key is None:
                raise AssertionError(f"{command} is chosen in a window that opens by itself")
            self.click(key)
            self.answer_question()
        if isinstance(table.choosing, CampaignPick):  # a campaign's units, chosen by clicks on the map's shields
            for area in command.areas:
                self.click(("area", area))
            self.click(("mat", command.opponent) if command.opponent is not None else ("campaign", command.card))
        # A choice the last command opened (the next gathering or turn-order choice) is not this one's.
        choice = table.choosing if table.play.version == before else None
        while isinstance(choice, IconPick) and table.choosing is choice:  # resources on their icons, an opponent on their mat
            self.click(choice.key(choice.ask.value(command)))
            self.answer_question()
        while isinstance(choice, TurnOrderPick) and table.choosing is choice:  # next round's order, by clicks on the mats
            self.click(("mat", command.order[len(choice.order)]))
        if isinstance(table.choosing, VpSplit):  # a building's VP loss, shared by clicks on the opponents' mats
            for seat, amount in enumerate(command.losses):
                for _ in range(amount):
                    self.click(("mat", seat))
        if table.play.version == before and table.confirming is not None:
            self.click("confirm")
            self.answer_question()
        if table.play.version == before:
            raise AssertionError(f"{command} was not applied; the banner says {table.refusal!r}")

    def follow(self, guide, until, check=None, seconds: float = 120.0) -> None:
        """Play a lesson as its guide says (tutorial.py): click the ringed card or place, and in a
        window what the ringed move needs, until `until(state)`; computers' turns go by in frames.
        `check(screen)` is called before each of the player's moves. The limit is time: a
        computer's turn takes time, not frames."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            top = self.app.top
            if until(top.play.state):
                return
            if guide.play.waiting_for() is not None:
                self.frames(1)
                continue
            if check is not None:
                check(top)
            if isinstance(top, SetupChoice):
                self.click(guide.target())
            else:
                self.play(top, guide.advice())
        raise AssertionError("the lesson did not get there")

    def play_to_end(self, limit: int = 5000) -> None:
        for _ in range(limit):
            state = self.app.top.play.state if hasattr(self.app.top, "play") else None
            if state is None or state.is_over:
                return
            self.decide()
        raise AssertionError("the game did not end")


class GoalSeeker(Clicker):
    """A solo player by clicks who goes for the scenario's goal (R22): ends the game as soon as
    the goal is met, and otherwise resolves and builds whenever it can."""

    EAGER = (ClaimVictory, ResolveCampaign, Build, ResolveTax)

    def choose(self, commands):
        for kind in self.EAGER:
            wanted = [c for c in commands if isinstance(c, kind)]
            if wanted:
                return self.rng.choice(wanted)
        doing = [c for c in commands if not isinstance(c, (Pass,) + ABILITY_COMMANDS)]
        if doing:
            return self.rng.choice(doing)
        return next((c for c in commands if isinstance(c, Pass)), None) or self.rng.choice(commands)
