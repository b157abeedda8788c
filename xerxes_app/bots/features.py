"""What the learned judgement (`learned.py`) reads of a position: a row of numbers per seat.

Each seat's own facts (VP, `judgement.standing`, resources, the cards in hand and what they
still ask for, buildings, permanent units, cards resolved, how near its Campaign cards stand to
their four units), each also against the mean of the
other seats, the leads in VP and standing over the best other seat, and its satrap and slot on
the turn track. Everything is public or the seat's own, as `judgement` reads it (R25): on a
re-deal, the other seats' hands are the re-dealt ones, as a playout plays them.

`tools/train_judgement.py` fits the weights on these rows; the app only evaluates them.
"""

from __future__ import annotations

from functools import lru_cache

from ..rules import GameState
from ..rules.campaign import owned_permanents
from ..rules.content import Content
from . import judgement

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
    # Campaign cards in hand by how many of their four units (R12) are sure: the permanent units
    # and the home area's unit, there every round while the satrapy pawn stands (R10).
    "campaign_covered_0",
    "campaign_covered_1",
    "campaign_covered_2",
    "campaign_covered_3",
    "campaign_covered_4",
    # ... and counting the units the unit Taxation cards in hand would give once paid (R16).
    "campaign_units_within_reach",
    "campaign_cards_within_reach",
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
    home_unit = content.areas[content.satraps[player.satrap].home].unit
    covered = _campaign_cover(content, tuple(player.campaign_hand), tuple(player.tax_hand), permanents, home_unit)
    campaigns = judgement.campaign_prospects(game, seat, permanents)
    return [
        float(player.vp),
        judgement.standing(game, seat, campaigns),
        float(sum(held)),
        float(len(player.tax_hand)),
        float(tax_vp),
        float(payable),
        float(lacking),
        float(len(player.campaign_hand)),
        campaigns,
        float(len(player.buildings)),
        float(sum(permanents)),
        float(len(player.tax_resolved)),
        float(len(player.campaign_resolved)),
        float(buildings_payable),
        *covered,
    ]


@lru_cache(maxsize=judgement.REMEMBERED)
def _tax_hand(content: Content, hand: tuple[int, ...], held: tuple[int, ...]) -> tuple[int, int, int]:
    """The VP on the Taxation cards in hand, how many are paid for, and the resources they still
    lack: remembered, as playouts judge the same hands and mats again and again."""
    tax_vp = payable = lacking = 0
    for card in hand:
        tax = content.tax_cards[card]
        tax_vp += tax.vp or 0
        short = sum(tax.needs) - sum(map(min, tax.needs, held))
        lacking += short
        payable += short == 0
    return tax_vp, payable, lacking


@lru_cache(maxsize=judgement.REMEMBERED)
def _campaign_cover(
    content: Content, hand: tuple[int, ...], tax_hand: tuple[int, ...], permanents: tuple[int, ...], home_unit: int
) -> tuple[float, ...]:
    """The Campaign cards in hand by how many of their units the permanent units and the home
    area's unit cover (none to all four); then the units they would cover with the units of the
    Taxation cards in hand too, and how many cards would then lack one unit at most."""
    sure = list(permanents)
    sure[home_unit] += 1
    reach = sure[:]
    for card in tax_hand:
        unit = content.tax_cards[card].unit
        if unit is not None:
            reach[unit] += 1
    by_cover = [0.0] * 5
    units_within_reach = cards_within_reach = 0
    for card in hand:
        needs = content.campaign_cards[card].needs
        by_cover[sum(map(min, needs, sure))] += 1
        within = sum(map(min, needs, reach))
        units_within_reach += within
        cards_within_reach += within >= 3
    return (*by_cover, float(units_within_reach), float(cards_within_reach))


@lru_cache(maxsize=judgement.REMEMBERED)
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
