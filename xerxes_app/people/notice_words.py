"""The words of a notice (notices.py), in the account's language, from the catalogues' `notice`
section (assets/translations): a title of one line (an e-mail's subject, a push's title) and the
text, a paragraph a line, its links last.

Each kind takes exactly the facts it says, all public or the account's own, and nothing else: a
notice with a fact missing, one more, or one of the wrong kind is refused (`NoticeWordsError`),
never worded, so nothing of a hand can ride along. The links are the server's own (`stop`: one
click stops these notices, on every notice but a code the person just asked for; `open`: the game,
where the server gives one).

A player's text (a game's name) is shown as text: its control characters (a line break among
them) become spaces, so a name stays on its line and never starts a header or a paragraph of its
own; `escape` then makes it plain text in the channel's markup (a Discord webhook's Markdown), and
the values are filled in once, so a name holding "%{code}" reads as itself.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..resources import ASSETS
from .notices import CONFIRM_CODE, DIGEST, REMINDER, RESET_CODE, TURN, Notice

LANGUAGES = ("en", "ja")
DAY, HOUR, MINUTE = 86400, 3600, 60

# The facts each kind takes: always (the first set) and where the server has one (the second).
FACTS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    TURN: (frozenset({"game", "stop"}), frozenset({"open"})),
    REMINDER: (frozenset({"game", "left", "stop"}), frozenset({"open"})),
    DIGEST: (frozenset({"games", "stop"}), frozenset({"open"})),
    CONFIRM_CODE: (frozenset({"code"}), frozenset()),
    RESET_CODE: (frozenset({"code", "minutes"}), frozenset()),
}
LINKS = ("open", "stop")
# A link as the server makes it: http(s), printable ASCII, nothing that ends it inside a header
# or a line (a space, <, >, a quote).
LINK = re.compile(r"https?://[!#-;=?-~]+")
CODE = re.compile(r"[0-9A-Za-z-]{4,32}")
MOST_GAMES = 50  # a digest's games, and so its length, are bounded
PLACE = re.compile(r"%\{(\w+)\}")


class NoticeWordsError(ValueError):
    """A notice whose facts are not its kind's: it can never be worded, and so never sent."""


@dataclass(frozen=True)
class Said:
    title: str
    lines: tuple[str, ...]
    stop: str | None  # the one-click stop link, for an e-mail's List-Unsubscribe header
    open: str | None  # the game's link, opened by a click on a push


@cache
def catalogue(language: str) -> dict:
    path = ASSETS / "translations" / f"xerxes.{language}.json"
    return json.loads(path.read_text(encoding="utf-8"))[language]


def shown(text: str) -> str:
    """A player's text on one line: each character that is not printable (a line break, a tab, a
    control or format character) a space."""
    return "".join(letter if letter.isprintable() else " " for letter in text)


def time_left(seconds: float, language: str) -> str:
    """Days and hours, or hours and minutes, as a clock on the mats reads them by the day."""
    whole = max(0, math.ceil(seconds))
    day = catalogue(language)["day"]
    if whole >= DAY:
        days, rest = divmod(whole, DAY)
        return fill(day["days"], days=str(days), hours=f"{rest // HOUR:02}")
    hours, rest = divmod(whole, HOUR)
    return fill(day["hours"], hours=str(hours), minutes=f"{rest // MINUTE:02}")


def fill(template: str, **values: str) -> str:
    return PLACE.sub(lambda found: values[found[1]], template)


def checked(notice: Notice) -> dict:
    """The notice's facts, each of the kind its words need; NoticeWordsError otherwise."""
    if notice.kind not in FACTS:
        raise NoticeWordsError(f"no words for a notice of the kind {notice.kind!r}")
    always, maybe = FACTS[notice.kind]
    facts = notice.facts if isinstance(notice.facts, dict) else {}
    if not always <= set(facts) <= always | maybe:
        raise NoticeWordsError(f"a {notice.kind} notice takes {sorted(always)} (and {sorted(maybe)}), not {sorted(facts)}")
    good = {
        "game": lambda v: isinstance(v, str) and v.strip() != "",
        "games": lambda v: (isinstance(v, list) and 0 < len(v) <= MOST_GAMES
                            and all(isinstance(g, str) and g.strip() for g in v)),
        "left": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < math.inf,
        "minutes": lambda v: type(v) is int and v > 0,
        "code": lambda v: isinstance(v, str) and CODE.fullmatch(v) is not None,
        "stop": lambda v: isinstance(v, str) and LINK.fullmatch(v) is not None,
        "open": lambda v: isinstance(v, str) and LINK.fullmatch(v) is not None,
    }
    wrong = sorted(name for name, value in facts.items() if not good[name](value))
    if wrong:
        raise NoticeWordsError(f"a {notice.kind} notice's {', '.join(wrong)} cannot be worded")
    return facts


def say(notice: Notice, server: str, escape: Callable[[str], str] = str) -> Said:
    """The notice in its account's language (English where the language is not one of LANGUAGES).
    `server` is the server's name as its players type it; `escape` makes a player's text plain
    text in the channel's markup."""
    facts = checked(notice)
    language = notice.language if notice.language in LANGUAGES else "en"
    words = catalogue(language)["notice"]
    game = escape(shown(facts.get("game", "")))
    if notice.kind == TURN:
        title = fill(words["turn_title"], game=game)
        lines = [fill(words["turn"], game=game, server=server)]
    elif notice.kind == REMINDER:
        left = time_left(facts["left"], language)
        title = fill(words["reminder_title"], game=game, left=left)
        lines = [fill(words["reminder"], game=game, server=server, left=left)]
    elif notice.kind == DIGEST:
        games = facts["games"]
        forms = words["digest_title"]
        title = fill(forms["one"] if len(games) == 1 else forms["other"], count=str(len(games)))
        lines = [fill(words["digest"], server=server),
                 *(fill(words["digest_game"], game=escape(shown(name))) for name in games)]
    elif notice.kind == CONFIRM_CODE:
        title = words["confirm_title"]
        lines = [fill(words["code"], code=facts["code"]), fill(words["confirm"], server=server)]
    else:
        title = words["reset_title"]
        lines = [fill(words["code"], code=facts["code"]),
                 fill(words["reset"], server=server, minutes=str(facts["minutes"]))]
    lines += [fill(words[link], url=facts[link]) for link in LINKS if link in facts]
    return Said(title, tuple(lines), facts.get("stop"), facts.get("open"))
