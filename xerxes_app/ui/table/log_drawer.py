"""The table's log: a drawer over the mats, opened and closed by its button. Each player reads
only the entries their seat may (R25), with the computers' public reasons beside theirs."""

from __future__ import annotations

from ...rules import view_for
from ..looks.language import current, words
from ..looks.log_text import log_html

LOG_ENTRIES = 40  # laying out a UITextBox's text costs about 1 ms a line


class LogDrawer:
    def __init__(self, play):
        self.play = play
        self.open = False
        self.box = None  # the text box and the button that opens it, made by the table's layout
        self.button = None
        self._shown: tuple = ()

    def entries(self) -> list:
        """The log as the player on screen may read it: the public entries, and their own."""
        seat = self.play.viewer
        if seat is None:
            return [entry for entry in self.play.state.log if entry.seat is None]
        return view_for(self.play.state, seat).log

    def last_news(self, label) -> str:
        """The newest entry, for the line under the banner (`label`): cut short with "…" where it
        is longer than the line (the drawer has it whole), as the game's first entry, naming
        every satrap in turn order, is at the largest text size."""
        log = self.entries()
        news = log[-1].words(current()) if log else ""
        room = label.rect.width - 8
        while news and label.font.size(news)[0] > room:
            news = news[:-2] + "…"
        return news

    def update(self) -> None:
        """Write the newest entries into the box, when anything changed (a computer's reason
        arrives just after its decision). A shut drawer holds nothing: laying out its text costs
        about 1 ms a line, which every click would pay for a drawer nobody reads."""
        if not self.open:
            if self._shown != ():
                self.box.set_text("")
                self._shown = ()
            return
        reasons = self.play.reasons
        key = (len(self.play.state.log), self.play.viewer, len(reasons.kept))
        if key == self._shown:
            return
        self._shown = key
        self.box.set_text(log_html(self.entries()[-LOG_ENTRIES:], reasons.reason_for))

    def refresh(self, bottom: int) -> None:
        """The drawer, open or shut, ending at `bottom`: above "show my hand" while the hand is
        veiled, so neither covers the other; at the hand's foot once it is shown."""
        rect = self.box.rect
        if rect.bottom != bottom:
            self.box.set_dimensions((rect.width, bottom - rect.top))
        self.update()
        self.box.show() if self.open else self.box.hide()
        self.button.set_text(words("table.close_log" if self.open else "table.log"))

    def laid_out(self, box, button) -> None:
        """A new text box and button, for a new layout: written afresh."""
        self.box, self.button = box, button
        self._shown = ()
