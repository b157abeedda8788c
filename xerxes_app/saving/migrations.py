"""Bringing a save written by an older version of the app up to the current format.

MIGRATIONS maps a format version N to a function that turns a save of version N into one of
version N + 1; loading applies them in turn until the current version, then validates the
result like any save. Each one added needs a save
of its old version in tests/saving/old_formats/, named `version-N.json`, which the tests load.
"""

from __future__ import annotations

from typing import Any, Callable

from ..rules import SaveError
from ..rules.errors import Sentence
from ..rules.messages import TEXT
from ..rules.saveformat import FORMAT, VERSION

Migration = Callable[[dict[str, Any]], dict[str, Any]]

def _log_as_messages(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept each log entry's sentence; format 2 keeps a message id and its values. An
    old sentence becomes the values of the message that shows a sentence as it is."""
    data["state"]["log"] = [[year, phase, TEXT, [text], seat] for year, phase, text, seat in data["state"]["log"]]
    return data


def _reasons_as_messages(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 kept each computer's reason as its English sentence; format 3 keeps a message id
    and its values, as the log does."""
    for row in data["table"].get("reasons", []):
        row["message"], row["values"] = TEXT, [row.pop("reason")]
    return data


MIGRATIONS: dict[int, Migration] = {1: _log_as_messages, 2: _reasons_as_messages}


def migrate(data: Any, migrations: dict[int, Migration] = MIGRATIONS, current: int = VERSION) -> Any:
    """`data` brought up to format `current`. Anything that is not an older save of this game
    is returned untouched, for the format's own checks to refuse with their reason."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return data
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version < current:
        return data
    while version < current:
        step = migrations.get(version)
        if step is None:
            raise SaveError(Sentence(f"The game was saved in format {version}, which this app can no longer read.",
                                     "problem.format_too_old", version=version))
        try:
            data = step(data)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            # An old file is as untrusted as a new one: a damaged one may not fit its migration.
            raise SaveError(Sentence(f"The saved game (format {version}) is damaged: it cannot be brought up to date.",
                                     "problem.cannot_update", version=version)) from error
        version += 1
        data["version"] = version
    return data
