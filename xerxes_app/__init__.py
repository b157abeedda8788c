"""Xerxes (AlcyonCreative, 2018) as a desktop board game.

- `rules/`: the rules engine, pure Python, no pygame; every command goes through it.
- `session.py`: a game and who sits in each seat, with undo and redo.
- `bots/`, `sim/`: the computer players, and many games played headless.
- `saving/`: saves, the autosave, settings and the solo record on disk.
- `ui/`: the frontend on pygame-ce and pygame-gui; `app.py` starts it.
"""
