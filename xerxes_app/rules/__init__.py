"""The rules of Xerxes, headless: content, state, commands, phases, randomness, log, saves.

Nothing here imports pygame. Screens, bots and tests all play through this API:

    state = new_game(players=4, seed=7)
    while not state.is_over:
        seat = current_player(state)
        command = choose(legal_commands(state))
        apply(state, command)          # IllegalCommand for anything else; state untouched

Each name below is imported from its module when first used: a screen that needs only a sentence
of the engine (`errors.Sentence`) or its content does not wait for every phase of the game to be
loaded, nor does the app's start (tests/ui/shell/test_starting.py).
"""

from __future__ import annotations

import importlib
from typing import Any

# The engine's API: its modules, each with the names taken from it ("name as alias" to rename).
_FROM = {
    "commands": (
        "TURN_CHANGE", "Build", "ClaimVictory", "Command", "ConvertUnit", "DiscardCampaignCard", "DiscardTaxCard",
        "GainResource", "IgnoreEvent", "LoseResource", "Pass", "PlaceWorker", "ResolveCampaign", "ResolveTax",
        "SetTurnOrder", "StealResource", "TakeGift", "TradeResources",
    ),
    "abilities": ("ABILITY_COMMANDS",),
    "campaign": ("area_unit",),
    "command_fields": ("command_from_json",),
    "content": ("Content", "standard_content"),
    "engine": ("apply", "current_player", "legal_commands", "prompt", "prompt_message", "refusal", "why_not"),
    "errors": ("ContentError", "IllegalCommand", "SaveError", "Sentence"),
    "saveformat": ("dumps", "from_json", "loads", "to_json"),
    "setup": ("new_game", "situation"),
    "gathering": ("gathered_held",),
    "messages": ("render",),
    "solo": ("GOALS", "goal_met"),
    "state": (
        "AI_PAWN", "BUILD", "BUILDING_VP", "CAMPAIGN", "CAMPAIGN_VP", "GAME_OVER", "GATHERING", "HIDDEN", "LOST_VP",
        "PHASES", "PLACEMENT", "SETUP", "TAX_VP", "TAXATION", "TURN_CHANGE_PHASE", "TURN_CHANGE_SPACE", "GameState",
        "LogEntry",
    ),
    "view": ("view_for",),
    "messages_ja": ("TERMS as JAPANESE_TERMS",),
}
_WHERE: dict[str, tuple[str, str]] = {}
for _module, _names in _FROM.items():
    for _entry in _names:
        _name, _, _alias = _entry.partition(" as ")
        _WHERE[_alias or _name] = (_module, _name)

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    try:
        module, attribute = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"{__name__}.{module}"), attribute)
    globals()[name] = value  # found at once from now on
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
