"""Xerxes (AlcyonCreative, 2018) as a desktop board game.

- `rules/`: the rules engine, pure Python, no pygame; every command goes through it.
- `session.py`: a game and who sits in each seat, with undo and redo.
- `bots/`, `sim/`: the computer players, and many games played headless.
- `saving/`: saves, the autosave, settings and the solo record on disk.
- `ui/`: the frontend on pygame-ce and pygame-gui; `app.py` starts it.
"""

import os

# The app's version, written once, here: pyproject.toml reads it (its `dynamic` version), and the
# app shows it without reading the installed metadata, which would cost every start 25 ms.
__version__ = "0.2.0"

# The window's class on X11, which the desktop entry names as StartupWMClass, and its app id on
# Wayland, the desktop entry's own name (desktop_entry.py): docks show the window with Xerxes's
# icon and group it with its menu entry, however the app was started.
WINDOW_CLASS = "Xerxes"
APP_ID = "xerxes"

# Set here, when any part of the app is first imported, because they must come before pygame is
# imported (its greeting on stdout, at every start) and before SDL's video starts (Wayland reads
# the app id then): true of every way in, `xerxes`, `python -m xerxes_app`, the bundle, a test.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
