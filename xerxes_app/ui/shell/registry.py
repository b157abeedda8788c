"""The window's screens by name (scenes/start.py names them all): each screen's module is
imported when it is first opened, not when the app starts, so that the title screen comes up
without loading the table, the computers, the network and the review behind the other screens."""

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
