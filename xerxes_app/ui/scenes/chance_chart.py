"""The charts' win-chance line, once the finished game has a review kept: each person's chance to
win (solo: to meet the goal) after each of their decisions, the turning points ringed on it; a
button in the corner shows it in the bars' place, and the bars again."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from ...review import Review, people
from ...saving.reviews import load_review
from ..looks import icons
from ..looks.chance_line import draw_chances
from ..looks.charts import Series
from ..looks.language import words
from ..looks.look import player_colour


def kept_review(app, play) -> Review | None:
    """The review kept of this game, if it has found anything yet that these charts may show (a
    network game's copy, which holds no secrets to replay, has none)."""
    session = play.session
    review = load_review(app.keeper.save_dir, session) if play.whole_game_here and session.state.is_over else None
    return review if review is not None and review.verdicts and shown_seats(review, play) else None


def shown_seats(review: Review, play) -> list[int]:
    """Whose line may be shown: a person's chances rest on what their hand held, so between
    people each sees only their own, after the hand-off of their review (R25)."""
    seats = people(review.session)
    if len(seats) <= 1:
        return seats
    return [play.viewer] if play.viewer in seats else []


def chance_panel(surface, rect, review: Review, play, f: float) -> None:
    state = play.state
    lines = []
    for seat in shown_seats(review, play):
        verdicts = review.of_seat(seat)
        if not verdicts:
            continue
        satrap = state.content.satraps[state.players[seat].satrap]
        mark = icons.piece(satrap.colour, satrap.pattern, round(30 * f), "satrap")
        turning = {v.number for v in review.turning_points(seat)}
        lines.append((Series(play.names[seat], player_colour(satrap.colour), mark), [v.year for v in verdicts],
                      [v.chance for v in verdicts], [v.number in turning for v in verdicts]))
    draw_chances(surface, rect, words("charts.goal_chance" if state.is_solo else "charts.win_chance"), lines, f)


def chances_button(scene, root) -> UIButton:
    f = scene.app.factor
    w, h = scene.app.size
    rect = pygame.Rect(0, 0, round(230 * f), round(46 * f))
    rect.bottomright = (w - round(24 * f), h - round(50 * f))
    return UIButton(rect, chances_words(scene.play.state), scene.app.manager, container=root, tool_tip_text=words("charts.chances_tip"))


def chances_words(state) -> str:
    return words("charts.show_goal_chances" if state.is_solo else "charts.show_chances")
