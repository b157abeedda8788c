"""A card of the hand pointed at, or given the keyboard's focus, shows enlarged: beside the hand
(never over it), whole in the window, its words well above the least legible size; and it goes
when the pointer leaves."""

import pygame
import pytest

from xerxes_app.rules import situation
from xerxes_app.ui.looks import paint
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.look import LEGIBLE
from xerxes_app.ui.table import card_preview, cards
from tools.keyplay import Keyboarder

from ..table_at import at_table


def _hands(players: int):
    seats = [{"satrap": s, "workers": w} for s, w in
             zip(("Lydia", "India", "Babylonia", "Aegyptus"), (("Ionia", "Media"), ("Thracia", "Sogdia"), ("Armenia", "Assyria"), ("Bactria", "Parthia")))]
    seats = seats[:players]
    seats[0].update(tax_hand=[0, 6, 12, 16, 23], campaign_hand=[0, 1, 4])
    return situation(seats, phase="campaign", event="Fire", year=3)


def _point(app, pos) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    app.step()


def _title_sizes(app, monkeypatch, title: str) -> list[int]:
    """The sizes the card's kind is written at in one frame drawn afresh."""
    sizes = []
    rendered = paint._rendered
    cards._tax_face.cache_clear()
    cards._campaign_face.cache_clear()

    def rendering(string, face, colour):
        if string == title:
            sizes.append(face.point_size)
        return rendered(string, face, colour)

    monkeypatch.setattr(paint, "_rendered", rendering)
    app.step()
    monkeypatch.undo()
    return sizes


def _beside_the_hand(app, shown, card_rect) -> None:
    _, _, rect = shown
    table = app.top
    assert pygame.Rect((0, 0), app.size).contains(rect)
    assert rect.height >= 2 * card_rect.height
    assert not any(rect.colliderect(other) for _, _, other in table.hand), "the hand stays in view"


@pytest.mark.parametrize("players", (2, 4))
def test_a_card_pointed_at_shows_enlarged_beside_the_hand_until_the_pointer_leaves(app, monkeypatch, players):
    at_table(app, _hands(players))
    table = app.top
    for kind, card, rect in (table.hand[0], table.hand[-1]):  # a Taxation card and a Campaign card
        _point(app, rect.center)
        shown = card_preview.enlarged(table)
        assert shown is not None and shown[:2] == (kind, card)
        _beside_the_hand(app, shown, rect)
        title = words("cards.taxation" if kind == "tax" else "cards.campaign")
        assert max(_title_sizes(app, monkeypatch, title)) >= 1.75 * LEGIBLE, "its words read at a glance"
    _point(app, table.board.map_rect.center)
    assert card_preview.enlarged(table) is None
    assert max(_title_sizes(app, monkeypatch, title), default=0) < 1.75 * LEGIBLE, "gone from the screen"


def test_the_card_with_the_keyboards_focus_shows_enlarged(app, monkeypatch):
    at_table(app, _hands(4))
    table = app.top
    keys = Keyboarder(app)
    _point(app, table.board.map_rect.center)
    kind, card, rect = table.hand[2]
    keys.focus_on(rect)
    assert app.focus.key == (kind, card)
    shown = card_preview.enlarged(table)
    assert shown is not None and shown[:2] == (kind, card)
    _beside_the_hand(app, shown, rect)
    assert max(_title_sizes(app, monkeypatch, words("cards.taxation"))) >= 1.75 * LEGIBLE
    keys.press(pygame.K_RIGHT)
    assert card_preview.enlarged(table)[:2] == table.hand[3][:2], "the focus moved on, and the card shown with it"
