"""Each field a command may have, written once: its kind and size, checked first for every
command `apply` is given and for every command read from a save. A command built by a screen,
a bot or a script (or read from a save) that holds a list where a name belongs, `True` for a
seat or a name of ten thousand letters is refused here with a sentence for the player, never
with a Python error or an echo of what was sent. Whether the named area, card or resource fits the moment is the handlers' check.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .commands import COMMAND_TYPES, KNOWN_IDS, Command
from .errors import IllegalCommand, damaged

MAX_WORD = 40  # longer than any name of the game: areas, resources, units, buildings

MAX_ITEMS = 16  # more than any command lists; how many it must list is the handlers' check
MAX_NUMBER = 1000  # more than any card, seat or VP of the game


def check_fields(command: object) -> None:
    """IllegalCommand unless every field of `command` has its type and size. Numbers are whole
    numbers (never True or False), names short printable words, lists short; which card, seat
    or name fits the moment is each handler's check."""
    checks = _CHECKS_BY_COMMAND.get(type(command))
    if checks is None:
        raise IllegalCommand("not_part_of_game")
    for name, fits, message in checks:
        if not fits(getattr(command, name)):
            raise IllegalCommand(message)
    if id(command) in KNOWN_IDS:
        FITTING.add(id(command))  # a value that never changes: checked once is checked for good


def _whole(value: object) -> bool:
    """A whole number of a sane size; True and False are not numbers here."""
    return type(value) is int and -MAX_NUMBER <= value <= MAX_NUMBER


def _word(value: object) -> bool:
    return type(value) is str and 0 < len(value) <= MAX_WORD and value.isprintable()


def _seat_or_none(value: object) -> bool:
    return value is None or _whole(value)


def _numbers(value: object) -> bool:
    return type(value) is tuple and len(value) <= MAX_ITEMS and all(_whole(v) for v in value)


def _words(value: object) -> bool:
    return type(value) is tuple and len(value) <= MAX_ITEMS and all(_word(v) for v in value)


# Each field's check, and the refusal that asks the player for it (messages.py).
_FIELDS = {
    "card": (_whole, "choose_card"),
    "place": (_word, "choose_place"),
    "areas": (_words, "choose_areas"),
    "opponent": (_seat_or_none, "choose_opponent"),
    "resource": (_word, "choose_resource"),
    "building": (_word, "choose_building"),
    "losses": (_numbers, "choose_losses"),
    "order": (_numbers, "choose_order"),
    "source": (_word, "choose_source"),
    "unit": (_word, "choose_unit"),
    "lose": (_words, "choose_lose"),
    "gain": (_words, "choose_gain_two"),
}
# The interned commands (`known`) that passed every check: `apply` skips the check for these.
FITTING: set[int] = set()

# Each command's fields with their checks, found once: `apply` checks every command a bot plays.
_CHECKS_BY_COMMAND = {cls: tuple((f.name, *_FIELDS[f.name]) for f in fields(cls)) for cls in COMMAND_TYPES.values()}


def command_from_json(data: Any) -> Command:
    """Rebuild a command from its JSON form, each field checked as `apply` checks it (the rules
    check the rest). A list stands for a tuple, as JSON has no tuples."""
    name = data.get("command") if isinstance(data, dict) else None
    if not isinstance(name, str) or name not in COMMAND_TYPES:
        raise damaged("a recorded command is not one this game knows")
    cls = COMMAND_TYPES[name]
    values = {}
    for field, fits, _ in _CHECKS_BY_COMMAND[cls]:
        if field not in data:
            raise damaged(f"a recorded {name} command lacks its {field}")
        value = data[field]
        if isinstance(value, list):
            value = tuple(value)
        if not fits(value):
            raise damaged(f"a recorded {name} command has a malformed {field}")
        values[field] = value
    if len(data) != len(values) + 1:
        raise damaged(f"a recorded {name} command has unknown fields")
    return cls(**values)
