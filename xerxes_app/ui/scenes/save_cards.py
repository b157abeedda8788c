"""The load screen's cards: each save a parchment card, as the table's mats are, with a small
picture of its board (board_pictures.py) and three lines: its name; when it was saved, how it is
played and how far it got (or, for a file that cannot be loaded, why); each satrap's VP. A save
whose picture is still being drawn shows the bare board's colour; one that cannot be read, a
placeholder saying so. The cards stand two to a row, a page of them at a time."""

from __future__ import annotations

import pygame

from ...saving import PASS_AND_PLAY, SOLO, WITH_COMPUTERS, SaveEntry
from ..looks.language import said, term, words
from ..looks.look import CLAY, GOLD_LIGHT, INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, SAND, TERRACOTTA, text_scale
from ..looks.paint import blit_printed, frame, print_wrapped
from ..table.board import BOARD_H, BOARD_W
from .board_pictures import picture_size

SEP = "  ·  "
COLUMNS = 2
CARD_H = 84  # px at 1280 x 720 and the 100 % text size
GAP = 10
MODE_WORDS = {PASS_AND_PLAY: "load.pass_and_play", WITH_COMPUTERS: "load.with_computers"}


def when(entry: SaveEntry) -> str:
    return entry.saved_at.astimezone().strftime(words("load.date"))


def mode_words(entry: SaveEntry) -> str:
    game = entry.game
    return words("load.solo", scenario=term(game.scenario)) if game.mode == SOLO else words(MODE_WORDS[game.mode])


def shown_name(entry: SaveEntry) -> str:
    """The save's name; an example game's in the words of the current language (`examples.`, by its file)."""
    return words(f"examples.{entry.path.stem.replace('-', '_')}") if entry.example else entry.name


def card_lines(entry: SaveEntry) -> list[str]:
    """The card's words: its name; then when it was saved (an example's date says nothing: it is
    the project's), how it is played and how far it got; then each satrap's VP. A file that
    cannot be loaded says why in the place of the last two."""
    name = words("load.example", name=shown_name(entry)) if entry.example else entry.name
    if not entry.readable:
        return [name, words("load.unreadable", problem=said(entry.problem))]
    game = entry.game
    year = words("load.game_over") if game.is_over else words("load.year", year=max(1, game.year))
    stage = words("load.mode_and_stage", mode=mode_words(entry), stage=year)
    vp = words("solo.list_joint").join(words("load.satrap_vp", satrap=term(p.satrap), vp=p.vp) for p in game.players)
    return [name, stage if entry.example else f"{when(entry)}{SEP}{stage}", words("load.scores", scores=vp)]


def card_rects(area: pygame.Rect, factor: float) -> list[pygame.Rect]:
    """Where a page's cards go in `area`: two to a row, as many rows as it holds, each as tall as
    its three lines at the player's text size."""
    gap, height = round(GAP * factor), round(CARD_H * factor * text_scale())
    width = (area.width - gap * (COLUMNS - 1)) // COLUMNS
    rows = max(1, (area.height + gap) // (height + gap))
    return [pygame.Rect(area.left + column * (width + gap), area.top + row * (height + gap), width, height)
            for row in range(rows) for column in range(COLUMNS)]


def picture_rect(card: pygame.Rect, factor: float) -> pygame.Rect:
    inset = round(6 * factor)
    size = picture_size(round((card.height - 2 * inset) * BOARD_W / BOARD_H))
    return pygame.Rect((card.left + inset, card.top + inset), size)


def draw_card(surface: pygame.Surface, card: pygame.Rect, entry: SaveEntry, drawn: pygame.Surface | None, selected: bool,
              factor: float) -> None:
    frame(surface, card, PARCHMENT, GOLD_LIGHT if selected else CLAY, max(2, round((4 if selected else 2) * factor)), 8)
    place = picture_rect(card, factor)
    if drawn is not None:
        surface.blit(drawn, place)
    else:
        draw_placeholder(surface, place, entry.readable)
    pygame.draw.rect(surface, INK_SOFT, place, 1)
    left = place.right + round(10 * factor)
    room = card.right - left - round(8 * factor)
    lines = card_lines(entry)
    step = (card.height - 2 * round(8 * factor)) // 3
    top = card.top + round(8 * factor)
    blit_printed(surface, lines[0], "sans_bold", 15 * factor, INK, (left, top), max_width=room)
    if not entry.readable:  # why, on the two lines below the name
        print_wrapped(surface, lines[1], "sans", 13 * factor, TERRACOTTA, pygame.Rect(left, top + step, room, 2 * step))
        return
    for i, line in enumerate(lines[1:], 1):
        blit_printed(surface, line, "sans", 13 * factor, INK, (left, top + i * step), max_width=room)


def draw_placeholder(surface: pygame.Surface, place: pygame.Rect, readable: bool) -> None:
    """Where a picture is not (yet): the bare board's colour while it is drawn; for a file that
    cannot be read, a darker card saying so."""
    if readable:
        surface.fill(SAND, place)
        return
    surface.fill(PARCHMENT_DARK, place)
    print_wrapped(surface, words("load.no_picture"), "sans_bold", place.height / 10, INK_SOFT, place.inflate(-8, -8),
                  centred=True)
