"""The app's side of saving: where saved games and settings live, the autosave after every
command, and the settings in force.

The folders are chosen once, when the app starts (`--save-dir`, `--config-dir` or their
environment variables, else the user's folders), and every screen reads them from here.
"""

from __future__ import annotations

from pathlib import Path

from ...saving import Autosaver, Resumed, SaveWarning, Settings, last_game, load_settings, save_settings
from ...session import Session


class Keeper:
    def __init__(self, save_dir: Path, config_dir: Path):
        self.save_dir = Path(save_dir)
        self.config_dir = Path(config_dir)
        self.autosaver = Autosaver(self.save_dir)
        loaded = load_settings(self.config_dir)
        self.settings: Settings = loaded.settings
        # What was wrong with the settings file, shown once when the app opens.
        self.settings_problem: str | None = loaded.problem

    def autosave(self, session: Session) -> None:
        """Save the game to Continue; a disk problem shows up in `warning`, never as an error."""
        self.autosaver.save(session)

    @property
    def warning(self) -> SaveWarning | None:
        """Why the latest autosave could not be written, or None while saving works."""
        return self.autosaver.warning

    def last_game(self) -> Resumed | None:
        """The game Continue resumes (SaveError when it cannot be loaded); the autosave still
        being written is finished first, so this is the game as it was left."""
        self.autosaver.flush()
        return last_game(self.save_dir)

    def change_settings(self, settings: Settings) -> SaveWarning | None:
        self.settings = settings
        return save_settings(self.config_dir, settings)

    def close(self) -> None:
        """At exit: the last autosave is finished before the app quits."""
        self.autosaver.close()
