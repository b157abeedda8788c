"""Re-dealing what a seat cannot see (R25), so a bot can think on a whole game.

A seat's view (`view_for`) hides the other players' hands and setup discards, the undealt
cards and the unrevealed events. A re-deal fills those hidden places with the cards the seat has
not seen, shuffled by the bot's own generator: one game the seat cannot tell from the real one.
Nothing here ever sees the real game, only the view.
"""

from __future__ import annotations

import random

from ..rules import GameState
from ..rules.content import Content
from ..rules.state import HIDDEN

REDEALS = 20  # tries at a deal every opponent could have kept (R2); then the last try stands
SETUP_TAX_CARDS = 6  # R2: dealt before one is discarded


def redeal(view: GameState, seat: int, rand: random.Random) -> GameState:
    """A complete game consistent with everything `seat` sees in `view`."""
    game = view.clone()
    game.log = []  # the search never reads the log; an empty one makes its copies cheaper
    content = game.content
    for _ in range(REDEALS):
        _deal(game, view, rand, "tax", len(content.tax_cards))
        if _deal_was_possible(content, game, seat):
            break
    _deal(game, view, rand, "campaign", len(content.campaign_cards))
    _deal_events(game, view, rand)
    game.rng = rand.getrandbits(64)
    game.seed = game.rng
    return game


def _hidden_places(view: GameState, kind: str) -> list[tuple[int | None, str]]:
    """Where the view holds hidden cards of a kind: (seat, attribute), or (None, the deck)."""
    places = []
    for other, player in enumerate(view.players):
        for attribute in (f"{kind}_hand", f"{kind}_discard"):
            if HIDDEN in getattr(player, attribute):
                places.append((other, attribute))
    return places


def _deal(game: GameState, view: GameState, rand: random.Random, kind: str, total: int) -> None:
    seen = set()
    for player in view.players:
        for attribute in (f"{kind}_hand", f"{kind}_discard", f"{kind}_resolved"):
            seen.update(c for c in getattr(player, attribute) if c != HIDDEN)
    unseen = [card for card in range(total) if card not in seen]
    rand.shuffle(unseen)
    for other, attribute in _hidden_places(view, kind):
        cards = getattr(view.players[other], attribute)
        dealt = [unseen.pop() if card == HIDDEN else card for card in cards]
        # Hands are kept in number order, as the deal leaves them (setup.py).
        setattr(game.players[other], attribute, sorted(dealt) if attribute.endswith("hand") else dealt)
    deck = getattr(view, f"{kind}_deck")
    setattr(game, f"{kind}_deck", [unseen.pop() if card == HIDDEN else card for card in deck])


def _deal_was_possible(content: Content, game: GameState, seat: int) -> bool:
    """R2: nobody was dealt six Taxation cards with five or more of one kind of reward, so no
    re-deal may give an opponent such a six (hand, setup discard and resolved cards)."""
    for other, player in enumerate(game.players):
        if other == seat:
            continue
        dealt = player.tax_hand + player.tax_discard + player.tax_resolved
        if len(dealt) != SETUP_TAX_CARDS:
            continue  # before the discard the hand is the six
        vp_cards = sum(1 for card in dealt if content.tax_cards[card].vp)
        if max(vp_cards, len(dealt) - vp_cards) >= 5:
            return False
    return True


def _deal_events(game: GameState, view: GameState, rand: random.Random) -> None:
    revealed = [e for e in view.event_deck if e != HIDDEN]
    unseen = [e for e in range(len(view.content.events)) if e not in revealed]
    rand.shuffle(unseen)
    game.event_deck = [unseen.pop() if e == HIDDEN else e for e in view.event_deck]
