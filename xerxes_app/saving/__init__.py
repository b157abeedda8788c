"""Saved games and settings on disk: the autosave after every command and Continue, named
saves (Save as, the load screen's list, Load, Delete), the player's settings and the solo
campaign's record (both small JSON files, small_files.py), and the records of finished games.

Everything a screen needs is here; the folders come from `save_folder` and `config_folder`.
Nothing in this package raises for a disk problem during play: the autosave and the settings
return a SaveWarning to show, and a file that cannot be loaded is listed with its reason.
"""

from .autosave import Autosaver, Resumed, last_game
from .failures import DISK_FULL, OTHER, READ_ONLY, SaveWarning
from .folders import EXAMPLES_FOLDER, config_folder, save_folder
from .records import GameRecord, LoadedRecords, Tally, best_scores, load_records, record_game, tallies
from .settings import ANIMATION_SPEEDS, LoadedSettings, Settings, load_settings, save_settings
from .solo_campaign import LoadedSoloCampaign, SoloCampaign, load_solo_campaign, record_solo_game
from .slots import (
    PASS_AND_PLAY, SOLO, WITH_COMPUTERS, GameSummary, PlayerSummary, SaveEntry, SavingError, delete, list_saves,
    load, name_taken, save_as, summary,
)

__all__ = [
    "ANIMATION_SPEEDS",
    "Autosaver",
    "DISK_FULL",
    "EXAMPLES_FOLDER",
    "GameRecord",
    "GameSummary",
    "LoadedRecords",
    "LoadedSettings",
    "LoadedSoloCampaign",
    "OTHER",
    "PASS_AND_PLAY",
    "PlayerSummary",
    "READ_ONLY",
    "Resumed",
    "SOLO",
    "SaveEntry",
    "SaveWarning",
    "SavingError",
    "Settings",
    "SoloCampaign",
    "Tally",
    "WITH_COMPUTERS",
    "best_scores",
    "config_folder",
    "delete",
    "last_game",
    "list_saves",
    "load",
    "load_records",
    "load_settings",
    "load_solo_campaign",
    "name_taken",
    "record_game",
    "record_solo_game",
    "save_as",
    "save_folder",
    "save_settings",
    "summary",
    "tallies",
]
