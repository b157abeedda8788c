"""Why something on the table cannot be done now, in the engine's own words (`refusal`), in the
player's language.

Each thing a player may point at stands for a command: an area for placing a worker there, a
card for resolving it, a button for passing or the satrap's ability. When no legal command is
that thing, the engine is asked about one such command; it refuses with the reason and changes
nothing, so hovering or clicking never gives a command by mistake.
"""

from __future__ import annotations

from ..looks.language import refusal_words
from ...rules import (
    ABILITY_COMMANDS, Build, ClaimVictory, Command, ConvertUnit, GameState, IgnoreEvent, Pass, PlaceWorker,
    ResolveCampaign, ResolveTax, StealResource, TradeResources, refusal,
)


def _is(thing, command: Command) -> bool:
    """Whether `command` is what pointing at `thing` would do."""
    kind, key = thing
    if kind in ("area", "turn change"):
        return isinstance(command, PlaceWorker) and command.place == key
    if kind == "building":
        return isinstance(command, Build) and command.building == key
    if kind == "tax":
        return isinstance(command, ResolveTax) and command.card == key
    if kind == "campaign":
        return isinstance(command, ResolveCampaign) and command.card == key
    if thing == ("button", "pass"):
        return isinstance(command, Pass)
    if thing == ("button", "ability"):
        return isinstance(command, ABILITY_COMMANDS)
    if thing == ("button", "claim"):
        return isinstance(command, ClaimVictory)
    return False


def _asked(state: GameState, seat: int, thing) -> Command | None:
    """A command for `thing` for the engine to judge. Its details do not change the reason: the
    engine checks them last, and a thing with no legal command fails an earlier check."""
    kind, key = thing
    if kind in ("area", "turn change"):
        return PlaceWorker(key)
    if kind == "building":
        return Build(key, ())
    if kind == "tax":
        return ResolveTax(key)
    if kind == "campaign":
        return ResolveCampaign(key, (), None)
    if thing == ("button", "pass"):
        return Pass()
    if thing == ("button", "claim"):
        return ClaimVictory()
    if thing == ("button", "ability"):
        return _ability(state, seat)
    return None


def _ability(state: GameState, seat: int) -> Command:
    """The satrap's ability in some form (R18)."""
    content = state.content
    satrap = content.satraps[state.players[seat].satrap]
    home = content.areas[satrap.home]
    opponent = next((s for s in range(len(state.players)) if s != seat), None)  # solo: India takes from the supply
    return {
        "Aegyptus": ConvertUnit(home.name, content.units[(home.unit + 1) % len(content.units)]),
        "Babylonia": IgnoreEvent(),
        "India": StealResource(opponent, "gold"),
        "Lydia": TradeResources(("gold", "iron"), ("stone", "wood")),
    }[satrap.name]


def reason(state: GameState, seat: int, legal: list[Command], thing) -> str | None:
    """Why the player of `seat`, deciding now with `legal` commands, cannot do `thing`; None when
    they can, or when `thing` stands for no command."""
    if any(_is(thing, command) for command in legal):
        return None
    command = _asked(state, seat, thing)
    refused = None if command is None else refusal(state, command)
    return None if refused is None else refusal_words(refused)
