"""How a log entry's values are put into words: one formatter for every language, reading each
language's words (`messages.py` for English, `messages_ja.py` for Japanese).

A sentence names how each value is said by its format spec: "{0:Who} gathers {1:resources}."
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from string import Formatter
from typing import Any

from .content import RESOURCE_NAMES, UNIT_NAMES

Progress = Sequence[tuple[int, int]]  # (done, needed) per part of a solo goal (R22)


@dataclass(frozen=True)
class Words:
    """One language's sentences, keyed by message id, and how it says the values they carry."""

    sentences: dict[str, str]
    term: Callable[[Any], str]  # a game's own term (an area, a resource, a satrap) or a number
    who: Callable[[str], str]  # a player at the head of a sentence
    one: Callable[[str], str]  # one unit: "an elephant"
    comma: str  # between the items of a list
    both: str  # between two things given or taken: "gold and iron"
    all: Callable[[Sequence[str]], str]  # every item of a list, the last one joined as such
    two_of_one: str  # a pair of the same resource: "2 {0}"
    slots: tuple[str, ...]  # the turn track's slots, 1st to 4th
    nth: tuple[str, ...]  # a player's first and second worker
    counted: Callable[[Sequence[int], Sequence[str]], str]  # counts per resource or unit type
    sources: Callable[[Any, Any, int], str]  # where a campaign's units came from
    progress: Callable[[Progress], str]
    missing: Callable[[Progress], str]


class Phrasing(Formatter):
    def __init__(self, words: Words):
        self.words = words

    def say(self, message: str, values: tuple) -> str:
        """The sentence of `message` with its values. A message that is no id is a sentence
        already (a refusal not yet given an id), said as it is."""
        sentence = self.words.sentences.get(message)
        return message if sentence is None else self.format(sentence, *values)

    def format_field(self, value: Any, spec: str) -> str:
        words = self.words
        if not spec:
            return words.term(value)
        if spec == "Who":
            return words.who(words.term(value))
        if spec == "a":
            return words.one(words.term(value))
        if spec == "list":
            return words.comma.join(map(words.term, value))
        if spec == "and":
            return words.both.join(map(words.term, value))
        if spec == "all":
            return words.all([words.term(item) for item in value])
        if spec == "pair":  # two resources: "2 stone", or "stone and wood"
            first, second = map(words.term, value)
            return words.two_of_one.format(first) if first == second else words.both.join((first, second))
        if spec == "resources":
            return words.counted(value, RESOURCE_NAMES)
        if spec == "units":
            return words.counted(value, UNIT_NAMES)
        if spec == "counted":
            return words.counted(*value)
        if spec == "sources":
            return words.sources(*value)
        if spec == "slot":
            return words.slots[value]
        if spec == "nth":
            return words.nth[value - 1]
        if spec == "message":
            return self.say(*value)
        if spec == "progress":
            return words.progress(value)
        if spec == "missing":
            return words.missing(value)
        return super().format_field(value, spec)
