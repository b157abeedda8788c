"""Learn to play: the guided first year, played through by clicking where the guide's ring
points, with the rule of each phase said; leaving and starting again at any moment; and a lesson
never taking the place of the player's own game to Continue."""

import html

import pygame
import pytest
from dataclasses import replace

from xerxes_app.rules import current_player
from xerxes_app.saving.settings import UI_SCALES
from xerxes_app.rules.state import BUILD, CAMPAIGN, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE
from tools.autoplay import Clicker
from xerxes_app.ui.table.hit_test import first_click
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.game.tutorial import COMPUTER_SEAT, PERSON, Guide
from xerxes_app.ui.game.tutorial_steps import CHOOSING, COMPUTER, PHASE_LESSONS, YEAR_PLAYED


def lesson_begun(app) -> tuple[Clicker, Guide]:
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant")
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("tutorial")
    clicker.frames(2)
    assert isinstance(app.guide, Guide)
    return clicker, app.guide


def follow_the_ring(clicker: Clicker, guide: Guide, until) -> list:
    """Click where the ring points (and, in a window, what the ringed move needs) until `until`,
    checking the ring each time; returns each lesson shown on screen, in order."""
    said = []

    def hear(app):
        if app.guide is guide and guide.showing() and (not said or said[-1] is not guide.shown):
            said.append(guide.shown)
            assert html.escape(guide.shown.title) in guide.words.html_text  # on screen, not only chosen

    def check(top):
        ring = guide.targets().get(("guide", "ring"))
        if isinstance(top, SetupChoice):
            assert ring == top.targets()[guide.target()]
            return
        assert isinstance(top, Table) and guide.lesson() is not COMPUTER
        key = first_click(guide.advice())
        if top.confirming is None and key is not None:
            # The ring is around the place the move begins (on the board, from the board's lookup).
            assert ring is not None and ring.collidepoint(top.targets()[key].center), (key, ring)

    clicker.on_frame = hear
    clicker.follow(guide, until, check)
    return said


def test_the_lesson_is_played_through_by_clicks_to_the_end_of_year_one(app, tmp_path):
    clicker, guide = lesson_begun(app)
    play = app.top.play
    assert play.session.seats[PERSON].is_human and play.session.seats[COMPUTER_SEAT].kind == "easy"
    assert app.top.play.state.phase == SETUP and guide.lesson() is PHASE_LESSONS[SETUP]
    said = follow_the_ring(clicker, guide, lambda state: state.year == 2)
    # Every phase of the year was explained, in the year's order, the computer's turns between.
    phases = []
    for lesson in said:
        if lesson not in (COMPUTER, CHOOSING) and (not phases or phases[-1] is not lesson):
            phases.append(lesson)
    order = [SETUP, PLACEMENT, CAMPAIGN, GATHERING, BUILD, TAXATION, TURN_CHANGE_PHASE]
    assert phases == [PHASE_LESSONS[p] for p in order] + [YEAR_PLAYED]
    assert COMPUTER in said and CHOOSING in said  # a building or the turn order chosen on the board, then confirmed
    clicker.frames(2)
    assert guide.lesson() is YEAR_PLAYED and guide.buttons["on"].visible
    person = play.state.players[PERSON]
    assert person.buildings and person.tax_resolved and person.vp > 0  # the ring led to VP
    # A lesson is never the game Continue offers.
    assert not (tmp_path / "saves" / "autosave.json").exists()
    clicker.click_at(guide.targets()[("guide", "on")].center)
    assert app.guide is None and isinstance(app.top, Table)


def test_leave_at_any_moment_and_start_again(app):
    clicker, guide = lesson_begun(app)
    follow_the_ring(clicker, guide, lambda state: state.phase == CAMPAIGN)
    clicker.click_at(guide.targets()[("guide", "again")].center)
    again = app.guide
    assert again is not None and again is not guide and not guide.panel.alive()
    assert app.top.play.state.phase == SETUP and app.top.play is again.play
    assert [type(scene).__name__ for scene in app.stack][0] == "Title"
    clicker.click_at(again.targets()[("guide", "leave")].center)
    assert app.guide is None and isinstance(app.top, Title) and not again.panel.alive()


def test_leaving_by_the_tables_menu_ends_the_lesson(app):
    clicker, guide = lesson_begun(app)
    follow_the_ring(clicker, guide, lambda state: state.phase == PLACEMENT and current_player(state) == PERSON)
    app.back_to("title")  # as the table's Leave game does
    clicker.frames(2)
    assert app.guide is None and not guide.panel.alive()


def test_the_rules_over_the_lesson_hide_the_guide(app):
    clicker, guide = lesson_begun(app)
    follow_the_ring(clicker, guide, lambda state: state.phase == PLACEMENT and current_player(state) == PERSON)
    clicker.click(("button", "rules"))
    assert not guide.panel.visible and ("guide", "ring") not in guide.targets()
    clicker.click("back")
    clicker.frames(1)
    assert guide.panel.visible and ("guide", "ring") in guide.targets()


def test_the_lesson_follows_the_window_to_a_new_size(app):
    clicker, guide = lesson_begun(app)
    follow_the_ring(clicker, guide, lambda state: state.phase == PLACEMENT and current_player(state) == PERSON)
    old = guide.panel
    app.resize((1920, 1080))
    clicker.frames(2)
    assert not old.alive() and guide.panel.alive() and guide.panel.visible
    assert guide.panel.ui_manager is app.manager and guide.panel.rect.right <= 1920
    ring = guide.targets()[("guide", "ring")]
    assert ring.collidepoint(app.top.targets()[first_click(guide.advice())].center)


def _wrong_with_the_box(app, guide) -> list:
    """What is wrong with the lesson's box on this frame: on its ring (or, for a building, on any
    building), its words running under its own buttons or out of it, a button's words cut, the
    box out of the window."""
    if not guide.panel.visible:
        return []
    wrong = []
    box, key = guide.panel.rect, guide.target()
    ring = guide.targets().get(("guide", "ring"))
    if ring is not None:
        places = app.top.board.building_rects if isinstance(key, tuple) and key[0] == "building" else [ring]
        if box.collidelist(places) >= 0:
            wrong.append(("on the ring", guide.shown.title, key, box, ring))
    said = guide.words
    if said.scroll_bar is not None or not box.contains(said.rect):
        wrong.append(("words cut", guide.shown.title, said.rect, box))
    for name, button in guide.buttons.items():
        if button.visible:
            if button.rect.colliderect(said.rect) or not box.contains(button.rect):
                wrong.append(("words under the buttons", guide.shown.title, name, said.rect, button.rect))
            if button.font.size(button.text)[0] > button.rect.width - 8:
                wrong.append(("button cut", button.text, button.rect))
    if not pygame.Rect((0, 0), app.size).contains(box):
        wrong.append(("off the window", box))
    return wrong


SIZES = [((1280, 720), p) for p in UI_SCALES] + [((1920, 1080), 100), ((1920, 1080), 130)]


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("size, percent", SIZES, ids=[f"{w}x{h}-{p}%" for (w, h), p in SIZES])
def test_the_lesson_never_covers_its_ring_nor_its_own_words(app, size, percent):
    """At every step of the year, at every text size, in the language the tests run in."""
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent)
    app.resize(size)
    clicker, guide = lesson_begun(app)
    wrong, looked = [], []

    def look(app):
        if app.guide is guide and guide.showing():
            looked.append(guide.shown)
            wrong.extend(_wrong_with_the_box(app, guide))

    clicker.on_frame = look
    clicker.follow(guide, lambda state: state.year == 2)
    clicker.frames(2)
    assert wrong == []
    assert {PHASE_LESSONS[SETUP], PHASE_LESSONS[BUILD], CHOOSING, YEAR_PLAYED} <= set(looked)
