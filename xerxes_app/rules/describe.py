"""Things of the game in words, for the log and for messages."""

from __future__ import annotations

from .content import Content, Event
from .state import GameState


def describe_resources(content: Content, counts) -> str:
    return ", ".join(f"{n} {content.resources[r]}" for r, n in enumerate(counts) if n)


def describe_units(content: Content, counts) -> str:
    return ", ".join(f"{n} {content.units[u]}" for u, n in enumerate(counts) if n)


def describe_event(content: Content, event: Event) -> str:
    if event.stops is not None:
        return f"no {content.resources[event.stops]} is gathered this round"
    if event.gift_resources:
        return f"every player gains {event.gift_resources} resources of their choice"
    return f"every player has {event.gift_units} extra unit of their choice for campaigns"


def describe_tax(state: GameState, card: int) -> str:
    tax = state.content.tax_cards[card]
    reward = f"{tax.vp} VP" if tax.vp else f"a permanent {state.content.units[tax.unit]}"
    return f"the Taxation card asking {describe_resources(state.content, tax.needs)} for {reward}"


def describe_campaign(state: GameState, card: int) -> str:
    return f"the Campaign card needing {describe_units(state.content, state.content.campaign_cards[card].needs)}"
