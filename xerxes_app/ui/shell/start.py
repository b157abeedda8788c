"""Opening the app on its title screen, with every screen registered by name."""

from __future__ import annotations

import os

from ...saving import config_folder, save_folder
from .app_window import App
from ..game.continuing import resume
from .keeper import Keeper
from .log_file import open_log
from ..scenes.load_scene import LoadScene
from ..scenes.new_game import NewGame
from .notice import notice
from ..scenes.records_scene import Records
from ..game.tutorial import start_tutorial
from ..scenes.rules_scene import Rules
from ..scenes.settings_scene import SettingsScene
from ..scenes.solo_scene import Solo
from ..scenes.title import Title
from ..looks.language import said, words


def start(size: tuple[int, int] | None = None, save_dir: str | os.PathLike[str] | None = None,
          config_dir: str | os.PathLike[str] | None = None, mixer=None) -> App:
    """The app on its title screen. `size` None opens the window as the settings say; the
    folders default to $XERXES_SAVE_DIR and $XERXES_CONFIG_DIR, else the user's own. `mixer`
    stands in for the sound device (sound/mixer.py), for tests."""
    keeper = Keeper(save_folder(save_dir), config_folder(config_dir))
    open_log(keeper.config_dir)
    settings = keeper.settings
    app = App(size or settings.window_size, keeper, fullscreen=size is None and settings.fullscreen, mixer=mixer)
    app.registry["title"] = Title
    app.registry["new game"] = NewGame
    app.registry["rules"] = Rules
    app.registry["continue"] = resume
    app.registry["load"] = LoadScene
    app.registry["settings"] = SettingsScene
    app.registry["solo"] = Solo
    app.registry["records"] = Records
    app.registry["tutorial"] = start_tutorial
    app.push(Title(app))
    if keeper.settings_problem:
        notice(app, words("settings.title"), said(keeper.settings_problem))
    return app
