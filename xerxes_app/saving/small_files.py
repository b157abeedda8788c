"""The app's own small JSON files (the settings, the solo campaign's record): read with a cap on
their size and only when a regular file (regular_file.py), so a huge or foreign file cannot stall
the start, and written whole (atomic.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .failures import SaveWarning, warning_for
from .regular_file import FileTooLarge, read_small_file

MAX_BYTES = 64 * 1024
NO_FILE = object()  # what a missing file reads as: unlike a file that holds just `null`


def read_small_json(path: Path) -> Any:
    """The file's JSON, or NO_FILE when there is no file. OSError when it cannot be read,
    ValueError when it is too large or not JSON."""
    try:
        data = read_small_file(path, MAX_BYTES)
    except FileNotFoundError:
        return NO_FILE
    except FileTooLarge:
        raise ValueError("too large") from None
    from .savefile import parse_json  # here, as savefile loads the engine: the settings are read at the start

    try:
        return parse_json(data.decode("utf-8"))
    except RecursionError:
        raise ValueError("nested too deep") from None


def write_small_json(folder: Path, name: str, data: Any, what: str, meanwhile: str) -> SaveWarning | None:
    """Write `data` as `name` in `folder`; a warning instead of an exception when the disk refuses."""
    from .atomic import write_atomically  # here: its temporary names' randomness loads OpenSSL, 5 ms of a start

    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / name, json.dumps(data, indent=2).encode("utf-8"))
    except OSError as error:
        return warning_for(error, folder, what, meanwhile)
    return None


def set_aside(path: Path, kind: str = "damaged") -> Path:
    """Move a damaged file out of the way, keeping it under the first free name NAME.damaged-N
    (or another `kind`: a duplicate); where it went (OSError when it cannot be moved)."""
    number = 1
    while (aside := path.with_name(f"{path.name}.{kind}-{number}")).exists():
        number += 1
    path.rename(aside)
    return aside
