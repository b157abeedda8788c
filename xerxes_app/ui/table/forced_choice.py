"""The choices on the board that cannot be put off: gathering's resources (the King's heir's gift,
the 1st slot's loss, the 4th slot's gain) chosen on their icons, and the turn change's order for
the next round clicked on the mats. The table opens one by itself when the player has it to make."""

from __future__ import annotations

from ...rules import GATHERING, GainResource, GameState, LoseResource, SetTurnOrder, TakeGift
from . import icon_pick
from .board_choice import BoardChoice
from .turn_order_pick import TurnOrderPick


def forced_choice(state: GameState, viewer: int, legal: list) -> BoardChoice:
    if state.phase == GATHERING:
        return icon_pick.gathering(state, viewer, [c for c in legal if isinstance(c, (TakeGift, LoseResource, GainResource))])
    return TurnOrderPick(state, [c for c in legal if isinstance(c, SetTurnOrder)])
