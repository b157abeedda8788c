"""The turn watcher: `xerxes --turn-watcher`, a small process started at login that tells the
player when it is their turn in a network game while the app is closed.

- `autostart.py`: its place among what the desktop starts at login, made and taken away.
- `aside.py`: the app holds it aside while the app runs; it comes back when the app closes.
- `notices.py`: the desktop's notification, whose click opens the app at the game.
- `following.py`: the games of the tickets, followed on one connection a server.
- `process.py`: the process itself, from its start to its end.

No pygame here, nor anything that imports it: the watcher has no window, and its memory is a
fraction of the app's.
"""
