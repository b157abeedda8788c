"""The solo campaign (R23): which scenarios the player has won, kept between games in the save
folder. When all three are won, the campaign is fulfilled.

Like the settings, a damaged file is reported, not fatal: the record then starts empty, and
the damaged file is only replaced when the player wins a scenario again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..rules.errors import Sentence
from ..rules.solo import GOALS, goal_met
from ..session import Session
from .failures import SaveWarning, system_words
from .small_files import NO_FILE, read_small_json, write_small_json

SOLO_CAMPAIGN_FILE = "solo-campaign.json"
FORMAT = "xerxes-solo-campaign"


@dataclass(frozen=True)
class SoloCampaign:
    won: frozenset[str] = frozenset()  # scenario names: "easy", "normal", "hard"

    @property
    def fulfilled(self) -> bool:
        return self.won >= set(GOALS)


@dataclass(frozen=True)
class LoadedSoloCampaign:
    campaign: SoloCampaign
    problem: str | None  # what was wrong with the file, when the record starts empty instead


def load_solo_campaign(folder: Path) -> LoadedSoloCampaign:
    path = Path(folder) / SOLO_CAMPAIGN_FILE
    damaged = LoadedSoloCampaign(SoloCampaign(), Sentence(f"The solo campaign's record {path} is damaged; it starts afresh.",
                                                          "problem.solo_campaign_damaged", file=str(path)))
    try:
        parsed = read_small_json(path)
    except OSError as error:
        detail = system_words(error)
        return LoadedSoloCampaign(SoloCampaign(), Sentence(f"The solo campaign could not be read ({detail}).",
                                                           "problem.solo_campaign_unreadable", error=detail))
    except ValueError:
        return damaged
    if parsed is NO_FILE:
        return LoadedSoloCampaign(SoloCampaign(), None)
    won = parsed.get("won") if isinstance(parsed, dict) and parsed.get("format") == FORMAT else None
    if not isinstance(won, list) or not all(isinstance(name, str) and name in GOALS for name in won):
        return damaged
    return LoadedSoloCampaign(SoloCampaign(frozenset(won)), None)


def record_solo_game(folder: Path, session: Session) -> SaveWarning | None:
    """Note a finished solo game in the campaign if its scenario was won; anything else
    changes nothing, so calling it twice for one game is harmless."""
    state = session.state
    if state.scenario is None or not state.is_over or not goal_met(state):
        return None
    campaign = load_solo_campaign(folder).campaign
    if state.scenario in campaign.won:
        return None
    won = sorted(campaign.won | {state.scenario}, key=list(GOALS).index)
    return write_small_json(folder, SOLO_CAMPAIGN_FILE, {"format": FORMAT, "won": won}, "solo_campaign", "win_counts")
