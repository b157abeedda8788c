"""Words about computer players: their default names and kinds. Which of their reasons the log may
show to everyone is `bots/public_reasons.py`, shared with a network game's server."""

from __future__ import annotations

from ...session import HUMAN, STRENGTHS
from .language import term, words


def kind_words(kind: str) -> str:
    """"Human", or "Computer (Normal)"."""
    return words("new.human") if kind == HUMAN else words("new.computer", strength=term(kind).capitalize())


def kind_choices() -> list[str]:
    """The "Played by" menu's words, in the current language."""
    return [kind_words(kind) for kind in (HUMAN, *STRENGTHS)]


def kind_of(words: str) -> str:
    """The seat's kind from its words in the menu."""
    return next(kind for kind in (HUMAN, *STRENGTHS) if kind_words(kind) == words)


def computer_name(kind: str, taken: list[str]) -> str:
    """A computer's default name, numbered when another seat already has it."""
    name = kind_words(kind)
    number = 2
    while name in taken:
        name = words("new.computer_numbered", number=number, strength=term(kind).capitalize())
        number += 1
    return name
