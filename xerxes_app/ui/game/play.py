"""A game at the table: the session, and whose secrets the screen may show now (R25).

After every command, autosaved at once (keeper.py), `show_next` puts up the screen for what comes
next. When the decision passes to another person at the table, the board stays in view and only
what is private is veiled (`viewer` None) until that person clicks "show my hand" on the table
(`reveal`); a game continued or loaded opens the same way, its board in view and the hand veiled.
Only at setup, where there is no board yet and every choice is secret, does a hand-off screen
cover everything until that person clicks. A decision made elsewhere needs neither: the seat's
decider (deciders.py, a computer) makes it while the table shows it, and the screen stays with the
person who had it, so with one person and computers nobody hands anything off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..looks.language import refusal_words
from ..sound import heard, sounds_of
from ...rules import SETUP, Command, IllegalCommand, current_player
from ...saving import SaveWarning, record_game
from ...session import Session
from ..table.moves import MoveBook
from .deciders import Decider, deciders_for
from .hint import Hints
from .history import History, rebuild
from .log_reasons import LogReasons
from .reviewing import Finished

if TYPE_CHECKING:
    from ..shell.app_window import AppWindow


class Play:
    whole_game_here = True  # the game with its secrets and commands, to count in the records

    def __init__(self, app: "AppWindow", session: Session, deciders: list[Decider] | None = None):
        self.app = app
        self.session = session
        self.deciders = deciders if deciders is not None else deciders_for(session)  # who decides each seat
        here = [seat for seat, decider in enumerate(self.deciders) if decider.at_this_screen]
        # R25: with more than one person at this screen, secrets hide behind a hand-off.
        self.needs_hand_off = len(here) > 1
        self.viewer: int | None = None  # the seat whose secrets are on screen, if any
        if len(here) == 1:  # one person at the screen: their hand stays shown, whoever decides
            self.viewer = here[0]
        self.version = 0  # counts the commands applied, so screens know when to redraw
        # Each move since the table opened, for the table to show where it happened (moves.py).
        self.moves = MoveBook(lambda: {seat for seat in range(len(self.deciders)) if self.decides_here(seat)})
        self.follow()
        self.reasons = LogReasons(session)
        self._elsewhere: Decider | None = None  # the decider last given the pending decision
        self.hints = Hints(self)  # the computer's advice for a person here who asks
        self.keep()  # a game started or loaded is at once the one to Continue

    @property
    def state(self):
        return self.session.state

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    @property
    def mat_names(self) -> list[str]:
        """The names the mats show: a network game's say its accounts' ratings too (net_play.py)."""
        return self.names

    saves_by_name = True  # whether Save as can keep the game here (not a network game's: the server holds it)

    @property
    def watched(self) -> bool:
        """Whether nobody at this screen decides for any seat (`xerxes --watch`, a network game
        watched from Join): its table has no buttons to decide with (layout.py)."""
        return not any(decider.at_this_screen for decider in self.deciders)

    def decides_here(self, seat: int | None) -> bool:
        """Whether the person at this screen decides for `seat` (never for nobody)."""
        return seat is not None and self.deciders[seat].at_this_screen

    def waiting_for(self) -> int | None:
        """The seat whose pending decision is made elsewhere (a computer), or None when a person
        here decides (or nobody: the game is over)."""
        seat = current_player(self.state)
        return None if seat is None or self.decides_here(seat) else seat

    def note(self) -> str | None:
        """What holds the whole game up, for the banner to say first (a network game's lost
        connection), or None."""
        return None

    def mat_room(self, seat: int) -> tuple[bool, bool]:
        """Whether the seat's mat keeps room for a clock, and for a button about the seat (a
        network game's, net_seats.py); neither here."""
        return False, False

    def draw_over(self, surface, table) -> None:
        """What the game draws over the table each frame (a network game's clocks); nothing here."""

    def targets(self) -> dict:
        """The game's own buttons at the table, for the keyboard's focus and the tests (a network
        game's, about a seat); none here."""
        return {}

    def seat_notes(self, seat: int) -> list[str]:
        """What a seat's mat's tooltip adds for this game (a network game's: its clock, or the
        computer playing it); nothing here."""
        return []

    def end_notes(self) -> list[str]:
        """The game over screen's own lines for this game (a network game's: the moves a computer
        made for an absent person); none here."""
        return []

    def past(self) -> History:
        """The game's earlier rounds and phases, for History."""
        return rebuild(self.session)

    def listen(self) -> None:
        """Each frame a screen above the game is up (History): a network game reads what arrived."""

    def leave(self) -> None:
        """Leave the table for the title screen (Leave game, the game's menu): the game is saved."""
        self.app.back_to("title")

    menu_choices: tuple[tuple[str, str], ...] = ()  # the game's menu's own choices for this game (key, words)

    def choose(self, key: str) -> None:
        """One of `menu_choices`, chosen in the game's menu."""

    @property
    def reviewable(self) -> bool:
        """Whether the end screens offer a review: a game a person played (not one watched)."""
        return self.session.humans > 0

    def finished(self) -> Finished:
        """The game as the look-back screens read it once over (the review)."""
        return Finished(self.session)

    def record_game(self, folder) -> SaveWarning | None:
        """Count the game, just ended here, in the records."""
        return record_game(folder, self.session)

    def update(self) -> str | None:
        """Each frame the game is on screen: the decider of a decision made elsewhere moves it on.
        Returns a refusal that arrived late, to show (a network game's: net_play.py), or None."""
        seat = self.waiting_for()
        decider = None if seat is None else self.deciders[seat]
        if self._elsewhere is not None and self._elsewhere is not decider:
            self._elsewhere.stop()
        self._elsewhere = decider
        if decider is not None:
            decider.update(self, seat)  # may apply its decision, and so put up another screen
        return None

    def stop_deciding(self) -> None:
        """The table is left: a decision under way elsewhere is no longer wanted."""
        for decider in self.deciders:
            decider.stop()
        self._elsewhere = None
        self.hints.cancel()

    def apply(self, command: Command, reason: tuple[str, tuple] | None = None) -> str | None:
        """Give the engine a command (with a computer's reason for it, if any); returns its
        refusal, or None and moves the game on."""
        before = heard(self.state), current_player(self.state)
        try:
            self.session.apply(command, reason)
        except IllegalCommand as refusal:
            self.app.sound.play("refusal")
            return refusal_words(refusal)
        self._sound(*before)
        self._moved()
        return None

    def undo(self) -> None:
        """Take back the viewer's last decision and the computers' after it (`Session.undo`:
        never across a reveal, a draw or another person's decision, so the viewer decides again
        and sees nothing new). A computer thinking meanwhile is stopped by the change itself: its
        thought was for the game as it was (deciders.py)."""
        self.session.undo(self.viewer)
        self.app.sound.play("undo")
        self._moved()

    def redo(self) -> None:
        """Give again the decision last taken back; the computers then decide again from there."""
        before = heard(self.state), current_player(self.state)
        self.session.redo(self.viewer)
        self._sound(*before)
        self._moved()

    def _sound(self, before, deciding: int | None) -> None:
        """The sounds of what the last command changed, and a chime when the decision passes to
        a person at this screen: at the veil in pass-and-play, back from the computers with one
        person."""
        people = {seat for seat in range(len(self.deciders)) if self.decides_here(seat)}
        for name in sounds_of(before, self.state, people):
            self.app.sound.play(name)
        if not self.state.is_over:
            seat = current_player(self.state)
            if seat != deciding and seat in people:
                self.app.sound.play("turn")

    def _moved(self) -> None:
        # The places the game changes (a command, an undo, a redo), so where the game is autosaved.
        self.keep()
        self.follow()
        self.version += 1
        self.show_next()

    def follow(self) -> None:
        """The moves follow the game to where it stands (a network game's, as each update arrives)."""
        if self.state is not None:
            session = self.session
            self.moves.follow(len(session.commands), self.state, session.commands if self.whole_game_here else None)

    def keep(self) -> None:
        """Autosave the game, to Continue it later."""
        self.app.keeper.autosave(self.session)

    def show_next(self) -> None:
        screens = self.app.registry
        state = self.state
        if state.is_over:
            self.viewer = None
            self._show(screens["solo over" if state.is_solo else "game over"], refresh=True)
            return
        seat = current_player(state)
        if not self.decides_here(seat):
            # A decision made elsewhere shows at the table, even at setup: the screen stays with
            # the person last handed it, and that seat's hand is never drawn (R25).
            self._show(screens["table"], refresh=True)
            return
        handing = self.needs_hand_off and seat != self.viewer
        wall = handing and state.phase == SETUP
        if handing:
            self.viewer = None  # nothing private is drawn until the next player asks (R25)
        elif seat != self.viewer:
            self.viewer = seat
        # Behind a hand-off the screen is not seen, so it is redrawn only when uncovered.
        self._show(screens["setup choice" if state.phase == SETUP else "table"], refresh=not wall)
        if wall:
            self.app.push(screens["hand off"](self.app, self, seat))

    def reveal(self, seat: int) -> None:
        """The player of `seat` clicked "show my hand" on the veiled table: their hand, and with it
        the strip of what happened since their last turn."""
        self.viewer = seat
        self.app.top.refresh()

    def handed_to(self, seat: int) -> None:
        """The hand-off screen was clicked by the player of `seat`."""
        self.viewer = seat
        self.app.pop()
        self.app.top.refresh()

    def _show(self, kind: type, refresh: bool) -> None:
        top = self.app.top
        if isinstance(top, kind) and getattr(top, "play", None) is self:
            if refresh:
                top.refresh()
        else:
            self.app.replace(kind(self.app, self))
