"""The choices a phase forces on the player at the table, opened as soon as they are theirs:
gathering's gift, loss or gain (R17), and next round's turn order (R9)."""

from __future__ import annotations

from ...rules import GATHERING, GainResource, GameState, LoseResource, SetTurnOrder, TakeGift
from . import icon_pick
from .board_choice import BoardChoice
from .turn_order_pick import TurnOrderPick


def forced_choice(state: GameState, seat: int, legal: list) -> BoardChoice:
    if state.phase == GATHERING:
        return icon_pick.gathering(state, seat, [c for c in legal if isinstance(c, (TakeGift, LoseResource, GainResource))])
    return TurnOrderPick(state, [c for c in legal if isinstance(c, SetTurnOrder)])
