"""The Host form's last choices, kept in the settings (`host_form`), so that the form opens again as
it was last sent on this computer: the seats (how many, their names, who plays each), the pace,
the clock and the away days, the watchers, and where the game is served. The game's name is not
kept: it follows the host's own name anew each time; nor are the names the form gives by itself
("Player 2", "Computer (Hard)"), which it gives again in the reader's language.

The settings only check that the kept object is small and plain; what each value means is checked
here, against what the form offers: a value it does not know (a damaged file, another version's
choice) leaves that choice as the form starts it, never an error."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...names import SEAT_NAME_MAX, name_problem
from ...net.away_days import CHOICES as AWAY_CHOICES
from ...net.clocks import CLOCKS
from ...net.protocol import watch_choice
from ...session import HUMAN, STRENGTHS
from ..looks.computer_words import computer_name
from ..looks.language import words

OPEN = "open"  # a seat for someone at another computer (net/protocol.py)
KINDS = (HUMAN, OPEN, *STRENGTHS)


def remember(form) -> None:
    """Keep the form's choices as it sends them (a disk that refuses is no reason not to host)."""
    server = None if form.server is None else [form.server[0], int(form.server[1])]
    names = [None if _given(name, seat) else name for seat, name in enumerate(form.names)]
    kept = {"players": form.players, "names": names, "kinds": list(form.kinds), "pace": form.pace.pace,
            "clock": form.pace.clock, "away_days": form.pace.away_days, "watch": form.watch, "listed": form.listed,
            "server": server, "tls": form.tls}
    keeper = form.app.keeper
    keeper.change_settings(replace(keeper.settings, host_form=kept))


def restore(form) -> None:
    """Set the form's choices to those kept, each one the form knows."""
    kept: dict[str, Any] = form.app.keeper.settings.host_form
    if type(kept.get("players")) is int and kept["players"] in (2, 3, 4):
        form.players = kept["players"]
    for seat, (name, kind) in enumerate(zip(_four(kept.get("names")), _four(kept.get("kinds")))):
        if kind in KINDS:
            form.kinds[seat] = kind
        if name_problem(name, SEAT_NAME_MAX) is None:
            form.names[seat] = name
        elif form.kinds[seat] in STRENGTHS:  # a computer's name, as the form gives it
            form.names[seat] = computer_name(form.kinds[seat], form.names[:seat])
    pace = kept.get("pace")
    if pace in CLOCKS:
        form.pace.pace = pace
        if kept.get("clock") in CLOCKS[pace]:
            form.pace.clock = kept["clock"]
    if kept.get("away_days") in AWAY_CHOICES and type(kept["away_days"]) is int:
        form.pace.away_days = kept["away_days"]
    if watch_choice(kept.get("watch")) is not None:
        form.watch = watch_choice(kept["watch"])
    for key in ("listed", "tls"):
        if isinstance(kept.get(key), bool):
            setattr(form, key, kept[key])
    server = kept.get("server")
    if (isinstance(server, list) and len(server) == 2 and isinstance(server[0], str) and server[0].strip()
            and type(server[1]) is int and 0 < server[1] < 65536):
        form.server = (server[0], str(server[1]))


def _given(name: str, seat: int) -> bool:
    """Whether the form gave the name itself: a player's number, a computer's (new_game.py)."""
    return name == words("new.player", number=seat + 1) or name.startswith(words("new.computer_word"))


def _four(values: Any) -> list:
    """One value a seat, for the four seats: none where the list kept has none."""
    values = values if isinstance(values, list) else []
    return (values + [None] * 4)[:4]
