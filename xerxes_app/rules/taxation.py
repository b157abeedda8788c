"""The taxation phase (R16): resolving Taxation cards by paying exactly their resources."""

from __future__ import annotations

from operator import gt, sub

from .commands import Command, ResolveTax, numbered
from .costs import paid_by
from .effects import card_in_hand, gain_vp, said
from .errors import IllegalCommand
from .state import HIDDEN, TAX_VP, GameState


def tax_commands(state: GameState, seat: int) -> list[Command]:
    """The Taxation cards in hand the player can pay now."""
    return tax_choices(state, seat) or []


def tax_choices(state: GameState, seat: int) -> list[Command] | None:
    """The Taxation cards in hand the player can pay now, or None with an empty hand. The hand's
    size is public, the cards it can pay are not: a hand is a choice (R25)."""
    player = state.players[seat]
    if not player.tax_hand:
        return None
    if player.tax_hand[0] == HIDDEN:  # another seat's hand, in a view: its choice, not listed here
        return []
    content = state.content
    paid = paid_by(content.tax_masks, player.resources)
    if not paid:
        return []
    resolve = numbered(ResolveTax, len(content.tax_cards))
    return [resolve[card] for card in player.tax_hand if paid >> card & 1]


def resolve_tax(state: GameState, seat: int, command: ResolveTax) -> None:
    player = state.players[seat]
    content = state.content
    card_in_hand(player.tax_hand, command.card, "Taxation")
    card = content.tax_cards[command.card]
    if any(map(gt, card.needs, player.resources)):
        raise IllegalCommand("tax_needs", [max(0, need - have) for have, need in zip(player.resources, card.needs)])
    player.resources[:] = map(sub, player.resources, card.needs)
    player.tax_hand.remove(command.card)
    player.tax_resolved.append(command.card)
    if card.vp:
        gain_vp(state, seat, card.vp, TAX_VP)
        said(state, seat, "resolves_tax", card.needs, card.vp)
    else:
        said(state, seat, "resolves_tax_unit", card.needs, content.units[card.unit])
