"""The window's screens by name (scenes/start.py names them all): each screen's module is
imported when it is first opened, or, one a frame, once the title screen is up (`load_next`): the
title comes up without loading the table, the computers, the network and the review behind the
other screens, and the player's first click on them does not wait for them either."""

from __future__ import annotations

import importlib
from typing import Callable


class Registry(dict):
    def __init__(self, places: dict[str, str] | None = None):
        """`places`: a screen's name, and where it is, "package.module:name"."""
        super().__init__()
        self.places = dict(places or {})

    def __missing__(self, name: str) -> Callable:
        module, _, attribute = self.places[name].partition(":")
        self[name] = found = getattr(importlib.import_module(module), attribute)
        return found

    def load_next(self) -> None:
        """Import the next screen not imported yet, if any."""
        name = next((name for name in self.places if name not in self), None)
        if name is not None:
            self[name]  # noqa: B018 (__missing__ imports it)
