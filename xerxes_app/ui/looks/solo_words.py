"""The solo campaign in words (R22, R23): scenario names, goals, what is won and what is next."""

from __future__ import annotations

from ...rules import GOALS
from .language import term, words

GOAL_WORDS = ("solo.tax_cards", "solo.campaign_cards", "solo.buildings")  # ids of the catalogue


def scenario_title(name: str) -> str:
    return term(name).capitalize()


def goal_lines(name: str) -> list[str]:
    """"4 Taxation cards", "2 Campaign cards", "2 buildings"."""
    return [f"{count} {words(part)}" for count, part in zip(GOALS[name], GOAL_WORDS)]


def next_scenario(won: frozenset[str]) -> str | None:
    """The first scenario not yet won, in order of difficulty; None once the campaign is fulfilled."""
    return next((name for name in GOALS if name not in won), None)


def campaign_line(won: frozenset[str]) -> str:
    """"Won: Easy. Next: Normal.", or that the campaign is fulfilled (R23)."""
    coming = next_scenario(won)
    if coming is None:
        return words("solo.fulfilled")
    titles = [scenario_title(name) for name in GOALS if name in won]
    done = words("solo.won_list", titles=words("solo.list_joint").join(titles)) if titles else words("solo.none_won")
    return f"{done} {words('solo.next', scenario=scenario_title(coming))}"
