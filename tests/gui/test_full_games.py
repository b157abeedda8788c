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
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.table.table import Table


class HandOffWatch:
    """R25: whoever's secrets are on screen was the last player handed the screen, by a hand-off
    screen or by the table's veil over their hand; while veiled, nothing private is drawn."""

    def __init__(self):
        self.handed_to = None
        self.hand_offs = 0  # full-screen hand-offs
        self.veils = 0  # the table veiled for the next person, the board in view
        self.private_views = set()

    def __call__(self, app):
        top = app.top
        if isinstance(top, HandOff):
            if self.handed_to != top.seat:
                self.hand_offs += 1
            self.handed_to = top.seat
            return
        veiled = top.veiled_for() if isinstance(top, Table) else None
        if veiled is not None:
            assert top.private_seat() is None and top.hand == [] and top.confirming is None
            assert top.choosing is None, "no private choice is offered behind the veil"
            assert top.play.news == [], "what happened since shows with the hand, not before"
            assert "only you see this" not in top.widgets["log"].html_text
            if self.handed_to != veiled:
                self.veils += 1
            self.handed_to = veiled
            return
        seat = top.private_seat()
        if seat is None:
            return
        assert seat == self.handed_to, f"{type(top).__name__} shows seat {seat}'s secrets after a hand-off to {self.handed_to}"
        self.private_views.add((type(top).__name__, seat))
        player = top.play.state.players[seat]
        if isinstance(top, Table):
            for kind, card, _ in top.hand:
                assert card in (player.tax_hand if kind == "tax" else player.campaign_hand)
        if isinstance(top, SetupChoice):
            for kind, cards in top.rows.items():
                for card, _ in cards:
                    assert card in (player.tax_hand if kind == "tax" else player.campaign_hand)


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
