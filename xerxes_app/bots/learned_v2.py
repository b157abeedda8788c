"""Hard v2's judgement, frozen: the learned judgement (`features.py`, `learned.py` and the weights
`learned_judgement.json`) as it stood when the Hard of that time was fixed as Hard v2, the
opponent a later Hard is measured against. Its features read Normal v1's judgement (the same
code as `judgement.py` then) and its weights are a copy, `learned_judgement_v2.json`; none of it
is to be changed, however the shipped judgement moves (tests/bots/test_hard_v2.py).
"""

from __future__ import annotations

import json
import math
from functools import cache, lru_cache
from pathlib import Path

from ..rules import GameState
from ..rules.campaign import owned_permanents
from ..rules.content import Content
from . import judgement_v1 as judgement

WEIGHTS = Path(__file__).with_name("learned_judgement_v2.json")

OWN = (
    "vp",
    "standing",
    "resources",
    "tax_cards",
    "tax_vp_in_hand",
    "tax_payable",
    "tax_lacking",
    "campaign_cards",
    "campaign_prospects",
    "buildings",
    "permanent_units",
    "tax_resolved",
    "campaign_resolved",
    "buildings_payable",
)
SATRAPS = 4
SLOTS = 4
NAMES = (
    OWN
    + tuple(f"{name}_vs_others" for name in OWN)
    + ("vp_lead", "standing_lead")
    + tuple(f"satrap_{i}" for i in range(SATRAPS))
    + tuple(f"slot_{i}" for i in range(SLOTS))
)


def own_facts(game: GameState, seat: int) -> list[float]:
    """The seat's own numbers, in the order of `OWN`."""
    player = game.players[seat]
    content = game.content
    held = tuple(player.resources)
    permanents = owned_permanents(game, seat)
    tax_vp, payable, lacking = _tax_hand(content, tuple(player.tax_hand), held)
    buildings_payable = 0
    if len(player.buildings) < judgement.MAX_BUILDINGS:
        buildings_payable = _buildings_payable(content, tuple(game.built_by), held)
    return [
        float(player.vp),
        judgement.standing(game, seat),
        float(sum(held)),
        float(len(player.tax_hand)),
        float(tax_vp),
        float(payable),
        float(lacking),
        float(len(player.campaign_hand)),
        judgement.campaign_prospects(game, seat, permanents),
        float(len(player.buildings)),
        float(sum(permanents)),
        float(len(player.tax_resolved)),
        float(len(player.campaign_resolved)),
        float(buildings_payable),
    ]


@lru_cache(maxsize=16384)
def _tax_hand(content: Content, hand: tuple[int, ...], held: tuple[int, ...]) -> tuple[int, int, int]:
    tax_vp = payable = lacking = 0
    for card in hand:
        tax = content.tax_cards[card]
        tax_vp += tax.vp or 0
        short = sum(tax.needs) - sum(map(min, tax.needs, held))
        lacking += short
        payable += short == 0
    return tax_vp, payable, lacking


@lru_cache(maxsize=16384)
def _buildings_payable(content: Content, built_by: tuple[int, ...], held: tuple[int, ...]) -> int:
    return sum(1 for b in content.buildings if built_by[b.index] < 0 and all(map(int.__le__, b.cost, held)))


def seat_rows(game: GameState) -> list[list[float]]:
    """One row per seat, in the order of `NAMES`."""
    facts = [own_facts(game, seat) for seat in range(len(game.players))]
    n = len(facts)
    totals = [sum(column) for column in zip(*facts)]
    rows = []
    for seat, own in enumerate(facts):
        others = [f for s, f in enumerate(facts) if s != seat]
        if others:
            versus = [mine - (total - mine) / (n - 1) for mine, total in zip(own, totals)]
            vp_lead = own[0] - max(f[0] for f in others)
            standing_lead = own[1] - max(f[1] for f in others)
        else:
            versus, vp_lead, standing_lead = [0.0] * len(own), 0.0, 0.0
        satrap = [0.0] * SATRAPS
        satrap[game.players[seat].satrap] = 1.0
        slot = [0.0] * SLOTS
        slot[game.slot_of(seat)] = 1.0
        rows.append(own + versus + [vp_lead, standing_lead] + satrap + slot)
    return rows


@cache
def _models() -> dict[int, dict[int, tuple[float, tuple[float, ...]]]]:
    frozen = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    if tuple(frozen["features"]) != NAMES:
        raise ValueError("learned_judgement_v2.json does not match Hard v2's features")
    return {
        int(players): {int(year): (m["bias"], tuple(m["weights"])) for year, m in years.items()}
        for players, years in frozen["models"].items()
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
