"""A review's results and what they say: the chance after each decision, and the turning points,
where the chance dropped most against the best choice found, named only where the gap is larger
than the search's own noise there.

A review is plain data, kept as JSON with the finished game (saving/reviews.py): for each
decision appraised, its choices (command, chance, noise), which was played, and the gap to the
best with its noise. Each decision is appraised from a seed of its own (`decision_seed`), so the
results do not depend on the order they were found in, nor on stopping and going on.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from ..bots.appraisal import FELT, REDEALS, SURE, Appraisal, Choice
from ..rules import command_from_json
from ..session import Session
from .decisions import Decision

TURNING_POINTS = 5  # the most named for a seat
MAX_RESULTS = 2000  # decisions in a review: far more than a game has


def decision_seed(game_seed: int, number: int, redeals: int) -> int:
    """The appraisal's own seed for the decision at `number`: the same question gets the same
    thinking, in any process and in any order."""
    digest = hashlib.sha256(f"review:{game_seed}:{number}:{redeals}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def people(session: Session) -> list[int]:
    """The seats a person played: the ones a review is for."""
    return [seat for seat, person in enumerate(session.seats) if person.is_human]


@dataclass(frozen=True)
class Verdict:
    """One decision appraised, as the review keeps it."""

    number: int
    seat: int
    year: int
    phase: str
    choices: tuple[Choice, ...]  # the best found first
    played: int
    gap: float
    gap_noise: float

    @classmethod
    def of(cls, decision: Decision, appraisal: Appraisal) -> "Verdict":
        return cls(decision.number, decision.seat, decision.year, decision.phase, appraisal.choices, appraisal.played,
                   appraisal.gap, appraisal.gap_noise)

    @property
    def chance(self) -> float:
        return self.choices[self.played].chance

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def mine(self) -> Choice:
        return self.choices[self.played]

    @property
    def told_apart(self) -> bool:
        return self.gap >= FELT and self.gap > SURE * self.gap_noise

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number, "seat": self.seat, "year": self.year, "phase": self.phase,
            "choices": [{"command": c.command.to_json(), "chance": c.chance, "noise": c.noise} for c in self.choices],
            "played": self.played, "gap": self.gap, "gap_noise": self.gap_noise,
        }

    @classmethod
    def from_json(cls, row: Any) -> "Verdict":
        """A kept verdict; ValueError when it is not one."""
        if not isinstance(row, dict):
            raise ValueError("not a verdict")
        choices = row.get("choices")
        if not isinstance(choices, list) or not 1 <= len(choices) <= 16:
            raise ValueError("not a verdict")
        kept = tuple(Choice(command_from_json(c["command"]), _share(c["chance"]), _share(c["noise"])) for c in choices)
        played = row.get("played")
        if type(played) is not int or not 0 <= played < len(kept):
            raise ValueError("not a verdict")
        for name in ("number", "seat", "year"):
            if type(row.get(name)) is not int or row[name] < 0:
                raise ValueError("not a verdict")
        if not isinstance(row.get("phase"), str) or len(row["phase"]) > 40:
            raise ValueError("not a verdict")
        return cls(row["number"], row["seat"], row["year"], row["phase"], kept, played, _gap(row.get("gap")),
                   _share(row.get("gap_noise")))


def _share(value: Any) -> float:
    if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
        raise ValueError("not a chance")
    return float(value)


def _gap(value: Any) -> float:
    if type(value) not in (int, float) or not -1.0 <= value <= 1.0:
        raise ValueError("not a gap")
    return float(value)


@dataclass
class Review:
    """The review of one finished game: its session, the budget it thinks to, and the verdicts
    found so far, by the number of the decision."""

    session: Session
    redeals: int = REDEALS
    verdicts: dict[int, Verdict] = field(default_factory=dict)
    total: int | None = None  # decisions to appraise, once counted

    @property
    def done(self) -> int:
        return len(self.verdicts)

    @property
    def finished(self) -> bool:
        return self.total is not None and self.done >= self.total

    def of_seat(self, seat: int) -> list[Verdict]:
        return sorted((v for v in self.verdicts.values() if v.seat == seat), key=lambda v: v.number)

    def turning_points(self, seat: int) -> list[Verdict]:
        """The decisions where the chance dropped most against the best choice found, biggest
        first, and only those where the gap is larger than the search's noise there."""
        told = [v for v in self.of_seat(seat) if v.told_apart]
        return sorted(told, key=lambda v: (-v.gap, v.number))[:TURNING_POINTS]

    def to_json(self) -> dict[str, Any]:
        return {
            "redeals": self.redeals,
            "total": self.total,
            "verdicts": [self.verdicts[n].to_json() for n in sorted(self.verdicts)],
        }

    @classmethod
    def from_json(cls, session: Session, data: Any) -> "Review":
        """ValueError when `data` is not a review of this session."""
        if not isinstance(data, dict):
            raise ValueError("not a review")
        redeals, total, rows = data.get("redeals"), data.get("total"), data.get("verdicts")
        if type(redeals) is not int or not 1 <= redeals <= 10_000:
            raise ValueError("not a review")
        if total is not None and (type(total) is not int or not 0 <= total <= MAX_RESULTS):
            raise ValueError("not a review")
        if not isinstance(rows, list) or len(rows) > MAX_RESULTS:
            raise ValueError("not a review")
        verdicts = {}
        for row in rows:
            verdict = Verdict.from_json(row)
            if verdict.number >= len(session.commands) or verdict.seat >= len(session.seats):
                raise ValueError("a verdict is for no decision of this game")
            verdicts[verdict.number] = verdict
        return cls(session, redeals, verdicts, total)
