"""Helpers for the screens' tests: to the table by a new game's clicks or keys, a position at
the table, hovering, keys, the engine's reasons in the words on screen (the tests run in English
or Japanese, XERXES_LANGUAGE), and a watch over who sees what (R25)."""

import pygame

from xerxes_app.rules import refusal
from xerxes_app.session import Seat, Session
from tools.autoplay import Clicker
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.looks.language import refusal_words
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.table.layout import buttons_say, table_layout
from xerxes_app.ui.table.table import Table


def to_table(app, players=2, seed=3, driver=Clicker) -> Clicker:
    """New game by clicks (or a Keyboarder's keys), through the setup discards, to the first
    player's table."""
    clicker = driver(app, seed)
    clicker.frames(2)
    clicker.new_game(players, seed)
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
        clicker.decide()
    return clicker


def at_table(app, state, answer_questions=True) -> Clicker:
    """The game `state` at the table of the player whose turn it is, past any hand-off."""
    clicker = Clicker(app, answer_questions=answer_questions)
    Play(app, Session(state, [Seat(f"Player {i + 1}") for i in range(len(state.players))])).show_next()
    clicker.frames(1)
    to_own_table(clicker)
    return clicker


def to_own_table(clicker) -> None:
    """Past the hand-off (and any setup choice) to the table of the player deciding."""
    app = clicker.app
    while not isinstance(app.top, Table) or app.top.private_seat() is None:
        clicker.decide()


def assert_rows_close_up(app, table) -> None:
    """A watched table's buttons close up: History and Log stand at the window's foot, where Pass
    and the ability stand at a player's table of the same game and window, ending with the board,
    and the board above them is at least as large as a player's."""
    state = table.play.state
    players = table_layout(app.size, app.factor, len(state.players), state.is_solo,
                           *buttons_say(app.manager, state, table.play.hints.on))
    history, log = table.widgets["history"].rect, table.widgets["log button"].rect
    pass_row = players.pass_button.union(players.ability)
    assert history.bottom == pass_row.bottom and abs(log.right - table.board.rect.right) <= 1
    assert table.board.rect.height >= players.board.height and table.board.rect.bottom < history.top


def hover(app, pos) -> str:
    """Rest the mouse on `pos` until the table's tooltip shows; its text ("" when none)."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.step(0.3)  # past the tooltip's delay
    tooltip = app.top.pointer.tooltip
    return tooltip.text_block.html_text if tooltip is not None else ""


def key(clicker, code, mod=pygame.KMOD_CTRL) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    clicker.frames(2)


def reason(state, command) -> str:
    """The engine's reason for refusing `command` now (`why_not`), in the language on screen."""
    return refusal_words(refusal(state, command))


class HandOffWatch:
    """R25: whoever's secrets are on screen was the last player handed the screen, by a hand-off
    screen or by the table's veil over their hand; while veiled, nothing private is drawn."""

    def __init__(self):
        self.handed_to = None
        self.hand_offs = 0  # full-screen hand-offs
        self.veils = 0  # the table veiled for the next person, the board in view
        self.private_views = set()

    def __call__(self, app):
        top = app.top
        if isinstance(top, HandOff):
            if self.handed_to != top.seat:
                self.hand_offs += 1
            self.handed_to = top.seat
            return
        veiled = top.veiled_for() if isinstance(top, Table) else None
        if veiled is not None:
            assert top.private_seat() is None and top.hand == [] and top.confirming is None
            assert top.choosing is None, "no private choice is offered behind the veil"
            assert top.strip.chips == [] and top.strip.canvas is None, "the moves since the last turn show with the hand, not before"
            assert all(entry.seat is None for entry in top.log.entries()), "the log's drawer would show a hand's secrets"
            if self.handed_to != veiled:
                self.veils += 1
            self.handed_to = veiled
            return
        seat = top.private_seat()
        if seat is None:
            return
        assert seat == self.handed_to, f"{type(top).__name__} shows seat {seat}'s secrets after a hand-off to {self.handed_to}"
        self.private_views.add((type(top).__name__, seat))
        player = top.play.state.players[seat]
        if isinstance(top, Table):
            for kind, card, _ in top.hand:
                assert card in (player.tax_hand if kind == "tax" else player.campaign_hand)
        if isinstance(top, SetupChoice):
            for kind, cards in top.rows.items():
                for card, _ in cards:
                    assert card in (player.tax_hand if kind == "tax" else player.campaign_hand)
