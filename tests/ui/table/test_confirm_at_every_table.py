"""A decision asks for confirmation only where undo could not take it back (confirm.py), and a
network game's table asks before exactly the decisions a table at one computer asks before: the
question is put on the seat's own view, as the server sent it, and gives the same answer as on the
whole game."""

from __future__ import annotations

import json

from xerxes_app.bots import make_bot
from xerxes_app.net.views import decode_entries, decode_view, encode_entries, encode_view
from xerxes_app.rules import PlaceWorker, current_player, legal_commands, new_game, situation, view_for
from xerxes_app.session import Seat, Session
from xerxes_app.ui.table.confirm import after_final


def test_a_network_table_asks_before_the_very_decisions_one_computer_asks_before():
    asked = kept = 0
    for players, seed in ((2, 11), (4, 12)):
        seats = [Seat(f"Player {n + 1}") for n in range(players)]
        whole = Session(new_game(players, seed), seats)
        bot = make_bot("normal", seed)
        while not whole.state.is_over:
            seat = current_player(whole.state)
            view = view_for(whole.state, seat)
            sent = json.loads(json.dumps({"state": encode_view(view), "log": encode_entries(view.log)}))
            # What a network table holds: the seat's view off the wire, the commands' count alone.
            remote = Session(decode_view(sent["state"], whole.state.content, decode_entries(sent["log"])), seats,
                             [None] * len(whole.commands))
            for command in legal_commands(whole.state)[:6]:
                here = after_final(whole, command) is not None
                assert (after_final(remote, command) is not None) == here, (whole.state.phase, command)
                asked += here
                kept += not here
            whole.apply(bot.choose(view, seat))
    assert asked and kept  # both kinds met: some decisions ask, some do not


def test_a_worker_placed_passes_the_turn_so_undo_cannot_take_it_back_at_one_computer_either():
    session = Session(new_game(2, 3), [Seat("Ann"), Seat("Bo")])
    bot = make_bot("normal", 3)
    while session.state.phase != "placement":
        session.apply(bot.choose(session.state, current_player(session.state)))
    place = next(c for c in legal_commands(session.state) if isinstance(c, PlaceWorker))
    assert after_final(session, place) is not None


def test_against_computers_a_worker_placed_is_asked_about_only_where_they_play_on_a_server():
    """At one computer undo takes the worker back with the computers' answers: nothing to ask. A
    network table's computers answer on the server, for themselves: there it is asked."""
    state = situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement")
    seats = [Seat("Ann"), Seat("Computer", "easy")]
    assert after_final(Session(state.clone(), seats), PlaceWorker("Thracia")) is None
    assert after_final(Session(state.clone(), seats, computers_here=False), PlaceWorker("Thracia")) is not None
