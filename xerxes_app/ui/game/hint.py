"""A hint at the table: what the Hard computer would do in the decision of the person at this
screen, and why, asked with the Hint button or H.

The computer thinks from the seat's own view (`view_for`, R25), as every computer does, on a
worker thread (deciders.py's `Thought`), its playouts on the app's worker processes where it has
them, so the table stays live and shows that it is thinking.
Escape cancels it, and so does any move: a hint is for the decision it was asked at, and is gone
once that decision is made or taken back. Each hint shown is counted in the session, which game
over and the records report. The reason may speak of the seat's own hidden cards: only the
person whose hand is on screen ever asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...bots import Bot, bot_seed
from ...bots.explain import Reason
from ...bots.pool import shared
from ...rules import Command, current_player, view_for
from .deciders import Game, Thought

HINT_SECONDS = 0.8  # the most the computer thinks for a hint: with a frame's own work, under 1 s


def hint_bot(seed: int) -> Bot:
    # On the app's workers (bots/pool.py) its playouts are shared among them: the same thinking,
    # sooner.
    return Bot("hard", seed, time_limit=HINT_SECONDS, workers=shared())


def hint_seed(game_seed: int, seat: int, decision: int) -> int:
    """Each hint's own seed, from the game, the seat and the decision: the same question gets the
    same thinking."""
    return bot_seed(game_seed, seat) * 1000 + decision


@dataclass(frozen=True)
class Advice:
    command: Command
    reason: Reason | None
    decision: int  # the game's version when it was asked (Game.version): the decision it is for


class Hints:
    def __init__(self, play: Game, make: Callable[[int], Bot] = hint_bot):
        self.play = play
        self.make = make
        self.thought: Thought | None = None
        self.advice: Advice | None = None

    @property
    def on(self) -> bool:
        return self.play.session.hints

    @property
    def thinking(self) -> bool:
        return self.thought is not None

    def ask(self, seat: int) -> None:
        """Start thinking for `seat`'s pending decision (the table checks that it is the viewer's)."""
        state = self.play.state
        if self.thinking or current_player(state) != seat:
            return
        decision = self.play.version
        if self.advice is not None and self.advice.decision == decision:
            return  # asked already: the answer stands
        bot = self.make(hint_seed(state.seed, seat, len(self.play.session.commands)))
        self.thought = Thought(bot, view_for(state, seat), seat, decision, reasoning=lambda command, reason: reason)

    def cancel(self) -> bool:
        """Stop thinking (Escape); whether there was anything to stop."""
        thought, self.thought = self.thought, None
        if thought is None:
            return False
        thought.bot.interrupt()
        return True

    def update(self) -> bool:
        """Each frame: take the answer once it has come; whether a new one was shown."""
        decision = self.play.version
        if self.advice is not None and self.advice.decision != decision:
            self.advice = None  # the decision was made, or taken back: its hint is for nothing now
        thought = self.thought
        if thought is None:
            return False
        if thought.decision != decision:
            self.cancel()
            return False
        if not thought.done.is_set():
            return False
        self.thought = None
        if thought.error is not None:
            raise RuntimeError("The computer could not think of a hint.") from thought.error
        self.advice = Advice(thought.command, thought.reason, decision)
        self.play.session.hints_used += 1
        self.play.keep()  # the count is kept with the game at once, as every decision is
        return True
