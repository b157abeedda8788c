"""A game's name over the real protocol on 127.0.0.1: the name a create frame gives is in the
game frame of every seat and watcher and in a look, kept in the game's document and served again
after a restart; a game made without one (as before names) has none, its code standing for it;
a name that cannot be one is refused in words, and no game is made."""

from __future__ import annotations

import pytest

from xerxes_app.names import GAME_NAME_MAX
from xerxes_app.net.protocol import refusal_text
from xerxes_app.net.rooms import load_room
from xerxes_app.rules import SaveError

from .helpers import Addresses, Player, ServerThread, ask, wait_for
from .test_network_games import FAST
from .test_watchers import SEATS, create, watcher_of


def test_the_hosts_name_reaches_every_seat_and_watcher_and_is_kept_with_the_game(tmp_path):
    with ServerThread(tmp_path, **FAST) as server:
        ann = Player(server.port, 1)
        code = create(ann, SEATS, watch=True, name="  Ann's Tuesday game ")
        bo = Player(server.port, 2)
        bo.join(code, 1, "Bo")
        cy = watcher_of(server.port, code)
        wait_for(lambda: bo.game.ready and cy.game.ready, also=lambda: (bo.read(), cy.read()))
        assert [player.game.name for player in (ann, bo, cy)] == ["Ann's Tuesday game"] * 3  # trimmed, as a seat's
        with Addresses().connect(server.port, "127.0.0.5") as socket:
            assert ask(socket, {"type": "look", "code": code})["name"] == "Ann's Tuesday game"
        saved = server.snapshot(code)
        unnamed = create(Player(server.port, 3), SEATS)  # as every game was made before names
        assert server.snapshot(unnamed)["network"]["name"] is None
    assert saved["network"]["name"] == "Ann's Tuesday game" and load_room(saved).name == "Ann's Tuesday game"
    before_names = {**saved, "network": {k: v for k, v in saved["network"].items() if k != "name"}}
    assert load_room(before_names).name is None  # no migration: missing means the code
    with pytest.raises(SaveError, match="name"):
        load_room({**saved, "network": {**saved["network"], "name": "\x00"}})
    with ServerThread(tmp_path, **FAST) as again:  # served again from its file: the same name
        with Addresses().connect(again.port, "127.0.0.6") as socket:
            assert ask(socket, {"type": "look", "code": code})["name"] == "Ann's Tuesday game"


@pytest.mark.parametrize("name", ["", "   ", "x" * (GAME_NAME_MAX + 1), "Ann\x00", "Ann\u202e", 7, ["Ann"]])
def test_a_name_that_cannot_be_a_games_is_refused_in_words(tmp_path, name):
    with ServerThread(tmp_path, **FAST) as server:
        with Addresses().connect(server.port, "127.0.0.7") as socket:
            refused = ask(socket, {"type": "create", "seats": SEATS, "name": name})
        assert server.call(lambda: len(server.server.rooms)) == 0
    assert (refused["type"], refused["kind"], refused["message"]) == ("refused", "game_name", "net.game_name")
    assert refusal_text(refused) == (f"A game's name is 1 to {GAME_NAME_MAX} characters that can be shown, "
                                     "with no control characters.")
