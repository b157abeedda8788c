"""Named saves: Save as, the list on the load screen, Load and Delete.

Each named save is one file in the save folder, its name made from the slot's name; the
autosave's files and the solo campaign's record are not slots. The list shows every `.json`
file, each either with what the load screen tells of the game or, when it cannot be loaded, with
the reason, and such a file is never overwritten or deleted by the app itself: it may be a newer
app's save, or a game a player can still rescue by hand.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from ..names import SAVE_NAME_MAX, name_problem
from ..rules import GameState, SaveError, view_for
from ..rules.errors import Sentence
from ..session import Session
from . import savefile
from .atomic import write_atomically
from .failures import system_words
from .autosave import AUTOSAVE_FILES
from .folders import EXAMPLES_FOLDER, RECORDS_FILE
from .solo_campaign import SOLO_CAMPAIGN_FILE
from .tickets import LEGACY_FILE as LEGACY_TICKET

PASS_AND_PLAY = "pass-and-play"
WITH_COMPUTERS = "with computers"
SOLO = "solo"

NOT_SAVES = (*AUTOSAVE_FILES, SOLO_CAMPAIGN_FILE, RECORDS_FILE, LEGACY_TICKET)

# Names Windows keeps for devices: a file cannot take them, whatever its extension.
_DEVICE_NAMES = {"CON", "PRN", "AUX", "NUL"} | {f"{d}{i}" for d in ("COM", "LPT") for i in range(1, 10)}


class SavingError(Exception):
    """Save as or Delete could not be done; `sentence` says why, for the player."""

    def __init__(self, sentence: Sentence):
        super().__init__(sentence)
        self.sentence = sentence


@dataclass(frozen=True)
class PlayerSummary:
    name: str
    satrap: str
    kind: str  # "human", or a computer's strength
    vp: int


@dataclass(frozen=True)
class GameSummary:
    mode: str  # PASS_AND_PLAY, WITH_COMPUTERS or SOLO
    scenario: str | None  # a solo game's scenario (R23): "easy", "normal" or "hard"
    players: tuple[PlayerSummary, ...]
    year: int
    phase: str
    is_over: bool
    # The game as everyone may see it (R25: no hand), for the load screen's picture of its board.
    board: GameState | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class SaveEntry:
    """One line of the load screen."""

    path: Path
    name: str
    saved_at: datetime
    example: bool  # one of the project's example games: it can be loaded, not deleted
    game: GameSummary | None  # None when the file cannot be loaded
    problem: str | None  # why the file cannot be loaded: a Sentence, or the words of an older check

    @property
    def readable(self) -> bool:
        return self.problem is None


def summary(session: Session) -> GameSummary:
    state = session.state
    if state.scenario is not None:
        mode = SOLO
    elif session.humans == len(session.seats):
        mode = PASS_AND_PLAY
    else:
        mode = WITH_COMPUTERS
    players = tuple(
        PlayerSummary(seat.name, state.content.satraps[player.satrap].name, seat.kind, player.vp)
        for seat, player in zip(session.seats, state.players)
    )
    return GameSummary(mode, state.scenario, players, state.year, state.phase, state.is_over, view_for(state, None))


def list_saves(folder: Path, examples: Path | None = EXAMPLES_FOLDER) -> list[SaveEntry]:
    """The named saves in `folder`, newest first, then the example games in `examples`."""
    return _entries(Path(folder), example=False) + (_entries(Path(examples), example=True) if examples else [])


def _entries(folder: Path, example: bool) -> list[SaveEntry]:
    try:
        paths = [p for p in folder.iterdir() if _is_listed(p)]
    except OSError:
        return []  # no folder yet (nothing saved) or one we may not read: no saves to show
    entries = [_entry(path, example) for path in paths]
    if example:
        return sorted(entries, key=lambda e: e.path.name)
    return sorted(entries, key=lambda e: e.saved_at, reverse=True)


def _is_listed(path: Path) -> bool:
    return path.suffix == ".json" and not path.name.startswith(".") and path.name not in NOT_SAVES and path.is_file()


def _entry(path: Path, example: bool = False) -> SaveEntry:
    """What the load screen shows of the file at `path`."""
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except OSError:
        modified = datetime.fromtimestamp(0).astimezone()
    try:
        save = savefile.read(path)
    except SaveError as error:
        return SaveEntry(path, path.stem, modified, example, None, error.args[0])
    return SaveEntry(path, save.name or path.stem, save.saved_at or modified, example, summary(save.session), None)


def load(path: Path) -> Session:
    """The game saved in `path`, read afresh; SaveError saying why it cannot be loaded."""
    return savefile.read(Path(path)).session


def save_as(folder: Path, session: Session, name: str) -> SaveEntry:
    """Save the game under `name`, replacing a save of that very name (ask first: see
    `name_taken`). A file that cannot be loaded is never replaced; another file name is
    chosen instead. SavingError with a sentence for the player when it cannot be written."""
    name = " ".join(name.split())
    if not name:
        raise SavingError(Sentence("Give the saved game a name.", "saving.no_name"))
    problem = name_problem(name, SAVE_NAME_MAX)
    if problem:
        raise SavingError(problem)
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = _file_for(folder, name)
        write_atomically(path, savefile.encode(session, name))
    except OSError as error:
        detail = system_words(error)
        raise SavingError(Sentence(f"Could not save the game in {folder}: {detail}.", "problem.could_not_save_in",
                                   folder=str(folder), error=detail)) from None
    return _entry(path)


def name_taken(folder: Path, name: str) -> bool:
    """Whether Save as with `name` would replace an existing save (of that name)."""
    name = " ".join(name.split())
    return any(e.readable and e.name == name for e in list_saves(folder, examples=None))


def delete(save: SaveEntry) -> None:
    """Delete a save the player chose (and confirmed) on the load screen. Example games are
    part of the project and are not deleted."""
    if save.example:
        raise SavingError(Sentence("The example games cannot be deleted.", "problem.examples_kept"))
    try:
        os.unlink(save.path)
    except FileNotFoundError:
        return
    except OSError as error:
        detail = system_words(error)
        raise SavingError(Sentence(f"Could not delete {save.path.name}: {detail}.", "problem.could_not_delete",
                                   file=save.path.name, error=detail)) from None


def _file_for(folder: Path, name: str) -> Path:
    """The file to write the save called `name` to: the one already holding a save of that
    name, else a free one made from the name."""
    stem = _file_stem(name)
    for number in range(1, 1000):
        path = folder / (f"{stem}.json" if number == 1 else f"{stem}-{number}.json")
        if path.name in NOT_SAVES:
            continue
        if not path.exists():
            return path
        try:
            if savefile.read(path).name == name:
                return path
        except SaveError:
            continue  # never overwrite a file that cannot be loaded
    raise SavingError(Sentence("There are too many saves of that name; choose another.", "problem.too_many_saves"))


def _file_stem(name: str) -> str:
    # Letters (of any script), digits, spaces, '-' and '_' are safe in a file name everywhere.
    stem = "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip(" ._")[:60]
    if not stem or stem.upper() in _DEVICE_NAMES:
        stem = f"save {stem}".strip()
    return stem
