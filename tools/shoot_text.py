"""Screenshots of the words printed on the table at each text size: the table with 2 and 4
players and in solo, a card enlarged under the pointer and one under the keyboard's focus, in English and
Japanese, at 1280 x 720 and 1920 x 1080, at 100 % and 130 % text size (`-ja`, `-130` after each
name). For `scripts/screenshots`, and to look at after any change to the board, mats or cards."""

from __future__ import annotations

import argparse
import tempfile
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.rules import situation
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table
from .autoplay import Clicker
from .shots import ShotMixer

SIZES = ((1280, 720), (1920, 1080))
SATRAPS = ("Lydia", "India", "Babylonia", "Aegyptus")
WORKERS = (("Ionia", "Media"), ("Thracia", "Sogdia"), ("Armenia", "Assyria"), ("Bactria", "Parthia"))


def _position(players: int):
    """Year 3's campaigns: a hand with both kinds of Taxation card, a permanent unit, a building built."""
    seats = [{"satrap": SATRAPS[s], "workers": list(WORKERS[s]), "vp": 2 + 3 * s, "resources": {"gold": 1, "stone": 2}}
             for s in range(players)]
    seats[0].update(tax_hand=[0, 6, 12, 16, 23], campaign_hand=[0, 1, 4])
    seats[1].update(tax_resolved=[14, 20], buildings=["Road"])
    return situation(seats, phase="campaign", event="Fire", year=3)


def _solo():
    """A solo game in year 3 (R20-R22): the AI's pawns, a building closed, the goal's progress."""
    return situation([{"satrap": "India", "workers": ["Thracia", "Armenia"], "tax_hand": [0, 12, 16], "campaign_hand": [0, 1],
                       "tax_resolved": [14]}], phase="campaign", event="Fire", year=3, scenario="easy", tile=2)


def _save(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def shoot_text(folder: Path, seed: int = 7) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-text-"))
    app = start(SIZES[0], own / "saves", own / "config", mixer=ShotMixer())
    clicker = Clicker(app, seed)
    clicker.frames(2)
    for language in ("en", "ja"):
        for percent in (100, 130):
            app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
            for players in (2, 4, 1):
                state = _position(players) if players > 1 else _solo()
                Play(app, Session(state, [Seat(f"Player {s + 1}") for s in range(players)])).show_next()
                while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
                    clicker.decide()
                for size in SIZES:
                    app.resize(size)
                    tail = ("" if language == "en" else "-ja") + ("" if percent == 100 else f"-{percent}")
                    name = f"text-{players}p-{size[0]}x{size[1]}{tail}" if players > 1 else f"text-solo-{size[0]}x{size[1]}{tail}"
                    point_at(app, (2, 2))  # nothing pointed at
                    _save(app, folder, name)
                    _, _, card = app.top.hand[-1]  # the last card: the nearest the board
                    point_at(app, card.center)
                    _save(app, folder, f"{name}-card")
                app.resize(SIZES[0])
    app.keeper.close()


def point_at(app, pos) -> None:
    """The mouse moved to `pos` and rested there past the table's tooltip delay."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.step(0.3)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Screenshots of the words on the table at each text size and language.")
    parser.add_argument("folder", type=Path)
    shoot_text(parser.parse_args().folder)
