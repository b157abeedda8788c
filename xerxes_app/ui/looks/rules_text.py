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


@cache
def sections() -> list[tuple[str, str]]:
    """(title, text) for each rulebook heading, then each group of rulings."""
    result: list[tuple[str, list[str]]] = []
    for line in (RULES / "rulebook.txt").read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
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
    for line in (RULES / "RULINGS.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            result.append((f"Rulings: {line[3:]}", []))
        elif line.startswith("# "):
            continue
        elif result and result[-1][0].startswith("Rulings"):
            result[-1][1].append(line)
    return [(title, _markup(lines)) for title, lines in result if any(l.strip() for l in lines)]


_RULING = re.compile(r"^- \*\*(R\d+)\b")


@cache
def rulings() -> dict[str, str]:
    """Each ruling ("R6") by its number, marked up as in `sections`."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in (RULES / "RULINGS.md").read_text(encoding="utf-8").splitlines():
        start = _RULING.match(line)
        if start:
            current = found.setdefault(start.group(1), [])
        elif line.startswith("#") or (line.startswith("- ") and current is not None and not line.startswith("  ")):
            current = None
        if current is not None:
            current.append(line)
    return {number: _markup(lines) for number, lines in found.items()}
