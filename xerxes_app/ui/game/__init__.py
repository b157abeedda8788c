"""A game at the screen: the session and whose secrets may be shown (R25), the computers' turns,
opening a saved game, watching computers play, and the past rebuilt for History."""
