"""Screenshots of watchers who see what players see, in English and in Japanese (`-ja`): Host
with watchers who may watch and speak; a watcher's table in a game with clocks, the running clock,
who is here and who is away on the mats, the watcher's own line marked as a watcher's; Network
games with the watched game kept, marked watching.

Every server here listens on 127.0.0.1 only; the players are clients in this process, each
playing its seat by a Normal computer from its own view (shoot_talk.py).

    python -m tools.shoot_watchers DIR
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from xerxes_app.net import hosting
from .shoot_network import _frames_until
from .shoot_talk import LOOPBACK, SEATS, Elsewhere
from .shots import app_speaking, in_both_languages, save_shot


def shoot_watching(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-watchers-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK)
    app, clicker, end = app_speaking(language, size, own)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("watch")
    clicker.click("watch")  # none, may watch, may watch and speak
    save_shot(app, folder, f"watchers-host{end}")
    clicker.click("back")
    clicker.click("back")
    darius, atossa = Elsewhere(server.port, 1), Elsewhere(server.port, 2)
    darius.connection.send({"type": "create", "seats": SEATS, "arranged": True, "watch": "speak", "clock": "5m"})
    _frames_until(clicker, lambda: darius.step() or darius.game is not None)
    code = darius.game.code
    atossa.join(code, 1, "Atossa")
    clicker.find_game(server.port, code)
    _frames_until(clicker, lambda: "watch" in app.top.targets())
    clicker.type_into("name", "Cyrus")
    clicker.click("watch")

    def both() -> None:
        darius.step()
        if darius.game.watchers and len(darius.game.commands) < 9:
            atossa.step()  # some moves, then Atossa leaves her table: away, her clock running
        elif len(darius.game.commands) >= 9 and atossa.connection is not None:
            atossa.connection.close()
            atossa.connection = None

    _frames_until(clicker, lambda: both() or (hasattr(app.top, "play") and len(app.top.play.session.commands) >= 9
                                              and not all(app.top.play.session.presence)), seconds=60)
    play = app.top.play
    clicker.type_into(("talk", "entry"), "Well played, both")
    clicker.click(("talk", "say"))
    _frames_until(clicker, lambda: darius.step() or len(play.session.talk) == 1)
    clicker.frames(3)
    save_shot(app, folder, f"watchers-table{end}")
    clicker.click(("button", "menu"))  # left: kept in Network games, watching
    clicker.click("load")
    clicker.click("network")
    save_shot(app, folder, f"watchers-games{end}")
    darius.connection.close()
    server.stop()


def shoot_watchers(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_watching)


if __name__ == "__main__":
    shoot_watchers(Path(sys.argv[1]))
