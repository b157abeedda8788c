"""Opening the app on its title screen, with every screen registered by name: the one module
that knows them all, so that no screen imports another to open it or go back to it."""

from __future__ import annotations

import os

from ...saving import config_folder, save_folder
from ..game.continuing import resume
from ..game.tutorial import start_tutorial
from ..looks.language import said, words
from ..shell.app_window import AppWindow, on_screen
from ..shell.keeper import Keeper
from ..shell.log_file import open_log
from ..shell.notice import notice
from ..table.table import Table
from .game_over import GameOver
from .hand_off import HandOff
from .history_scene import HistoryScene
from .host_scene import HostGame
from .join_scene import JoinScene
from .load_scene import LoadScene
from .lobby import Lobby
from .network_games import NetworkGames
from .new_game import NewGame
from .records_scene import Records
from .review_scene import ReviewScene
from .reviews_scene import KeptReviewsScene
from .rules_scene import Rules
from .settings_scene import SettingsScene
from .setup_choice import SetupChoice
from .solo_over import SoloOver
from .solo_scene import Solo
from .title import Title
from .turning_point import TurningPoint

# Each screen by its name. An entry returns the scene to push, or None when it put up screens
# itself (Continue opens the game's own).
SCREENS = {
    "title": Title,
    "new game": NewGame,
    "host": HostGame,
    "lobby": Lobby,
    "join": JoinScene,
    "network games": NetworkGames,
    "rules": Rules,
    "continue": resume,
    "load": LoadScene,
    "settings": SettingsScene,
    "solo": Solo,
    "records": Records,
    "tutorial": start_tutorial,
    "table": Table,
    "setup choice": SetupChoice,
    "hand off": HandOff,
    "history": HistoryScene,
    "game over": GameOver,
    "solo over": SoloOver,
    "review": ReviewScene,
    "turning point": TurningPoint,
    "reviews": KeptReviewsScene,
}


def start(size: tuple[int, int] | None = None, save_dir: str | os.PathLike[str] | None = None,
          config_dir: str | os.PathLike[str] | None = None, mixer=None) -> AppWindow:
    """The app on its title screen. `size` None opens the window as the settings say; the
    folders default to $XERXES_SAVE_DIR and $XERXES_CONFIG_DIR, else the user's own. `mixer`
    stands in for the sound device (sound/mixer.py), for tests."""
    keeper = Keeper(save_folder(save_dir), config_folder(config_dir))
    open_log(keeper.config_dir)
    settings = keeper.settings
    app = AppWindow(size or on_screen(settings.window_size), keeper, fullscreen=size is None and settings.fullscreen, mixer=mixer)
    app.registry.update(SCREENS)
    app.push(Title(app))
    if keeper.settings_problem:
        notice(app, words("settings.title"), said(keeper.settings_problem))
    if keeper.shared_folder:
        notice(app, words("title.load"), said(keeper.shared_folder))
    return app
