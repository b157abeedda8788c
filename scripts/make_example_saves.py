"""Write the example saved games of saves/: real games, played by the engine with random legal
commands from fixed seeds, stopped where a newcomer can see a game in progress.

Run through scripts/make-example-saves. The same engine gives the same files, so a change in
them after a run shows that the rules now play differently.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path

from xerxes_app.rules import command_from_json, legal_commands, new_game
from xerxes_app.saving.atomic import write_atomically
from xerxes_app.saving.savefile import encode
from xerxes_app.session import Seat, Session

SAVES = Path(__file__).resolve().parents[1] / "saves"
SAVED_AT = datetime(2025, 1, 1, tzinfo=timezone.utc)  # fixed, so regenerating changes nothing
NAMES = ("Atossa", "Darius", "Artemisia", "Mardonius")


def play(seats: list[Seat], seed: int, stop: Callable[[Session], bool], scenario: str | None = None) -> Session:
    """A game from `seed`, played with random legal commands until `stop` holds (or the end)."""
    session = Session(new_game(players=len(seats), seed=seed, scenario=scenario), seats)
    choices = random.Random(seed)
    while not session.state.is_over and not stop(session):
        session.apply(choices.choice(legal_commands(session.state)))
    return session


def reached(year: int, phase: str) -> Callable[[Session], bool]:
    return lambda session: session.state.year == year and session.state.phase == phase


def one_command_before_the_end(seats: list[Seat], seed: int) -> Session:
    """The game from `seed` replayed to just before its last command."""
    finished = play(seats, seed, lambda session: False)
    session = Session(new_game(players=len(seats), seed=seed), seats)
    for command in finished.commands[:-1]:
        session.apply(command_from_json(command))
    return session


def humans(count: int) -> list[Seat]:
    return [Seat(name) for name in NAMES[:count]]


EXAMPLES = {
    "four-players-year-5": (
        "Four satraps in year 5",
        lambda: play(humans(4), 5, reached(5, "campaign")),
    ),
    "two-players-last-command": (
        "Two satraps, one command from the end",
        lambda: one_command_before_the_end(humans(2), 2),
    ),
    "three-players-campaign": (
        "Three satraps on campaign in year 3",
        lambda: play(humans(3), 3, reached(3, "campaign")),
    ),
    "against-computers-year-2": (
        "Against three computers in year 2",
        lambda: play([Seat("Atossa"), Seat("Easy", "easy"), Seat("Normal", "normal"), Seat("Hard", "hard")], 8, reached(2, "build")),
    ),
    "solo-normal-year-4": (
        "Solo, normal scenario, year 4",
        lambda: play([Seat("Atossa")], 4, reached(4, "taxation"), scenario="normal"),
    ),
    "four-players-finished": (
        "A finished four-player game",
        lambda: play(humans(4), 11, lambda session: False),
    ),
}


def main() -> None:
    SAVES.mkdir(exist_ok=True)
    for stem, (name, make) in EXAMPLES.items():
        session = make()
        write_atomically(SAVES / f"{stem}.json", encode(session, name, SAVED_AT))
        state = session.state
        print(f"saves/{stem}.json: {name} (year {state.year}, {state.phase}, {len(session.commands)} commands)")


if __name__ == "__main__":
    main()
