"""The reviews of finished games, kept in the `reviews/` folder of the save folder: each file
holds the finished game's session and its review so far (a review stopped half way is kept too,
and goes on from there), written atomically. Only the newest few are kept; a damaged file is set
aside under another name, never lost, with a sentence saying where.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..review import Review
from ..rules import SaveError, Sentence
from ..session import Session
from .atomic import write_atomically
from .failures import SaveWarning, system_words, warning_for
from .records import game_key
from .regular_file import FileTooLarge, read_small_file
from .savefile import parse_json
from .small_files import set_aside

FOLDER = "reviews"
FORMAT = "xerxes-review"
VERSION = 1
KEPT = 20  # reviews; the oldest go first
MAX_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class KeptReview:
    path: Path
    review: Review


@dataclass(frozen=True)
class KeptReviews:
    reviews: tuple[KeptReview, ...]  # the newest first
    problems: tuple[Sentence, ...]  # the damaged files set aside, and where


def review_path(folder: Path, session: Session) -> Path:
    """Where the review of this finished game is kept: named by the game's own key, so reviewing
    the same game again goes on with its review."""
    return Path(folder) / FOLDER / f"{game_key(session)}.json"


def save_review(folder: Path, review: Review) -> SaveWarning | None:
    path = review_path(folder, review.session)
    data = {"format": FORMAT, "version": VERSION, "game": review.session.to_json(), "review": review.to_json()}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
    except OSError as error:
        return warning_for(error, path.parent, "review", "review_goes_on")
    _keep_newest(path.parent)
    return None


def _keep_newest(folder: Path) -> None:
    kept = sorted(folder.glob("*.json"), key=_age)
    for old in kept[KEPT:]:
        try:
            old.unlink()
        except OSError:
            pass  # removed already, or not ours to remove: one review too many does no harm


def _age(path: Path) -> tuple[float, str]:
    try:
        return -path.stat().st_mtime, path.name
    except OSError:
        return 0.0, path.name


def read_review(path: Path) -> Review:
    """The review kept at `path`; ValueError (or SaveError) when it is not a sound one."""
    try:
        data = parse_json(read_small_file(path, MAX_BYTES).decode("utf-8"))
    except FileTooLarge:
        raise ValueError("too large") from None
    except (UnicodeDecodeError, RecursionError):
        raise ValueError("not text") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError("not a review")
    session = Session.from_json(data.get("game"))
    if not session.state.is_over:
        raise ValueError("the game is not over")
    return Review.from_json(session, data.get("review"))


def load_review(folder: Path, session: Session) -> Review | None:
    """The review kept of this game, if there is a sound one."""
    path = review_path(folder, session)
    try:
        return read_review(path)
    except (OSError, ValueError, TypeError, KeyError, SaveError):
        return None


def kept_reviews(folder: Path) -> KeptReviews:
    """Every review kept, newest first; damaged ones are set aside."""
    found, problems = [], []
    for path in sorted((Path(folder) / FOLDER).glob("*.json"), key=_age):
        try:
            found.append(KeptReview(path, read_review(path)))
        except FileNotFoundError:
            continue
        except (OSError, ValueError, TypeError, KeyError, SaveError):
            problems.append(_set_aside(path))
    return KeptReviews(tuple(found), tuple(problems))


def _set_aside(path: Path) -> Sentence:
    """Move a damaged review out of the way, keeping it, and say where it went."""
    try:
        aside = set_aside(path)
    except OSError as error:
        detail = system_words(error)
        return Sentence(f"The review {path} is damaged and could not be set aside ({detail}).", "problem.review_left",
                        file=str(path), error=detail)
    return Sentence(f"A review was damaged: it is kept as {aside}.", "problem.review_set_aside", file=str(aside))
