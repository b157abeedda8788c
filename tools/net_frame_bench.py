"""The host's frame time while it serves three clients, against the same table on one computer.

    python -m tools.net_frame_bench [--frames 900]

Both runs show a 4-player table at 1280 x 720 on SDL's dummy driver, one frame each 1/60 s, the
host's seat decided by a Normal computer through `Play.apply` (as a click would) whenever it is
its turn. On one computer the other three seats are Normal computers at the instant pace; on the
network they are three clients in another process, each playing its seat from its own view with
a Normal computer, through the host's server on 127.0.0.1. Printed: the processor time of each
frame of the app's thread (p50, p95, as `AppWindow.frame_ms`), the wall-clock p95, the commands
played meanwhile (a run stops at the game's end), and the ratios network / one computer.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from xerxes_app.bots import Bot  # noqa: E402
from xerxes_app.rules import current_player, new_game, view_for  # noqa: E402

LOOPBACK = "127.0.0.1"
FRAME = 1 / 60


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def _app(folder: Path):
    from xerxes_app.ui.scenes.start import start

    config = folder / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": "en", "computer_pace": "instant",
                                                      "animation_speed": "normal"}))
    return start((1280, 720), folder / "saves", config)


def _run(app, play, frames: int, bot: Bot) -> tuple[list[float], list[float], int]:
    """`frames` frames at 60 a second, the host's seat decided by `bot` when it is its turn."""
    first = len(app.frame_ms)
    start = len(play.session.commands)
    for _ in range(frames):
        if play.state.is_over:
            break  # the end screen's frames are another screen's
        began = time.perf_counter()
        seat = current_player(play.state) if not play.state.is_over else None
        if seat is not None and play.decides_here(seat) and getattr(play, "asked", None) is None and play.viewer == seat:
            play.apply(bot.choose(view_for(play.state, seat), seat))
        app.step()
        time.sleep(max(0.0, FRAME - (time.perf_counter() - began)))
    return app.frame_ms[first:], app.frame_wall_ms[first:], len(play.session.commands) - start


def one_computer(frames: int) -> tuple[list[float], list[float], int]:
    from xerxes_app.session import HUMAN, Seat, Session
    from xerxes_app.ui.game.play import Play

    app = _app(Path(tempfile.mkdtemp(prefix="xerxes-frames-")))
    session = Session(new_game(4, 5), [Seat("Host", HUMAN)] + [Seat(f"Normal {n}", "normal") for n in (1, 2, 3)])
    play = Play(app, session)
    play.show_next()
    return _run(app, play, frames, Bot("normal", 1))


def network(frames: int) -> tuple[list[float], list[float], int]:
    from xerxes_app.net import router
    from xerxes_app.ui.game import net_address, net_link
    from xerxes_app.ui.game.net_play import NetPlay

    net_link.LISTEN_ON = LOOPBACK  # served on this machine alone: no router asked, no IPv6 offered
    net_address.global_ipv6 = lambda: None
    os.environ[router.ROUTER_VARIABLE] = router.OFF
    folder = Path(tempfile.mkdtemp(prefix="xerxes-frames-net-"))
    app = _app(folder)
    link = net_link.hosting_link(app.keeper.save_dir, port=0)
    seats = [{"name": "Host", "kind": "human"}] + [{"name": f"Client {n}", "kind": "open"} for n in (1, 2, 3)]
    link.connect(then=lambda started: started.send({"type": "create", "seats": seats, "arranged": True}))
    deadline = time.monotonic() + 30
    while not link.ready:
        if time.monotonic() > deadline:
            raise RuntimeError(link.failure or "the host's server did not start")
        link.poll()
        time.sleep(0.01)
    clients = subprocess.Popen([sys.executable, "-m", "tools.net_frame_bench", "--clients", str(link.port), link.code,
                                "--seconds", str(frames * FRAME + 30)], stdout=subprocess.DEVNULL)
    try:
        while not all(link.game.presence):
            if time.monotonic() > deadline:
                raise RuntimeError("the clients did not join")
            link.poll()
            time.sleep(0.01)
        play = NetPlay(app, link)
        play.show_next()
        return _run(app, play, frames, Bot("normal", 1))
    finally:
        clients.kill()
        clients.wait()
        link.close()


def clients(port: int, code: str, seconds: float) -> None:
    """Three clients, each playing its seat from its own view with a Normal computer."""
    from xerxes_app.net.client import Connection
    from xerxes_app.net.mirror import RemoteGame

    players = []
    for seat in (1, 2, 3):
        connection = Connection(LOOPBACK, port)
        connection.start()
        connection.send({"type": "join", "code": code, "seat": seat, "name": f"Client {seat}"})
        players.append((seat, RemoteGame(connection, code), Bot("normal", 10 + seat), set()))
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for seat, game, bot, sent in players:
            game.take(game.connection.poll())
            if game.deciding == seat and len(game.commands) not in sent:
                sent.add(len(game.commands))
                game.apply(bot.choose(game.state, seat))
        time.sleep(0.005)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--clients", nargs=2, metavar=("PORT", "CODE"))
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    if args.clients:
        clients(int(args.clients[0]), args.clients[1], args.seconds)
        return
    alone, alone_wall, alone_commands = one_computer(args.frames)
    served, served_wall, served_commands = network(args.frames)
    figures = {
        "one_computer_frame_ms_p50": round(statistics.median(alone), 3),
        "one_computer_frame_ms_p95": round(_p95(alone), 3),
        "one_computer_frame_wall_ms_p95": round(_p95(alone_wall), 3),
        "one_computer_commands": alone_commands,
        "serving_three_frame_ms_p50": round(statistics.median(served), 3),
        "serving_three_frame_ms_p95": round(_p95(served), 3),
        "serving_three_frame_wall_ms_p95": round(_p95(served_wall), 3),
        "serving_three_commands": served_commands,
        "ratio_p50": round(statistics.median(served) / statistics.median(alone), 2),
        "ratio_p95": round(_p95(served) / _p95(alone), 2),
    }
    print(json.dumps(figures, indent=2))


if __name__ == "__main__":
    main()
