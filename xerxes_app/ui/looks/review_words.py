"""How a review speaks of chances: in whole percents, with the noise of the gap in points."""

from __future__ import annotations

from ...rules import DiscardCampaignCard, DiscardTaxCard
from .language import words
from .words import count_list, describe


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def chances_words(verdict, solo: bool) -> str:
    """The chance after the move played and after the best (by the gap measured between them,
    not the best's own estimate, which its choosing flatters), with the noise of the gap."""
    return words("review.chances_goal" if solo else "review.chances", mine=percent(verdict.chance),
                 best=percent(min(1.0, verdict.chance + verdict.gap)), noise=round(100 * verdict.gap_noise))


def move_words(state, names: list[str], seat: int, command) -> str:
    """A move in one sentence, as its confirmation says it; the setup's discards, which have none,
    by the card given up."""
    content = state.content
    if isinstance(command, DiscardTaxCard):
        return words("review.discard_tax", resources=count_list(content.resources, content.tax_cards[command.card].needs))
    if isinstance(command, DiscardCampaignCard):
        return words("review.discard_campaign", units=count_list(content.units, content.campaign_cards[command.card].needs))
    return describe(state, names, seat, command)
