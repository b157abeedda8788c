"""Screenshots of the game's own look on every screen: a dialog over the table (Save as), a
confirmation (a decision undo cannot take back), the load screen with a picture of each save's
board (one of them a file it cannot read), and a game of computers watched, its table without a
button a watcher cannot use; in English and Japanese (`-ja`), at 1280 x 720 and 1920 x 1080, at
100 % and 130 % text size (`-130`).

    python -m tools.shoot_looks DIR
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from xerxes_app.saving import load, save_as
from xerxes_app.saving.folders import EXAMPLES_FOLDER
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table
from .autoplay import Clicker
from .shots import ShotMixer, each_look, save_shot
from .table_figures import SIZES, full_hand
from .shoot_text import point_at

SAVES = ("Against three computers", "A close finish", "Tuesday with Ann", "Solo, the normal scenario", "Three on campaign",
         "Before the last move", "Lunch break", "Ann, Bo, Cy and Dan", "Year 5, after the campaigns")  # the examples' in turn


def _own_table(clicker: Clicker) -> None:
    while not (isinstance(clicker.app.top, Table) and clicker.app.top.private_seat() is not None):
        clicker.decide()


def _shoot(app, clicker: Clicker, folder: Path, tail: str) -> None:
    # Two people at one screen: passing the turn to the other person is what undo cannot take
    # back (against computers alone it can, and nothing is asked).
    open_game(app, full_hand(seat=0, kinds=("human", "human", "normal", "normal")))
    _own_table(clicker)
    clicker.click(("button", "save as"))
    clicker.type_into(("save as", "name"), "Year 3, before the campaigns")
    point_at(app, (2, 2))
    save_shot(app, folder, f"dialog-save-as{tail}")
    clicker.click(("save as", "cancel"))
    clicker.click(("button", "pass"))  # done with campaigns: the turn passes, which undo cannot take back
    point_at(app, (2, 2))
    save_shot(app, folder, f"dialog-confirm{tail}")
    clicker.click(("confirm", "cancel"))
    app.back_to("title")
    clicker.click("load")
    clicker.click(("save", SAVES[-1]))  # the newest, on the first page
    for _ in range(40):  # the pictures, a few a frame
        clicker.frames(1)
    point_at(app, (2, 2))
    save_shot(app, folder, f"load-pictures{tail}")
    clicker.click("back")
    open_game(app, full_hand(seat=0, kinds=("easy", "easy", "easy", "easy")))
    clicker.frames(2)
    point_at(app, (2, 2))
    save_shot(app, folder, f"watched-table{tail}")
    app.back_to("title")


def shoot_looks(folder: Path, seed: int = 7) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-looks-"))
    examples = sorted(EXAMPLES_FOLDER.glob("*.json"))
    for i, name in enumerate(SAVES):
        save_as(own / "saves", load(examples[i % len(examples)]), name)
    (own / "saves" / "from a newer app.json").write_text('{"format": "xerxes", "version": 999}')
    app = start(SIZES[0], own / "saves", own / "config", mixer=ShotMixer())
    clicker = Clicker(app, seed, answer_questions=False)
    clicker.frames(2)
    for tail in each_look(app, SIZES):
        _shoot(app, clicker, folder, tail)
    app.keeper.close()


if __name__ == "__main__":
    shoot_looks(Path(sys.argv[1]))
