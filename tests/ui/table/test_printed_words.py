"""The words printed on the board, the mats and the cards: at least 12 px at 1280 x 720 in either
language, larger at a larger text size, each whole, inside its part and clear of the others."""

import sys
from dataclasses import replace

import pygame
import pytest

from xerxes_app.rules import situation
from xerxes_app.saving.settings import UI_SCALES
from xerxes_app.ui.looks import paint
from xerxes_app.ui.looks.look import LEGIBLE
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.table import cards, mats
from xerxes_app.ui.table.map_shapes import contains
from xerxes_app.ui.table.board import Board

from ..table_at import at_table, to_own_table

LANGUAGES = ("en", "ja")


class Printed:
    """Every word drawn while the table is laid out and drawn afresh: its font's size, and where
    its ink went on which surface (the canvas, the printed board, a card's face)."""

    def __init__(self, monkeypatch):
        self.sizes: list[tuple[str, int]] = []
        self.placed: list[tuple[pygame.Surface, str, pygame.Rect]] = []
        self.drawn: list[tuple[pygame.Surface, str, int, pygame.Rect]] = []  # with its size, and where it went
        rendered, blit_text = paint._rendered, paint.blit_text

        def rendering(string, face, colour):
            self.sizes.append((string, face.point_size))
            return rendered(string, face, colour)

        def placing(surface, string, kind, size, colour, pos, anchor="topleft", *rest, **named):
            rect = blit_text(surface, string, kind, size, colour, pos, anchor, *rest, **named)
            if string.strip():
                ink = paint.text(string, kind, size, colour).get_bounding_rect().move(rect.topleft)
                self.placed.append((surface, string, ink))
                self.drawn.append((surface, string, size, rect))
            return rect

        self.broken: list[list[str]] = []  # the lines of words printed on more than one
        printed_lines, print_wrapped = paint.printed_lines, paint.print_wrapped
        tried: list[list[str]] = []

        def breaking(*args):
            tried.append(printed_lines(*args))
            return tried[-1]

        def wrapping(*args, **named):
            tried.clear()
            drawn = print_wrapped(*args, **named)
            if len(tried[-1]) > 1:  # the lines its last try found: those it printed
                self.broken.append(tried[-1])
            return drawn

        monkeypatch.setattr(paint, "_rendered", rendering)
        monkeypatch.setattr(paint, "printed_lines", breaking)
        for module in [module for name, module in sys.modules.items() if name.startswith("xerxes_app.ui.")]:
            if getattr(module, "blit_text", None) is blit_text:  # the table's parts draw with it too
                monkeypatch.setattr(module, "blit_text", placing)
            if getattr(module, "print_wrapped", None) is print_wrapped:
                monkeypatch.setattr(module, "print_wrapped", wrapping)

    def cut_short(self) -> list[str]:
        """The words that did not fit even at the least legible size, and lost their end."""
        return [string for string, _ in self.sizes if string.endswith(paint.ELLIPSIS)]

    def size_of(self) -> dict[str, int]:
        """Each string's size (the smallest it was drawn at)."""
        found: dict[str, int] = {}
        for string, size in self.sizes:
            found[string] = min(size, found.get(string, size))
        return found


def _position(players=4):
    """Year 3's campaigns with hands of both kinds of Taxation card, a permanent unit, a building
    built and the year's event shown: every kind of word the table prints."""
    satraps = ("Lydia", "India", "Babylonia", "Aegyptus")
    workers = (("Ionia", "Media"), ("Thracia", "Sogdia"), ("Armenia", "Assyria"), ("Bactria", "Parthia"))
    seats = [{"satrap": satraps[s], "workers": list(workers[s]), "vp": 2 + 3 * s, "resources": {"gold": 1, "stone": 2}}
             for s in range(players)]
    seats[0].update(tax_hand=[0, 6, 12, 16, 23], campaign_hand=[0, 1, 4])
    seats[1].update(tax_resolved=[14, 20], buildings=["Road"])
    seats[-1].update(buildings=["Temple"], ability_used=True)  # Aegyptus, the longest name, no units, the longest ability's words
    return situation(seats, phase="campaign", event="Fire", year=3)


def _solo():
    """A solo game's board and panel (R20-R22): the AI's pawns, a building closed, the goal."""
    return situation([{"satrap": "India", "workers": ["Thracia", "Armenia"], "tax_hand": [0, 12, 16], "campaign_hand": [0, 1],
                       "tax_resolved": [14]}], phase="campaign", event="Fire", year=3, scenario="easy", tile=2)


POSITIONS = {"2 players": lambda: _position(2), "4 players": lambda: _position(4), "solo": _solo}


def _drawn_afresh(app, monkeypatch, percent, language, state=None) -> Printed:
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    if state is not None:
        at_table(app, state)
    cards._tax_face.cache_clear()
    cards._campaign_face.cache_clear()
    printed = Printed(monkeypatch)
    app.resize(app.size)  # the board printed again, the table drawn again
    app.step()
    monkeypatch.undo()
    return printed


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("position", POSITIONS)
def test_every_printed_word_is_legible_at_1280_by_720(app, monkeypatch, language, position):
    printed = _drawn_afresh(app, monkeypatch, 100, language, POSITIONS[position]())
    sizes = printed.size_of()
    assert len(sizes) > 50, "the board, the mats and the hand were drawn"
    small = {string: size for string, size in sizes.items() if size < LEGIBLE}
    assert not small
    assert not printed.cut_short()


def _apart_and_inside(app, printed: Printed) -> list:
    """What overlaps another word on the same surface, or leaves its part of the table."""
    table = app.top
    wrong = []
    window = app.window
    parts = table.mat_rects + [table.board.rect, table.hand_area] + ([table.solo_panel.rect] if table.solo_panel else [])
    by_surface: dict[int, list] = {}
    for surface, string, ink in printed.placed:
        by_surface.setdefault(id(surface), []).append((string, ink))
        if surface is window:
            continue  # the frame's widgets and pieces in motion: not the table's printed words
        frame = surface.get_rect()
        if surface is table.canvas or surface.get_size() == app.size:
            frame = next((part for part in parts if part.collidepoint(ink.center)), frame)
        if not frame.contains(ink):
            wrong.append(("outside", string, ink, frame))
    for said in by_surface.values():
        for i, (string, ink) in enumerate(said):
            wrong += [("overlap", string, other) for other, other_ink in said[i + 1:] if ink.colliderect(other_ink)]
    return wrong


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("position", POSITIONS)
def test_printed_words_stay_apart_and_inside_their_parts_at_every_text_size(app, monkeypatch, language, position):
    at_table(app, POSITIONS[position]())
    for percent in UI_SCALES:
        printed = _drawn_afresh(app, monkeypatch, percent, language)
        assert not _apart_and_inside(app, printed), percent
        assert not printed.cut_short(), percent
        assert all(app.top.hand_area.contains(rect) for _, _, rect in app.top.hand), "the hand keeps to its room"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_larger_text_size_prints_larger_words_on_the_board_mats_and_cards(app, monkeypatch, language):
    at_table(app, _position(4))
    normal = _drawn_afresh(app, monkeypatch, 100, language).size_of()
    large = _drawn_afresh(app, monkeypatch, 130, language).size_of()
    both = set(normal) & set(large)
    assert len(both) > 60
    assert not [s for s in both if large[s] < normal[s]], "no word smaller"
    larger = [s for s in both if large[s] > normal[s]]
    assert len(larger) >= 0.8 * len(both), sorted(both - set(larger))
    assert sum(large[s] for s in both) >= 1.2 * sum(normal[s] for s in both)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_beside_the_strip_of_what_happened_since_keeps_its_words_whole(app, monkeypatch, language):
    """Four players with hands of three and three, the others' moves since the last turn in the
    strip under the board: every word on the cards whole."""
    app.keeper.settings = replace(app.keeper.settings, language=language)
    app.resize(app.size)
    state = _position(4)
    for seat in state.players:
        seat.tax_hand, seat.campaign_hand = seat.tax_hand[:3] or [1, 2, 3], seat.campaign_hand[:3] or [5, 6, 7]
    clicker = at_table(app, state)
    clicker.click(("button", "pass"))
    to_own_table(clicker)
    assert app.top.strip.chips, "what happened since the last turn shows under the board"
    for percent in (100, 130):
        printed = _drawn_afresh(app, monkeypatch, percent, language)
        assert not printed.cut_short() and not _apart_and_inside(app, printed), percent
        assert min(size for _, size in printed.sizes) >= LEGIBLE


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", (100, 130))
def test_a_board_as_small_as_historys_keeps_its_words_whole_and_legible(app, monkeypatch, language, percent):
    """History shows the board 0.6 of a 1280 px window wide, smaller than the table's."""
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    printed = Printed(monkeypatch)
    state = _position(4)
    board = Board(pygame.Rect(8, 66, 768, 590), state)
    canvas = pygame.Surface(app.size)
    board.draw_game(canvas, state, 0)
    monkeypatch.undo()
    assert min(size for _, size in printed.sizes) >= LEGIBLE
    assert not printed.cut_short()
    for surface in {id(surface): surface for surface, _, _ in printed.placed}.values():
        said = [(string, ink) for on, string, ink in printed.placed if on is surface]
        assert all(surface.get_rect().contains(ink) for _, ink in said)
        assert not [(a, b) for i, (a, ink) in enumerate(said) for b, other in said[i + 1:] if ink.colliderect(other)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_130_percent_each_part_keeps_its_words_whole_inside_and_at_one_size(app, monkeypatch, language):
    """The largest text size: a mat's last row (no units, its counts, its ability used) at one
    size; the buildings' words on balanced lines, no letter alone on one; each area's name, and
    its home's disc, inside the area's borders; a card's counts inside its frame."""
    state = _position(4)
    printed = _drawn_afresh(app, monkeypatch, 130, language, state)
    table = app.top
    board = table.board
    assert not printed.cut_short()
    # The mats' last rows: the words of each at one size, within the mat.
    for rect in table.mat_rects:
        row = mats.facts_row(rect)
        sizes = {size for surface, _, size, at in printed.drawn if surface is table.canvas and row.collidepoint(at.center)}
        assert len(sizes) == 1, (rect, sizes)
    # The ability's token, its words clear of the mat's frame (drawn 3 pixels in) by a pixel.
    abilities = {words("mat.ability_ready"), words("mat.ability_used")}
    tokens = [ink for surface, string, ink in printed.placed if surface is table.canvas and string in abilities]
    assert len(tokens) == len(table.mat_rects)
    assert all(any(rect.inflate(-8, -8).contains(ink) for rect in table.mat_rects) for ink in tokens), tokens
    # Words on more than one line leave no letter alone on one.
    assert printed.broken, "the buildings' words take two lines"
    assert not [lines for lines in printed.broken if any(len(line.strip()) == 1 and line.strip().isalpha() for line in lines)]
    # Each area's name (and its home's disc) within its area, clear of the border's line.
    names = {term(area.name): area for area in state.content.areas}
    labels = [(string, ink, surface) for surface, string, ink in printed.placed
              if string in names and surface.get_size() == board.rect.size]
    assert {string for string, _, _ in labels} == set(names)
    for string, ink, _ in labels:
        shape = [(x - board.rect.left, y - board.rect.top) for x, y in board.area_shapes[names[string].name]]
        ends = [ink.topleft, ink.topright, (ink.right, ink.bottom - 1), (ink.left, ink.bottom - 1)]
        if names[string].home_of is not None:  # the disc, beside its letters
            disc = pygame.Rect(0, 0, round(0.9 * board.u), round(0.9 * board.u))
            disc.midright = (ink.left - 2, ink.centery)
            ends += [disc.midleft, disc.midtop, (disc.centerx, disc.bottom - 1)]
        assert all(contains(shape, end) for end in ends), (string, ink)
    # A card's words stay inside its frame.
    for surface, string, ink in printed.placed:
        if surface.get_size() in {rect.size for _, _, rect in table.hand}:
            inside = surface.get_rect().inflate(-2 * cards.border(surface.get_width()), -2 * cards.border(surface.get_width()))
            assert inside.contains(ink), (string, ink, inside)
