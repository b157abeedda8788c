"""A game at the screen: the session and whose secrets may be shown (R25), the computers' turns,
opening a saved game, watching computers play, the past rebuilt for History, and the guided
first game."""
