"""Where a command given at the table begins, as a key of `Table.targets()`: the tutorial rings
it, and the click-driver of the tests and screenshots clicks it."""

from __future__ import annotations

from ...rules import ABILITY_COMMANDS, Build, ClaimVictory, Pass, PlaceWorker, ResolveCampaign, ResolveTax


def first_click(command):
    """Where a command given at the table begins: the place, card or button clicked first; None
    for one chosen in a window that opens by itself (a gathering or turn-order choice)."""
    if isinstance(command, PlaceWorker):
        return ("area", command.place)
    if isinstance(command, ResolveCampaign):
        return ("campaign", command.card)
    if isinstance(command, ResolveTax):
        return ("tax", command.card)
    if isinstance(command, Build):
        return ("building", command.building)
    if isinstance(command, Pass):
        return ("button", "pass")
    if isinstance(command, ABILITY_COMMANDS):
        return ("button", "ability")
    if isinstance(command, ClaimVictory):
        return ("button", "claim")
    return None
