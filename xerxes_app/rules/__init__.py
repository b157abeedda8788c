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
from .abilities import ABILITY_COMMANDS
from .campaign import area_unit
from .command_fields import command_from_json
from .content import Content, standard_content
from .engine import apply, current_player, legal_commands, prompt, prompt_message, refusal, why_not
from .errors import ContentError, IllegalCommand, SaveError, Sentence
from .saveformat import dumps, from_json, loads, to_json
from .setup import new_game, situation
from .gathering import gathered_held
from .messages import render
from .messages_ja import TERMS as JAPANESE_TERMS
from .solo import GOALS, goal_met
from .state import (
    AI_PAWN,
    BUILD,
    BUILDING_VP,
    CAMPAIGN,
    CAMPAIGN_VP,
    GAME_OVER,
    GATHERING,
    HIDDEN,
    LOST_VP,
    PHASES,
    PLACEMENT,
    SETUP,
    TAX_VP,
    TAXATION,
    TURN_CHANGE_PHASE,
    TURN_CHANGE_SPACE,
    GameState,
    LogEntry,
)
from .view import view_for

__all__ = [
    "ABILITY_COMMANDS",
    "AI_PAWN",
    "BUILD",
    "BUILDING_VP",
    "Build",
    "CAMPAIGN",
    "CAMPAIGN_VP",
    "ClaimVictory",
    "Command",
    "Content",
    "ContentError",
    "ConvertUnit",
    "DiscardCampaignCard",
    "DiscardTaxCard",
    "GAME_OVER",
    "GATHERING",
    "GOALS",
    "GainResource",
    "GameState",
    "HIDDEN",
    "IgnoreEvent",
    "IllegalCommand",
    "JAPANESE_TERMS",
    "LOST_VP",
    "LogEntry",
    "LoseResource",
    "PHASES",
    "PLACEMENT",
    "Pass",
    "PlaceWorker",
    "ResolveCampaign",
    "ResolveTax",
    "SETUP",
    "SaveError",
    "Sentence",
    "SetTurnOrder",
    "StealResource",
    "TAXATION",
    "TAX_VP",
    "TURN_CHANGE",
    "TURN_CHANGE_PHASE",
    "TURN_CHANGE_SPACE",
    "TakeGift",
    "TradeResources",
    "apply",
    "area_unit",
    "command_from_json",
    "current_player",
    "dumps",
    "from_json",
    "gathered_held",
    "goal_met",
    "legal_commands",
    "loads",
    "new_game",
    "prompt",
    "prompt_message",
    "refusal",
    "render",
    "situation",
    "standard_content",
    "to_json",
    "view_for",
    "why_not",
]
