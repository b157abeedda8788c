"""Where saved games and settings live.

Saves go to the user's data folder and settings to the user's config folder, as the platform
names them (platformdirs). A folder given on the command line wins over the environment
variable, which wins over the platform's folder, so a player can keep saves on a USB stick
and tests never touch the real ones.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from ..resources import EXAMPLE_SAVES

APP_NAME = "xerxes"
SAVE_DIR_VARIABLE = "XERXES_SAVE_DIR"
CONFIG_DIR_VARIABLE = "XERXES_CONFIG_DIR"

EXAMPLES_FOLDER = EXAMPLE_SAVES  # the example games, installed with the app
RECORDS_FILE = "records.json"  # in the save folder beside the saves (records.py), and not one of them


def save_folder(option: str | os.PathLike[str] | None = None) -> Path:
    """The folder of saved games: the app's `--save-dir` option, else $XERXES_SAVE_DIR, else
    the user's data folder. It is created on the first save, not here."""
    return _chosen(option, SAVE_DIR_VARIABLE) or platformdirs.user_data_path(APP_NAME, appauthor=False) / "saves"


def config_folder(option: str | os.PathLike[str] | None = None) -> Path:
    """The folder of the settings file: the given folder, else $XERXES_CONFIG_DIR, else the
    user's config folder."""
    return _chosen(option, CONFIG_DIR_VARIABLE) or platformdirs.user_config_path(APP_NAME, appauthor=False)


def _chosen(option: str | os.PathLike[str] | None, variable: str) -> Path | None:
    if option is not None and str(option) != "":
        return Path(option).expanduser()
    from_environment = os.environ.get(variable, "")
    return Path(from_environment).expanduser() if from_environment else None
