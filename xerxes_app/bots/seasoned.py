"""The seasoned satrap: the Normal satrap's plans with weights measured against Normal satraps.

The Hard satrap ranks its candidates with it and plays its own seat's playouts with it; the
opponents in those playouts stay Normal, as the app's opponents are. Each weight was moved away
from Normal's and kept only where a seat playing it against three Normal satraps won more often
over thousands of games (docs/balance.md): the turn-change space taken more readily, areas hoped
free more readily, the Campaign cards in hand hoped for a little less, free buildings counted as nearly sure,
abilities spent on smaller gains.
"""

from __future__ import annotations

from . import judgement
from .normal import Normal

WEIGHTS = judgement.Weights(campaign=4.5, building_risk=1.0)


class Seasoned(Normal):
    contested = 0.7
    turn_change_worth = 2.0
    ability_threshold = 0.5
    weights = WEIGHTS
