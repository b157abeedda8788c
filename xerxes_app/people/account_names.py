"""An account's name: the same rule as a seat's name (names.py), and unique on the server without
regard to case or to look-alike letters.

Two names are the same name when their keys are equal (`name_keys`): the name in Unicode's
compatibility form, case-folded (NFKC_Casefold, which folds "ＡＮＮ" and "Ann" together), its runs
of spaces made one, then its skeleton as Unicode's Technical Standard #39 defines it (section 4): each character
replaced by the prototype it may be mistaken for, in Unicode's table of confusables, so that a
Cyrillic "а" is a Latin "a", "0" is "O" and "m" is "rn". The keys are only compared, never shown.

Why not a library: the one well-kept implementation of the skeleton on PyPI is PyICU's
(`icu.SpoofChecker`), which ships no wheels and needs the ICU C++ library and a compiler to
install; the pure-Python packages either keep the confusables as groups without their prototypes
(confusable-homoglyphs) or have not been kept up since 2021 (confusables). The skeleton itself
is a few lines over Unicode's own table, shipped beside this file (confusables.txt, Unicode
13.0.0, with its licence)."""

from __future__ import annotations

import unicodedata
from functools import cache
from importlib.resources import files

from ..names import SEAT_NAME_MAX, name_problem
from ..rules.errors import Sentence

ACCOUNT_NAME_MAX = SEAT_NAME_MAX  # an account's name stands in a seat


def account_name_problem(name: object) -> Sentence | None:
    """Why `name` cannot be an account's name, as a sentence for the player; None when it can."""
    return name_problem(name, ACCOUNT_NAME_MAX)


def name_keys(name: str) -> tuple[str, str]:
    """What `name` is compared by: two names are one name on the server when either of their keys
    is the other's. The first is the skeleton of the name case-folded; the second the skeleton of
    the name as written, folded and taken again: a capital's prototype may not be its small
    letter's ("I" is "l", "i" is "i"), nor a prototype a small letter ("0" is "O")."""
    return skeleton(_folded(skeleton(_folded(name)))), skeleton(_folded(skeleton(_spaced(name))))


def _spaced(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _folded(text: str) -> str:
    return _spaced(unicodedata.normalize("NFKC", text).casefold())


def skeleton(text: str) -> str:
    """UTS #39's skeleton: NFD, each character by its prototype, NFD again."""
    prototypes = _prototypes()
    return unicodedata.normalize("NFD", "".join(prototypes.get(letter, letter)
                                                 for letter in unicodedata.normalize("NFD", text)))


@cache
def _prototypes() -> dict[str, str]:
    table = {}
    for line in files(__package__).joinpath("confusables.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            source, target = line.split(";")
            table[chr(int(source, 16))] = "".join(chr(int(point, 16)) for point in target.split())
    return table
