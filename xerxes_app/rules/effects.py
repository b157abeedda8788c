"""What commands do to a player, shared by every phase: resources within the cap, VP with their
floor, the log."""

from __future__ import annotations

from .errors import IllegalCommand
from .state import LOST_VP, GameState


def log(state: GameState, message: str, *values) -> None:
    """Record a message id and its values (`messages.py`) for every player to read."""
    state.entries.append((state.year, state.phase, message, values, None))


def said(state: GameState, seat: int, message: str, *values) -> None:
    """Record, for every player to read, what `seat` did: its title first (R1), then the values.
    (The title looked up here, not by a call of `state.title`, at most of a game's entries.)"""
    who = state.content.titles[state.players[seat].satrap]
    state.entries.append((state.year, state.phase, message, (who,) + values, None))


def log_secret(state: GameState, seat: int, message: str, *values) -> None:
    """Record what only `seat` may read (R25)."""
    state.entries.append((state.year, state.phase, message, values, seat))


def add_resource(state: GameState, seat: int, resource: int, gathered: bool = False) -> bool:
    """R7: add one resource; past the cap it is lost at once, and the log says so. Returns
    whether it was added."""
    player = state.players[seat]
    if player.resources[resource] >= state.content.cap:
        said(state, seat, "cap_loss", state.content.resources[resource], state.content.cap)
        return False
    player.resources[resource] += 1
    if gathered:
        player.gathered[resource] += 1
    return True


def gain_vp(state: GameState, seat: int, amount: int, source: int) -> None:
    if state.is_solo:  # R20: no VP in solo
        return
    player = state.players[seat]
    player.vp += amount
    player.vp_sources[source] += amount


def lose_vp(state: GameState, seat: int, amount: int) -> int:
    """R13: VP never go below 0. Returns what was really lost."""
    player = state.players[seat]
    lost = min(amount, player.vp)
    player.vp -= lost
    player.vp_sources[LOST_VP] += lost
    return lost


def take_vp(state: GameState, seat: int, amount: int) -> None:
    lost = lose_vp(state, seat, amount)
    if lost:
        said(state, seat, "loses_vp", lost)
    else:
        said(state, seat, "no_vp_to_lose")


def resource_named(state: GameState, name: str) -> int:
    index = state.content.resource_index.get(name)
    if index is None:
        raise IllegalCommand("no_such_resource", name)
    return index


def card_in_hand(hand: list[int], card: object, kind: str) -> None:
    if not isinstance(card, int) or card not in hand:
        raise IllegalCommand("not_in_hand", kind)


def opponents(state: GameState, seat: int) -> list[int]:
    return [other for other in range(len(state.players)) if other != seat]

