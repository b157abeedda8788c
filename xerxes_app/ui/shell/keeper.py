"""The app's side of saving: where saved games and settings live, the autosave after every
command, and the settings in force.

The folders are chosen once, when the app starts (`--save-dir`, `--config-dir` or their
environment variables, else the user's folders), and every screen reads them from here.
"""

from __future__ import annotations

from pathlib import Path

from ...rules import Sentence
from ...saving import Autosaver, Resumed, SaveWarning, Settings, last_game, load_settings, save_settings
from ...saving.autosave import SECOND_WINDOW
from ...saving.folder_lock import take_folder
from ...session import Session


class Keeper:
    def __init__(self, save_dir: Path, config_dir: Path):
        self.save_dir = Path(save_dir)
        self.config_dir = Path(config_dir)
        # Another copy of the app open on the same folder holds its lock: this one's games are
        # kept apart, and the player is told once, when the app opens.
        self.lock = take_folder(self.save_dir)
        self.autosaver = Autosaver(self.save_dir, second=self.lock is None)
        self.shared_folder: str | None = None
        if self.lock is None:
            self.shared_folder = Sentence(
                f"Xerxes is already open on the save folder {self.save_dir}. So that neither window's game is lost, "
                f"this window's game is saved as \"{SECOND_WINDOW[:-5]}\", which Load lists.",
                "problem.second_window", folder=str(self.save_dir), name=SECOND_WINDOW[:-5])
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
        """At exit: the last autosave is finished before the app quits, and the folder let go."""
        self.autosaver.close()
        if self.lock is not None:
            self.lock.release()
