"""Screenshots of a review, for `scripts/screenshots`: a 4-player game one person played against
three Normal computers, reviewed at the app's own budget; the Review screen with its turning
points, the first turning point on the board with both moves marked, and the charts with the
win-chance line, in English and in Japanese (`-ja`)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from xerxes_app.review import Review, Reviewing
from xerxes_app.saving.reviews import save_review
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.table.hit_test import first_click
from xerxes_app.ui.table.ring import BOARD_PLACES
from .reviewed_games import finished_game
from .shots import app_speaking, save_shot


def reviewed_game(players: int = 4, seed: int = 1) -> Review:
    session, first = finished_game(players, seed)
    review = Review(session)
    reviewing = Reviewing(review, first)
    reviewing.start()
    while reviewing.running:
        reviewing.update()
    return review


def marked(scene) -> int:
    """The first turning point whose two moves both have a place on the board (workers, buildings)."""
    for i, verdict in enumerate(scene.rows):
        if all(first_click(choice.command) is not None and first_click(choice.command)[0] in BOARD_PLACES
               for choice in (verdict.mine, verdict.best)):
            return i
    return 0


def shoot_review(folder: Path, size: tuple[int, int], seed: int = 1) -> None:
    review = reviewed_game(seed=seed)
    for language in ("en", "ja"):
        own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-review-"))
        save_review(own / "saves", review)  # kept already, as after a review run to its end
        app, clicker, suffix = app_speaking(language, size, own, seed)
        Play(app, review.session).show_next()
        clicker.frames(2)
        save_shot(app, folder, f"game-over-review{suffix}")
        clicker.click("review")
        clicker.frames(2)
        save_shot(app, folder, f"review{suffix}")
        clicker.click(("point", marked(app.top)))
        clicker.frames(2)
        save_shot(app, folder, f"turning-point{suffix}")
        clicker.click("back")
        clicker.click("back")
        clicker.click("charts")
        clicker.click("chances")
        clicker.frames(2)
        save_shot(app, folder, f"charts-win-chance{suffix}")


if __name__ == "__main__":  # the review's shots alone: python -m tools.shoot_review DIR
    import sys

    shoot_review(Path(sys.argv[1]), (1280, 720))
