"""The decisions a review looks at: every command of a person's seat where it had a choice,
found by replaying the game's commands from its first state, as History rebuilds the past.

The states found here are whole, secrets and all; the appraisal only ever reads them through the
seat's view (`view_for`, R25).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Command, GameState, apply, command_from_json, current_player, legal_commands


@dataclass(frozen=True)
class Decision:
    number: int  # its place among the game's commands: the commands applied before it
    seat: int
    year: int
    phase: str
    command: Command


def decisions(first: GameState, commands: list[dict], seats: set[int]) -> list[Decision]:
    """The decisions of `seats` with more than one legal command, in the order played."""
    state = first.clone()
    found = []
    for number, data in enumerate(commands):
        command = command_from_json(data)
        seat = current_player(state)
        if seat in seats and len(legal_commands(state)) > 1:
            found.append(Decision(number, seat, state.year, state.phase, command))
        apply(state, command)
    return found


def state_before(first: GameState, commands: list[dict], number: int) -> GameState:
    """The game as it stood when command `number` was about to be given."""
    state = first.clone()
    for data in commands[:number]:
        apply(state, command_from_json(data))
    return state
