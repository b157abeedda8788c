"""Helpers for the table's GUI tests: a position at the table, hovering, keys, and the engine's
reasons in the words on screen (the tests run in English or Japanese, XERXES_LANGUAGE)."""

import pygame

from xerxes_app.rules import refusal
from xerxes_app.session import Seat, Session
from tools.autoplay import Clicker
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.looks.language import refusal_words
from xerxes_app.ui.table.table import Table


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
