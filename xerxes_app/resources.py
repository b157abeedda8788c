"""Where the app's own files are, however it was installed: from a checkout (`scripts/play`), a
wheel (`pip install`, `pipx`) or a one-folder bundle. They are package data, found with
importlib.resources, never by a path relative to the checkout: the top-level `assets/` folder is
the package `xerxes_app.assets`, and `saves/`, the example games, `xerxes_app.saves`."""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path

from . import __version__ as VERSION


@cache
def _folder(package: str) -> Path:
    """The package's folder on disk, as pygame opens files by path. Every way of installing the
    app puts it on disk; a bundle's package is a multiplexed path, whose files are real ones."""
    return Path(files(package).joinpath("__init__.py")).parent


ASSETS = _folder("xerxes_app.assets")
EXAMPLE_SAVES = _folder("xerxes_app.saves")
ICONS = ASSETS / "icons"
FONTS = ASSETS / "fonts"
# Noto Sans JP, the face of every word in Japanese, is read where pygame-gui installs it: the
# same two files, byte for byte, that the app was laid out with (tests/ui/looks/test_translations.py),
# so the app carries them once. Their licence is the app's (assets/fonts/NotoSansJP-LICENCE.txt).
PYGAME_GUI_FONTS = {"NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"}


def font_file(name: str) -> Path:
    """A face by its file's name: Cardo and Lato from the app's fonts, Noto Sans JP pygame-gui's."""
    return (_folder("pygame_gui.data") if name in PYGAME_GUI_FONTS else FONTS) / name
