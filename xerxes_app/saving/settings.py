"""The player's settings, kept between runs in the user's config folder.

A missing file gives the defaults. A damaged one gives the defaults too, for whatever it got
wrong, with a sentence saying so; the app starts either way. Keys this version does not know
(a newer app's) are ignored, so one config folder serves both.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable

from ..names import SEAT_NAME_MAX, name_problem
from ..rules.errors import Sentence
from .failures import SaveWarning, system_words
from .small_files import NO_FILE, read_small_json, write_small_json

SETTINGS_FILE = "settings.json"
FORMAT = "xerxes-settings"
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
UI_SCALES = (90, 100, 115, 130)  # per cent: the size of the widgets' text, as the theme sets it
COMPUTER_PACES = ("instant", "fast", "normal", "slow")  # how long a computer's turn stays on screen
# Seconds a computer's turn stays on screen at the least (thinking included), and a move of
# another seat stays lit where it happened (ui/table/motion.py), by the pace.
PACE_SECONDS = {"instant": 0.0, "fast": 0.4, "normal": 1.0, "slow": 2.0}
LANGUAGES = ("en", "ja")  # the languages of the app's words: English, Japanese


@dataclass(frozen=True)
class Settings:
    window_size: tuple[int, int] = (1280, 720)  # in windowed mode
    fullscreen: bool = False
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    ui_scale: int = 100  # one of UI_SCALES
    confirm_final: bool = True  # ask before a decision that cannot be taken back (undo)
    computer_pace: str = "normal"  # one of COMPUTER_PACES
    language: str = ""  # one of LANGUAGES; "" until chosen, when the system's language is taken
    # Sound, in per cent: moderate at first, the music under the effects.
    master_volume: int = 70
    effects_volume: int = 80
    music_volume: int = 50
    talk_volume: int = 60  # the chime of a word said at the table while the log's drawer is shut; 0: none
    muted: bool = False  # the M key, on any screen
    # Whether the turn watcher was offered, when a game by the day was first played here (offered once).
    turn_watcher_offered: bool = False
    # The Host form's last choices (ui/scenes/host_memory.py, which checks each against the form's).
    host_form: dict = field(default_factory=dict)
    # The person's own name at a network table, taking a seat or watching: asked once, on Join, then
    # kept for every game ("" until given).
    player_name: str = ""


LARGEST_WINDOW = (7680, 4320)  # the largest screens made; the screen at hand may cut it further (start.py)


def _window_size(value: Any) -> tuple[int, int] | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        and 640 <= value[0]
        and 480 <= value[1]
    ):
        return (min(value[0], LARGEST_WINDOW[0]), min(value[1], LARGEST_WINDOW[1]))
    return None


HOST_FORM_KEYS, HOST_FORM_TEXT = 16, 253  # a form's few choices; an address is the longest text


def _host_form(value: Any) -> dict | None:
    """A small object of plain choices (what each means is the Host form's to check): a few
    keys, each a flag, a number, a short text, nothing, or a short list of those."""
    def plain(item: Any) -> bool:
        return (item is None or type(item) in (bool, int)
                or (isinstance(item, str) and len(item) <= HOST_FORM_TEXT and item.isprintable()))

    if not isinstance(value, dict) or len(value) > HOST_FORM_KEYS:
        return None
    for key, item in value.items():
        if not (isinstance(key, str) and (plain(item) or (isinstance(item, list) and len(item) <= 4 and all(map(plain, item))))):
            return None
    return value


def _volume(value: Any) -> int | None:
    return value if type(value) is int and 0 <= value <= 100 else None


# Each setting's check: the value to use, or None when the file's value is not acceptable.
_CHECKS: dict[str, Callable[[Any], Any]] = {
    "window_size": _window_size,
    "fullscreen": lambda value: value if isinstance(value, bool) else None,
    "animation_speed": lambda value: value if value in ANIMATION_SPEEDS else None,
    "ui_scale": lambda value: value if type(value) is int and value in UI_SCALES else None,
    "confirm_final": lambda value: value if isinstance(value, bool) else None,
    "computer_pace": lambda value: value if value in COMPUTER_PACES else None,
    "language": lambda value: value if value in ("", *LANGUAGES) else None,
    "master_volume": _volume,
    "effects_volume": _volume,
    "music_volume": _volume,
    "talk_volume": _volume,
    "muted": lambda value: value if isinstance(value, bool) else None,
    "turn_watcher_offered": lambda value: value if isinstance(value, bool) else None,
    "host_form": _host_form,
    "player_name": lambda value: value if value == "" or name_problem(value, SEAT_NAME_MAX) is None else None,
}


@dataclass(frozen=True)
class LoadedSettings:
    settings: Settings
    problem: str | None  # what was wrong with the file, when the defaults stood in for it


def load_settings(folder: Path) -> LoadedSettings:
    path = Path(folder) / SETTINGS_FILE
    try:
        parsed = read_small_json(path)
    except OSError as error:
        detail = system_words(error)
        return LoadedSettings(Settings(), Sentence(f"The settings could not be read ({detail}); the defaults are used.",
                                                   "problem.settings_unreadable", error=detail))
    except ValueError:
        return LoadedSettings(Settings(), Sentence(f"The settings file {path} is damaged; the defaults are used.",
                                                   "problem.settings_damaged", file=str(path)))
    if parsed is NO_FILE:
        return LoadedSettings(Settings(), None)
    if parsed is None:  # a file of just `null`: the settings' text gone, not a file never written
        return LoadedSettings(Settings(), Sentence(f"The settings file {path} is damaged; the defaults are used.",
                                                   "problem.settings_damaged", file=str(path)))
    if not isinstance(parsed, dict) or parsed.get("format") != FORMAT:
        return LoadedSettings(Settings(), Sentence(f"The file {path} is not this app's settings; the defaults are used.",
                                                   "problem.not_settings", file=str(path)))
    settings, wrong = Settings(), []
    for field in fields(Settings):
        if field.name not in parsed:
            continue
        value = _CHECKS[field.name](parsed[field.name])
        if value is None:
            wrong.append(Sentence(field.name.replace("_", " "), f"problem.setting_{field.name}"))
        else:
            settings = replace(settings, **{field.name: value})
    problem = None
    if wrong:
        problem = Sentence(f"Some settings were not valid and are back to their defaults: {', '.join(wrong)}.",
                           "problem.settings_invalid", settings=tuple(wrong))
    return LoadedSettings(settings, problem)


def save_settings(folder: Path, settings: Settings) -> SaveWarning | None:
    """Write the settings; a warning instead of an exception when the disk refuses."""
    return write_small_json(folder, SETTINGS_FILE, {"format": FORMAT, **asdict(settings)}, "settings", "settings_apply")
