"""The game's content (map, buildings, cards, events, solo tiles), loaded from data and validated.

The figures live in `content.toml`, not in code (CONTENT.md). Everything is turned into small
immutable records indexed by integers, because the engine looks them up on every command. A
save file carries its own copy of the content, so the same loader checks it as untrusted input.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources as package_files
from typing import Any

from .costs import cost_masks
from .errors import ContentError

RESOURCE_NAMES = ("gold", "iron", "stone", "wood", "wheat", "wool")
UNIT_NAMES = ("elephant", "horse", "mercenary", "chariot", "ship", "weapons")


@dataclass(frozen=True, slots=True)
class Satrap:
    index: int
    name: str
    colour: str
    pattern: str
    ability: str
    home: int  # index of the home (governing) area

    @property
    def title(self) -> str:
        return f"the Satrap of {self.name}"


@dataclass(frozen=True, slots=True)
class Area:
    index: int
    name: str
    home_of: int | None  # satrap index, or None for an open area
    yields: tuple[int, ...]  # resource indices
    unit: int


@dataclass(frozen=True, slots=True)
class Building:
    index: int
    name: str
    cost: tuple[int, ...]  # one count per resource, in mat order
    vp: int
    vp_per_year: int
    opponents_lose: int

    def reward(self, year: int) -> int:
        """R15: the builder's VP in the given year (Grain Silo falls, Fortifications rise)."""
        return self.vp + self.vp_per_year * (year - 1)


@dataclass(frozen=True, slots=True)
class TaxCard:
    index: int
    needs: tuple[int, ...]  # one count per resource
    vp: int  # 3 for five-resource cards, else 0
    unit: int | None  # the permanent unit of four-resource cards


@dataclass(frozen=True, slots=True)
class CampaignCard:
    index: int
    needs: tuple[int, ...]  # one count per unit type


@dataclass(frozen=True, slots=True)
class Event:
    index: int
    name: str
    stops: int | None  # the resource nobody gathers this round
    gift_resources: int  # King's heir
    gift_units: int  # Gods' Blessings


@dataclass(frozen=True, slots=True)
class SoloTile:
    index: int
    slot: int  # 0-based turn-track slot
    occupied: tuple[int, ...]  # area indices
    closed_building: int


class Content:
    """All the game's figures, with name lookups. Built once; shared by every state."""

    def __init__(self, data: dict[str, Any]):
        if not isinstance(data, dict):
            raise ContentError("the content must be a table")
        self.data = data  # the validated source, written into saves as is
        if tuple(_get(data, "resources", list)) != RESOURCE_NAMES:
            raise ContentError(f"resources must be {', '.join(RESOURCE_NAMES)}, in that order")
        if tuple(_get(data, "units", list)) != UNIT_NAMES:
            raise ContentError(f"units must be {', '.join(UNIT_NAMES)}, in that order")
        self.resources = RESOURCE_NAMES
        self.units = UNIT_NAMES
        self.resource_index = {name: i for i, name in enumerate(RESOURCE_NAMES)}
        self.unit_index = {name: i for i, name in enumerate(UNIT_NAMES)}
        self.win_vp = _integer(data, "win_vp", 1, 1000)
        self.years = _integer(data, "years", 1, 50)
        self.cap = _integer(data, "resource_cap", 1, 99)

        satrap_rows = _rows(data, "satraps", 1, 4)
        satrap_names = [_get(row, "name", str) for row in satrap_rows]
        _distinct(satrap_names, "satrap names")
        satrap_index = {name: i for i, name in enumerate(satrap_names)}

        self.areas: tuple[Area, ...] = ()
        areas = []
        homes: dict[int, int] = {}
        for i, row in enumerate(_rows(data, "areas", 2, 64)):
            name = _get(row, "name", str)
            home_of = row.get("home_of")
            if home_of is not None:
                if not isinstance(home_of, str) or home_of not in satrap_index:
                    raise ContentError(f"area {name}: home_of names no satrap: {home_of!r}")
                home_of = satrap_index[home_of]
                if home_of in homes:
                    raise ContentError(f"{satrap_names[home_of]} has two home areas")
                homes[home_of] = i
            yields = tuple(self._resource(r) for r in _get(row, "yields", list))
            if not yields:
                raise ContentError(f"area {name} yields nothing")
            areas.append(Area(i, name, home_of, yields, self._unit(_get(row, "unit", str))))
        self.areas = tuple(areas)
        _distinct([a.name for a in areas], "area names")
        self.area_index = {a.name: a.index for a in areas}

        satraps = []
        for i, row in enumerate(satrap_rows):
            if i not in homes:
                raise ContentError(f"{satrap_names[i]} has no home area")
            satraps.append(
                Satrap(
                    i,
                    satrap_names[i],
                    _get(row, "colour", str),
                    _get(row, "pattern", str),
                    _get(row, "ability", str),
                    homes[i],
                )
            )
        self.satraps = tuple(satraps)
        # How the log names each satrap, at step after step: built once.
        self.titles = tuple(s.title for s in satraps)
        self.satrap_index = satrap_index
        self.open_areas = tuple(a.index for a in areas if a.home_of is None)

        buildings = []
        for i, row in enumerate(_rows(data, "buildings", 1, 16)):
            name = _get(row, "name", str)
            cost = _counts(row, "cost", self.resource_index, name)
            if max(cost) > self.cap:
                raise ContentError(f"{name} asks more of one resource than a mat holds")
            buildings.append(
                Building(
                    i,
                    name,
                    cost,
                    _integer(row, "vp", 0, 100),
                    _integer(row, "vp_per_year", -10, 10),
                    _integer(row, "opponents_lose", 0, 20),
                )
            )
        self.buildings = tuple(buildings)
        _distinct([b.name for b in buildings], "building names")
        self.building_index = {b.name: b.index for b in buildings}
        self.building_masks = cost_masks([b.cost for b in buildings], self.cap)  # asked at every build step

        tax_cards = []
        for i, row in enumerate(_rows(data, "tax_cards", 1, 200)):
            label = f"Taxation card {i + 1}"
            needs = _counts(row, "needs", self.resource_index, label)
            if max(needs) > self.cap:
                raise ContentError(f"{label} asks more of one resource than a mat holds")
            unit = row.get("unit")
            vp = row.get("vp", 0)
            if (unit is None) == (vp == 0) or not isinstance(vp, int) or isinstance(vp, bool):
                raise ContentError(f"{label} must give either VP or a unit")
            tax_cards.append(TaxCard(i, needs, vp, None if unit is None else self._unit(unit)))
        self.tax_cards = tuple(tax_cards)
        self.tax_units = tuple(card.unit for card in tax_cards)  # counted at every campaign step
        self.tax_gives_vp = tuple(bool(card.vp) for card in tax_cards)  # counted at every deal
        self.area_units = tuple(area.unit for area in areas)  # looked up at every campaign step
        self.tax_masks = cost_masks([card.needs for card in tax_cards], self.cap)  # asked at every taxation step

        self.campaign_cards = tuple(
            CampaignCard(i, _counts(row, "needs", self.unit_index, f"Campaign card {i + 1}"))
            for i, row in enumerate(_rows(data, "campaign_cards", 1, 200))
        )
        self.fewest_campaign_units = min(sum(card.needs) for card in self.campaign_cards)

        events = []
        for i, row in enumerate(_rows(data, "events", 1, 50)):
            name = _get(row, "name", str)
            stops = row.get("stops")
            events.append(
                Event(
                    i,
                    name,
                    None if stops is None else self._resource(stops),
                    _integer(row, "gift_resources", 0, 10, default=0),
                    _integer(row, "gift_units", 0, 10, default=0),
                )
            )
        self.events = tuple(events)
        if len(self.events) < self.years:
            raise ContentError("there must be an event for every year")

        tiles = []
        for i, row in enumerate(_rows(data, "solo_tiles", 0, 50)):
            slot = _integer(row, "slot", 1, 4) - 1
            occupied = []
            for name in _get(row, "occupied", list):
                if not isinstance(name, str) or self.area_index.get(name) not in self.open_areas:
                    raise ContentError(f"solo tile {i + 1}: {name!r} is not an open area")
                occupied.append(self.area_index[name])
            closed = _get(row, "closed_building", str)
            if closed not in self.building_index:
                raise ContentError(f"solo tile {i + 1}: no building is called {closed!r}")
            tiles.append(SoloTile(i, slot, tuple(occupied), self.building_index[closed]))
        self.solo_tiles = tuple(tiles)

    def _resource(self, name: Any) -> int:
        if not isinstance(name, str) or name not in self.resource_index:
            raise ContentError(f"{name!r} is not a resource")
        return self.resource_index[name]

    def _unit(self, name: Any) -> int:
        if not isinstance(name, str) or name not in self.unit_index:
            raise ContentError(f"{name!r} is not a military unit")
        return self.unit_index[name]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Content) and (self is other or self.data == other.data)

    # By identity, as before, but without a Python call: the rules' caches are keyed by content.
    __hash__ = object.__hash__


def _get(row: Any, key: str, kind: type) -> Any:
    if not isinstance(row, dict) or key not in row:
        raise ContentError(f"missing field {key!r}")
    value = row[key]
    if not isinstance(value, kind):
        raise ContentError(f"field {key!r} must be a {kind.__name__}")
    return value


def _integer(row: dict, key: str, low: int, high: int, default: int | None = None) -> int:
    if key not in row and default is not None:
        return default
    value = _get(row, key, int)
    if isinstance(value, bool) or not low <= value <= high:
        raise ContentError(f"field {key!r} must be a whole number from {low} to {high}")
    return value


def _rows(data: dict, key: str, low: int, high: int) -> list[dict]:
    rows = _get(data, key, list)
    if not low <= len(rows) <= high or not all(isinstance(r, dict) for r in rows):
        raise ContentError(f"{key} must hold {low} to {high} entries")
    return rows


def _distinct(names: list[str], what: str) -> None:
    if len(set(names)) != len(names):
        raise ContentError(f"{what} must all differ")


def _counts(row: dict, key: str, index: dict[str, int], label: str) -> tuple[int, ...]:
    table = _get(row, key, dict)
    counts = [0] * len(index)
    for name, count in table.items():
        if name not in index:
            raise ContentError(f"{label}: {name!r} is not one of {', '.join(index)}")
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 9:
            raise ContentError(f"{label}: {name} must be a count from 1 to 9")
        counts[index[name]] = count
    if not any(counts):
        raise ContentError(f"{label} asks for nothing")
    return tuple(counts)


@cache
def standard_content() -> Content:
    """The content shipped with the app, loaded and validated once."""
    text = package_files.files(__package__).joinpath("content.toml").read_text(encoding="utf-8")
    return Content(tomllib.loads(text))


def content_from_data(data: Any) -> Content:
    """Content from a save file: the shipped object when equal, else validated afresh."""
    standard = standard_content()
    if data == standard.data:
        return standard
    return Content(data)
