"""Who decides a seat, behind one boundary: the table and `Play` ask a seat's decider, never what
kind of player sits there.

- `PersonHere`: a person at this screen, whose clicks at the table decide.
- `Computer`: a bot that thinks on a worker thread and gives its decision on the main thread, at
  a readable pace, through `Play.apply`, the very path of a person's click.
- `Elsewhere`: a person at another computer, or a computer thinking on the server, in a network
  game: the decision arrives over the network as the game's next update (net_play.py), so here
  there is only waiting.

A decider that is not at this screen is given each frame its pending decision is on screen
(`update`), and is told to stop when the table is left (`stop`). The banner names what the table
waits for in the decider's words (`waiting_words`), never by asking what kind of player it is.

A computer gets a copy of its seat's view (`view_for`, R25) on a thread of its own, so frames go
on being drawn and input handled while a Hard bot thinks. The worker never touches the game: it
reads its own copy, and only the main thread applies. One bot per computer seat, seeded from the
game's seed and the seat, so a game loaded again plays on with the same bots. Its reason, when it
may be shown to everyone (computer_words.py), goes with the decision into the session.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, Protocol

from ...bots import STRENGTHS, Bot, bot_seed, make_bot
from ...bots.explain import Reason
from ...rules import Command, GameState, view_for
from ...saving.settings import PACE_SECONDS
from ...session import Session
from ...bots.public_reasons import public_reason


class Game(Protocol):
    """What a decider is given of the game at the screen (play.py's Play)."""

    app: Any
    session: Session
    state: GameState
    version: int  # counts the game's changes (a command, an undo, a redo): never the same twice

    def apply(self, command: Command, reason: tuple[str, tuple] | None = None) -> str | None: ...

    def keep(self) -> None: ...


class Decider:
    """Who decides one seat."""

    at_this_screen = False  # whether the person at this screen decides it, with clicks
    waiting_words = "table.thinking"  # the catalogue's words while the table waits for it

    def update(self, play: Game, seat: int) -> None:
        """Each frame the seat's pending decision is on screen: move it on."""

    def stop(self) -> None:
        """The table is left: a decision under way is no longer wanted."""


class PersonHere(Decider):
    at_this_screen = True


class Elsewhere(Decider):
    """A seat decided at another computer, or by a computer on the server: the game's updates
    bring its decisions, whoever made them."""

    def __init__(self, kind: str, present: Callable[[], bool] = lambda: True):
        self.kind = kind
        self.present = present  # whether its player is connected now

    @property
    def waiting_words(self) -> str:
        if self.kind in STRENGTHS:
            return "table.thinking"
        return "table.waiting_elsewhere" if self.present() else "table.waiting_away"


def deciders_for(session: Session, make: Callable[[str, int], Bot] = make_bot) -> list[Decider]:
    """Each seat's decider on this computer: its person, or a computer of its strength."""
    seed = session.state.seed
    return [PersonHere() if seat.is_human else Computer(make(seat.kind, bot_seed(seed, number)))
            for number, seat in enumerate(session.seats)]


class Thought:
    """One computer decision being thought about on a worker thread, with its reason as
    `reasoning` words it (by default what everyone may read of it)."""

    def __init__(self, bot: Bot, view: GameState, seat: int, decision: int,
                 reasoning: Callable[[Command, Reason], Reason | None] = public_reason):
        self.bot = bot
        self.reasoning = reasoning
        self.seat = seat
        self.decision = decision  # the game's version when asked (Game.version): which decision it is for
        self.command: Command | None = None
        self.reason: Reason | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._think, args=(view,), name=f"computer seat {seat}", daemon=True)
        self.thread.start()

    def _think(self, view: GameState) -> None:
        try:
            command = self.bot.choose(view, self.seat)
            self.reason = self.reasoning(command, self.bot.explain(view, self.seat, command))
            self.command = command
        except BaseException as error:  # shown on the main thread, not lost with this one
            self.error = error
        finally:
            self.done.set()


class Computer(Decider):
    def __init__(self, bot: Bot, clock: Callable[[], float] = time.perf_counter):
        self.bot = bot
        self.clock = clock  # what the pace is counted on
        self.thought: Thought | None = None
        self.since = 0.0  # when the thought began, on the clock
        self.dropped: Thought | None = None  # interrupted; its bot is not asked again until it has stopped

    def update(self, play: Game, seat: int) -> None:
        """Start thinking, or give the answer once its time has come. A thought is for the game
        as it was when it began: after any change (an undo, even one followed by new decisions
        that bring the count of commands back) it is dropped, however far it got, and the
        computer thinks again."""
        decision = play.version
        if self.thought is None or self.thought.decision != decision:
            self.stop()
            if self.dropped is not None and self.dropped.thread.is_alive():
                return  # the interrupted bot answers within a moment; two threads never share a bot
            self.dropped = None
            self.thought, self.since = Thought(self.bot, view_for(play.state, seat), seat, decision), self.clock()
            return
        thought = self.thought
        pace = PACE_SECONDS[play.app.keeper.settings.computer_pace]
        if not thought.done.is_set() or self.clock() - self.since < pace:
            return
        self.thought = None
        if thought.error is not None:
            raise RuntimeError(f"The computer in seat {seat + 1} could not decide.") from thought.error
        reason = (thought.reason.message, thought.reason.values) if thought.reason else None
        refusal = play.apply(thought.command, reason)
        if refusal:
            raise RuntimeError(f"The computer in seat {seat + 1} chose a refused command: {refusal}")

    def stop(self) -> None:
        if self.thought is not None:
            if not self.thought.done.is_set():  # a finished thought's bot has nothing to stop
                self.thought.bot.interrupt()
            self.dropped = self.thought
            self.thought = None
