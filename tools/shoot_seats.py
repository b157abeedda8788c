"""Screenshots of who is at the table, in English and in Japanese (`-ja`): the opening discard
screen with the game's menu opened by Escape; the Seats screen naming the watchers and since when
a person is away; each mat's mark of presence, with an away person's tooltip; and the seat events
in the log (joined, left, time up, handed to a computer, gave up).

The server runs in this process on 127.0.0.1, its wall clock a fake one the shots move; the other
players are clients in this process (shoot_by_the_day.py's).

    python -m tools.shoot_seats DIR
"""

from __future__ import annotations

import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pygame

from xerxes_app.net.clocks import DAY
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.rules import current_player
from xerxes_app.ui.game import net_clocks, net_presence
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.table.table import Table
from .shoot_by_the_day import FakeWall, Other, WaitingClicker, _frames_until, _shot, serving
from .shots import app_speaking, in_both_languages, save_shot

HOUR = 3600


def shoot_seats(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-seats-"))
    wall = FakeWall()
    net_clocks.now = net_presence.wall = wall  # the screen counts on the same clock as the server
    port, stop = serving(own / "server", wall)
    darius, roxana = Other(port, 0, 1), Other(port, 2, 2)
    # No away days: a clock run out is time up at once, for the shots of what follows it.
    darius.connection.send({"type": "create", "arranged": True, "pace": "day", "clock": "1d", "away_days": 0, "watch": True,
                            "seats": [{"name": "Darius", "kind": "human"}, {"name": "Atossa", "kind": "open"},
                                      {"name": "Roxana", "kind": "open"}]})
    app, _, end = app_speaking(language, size, own)
    app.keeper.settings = replace(app.keeper.settings, animation_speed="off")
    clicker = WaitingClicker(app, 7)
    others = [darius, roxana]
    _frames_until(clicker, lambda: darius.game is not None, others)
    code = darius.game.code
    roxana.game = RemoteGame(roxana.connection, code)
    roxana.connection.send({"type": "join", "code": code, "seat": 2, "name": "Roxana"})
    watchers = [Other(port, 3, 3), Other(port, 3, 4)]
    for watcher, name in zip(watchers, ("Cyrus", "Parysatis")):
        watcher.connection.send({"type": "watch", "code": code, "name": name})
    clicker.find_game(port, code)
    _frames_until(clicker, lambda: ("seat", 1) in app.top.targets(), others)
    clicker.click(("seat", 1))
    clicker.type_into("name", "Atossa")
    clicker.click("take")
    _frames_until(clicker, lambda: isinstance(app.top, SetupChoice), others)
    play = app.top.play

    # The opening discard screen: Escape opens the game's menu.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    clicker.frames(3)
    _shot(app, folder, f"network-setup-menu{end}")
    clicker.click(("menu", "resume"))
    clicker.click("log button")
    clicker.frames(3)
    _shot(app, folder, f"network-setup-log{end}")
    clicker.click("log button")

    def atossa_decides() -> bool:
        top = app.top
        if isinstance(top, (SetupChoice, Table)) and play.waiting_for() is None and play.asked is None \
                and play.note() is None and not play.state.is_over:
            clicker.decide()
        return False

    def turn(seat: int) -> bool:
        return isinstance(app.top, Table) and current_player(play.state) == seat and play.asked is None

    # Setup done; Roxana's app closes: her mat marks her away, and her tooltip says since when.
    _frames_until(clicker, lambda: play.state.phase == "placement" and turn(0) or atossa_decides(), others)
    darius.hold = lambda game: True
    roxana.connection.close()
    others = [darius]
    _frames_until(clicker, lambda: not play.session.presence[2], others)
    wall.advance(2 * HOUR)
    clicker.frames(3)
    mat = app.top.mat_rects[2]
    pygame.mouse.set_pos(mat.center)
    for _ in range(40):  # the tooltip's delay, in frames
        app.step()
        time.sleep(0.02)
    save_shot(app, folder, f"network-presence{end}")

    # The Seats screen, from the game's menu: the watchers named, Roxana away since when.
    clicker.click(("button", "log"))  # out of the way of the mats' tooltip
    clicker.click(("button", "log"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    clicker.frames(2)
    clicker.click(("menu", "seats"))
    clicker.frames(3)
    _shot(app, folder, f"network-seats-watchers{end}")
    clicker.click("back")

    # Darius plays on; Roxana's time runs out, he hands her seat to a computer; Darius gives his up.
    darius.hold = lambda game: False
    _frames_until(clicker, lambda: turn(2) or atossa_decides(), others)
    wall.advance(3 * DAY + HOUR)  # past her bank of three days
    _frames_until(clicker, lambda: any(line["event"] == "time_up" for line in play.session.events), others)
    darius.game.hand_over(2)
    _frames_until(clicker, lambda: play.session.stood_in[2], others)
    darius.connection.send({"type": "give_up", "code": code, "seat": 0, "token": darius.game.tokens[0]})
    _frames_until(clicker, lambda: play.session.open[0], [])
    _frames_until(clicker, lambda: isinstance(app.top, Table) or atossa_decides(), [])
    clicker.click(("button", "log"))
    clicker.frames(3)
    _shot(app, folder, f"network-seat-events{end}")
    play.link.close()
    for other in [darius, *watchers]:
        other.connection.close()
    stop()
    net_clocks.now = time.monotonic
    net_presence.wall = time.time


def shoot_seats_both(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_seats)


if __name__ == "__main__":
    shoot_seats_both(Path(sys.argv[1]))
