"""Which of a computer's reasons everyone may read (R25), wherever the computer plays: at the
table on this computer, or on a network game's server.

A bot explains its decision from its own seat's view (`Bot.explain`), so a reason may rest on
its hidden Taxation and Campaign cards ("which a Taxation card worth 3 VP asks for", "towards a
campaign this round", "no campaign can be resolved now"). Shown to everyone, that would give its
hand away. The log therefore shows a reason only for decisions whose reason is public once made:
what was built, resolved or paid and what it earned, the turn track, and which kind of card was
discarded at setup (never which card). Other decisions stand on the engine's own entry.
"""

from __future__ import annotations

from ..rules import TURN_CHANGE, Build, Command, DiscardCampaignCard, DiscardTaxCard, PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder
from .explain import Reason

# The reason of these commands speaks of what everyone sees after them.
PUBLIC_REASONS = (Build, ResolveCampaign, ResolveTax, SetTurnOrder, DiscardTaxCard, DiscardCampaignCard)


def public_reason(command: Command, reason: Reason) -> Reason | None:
    """The bot's reason when everyone may read it, else None (R25)."""
    if isinstance(command, PUBLIC_REASONS):
        return reason
    if isinstance(command, PlaceWorker) and command.place == TURN_CHANGE:
        return reason
    return None
