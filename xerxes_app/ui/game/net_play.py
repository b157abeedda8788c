"""A network game at the screen: `Play` with the game's copy (`RemoteGame`) for the session.

The server holds the game and applies every command; this computer holds what its own seats may
see (R25). Every seat this screen does not hold is decided elsewhere (deciders.Elsewhere): a
person at another computer or a computer thinking on the server. So a command given here is
first tried on the seat's own view, and what the view already shows illegal is refused at once
in the engine's words; anything else is sent, and the game moves on when the server's update
arrives, whoever made it: then the screens move on and the sounds play, as on one computer. A
refusal from the server is shown in the player's language.

The connection is polled each frame the game is on screen (`update`), never waited on; while it
retries the banner says so, and when the server is gone it says the table waits for the host to
come back, trying again slowly for as long as the table is open (net/client.py): when the host's
game is back, so is the table, with no click. Every change is kept in the game's ticket (its
players, year and whose turn), which the Network games list shows.
"""

from __future__ import annotations

import time

from ..looks.language import engine_words, refusal_words, words
from ..looks.rating_words import rated_name
from ..sound import heard
from ..shell.dialog import ask
from ...net.client import CONNECTED, CONNECTING, HOST_LEFT
from ...rules import current_player, refusal
from ...rules.saveformat import tuples
from ...saving import SaveWarning, record_game
from ...saving.records import network_key
from ...saving.settings import PACE_SECONDS
from ...saving.tickets import HOST
from ...session import Session
from .deciders import Elsewhere, PersonHere
from .history import History, Moment
from .net_away import ask_away, away_lines, draw_away, has_pill
from .net_clocks import SeatClocks, draw_clocks
from .net_ending import EndOffer, abandoned, agreed
from .net_link import NetLink
from .net_moves import PastMoves
from .net_presence import draw_presence, presence_words
from .net_review import NetFinished
from .net_seats import NetLogReasons, SeatOffer, end_lines, moves_for, seat_lines
from .play import Play

ANSWER_SECONDS = 10.0  # an answer this late was lost with a connection: the player may ask again
STATUS_WORDS = {CONNECTING: "net.connecting", HOST_LEFT: "net.host_away"}  # any other but connected: reconnecting


class NetPlay(Play):
    whole_game_here = False  # the server holds it; this computer, its seats' views
    saves_by_name = False

    def __init__(self, app, link: NetLink):
        self.link = link
        game = link.game
        self._shown_seat: int | None = None
        self.asked: int | None = None  # the commands seen when a request was sent, until its answer
        self.asked_at = 0.0
        self.at_hand = None  # the review of this computer's seats, once asked for (net_review.py)
        deciders = [PersonHere() if seat in game.my_seats else StoodInOrElsewhere(person.kind, game, seat)
                    for seat, person in enumerate(game.seats)]
        super().__init__(app, game, deciders)
        self.reasons = NetLogReasons(game)  # and the moves a computer made for an absent person, marked
        self.clocks = SeatClocks(game)  # each person's time left, counted on this screen (net_clocks.py)
        self.seat_offer = SeatOffer(self, self.clocks)  # hand a seat to a computer, or take it back (net_seats.py)
        self.end_offer = EndOffer(self)  # end a game someone left for good, by agreement (net_ending.py)
        self.past_moves = PastMoves(self)  # the moves made before the table opened, asked of the server
        app.network = link  # closed when the window leaves the game (title.py)
        link.on_screen()  # a computer's turn is on screen from now, not from the lobby
        # The game's updates, counted as they arrive, whichever screen reads the connection; the
        # ones the screens have moved on for; and the game as they last moved on, for the sounds.
        self._changes = self._seen = 0
        self._recorded = False  # a game ended by agreement, counted in the records once
        self._said = self._drawn()
        game.on_change = self._changed
        self._count, self._heard = len(game.commands), (heard(self.state), current_player(self.state))

    # The seat whose view is drawn: the one whose hand is shown, else the last one shown (only
    # its public part is drawn while the hand is veiled, R25).
    @property
    def viewer(self) -> int | None:
        return self._shown_seat

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._shown_seat = seat
        if seat is not None:
            self.session.show(seat)

    def keep(self) -> None:
        """The server autosaves the game; this computer keeps its seats' tokens, for Continue."""
        self.link.keep(self.app.keeper.save_dir)

    def past(self) -> History:
        """Where each round and phase began, as the server says; each moment's board is the
        seat's own view then, asked of the server when History first shows it (R25)."""
        game = self.session
        seat = self.viewer if self.viewer is not None else game.shown
        moments = game.moments
        asked: set[int] = set()

        def ask(index: int):
            after = moments[index][0]
            if after not in asked:
                asked.add(after)
                game.ask_past(after, seat)
            return game.pasts.get((seat, after))

        return History([Moment(year, phase, None) for _, year, phase in moments], None, ask)

    def note(self) -> str | None:
        status = self.link.status
        if status == CONNECTED:
            game = self.session
            if abandoned(game):
                return words("away.abandoned")
            if game.reopened:  # the creator let someone else take it
                return words("net.seat_given", name=self.names[min(game.reopened)])
            if game.elsewhere:  # the seat's own player took it up on another screen
                return words("net.seat_elsewhere", name=self.names[min(game.elsewhere)])
            seat = current_player(game.state) if game.ready and not game.state.is_over else None
            if seat in game.my_seats and game.stood_in[seat]:  # a computer decides for this seat until it is taken back
                return words("day.stood_in", name=self.names[seat])
            if seat in game.my_seats and self.clocks.run_out(seat):  # told on their own table, not only on the others'
                return words("day.my_time_up", name=self.names[seat])
            return None
        return words(STATUS_WORDS.get(status, "net.reconnecting"))

    # Leaving, the menu, the end ----------------------------------------------------------------

    def leave(self) -> None:
        """The host's server stops with the table: ask first when people elsewhere play it, and
        say that their tables wait for it to come back."""
        game = self.session
        elsewhere = [seat for seat, person in enumerate(game.seats)
                     if person.is_human and seat not in game.my_seats and not game.open[seat]]
        if self.link.role != HOST or not elsewhere or game.state.is_over:
            super().leave()
            return
        names = words("over.and").join(self.names[seat] for seat in elsewhere)
        ask(self.app, words("net.leave_title"), words("net.leave_ask", names=names), words("net.leave"),
            lambda: self.app.back_to("title"))

    @property
    def menu_choices(self) -> tuple[tuple[str, str], ...]:
        by_day = self.clocks.told("pace") == "day" and self.clocks.per_move is not None
        return (("seats", "menu.seats"),) + ((("away", "away.menu"),) if by_day else ())

    def choose(self, key: str) -> None:
        if key == "seats":  # the code to read out again, and a lost seat let go
            self.app.push(self.app.registry["lobby"](self.app, self.link, at_table=True))
        elif key == "away":  # away for some days, spent from this person's bank (net_away.py)
            ask_away(self.app, self.session, self.clocks)

    # A game by the day: the clocks, and a computer standing in for an absent person -------------

    @property
    def mat_names(self) -> list[str]:
        ratings = self.session.ratings
        return [rated_name(name, ratings[seat] if seat < len(ratings) else None) for seat, name in enumerate(self.names)]

    def _drawn(self) -> tuple:
        """What the table shows of the connection and the seats, as last drawn: the banner's words,
        who is away or played by a computer, and the mats' names (a rating arrives, or changes at
        the end) and rooms (a clock's, a button's): a change is drawn anew."""
        game = self.session
        return (self.note(), list(game.presence), list(game.stood_in), self.mat_names,
                [self.mat_room(seat) for seat in range(len(game.seats))])

    def mat_room(self, seat: int) -> tuple[bool, bool]:
        offer = self.seat_offer.mat_room(seat) or self.end_offer.mat_room(seat)
        return self.clocks.per_move is not None, offer or has_pill(self.clocks, seat, agreed(self.session))

    def draw_over(self, surface, table) -> None:
        draw_clocks(surface, table, self.clocks, self.session.stood_in)
        draw_presence(surface, table, self.session)
        offered = {seat for seat in range(len(self.session.seats))
                   if self.seat_offer.mat_room(seat) or self.end_offer.mat_room(seat)}
        draw_away(surface, table, self.clocks, agreed(self.session), offered)

    def targets(self) -> dict:
        return {**self.seat_offer.targets(), **self.end_offer.targets()}

    def seat_notes(self, seat: int) -> list[str]:
        here = presence_words(self.session, seat)
        return ([here] if here else []) + seat_lines(self.session, self.clocks, seat) + away_lines(self.session, self.clocks, seat)

    def end_notes(self) -> list[str]:
        return end_lines(self.session)

    @property
    def reviewable(self) -> bool:
        return any(self.session.seats[seat].is_human for seat in self.session.my_seats)

    def finished(self) -> NetFinished:
        return NetFinished(self)

    def record_game(self, folder) -> SaveWarning | None:
        """The records count the game by its server and code, for the seats played here."""
        game, link = self.session, self.link
        stood_in = sum(count for seat, count in moves_for(game).items() if seat in game.my_seats)
        return record_game(folder, Session(game.state, game.seats, hints_used=game.hints_used),
                           network_key(link.address, link.port, link.code), game.my_seats, stood_in, abandoned(game))

    # Asking the server -----------------------------------------------------------------------

    def apply(self, command, reason=None) -> str | None:
        held = self._held()
        if held:
            return held
        refused = refusal(self.state, command)  # what the seat's own view already shows illegal
        if refused is not None:
            self.app.sound.play("refusal")
            return refusal_words(refused)
        self._ask()
        self.session.apply(command)
        return None

    def undo(self) -> None:
        if not self._held():
            self._ask()
            self.session.undo(self.viewer)

    def redo(self) -> None:
        if not self._held():
            self._ask()
            self.session.redo(self.viewer)

    def _ask(self) -> None:
        self.asked, self.asked_at = len(self.session.commands), time.monotonic()

    def _held(self) -> str | None:
        """Why nothing can be sent now (an answer awaited, the connection down), or None."""
        if self.link.status != CONNECTED:
            return self.note()
        if self.asked is not None and time.monotonic() - self.asked_at < ANSWER_SECONDS:
            return words("net.waiting_answer")
        return None

    # Each frame ------------------------------------------------------------------------------

    def listen(self) -> None:
        """Read what arrived, from a screen above the game (History): the screens move on once
        the game is on screen again."""
        self.link.poll()
        self.clocks.tick()  # a clock counts from its frame's arrival, whichever screen is up

    def update(self) -> str | None:
        """Read what arrived: move the screens on after an update, and return a refusal to show."""
        game = self.session
        self.link.pace = PACE_SECONDS[self.app.keeper.settings.computer_pace]
        self.link.poll()
        refused = self.link.take_refusal()
        said, self._said = self._said, self._drawn()
        self.clocks.tick()
        if self._changes != self._seen:
            self._seen = self._changes
            self.keep()  # the ticket says how the game stands: its year, whose turn
            self.asked = None
            if len(game.commands) < self._count:
                self.app.sound.play("undo")
            else:
                self._sound(*self._heard)
            self.version += 1
            self.show_next()
            self.link.on_screen()  # after the screens moved on, however long that took
            self._count, self._heard = len(game.commands), (heard(self.state), current_player(self.state))
            return None
        if refused is not None:
            self.asked = None
            self.seat_offer.refused()
            self.app.sound.play("refusal")
            return refusal_text(refused)
        top = self.app.top
        read = self.past_moves.update()  # a move made before the table opened, from the server's views
        if (said != self._said or read) and getattr(top, "play", None) is self:
            top.refresh()  # the banner says how the connection stands, who is away, whom a computer plays for
        if getattr(top, "play", None) is self and hasattr(top, "mat_rects"):
            self.seat_offer.update(top)  # the table: a seat's clock may have run out meanwhile
            self.end_offer.update(top)
        if abandoned(game) and not self._recorded:  # ended by agreement: no game over screen comes
            self._recorded = True
            self.keep()
            self.record_game(self.app.keeper.save_dir)
        return super().update()

    def _changed(self) -> None:
        self._changes += 1
        self.follow()  # every update, as it arrives: the moves between two frames are each kept


class StoodInOrElsewhere(Elsewhere):
    """A seat decided elsewhere, which a computer may play for its absent person."""

    def __init__(self, kind: str, game, seat: int):
        super().__init__(kind, lambda: game.presence[seat])
        self.stood_in = lambda: game.stood_in[seat]
        self.open = lambda: game.open[seat]  # given up, or never taken: nobody's to wait for

    @property
    def waiting_words(self) -> str:
        if self.stood_in():
            return "day.thinking_for"
        return "day.waiting_open" if self.open() else super().waiting_words


def refusal_text(frame: dict) -> str:
    """A refusal from the server in the player's language: the engine's, the save format's or
    the network's own (net/protocol.py), by its message id."""
    message, values = frame.get("message"), frame.get("values") or []
    if frame.get("kind") == "illegal":
        return engine_words(message, tuples(values))
    if isinstance(message, str) and message.startswith("net."):
        return words(message, **{f"v{i}": value for i, value in enumerate(values)})
    return words("net.malformed", v0=message)
