"""Whole games of Xerxes played with the mouse alone, from the title screen to the winner.

The clicker reads where things are drawn (`targets()`) and posts presses and releases through
the real event loop; it never calls the engine to act. After every frame a watcher checks R25:
a private view (a hand) appears only after a hand-off screen or the table's veil for that very
player.
"""

import pytest

from tools.autoplay import Clicker
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.scenes.hand_off import HandOff

from ..table_at import HandOffWatch


@pytest.mark.parametrize("players, seed", [(2, 11), (4, 5)])
def test_a_whole_game_by_clicks(app, players, seed):
    watch = HandOffWatch()
    clicker = Clicker(app, seed, on_frame=watch)
    clicker.frames(2)
    clicker.new_game(players, seed)
    assert isinstance(app.top, HandOff), "the first hand is shown only after a hand-off"
    play = app.top.play
    assert play.state.seed == seed, "the seed typed in is the game's seed"
    clicker.play_to_end()
    assert isinstance(app.top, GameOver)
    state = play.state
    assert state.is_over and len(state.standings) == players
    # Every seat chose its discards behind a hand-off, and played its turns in private, its hand
    # veiled until it asked.
    for seat in range(players):
        assert ("SetupChoice", seat) in watch.private_views
        assert ("Table", seat) in watch.private_views
    assert watch.hand_offs >= players and watch.veils >= players * 7
    # The engine recorded every command, all given by clicks.
    assert len(play.session.commands) > players * 7 * 2
    assert clicker.clicks > len(play.session.commands)
    # The game over screen leads back to a new game.
    clicker.click("new game")
    assert type(app.top).__name__ == "NewGame"
