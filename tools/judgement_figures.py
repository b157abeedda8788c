"""How long a stopped playout takes to judge: the learned judgement (`bots/learned.py`, features
and model, every seat's chance at once) against Hard v1's standing lead, per position, in
microseconds (median of 5 passes over the same positions, processor time).

    python -m tools.judgement_figures
"""

from __future__ import annotations

import json
import random
import statistics
import time

from xerxes_app.bots import judgement, learned
from xerxes_app.bots.features import seat_rows
from xerxes_app.bots.normal import Normal
from xerxes_app.rules import apply, current_player, legal_commands, new_game

POSITIONS = 300


def year_starts(count: int, seed: int) -> list:
    """Positions at the start of years 2 to 7 of 4-player games between Normals: where Hard's
    playouts stop."""
    rand = random.Random(seed)
    found = []
    while len(found) < count:
        state = new_game(4, rand.randrange(1 << 30))
        normal = Normal(random.Random(rand.getrandbits(32)))
        year = state.year
        while not state.is_over:
            apply(state, normal.choose(state, current_player(state), legal_commands(state)))
            if state.year != year and not state.is_over:
                year = state.year
                found.append(state.clone())
    return found[:count]


def per_position_us(positions: list, judge) -> float:
    passes = []
    for _ in range(5):
        start = time.process_time()
        for game in positions:
            judge(game)
        passes.append((time.process_time() - start) / len(positions) * 1e6)
    return statistics.median(passes)


def figures() -> dict[str, float]:
    positions = year_starts(POSITIONS, 1)
    learned.win_chances(positions[0])  # the weights read once, as in a game

    def standing_lead(game):
        return [judgement.standing(game, s) for s in range(len(game.players))]

    def model_only(rows, year=4):
        bias, weights = learned._models()[4][year]
        return [bias + sum(map(float.__mul__, weights, row)) for row in rows]

    rows = [seat_rows(game) for game in positions]
    return {
        "positions": len(positions),
        "learned_judgement_us": round(per_position_us(positions, learned.win_chances), 1),
        "features_us": round(per_position_us(positions, seat_rows), 1),
        "model_only_us": round(per_position_us(rows, model_only), 1),
        "standing_every_seat_us": round(per_position_us(positions, standing_lead), 1),
    }


if __name__ == "__main__":
    print(json.dumps(figures()))
