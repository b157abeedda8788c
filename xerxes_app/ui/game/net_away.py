"""Away days at the table of a game by the day (net/away_days.py): each person's bank on their
mat, or "away until …" while they said so, or "agreed to end" while the game's ending is asked
(net_ending.py); the mat's tooltip says what the bank does; and the game's menu's "Away for some
days…", a window that spends days from this screen's seat's bank, up to all of it."""

from __future__ import annotations

import html
import time
from typing import Any

import pygame
from pygame_gui.elements import UIDropDownMenu

from ...net.away_days import DAY
from ..looks.language import words
from ..looks.look import CREAM, INK, LAPIS, PARCHMENT_DARK
from ..looks.paint import blit_printed, frame
from ..shell.dialog import Dialog
from ..table.mats import clock_cell, clock_size, offer_rect
from ..table.table_news import away_date

CHOICES = (1, 2, 3, 5, 7, 10, 14)  # the lengths offered, as far as the bank reaches


def away_of(clocks) -> dict | None:
    """The away days as the newest clocks told them: {"days", "bank", "until"}; None without."""
    away: Any = clocks.told("away")
    if not isinstance(away, dict) or not isinstance(away.get("bank"), list) or not isinstance(away.get("until"), list):
        return None
    return away


def bank_of(clocks, seat: int) -> int | None:
    away = away_of(clocks)
    bank = away["bank"][seat] if away is not None and 0 <= seat < len(away["bank"]) else None
    return bank if type(bank) is int and clocks.told("pace") == "day" else None


def until_of(clocks, seat: int) -> float | None:
    """When the seat's person said they are away until, while that is still to come (as the
    server's own clock had it when it last told the clocks: this computer's may differ)."""
    away = away_of(clocks)
    until = away["until"][seat] if away is not None and 0 <= seat < len(away["until"]) else None
    at = away.get("at") if away is not None else None
    return until if type(until) in (int, float) and type(at) in (int, float) and until > at else None


def mat_words(clocks, seat: int, agreed: list[int]) -> str | None:
    if seat in agreed:
        return words("away.mat_agreed")
    until = until_of(clocks, seat)
    if until is not None:
        return words("away.mat_until", date=away_date(until))
    bank = bank_of(clocks, seat)
    if bank is None or not away_of(clocks).get("days"):  # a game without away days: nothing to show
        return None
    return words("away.mat_bank", days=bank)


def has_pill(clocks, seat: int, agreed: list[int]) -> bool:
    """Whether the seat's mat shows its bank, away or agreement: it makes room for it (mat_room)."""
    return clocks.per_move is not None and mat_words(clocks, seat, agreed) is not None


def draw_away(surface: pygame.Surface, table, clocks, agreed: list[int], offered: set[int]) -> None:
    """Each mat's bank, away or agreement, in a pill where its lower rows make room for a button
    about the seat; none on a mat whose button (`offered`) stands there."""
    if table.log.covers_mats or clocks.per_move is None:
        return
    state = table.play.state
    for seat, rect in enumerate(table.mat_rects):
        said = mat_words(clocks, seat, agreed)
        if said is None or seat in offered:
            continue
        room, height = offer_rect(rect), round(clock_cell(rect, state, seat).height * 0.9)
        pill = pygame.Rect(room.left, room.centery - height // 2, room.width, height)
        marked = seat in agreed or until_of(clocks, seat) is not None
        frame(surface, pill, LAPIS if marked else PARCHMENT_DARK, LAPIS if marked else PARCHMENT_DARK, 1, pill.height // 2)
        blit_printed(surface, said, "sans_bold", clock_size(rect) * 0.8, CREAM if marked else INK, pill.center, "center",
                     max_width=pill.width - 6)


def away_lines(game, clocks, seat: int) -> list[str]:
    """The mat's tooltip: the seat's bank and what it does, or until when its person is away."""
    name = game.seats[seat].name
    until = until_of(clocks, seat)
    if until is not None:
        return [words("away.tip_until", name=name, date=away_date(until))]
    bank, away = bank_of(clocks, seat), away_of(clocks)
    if bank is None:
        return []
    return [words("away.tip_bank", name=name, days=bank, chosen=away.get("days", bank))]


def send_away(game, seat: int, days: int) -> None:
    game.connection.send({"type": "away", "code": game.code, "seat": seat, "token": game.tokens.get(seat, ""),
                          "days": days})


def until_of_game(game, seat: int) -> float | None:
    view = game.views.get(seat)
    away = (view.data.get("clocks") or {}).get("away") if view is not None else None
    until = away["until"][seat] if isinstance(away, dict) and isinstance(away.get("until"), list) else None
    return until if type(until) in (int, float) else None


def ask_away(app, game, clocks) -> Dialog | None:
    """The game's menu's "Away for some days…", for this screen's person: the lengths their bank
    allows, each with its date, in a menu above the choices; with an empty bank, only the word
    that it is."""
    seat = next((s for s in game.my_seats if game.seats[s].is_human), None)
    if seat is None:
        return None
    bank = bank_of(clocks, seat) or 0
    start = max(time.time(), until_of_game(game, seat) or 0.0)  # the dates offered, in this computer's time
    lengths = {words("away.for_days", days=days, date=away_date(start + days * DAY)): days
               for days in sorted({d for d in CHOICES if d <= bank} | ({bank} if bank else set()))}

    def answered(key: str) -> None:
        if key == "yes" and "length" in dialog.held:
            option = dialog.held["length"].selected_option
            send_away(game, seat, lengths[option[0] if isinstance(option, tuple) else option])

    dialog = Dialog(app, "ask", words("away.title"), html.escape(words("away.ask" if bank else "away.none", days=bank)),
                    (("cancel", words("common.cancel")), ("yes", words("away.go"))), room=round(40 * app.factor) if bank else 0,
                    on_answer=answered)
    if not bank:
        dialog.buttons["yes"].disable()
        return dialog
    shown = list(lengths)
    dialog.held["length"] = UIDropDownMenu(shown, shown[0], dialog.room, app.manager, container=dialog, object_id="#opens_up")
    return dialog
