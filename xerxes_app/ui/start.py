"""Opening the app on its title screen, with every screen registered by name."""

from __future__ import annotations

from .app_window import App
from .new_game import NewGame
from .rules_scene import Rules
from .solo_scene import Solo
from .title import Title


def start(size: tuple[int, int]) -> App:
    app = App(size)
    app.registry["new game"] = NewGame
    app.registry["rules"] = Rules
    app.registry["solo"] = Solo
    app.push(Title(app))
    return app
