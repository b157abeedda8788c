"""Opening the app on its title screen, with every screen registered by name: the one module
that knows them all, so that no screen imports another to open it or go back to it."""

from __future__ import annotations

import os

from ...saving import config_folder, save_folder
from ...saving.sessions import sign_in_from
from ..looks.language import said, words
from ..shell.app_window import AppWindow, on_screen
from ..shell.keeper import Keeper
from ..shell.log_file import open_log
from ..shell.dialog import notice

# Each screen by its name, and where it is. An entry gives the scene to push, or None when it put
# up screens itself (Continue opens the game's own). Imported when first opened, or one a frame once
# the title screen is up (registry.py).
SCREENS = {name: f"xerxes_app.ui.{place}" for name, place in {
    "title": "scenes.title:Title",
    "new game": "scenes.new_game:NewGame",
    "host": "scenes.host_scene:HostGame",
    "lobby": "scenes.lobby:Lobby",
    "join": "scenes.join_scene:JoinScene",
    "network games": "scenes.network_games:NetworkGames",
    "open tables": "scenes.open_tables:OpenTables",
    "sign in": "scenes.sign_in_scene:SignIn",
    "account": "scenes.account_scene:AccountScene",
    "rules": "scenes.rules_scene:Rules",
    "continue": "game.continuing:resume",
    "load": "scenes.load_scene:LoadScene",
    "settings": "scenes.settings_scene:SettingsScene",
    "solo": "scenes.solo_scene:Solo",
    "records": "scenes.records_scene:Records",
    "tutorial": "game.tutorial:start_tutorial",
    "table": "table.table:Table",
    "setup choice": "scenes.setup_choice:SetupChoice",
    "hand off": "scenes.hand_off:HandOff",
    "history": "scenes.history_scene:HistoryScene",
    "game over": "scenes.game_over:GameOver",
    "solo over": "scenes.solo_over:SoloOver",
    "review": "scenes.review_scene:ReviewScene",
    "turning point": "scenes.turning_point:TurningPoint",
    "reviews": "scenes.reviews_scene:KeptReviewsScene",
}.items()}


def start(size: tuple[int, int] | None = None, save_dir: str | os.PathLike[str] | None = None,
          config_dir: str | os.PathLike[str] | None = None, mixer=None, last_ended_badly: bool = False) -> AppWindow:
    """The app on its title screen. `size` None opens the window as the settings say; the
    folders default to $XERXES_SAVE_DIR and $XERXES_CONFIG_DIR, else the user's own. `mixer`
    stands in for the sound device (sound/mixer.py), for tests. `last_ended_badly`: the app's
    last session did not end cleanly (shell/mishaps.py), said once on the title screen."""
    keeper = Keeper(save_folder(save_dir), config_folder(config_dir))
    sign_in_from(keeper.config_dir)  # the app's connections sign in by the sessions kept there
    log = open_log(keeper.config_dir)
    settings = keeper.settings
    app = AppWindow(size or on_screen(settings.window_size), keeper, fullscreen=size is None and settings.fullscreen, mixer=mixer)
    app.registry.places.update(SCREENS)
    app.watch_turns = watch_turns
    app.push(app.registry["title"](app))
    if keeper.settings_problem:
        notice(app, words("settings.title"), said(keeper.settings_problem))
    if keeper.shared_folder:
        notice(app, words("title.load"), said(keeper.shared_folder))
    if last_ended_badly:
        notice(app, words("problem.ended_badly_title"), words("problem.ended_badly", log=str(log)))
    return app


def watch_turns(app):
    """Whose turn it is in the player's network games, followed from the third frame on."""
    from ..game.turn_watch import TurnWatch

    return TurnWatch(app)
