"""The language chosen in Settings applies at once: the screens' words, and the faces that draw
them, change without a restart, and the choice is kept."""

import html

import pygame
from pygame_gui.elements import UITextBox

from tools.autoplay import Clicker
from xerxes_app.rules import standard_content
from xerxes_app.rules.messages import render
from xerxes_app.saving import load_settings
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.looks.language import current, words
from xerxes_app.ui.looks.line_breaks import NO_START
from xerxes_app.ui.table.cards import draw_card
from xerxes_app.ui.table.table import Table


def test_choosing_japanese_in_the_settings_changes_the_title_at_once(app, tmp_path):
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("settings")
    clicker.click(("language", "en"))  # whichever the suite runs in
    clicker.click("back")
    assert app.top.buttons["new game"].text == "New game"
    clicker.click("settings")
    clicker.click(("language", "ja"))
    assert current() == "ja" and load_settings(tmp_path / "config").settings.language == "ja"
    assert app.top.widgets["back"].text == "戻る"
    clicker.click("back")
    assert app.top.buttons["new game"].text == "新しいゲーム" == words("title.new_game")
    clicker.click("settings")
    clicker.click(("language", "en"))
    clicker.click("back")
    assert app.top.buttons["new game"].text == "New game"


def test_the_table_speaks_japanese_once_chosen(app):
    clicker = Clicker(app, seed=2)
    clicker.frames(2)
    clicker.click("settings")
    clicker.click(("language", "ja"))
    clicker.click("back")
    clicker.new_game(2, 11)
    while not isinstance(app.top, Table):
        clicker.decide()
    table = app.top
    assert table.widgets["history"].text == "履歴"
    banner = table.widgets["banner"].text
    assert "の太守：" in banner and not any("a" <= letter <= "z" for letter in banner)
    log = [entry.words("ja") for entry in table.play.state.log if entry.seat is None]
    assert log and all(not any("a" <= letter <= "z" for letter in line) for line in log)


def test_a_computers_reason_in_the_log_speaks_the_language_of_the_moment(app, with_reasons):
    """The reason is kept as a message id with its values: the log reads it in Japanese once
    Japanese is chosen, and again in English after."""
    clicker = Clicker(app)
    clicker.frames(2)
    session = with_reasons(3, 3)
    for language in ("ja", "en"):
        clicker.click("settings")
        clicker.click(("language", language))
        clicker.click("back")
        open_game(app, session)
        clicker.frames(1)
        clicker.click(("button", "log"))
        shown = app.top.widgets["log"].html_text
        assert all(html.escape(render(*reason, language)) in shown for reason in session.reasons.values())
        app.back_to("title")


def test_the_cards_are_drawn_again_in_the_language_chosen(app):
    """A card's face is kept once drawn, for speed; its band names its kind in the language of
    the moment all the same."""
    clicker = Clicker(app)
    clicker.frames(2)
    faces = {}
    for language in ("en", "ja"):
        clicker.click("settings")
        clicker.click(("language", language))
        clicker.click("back")
        for kind in ("tax", "campaign"):
            surface = pygame.Surface((90, 130))
            draw_card(surface, surface.get_rect(), standard_content(), kind, 0)
            faces[language, kind] = pygame.image.tobytes(surface, "RGB")
    assert faces["en", "tax"] != faces["ja", "tax"] and faces["en", "campaign"] != faces["ja", "campaign"]


def test_text_boxes_break_japanese_lines_where_japanese_allows(app):
    """No line of a text box starts with 「。」 or 「、」 or a closing bracket, and a Latin word
    (VP, R14) is never cut in two, at whatever width."""
    sentence = "リディアの太守が象1、馬1、戦車1、船1の行軍をリディアの馬、イオニアの船で解決：+5VP（R12）。"
    for width in range(120, 400, 9):
        box = UITextBox(sentence * 2, pygame.Rect(0, 0, width, 400), app.manager, allow_split_dashes=False)
        lines = ["".join(item.text for item in row.items if hasattr(item, "text"))
                 for row in box.text_box_layout.layout_rows]
        box.kill()
        assert "".join(lines) == sentence * 2 and len(lines) > 1, width
        assert all(line[0] not in NO_START for line in lines), (width, lines)
        assert "".join(lines).count("+5VP") == sum(line.count("+5VP") for line in lines), (width, lines)
