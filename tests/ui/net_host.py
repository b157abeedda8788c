"""The host's copy of the app as a program of its own, for the GUI tests of two copies of the app
on one machine: it hosts a game by clicks (a person here and an open seat) or takes its last game
up again with Continue, prints where the game is served, plays its own seat by clicks whenever it
decides, and obeys commands read from its standard input, one a line.

    python -m tests.ui.net_host --folder DIR --port N [--continue] [--seconds S]

prints "hosting PORT CODE" once its lobby is ready and "table" once at the table; commands:
"reopen SEAT" lets that seat be taken again (the game's menu, Seats and join code, Let NAME
rejoin, confirmed), then prints "reopened"; "quit" ends it. Its server listens on 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import os
import queue
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tests.ui.net_driver import LOOPBACK, NetClicker, started  # noqa: E402
from tools.keyplay import Keyboarder  # noqa: E402
from xerxes_app.ui.game import net_address, net_link  # noqa: E402
from xerxes_app.ui.table.table import Table  # noqa: E402


def commands() -> queue.Queue:
    """The lines of standard input, read on a thread of their own so the frames never wait."""
    lines: queue.Queue = queue.Queue()

    def read() -> None:
        for line in sys.stdin:
            lines.put(line.split())
        lines.put(["quit"])

    threading.Thread(target=read, daemon=True).start()
    return lines


def reopen(clicker: NetClicker, seat: int) -> None:
    """From the table: Escape, the game's menu's Seats and join code, Let NAME rejoin, confirmed."""
    Keyboarder(clicker.app).press(pygame.K_ESCAPE)
    clicker.click(("menu", "seats"))
    lobby = clicker.app.top
    clicker.click(("reopen", seat))
    clicker.click(("ask", "yes"))
    clicker.wait_for(lambda: lobby.link.game.open[seat])
    clicker.click("back")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--folder", type=Path, required=True)
    parser.add_argument("--continue", dest="again", action="store_true", help="take the last game up again")
    parser.add_argument("--port", type=int, required=True, help="the port to host on, instead of the usual one")
    parser.add_argument("--seconds", type=float, default=120.0)
    args = parser.parse_args()
    net_link.LISTEN_ON, net_link.PORT = LOOPBACK, args.port
    net_address.local_address = lambda: LOOPBACK
    net_address.global_ipv6 = lambda: None
    clicker = started(args.folder, seed=9)
    app = clicker.app
    if args.again:
        clicker.click("continue")
        lobby = app.top
    else:
        lobby = clicker.host()  # a person here, an open seat
    clicker.wait_for(lambda: lobby.link.ready)
    print("hosting", lobby.link.port, lobby.link.code, flush=True)
    clicker.click("start")
    print("table", flush=True)
    lines = commands()
    deadline = time.monotonic() + args.seconds
    while time.monotonic() < deadline:
        try:
            said = lines.get_nowait()
        except queue.Empty:
            said = None
        if said == ["quit"]:
            break
        if said and said[0] == "reopen":
            reopen(clicker, int(said[1]))
            print("reopened", flush=True)
        top = app.top
        play = getattr(top, "play", None)
        if (isinstance(top, Table) or type(top).__name__ in ("SetupChoice", "HandOff")) and play is not None \
                and not play.state.is_over and play.waiting_for() is None and play.asked is None and play.note() is None:
            clicker.decide()
        else:
            clicker.frames(1)
            time.sleep(0.005)
    app.network.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
