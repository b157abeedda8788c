"""How long the load screen takes to open with 30 saves and the 6 example games, and to show
the pictures of their boards, at 1280 x 720 on SDL's dummy driver.

- `opening_ms`: the frames of a click on Load, to the load screen drawn: the saves read, the
  screen laid out and drawn, the pictures not yet (by the wall clock, median of the runs).
- `pictures_ms`: from then on, the frames until every picture of the first page and the chosen
  save's larger one are drawn, together (the first time in the app's run also prints the
  board the pictures are drawn on); `pictures_frames`: how many frames that took.
- `again_ms`: the same as `opening_ms`, opening it a second time, every picture it shows kept.

    python -m tools.load_figures [RUNS]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

SAVES = 30


def one_run() -> dict[str, float]:
    from xerxes_app.saving import load, save_as
    from xerxes_app.saving.folders import EXAMPLES_FOLDER
    from xerxes_app.ui.scenes import board_pictures
    from xerxes_app.ui.scenes.start import start
    from tools.autoplay import Clicker

    board_pictures._kept.clear()
    board_pictures._boards.clear()
    folder = Path(tempfile.mkdtemp(prefix="xerxes-load-figures-"))
    (folder / "config").mkdir()
    (folder / "config" / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": "en"}))
    examples = sorted(EXAMPLES_FOLDER.glob("*.json"))
    for i in range(SAVES):
        save_as(folder / "saves", load(examples[i % len(examples)]), f"Saved game {i + 1}")
    app = start((1280, 720), folder / "saves", folder / "config")
    clicker = Clicker(app)
    clicker.frames(3)

    def opening() -> tuple[float, list[float]]:
        """The click's frames, to the load screen drawn; then the frames drawing its pictures."""
        before = len(app.frame_wall_ms)
        clicker.click_at(app.top.targets()["load"].center)
        clicked = len(app.frame_wall_ms)
        screen = app.top
        chosen = [screen.selected]
        while any(board_pictures.picture(entry, screen._card_size()) is None for _, entry in screen.shown()) or \
                board_pictures.picture(chosen[0], screen.big.size) is None:
            clicker.frames(1)
        return sum(app.frame_wall_ms[before:clicked]), app.frame_wall_ms[clicked:]

    first, drawing = opening()
    clicker.click("back")
    again, _ = opening()
    return {"opening_ms": first, "pictures_ms": sum(drawing), "pictures_frames": len(drawing), "again_ms": again}


def figures(runs: int = 3) -> dict[str, float]:
    done = [one_run() for _ in range(runs)]
    return {key: round(statistics.median(run[key] for run in done), 1) for key in done[0]}


if __name__ == "__main__":
    print(json.dumps(figures(int(sys.argv[1]) if len(sys.argv) > 1 else 3), indent=1))
