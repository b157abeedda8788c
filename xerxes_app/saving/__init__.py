"""Saved games and settings on disk: the autosave after every command and Continue, named
saves (Save as, the load screen's list, Load, Delete), the player's settings and the solo
campaign's record (both small JSON files, small_files.py), and the records of finished games.

Everything a screen needs is here; the folders come from `save_folder` and `config_folder`.
Nothing in this package raises for a disk problem during play: the autosave and the settings
return a SaveWarning to show, and a file that cannot be loaded is listed with its reason.
Each name below is imported from its module when first used: reading the settings at the start
does not load the saved games' modules, and through them the whole engine.
"""

from __future__ import annotations

import importlib
from typing import Any

# The package's names, by the module each comes from.
_FROM = {
    "autosave": ("Autosaver", "Resumed", "last_game"),
    "failures": ("DISK_FULL", "OTHER", "READ_ONLY", "SaveWarning"),
    "folders": ("EXAMPLES_FOLDER", "config_folder", "save_folder"),
    "records": ("GameRecord", "LoadedRecords", "Tally", "best_scores", "load_records", "record_game", "tallies"),
    "settings": ("ANIMATION_SPEEDS", "LoadedSettings", "Settings", "load_settings", "save_settings"),
    "solo_campaign": ("LoadedSoloCampaign", "SoloCampaign", "load_solo_campaign", "record_solo_game"),
    "slots": (
        "PASS_AND_PLAY", "SOLO", "WITH_COMPUTERS", "GameSummary", "PlayerSummary", "SaveEntry", "SavingError", "delete",
        "list_saves", "load", "name_taken", "save_as", "summary",
    ),
}
_WHERE = {name: module for module, names in _FROM.items() for name in names}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value  # found at once from now on
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
