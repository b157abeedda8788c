"""The moves a network table did not see one by one, asked of its server: the others' moves since
the viewer's last decision that were made before the table opened (a game by the day taken up
again), and those its updates brought at once (after a connection lost a while).

The server serves the view a seat had after any number of commands (History's past, R25), and,
asked with "own", the numbers of the seat's own decisions. Two views in a row are a move, read as
every move is (table/moves.py). The views are asked one at a time, a few a second, as the review
asks them (net_review.py); each move shows in the strip as soon as both its views are here.
"""

from __future__ import annotations

import time

from .net_review import ANSWER_SECONDS, ASKS_A_SECOND

REACH = 40  # the most moves asked back from the table's opening: more than a strip of a round holds


class PastMoves:
    def __init__(self, play):
        self.play = play
        self.own_asked = False
        self.asked: dict[int, float] = {}  # each view asked, by its commands applied: when
        self.read: set[int] = set()  # the moves read from their views

    def update(self) -> bool:
        """Ask the next view missing, and fill each move whose two views are here; whether one was."""
        play = self.play
        game, book, seat = play.session, play.moves, play.viewer
        if seat is None or book.opened is None or seat not in game.my_seats:
            return False
        if not self.own_asked:
            self.own_asked = True
            game.ask_past(book.opened, seat, own=True)
        wanted = sorted((book.unread | set(self._before_opening(game.own.get(seat), book.opened))) - self.read)
        for number in wanted:
            before, after = game.pasts.get((seat, number)), game.pasts.get((seat, number + 1))
            if before is not None and after is not None:
                book.fill(number, before, after)
                self.read.add(number)
        now = time.monotonic()
        missing = [after for number in wanted if number not in self.read for after in (number, number + 1)
                   if (seat, after) not in game.pasts and now - self.asked.get(after, -ANSWER_SECONDS) >= ANSWER_SECONDS]
        if missing and now - max(self.asked.values(), default=-1.0) >= 1 / ASKS_A_SECOND:
            self.asked[missing[0]] = now
            game.ask_past(missing[0], seat)
        return bool(self.read.intersection(wanted))

    def _before_opening(self, own: list | None, opened: int) -> range:
        """The moves since the seat's last own decision before the table opened, once its
        decisions are known, as far back as REACH."""
        if own is None:
            return range(0)
        last = max((number for number, _ in own if number < opened), default=-1)
        return range(max(last + 1, opened - REACH), opened)
