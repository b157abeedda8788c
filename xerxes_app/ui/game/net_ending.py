"""Ending a game nobody can finish, at the table (net/ending.py): once someone has left the game
for good, each person still at it whose answer is awaited finds "End the game" and "Play on" on
their own mat; the mats of those who agreed say so (net_away.py draws it); one "Play on" keeps
the game going. Ended, the banner says it was abandoned, the ticket keeps it as abandoned in the
Network games list, and the records count it, never as a win."""

from __future__ import annotations

import time

import pygame
from pygame_gui.elements import UIButton

from ..looks.language import words
from ..table.mats import offer_rect

ANSWER_SECONDS = 10.0  # an answer unanswered this long was lost with a connection: offered again


def ending_of(game) -> dict:
    """The ending as the newest view of this computer's seats was told it."""
    for seat in game.my_seats:
        view = game.views.get(seat)
        ending = view.data.get("ending") if view is not None else None
        if isinstance(ending, dict):
            return ending
    return {}


def abandoned(game) -> bool:
    return ending_of(game).get("abandoned") is True


def agreed(game) -> list[int]:
    ending = ending_of(game)
    seats = ending.get("agreed") if ending.get("possible") is True else []
    return [seat for seat in seats if type(seat) is int] if isinstance(seats, list) else []


def send_end(game, seat: int, agree: bool) -> None:
    game.connection.send({"type": "end", "code": game.code, "seat": seat, "token": game.tokens.get(seat, ""),
                          "agree": agree})


class EndOffer:
    """The two buttons on this screen's seat's mat while its answer to the ending is awaited."""

    def __init__(self, play):
        self.play = play
        self.seat: int | None = None
        self.buttons: dict[str, UIButton] = {}
        self.sent: tuple[tuple, float] | None = None  # the ending as it stood when answered, and when

    def wanted(self) -> int | None:
        game = self.play.session
        ending = ending_of(game)
        if not game.ready or ending.get("possible") is not True or not self.play.link.connected:
            return None
        told = (tuple(ending.get("agreed") or ()), ending.get("refused"))
        if self.sent is not None:
            if self.sent[0] == told and time.monotonic() - self.sent[1] < ANSWER_SECONDS:
                return None
            self.sent = None
        remaining = ending.get("remaining") or []
        return next((seat for seat in game.my_seats if seat in remaining and seat not in agreed(game)), None)

    def update(self, table) -> None:
        seat = self.wanted()
        if seat != self.seat:
            self.seat = seat
            table.refresh()
        self._place(table)

    def _place(self, table) -> None:
        if self.seat is None or table.log.open or table.root is None:
            for button in self.buttons.values():
                button.kill()
            self.buttons = {}
            return
        rect = offer_rect(table.mat_rects[self.seat])
        half = pygame.Rect(rect.left, rect.top, (rect.width - 4) // 2, rect.height)
        places = {"yes": half, "no": half.move(half.width + 4, 0)}  # side by side: a mat's lower rows are short
        container = table.root.get_container()
        if self.buttons and all(b.alive() and b.ui_container is container and b.rect == places[k]
                                for k, b in self.buttons.items()):
            return
        for button in self.buttons.values():
            button.kill()
        self.buttons = {key: UIButton(place, words("away.end_yes" if key == "yes" else "away.end_no"), table.app.manager,
                                      container=table.root, tool_tip_text=words("away.end_tip"),
                                      object_id="#selected" if key == "yes" else None,
                                      command=self._agreed if key == "yes" else self._refused)
                        for key, place in places.items()}

    def _agreed(self) -> None:
        self._pressed(True)

    def _refused(self) -> None:
        self._pressed(False)

    def _pressed(self, agree: bool) -> None:
        if self.seat is None:
            return
        ending = ending_of(self.play.session)
        self.sent = ((tuple(ending.get("agreed") or ()), ending.get("refused")), time.monotonic())
        send_end(self.play.session, self.seat, agree)

    def mat_room(self, seat: int) -> bool:
        return self.seat == seat

    def targets(self) -> dict:
        return {("button", f"end {key}"): button.rect.copy() for key, button in self.buttons.items() if button.alive()}
