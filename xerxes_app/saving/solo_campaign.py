"""The solo campaign (R23): which scenarios the player has won, kept between games in the save
folder. When all three are won, the campaign is fulfilled.

Like the settings, a damaged file is reported, not fatal: the record then starts empty, and
the damaged file is only replaced when the player wins a scenario again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..rules.solo import GOALS, goal_met
from ..session import Session
from .atomic import write_atomically
from .failures import SaveWarning, warning_for
from .savefile import parse_json
from .small_file import FileTooLarge, read_small_file

SOLO_CAMPAIGN_FILE = "solo-campaign.json"
FORMAT = "xerxes-solo-campaign"
MAX_BYTES = 64 * 1024


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
    damaged = LoadedSoloCampaign(SoloCampaign(), f"The solo campaign's record {path} is damaged; it starts afresh.")
    try:
        data = read_small_file(path, MAX_BYTES)
    except FileNotFoundError:
        return LoadedSoloCampaign(SoloCampaign(), None)
    except FileTooLarge:
        return damaged
    except OSError as error:
        return LoadedSoloCampaign(SoloCampaign(), f"The solo campaign could not be read ({error.strerror or error}).")
    try:
        parsed = parse_json(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return damaged
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
    folder = Path(folder)
    campaign = load_solo_campaign(folder).campaign
    if state.scenario in campaign.won:
        return None
    won = sorted(campaign.won | {state.scenario}, key=list(GOALS).index)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / SOLO_CAMPAIGN_FILE, json.dumps({"format": FORMAT, "won": won}).encode("utf-8"))
    except OSError as error:
        return warning_for(error, folder, "the solo campaign", "The win still counts for this game.")
    return None
