"""Review my game, by real clicks: the review runs in worker processes with its progress shown,
names the same turning points as the review computed alone, stops and goes on to the same
result, opens each turning point on the board with both moves marked, is kept and opens again
from Records, shows a seat's review only to its player after a hand-off, and draws the
win-chance line on the charts."""

import html
from dataclasses import replace

import pytest

from tests.ui.looks.test_access import words_that_do_not_fit
from tools.autoplay import Clicker
from tools.reviewed_games import finished_game
from xerxes_app.bots import appraisal
from xerxes_app.review import Review, Reviewing, state_before
from xerxes_app.rules import Build, PlaceWorker, view_for
from xerxes_app.ui.looks.language import words
from xerxes_app.saving.reviews import load_review
from xerxes_app.ui.game import reviewing
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.looks.review_words import chances_words, move_words
from xerxes_app.ui.scenes.charts_scene import Charts
from xerxes_app.ui.scenes.review_scene import ReviewScene
from xerxes_app.ui.scenes.turning_point import TurningPoint

BUDGET = 3  # re-deals per choice: a quick review


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(appraisal, "REDEALS", BUDGET)
    monkeypatch.setattr(reviewing, "PROCESSES", 0)  # one decision a frame here; one test runs the workers


@pytest.fixture(scope="module")
def game():
    return finished_game(3, seed=4)


def alone(session, first) -> Review:
    """The same review computed without the screens."""
    review = Review(session, BUDGET)
    work = Reviewing(review, first, 0)
    work.start()
    while work.running:
        work.update()
    return review


def game_over(app, session) -> Clicker:
    """The game over screen of `session`, over the title screen, as after a game."""
    app.push(app.registry["title"](app))  # the one the game's screens take the place of
    Play(app, session).show_next()
    clicker = Clicker(app, 1)
    clicker.frames(2)
    return clicker


def until_reviewed(clicker, frames=3000):
    scene = clicker.app.top
    for _ in range(frames):
        if scene.review.finished:
            clicker.frames(2)
            return scene
        clicker.frames(1)
    raise AssertionError("the review did not finish")


def test_the_review_names_its_turning_points_and_opens_each_on_the_board(app, game):
    session, first = game
    clicker = game_over(app, session)
    clicker.click("review")
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.private_seat() == 0
    until_reviewed(clicker)
    expected = alone(session, first)
    assert scene.review.verdicts == expected.verdicts
    points = expected.turning_points(0)
    assert points and scene.rows == points
    assert all(("point", i) in scene.targets() for i in range(len(points)))
    for i, point in enumerate(points):
        clicker.click(("point", i))
        shown = app.top
        assert isinstance(shown, TurningPoint) and shown.private_seat() == 0
        assert shown.moment_state.year == point.year and shown.moment_state.phase == point.phase
        text = shown.widgets["log"].html_text
        view = view_for(state_before(first, session.commands, point.number), 0)
        for command, mark in zip((point.mine.command, point.best.command), shown.marks()):
            assert html.escape(move_words(view, shown.play.names, 0, command)) in text
            if isinstance(command, (PlaceWorker, Build)):  # a place on the board: marked there
                assert mark is not None and shown.board.rect.contains(mark)
            if mark is None:
                assert html.escape(words("review.not_on_board")) in text
        clicker.click("back")
        assert app.top is scene


def test_worker_processes_review_the_game_behind_a_progress_bar(app, game, monkeypatch):
    monkeypatch.setattr(reviewing, "PROCESSES", 2)
    session, first = game
    clicker = game_over(app, session)
    clicker.click("review")
    scene = app.top
    assert scene.at_hand.running and scene.at_hand.progress < 1.0
    until_reviewed(clicker)
    assert not scene.at_hand.running and scene.at_hand.progress == 1.0
    assert scene.review.verdicts == alone(session, first).verdicts


def test_stopping_and_going_on_gives_the_same_review_and_keeps_it(app, game):
    session, first = game
    clicker = game_over(app, session)
    clicker.click("review")
    scene = app.top
    while scene.review.done < 4:
        clicker.frames(1)
    clicker.click("stop")
    done = scene.review.done
    assert not scene.at_hand.running and 4 <= done < scene.review.total
    clicker.frames(5)
    assert scene.review.done == done
    kept = load_review(app.keeper.save_dir, session)
    assert kept is not None and kept.verdicts == scene.review.verdicts
    clicker.click("stop")  # now Go on
    until_reviewed(clicker)
    assert scene.review.verdicts == alone(session, first).verdicts


def test_a_review_left_half_way_opens_again_from_records_and_goes_on(app, game):
    session, first = game
    clicker = game_over(app, session)
    clicker.click("review")
    while app.top.review.done < 3:
        clicker.frames(1)
    clicker.click("back")  # leaving stops it; what it found is kept
    clicker.click("title")
    clicker.click("records")
    clicker.click("reviews")
    assert ("review", 0) in app.top.targets()
    clicker.click(("review", 0))
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.review.done >= 3
    until_reviewed(clicker)
    assert scene.review.verdicts == alone(session, first).verdicts


def test_in_pass_and_play_a_review_shows_only_after_its_hand_off(app):
    session, first = finished_game(2, seed=3, people=(0, 1))
    clicker = game_over(app, session)
    clicker.click("review")
    scene = app.top
    assert scene.private_seat() is None and not scene.rows
    assert {("person", 0), ("person", 1)} <= set(scene.targets())
    clicker.click(("person", 1))
    assert scene.private_seat() is None and "show" in scene.targets()
    clicker.click("show")
    assert scene.private_seat() == 1
    until_reviewed(clicker)
    assert scene.rows == scene.review.turning_points(1)
    assert all(v.seat == 1 for v in scene.rows)
    clicker.click("hide")
    assert scene.private_seat() is None and not any(key[0] == "point" for key in scene.targets() if isinstance(key, tuple))
    clicker.click("back")
    clicker.click("charts")  # at game over, between people, nobody's chances: each rests on a hand (R25)
    assert isinstance(app.top, Charts) and app.top.review is None and "chances" not in app.top.targets()


def test_the_charts_draw_the_win_chance_line_once_reviewed(app, game):
    session, first = game
    clicker = game_over(app, session)
    clicker.click("charts")
    assert isinstance(app.top, Charts) and app.top.review is None and "chances" not in app.top.targets()
    clicker.click("back")
    clicker.click("review")
    until_reviewed(clicker)
    clicker.click("back")
    clicker.click("charts")
    charts = app.top
    assert charts.review is not None and charts.review.verdicts == alone(session, first).verdicts
    clicker.click("chances")
    assert charts.chances_shown
    clicker.click("chances")
    assert not charts.chances_shown


@pytest.mark.filterwarnings("error:.*too small:UserWarning")
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("percent", [100, 130])
def test_the_review_screens_fit_at_1280_by_720(app, game, language, percent):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    session, _ = game
    clicker = game_over(app, session)
    wrong = words_that_do_not_fit(app)
    clicker.click("review")
    until_reviewed(clicker)
    wrong += words_that_do_not_fit(app)
    clicker.click(("point", 0))
    wrong += words_that_do_not_fit(app)
    clicker.click("back")
    clicker.click("back")
    clicker.click("charts")
    clicker.click("chances")
    wrong += words_that_do_not_fit(app)
    clicker.click("back")
    clicker.click("title")
    clicker.click("records")
    wrong += words_that_do_not_fit(app)
    clicker.click("reviews")
    wrong += words_that_do_not_fit(app)
    assert not wrong


def test_a_solo_review_judges_the_goal_from_solo_over(app):
    session, first = finished_game(1, seed=2, scenario="easy")
    clicker = game_over(app, session)
    clicker.click("review")
    scene = until_reviewed(clicker)
    assert scene.review.verdicts == alone(session, first).verdicts
    assert scene.rows == scene.review.turning_points(0)
    assert scene.rows  # this game has turning points
    for verdict, (first_line, _) in zip(scene.rows, scene.row_words):
        assert chances_words(verdict, solo=True) in first_line
        assert chances_words(verdict, solo=True) != chances_words(verdict, solo=False)
