"""What one player may see of a game (R25): the state with every secret of theirs kept and
everyone else's replaced by HIDDEN markers.

Hidden from a player: the other players' unresolved Taxation and Campaign cards and their setup
discards, the undealt cards, the order of the event deck below the events already revealed, and
the order of the solo tiles still to draw, the seed and generator state (from which a deal could be recomputed). The log keeps the public
entries and the viewer's own private ones. Counts stay visible: a hand's size is public at the
table too. The view for no seat (`view_for(state, None)`, a network game's watcher's) hides every
player's secrets and keeps the public entries alone.
"""

from __future__ import annotations

from .state import GAME_OVER, HIDDEN, PLACEMENT, GameState


def view_for(state: GameState, seat: int | None) -> GameState:
    view = state.clone()
    for other, player in enumerate(view.players):
        if other != seat:
            player.tax_hand = [HIDDEN] * len(player.tax_hand)
            player.campaign_hand = [HIDDEN] * len(player.campaign_hand)
            player.tax_discard = [HIDDEN] * len(player.tax_discard)
            player.campaign_discard = [HIDDEN] * len(player.campaign_discard)
    view.tax_deck = [HIDDEN] * len(view.tax_deck)
    view.campaign_deck = [HIDDEN] * len(view.campaign_deck)
    unseen = len(view.event_deck) - events_revealed(state)
    view.event_deck = [HIDDEN] * unseen + view.event_deck[unseen:]
    view.tile_pile = [HIDDEN] * len(view.tile_pile)
    view.seed = 0
    view.rng = 0
    view.log = [entry for entry in view.log if entry.seat is None or entry.seat == seat]
    return view


def events_revealed(state: GameState) -> int:
    """How many events sit revealed at the bottom of the deck: one a year, this year's once
    placement is over. A game can end in placement only by a solo claim (R22), before its
    year's event: then the last entry before the game's end was logged in placement."""
    if state.event >= 0:
        return state.year
    if not state.is_over:
        return state.year - 1
    last = next((entry for entry in reversed(state.log) if entry.phase != GAME_OVER), None)
    ended_in_placement = last is not None and last.year == state.year and last.phase == PLACEMENT
    return state.year - (1 if ended_in_placement else 0)
