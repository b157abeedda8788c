"""A computer player in a seat: the face the app, the simulator and the tests talk to.

`choose` first turns whatever it is given into the seat's own view (`view_for`, R25): a view
stays as it is, and a real game loses its secrets. So a bot can only ever think on what its
seat may see, however it is called. Each bot draws on its own generator, seeded once, and only
works on copies: thinking never touches the game or its dice.
"""

from __future__ import annotations

import random
import time
from typing import Callable

from ..rules import Command, GameState, current_player, legal_commands, view_for
from ..session import STRENGTHS
from .easy import Easy
from .explain import explain
from .hard import PLAYOUTS, SHIPPED, THINKING_TIME, V1, V2, Hard
from .normal import Normal
from .normal_v1 import NormalV1
from .pool import Workers, shared

# Frozen versions the simulator and the measuring tools may seat too, never offered to a player:
# Normal v1, the opponent every Hard is measured against, the Hard of its time (v1), the Hard
# with the first learned judgement (v2), and a player choosing among its legal commands at
# random, the floor of the rating table.
BENCHMARKS = ("normal-v1", "hard-v1", "hard-v2", "random")
HARD_VERSIONS = {"hard": SHIPPED, "hard-v1": V1, "hard-v2": V2}


def own_budgets() -> str:
    """Each Hard's own playouts a decision, for the measuring tools' help."""
    return ", ".join(
        f"{name} {version.playouts}" + (f" at a table of four, {version.playouts * 2} at two" if version.per_table else "")
        for name, version in HARD_VERSIONS.items()
    )


class Bot:
    def __init__(
        self,
        strength: str,
        seed: int,
        time_limit: float | None = THINKING_TIME,
        playouts: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        workers: Workers | None = None,
    ):
        """`time_limit` (seconds on `clock`, or None for no limit) and `playouts` (None: the
        version's own budget, `own_budgets`) bound the Hard bot's thinking; with no time limit its
        play depends on the seed alone (and on how many `workers` share its playouts, pool.py)."""
        if strength not in STRENGTHS + BENCHMARKS:
            raise ValueError(f"A computer player is easy, normal or hard, not {strength!r}.")
        self.strength = strength
        rand = random.Random(seed)
        if strength == "easy":
            self.policy = Easy(rand)
        elif strength == "normal":
            self.policy = Normal(rand)
        elif strength == "normal-v1":
            self.policy = NormalV1(rand)
        elif strength == "random":
            self.policy = AtRandom(rand)
        else:
            self.policy = Hard(
                rand, playouts=playouts, time_limit=time_limit, version=HARD_VERSIONS[strength], clock=clock, workers=workers
            )

    def choose(self, view: GameState, seat: int) -> Command:
        """One of the seat's legal commands. Safe to call from a worker thread; `interrupt`
        makes a Hard bot answer at once with the best it has found."""
        view = view_for(view, seat)
        if current_player(view) != seat:
            raise ValueError(f"It is not seat {seat}'s decision.")
        commands = legal_commands(view)
        if len(commands) == 1:
            return commands[0]
        if isinstance(self.policy, Hard):
            try:
                return self.policy.choose(view, seat, commands)
            finally:
                # Cleared after thinking, not before: an interrupt sent while the thread was still
                # starting must stop this decision, not be wiped out by it.
                self.policy.stop.clear()
        return self.policy.choose(view, seat, commands)

    def interrupt(self) -> None:
        """Ask a thinking bot to answer now (the app calls this from its own thread)."""
        if isinstance(self.policy, Hard):
            self.policy.stop.set()

    def explain(self, view: GameState, seat: int, command: Command) -> str:
        """A short sentence on why the command matters to the seat."""
        return explain(view_for(view, seat), seat, command)


class AtRandom:
    """Any legal command, at random: the floor the rating table measures the others from."""

    def __init__(self, rand: random.Random):
        self.rand = rand

    def choose(self, view: GameState, seat: int, commands: list[Command]) -> Command:
        return self.rand.choice(commands)


def make_bot(strength: str, seed: int) -> Bot:
    """A computer player of the given strength ("easy", "normal" or "hard"). Where the app has
    started its workers (pool.py), Hard thinks on them, each worker playing as many playouts as
    Hard plays alone: more thinking in the same time."""
    workers = shared()
    if workers is None or workers.count == 0:
        return Bot(strength, seed)
    return Bot(strength, seed, playouts=PLAYOUTS * workers.count, workers=workers)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer in `seat` of a game: each seat of each game its own, so a game
    loaded again, at the table or on a server, plays on with the same computers."""
    return game_seed * 4 + seat  # seats 0 to 3
