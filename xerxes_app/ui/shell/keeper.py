"""The app's side of saving: where saved games and settings live, the autosave after every
command, and the settings in force.

The folders are chosen once, when the app starts (`--save-dir`, `--config-dir` or their
environment variables, else the user's folders), and every screen reads them from here.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from ...rules import Sentence
from ...saving import SaveWarning, Settings, load_settings, save_settings
from ...saving.folder_lock import take_folder

if TYPE_CHECKING:
    from ...saving import Autosaver, Resumed
    from ...session import Session


class Keeper:
    def __init__(self, save_dir: Path, config_dir: Path):
        self.save_dir = Path(save_dir)
        self.config_dir = Path(config_dir)
        # Another copy of the app open on the same folder holds its lock: this one's games are
        # kept apart, and the player is told once, when the app opens.
        self.lock = take_folder(self.save_dir)
        self.shared_folder: str | None = None
        if self.lock is None:
            from ...saving.autosave import SECOND_WINDOW

            self.shared_folder = Sentence(
                f"Xerxes is already open on the save folder {self.save_dir}. So that neither window's game is lost, "
                f"this window's game is saved as \"{SECOND_WINDOW[:-5]}\", which Load lists.",
                "problem.second_window", folder=str(self.save_dir), name=SECOND_WINDOW[:-5])
        loaded = load_settings(self.config_dir)
        self.settings: Settings = loaded.settings
        # What was wrong with the settings file, shown once when the app opens.
        self.settings_problem: str | None = loaded.problem

    @cached_property
    def autosaver(self) -> Autosaver:
        """Made when first needed, the first autosave or Continue's look at the last game: the
        saved games' modules load the engine, which the title screen's first frame does without."""
        from ...saving import Autosaver

        return Autosaver(self.save_dir, second=self.lock is None)

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
        from ...saving import last_game

        self.autosaver.flush()
        return last_game(self.save_dir)

    def change_settings(self, settings: Settings) -> SaveWarning | None:
        self.settings = settings
        return save_settings(self.config_dir, settings)

    def close(self) -> None:
        """At exit: the last autosave is finished before the app quits, and the folder let go."""
        if "autosaver" in self.__dict__:  # made (cached_property keeps it there)
            self.autosaver.close()
        if self.lock is not None:
            self.lock.release()
