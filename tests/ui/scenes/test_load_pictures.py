"""The load screen shows each save as a card with a small picture of its board as everyone saw it
(R25: no hand), and a placeholder saying so for a file it cannot read, whose card keeps the
reason; the pictures are drawn after the screen opens and kept, never drawn twice; the cards come
a page at a time."""

import pygame

from tools.autoplay import Clicker
from xerxes_app.saving import load, save_as
from xerxes_app.saving.folders import EXAMPLES_FOLDER
from xerxes_app.ui.looks.language import said, words
from xerxes_app.ui.looks.look import PARCHMENT_DARK
from xerxes_app.ui.scenes import board_pictures
from xerxes_app.ui.scenes.load_scene import LoadScene
from xerxes_app.ui.scenes.save_cards import card_lines, picture_rect
from xerxes_app.ui.table.board import Board

SAVES = 9  # with the six examples and the file from a newer app: two pages of ten


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def pictures_drawn(clicker, screen: LoadScene) -> None:
    """Frames until the page's pictures and the chosen save's larger one are drawn (a few a frame)."""
    for _ in range(30):
        size = screen._card_size()
        chosen = [screen.selected] if screen.selected.readable else []
        if all(board_pictures.picture(entry, size) is not None for _, entry in screen.shown() if entry.readable) and \
                all(board_pictures.picture(entry, screen.big.size) is not None for entry in chosen):
            clicker.frames(1)
            return
        clicker.frames(1)
    raise AssertionError("the pictures were not drawn in 30 frames")


def test_each_save_has_a_picture_of_its_board_and_a_bad_file_a_placeholder(app, monkeypatch):
    examples = sorted(EXAMPLES_FOLDER.glob("*.json"))
    for i in range(SAVES):
        save_as(app.keeper.save_dir, load(examples[i % len(examples)]), f"Game {i + 1}")
    (app.keeper.save_dir / "from a newer app.json").write_text('{"format": "xerxes", "version": 999}')
    board_pictures._kept.clear()
    drawn = []
    draw_game = Board.draw_game
    monkeypatch.setattr(Board, "draw_game", lambda board, surface, state, current: drawn.append(state) or
                        draw_game(board, surface, state, current))
    monkeypatch.setattr(board_pictures, "FRAME_BUDGET", 0.0)  # one picture a frame, however quick
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("load")
    screen = app.top
    assert isinstance(screen, LoadScene) and screen.pages == 2
    assert len(drawn) <= 2 < sum(entry.readable for _, entry in screen.shown()), "the screen opens before its pictures are drawn"
    pictures_drawn(clicker, screen)
    assert all(card < 0 for state in drawn for player in state.players
               for card in player.tax_hand + player.campaign_hand), "the board as everyone sees it (R25)"
    f = app.factor
    shown = screen.shown()
    assert any(not entry.readable for _, entry in shown)
    for card, entry in shown:
        place = picture_rect(card, f)
        inside = place.inflate(-2, -2)  # within its frame
        if entry.readable:
            picture = board_pictures.picture(entry, place.size)
            assert pixels(app.window, inside) == pixels(picture, pygame.Rect(1, 1, *inside.size)), entry.name
        else:
            assert board_pictures.picture(entry, place.size) is None
            assert tuple(app.window.get_at((place.left + 2, place.top + 2)))[:3] == PARCHMENT_DARK
            assert card_lines(entry) == [entry.name, words("load.unreadable", problem=said(entry.problem))]
    count = len(drawn)
    clicker.frames(5)
    assert len(drawn) == count, "not drawn at every frame"
    clicker.click("earlier")
    pictures_drawn(clicker, screen)
    assert screen.page == 1 and len(drawn) > count
    count = len(drawn)
    clicker.click("later")
    clicker.frames(5)
    assert screen.page == 0 and len(drawn) == count, "kept: never drawn again"
