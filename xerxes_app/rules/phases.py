"""Each phase of a round (R5), declared in one place: who decides, what they may do, which
commands it takes and what each ends, how many sweeps it has, and what comes after it.

`engine.py` reads this table and nothing else about the phases; a phase's own rules live in a
module of their own (placement, campaign, gathering, building, taxation). A command of a phase
names the refusal a player meets who gives it at another moment.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import permutations
from typing import NamedTuple

from . import abilities, campaign, gathering, solo
from .building import build, build_choices, build_commands, build_prompt, builds_nothing, has_turn
from .commands import (
    Build, ClaimVictory, Command, DiscardCampaignCard, DiscardTaxCard, GainResource, LoseResource, Pass,
    PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder, TakeGift, known, numbered,
)
from .effects import add_resource, card_in_hand, log, log_secret, said
from .errors import IllegalCommand
from .placement import place_worker, placement_choices, placement_commands
from .rounds import end_round, enter, game_ends, reveal_event, start_round
from .state import BUILD, CAMPAIGN, GAME_OVER, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE, GameState
from .taxation import resolve_tax, tax_choices, tax_commands

Seat = int
Handler = Callable[[GameState, Seat, Command], None]


class Takes(NamedTuple):
    """A command a phase takes: what carries it out, whether that ends the player's turn, and
    the refusal (messages.py) for giving it in a phase that does not take it."""

    handler: Handler
    ends_turn: bool = False
    elsewhere: str = "not_now_in_this_game"


@dataclass(frozen=True, slots=True)
class Phase:
    lists: Callable[[GameState, Seat], list[Command]]
    prompt: Callable[[GameState, Seat], tuple[str, tuple]]
    takes: dict[type, Takes]
    # Who decides; None: the seat at the turn's slot of the turn track, the usual one (a field,
    # not a function, as the engine asks it at every step).
    decides: Callable[[GameState], Seat | None] | None = None
    # The seat's commands of the phase's own when it has a choice of the phase's own, decided on
    # public information only (R25), else None; by default the phase always offers its list.
    choices: Callable[[GameState, Seat], list[Command] | None] | None = None
    # Whether a special ability or a solo claim may join the phase's own commands (R18, R22).
    abilities_join: bool = False
    sweeps: int = 1  # how many times the turn goes round the table
    begins_turn: Callable[[GameState], None] | None = None  # a step at each player's turn
    then: Callable[[GameState], None] | None = None  # what follows the last turn
    # The log's words for a player passed over with nothing to do, as a message id, or None for
    # nothing to say (one who passed the build phase's first pass has said so already).
    skipped: Callable[[GameState, Seat], str | None] | None = None
    # Whether the seat has a turn at this step at all, on public information; one without a turn
    # is passed over even with an ability it could use (R18), and the log says so (`passed_over`).
    has_turn: Callable[[GameState, Seat], bool] | None = None
    passed_over: str | None = None
    may_pass: bool = field(init=False)  # whether its turns may end without doing anything

    def __post_init__(self) -> None:
        # Frozen: set once, as it is made.
        object.__setattr__(self, "may_pass", Pass in self.takes)
        if self.choices is None:
            object.__setattr__(self, "choices", self.lists)


# --- Setup (R2): each player keeps five Taxation cards, then three Campaign cards ---------------


def _setup_discards(state: GameState, seat: Seat) -> list[Command]:
    player = state.players[seat]
    content = state.content
    if len(player.tax_hand) > 5:
        discards = numbered(DiscardTaxCard, len(content.tax_cards))
        return [discards[card] for card in player.tax_hand]
    discards = numbered(DiscardCampaignCard, len(content.campaign_cards))
    return [discards[card] for card in player.campaign_hand]


def _discard_tax(state: GameState, seat: Seat, command: DiscardTaxCard) -> None:
    player = state.players[seat]
    if len(player.tax_hand) <= 5:
        raise IllegalCommand("already_discarded_tax")
    card_in_hand(player.tax_hand, command.card, "Taxation")
    player.tax_hand.remove(command.card)
    player.tax_discard.append(command.card)
    said(state, seat, "keeps_tax")
    tax = state.content.tax_cards[command.card]
    if tax.vp:
        log_secret(state, seat, "discarded_tax", tax.needs, tax.vp)
    else:
        log_secret(state, seat, "discarded_tax_unit", tax.needs, state.content.units[tax.unit])


def _discard_campaign(state: GameState, seat: Seat, command: DiscardCampaignCard) -> None:
    player = state.players[seat]
    if len(player.tax_hand) > 5:
        raise IllegalCommand("discard_tax_first")
    card_in_hand(player.campaign_hand, command.card, "Campaign")
    player.campaign_hand.remove(command.card)
    player.campaign_discard.append(command.card)
    said(state, seat, "keeps_campaign")
    log_secret(state, seat, "discarded_campaign", state.content.campaign_cards[command.card].needs)
    state.turn += 1
    if state.turn == len(state.players):
        start_round(state, 1)


# --- What several phases take --------------------------------------------------------------------


def _pass(state: GameState, seat: Seat, command: Pass) -> None:
    said(state, seat, "passes")


def _use_ability(state: GameState, seat: Seat, command: Command) -> None:
    abilities.check(state, seat, command)
    abilities.use(state, seat, command, lambda s, r: add_resource(state, s, r), lambda *entry: log(state, *entry))


def _claim_victory(state: GameState, seat: Seat, command: ClaimVictory) -> None:
    if not state.is_solo:
        raise IllegalCommand("claim_only_solo")
    if not solo.goal_met(state):
        raise IllegalCommand("goal_not_met", solo.goal_pairs(state))
    said(state, seat, "claims_victory")
    end_round(state, claimed=True)


# An ability has phases of its own (R18): its check says when it may be used.
_ABILITIES = {ability: Takes(_use_ability) for ability in abilities.ABILITY_COMMANDS}
_CLAIM = {ClaimVictory: Takes(_claim_victory)}
_PASS = {Pass: Takes(_pass, ends_turn=True)}


# --- Turn change (R9) -------------------------------------------------------------------------------


@cache
def _turn_orders(order: tuple[int, ...]) -> tuple[SetTurnOrder, ...]:
    return tuple(known(SetTurnOrder, new_order) for new_order in permutations(order))


def _set_turn_order(state: GameState, seat: Seat, command: SetTurnOrder) -> None:
    order = command.order
    if not isinstance(order, tuple) or sorted(order) != list(range(len(state.players))):
        raise IllegalCommand("order_one_place_each")
    state.turn_order = list(order)
    said(state, seat, "sets_turn_order", tuple(state.title(s) for s in order))
    end_round(state)


# --- What follows each phase of a round (R5) -------------------------------------------------------


def _after_placement(state: GameState) -> None:
    reveal_event(state)
    enter(state, CAMPAIGN)


def _after_campaigns(state: GameState) -> None:
    enter(state, GATHERING)
    gathering.begin_gathering(state)


def _after_taxation(state: GameState) -> None:
    if state.turn_change >= 0 and not game_ends(state):
        enter(state, TURN_CHANGE_PHASE)
    else:
        end_round(state)


def _said(message: str, *values) -> Callable[[GameState, Seat], tuple[str, tuple]]:
    return lambda state, seat: (message, values)


PHASE_RULES: dict[str, Phase] = {
    SETUP: Phase(
        decides=lambda state: state.turn,
        lists=_setup_discards,
        prompt=lambda state, seat: ("discard_tax" if len(state.players[seat].tax_hand) > 5 else "discard_campaign", ()),
        takes={
            DiscardTaxCard: Takes(_discard_tax, elsewhere="discard_tax_at_setup"),
            DiscardCampaignCard: Takes(_discard_campaign, elsewhere="discard_campaign_at_setup"),
            **_ABILITIES,
        },
    ),
    PLACEMENT: Phase(
        lists=placement_commands,
        prompt=lambda state, seat: ("place_solo" if state.is_solo else "place", (state.sweep,)),
        takes={PlaceWorker: Takes(place_worker, ends_turn=True, elsewhere="place_in_placement"), **_ABILITIES, **_CLAIM},
        choices=placement_choices,
        abilities_join=True,
        sweeps=2,
        then=_after_placement,
        skipped=lambda state, seat: "no_free_place",
    ),
    CAMPAIGN: Phase(
        lists=campaign.campaign_commands,
        prompt=_said("campaign_or_pass"),
        takes={
            ResolveCampaign: Takes(campaign.resolve_campaign, elsewhere="campaign_in_campaign_phase"),
            **_PASS,
            **_ABILITIES,
            **_CLAIM,
        },
        choices=campaign.campaign_choices,
        abilities_join=True,
        then=_after_campaigns,
    ),
    GATHERING: Phase(
        lists=gathering.gathering_commands,
        prompt=lambda state, seat: gathering.choice_prompt(state),
        takes={
            TakeGift: Takes(gathering.take_gift, elsewhere="gift_at_gathering"),
            LoseResource: Takes(gathering.lose_resource, elsewhere="loss_at_gathering"),
            GainResource: Takes(gathering.gain_resource, elsewhere="gain_at_gathering"),
            **_ABILITIES,
            **_CLAIM,
        },
        choices=gathering.gathering_choices,
        begins_turn=gathering.begin_gathering,
        then=lambda state: enter(state, BUILD),
    ),
    BUILD: Phase(
        lists=build_commands,
        prompt=build_prompt,
        takes={Build: Takes(build, ends_turn=True, elsewhere="build_in_build_phase"), **_PASS, **_ABILITIES, **_CLAIM},
        choices=build_choices,
        abilities_join=True,
        sweeps=2,
        has_turn=has_turn,
        passed_over="passes_second_pass",
        skipped=builds_nothing,
        then=lambda state: enter(state, TAXATION),
    ),
    TAXATION: Phase(
        lists=tax_commands,
        prompt=_said("tax_or_pass"),
        takes={ResolveTax: Takes(resolve_tax, elsewhere="tax_in_taxation_phase"), **_PASS, **_ABILITIES, **_CLAIM},
        choices=tax_choices,
        abilities_join=True,
        then=_after_taxation,
    ),
    TURN_CHANGE_PHASE: Phase(
        decides=lambda state: state.turn_change,
        lists=lambda state, seat: list(_turn_orders(tuple(state.turn_order))),
        prompt=_said("set_turn_order"),
        takes={SetTurnOrder: Takes(_set_turn_order, elsewhere="order_at_turn_change"), **_ABILITIES},
    ),
    GAME_OVER: Phase(decides=lambda state: None, lists=lambda state, seat: [], prompt=_said("game_is_over"), takes={}),
}
