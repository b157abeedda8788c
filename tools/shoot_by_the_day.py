"""Screenshots of a game by the day, in English and in Japanese (`-ja`): Host with the pace and
the clock chosen; the table of a player who joined, each mat with its clock (the running one
low); an absent player's clock run out, their seat offered to a computer; and the player's own
seat played by a computer since their clock ran out, "Take my seat back" on their mat, the log
marking the computer's moves, and the game over screen counting them.

The server runs in this process on 127.0.0.1, its wall clock a fake one the shots move (days
pass in no time), and the screen counts the clocks on the same fake clock. The other players are
clients in this process, deciding with a Normal computer from their own views.

    python -m tools.shoot_by_the_day DIR
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import threading
import time
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.bots import Bot
from xerxes_app.net.client import Connection
from xerxes_app.net.clocks import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.server import Server, run
from xerxes_app.rules import current_player
from xerxes_app.ui.game import net_clocks
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.shell.dialog import asking
from xerxes_app.ui.table.table import Table
from .autoplay import Clicker
from .shots import app_speaking, in_both_languages, save_shot

LOOPBACK = "127.0.0.1"
HOUR = 3600


class FakeWall:
    """The server's wall clock, and the screen's: moved by the shots, never slept."""

    def __init__(self):
        self.now = time.time()

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def serving(data: Path, wall: FakeWall):
    """A server on 127.0.0.1 on a thread of its own: its port, and the function that stops it."""
    server = Server(data, wall=wall, rate=1000.0, burst=1000,
                    make=lambda kind, seed: Bot(kind, seed, time_limit=0.05, playouts=8))
    ready, box = threading.Event(), {}

    def serve() -> None:
        loop = asyncio.new_event_loop()
        box["loop"], box["stop"] = loop, asyncio.Event()
        loop.run_until_complete(run(server, LOOPBACK, 0, None, box["stop"], lambda port: (box.update(port=port), ready.set())))
        loop.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    ready.wait(10)

    def stop() -> None:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        thread.join(10)
    return box["port"], stop


class WaitingClicker(Clicker):
    """A clicker that, after a click that sent something, lets frames go by until the server's
    answer has arrived, as a player would wait for it."""

    def click_at(self, pos) -> None:
        super().click_at(pos)
        self.settle()

    def answer_question(self) -> None:
        super().answer_question()
        self.settle()

    def settle(self) -> None:
        deadline = time.monotonic() + 10
        while getattr(getattr(self.app.top, "play", None), "asked", None) is not None and time.monotonic() < deadline:
            self.frames(1)
            time.sleep(0.002)


class Other:
    """Another player's computer: one seat, decided by a Normal computer from its own view."""

    def __init__(self, port: int, seat: int, seed: int):
        self.connection = Connection(LOOPBACK, port)
        self.connection.start()
        self.seat, self.bot = seat, Bot("normal", seed)
        self.game: RemoteGame | None = None
        self.done: set[int] = set()
        self.hold = lambda game: False  # whether the player waits, the game as it stands

    def step(self) -> None:
        frames = self.connection.poll()
        for frame in frames:
            if frame.get("type") == "created" and self.game is None:
                self.game = RemoteGame(self.connection, frame["code"])
        if self.game is None:
            return
        self.game.take(frames)
        game = self.game
        if game.ready and not self.hold(game) and game.deciding == self.seat and len(game.commands) not in self.done:
            self.done.add(len(game.commands))
            game.show(self.seat)
            game.apply(self.bot.choose(game.state, self.seat))


def _shot(app, folder: Path, name: str) -> None:
    """The shot, the mouse resting where it points at nothing (no tooltip over the mats, no card
    of the hand opened): the window's top left corner, over the banner."""
    pygame.mouse.set_pos((2, 2))
    app.step()
    save_shot(app, folder, name)


def _frames_until(clicker, ready, others, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise RuntimeError(f"waited in vain on the {type(clicker.app.top).__name__} screen")
        for other in others:
            other.step()
        clicker.frames(1)
        time.sleep(0.005)


def shoot_by_the_day(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-day-"))
    wall = FakeWall()
    net_clocks.now = wall  # the screen counts on the same clock as the server
    port, stop = serving(own / "server", wall)
    darius, roxana = Other(port, 0, 1), Other(port, 2, 2)
    # No away days: a clock run out is time up at once, for the shots of what follows it.
    darius.connection.send({"type": "create", "arranged": True, "pace": "day", "clock": "1d", "away_days": 0,
                            "seats": [{"name": "Darius", "kind": "human"}, {"name": "Atossa", "kind": "open"},
                                      {"name": "Roxana", "kind": "open"}]})
    app, _, end = app_speaking(language, size, own, watcher_offered=False)
    app.keeper.settings = replace(app.keeper.settings, animation_speed="off")  # the event card face up, not turning
    clicker = WaitingClicker(app, 7)
    others = [darius, roxana]
    _frames_until(clicker, lambda: darius.game is not None, others)
    code = darius.game.code
    roxana.game = RemoteGame(roxana.connection, code)
    roxana.connection.send({"type": "join", "code": code, "seat": 2, "name": "Roxana"})
    clicker.find_game(port, code)
    _frames_until(clicker, lambda: ("seat", 1) in app.top.targets(), others)
    clicker.click(("seat", 1))
    clicker.type_into("name", "Atossa")
    clicker.click("take")
    _frames_until(clicker, lambda: hasattr(app.top, "play"), others)
    play = app.top.play
    # The first game by the day here: the turn watcher offered, once (ui/game/watcher_choice.py).
    _frames_until(clicker, lambda: asking(app) is not None, others)
    _shot(app, folder, f"turn-watcher-offer{end}")
    clicker.click_at(asking(app).targets()[("ask", "cancel")].center)

    def atossa_decides() -> bool:
        top = app.top
        if isinstance(top, (SetupChoice, Table)) and play.waiting_for() is None and play.asked is None \
                and play.note() is None and not play.state.is_over:
            clicker.decide()
        return False

    def turn(seat: int) -> bool:
        return isinstance(app.top, Table) and current_player(play.state) == seat and play.asked is None

    # Setup; then Darius, first to place, takes his time: the shot as his decision runs low.
    for other in others:
        other.hold = lambda game: game.state.phase != "setup"
    _frames_until(clicker, lambda: play.state.phase == "placement" and turn(0) or atossa_decides(), others)
    wall.advance(2 * DAY + 20 * HOUR)
    clicker.frames(3)
    _shot(app, folder, f"network-clocks{end}")

    # Darius places, and Atossa; Roxana is away, and her days run out: her seat is offered to a computer.
    darius.hold = roxana.hold = lambda game: False
    roxana.connection.close()
    others = [darius]
    _frames_until(clicker, lambda: turn(2) and not play.session.presence[2] or atossa_decides(), others)
    wall.advance(3 * DAY + 2 * HOUR)
    _frames_until(clicker, lambda: ("button", "hand over") in app.top.targets(), others)
    clicker.frames(3)
    _shot(app, folder, f"network-hand-over{end}")

    # Handed over: a computer plays Roxana's seat. Atossa's own clock runs out, and Darius hands her
    # seat to a computer too: her mat offers it back.
    clicker.click(("button", "hand over"))
    _frames_until(clicker, lambda: turn(1) and play.session.stood_in[2], others)
    darius.hold = lambda game: True
    wall.advance(3 * DAY + 5 * HOUR)
    darius.game.hand_over(1)
    _frames_until(clicker, lambda: ("button", "take back") in app.top.targets() and turn(0), others)
    clicker.frames(3)
    _shot(app, folder, f"network-stood-in{end}")
    clicker.click(("button", "log"))
    clicker.frames(3)
    _shot(app, folder, f"network-stood-in-log{end}")
    clicker.click(("button", "log"))

    # Darius plays on, the computers for the other two, to the end: the moves made for whom, counted.
    darius.hold = lambda game: False
    _frames_until(clicker, lambda: type(app.top).__name__ == "GameOver", others, seconds=120)
    clicker.frames(2)
    _shot(app, folder, f"network-game-over-stood-in{end}")
    play.link.close()
    darius.connection.close()
    stop()
    net_clocks.now = time.monotonic


def shoot_day(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_by_the_day)


if __name__ == "__main__":
    shoot_day(Path(sys.argv[1]))
