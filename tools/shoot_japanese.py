"""Screenshots in Japanese: the settings, the title, the table mid-game, a campaign choice, the rules and game
over, with the language chosen in Settings as a player would (`-ja` after each name)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from xerxes_app.rules import ResolveCampaign, legal_commands
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table
from .autoplay import Clicker
from .shots import ShotMixer, save_shot, shoot_campaign_choice


def shoot_japanese(folder: Path, size: tuple[int, int], players: int = 4, seed: int = 7) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-ja-"))
    app = start(size, own / "saves", own / "config", mixer=ShotMixer())
    clicker = Clicker(app, seed)
    clicker.frames(3)
    clicker.click("settings")
    clicker.click(("language", "ja"))
    save_shot(app, folder, "settings-ja")
    clicker.click("back")
    save_shot(app, folder, "title-ja")
    clicker.new_game(players, seed)
    campaign_shot = table_shot = False
    while not app.top.play.state.is_over:
        top = app.top
        state = top.play.state
        if isinstance(top, Table) and top.confirming is None and top.veiled_for() is None:
            campaigns = [c for c in legal_commands(state) if isinstance(c, ResolveCampaign)]
            if campaigns and not campaign_shot:
                shoot_campaign_choice(app, clicker, folder, campaigns[0], "campaign-choice-ja")
                campaign_shot = True
            if state.year >= 4 and state.phase == "build" and not table_shot:
                clicker.click(("button", "log"))
                save_shot(app, folder, "table-ja")
                clicker.click(("button", "log"))
                table_shot = True
        clicker.decide()
    save_shot(app, folder, "game-over-ja")
    app.push(app.registry["rules"](app))
    save_shot(app, folder, "rules-ja")
