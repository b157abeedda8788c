"""How a review speaks of chances: in whole percents, with the noise of the gap in points."""

from __future__ import annotations

from .language import words


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def chances_words(verdict, solo: bool) -> str:
    """The chance after the move played and after the best, with the noise of their gap."""
    return words("review.chances_goal" if solo else "review.chances", mine=percent(verdict.chance),
                 best=percent(verdict.best.chance), noise=round(100 * verdict.gap_noise))
