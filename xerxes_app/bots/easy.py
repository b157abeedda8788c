"""The Easy computer satrap: sensible, plain play.

It sends workers where the resources its Taxation cards ask for are, pays a Taxation card or
raises a building the moment it can, resolves a campaign when its units happen to fit, and
takes gifts its cards ask for. It makes no plans for campaigns, never uses its special ability,
never goes to the turn-change space while an area is free, and picks whom to hurt at random.
"""

from __future__ import annotations

import random

from ..rules import (
    TURN_CHANGE, Build, Command, DiscardCampaignCard, DiscardTaxCard, GainResource, GameState, LoseResource, Pass,
    PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder, TakeGift,
)


class Easy:
    def __init__(self, rand: random.Random):
        self.rand = rand

    def choose(self, state: GameState, seat: int, commands: list[Command]) -> Command:
        first = commands[0]
        if isinstance(first, (DiscardTaxCard, DiscardCampaignCard, SetTurnOrder)):
            return self.rand.choice(commands)
        wanted = _wanted(state, seat)
        index = state.content.resource_index
        if isinstance(first, (TakeGift, GainResource)):
            return self._best(commands, lambda c: wanted[index[c.resource]])
        if isinstance(first, LoseResource):
            return self._best(commands, lambda c: -wanted[index[c.resource]])
        places = [c for c in commands if isinstance(c, PlaceWorker) and c.place != TURN_CHANGE]
        if places:
            areas = state.content.areas
            area_index = state.content.area_index
            return self._best(places, lambda c: sum(wanted[r] for r in areas[area_index[c.place]].yields))
        for kind in (ResolveCampaign, Build, ResolveTax):
            options = [c for c in commands if isinstance(c, kind)]
            if options:
                return self.rand.choice(options)
        return Pass() if Pass() in commands else commands[0]

    def _best(self, commands: list[Command], score) -> Command:
        top = max(score(c) for c in commands)
        return self.rand.choice([c for c in commands if score(c) == top])


def _wanted(state: GameState, seat: int) -> list[int]:
    """Per resource, how many Taxation cards in hand still ask for more of it than is held."""
    player = state.players[seat]
    cards = state.content.tax_cards
    held = player.resources
    return [
        sum(1 for card in player.tax_hand if cards[card].needs[r] > held[r]) if held[r] < state.content.cap else -1
        for r in range(6)
    ]
