"""The language of the app's words, through pygame-gui's localisation (python-i18n).

The words of the screens are in `assets/translations/xerxes.{language}.json`, one catalogue per
language with the same ids; the widget manager is made for the chosen language and
`words(id, **values)` gives the words of an id in it. The first start follows the system's
preferred languages; after that the Settings' choice holds.
"""

from __future__ import annotations

import i18n
import pygame
from pygame_gui.core.utility import translate

from ...rules.errors import Sentence
from ...saving.failures import DISK_FULL, READ_ONLY, SaveWarning
from ...resources import ASSETS

TRANSLATIONS = ASSETS / "translations"
NAMESPACE = "xerxes"
# Each language named in its own words, for the Settings' list.
LANGUAGES = {"en": "English", "ja": "日本語"}

# The catalogues are found from the start, before any widget manager is made: the README's table
# of keys, for one, is read without one. pygame-gui adds its own folder with its first manager.
i18n.set("file_format", "json")
if str(TRANSLATIONS) not in i18n.load_path:
    i18n.load_path.append(str(TRANSLATIONS))


def words(key: str, **values) -> str:
    """The words of the catalogue's `key` in the current language, with `%{name}` filled in."""
    return translate(f"{NAMESPACE}.{key}", **values)


def current() -> str:
    """The language the widget manager was made for."""
    language = i18n.get("locale")
    return language if language in LANGUAGES else "en"


def system_language() -> str:
    """The first of the system's preferred languages the app speaks, else English."""
    for preferred in pygame.system.get_pref_locales():
        if preferred["language"] in LANGUAGES:
            return preferred["language"]
    return "en"


def term(name: str) -> str:
    """A thing of the game (an area, a resource, a building, an event) by its name in the current
    language; the engine's content names them in English."""
    from ...rules import JAPANESE_TERMS  # here: the title screen's first frame does without the engine's words

    return JAPANESE_TERMS.get(name, name) if current() == "ja" else name


def ability_words(satrap) -> str:
    """A satrap's special ability (R18) in the current language; the content says it in English."""
    return words(f"abilities.{satrap.name.lower()}")


def engine_words(message: str, values: tuple) -> str:
    """The engine's message (a log entry's, a prompt's) in the current language."""
    from ...rules import render

    return render(message, values, current())


def refusal_words(refused) -> str:
    """Why the engine refused a command (an IllegalCommand), in the current language."""
    return engine_words(refused.message, refused.values)


def said(sentence: str) -> str:
    """A sentence about files or names (a Sentence: a name refused, a file that cannot be read or
    written) in the current language; any other words as they were given."""
    if not isinstance(sentence, Sentence):
        return sentence
    values = {name: words("describe.separator").join(map(said, value)) if isinstance(value, tuple) else said(value)
              for name, value in sentence.values.items()}
    return words(sentence.key, **values)


def warning_words(warning: SaveWarning) -> str:
    """Why a save could not be written, in the current language; a warning without ids (the
    records that cannot be read) by its sentence."""
    if not warning.what:
        return said(warning.message)
    reasons = {DISK_FULL: words("saving.disk_full"), READ_ONLY: words("saving.read_only", folder=warning.folder)}
    return words("saving.could_not", what=words(f"saving.what_{warning.what}"), reason=reasons.get(warning.kind, warning.detail),
                 then=words(f"saving.then_{warning.then}"))
