"""A mat's header: the seat's name and its satrapy, whole. Where a rating beside the name and a
clock leave no room for "Satrap of", the name and the satrapy's name are kept (the swatch says the
rest), never a word cut under the clock. In the app's language (`app`: XERXES_LANGUAGE)."""

import pygame

from xerxes_app.rules import new_game
from xerxes_app.ui.looks import paint
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.table import mats
from xerxes_app.ui.table.layout import table_layout

MAT = table_layout((1280, 720), 1.0, 3, False, (100, 150), (60,) * 4).mats[0]  # a mat of three at 1280 x 720


def printed_names(monkeypatch, name: str, clock: bool) -> list[str]:
    state = new_game(3, 7, ["Lydia", "Babylonia", "Aegyptus"], [0, 1, 2])
    said: list[str] = []
    blit_text = paint.blit_text

    def printing(surface, string, *rest, **named):
        said.append(string)
        return blit_text(surface, string, *rest, **named)

    monkeypatch.setattr(paint, "blit_text", printing)
    mats.draw_mat(pygame.Surface((1280, 720)), MAT, state, 0, name, False, clock=clock)
    return [string for string in said if string.startswith(name)]


def test_a_rated_name_beside_a_clock_keeps_name_and_satrapy_whole(app, monkeypatch):
    satrapy = term("Lydia")
    assert printed_names(monkeypatch, "Ann", clock=False) == [words("mat.who", name="Ann", satrap=satrapy)]
    rated = words("people.rated_provisional", name="Cyrus", rating=1500)
    (shown,) = printed_names(monkeypatch, rated, clock=True)
    assert shown == words("mat.who_short", name=rated, satrap=satrapy)  # whole: no ellipsis
