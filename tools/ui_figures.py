"""The table's figures for `scripts/bench`: how fast the app opens and how long a frame takes.

- `startup_s`: from starting a new Python process to the title screen ready for input (the
  process prints a line after its first frame), median of nine; `bare_window_s` the same for a
  bare pygame-gui window (`bare_window.py`), run in turn with the app; `startup_ratio` the one
  over the other, at most 1.5; `startup_cpu_ratio` the same by the processor time each process
  took, steadier on a shared machine.
- `frame_ms_p50`, `frame_ms_p95`: the work of one frame (input, update, drawing, widgets; not
  the wait for the display) on the table mid-game, 4 players, at 1600 x 900, over 900 frames
  with the mouse moving over the board so hover and tooltips are exercised, and the others' moves
  since the player's last turn shown: their marks on the board, the strip of them at a step.
  Measured as the processor time of the app's thread, so that other programs on a busy machine do
  not count;
  `frame_wall_ms_p95` is the same by the wall clock, preemptions included.
- `click_ms_p50`, `click_ms_p95`: how long a click takes to be answered, by the wall clock: the
  frames from the press to the screen showing what it did (the engine, the autosave asked for,
  the table drawn again), over the clicks of a 4-player pass-and-play game from year 3 on, at
  1600 x 900, "show my hand" at every turn among them.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame

from xerxes_app.rules import apply, legal_commands, new_game
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.play import Play
from tools.autoplay import FRAMES_PER_CLICK, Clicker

FRAMES = 900
WARM_UP = 30
CLICKS = 300


STARTS = 9  # runs of the app and of the bare window, in turn: the machine is shared, and a start is short


def _time_to_ready(command: list[str], env: dict) -> tuple[float, float]:
    """Seconds from starting `command` to its `ready` line, by this process's clock, and the
    processor seconds the process says it took to get there."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    seconds = None
    for line in process.stdout:
        if line.startswith("ready") and seconds is None:
            seconds = time.perf_counter() - started, float(line.split()[2])
    process.wait()
    if seconds is None:
        raise RuntimeError(f"{' '.join(command)} never got ready")
    return seconds


def startup_figures(runs: int = STARTS) -> dict[str, float]:
    """The app's start and a bare pygame-gui window's (tools/bare_window.py), run in turn on the
    same machine at the same moment, so that the ratio of their medians says what the app adds
    whatever the machine's speed and load; by the clock, as a player waits, and by processor
    time, which other work on a shared machine does not lengthen. Each is started once first,
    unmeasured, so that both run from cached bytecode (a player's second start and every one
    after)."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-bench-"))  # the player's saves and settings stay out of it
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"), SDL_AUDIODRIVER="dummy",
               XERXES_SAVE_DIR=str(own / "saves"), XERXES_CONFIG_DIR=str(own / "config"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    app = [sys.executable, "-m", "xerxes_app", "--ready-signal"]
    bare = [sys.executable, str(Path(__file__).with_name("bare_window.py"))]
    _time_to_ready(app, env), _time_to_ready(bare, env)
    apps, bares = [], []
    for _ in range(runs):
        apps.append(_time_to_ready(app, env))
        bares.append(_time_to_ready(bare, env))
    (app_s, app_cpu), (bare_s, bare_cpu) = ([statistics.median(one) for one in zip(*measured)] for measured in (apps, bares))
    return {"startup_s": round(app_s, 3), "bare_window_s": round(bare_s, 3), "startup_ratio": round(app_s / bare_s, 2),
            "startup_cpu_ratio": round(app_cpu / bare_cpu, 2)}


def _mid_game(seed: int = 1, year: int = 4):
    state = new_game(4, seed)
    chooser = random.Random(seed)
    while state.year < year or state.phase != "campaign":
        apply(state, chooser.choice(legal_commands(state)))
    return state


def frame_times(size=(1600, 900)) -> dict[str, float]:
    from xerxes_app.ui.scenes.start import start

    own = Path(tempfile.mkdtemp(prefix="xerxes-bench-"))
    app = start(size, own / "saves", own / "config")
    play = Play(app, Session(_mid_game(), [Seat(f"Player {i + 1}") for i in range(4)]))
    play.show_next()
    _moves_shown(play)
    board = app.top.board.rect
    rng = random.Random(0)
    for frame in range(WARM_UP + FRAMES):
        if frame % 45 == 0:  # rest a while on one spot, as a hand on a mouse does, so tooltips open
            pygame.mouse.set_pos((rng.randrange(board.left, board.right), rng.randrange(board.top, board.bottom)))
        app.step()
    times = sorted(app.frame_ms[-FRAMES:])
    wall = sorted(app.frame_wall_ms[-FRAMES:])
    return {
        "frame_ms_p50": round(statistics.median(times), 3),
        "frame_ms_p95": round(times[int(len(times) * 0.95)], 3),
        "frame_wall_ms_p95": round(wall[int(len(wall) * 0.95)], 3),
    }


def _moves_shown(play) -> None:
    """A decision of each player, so the next one's hand comes with the others' moves: the strip
    of them at its newest step (the board as it was), and their marks on the board."""
    for _ in range(len(play.state.players)):
        play.reveal(play.app.top.veiled_for())  # "show my hand" on the veiled table, clicked
        play.apply(legal_commands(play.state)[0])
    play.reveal(play.app.top.veiled_for())
    if not play.app.top.strip.step(-1):
        raise RuntimeError("no moves to show")


def click_times(size=(1600, 900)) -> dict[str, float]:
    from xerxes_app.ui.scenes.start import start

    own = Path(tempfile.mkdtemp(prefix="xerxes-bench-"))
    app = start(size, own / "saves", own / "config")
    play = Play(app, Session(_mid_game(2, year=3), [Seat(f"Player {i + 1}") for i in range(4)]))
    play.show_next()
    clicker = Clicker(app, seed=2)
    answered = []
    click_at = clicker.click_at

    def timed(pos) -> None:
        pointed = len(app.frame_wall_ms)  # the mouse is moved there in the first frame
        click_at(pos)
        answered.append(sum(app.frame_wall_ms[pointed + 1:pointed + 1 + FRAMES_PER_CLICK]))

    clicker.click_at = timed
    while len(answered) < CLICKS and not play.state.is_over:
        clicker.decide()
    times = sorted(answered)
    return {"click_ms_p50": round(statistics.median(times), 3), "click_ms_p95": round(times[int(len(times) * 0.95)], 3)}


def figures() -> dict[str, float]:
    return {**startup_figures(), **frame_times(), **click_times()}


if __name__ == "__main__":
    print(figures())
