"""How long the computer players take to decide: the figures `scripts/bench` prints.

The 95th percentile of the time per decision, over decisions with more than one legal command,
in 4-player games played in this process (one core): Easy and Normal among their own kind, Hard
in one seat against three Normal opponents. How fast Hard searches: its playouts a second over
the decisions of a 4-player game's year 3, to its playout budget. And how long a hint at the table
takes to come, as the table asks for it. Then Hard and the hints again on worker processes, as the
app has them (bots/pool.py), by the wall clock.
"""

from __future__ import annotations

import json
import random
import statistics
import time

from xerxes_app.bots.bot import Bot
from xerxes_app.bots.hard import PLAYOUTS, THINKING_TIME
from xerxes_app.bots.pool import Workers
from xerxes_app.rules import apply, current_player, legal_commands, new_game, view_for
from xerxes_app.sim.game import play
from xerxes_app.session import Seat, Session
from xerxes_app.sim.summary import percentile
from xerxes_app.ui.game.hint import HINT_SECONDS, Hints, hint_bot

GAMES = {"easy": 12, "normal": 12, "hard": 2}
SEED = 20180


def figures() -> dict[str, float]:
    result = {}
    for strength, games in GAMES.items():
        seats = [strength] + (["normal"] * 3 if strength == "hard" else [strength] * 3)
        times: list[float] = []
        for index in range(games):
            outcome = play(index, SEED, seats, time_limit=THINKING_TIME)  # as in the app
            if outcome.error is not None:
                raise RuntimeError(f"a benchmark game failed: {outcome.error}")
            times += outcome.think_ms[strength]
        result[f"bot_ms_p95_{strength}"] = round(percentile(times, 0.95), 2)
    result["hard_playouts_per_s"] = round(statistics.median(playouts_per_s(seed) for seed in range(3)), 1)
    hints = hint_ms()
    result["hint_ms_p50"], result["hint_ms_p95"] = round(percentile(hints, 0.5), 1), round(percentile(hints, 0.95), 1)
    return result | worker_figures()


def worker_figures() -> dict[str, float]:
    """Hard and the hints on worker processes, as in the app (bots/pool.py), beside the same in
    this process, all by the wall clock (the workers' processor time is not this process's)."""
    workers = Workers()
    workers.start()
    workers.wait_started()
    try:
        result: dict[str, float] = {"thinking_workers": workers.count}
        result["hard_playouts_per_s_wall"] = round(statistics.median(playouts_per_s(s, clock=time.perf_counter) for s in range(3)), 1)
        result["hard_playouts_per_s_workers"] = round(statistics.median(playouts_per_s(s, workers) for s in range(3)), 1)
        hints = hint_ms(make=lambda seed: Bot("hard", seed, time_limit=HINT_SECONDS, workers=workers))
        result["hint_ms_p50_workers"] = round(percentile(hints, 0.5), 1)
        result["hint_ms_p95_workers"] = round(percentile(hints, 0.95), 1)
        return result
    finally:
        workers.close()


class _Table:
    """What a hint is given of a game at the table (ui/game/hint.py's `Game`)."""

    def __init__(self, state):
        self.session = Session(state, [Seat(f"Player {seat + 1}") for seat in range(len(state.players))], hints=True)

    @property
    def state(self):
        return self.session.state

    def keep(self) -> None:
        pass


def hint_ms(positions: int = 40, make=hint_bot) -> list[float]:
    """The wall-clock time from asking for a hint to its answer, as the table asks (a worker
    thread, the app's own time limit), at positions of random 4-player games spread over the game."""
    chooser = random.Random(SEED)
    times = []
    for index in range(positions):
        state = new_game(4, SEED + index)
        steps = chooser.randrange(20, 250)
        while not state.is_over and (steps > 0 or len(legal_commands(state)) < 2):
            apply(state, chooser.choice(legal_commands(state)))
            steps -= 1
        if state.is_over:
            continue
        hints = Hints(_Table(state), make)
        started = time.perf_counter()
        hints.ask(current_player(state))
        while not hints.update():
            time.sleep(0.001)  # as a frame would look again
        times.append((time.perf_counter() - started) * 1000)
    return times


def playouts_per_s(seed: int, workers: Workers | None = None, clock=time.process_time) -> float:
    """Hard in every seat of a 4-player game through year 3, randomly played
    up to there; its playouts a second, counted on `clock`. With `workers` it thinks as an app's
    Hard seat does, each worker as many playouts as Hard alone, timed by the wall clock."""
    state = new_game(4, seed)
    chooser = random.Random(seed)
    while state.year < 3:
        apply(state, chooser.choice(legal_commands(state)))
    if workers is None:
        bot = Bot("hard", seed, time_limit=None)
    else:
        bot = Bot("hard", seed, time_limit=None, playouts=PLAYOUTS * workers.count, workers=workers)
        clock = time.perf_counter
    start = clock()
    while state.year < 4:
        seat = current_player(state)
        apply(state, bot.choose(view_for(state, seat), seat))
    return bot.policy.playouts_done / (clock() - start)


if __name__ == "__main__":
    print(json.dumps(figures()))
