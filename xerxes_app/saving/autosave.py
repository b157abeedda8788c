"""The autosave after every command, and Continue.

The folder holds `autosave.json`, the game as it is now, and `autosave.backup.json`, the game
one command earlier. A new autosave is written in full beside them, and only then does the
current one become the backup and the new one take its place (atomic.py). So at every moment,
a kill included, one of the two is a complete game the players really reached, and Continue
falls back to the backup when the autosave is missing or unreadable.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..rules import SaveError, current_player
from ..rules.errors import Sentence
from ..session import Session
from . import savefile
from .atomic import write_atomically
from .failures import SaveWarning, warning_for
from .writer import LatestWriter

AUTOSAVE = "autosave.json"
BACKUP = "autosave.backup.json"
AUTOSAVE_FILES = (AUTOSAVE, BACKUP)
# A second copy of the app open on the same folder (folder_lock.py) autosaves here, a save that
# Load lists like any named one, so neither copy overwrites the other's game.
SECOND_WINDOW = "second window.json"


class Autosaver:
    """Saves the game after every command; the app keeps one for its whole run.

    The game is turned into bytes at once, on the caller's thread, so the save is of that very
    moment; the disk work is done by a writer thread (writer.py) so that no frame waits for it.
    When the app quits, or the Autosaver is dropped, the last save asked for is finished first.
    """

    def __init__(self, folder: Path, second: bool = False):
        self.folder = Path(folder)
        self.second = second  # another copy of the app autosaves into this folder: keep apart
        self._writer = LatestWriter(_AutosaveFiles(self.folder, second).write, name="autosave")
        # close() finishes the last save and stops the writer; weakref.finalize also runs it
        # when the app exits, a crash included, or when the Autosaver is dropped.
        self.close = weakref.finalize(self, self._writer.close)

    def save(self, session: Session) -> SaveWarning | None:
        """Save `session` as the game to Continue. Call it after every command, and when a game
        starts or is loaded. Never raises for a disk problem: it returns the warning of the
        latest finished write, to show while play goes on (None while saving works); the last
        good save stays as it was."""
        return self._writer.put(savefile.encode(session))

    @property
    def warning(self) -> SaveWarning | None:
        """The warning of the latest finished write, without waiting: a screen may read it every
        frame, so a disk that fills up is shown at once, not at the next command."""
        return self._writer.outcome

    def flush(self) -> SaveWarning | None:
        """Wait until every save asked for is on disk; the warning of the last write, if any."""
        return self._writer.flush()


class _AutosaveFiles:
    """The writer thread's side: the autosave and its backup in the folder."""

    def __init__(self, folder: Path, second: bool):
        self.folder = folder
        self.second = second
        self.checked = second  # the other copy's autosave is its own business

    def write(self, data: bytes) -> SaveWarning | None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if not self.checked:
                self._set_aside_unreadable()
                self.checked = True
            if self.second:
                write_atomically(self.folder / SECOND_WINDOW, data)
            else:
                write_atomically(self.folder / AUTOSAVE, data, backup=self.folder / BACKUP)
        except OSError as error:
            return warning_for(error, self.folder)
        return None

    def _set_aside_unreadable(self) -> None:
        """An autosave this run did not write may be unreadable (hand-edited, from a newer app):
        move it aside under a new name, where the load screen lists it, rather than let the
        next saves turn it into the backup and then overwrite it."""
        for name in AUTOSAVE_FILES:
            path = self.folder / name
            if not path.exists():
                continue
            try:
                savefile.read(path)
            except SaveError:
                stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
                path.rename(path.with_name(f"{path.stem}-unreadable-{stamp}.json"))


@dataclass(frozen=True)
class Resumed:
    session: Session
    # Pass-and-play (R25): the person whose turn it is, to name on a hand-off screen before
    # their hand is shown. None when no hand-off is due: one person at the screen, a
    # computer's turn (no hand shown until the next person's hand-off), or the game is over.
    hand_off_to: int | None
    note: str | None  # set when the autosave was unreadable and its backup was resumed instead


def last_game(folder: Path) -> Resumed | None:
    """The game to Continue, or None when there is none. SaveError, with the reason, when
    neither the autosave nor its backup can be loaded; both files are left as they are."""
    folder = Path(folder)
    main, backup = folder / AUTOSAVE, folder / BACKUP
    if not main.exists() and not backup.exists():
        return None
    note = None
    try:
        session = savefile.read(main).session
    except SaveError as error:
        if not backup.exists():
            raise
        try:
            session = savefile.read(backup).session
        except SaveError:
            raise error from None
        if main.exists():
            note = Sentence(f"The last autosave could not be loaded ({error}) The game resumes one command earlier.",
                            "problem.autosave_fell_back", problem=error.args[0])
    seat = current_player(session.state)
    behind_hand_off = session.needs_hand_off and seat is not None and session.seats[seat].is_human
    return Resumed(session, seat if behind_hand_off else None, note)
