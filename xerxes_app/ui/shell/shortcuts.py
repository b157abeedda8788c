"""The keyboard's shortcuts, in a window of their own: opened by F1 or ? on any screen, and by a
button on the title screen and the table. The README's list is this one."""

from __future__ import annotations

import html

from ..looks.language import words
from .dialog import Dialog, dialogs

# The keys and what they do, as ids of the catalogue ("keys.tab" and "keys.tab_does").
SHORTCUTS = ("tab", "arrows", "enter", "digits", "escape", "help", "ask", "moves", "mute")


def shortcut_rows(language: str | None = None) -> list[tuple[str, str]]:
    """(keys, what they do) in `language`, the current one unless given."""
    chosen = {} if language is None else {"locale": language}
    return [(words(f"keys.{key}", **chosen), words(f"keys.{key}_does", **chosen)) for key in SHORTCUTS]


def open_shortcuts(app) -> None:
    """Show the list in a dialog (dialog.py), unless it is up already."""
    if dialogs(app, "shortcuts"):
        return
    rows = "".join(f"<b>{html.escape(keys)}</b>: {html.escape(what)}<br>" for keys, what in shortcut_rows())
    Dialog(app, "shortcuts", words("keys.title"), f"{rows}<br><i>{html.escape(words('keys.hint'))}</i>",
           (("close", words("keys.close")),), width=640, on_answer=lambda _: None)  # closing is all


def shortcuts_markdown() -> str:
    """The list as the README's table, in English."""
    rows = ["| keys | what they do |", "|---|---|"]
    rows += [f"| {keys} | {what} |" for keys, what in shortcut_rows("en")]
    return "\n".join(rows)
