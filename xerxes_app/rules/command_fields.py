"""The first check of every command `apply` is given: each field of the right type and within
range, before any handler uses it. A command built by a screen, a bot or a script (or read from
a save) that holds a list where a name belongs, `True` for a seat or a name of ten thousand
letters is refused here with a sentence for the player, never with a Python error or an echo of
what was sent. Whether the named area, card or resource fits the moment is the handlers' check.
"""

from __future__ import annotations

from dataclasses import fields

from .commands import COMMAND_TYPES, FIELD_KINDS
from .errors import IllegalCommand

MAX_WORD = 40  # longer than any name of the game: areas, resources, units, buildings

# What each field names, in the player's words.
_WHAT = {
    "card": "a card",
    "place": "an area or the turn-change space",
    "areas": "the areas whose units go to the campaign",
    "opponent": "an opponent",
    "resource": "a resource",
    "building": "a building",
    "losses": "the VP each opponent loses",
    "order": "the players in their new turn order",
    "source": "an area or a military unit",
    "unit": "a military unit",
    "lose": "the two resources to give up",
    "gain": "the two resources to gain",
}
MAX_ITEMS = 16  # more than any command lists; how many it must list is the handlers' check
MAX_NUMBER = 1000  # more than any card, seat or VP of the game
NUMBER_LISTS = ("losses", "order")  # the other lists are of names
_COMMAND_CLASSES = frozenset(COMMAND_TYPES.values())


def check_fields(command: object) -> None:
    """IllegalCommand unless every field of `command` has its type and size. Numbers are whole
    numbers (never True or False), names short printable words, lists short; which card, seat
    or name fits the moment is each handler's check."""
    if type(command) not in _COMMAND_CLASSES:
        raise IllegalCommand("That command is not part of this game.")
    for field in fields(command):
        if not _fits(field.name, getattr(command, field.name)):
            raise IllegalCommand(f"Choose {_WHAT[field.name]}.")


def _fits(name: str, value: object) -> bool:
    kind = FIELD_KINDS[name]
    if kind is tuple:
        item = _whole if name in NUMBER_LISTS else _word
        return isinstance(value, tuple) and len(value) <= MAX_ITEMS and all(item(v) for v in value)
    if kind is str:
        return _word(value)
    return _whole(value) or (value is None and name == "opponent")


def _whole(value: object) -> bool:
    """A whole number of a sane size; True and False are not numbers here."""
    return isinstance(value, int) and not isinstance(value, bool) and -MAX_NUMBER <= value <= MAX_NUMBER


def _word(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_WORD and value.isprintable()
