"""Words about computer players: their default names, and which of their reasons the log may
show to everyone.

A bot explains its decision from its own seat's view (`Bot.explain`), so a reason may rest on
its hidden Taxation and Campaign cards ("which a Taxation card worth 3 VP asks for", "towards a
campaign this round", "no campaign can be resolved now"). At one shared screen that would give
its hand away (R25). The log therefore shows a reason only for decisions whose reason is public
once made: what was built, resolved or paid and what it earned, the turn track, and which kind of
card was discarded at setup (never which card). Other decisions stand on the engine's own entry.
"""

from __future__ import annotations

from ...bots.explain import Reason
from ...rules import TURN_CHANGE, Build, Command, DiscardCampaignCard, DiscardTaxCard, PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder
from ...session import HUMAN, STRENGTHS
from .language import term, words

# The reason of these commands speaks of what everyone sees after them.
PUBLIC_REASONS = (Build, ResolveCampaign, ResolveTax, SetTurnOrder, DiscardTaxCard, DiscardCampaignCard)


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


def public_reason(command: Command, reason: Reason) -> Reason | None:
    """The bot's reason when everyone may read it, else None (R25)."""
    if isinstance(command, PUBLIC_REASONS):
        return reason
    if isinstance(command, PlaceWorker) and command.place == TURN_CHANGE:
        return reason
    return None
