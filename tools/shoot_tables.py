"""Screenshots of the table with 2, 3 and 4 players at 1280 x 720 and 1920 x 1080, for
`scripts/screenshots`: each a mid-game position played on by clicks to a person's own turn, then
the same table veiled for the next person, the board still in view (R25), and that person's hand
shown with what happened since their last turn; a card of the hand pointed at, shown enlarged;
and Aegyptus's ability chosen on the board."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame

from xerxes_app.rules import situation
from xerxes_app.session import Seat, Session
from .autoplay import Clicker
from .shoot_text import point_at
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table

SIZES = ((1280, 720), (1920, 1080))
SATRAPS = ("Lydia", "India", "Babylonia", "Aegyptus")
WORKERS = (("Ionia", "Media"), ("Thracia", "Sogdia"), ("Armenia", "Assyria"), ("Bactria", "Parthia"))


def _save(app, folder: Path, name: str) -> None:
    if isinstance(app.top, Table):
        app.top.motion.finish()
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def _position(players: int):
    """Year 3's campaigns, every worker out, a few resources and VP on each mat."""
    seats = [{"satrap": SATRAPS[s], "workers": list(WORKERS[s]), "vp": 2 + 3 * s,
              "resources": {"gold": 1 + s % 2, "stone": 2, "wood": s % 3}} for s in range(players)]
    return situation(seats, phase="campaign", event="Fire", year=3)


def shoot_tables(folder: Path, seed: int = 7) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-"))
    app = start(SIZES[0], own / "saves", own / "config")
    clicker = Clicker(app, seed)
    clicker.frames(2)
    for players in (2, 3, 4):
        state = _position(players)
        Play(app, Session(state, [Seat(f"Player {s + 1}") for s in range(players)])).show_next()
        while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
            clicker.decide()
        for width, height in SIZES:
            app.resize((width, height))
            _save(app, folder, f"table-{players}p-{width}x{height}")
            if players == 4 and width == SIZES[0][0]:
                _, _, card = app.top.hand[-1]  # a card pointed at: shown enlarged beside the hand
                point_at(app, card.center)
                _save(app, folder, "table-card")
                point_at(app, (2, 2))
        app.resize(SIZES[0])
        table = app.top
        while table.veiled_for() is None:
            clicker.decide()
        if players == 3:
            _save(app, folder, "table-veiled")
            clicker.decide()  # "show my hand": the hand, and what happened since that player's last turn
            _save(app, folder, "table-news")
    _aegyptus(app, clicker, folder)
    app.keeper.close()


def _aegyptus(app, clicker: Clicker, folder: Path) -> None:
    """Aegyptus's ability: his areas' shields lit on the map, his units beside the board; then
    the units one may become."""
    state = situation([{"satrap": "Aegyptus", "workers": ["Ionia", "Media"]}, {"satrap": "India", "workers": ["Thracia", "Sogdia"]}],
                      phase="campaign", event="Fire", year=2)
    Play(app, Session(state, [Seat("Player 1"), Seat("Player 2")])).show_next()
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
        clicker.decide()
    clicker.click(("button", "ability"))
    _save(app, folder, "ability-aegyptus")
    clicker.click(("area", "Media"))
    _save(app, folder, "ability-aegyptus-unit")
