"""The rulebook and the project's rulings, cut into sections for the Rules screen."""

from __future__ import annotations

import html
import re
from functools import cache

from .look import RULES

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_HEADING = re.compile(r"^[A-Z][A-Za-z0-9 ,:'’&().\-–]{3,80}$")


def _markup(lines: list[str]) -> str:
    """Plain text with **bold** and "- " bullets, as pygame-gui's HTML subset."""
    out = []
    for line in lines:
        line = html.escape(line.strip())
        line = _BOLD.sub(r"<b>\1</b>", line)
        line = re.sub(r"^\s*(?:-|\d+\.)\s+", lambda m: "• " if m.group(0).strip() == "-" else m.group(0), line)
        out.append(line)
    text = "<br>".join(out)
    return re.sub(r"(<br>){3,}", "<br><br>", text).strip()


# A heading of the Japanese summary: its own mark at the start of the line.
_HEADING_JA = re.compile(r"^● (.+)$")
RULINGS_TITLE = {"en": "Rulings: ", "ja": "裁定："}


def _folder(language: str):
    return RULES if language == "en" else RULES / language


def _book_sections(language: str) -> list[tuple[str, list[str]]]:
    result: list[tuple[str, list[str]]] = []
    for line in (_folder(language) / "rulebook.txt").read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if language != "en":
            mark = _HEADING_JA.match(stripped)
            if mark:
                result.append((mark.group(1), []))
            elif result:
                result[-1][1].append(line)
            continue
        heading = bool(_HEADING.match(stripped)) and stripped.replace(" and ", " AND ").isupper()
        # The list of contents is a run of captions; keep it as one section.
        if heading and result and result[-1][0] == "Game contents" and not stripped.startswith("GAME SETUP"):
            heading = False
        if heading:
            result.append((stripped[0] + stripped[1:].lower(), []))
        elif result:
            result[-1][1].append(line)
        else:
            result.append(("About the game", [line]))
    return result


@cache
def sections(language: str = "en") -> list[tuple[str, str]]:
    """(title, text) for each rulebook heading, then each group of rulings, in `language`."""
    result = _book_sections(language)
    prefix = RULINGS_TITLE[language]
    for line in (_folder(language) / "RULINGS.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            result.append((f"{prefix}{line[3:]}", []))
        elif line.startswith("# "):
            continue
        elif result and result[-1][0].startswith(prefix):
            result[-1][1].append(line)
    return [(title, _markup(lines)) for title, lines in result if any(l.strip() for l in lines)]


_RULING = re.compile(r"^- \*\*(R\d+)\b")


@cache
def rulings(language: str = "en") -> dict[str, str]:
    """Each ruling ("R6") by its number, marked up as in `sections`."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in (_folder(language) / "RULINGS.md").read_text(encoding="utf-8").splitlines():
        start = _RULING.match(line)
        if start:
            current = found.setdefault(start.group(1), [])
        elif line.startswith("#") or (line.startswith("- ") and current is not None and not line.startswith("  ")):
            current = None
        if current is not None:
            current.append(line)
    return {number: _markup(lines) for number, lines in found.items()}
