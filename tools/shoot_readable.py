"""Screenshots of the table mid-game with a full hand, to read its cards by: five Taxation cards
and three Campaign cards in the hand (tools/table_figures.py), the move of the computer before
the person in the strip under the board; in English and Japanese (`-ja`), at 1280 x 720 and
1920 x 1080, at 100 % and 130 % text size (`-130`); at 100 %, the fan's second card pointed at
too (`table-readable-pointed…`).

    python -m tools.shoot_readable DIR
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from xerxes_app.ui.scenes.start import start
from .autoplay import Clicker
from .table_figures import SIZES, to_full_hand
from .shoot_text import point_at
from .shots import ShotMixer, each_look, save_shot


def shoot_readable(folder: Path, seed: int = 7) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-readable-"))
    app = start(SIZES[0], own / "saves", own / "config", mixer=ShotMixer())
    clicker = Clicker(app, seed, answer_questions=False)
    clicker.frames(2)
    for tail in each_look(app, SIZES):
        table = to_full_hand(app, clicker)
        point_at(app, (2, 2))
        save_shot(app, folder, f"table-readable{tail}")
        if not tail.endswith("-130"):  # the fan's second card pointed at: open whole, and shown enlarged beside
            card = table.hand[1][2]
            point_at(app, (card.left + 6, card.centery))
            save_shot(app, folder, f"table-readable-pointed{tail}")
        app.back_to("title")
    app.keeper.close()


if __name__ == "__main__":
    shoot_readable(Path(sys.argv[1]))
