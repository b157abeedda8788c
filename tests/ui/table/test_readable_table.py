"""Cards you can read (issue 55): at 1280 x 720 the hand's cards at least 100 px wide with their
icons at least 18 px, the mats' and the board's icons at least 16 px; at larger windows all of
it grows, the smallest text never smaller than at 1280 x 720; the hand, the mats, the board, the
strip of moves and the buttons never overlap; a row of cards too many to lie side by side is a
fan whose card pointed at opens. Measured on the real table drawn (tools/table_figures.py)."""

import pygame
import pytest

from tools.autoplay import Clicker
from tools.keyplay import Keyboarder
from tools.table_figures import measured, to_full_hand
from xerxes_app.ui.table import card_preview, hit_test
from xerxes_app.ui.table.cards import draw_card

SIZES = ((1280, 720), (1600, 900), (1920, 1080))


@pytest.fixture
def clicker(app):
    clicker = Clicker(app, 7, answer_questions=False)
    clicker.frames(2)
    return clicker


def test_the_hand_the_mats_and_the_board_read_at_every_size_and_grow_with_the_window(app, clicker):
    found = {}
    for size in SIZES:
        app.resize(size)
        table = to_full_hand(app, clicker)
        assert len(table.hand) == 8  # five Taxation cards and three Campaign cards
        found[size] = measured(table)
        app.back_to("title")
    for size, figures in found.items():
        factor = min(size[0] / 1280, size[1] / 720)
        assert figures["hand_card_px"] >= 100 * factor, size
        assert figures["hand_icon_px"] >= 18 * factor - 1, size
        assert figures["mat_icon_px"] >= 16 * factor - 1 and figures["board_icon_px"] >= 16 * factor - 1, size
    small, middle, large = (found[size] for size in SIZES)
    assert small["smallest_text_px"] <= middle["smallest_text_px"] <= large["smallest_text_px"]
    assert large["smallest_text_px"] > small["smallest_text_px"], "the text grows with the window"
    assert small["hand_card_px"] < middle["hand_card_px"] < large["hand_card_px"]
    assert all(figures["board_share"] >= 0.5 for figures in found.values()), "the board stays the table's largest part"


def _parts(table) -> dict:
    """The table's parts that must never overlap, by name: its every button among them."""
    buttons = {key[1]: rect for key, rect in table.targets().items() if key[0] == "button" and key[1] != "show hand"}
    return {"board": table.board.rect, "hand": table.hand_area, "strip": table.strip.rect,
            **{f"mat {seat}": rect for seat, rect in enumerate(table.mat_rects)}, **buttons}


def test_nothing_overlaps_at_any_size(app, clicker):
    for size in SIZES:
        app.resize(size)
        table = to_full_hand(app, clicker)
        parts = _parts(table)
        assert {"board", "hand", "strip", "pass", "ability", "undo", "redo", "history", "log"} <= set(parts), set(parts)
        window = pygame.Rect((0, 0), size)
        names = sorted(parts)
        for i, one in enumerate(names):
            assert window.contains(parts[one]), (size, one)
            for other in names[i + 1:]:
                assert not parts[one].colliderect(parts[other]), (size, one, other)
        for _, _, card in table.hand:
            assert table.hand_area.contains(card), size
        app.back_to("title")


def _point(app, pos) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.01)
    app.step(0.01)


def test_a_card_pointed_at_in_the_fan_opens_whole_and_takes_the_clicks_where_it_lies(app, clicker):
    table = to_full_hand(app, clicker)
    (kind, first, under), (_, second, over) = table.hand[0], table.hand[1]
    shared = under.clip(over)
    assert shared.width > 0, "five Taxation cards at 1280 x 720 overlap as a fan"
    inside = (shared.centerx, under.top + under.height // 3)
    assert hit_test.thing_at(table, inside) == (kind, second), "unpointed, the later card lies on top"
    _point(app, (under.left + 4, under.centery))  # the first card's part that shows
    assert table.pointer.hover == (kind, first)
    _point(app, inside)
    assert table.pointer.hover == (kind, first), "open, the card keeps the pointer over its whole face"
    scratch = pygame.Surface(app.size, pygame.SRCALPHA)
    draw_card(scratch, under, table.play.state.content, kind, first, table.hand_looks[kind, first])
    assert app.window.get_at(inside)[:3] == scratch.get_at(inside)[:3], "drawn whole, over its neighbour"
    _point(app, (table.hand[2][2].left - 3, over.centery))  # past the open card, where the second shows
    assert table.pointer.hover == (kind, second)


def test_a_card_of_the_fan_given_the_keyboards_focus_opens_too(app, clicker):
    table = to_full_hand(app, clicker)
    _point(app, table.board.map_rect.center)
    kind, card, rect = table.hand[1]
    assert card_preview.opened(table) is None, "nothing looked at, the fan lies closed"
    Keyboarder(app).focus_on(rect)
    assert app.focus.key == (kind, card) and card_preview.opened(table) == (kind, card, rect)
