"""Asking once before a decision that cannot be taken back.

A decision cannot be taken back when, once given, the player could not undo it: it ends their
turn or the phase, reveals something or draws something (`Session.can_undo`). Before such a
command the table asks in a confirmation dialog, which offers to stop asking; that choice is
kept in the settings (`confirm_final`).
"""

from __future__ import annotations

import html
from dataclasses import replace
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox
from pygame_gui.windows import UIConfirmationDialog

from ...rules import Command, Pass, current_player, why_not
from ...session import Session
from ..looks.language import current, term, words
from ..looks.words import describe


def after_final(session: Session, command: Command) -> Session | None:
    """The game after `command` when the player could not take it back, else None (also when the
    engine refuses it: its reason is shown, there is nothing to confirm). Tried on a copy of the
    session, so the answer is the session's own rule (rules/reveals.py), not a second one."""
    if why_not(session.state, command) is not None:
        return None
    trial = Session(session.state.clone(), session.seats, list(session.commands))
    trial.apply(command)
    return None if trial.can_undo else trial


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
    """The dialog for one command: `on_yes` is called when the player confirms."""

    def __init__(self, app, text: str, on_yes: Callable[[], None]):
        self.app = app
        self.on_yes = on_yes
        self.closed = False
        f = app.factor
        w, h = app.size
        rect = pygame.Rect(0, 0, round(480 * f), round(260 * f))
        rect.center = (w // 2, h // 2)
        self.dialog = UIConfirmationDialog(
            rect, html.escape(text) + f"<br><br><i>{words('confirm.undo_cannot')}</i>", app.manager,
            window_title=words("confirm.title"), action_short_name=words("common.confirm"), always_on_top=True,
        )
        # The dialog's text fills the window above its buttons; the check box takes a line of it.
        box = round(24 * f)
        text = self.dialog.confirmation_text
        if current() == "ja":  # Japanese breaks between any letters, without dashes
            text.allow_split_dashes = False
            text.rebuild()
        text.set_dimensions((text.rect.width, text.rect.height - box - 4))
        self.check = UICheckBox(pygame.Rect(round(10 * f), -round(40 * f) - box, box, box), words("confirm.dont_ask"), app.manager,
                                container=self.dialog, anchors={"top": "bottom", "bottom": "bottom"},
                                tool_tip_text=words("confirm.dont_ask_tip"))

    def handle(self, event) -> bool:
        """Whether `event` was for this dialog."""
        if event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and event.ui_element is self.dialog:
            self._close()
            self.on_yes()
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self._close()  # cancelled
            return True
        return False

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.check.is_checked:
            keeper = self.app.keeper
            keeper.change_settings(replace(keeper.settings, confirm_final=False))
        self.dialog.kill()

    def cancel(self) -> None:
        """Close without giving the command (the table is left or covered)."""
        self.closed = True
        self.dialog.kill()

    def targets(self) -> dict:
        return {
            ("confirm", "yes"): self.dialog.confirm_button.rect.copy(),
            ("confirm", "cancel"): self.dialog.cancel_button.rect.copy(),
            ("confirm", "don't ask"): self.check.rect.copy(),
        }


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
        if not self.app.keeper.settings.confirm_final:
            return False
        after = after_final(self.play.session, command)
        if after is None:
            return False
        self.close()
        self.confirmation = Confirmation(self.app, question(self.play, command, after), on_yes)
        return True

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
