"""The learned judgement of a position: each seat's chance to win, from a logistic model per
player count and year fitted by self-play (`tools/train_judgement.py`) on the rows of
`features.py`. The app ships only the weights (`learned_judgement.json`) and evaluates them here in
plain Python; Hard judges its stopped playouts by it (`hard.py`).
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

from ..rules import GameState
from .features import NAMES, seat_rows

WEIGHTS = Path(__file__).with_name("learned_judgement.json")


@cache
def _models() -> dict[int, dict[int, tuple[float, tuple[float, ...]]]]:
    """Per player count and year, the model's bias and weights, read once."""
    shipped = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    if tuple(shipped["features"]) != NAMES:
        raise ValueError("learned_judgement.json was fitted on other features: run tools/train_judgement.py")
    return {
        int(players): {int(year): (m["bias"], tuple(m["weights"])) for year, m in years.items()}
        for players, years in shipped["models"].items()
    }


def win_chances(game: GameState) -> list[float]:
    """Each seat's chance to win, the seats' chances adding up to 1."""
    years = _models()[len(game.players)]
    bias, weights = years[min(max(game.year, min(years)), max(years))]
    chances = []
    for row in seat_rows(game):
        score = bias + sum(map(float.__mul__, weights, row))
        chances.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score)))))
    total = sum(chances)
    return [c / total for c in chances]


def judge(game: GameState, seat: int) -> float:
    """The seat's chance to win, from 0 to 1: what a stopped playout is worth to it."""
    return win_chances(game)[seat]
