"""Undo in a network game, against a server on 127.0.0.1: a seat takes back only its own decision,
before anyone else has the game; a computer on the server answers for itself, so once the decision
passed to it the person's decision stands (unlike at a table on one computer, where the computers'
decisions are taken back with the person's), and the seat is told why."""

from __future__ import annotations

from xerxes_app.rules import PlaceWorker, legal_commands
from xerxes_app.rules.reveals import EVENT
from xerxes_app.session import DECIDED, NoUndo

from .helpers import ServerThread, wait_for
from .test_network_games import FAST, start_game


def test_a_decision_stands_once_a_computer_on_the_server_has_answered(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        players, code = start_game(server, ["human", "easy"], seed=5, arranged=True)
        ann = players[0]
        game = ann.game
        # Ann's setup discards, by her computer, until her first worker is hers to place.
        wait_for(lambda: game.state.phase == "placement" and game.deciding == 0,
                 also=lambda: ann.step() if game.state.phase == "setup" else ann.read())
        count = len(game.commands)
        place = next(c for c in legal_commands(game.state) if isinstance(c, PlaceWorker))
        game.apply(place)
        wait_for(lambda: len(game.commands) == count + 2 and game.deciding == 0, also=ann.read)
        assert game.why_no_undo(0) == NoUndo(DECIDED, 1), "the computer on the server answered: Ann's worker stands"
        assert server.call(lambda: server.server.rooms[code].session.why_no_undo(0)) == NoUndo(DECIDED, 1)
        ann.refusals.clear()
        game.undo(0)
        wait_for(lambda: ann.refusals, also=ann.read)
        assert ann.refusals[-1]["kind"] == "cannot_undo" and len(game.commands) == count + 2
        # Her second worker, and the computer's last: the event is revealed, and says so.
        game.apply(next(c for c in legal_commands(game.state) if isinstance(c, PlaceWorker)))
        wait_for(lambda: game.state.event >= 0 and game.deciding == 0, also=ann.read)
        assert game.why_no_undo(0) == NoUndo(EVENT, 1)
        assert server.server.crashes == 0
        for player in players:
            player.close()
