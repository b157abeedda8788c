"""The solo campaign in words (R22, R23): scenario names, goals, what is won and what is next."""

from __future__ import annotations

from ...rules.solo import GOALS
from .language import term

GOAL_WORDS = ("Taxation cards", "Campaign cards", "buildings")


def scenario_title(name: str) -> str:
    return term(name).capitalize()


def goal_lines(name: str) -> list[str]:
    """"4 Taxation cards", "2 Campaign cards", "2 buildings"."""
    return [f"{count} {words}" for count, words in zip(GOALS[name], GOAL_WORDS)]


def next_scenario(won: frozenset[str]) -> str | None:
    """The first scenario not yet won, in order of difficulty; None once the campaign is fulfilled."""
    return next((name for name in GOALS if name not in won), None)


def campaign_line(won: frozenset[str]) -> str:
    """"Won: Easy. Next: Normal.", or that the campaign is fulfilled (R23)."""
    coming = next_scenario(won)
    if coming is None:
        return "The campaign is fulfilled: all three scenarios are won."
    titles = [scenario_title(name) for name in GOALS if name in won]
    done = f"Won: {', '.join(titles)}." if titles else "No scenario won yet."
    return f"{done} Next: {scenario_title(coming)}."
