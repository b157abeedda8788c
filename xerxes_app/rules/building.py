"""The build phase (R14, R15): what a player can build, and building it."""

from __future__ import annotations

from functools import cache
from operator import gt, sub

from .commands import Build, Command, known
from .content import Content
from .costs import paid_by
from .effects import gain_vp, said, take_vp
from .errors import IllegalCommand
from .state import BUILDING_VP, GameState

MAX_BUILDINGS = 3  # R14

_SPLITS: dict[tuple[int, int, int], list[tuple[int, ...]]] = {}


def splits(players: int, seat: int, total: int) -> list[tuple[int, ...]]:
    """R15: every way to split a VP loss among the opponents, 1 VP at a time."""
    key = (players, seat, total)
    if key not in _SPLITS:
        result: list[tuple[int, ...]] = []

        def fill(prefix: list[int], left: int) -> None:
            i = len(prefix)
            if i == players:
                if left == 0:
                    result.append(tuple(prefix))
                return
            if i == seat:
                fill(prefix + [0], left)
                return
            for amount in range(left + 1):
                fill(prefix + [amount], left - amount)

        fill([], total)
        _SPLITS[key] = result
    return _SPLITS[key]


def build_commands(state: GameState, seat: int) -> list[Command]:
    """The builds the player may give now: each building they may build, in the content's
    order, once per split of its VP loss among the opponents (R14, R15)."""
    return build_choices(state, seat) or []


def build_choices(state: GameState, seat: int) -> list[Command] | None:
    """The builds, or None when there is nothing the player may build: no choice of their own."""
    player = state.players[seat]
    if len(player.buildings) >= MAX_BUILDINGS or player.builds_this_round != state.sweep - 1:
        return None
    content = state.content
    paid = paid_by(content.building_masks, player.resources)
    if not paid:
        return None
    built_by = state.built_by
    closed = content.solo_tiles[state.tile].closed_building if state.scenario is not None else -1
    builds = _builds(content, len(state.players))[seat]
    commands: list[Command] = []
    while paid:  # each building paid for, lowest first
        index = (paid & -paid).bit_length() - 1
        paid &= paid - 1
        if built_by[index] < 0 and index != closed:
            commands += builds[index]
    return commands or None


@cache
def _builds(content: Content, players: int) -> tuple[tuple[tuple[Build, ...], ...], ...]:
    """Per seat and building, the commands that build it, one per split of its VP loss."""
    return tuple(
        tuple(
            tuple(known(Build, building.name, losses) for losses in splits(players, seat, building.opponents_lose if players > 1 else 0))
            for building in content.buildings
        )
        for seat in range(players)
    )


def has_turn(state: GameState, seat: int) -> bool:
    """Whether the player has a turn in this pass of the build phase: everyone in the first; in
    the second, only those who built in the first (R14), so a player who passed there has passed
    the phase and has no turn left in it for an ability either (R18)."""
    return state.sweep == 1 or state.players[seat].builds_this_round > 0


def builds_nothing(state: GameState, seat: int) -> str | None:
    """The log's words for a player passed over in the build phase with nothing they can build,
    so that the table sees why their turn went by; None for one who has no turn in this pass (they
    passed the first) or has built the most buildings already, which their mat shows."""
    if not has_turn(state, seat) or len(state.players[seat].buildings) >= MAX_BUILDINGS:
        return None
    return "affords_no_building"


def build_prompt(state: GameState, seat: int) -> tuple[str, tuple]:
    """What the player of `seat` may do in this pass of the build phase (R14), as a message id
    and its values."""
    player = state.players[seat]
    if len(player.buildings) >= MAX_BUILDINGS:
        return "built_most", (MAX_BUILDINGS,)
    if state.sweep == 1:
        return "build_or_pass", ()
    if player.builds_this_round == 0:
        return "built_nothing_first", ()
    return "build_second", ()


def build(state: GameState, seat: int, command: Build) -> None:
    player = state.players[seat]
    content = state.content
    index = content.building_index.get(command.building)
    if index is None:
        raise IllegalCommand("no_such_building", command.building)
    building = content.buildings[index]
    if state.built_by[index] >= 0:
        raise IllegalCommand("already_built", building.name, state.title(state.built_by[index]))
    if state.is_solo and state.content.solo_tiles[state.tile].closed_building == index:
        raise IllegalCommand("building_closed", building.name)
    if len(player.buildings) >= MAX_BUILDINGS:
        raise IllegalCommand("most_buildings", MAX_BUILDINGS)
    if player.builds_this_round != state.sweep - 1:
        if state.sweep == 1:
            raise IllegalCommand("second_waits")
        raise IllegalCommand("second_only_builders")
    if any(map(gt, building.cost, player.resources)):
        raise IllegalCommand("building_needs", building.name, [max(0, c - h) for h, c in zip(player.resources, building.cost)])
    n = len(state.players)
    total = building.opponents_lose if n > 1 else 0
    losses = command.losses
    if (
        not isinstance(losses, tuple)
        or len(losses) != n
        or any(not isinstance(x, int) or isinstance(x, bool) or x < 0 for x in losses)
        or losses[seat] != 0
        or sum(losses) != total
    ):
        if total:
            raise IllegalCommand("split_loss", total)
        raise IllegalCommand("no_loss", building.name)
    player.resources[:] = map(sub, player.resources, building.cost)
    state.built_by[index] = seat
    player.buildings.append(index)
    player.builds_this_round += 1
    reward = building.reward(state.year)
    gain_vp(state, seat, reward, BUILDING_VP)
    if state.is_solo:
        said(state, seat, "builds_solo", building.name)
    else:
        said(state, seat, "builds", building.name, reward)
    if total and not any(other.vp for other in state.players if other is not player):
        # R13: VP never go below 0, so however the loss was split nobody loses any: one line says
        # so, where each opponent's own would say it as often as they are.
        said(state, seat, "nobody_loses_vp", building.name)
        return
    for other, amount in enumerate(losses):
        if amount:
            take_vp(state, other, amount)
