"""Which sounds a command makes, from what it changed: the game before (a few numbers, `Heard`)
and after, and the log entries it added. One sound for each kind of change, however many units
or players it touched."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ...rules.state import GameState

# The engine's modules are imported where a game is heard, not with the window's sounds: the
# title screen's first frame does without them.

# Log entries and the sound of each.
_ENTRIES = {
    "places_worker": "worker",
    "places_on_turn_change": "worker",
    "resolves_campaign": "campaign",
    "builds": "build",
    "builds_solo": "build",
    "resolves_tax": "tax",
    "resolves_tax_unit": "tax",
    "cap_loss": "cap",
    "gathers_some_lost": "cap",  # gathering past the cap logs its losses with what it gathered
    "gathers_nothing_some_lost": "cap",
}


class Heard(NamedTuple):
    """What the ear follows of a game: enough to tell what a command changed."""

    log_length: int
    resources: tuple[int, ...]  # each player's resources of each kind, one after the other
    vp: tuple[int, ...]
    event: int
    goal_met: bool
    over: bool


def heard(state: GameState) -> Heard:
    from ...rules import solo

    return Heard(len(state.log), tuple(n for p in state.players for n in p.resources), tuple(p.vp for p in state.players),
                 state.event, state.is_solo and solo.goal_met(state), state.is_over)


def sounds_of(before: Heard, state: GameState, people: set[int]) -> list[str]:
    """The sounds of the change from `before` to `state`, each once; `people` are the seats
    played by people, for whom the end is a win or a loss."""
    found: list[str] = []

    def add(name: str) -> None:
        if name not in found:
            found.append(name)

    for entry in state.log[before.log_length:]:
        if entry.message in _ENTRIES:
            add(_ENTRIES[entry.message])
    if state.event != before.event and state.event >= 0:
        add("event")
    after = heard(state)
    if any(a > b for a, b in zip(after.resources, before.resources)):
        add("gain")
    if any(a < b for a, b in zip(after.resources, before.resources)):
        add("loss")
    if any(a > b for a, b in zip(after.vp, before.vp)):
        add("vp_gain")
    if any(a < b for a, b in zip(after.vp, before.vp)):
        add("vp_loss")
    if after.goal_met and not before.goal_met and not state.is_over:
        add("goal")
    if after.over and not before.over:
        add("win" if _won(state, people) else "loss_game")
    return found


def _won(state: GameState, people: set[int]) -> bool:
    """A person won (the solo scenario, or first place at the table); with only computers
    playing, the end is a win for whoever watches."""
    from ...rules.scoring import final_standings

    if state.is_solo:
        return any(entry.message == "solo_won" for entry in state.log)
    winners = {standing.seat for standing in final_standings(state) if standing.rank == 1}
    return not people or bool(winners & people)
