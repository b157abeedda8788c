"""The guided first game's lessons: for each phase of the year, the rule that applies and what to
click, as the guide shows them beside the place it points at. Their words are in the catalogues
under `lesson.`; rulings are cited as in the rules reference (R2, R6, ...)."""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import BUILD, CAMPAIGN, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE
from ..looks.language import words


@dataclass(frozen=True)
class Lesson:
    name: str  # its id in the catalogues

    @property
    def title(self) -> str:
        return words(f"lesson.{self.name}.title")

    @property
    def text(self) -> str:
        return words(f"lesson.{self.name}.text")


PHASE_LESSONS = {phase: Lesson(phase) for phase in (SETUP, PLACEMENT, CAMPAIGN, GATHERING, BUILD, TAXATION, TURN_CHANGE_PHASE)}
COMPUTER = Lesson("computer")
CHOOSING = Lesson("choosing")
YEAR_PLAYED = Lesson("year_played")
