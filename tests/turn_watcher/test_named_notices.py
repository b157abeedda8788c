"""The turn watcher's notice calls a game by the name its host gave it, as the app's own does; a
game made before names by its code."""

from __future__ import annotations

from xerxes_app.saving.settings import Settings, save_settings
from xerxes_app.saving.tickets import JOINED, Ticket
from xerxes_app.turn_watcher.following import seats_by_server
from xerxes_app.turn_watcher.notices import turn_words


def test_the_notice_names_the_game_or_else_its_code(tmp_path):
    save_settings(tmp_path, Settings(language="en"))
    named = Ticket(JOINED, "127.0.0.1", 8765, "KXRTMPAC", {1: "t"}, names=("Ann", "Bo"), name="Ann's game")
    unnamed = Ticket(JOINED, "127.0.0.1", 8765, "HJKMNPRT", {1: "u"}, names=("Ann", "Bo"))
    seats = seats_by_server([named, unnamed])[("127.0.0.1", 8765, False)]
    assert [turn_words(tmp_path, seat.title, seat.names) for seat in seats] == [
        ("Xerxes: your turn", "It is your turn in “Ann's game” (Ann, Bo)."),
        ("Xerxes: your turn", "It is your turn in “HJKMNPRT” (Ann, Bo)."),
    ]
