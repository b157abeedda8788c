"""The game's past, rebuilt: the state at the start of every round and phase so far.

A session records every command since the game was set up, and the engine replays a game bit
for bit from its seed and commands. The set-up's own choices (which satraps were named and which
dealt, whether the turn order was arranged or drawn) are not recorded, so each way is tried and
kept only when its replay ends exactly in the game as it stands. A game that cannot be rebuilt
(one that did not start at setup) has no past to show, and `History.note` says so.

The states kept here are whole, secrets and all: they are only ever drawn through `view_for`. A
network game's past is its seat's view at each moment, asked of the server (net_play.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import product

from ...rules import GameState, IllegalCommand, SaveError, apply, command_from_json, dumps, new_game
from ...session import Session

CANNOT_REBUILD = "history.cannot_rebuild"  # the catalogues' words for a past that cannot be shown


@dataclass(frozen=True)
class Moment:
    year: int
    phase: str
    state: GameState


@dataclass(frozen=True)
class History:
    moments: list[Moment]  # oldest first; the first is the setup
    note: str | None  # the catalogues' id of why the past is missing, when it is
    # A network game's past stays on its server: a moment's state is None until asked for by its
    # index here, which answers it once it has arrived (None meanwhile; see net_play.py).
    ask: Callable[[int], GameState | None] | None = None

    def state_of(self, index: int) -> GameState | None:
        state = self.moments[index].state
        return state if state is not None or self.ask is None else self.ask(index)


def _set_ups(state: GameState):
    """Every way the game could have been set up that fits what it shows of its setup."""
    n = len(state.players)
    names = [state.content.satraps[player.satrap].name for player in state.players]
    for named in product((True, False), repeat=n):
        satraps = [name if keep else None for name, keep in zip(names, named)]
        for order in (list(range(n)), None):
            try:
                first = new_game(n, state.seed, satraps, order, scenario=state.scenario, content=state.content)
            except IllegalCommand:
                continue
            if [p.satrap for p in first.players] == [p.satrap for p in state.players] and first.log[:1] == state.log[:1]:
                yield first


# Before the engine passed for a player who built nothing in the build phase's first pass (R14,
# R18), it waited for their Pass, and a game of then recorded it; the log now says so instead.
PASSED_FOR = "passes_second_pass"


def _replay(first: GameState, commands: list, goal: str, older: bool = False) -> list[Moment] | None:
    """The moments of a replay that ends in `goal`; `older`: of a game recorded by a version that
    waited for the passes the engine now gives itself, which are left out."""
    state = first.clone()
    moments = [Moment(state.year, state.phase, state.clone())]
    owed = 0  # such passes in `commands` still to come
    try:
        for data in commands:
            if owed and data == {"command": "pass"}:
                owed -= 1
                continue
            seen = len(state.log)
            apply(state, command_from_json(data))
            owed = sum(entry.message == PASSED_FOR for entry in state.log[seen:]) if older else 0
            if (state.year, state.phase) != (moments[-1].year, moments[-1].phase):
                moments.append(Moment(state.year, state.phase, state.clone()))
    except (IllegalCommand, SaveError):
        return None
    return moments if dumps(state) == goal else None


def _replayed(session: Session) -> tuple[GameState, list[Moment]] | None:
    """The game as it was set up and its moments, if its commands replay to the game as it stands."""
    goal = dumps(session.state)
    for older in (False, True):
        for first in _set_ups(session.state):
            moments = _replay(first, session.commands, goal, older)
            if moments is not None:
                return first, moments
    return None


def rebuild(session: Session) -> History:
    replayed = _replayed(session)
    return History([], CANNOT_REBUILD) if replayed is None else History(replayed[1], None)


def first_state(session: Session) -> GameState | None:
    """The game as it was set up, if its commands replay from there to the game as it stands."""
    replayed = _replayed(session)
    return None if replayed is None else replayed[0]
