"""Every decision a player makes, as a value.

Screens, bots and tests build these and hand them to `engine.apply`. Names (areas, resources,
units, buildings) are the game's own words, so a command reads like what the player said and
survives in saves and replays. Cards are numbered from 0 in the order of `content.toml`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import Any, ClassVar

TURN_CHANGE = "turn change"  # the turn-changing space beside the turn track


@dataclass(frozen=True, slots=True)
class Command:
    name: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"command": self.name}
        for field in fields(self):
            value = getattr(self, field.name)
            data[field.name] = list(value) if isinstance(value, tuple) else value
        return data


COMMAND_TYPES: dict[str, type[Command]] = {}  # by the name a save records


def command(name: str):
    """Make a class a command: a frozen value, saved and rebuilt under `name`."""

    def make(cls: type[Command]) -> type[Command]:
        cls.name = name
        COMMAND_TYPES[name] = dataclass(frozen=True, slots=True)(cls)
        return COMMAND_TYPES[name]

    return make


@command("discard_tax_card")
class DiscardTaxCard(Command):
    """Setup (R2): keep five of the six Taxation cards dealt; this one is out of the game."""

    card: int


@command("discard_campaign_card")
class DiscardCampaignCard(Command):
    """Setup (R2): keep three of the four Campaign cards dealt."""

    card: int


@command("place_worker")
class PlaceWorker(Command):
    """Placement (R6): an open area's name, or TURN_CHANGE."""

    place: str


@command("resolve_campaign")
class ResolveCampaign(Command):
    """Campaign phase (R10-R12).

    `areas` names the player's areas whose units go to this campaign: their workers are removed
    (the satrapy pawn is laid down) and they gather nothing this round. The card's other needs are
    met by the player's permanent units first, then by bonus units (Gods' Blessings, 3rd slot):
    a bonus can be any unit, so spending a permanent unit first never loses a choice.
    `opponent` is the seat that loses 1 VP (None in solo).
    """

    card: int
    areas: tuple[str, ...]
    opponent: int | None


@command("take_gift")
class TakeGift(Command):
    """Gathering under King's heir (R17): one of the three resources of the player's choice."""

    resource: str


@command("lose_resource")
class LoseResource(Command):
    """Gathering in the 1st slot (R8): give back one resource gathered this round, or one from
    the mat when nothing was gathered."""

    resource: str


@command("gain_resource")
class GainResource(Command):
    """Gathering in the 4th slot (R8): one more resource, of a type the event did not stop."""

    resource: str


@command("build")
class Build(Command):
    """Build phase (R14, R15). `losses` gives, seat by seat, the VP each opponent loses."""

    building: str
    losses: tuple[int, ...]


@command("resolve_tax")
class ResolveTax(Command):
    """Taxation phase (R16)."""

    card: int


@command("pass")
class Pass(Command):
    """Done with this phase for now: no more campaigns, no building, no more Taxation cards."""


@command("set_turn_order")
class SetTurnOrder(Command):
    """Turn change (R9): the seats in their order for the next round."""

    order: tuple[int, ...]


@command("convert_unit")
class ConvertUnit(Command):
    """Aegyptus's ability (R18): `source` is one of his areas, or the unit type of one of his
    permanent units; it counts as a `unit` for this round."""

    source: str
    unit: str


@command("ignore_event")
class IgnoreEvent(Command):
    """Babylonia's ability (R18): the event does not hold for him this round."""


@command("steal_resource")
class StealResource(Command):
    """India's ability (R18): take one resource from an opponent (solo: from the supply, None)."""

    opponent: int | None
    resource: str


@command("trade_resources")
class TradeResources(Command):
    """Lydia's ability (R18): lose two resources he holds, gain two of other types."""

    lose: tuple[str, str]
    gain: tuple[str, str]


@command("claim_victory")
class ClaimVictory(Command):
    """Solo (R22): the scenario's goal is met; end the game here as a win."""


_KNOWN: dict[tuple, Command] = {}
KNOWN_IDS: set[int] = set()  # the interned commands, which live as long as the program


def known(cls: type[Command], *fields: Any) -> Command:
    """The command with these fields, built once: commands are values, and the rules list the
    same few hundred of them at step after step."""
    key = (cls, fields)
    command = _KNOWN.get(key)
    if command is None:
        command = _KNOWN[key] = cls(*fields)
        KNOWN_IDS.add(id(command))
    return command


@cache
def numbered(cls: type[Command], count: int) -> tuple[Command, ...]:
    """The command of `cls` for each card 0..count-1, looked up by card at every step."""
    return tuple(known(cls, card) for card in range(count))


@cache
def named(cls: type[Command], names: tuple[str, ...]) -> tuple[Command, ...]:
    """The command of `cls` for each of `names` (resources), in their order."""
    return tuple(known(cls, name) for name in names)
