"""The computers' turns at the table: each thinks on a worker thread, and its decision is given on
the main thread, at a readable pace.

When the pending seat is a computer, its bot gets a copy of that seat's view (`view_for`, R25)
on a thread of its own, so frames go on being drawn and input handled while a Hard bot thinks.
The answer waits until the turn has been on screen for the pace of the settings, then goes
through `Play.apply`, the very path of a person's click (engine, autosave, next screen). The
worker never touches the game: it reads its own copy, and only the main thread applies.

One bot per computer seat, seeded from the game's seed and the seat, so a game loaded again
plays on with the same bots. The bot's reason, when it may be shown to everyone
(computer_words.py), is kept with the session (and so saved) beside the first public log entry
its decision wrote, as a message id with its values, for the log panel to show with it in the
language of the moment.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Callable

from ...bots import Bot, make_bot
from ...bots.explain import Reason
from ...rules import Command, GameState, current_player, view_for
from ...rules.state import LogEntry
from ..looks.computer_words import public_reason
from ..looks.language import engine_words

if TYPE_CHECKING:
    from .play import Play

# Seconds a computer's turn stays on screen at the least (thinking included), by the settings.
PACE_SECONDS = {"instant": 0.0, "fast": 0.4, "normal": 1.0, "slow": 2.0}


def bot_seed(game_seed: int, seat: int) -> int:
    return game_seed * 4 + seat  # seats 0 to 3: each seat of each game its own seed


class Thought:
    """One computer decision being thought about on a worker thread."""

    def __init__(self, bot: Bot, view: GameState, seat: int, decision: int):
        self.bot = bot
        self.seat = seat
        self.decision = decision  # the number of commands applied before it: which decision it is for
        self.started = time.perf_counter()
        self.command: Command | None = None
        self.reason: Reason | None = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._think, args=(view,), name=f"computer seat {seat}", daemon=True)
        self.thread.start()

    def _think(self, view: GameState) -> None:
        try:
            command = self.bot.choose(view, self.seat)
            self.reason = public_reason(command, self.bot.explain(view, self.seat, command))
            self.command = command
        except BaseException as error:  # shown on the main thread, not lost with this one
            self.error = error
        finally:
            self.done.set()


class ComputerTurns:
    def __init__(self, play: "Play", make: Callable[[str, int], Bot] = make_bot):
        self.play = play
        seed = play.state.seed
        self.bots: dict[int, Bot] = {seat: make(s.kind, bot_seed(seed, seat))
                                     for seat, s in enumerate(play.session.seats) if not s.is_human}
        self.thought: Thought | None = None
        self.dropped: Thought | None = None  # interrupted; its bot is not asked again until it has stopped
        self._by_entry: dict[int, tuple[str, tuple]] = {}  # the session's reasons by their log entries' identity
        self._read_for: tuple = ()

    def pending(self) -> int | None:
        """The computer seat whose decision it is, or None when a person decides (or nobody)."""
        state = self.play.state
        if state.is_over:
            return None
        seat = current_player(state)
        return seat if seat in self.bots else None

    @property
    def thinking(self) -> bool:
        return self.pending() is not None

    def update(self) -> None:
        """Each frame the table is on top: start thinking, or give the answer once its time has come."""
        seat = self.pending()
        if seat is None:
            return
        decision = len(self.play.session.commands)
        if self.thought is None or (self.thought.seat, self.thought.decision) != (seat, decision):
            self.drop()
            if self.dropped is not None and self.dropped.thread.is_alive():
                return  # the interrupted bot answers within a moment; two threads never share a bot
            self.dropped = None
            self.thought = Thought(self.bots[seat], view_for(self.play.state, seat), seat, decision)
            return
        thought = self.thought
        if not thought.done.is_set() or time.perf_counter() - thought.started < self.pace():
            return
        self.thought = None
        if thought.error is not None:
            raise RuntimeError(f"The computer in seat {seat + 1} could not decide.") from thought.error
        reason = (thought.reason.message, thought.reason.values) if thought.reason else None
        refusal = self.play.apply(thought.command, reason)
        if refusal:
            raise RuntimeError(f"The computer in seat {seat + 1} chose a refused command: {refusal}")

    @property
    def reasons(self) -> dict[int, tuple[str, tuple]]:
        return self.play.session.reasons

    def reason_for(self, entry: LogEntry) -> str | None:
        """The computer's reason shown with this log entry, if any, in the current language."""
        log = self.play.state.log
        read_for = (id(log), len(log), len(self.reasons))
        if read_for != self._read_for:
            self._read_for = read_for
            self._by_entry = {id(log[i]): reason for i, reason in self.reasons.items() if i < len(log)}
        reason = self._by_entry.get(id(entry))
        return engine_words(*reason) if reason else None

    def drop(self) -> None:
        """Stop a bot thinking and forget its answer (leaving the table)."""
        if self.thought is not None:
            if not self.thought.done.is_set():  # a finished thought's bot has nothing to stop
                self.thought.bot.interrupt()
            self.dropped = self.thought
            self.thought = None

    def pace(self) -> float:
        return PACE_SECONDS[self.play.app.keeper.settings.computer_pace]
