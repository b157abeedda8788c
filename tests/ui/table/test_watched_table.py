"""A game of computers alone, watched (`xerxes --watch`): its table has no button to decide, take
back or be shown a hand with, and keeps what a watcher uses (the log, History, Rules, the keys,
leaving, and Save as: this game is this computer's to keep). The rows of buttons close up: History
and Log stand at the column's foot, where Pass and the ability stand at a player's table, and the
room above them reaches down to them. A network game watched: tests/ui/scenes/test_watch_and_talk.py."""

from tools.autoplay import Clicker
from xerxes_app.ui.game.watch import watch
from xerxes_app.ui.table.table import Table

from ..table_at import assert_rows_close_up

UNUSABLE = ("pass", "ability", "undo", "redo", "hint", "show hand")
WATCHERS_OWN = ("log", "history", "rules", "keys", "menu", "save as")


def test_a_watched_game_of_computers_has_only_a_watchers_buttons(app):
    clicker = Clicker(app)
    clicker.frames(2)
    watch(app, ["easy", "easy", "easy"], seed=4)
    clicker.frames(2)
    table = app.top
    assert isinstance(table, Table) and table.play.watched
    buttons = {key[1] for key in table.targets() if key[0] == "button"}
    assert not buttons & set(UNUSABLE) and buttons >= set(WATCHERS_OWN)
    assert_rows_close_up(app, table)
    clicker.click(("button", "log"))  # the log opens, as at a player's table
    assert table.log.open and table.widgets["log"].visible
