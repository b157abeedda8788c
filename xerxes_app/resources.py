"""Where the app's own files are, however it was installed: from a checkout (`scripts/play`), a
wheel (`pip install`, `pipx`) or a one-folder bundle. They are package data, found with
importlib.resources, never by a path relative to the checkout: the top-level `assets/` folder is
the package `xerxes_app.assets`, and `saves/`, the example games, `xerxes_app.saves`."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from . import __version__ as VERSION


def _folder(package: str) -> Path:
    """The package's folder on disk, as pygame opens files by path. Every way of installing the
    app puts it on disk; a bundle's package is a multiplexed path, whose files are real ones."""
    return Path(files(package).joinpath("__init__.py")).parent


ASSETS = _folder("xerxes_app.assets")
EXAMPLE_SAVES = _folder("xerxes_app.saves")
ICONS = ASSETS / "icons"
