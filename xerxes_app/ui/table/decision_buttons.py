"""Pass and the ability's button, as the game stands: Pass's words for the phase, the ability's
satrap, each one's tooltip, and their look when they cannot be used now, when they stay
clickable, to say why (refusals.py). A watched table has neither (layout.py)."""

from __future__ import annotations

from ...rules import ABILITY_COMMANDS, Pass
from ..looks.language import term, words
from . import tooltips
from .layout import PASS_WORDS


def refresh(table) -> None:
    wid, play = table.widgets, table.play
    state = play.state
    wid["pass"].set_text(words(PASS_WORDS.get(state.phase, "table.pass")))
    wid["pass"].change_object_id(None if any(isinstance(c, Pass) for c in table.legal) else "#unavailable")
    seat = play.viewer
    satrap = state.content.satraps[state.players[seat].satrap] if seat is not None else None
    wid["ability"].set_text(words("table.use_ability") if satrap is None else words("table.ability_of", satrap=term(satrap.name)))
    for name, tip in tooltips.button_tips(play, table.legal, table.mine()).items():
        wid[name].set_tooltip(tip)
    wid["ability"].change_object_id(None if any(isinstance(c, ABILITY_COMMANDS) for c in table.legal) else "#unavailable")
