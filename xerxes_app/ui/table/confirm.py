"""Asking once before a decision that cannot be taken back.

A decision cannot be taken back when, once given, the player could not undo it: it passes the
decision to another person (in a network game, to anyone else), or reveals or draws something
(`Session.why_no_undo`). Against computers at one table, a decision that only hands them the
turn is not asked about: undo takes it back with their answers, until something is revealed.
Before such a command the table asks, where Settings say to (`confirm_final`, for every game),
in a confirmation that offers to stop asking in this game only: that is kept with the game
(`Session.asks_final`), and Settings stay as they were.
"""

from __future__ import annotations

import html
from typing import Callable

from ...rules import Command, Pass, current_player, why_not
from ...session import Session
from ..looks.language import term, words
from ..shell.dialog import Dialog
from ..looks.words import describe


def after_final(session: Session, command: Command) -> Session | None:
    """The game after `command` when the player could not take it back, else None (also when the
    engine refuses it: its reason is shown, there is nothing to confirm). Tried on a copy of the
    session, so the answer is the session's own rule (rules/reveals.py), not a second one."""
    if why_not(session.state, command) is not None:
        return None
    seat = current_player(session.state)
    trial = Session(session.state.clone(), session.seats, list(session.commands), computers_here=session.computers_here)
    trial.apply(command)
    return None if trial.why_no_undo(seat) is None else trial


def cannot_take_back(session: Session, command: Command) -> bool:
    return after_final(session, command) is not None


def question(play, command: Command, after: Session) -> str:
    """What the command does, and what then follows that undo cannot go back across."""
    state = play.state
    if isinstance(command, Pass):
        what = words("confirm.pass", phase=words(f"phase.{state.phase}").lower())
    else:
        what = describe(state, play.names, play.viewer, command)
    seat = current_player(after.state)
    if after.state.is_over:
        then = words("confirm.then_over")
    elif seat != current_player(state):
        then = words("confirm.then_turn", satrap=term(after.state.title(seat)), name=play.names[seat])
    elif after.state.phase != state.phase:
        then = words("confirm.then_phase", phase=words(f"phase.{after.state.phase}").lower())
    else:
        then = words("confirm.reveals")
    return words("confirm.question", what=what, then=then)


class Confirmation:
    """The question for one command, in the look of every confirmation (shell/dialog.py): `on_yes`
    is called when the player confirms, `on_unasked` when "Don't ask again in this game" was
    ticked as it closed."""

    def __init__(self, app, text: str, on_yes: Callable[[], None], on_unasked: Callable[[], None]):
        self.on_yes = on_yes
        self.on_unasked = on_unasked
        self.closed = False
        self.window = Dialog(app, "confirm", words("confirm.title"),
                             html.escape(text) + f"<br><br><i>{words('confirm.undo_cannot')}</i>",
                             (("cancel", words("common.cancel")), ("yes", words("common.confirm"))),
                             check=words("confirm.dont_ask"), check_tip=words("confirm.dont_ask_tip"))

    def handle(self, event) -> bool:
        """Whether `event` was for this question: its answer, or its closing (a cancel)."""
        answer = self.window.answer(event)
        if answer is None:
            return False
        self._close()
        if answer == "yes":
            self.on_yes()
        return True

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.window.checked:
            self.on_unasked()
        self.window.kill()

    def cancel(self) -> None:
        """Close without giving the command (the table is left or covered)."""
        self.closed = True
        self.window.kill()

    def targets(self) -> dict:
        return {**self.window.targets("confirm"), ("confirm", "don't ask"): self.window.check.rect.copy()}


class AskBeforeFinal:
    """The table's questions: whether a command needs one, and the dialog while it is up."""

    def __init__(self, app, play):
        self.app = app
        self.play = play
        self.confirmation: Confirmation | None = None

    @property
    def asking(self) -> bool:
        return self.confirmation is not None

    def ask(self, command: Command, on_yes: Callable[[], None]) -> bool:
        """Put the question up and return True when `command` needs it; else False."""
        if not (self.app.keeper.settings.confirm_final and self.play.session.asks_final):
            return False
        after = after_final(self.play.session, command)
        if after is None:
            return False
        self.close()
        self.confirmation = Confirmation(self.app, question(self.play, command, after), on_yes, self._unasked)
        return True

    def _unasked(self) -> None:
        self.play.session.asks_final = False
        self.play.keep()  # kept with the game at once, as a decision is

    def handle(self, event) -> bool:
        """Whether `event` was for the question (its answer or its closing)."""
        if self.confirmation is None or not self.confirmation.handle(event):
            return False
        self.confirmation = None
        return True

    def close(self) -> None:
        if self.confirmation is not None:
            self.confirmation.cancel()
            self.confirmation = None

    def targets(self) -> dict:
        return self.confirmation.targets() if self.confirmation is not None else {}
