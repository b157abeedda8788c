"""Screenshots of the table's help, for `scripts/screenshots`: a tooltip on a building, the rules
of the phase at hand with a search typed in, and the history stepped back to an earlier year's
campaign phase."""

from __future__ import annotations

from pathlib import Path

import pygame

from .autoplay import Clicker
from xerxes_app.ui.scenes.history_scene import HistoryScene

SEARCHED = "wheat"
HISTORY_YEARS_BACK = 2


def _save(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def shoot_help(app, clicker: Clicker, folder: Path) -> None:
    """From the table of the player deciding; back at that table afterwards."""
    table = app.top
    state = table.play.state
    # A building not yet built, so its tooltip tells what is missing.
    name = next((b.name for b in state.content.buildings if state.built_by[b.index] < 0), state.content.buildings[0].name)
    pos = table.board.building_rects[state.content.building_index[name]].center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.step(0.3)  # past the tooltip's delay
    _save(app, folder, "tooltip")
    clicker.click(("button", "rules"))
    _save(app, folder, "rules-phase")
    clicker.click("search")
    for char in SEARCHED:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    clicker.frames(2)
    _save(app, folder, "rules-search")
    clicker.click("back")
    clicker.click(("button", "history"))
    history = app.top
    assert isinstance(history, HistoryScene)
    # The campaign phase's start of an earlier year: workers out, the event revealed.
    wanted = (max(1, state.year - HISTORY_YEARS_BACK), "campaign")
    while history.index > 0 and (history.steps[history.index].year, history.steps[history.index].phase) != wanted:
        clicker.click("earlier")
    _save(app, folder, "history")
    clicker.click("back")
