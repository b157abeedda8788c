"""Every constraint of CONTENT.md on the shipped content, and the loader's refusals."""

import copy
from collections import Counter

import pytest

from xerxes_app.rules import ContentError, standard_content
from xerxes_app.rules.content import Content

C = standard_content()


def named(counts, names):
    return {names[i]: n for i, n in enumerate(counts) if n}


def test_resources_and_units_in_mat_order():
    assert C.resources == ("gold", "iron", "stone", "wood", "wheat", "wool")
    assert C.units == ("elephant", "horse", "mercenary", "chariot", "ship", "weapons")


def test_four_satraps_with_homes_colours_and_patterns():
    # R1: Aegyptus red and India green are named by the rulebook; every colour has a pattern too.
    colours = {s.name: s.colour for s in C.satraps}
    assert colours == {"Aegyptus": "red", "Babylonia": "blue", "India": "green", "Lydia": "yellow"}
    assert len({s.pattern for s in C.satraps}) == 4
    for satrap in C.satraps:
        assert C.areas[satrap.home].name == satrap.name
        assert C.areas[satrap.home].home_of == satrap.index


def test_fourteen_areas_homes_yield_four_open_areas_three():
    assert len(C.areas) == 14
    assert len(C.open_areas) == 10
    for area in C.areas:
        assert len(area.yields) == (4 if area.home_of is not None else 3)
        assert len(set(area.yields)) == len(area.yields)


def test_areas_fixed_by_the_examples():
    def area(name):
        a = C.areas[C.area_index[name]]
        return {C.resources[r] for r in a.yields}, C.units[a.unit]

    assert area("Aegyptus")[1] == "chariot"  # Example of play
    assert area("Thracia")[1] == "mercenary"  # Example of play
    assert area("Bactria") == ({"wheat", "wool", "wood"}, "elephant")  # Example of play
    # Resource example: India + Assyria + Parthia yield 2 gold, 2 iron, 1 stone, 2 wood, 1 wheat, 2 wool.
    total = Counter()
    for name in ("India", "Assyria", "Parthia"):
        total.update(area(name)[0])
    assert dict(total) == {"gold": 2, "iron": 2, "stone": 1, "wood": 2, "wheat": 1, "wool": 2}


def test_buildings_cost_six_within_the_cap():
    assert [b.name for b in C.buildings] == ["Grain Silo", "Road", "Bridge", "Temple", "Palace", "Fortifications"]
    for building in C.buildings:
        assert sum(building.cost) == 6
        assert max(building.cost) <= 3


def test_buildings_fixed_by_the_examples_and_r15():
    road = C.buildings[C.building_index["Road"]]
    wall = C.buildings[C.building_index["Fortifications"]]
    assert named(road.cost, C.resources) == {"stone": 1, "wood": 2, "wheat": 3}  # Build example
    assert named(wall.cost, C.resources) == {"stone": 3, "wood": 1, "wheat": 2}  # Example of play
    rewards = {b.name: [b.reward(year) for year in (1, 5, 7)] for b in C.buildings}
    assert rewards["Grain Silo"] == [7, 3, 1]
    assert rewards["Fortifications"] == [1, 5, 7]
    assert rewards["Road"] == rewards["Bridge"] == [4, 4, 4]
    assert rewards["Temple"] == rewards["Palace"] == [3, 3, 3]
    takes = {b.name: b.opponents_lose for b in C.buildings}
    assert takes == {"Grain Silo": 0, "Road": 2, "Bridge": 2, "Temple": 3, "Palace": 3, "Fortifications": 0}


def test_taxation_cards():
    cards = C.tax_cards
    assert len(cards) == 24
    five = [c for c in cards if sum(c.needs) == 5]
    four = [c for c in cards if sum(c.needs) == 4]
    assert len(five) == 12 and len(four) == 12
    assert all(c.vp == 3 and c.unit is None for c in five)
    assert all(c.vp == 0 and c.unit is not None for c in four)
    assert Counter(c.unit for c in four) == {u: 2 for u in range(6)}
    assert all(sum(1 for n in c.needs if n) >= 2 and max(c.needs) <= 3 for c in cards)
    assert len({c.needs for c in cards}) == 24
    totals = [sum(c.needs[r] for c in cards) for r in range(6)]
    assert all(16 <= t <= 20 for t in totals), totals
    # Taxation example: 1 gold, 2 iron, 2 stone for 3 VP.
    assert any(named(c.needs, C.resources) == {"gold": 1, "iron": 2, "stone": 2} and c.vp == 3 for c in cards)


def test_campaign_cards():
    cards = C.campaign_cards
    assert len(cards) == 16
    assert all(sum(c.needs) == 4 and max(c.needs) <= 2 for c in cards)
    assert len({c.needs for c in cards}) == 16
    totals = [sum(c.needs[u] for c in cards) for u in range(6)]
    assert all(9 <= t <= 12 for t in totals), totals
    needs = [named(c.needs, C.units) for c in cards]
    assert {"chariot": 2, "mercenary": 1, "elephant": 1} in needs  # Campaign example
    assert {"chariot": 1, "horse": 1, "mercenary": 1, "ship": 1} in needs  # Example of play


def test_eight_events():
    effects = {e.name: (C.resources[e.stops] if e.stops is not None else None, e.gift_resources, e.gift_units) for e in C.events}
    assert effects == {
        "Wolves": ("wool", 0, 0),
        "Fire": ("wood", 0, 0),
        "Bad weather": ("stone", 0, 0),
        "Plunder": ("gold", 0, 0),
        "Locusts": ("wheat", 0, 0),
        "Flood": ("iron", 0, 0),
        "King's heir": (None, 3, 0),
        "Gods' Blessings": (None, 0, 1),
    }


def test_solo_tiles():
    tiles = C.solo_tiles
    assert len(tiles) == 6
    assert sorted(t.closed_building for t in tiles) == list(range(6))
    assert sorted(t.slot + 1 for t in tiles) == sorted([1, 2, 3, 4, 2, 3])
    uses = Counter(a for t in tiles for a in t.occupied)
    assert all(len(t.occupied) == 3 for t in tiles)
    assert set(uses) == set(C.open_areas)
    assert all(1 <= n <= 3 for n in uses.values())
    for tile in tiles:
        units = [C.areas[a].unit for a in tile.occupied]
        assert len(set(units)) == len(units), "a tile occupies both open areas of one unit type"


@pytest.mark.parametrize(
    "spoil, message",
    [
        (lambda d: d.pop("areas"), "missing field 'areas'"),
        (lambda d: d["areas"][0].update(unit="dragon"), "not a military unit"),
        (lambda d: d["buildings"][0].update(cost={"stone": 4, "wood": 2}), "more of one resource than a mat holds"),
        (lambda d: d["tax_cards"][0].update(unit="horse"), "either VP or a unit"),
        (lambda d: d["areas"][1].update(name="Aegyptus"), "area names must all differ"),
        (lambda d: d.update(resources=["gold"]), "resources must be"),
        (lambda d: d["solo_tiles"][0].update(occupied=["Lydia"]), "not an open area"),
        (lambda d: d["campaign_cards"][0].update(needs={"horse": True}), "count from 1 to 9"),
    ],
)
def test_loader_refuses_broken_content(spoil, message):
    data = copy.deepcopy(C.data)
    spoil(data)
    with pytest.raises(ContentError, match=message):
        Content(data)
