"""The cost masks answer what comparing a mat with each cost answers, for every mat a cap allows."""

from itertools import product

from xerxes_app.rules.content import standard_content
from xerxes_app.rules.costs import cost_masks, paid_by


def test_every_mat_pays_exactly_the_taxation_cards_and_buildings_it_covers():
    content = standard_content()
    for costs, masks in (
        ([card.needs for card in content.tax_cards], content.tax_masks),
        ([building.cost for building in content.buildings], content.building_masks),
    ):
        for mat in product(range(content.cap + 1), repeat=6):
            paid = paid_by(masks, mat)
            expected = {i for i, cost in enumerate(costs) if all(h >= c for h, c in zip(mat, cost))}
            assert {i for i in range(len(costs)) if paid >> i & 1} == expected


def test_an_empty_mat_pays_only_what_costs_nothing():
    masks = cost_masks([(0, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 2)], cap=3)
    assert paid_by(masks, (0, 0, 0, 0, 0, 0)) == 0b001
    assert paid_by(masks, (1, 0, 0, 0, 0, 1)) == 0b011
    assert paid_by(masks, (0, 0, 0, 0, 0, 3)) == 0b101
