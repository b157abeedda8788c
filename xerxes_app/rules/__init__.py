"""The rules of Xerxes, headless: content, state, commands, phases, randomness, log, saves.

Nothing here imports pygame. Screens, bots and tests all play through this API:

    state = new_game(players=4, seed=7)
    while not state.is_over:
        seat = current_player(state)
        command = choose(legal_commands(state))
        apply(state, command)          # IllegalCommand for anything else; state untouched
"""

from .commands import (
    TURN_CHANGE,
    Build,
    ClaimVictory,
    Command,
    ConvertUnit,
    DiscardCampaignCard,
    DiscardTaxCard,
    GainResource,
    IgnoreEvent,
    LoseResource,
    Pass,
    PlaceWorker,
    ResolveCampaign,
    ResolveTax,
    SetTurnOrder,
    StealResource,
    TakeGift,
    TradeResources,
)
from .command_fields import command_from_json
from .content import Content, standard_content
from .engine import apply, current_player, legal_commands, prompt, prompt_message, refusal, why_not
from .errors import ContentError, IllegalCommand, SaveError
from .saveformat import dumps, from_json, loads, to_json
from .setup import new_game, situation
from .state import GameState
from .view import view_for

__all__ = [
    "TURN_CHANGE",
    "Build",
    "ClaimVictory",
    "Command",
    "Content",
    "ContentError",
    "ConvertUnit",
    "DiscardCampaignCard",
    "DiscardTaxCard",
    "GainResource",
    "GameState",
    "IgnoreEvent",
    "IllegalCommand",
    "LoseResource",
    "Pass",
    "PlaceWorker",
    "ResolveCampaign",
    "ResolveTax",
    "SaveError",
    "SetTurnOrder",
    "StealResource",
    "TakeGift",
    "TradeResources",
    "apply",
    "command_from_json",
    "current_player",
    "dumps",
    "from_json",
    "legal_commands",
    "loads",
    "new_game",
    "prompt",
    "prompt_message",
    "refusal",
    "situation",
    "standard_content",
    "to_json",
    "view_for",
    "why_not",
]
