"""A hint at the table: the Hint button and H ask the Hard computer for the viewer's decision; it
thinks on a worker thread, Escape or a move stops it, and its answer is rung on the board with its
reason. It is legal, it is the computer's own choice for the same view and seed, and it never
reads what the seat cannot see (R25)."""

import random
import time

import pygame

from tests.ui.table_at import key, to_own_table
from tests.ui.written import Written
from tools.autoplay import Clicker
from xerxes_app.bots import Bot
from xerxes_app.bots.determinize import redeal
from xerxes_app.rules import Pass, apply, current_player, legal_commands, new_game, view_for
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.hint import Hints, hint_seed
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.words import describe
from xerxes_app.ui.scenes import setup_choice
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.table import hint_controls
from xerxes_app.ui.table.hit_test import first_click
from xerxes_app.ui.table.ring import ring_rect

PLAYOUTS = 6  # a small fixed budget, so the hint is quick and the same every time


def quick(seed: int) -> Bot:
    return Bot("hard", seed, time_limit=None, playouts=PLAYOUTS)


def table_with_hints(app, hints=True, seed=7):
    """Two people at one screen, past setup, at the first table of placement."""
    state = new_game(2, seed, ["Lydia", "India"], [0, 1])
    Play(app, Session(state, [Seat("Ana"), Seat("Bo")], hints=hints)).show_next()
    clicker = Clicker(app, seed)
    clicker.frames(1)
    to_own_table(clicker)
    while app.top.play.state.phase == "setup" or app.top.veiled_for() is not None:
        clicker.decide()
    return clicker


def answered(clicker, seconds=120.0):
    """Frames until the hint comes, each frame resting as the app's frame clock does: a test's
    frames, run back to back, would otherwise keep the thinking thread from its turns."""
    play = clicker.app.top.play
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        clicker.frames(1)
        if play.hints.advice is not None:
            return play.hints.advice
        time.sleep(1 / 120)
    raise AssertionError("no hint came")


def test_the_hint_button_gives_the_computers_own_legal_choice_rung_on_the_board(app, monkeypatch):
    clicker = table_with_hints(app)
    table = app.top
    table.play.hints.make = quick
    state, seat = table.play.state, table.play.viewer
    decision = len(table.play.session.commands)
    clicker.click(("button", "hint"))
    advice = answered(clicker)
    assert advice.command in legal_commands(state)
    assert advice.command == quick(hint_seed(state.seed, seat, decision)).choose(view_for(state, seat), seat)
    ring = ring_rect(table, first_click(advice.command))
    assert ring is not None and app.window.get_rect().contains(ring)
    written = Written(monkeypatch, hint_controls, ("blit_wrapped",))
    clicker.frames(1)
    said = table.hinting.advice_words()
    assert written.texts() == [said], "the hint's words are on screen"
    assert describe(state, table.play.names, seat, advice.command) in said
    assert table.play.session.hints_used == 1


def test_h_asks_escape_stops_the_thinking_and_a_move_takes_the_hint_away(app):
    clicker = table_with_hints(app)
    table = app.top
    hints = table.play.hints
    hints.make = lambda seed: Bot("hard", seed, time_limit=None, playouts=10**6)  # thinks until stopped
    key(clicker, pygame.K_h, mod=0)
    assert hints.thinking and "#selected" in table.hinting.button.object_ids
    thought = hints.thought
    key(clicker, pygame.K_ESCAPE, mod=0)
    assert not hints.thinking and hints.advice is None
    assert thought.done.wait(5), "the stopped search ended"
    assert table.menu is None, "Escape stopped the hint before it opened the game's menu"
    hints.make = quick
    key(clicker, pygame.K_h, mod=0)
    advice = answered(clicker)
    clicker.play(table, advice.command)
    assert hints.advice is None and table.play.session.hints_used == 1


def test_hints_off_have_no_button_and_h_says_so(app):
    clicker = table_with_hints(app, hints=False)
    table = app.top
    assert ("button", "hint") not in table.targets()
    key(clicker, pygame.K_h, mod=0)
    assert table.refusal == words("hint.off")
    assert not table.play.hints.thinking


def test_behind_the_veil_no_hint_is_given(app):
    clicker = table_with_hints(app)
    table = app.top
    table.play.hints.make = quick
    clicker.play(table, next(c for c in legal_commands(table.play.state) if not isinstance(c, Pass)))
    while app.top.veiled_for() is None:
        clicker.frames(1)
    key(clicker, pygame.K_h, mod=0)
    assert app.top.refusal == words("hint.not_yours")
    assert not app.top.play.hints.thinking


class FakePlay:
    version = 0  # the game is never changed here

    def __init__(self, state):
        self.session = Session(state, [Seat("A"), Seat("B"), Seat("C")], hints=True)

    @property
    def state(self):
        return self.session.state

    def keep(self):
        pass


def test_a_hint_reads_only_what_its_seat_may_see():
    """Two games that differ only in what the seat cannot see give the same hint."""
    state = new_game(3, 21)
    rand = random.Random(4)
    for _ in range(40):  # into the first year, past setup
        apply(state, rand.choice(legal_commands(state)))
    seat = current_player(state)
    other = redeal(view_for(state, seat), seat, random.Random(9))
    other.seed = state.seed
    assert other != state
    answers = []
    for game in (state, other):
        hints = Hints(FakePlay(game), quick)
        hints.ask(seat)
        hints.thought.done.wait(30)
        assert hints.update()
        answers.append(hints.advice.command)
    assert answers[0] == answers[1]


def test_at_setup_h_gives_the_card_to_discard_with_its_reason_rung_on_screen(app, monkeypatch):
    """The review judges the discards at setup (R2) as every other decision: the hint is there
    too, the computer's own legal choice for the seat's view, said with its reason beside the
    cards and the card rung."""
    state = new_game(2, 7, ["Lydia", "India"], [0, 1])
    Play(app, Session(state, [Seat("Ana"), Seat("Bo")], hints=True)).show_next()
    clicker = Clicker(app, 7)
    clicker.frames(1)
    while not isinstance(app.top, SetupChoice):
        clicker.decide()  # the screen handed to the first seat
    scene = app.top
    scene.play.hints.make = quick
    seat = scene.play.viewer
    assert ("button", "hint") in scene.targets()
    key(clicker, pygame.K_h, mod=0)
    advice = answered(clicker)
    assert advice.command in legal_commands(state)
    assert advice.command == quick(hint_seed(state.seed, seat, 0)).choose(view_for(state, seat), seat)
    assert advice.reason is not None
    said = scene.hinting.advice_words()
    assert describe(state, scene.play.names, seat, advice.command) in said and words("describe.pass") not in said
    rings = []
    monkeypatch.setattr(setup_choice, "draw_ring", lambda surface, rect, f: rings.append(rect))
    written = Written(monkeypatch, setup_choice, ("blit_wrapped",))
    clicker.frames(1)
    assert written.texts() == [said], "the hint's words are on screen"
    assert rings == [scene.targets()[("tax", advice.command.card)]]
    clicker.click(("tax", advice.command.card))
    clicker.click("discard")
    assert scene.play.hints.advice is None, "the hint is gone once its decision is made"
