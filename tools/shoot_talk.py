"""Screenshots of watchers and of a word to the table, in English and in Japanese (`-ja`): Host
with watchers allowed; Join offering Watch; a watcher's table some moves in (the board, the mats
and the public log, no hand), the players' lines above the log; a player's table with lines
unread counted on the log's button; the log drawer open above the hand, its lines, set phrases
and field with the characters left; the mute list, one person muted.

Every server here listens on 127.0.0.1 only; the other players are clients in this process,
each playing its seat by a Normal computer from its own view.

    python -m tools.shoot_talk DIR
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from xerxes_app.bots import Bot
from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from .shoot_network import _frames_until
from .shots import app_speaking, in_both_languages, save_shot

LOOPBACK = "127.0.0.1"
SEATS = [{"name": "Darius", "kind": "human"}, {"name": "Atossa", "kind": "open"}]


class Elsewhere:
    """A person at another computer, in this process: a connection and a computer deciding for its seats."""

    def __init__(self, port: int, seed: int):
        self.connection = Connection(LOOPBACK, port)
        self.connection.start()
        self.game: RemoteGame | None = None
        self.bot = Bot("normal", seed)
        self.played: set[tuple[int, int]] = set()
        self.frames: list[dict] = []

    def create(self) -> None:
        self.connection.send({"type": "create", "seats": SEATS, "arranged": True, "watch": True})

    def join(self, code: str, seat: int, name: str) -> None:
        self.game = RemoteGame(self.connection, code)
        self.connection.send({"type": "join", "code": code, "seat": seat, "name": name})

    def step(self) -> None:
        frames = self.connection.poll()
        self.frames += frames
        if self.game is None:
            made = next((f for f in self.frames if f.get("type") == "created"), None)
            if made is None:
                return
            self.game = RemoteGame(self.connection, made["code"])
            frames = self.frames
        self.game.take(frames)
        seat = self.game.deciding if self.game.ready else None
        if seat is not None and (seat, len(self.game.commands)) not in self.played:
            self.played.add((seat, len(self.game.commands)))
            self.game.show(seat)
            self.game.apply(self.bot.choose(self.game.state, seat))


def shoot_watcher(folder: Path, size: tuple[int, int], language: str) -> None:
    """Host with watchers allowed; Join offering Watch; the watcher's table some moves in."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-talk-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK)
    app, clicker, end = app_speaking(language, size, own)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("watch")
    save_shot(app, folder, f"talk-host{end}")
    clicker.click("back")
    clicker.click("back")
    darius, atossa = Elsewhere(server.port, 1), Elsewhere(server.port, 2)
    darius.create()
    _frames_until(clicker, lambda: darius.step() or darius.game is not None)
    code = darius.game.code
    atossa.join(code, 1, "Atossa")
    clicker.find_game(server.port, code)
    _frames_until(clicker, lambda: "watch" in app.top.targets())
    clicker.type_into("name", "Cyrus")
    save_shot(app, folder, f"talk-join-watch{end}")
    clicker.click("watch")

    def both() -> None:
        darius.step()
        if darius.game.watchers and len(darius.game.commands) < 14:
            atossa.step()  # the game goes on some moves, then waits for Atossa
        if darius.game.ready and len(darius.game.commands) == 6 and not darius.game.talk:
            darius.game.say("Welcome, Cyrus!")
            atossa.game.say(phrase="thinking")

    _frames_until(clicker, lambda: both() or (hasattr(app.top, "play") and len(app.top.play.session.commands) >= 14
                                              and len(app.top.play.session.talk) == 2), seconds=60)
    clicker.frames(3)
    save_shot(app, folder, f"talk-watcher{end}")
    app.top.play.link.close()
    for person in (darius, atossa):
        person.connection.close()
    server.stop()


def shoot_table_talk(folder: Path, size: tuple[int, int], language: str) -> None:
    """A player's table, Atossa's: two lines unread on the log's button; the drawer open above
    the hand, lines typed, set phrases, the field and its characters left; the mute list."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-talk-table-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK)
    app, clicker, end = app_speaking(language, size, own)
    darius = Elsewhere(server.port, 1)
    darius.create()
    _frames_until(clicker, lambda: darius.step() or darius.game is not None)
    clicker.find_game(server.port, darius.game.code)
    _frames_until(clicker, lambda: ("seat", 1) in app.top.targets(), each=darius.step)
    clicker.click(("seat", 1))
    clicker.click("take")
    _frames_until(clicker, lambda: hasattr(app.top, "play"), each=darius.step)
    play = app.top.play

    def setup_done() -> bool:
        if isinstance(app.top, SetupChoice) and play.asked is None:
            clicker.decide()
        return play.state.phase == "placement" and play.waiting_for() is None and play.asked is None

    _frames_until(clicker, setup_done, seconds=60, each=darius.step)
    darius.game.say("Good luck! I play by the evening, my time.")
    darius.game.say(phrase="your_turn")
    _frames_until(clicker, lambda: app.top.log.talk.unread() == 2, each=darius.step)
    clicker.frames(3)
    save_shot(app, folder, f"talk-unread{end}")
    clicker.click(("button", "log"))
    clicker.click(("talk", "thinking"))
    _frames_until(clicker, lambda: len(play.session.talk) == 3, each=darius.step)
    darius.game.say(phrase="good_game")
    clicker.type_into(("talk", "entry"), "Thanks, back tonight")
    _frames_until(clicker, lambda: len(play.session.talk) == 4, each=darius.step)
    clicker.frames(3)
    save_shot(app, folder, f"talk-table{end}")
    clicker.click(("talk", "mute"))
    clicker.click(("mute", "Darius"))
    clicker.frames(3)
    save_shot(app, folder, f"talk-mute{end}")
    play.link.close()
    darius.connection.close()
    server.stop()


def shoot_talk(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_watcher, shoot_table_talk)


if __name__ == "__main__":
    shoot_talk(Path(sys.argv[1]))
