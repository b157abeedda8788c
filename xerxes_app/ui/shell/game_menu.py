"""The game's menu, opened by Escape where there is nothing to cancel: the hand-off screen, a
choice that cannot be put off, the table itself. Back to the game, the rules, the game's own
choices (a network game's seats and code), or leaving (the game is already saved; a hosted
network game asks first). It shows nothing private, so it may open over the hand-off (R25).
A dialog (dialog.py) whose choices stand in a column; Escape goes back to the game."""

from __future__ import annotations

from ..looks.language import words
from .dialog import Dialog, dialogs

CHOICES = (("resume", "menu.resume"), ("rules", "title.rules"), ("leave", "menu.leave"))  # ids of the catalogue


def open_menu(app, play) -> Dialog:
    """The menu for the game `play`, unless it is up already."""
    for menu in dialogs(app, "menu"):
        return menu
    choices = CHOICES[:2] + tuple(play.menu_choices) + CHOICES[2:]

    def chosen(key: str) -> None:
        state = play.state
        if key == "rules":
            app.push(app.registry["rules"](app, phase=state.phase, solo=state.is_solo))
        elif key == "leave":
            play.leave()
        elif key != "resume":
            play.choose(key)

    return Dialog(app, "menu", words("menu.title"), "", [(key, words(text)) for key, text in choices], default="resume",
                  escape="resume", width=380, column=True, on_answer=chosen)
