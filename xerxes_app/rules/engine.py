"""The rules of a round of Xerxes: whose decision is pending, what they may do, and doing it.

`legal_commands(state)` lists the pending player's commands; `apply(state, command)` checks a
command and carries it out, then plays every step that needs no decision (the event, gathering,
passing a player who can do nothing) until the next decision or the end. An illegal command
raises IllegalCommand with a sentence for the player and leaves the state untouched: every check
runs before the first change. Each phase's commands live in a module of their own (placement,
campaign, gathering, building, taxation); this one holds the flow of a round (R5).

Steps are skipped automatically only on public information, so in pass-and-play nobody learns
anything about a hand from whose turn comes next (R25).
"""

from __future__ import annotations

from functools import cache
from itertools import permutations

from . import abilities, campaign, gathering, solo
from .building import build, build_commands, build_prompt, can_build
from .command_fields import FITTING, check_fields
from .commands import (
    Build,
    ClaimVictory,
    Command,
    DiscardCampaignCard,
    DiscardTaxCard,
    GainResource,
    LoseResource,
    Pass,
    PlaceWorker,
    ResolveCampaign,
    ResolveTax,
    SetTurnOrder,
    TakeGift,
    known,
    numbered,
)
from .effects import add_resource, card_in_hand, log, log_secret
from .errors import IllegalCommand
from .messages import render
from .placement import any_free_area, place_worker, placement_commands
from .scoring import final_standings
from .state import (
    BUILD,
    CAMPAIGN,
    GAME_OVER,
    GATHERING,
    PLACEMENT,
    SETUP,
    TAXATION,
    TURN_CHANGE_PHASE,
    GameState,
)
from .taxation import resolve_tax, tax_commands

_PASS = known(Pass)
_CLAIM = known(ClaimVictory)


def current_player(state: GameState) -> int | None:
    """The seat whose decision is pending, or None when the game is over."""
    phase = state.phase
    if phase in _BY_TURN_ORDER:
        return state.turn_order[state.turn]
    if phase == SETUP:
        return state.turn
    if phase == TURN_CHANGE_PHASE:
        return state.turn_change
    return None


def prompt(state: GameState) -> str:
    """What is happening and what the pending player may do, in one sentence."""
    return render(*prompt_message(state))


def prompt_message(state: GameState) -> tuple[str, tuple]:
    """The prompt as a message id and its values, for any language's words (messages.py)."""
    seat = current_player(state)
    if seat is None:
        return "game_is_over", ()
    who = state.title(seat)
    player = state.players[seat]
    phase = state.phase
    if phase == SETUP:
        return "prompt", (who, ("discard_tax" if len(player.tax_hand) > 5 else "discard_campaign", ()))
    if phase == PLACEMENT:
        return "prompt", (who, ("place_solo" if state.is_solo else "place", (state.sweep,)))
    if phase == CAMPAIGN:
        return "prompt", (who, ("campaign_or_pass", ()))
    if phase == GATHERING:
        return "prompt", (who, gathering.choice_prompt(state))
    if phase == BUILD:
        return "prompt", (who, build_prompt(state, seat))
    if phase == TAXATION:
        return "prompt", (who, ("tax_or_pass", ()))
    return "prompt", (who, ("set_turn_order", ()))


def legal_commands(state: GameState) -> list[Command]:
    """Every command the pending player may give now; empty only when the game is over."""
    phase = state.phase
    lister = _LISTERS.get(phase)
    if lister is None:  # setup, gathering, turn change and the end have choices of their own
        return _other_commands(state)
    seat = state.turn_order[state.turn]
    commands = lister(state, seat)
    if phase != PLACEMENT:  # the other phases' turns may end without doing anything
        commands.append(_PASS)
    if not state.players[seat].ability_used:  # once used, an ability offers nothing more (R18)
        commands.extend(abilities.ability_commands(state, seat))
    if state.scenario is not None and solo.goal_met(state):
        commands.append(_CLAIM)
    return commands


# The phases where a special ability or a solo claim may join the phase's own commands (R18, R22).
_LISTERS = {
    PLACEMENT: placement_commands,
    CAMPAIGN: campaign.campaign_commands,
    BUILD: build_commands,
    TAXATION: tax_commands,
}
# The phases whose pending player is the one at the turn's slot of the turn track.
_BY_TURN_ORDER = frozenset((*_LISTERS, GATHERING))


def _other_commands(state: GameState) -> list[Command]:
    seat = current_player(state)
    if seat is None:
        return []
    phase = state.phase
    if phase == GATHERING:
        return gathering.gathering_commands(state, seat)
    if phase == TURN_CHANGE_PHASE:
        return list(_turn_orders(tuple(state.turn_order)))
    player = state.players[seat]
    content = state.content
    if len(player.tax_hand) > 5:
        discards = numbered(DiscardTaxCard, len(content.tax_cards))
        return [discards[card] for card in player.tax_hand]
    discards = numbered(DiscardCampaignCard, len(content.campaign_cards))
    return [discards[card] for card in player.campaign_hand]


@cache
def _turn_orders(order: tuple[int, ...]) -> tuple[SetTurnOrder, ...]:
    return tuple(known(SetTurnOrder, new_order) for new_order in permutations(order))


def apply(state: GameState, command: Command) -> None:
    """Carry out the pending player's command, or raise IllegalCommand and change nothing."""
    phase = state.phase
    seat = state.turn_order[state.turn] if phase in _BY_TURN_ORDER else current_player(state)
    if seat is None:
        raise IllegalCommand("game_is_over")
    if id(command) not in FITTING:
        check_fields(command)
    entry = _HANDLERS[phase].get(type(command))
    if entry is None:
        raise IllegalCommand(*_wrong_moment(state, command))
    handler, ends_turn = entry
    handler(state, seat, command)
    if ends_turn:
        _next_turn(state)
    while not _has_decision(state):  # every step that needs no decision, up to the next decision
        _next_turn(state)


def why_not(state: GameState, command: Command) -> str | None:
    """The engine's reason for refusing a command now, or None when it is legal. The state is
    not changed: the command is tried on a copy."""
    found = refusal(state, command)
    return None if found is None else str(found)


def refusal(state: GameState, command: Command) -> IllegalCommand | None:
    """`why_not` as the engine's refusal, its message id and values, for any language's words."""
    try:
        apply(state.clone(), command)
    except IllegalCommand as refused:
        return refused
    return None


def _wrong_moment(state: GameState, command: Command) -> tuple:
    """The refusal of a command that has no place in this phase: its message id and values."""
    if isinstance(command, Pass):
        return "nothing_to_pass", prompt_message(state)
    what = {
        DiscardTaxCard: "discard_tax_at_setup",
        DiscardCampaignCard: "discard_campaign_at_setup",
        PlaceWorker: "place_in_placement",
        ResolveCampaign: "campaign_in_campaign_phase",
        TakeGift: "gift_at_gathering",
        LoseResource: "loss_at_gathering",
        GainResource: "gain_at_gathering",
        Build: "build_in_build_phase",
        ResolveTax: "tax_in_taxation_phase",
        SetTurnOrder: "order_at_turn_change",
    }.get(type(command), "not_now_in_this_game")
    return what, (f"phase_{state.phase}", ()), prompt_message(state)


def _discard_tax(state: GameState, seat: int, command: DiscardTaxCard) -> None:
    player = state.players[seat]
    if len(player.tax_hand) <= 5:
        raise IllegalCommand("already_discarded_tax")
    card_in_hand(player.tax_hand, command.card, "Taxation")
    player.tax_hand.remove(command.card)
    player.tax_discard.append(command.card)
    log(state, "keeps_tax", state.title(seat))
    tax = state.content.tax_cards[command.card]
    if tax.vp:
        log_secret(state, seat, "discarded_tax", tax.needs, tax.vp)
    else:
        log_secret(state, seat, "discarded_tax_unit", tax.needs, state.content.units[tax.unit])


def _discard_campaign(state: GameState, seat: int, command: DiscardCampaignCard) -> None:
    player = state.players[seat]
    if len(player.tax_hand) > 5:
        raise IllegalCommand("discard_tax_first")
    card_in_hand(player.campaign_hand, command.card, "Campaign")
    player.campaign_hand.remove(command.card)
    player.campaign_discard.append(command.card)
    log(state, "keeps_campaign", state.title(seat))
    log_secret(state, seat, "discarded_campaign", state.content.campaign_cards[command.card].needs)
    state.turn += 1
    if state.turn == len(state.players):
        start_round(state, 1)


def _pass(state: GameState, seat: int, command: Pass) -> None:
    log(state, "passes", state.title(seat))


def _set_turn_order(state: GameState, seat: int, command: SetTurnOrder) -> None:
    order = command.order
    if not isinstance(order, tuple) or sorted(order) != list(range(len(state.players))):
        raise IllegalCommand("order_one_place_each")
    state.turn_order = list(order)
    log(state, "sets_turn_order", state.title(seat), tuple(state.title(s) for s in order))
    _end_round(state)


def _use_ability(state: GameState, seat: int, command: Command) -> None:
    abilities.check(state, seat, command)
    abilities.use(state, seat, command, lambda s, r: add_resource(state, s, r), lambda *entry: log(state, *entry))


def _claim_victory(state: GameState, seat: int, command: ClaimVictory) -> None:
    if not state.is_solo:
        raise IllegalCommand("claim_only_solo")
    if not solo.goal_met(state):
        raise IllegalCommand("goal_not_met", solo.goal_pairs(state))
    log(state, "claims_victory", state.title(seat))
    _end_round(state, claimed=True)


# Per phase, each command's handler and whether carrying it out ends the player's turn.
_HANDLERS: dict[str, dict[type, tuple]] = {
    SETUP: {DiscardTaxCard: (_discard_tax, False), DiscardCampaignCard: (_discard_campaign, False)},
    PLACEMENT: {PlaceWorker: (place_worker, True)},
    CAMPAIGN: {ResolveCampaign: (campaign.resolve_campaign, False), Pass: (_pass, True)},
    GATHERING: {
        TakeGift: (gathering.take_gift, False),
        LoseResource: (gathering.lose_resource, False),
        GainResource: (gathering.gain_resource, False),
    },
    BUILD: {Build: (build, True), Pass: (_pass, True)},
    TAXATION: {ResolveTax: (resolve_tax, False), Pass: (_pass, True)},
    TURN_CHANGE_PHASE: {SetTurnOrder: (_set_turn_order, False)},
    GAME_OVER: {},
}
for _phase in (PLACEMENT, CAMPAIGN, GATHERING, BUILD, TAXATION):
    _HANDLERS[_phase][ClaimVictory] = (_claim_victory, False)
# An ability has phases of its own (R18): its check says when it may be used.
for _phase in (SETUP, PLACEMENT, CAMPAIGN, GATHERING, BUILD, TAXATION, TURN_CHANGE_PHASE):
    for _ability in abilities.ABILITY_COMMANDS:
        _HANDLERS[_phase][_ability] = (_use_ability, False)


def _next_turn(state: GameState) -> None:
    """The current player's turn in this phase ends; the next in turn order comes, or the next
    sweep, or the next phase."""
    state.turn += 1
    if state.turn < len(state.players):
        if state.phase == GATHERING:
            gathering.begin_gathering(state)
        return
    state.turn = 0
    phase = state.phase
    if phase in (PLACEMENT, BUILD) and state.sweep == 1:
        state.sweep = 2
        return
    state.sweep = 1
    if phase == PLACEMENT:
        _reveal_event(state)
        _enter(state, CAMPAIGN)
    elif phase == CAMPAIGN:
        _enter(state, GATHERING)
        gathering.begin_gathering(state)
    elif phase == GATHERING:
        _enter(state, BUILD)
    elif phase == BUILD:
        _enter(state, TAXATION)
    elif phase == TAXATION:
        if state.turn_change >= 0 and not _game_ends(state):
            _enter(state, TURN_CHANGE_PHASE)
        else:
            _end_round(state)


def _enter(state: GameState, phase: str) -> None:
    state.phase = phase
    state.turn = 0
    state.sweep = 1


def _reveal_event(state: GameState) -> None:
    """R5 step 3: the top event holds this round, then goes to the bottom of the deck."""
    state.event = state.event_deck.pop(0)
    state.event_deck.append(state.event)
    event = state.content.events[state.event]
    if event.stops is not None:
        log(state, "event_stops", state.year, event.name, state.content.resources[event.stops])
    elif event.gift_resources:
        log(state, "event_gives_resources", state.year, event.name, event.gift_resources)
    else:
        log(state, "event_gives_units", state.year, event.name, event.gift_units)


def _game_ends(state: GameState) -> bool:
    """R19 (R22 in solo): checked at the end of a round."""
    if state.year >= state.content.years:
        return True
    return not state.is_solo and any(p.vp >= state.content.win_vp for p in state.players)


def _end_round(state: GameState, claimed: bool = False) -> None:
    """R5 step 9: workers return, satrapy pawns stand, units expire; the game may end (R19)."""
    for player in state.players:
        player.start_round()
    state.area_pawns = [-1] * len(state.area_pawns)
    state.turn_change = -1
    state.event = -1
    state.gift_left, state.lose_pending, state.gain_pending = 0, False, False
    if claimed or _game_ends(state):
        _enter(state, GAME_OVER)
        state.standings = final_standings(state)
        if state.is_solo:
            if solo.goal_met(state):
                log(state, "solo_won", state.scenario, solo.goal_pairs(state))
            else:
                log(state, "solo_lost", state.scenario, solo.goal_pairs(state))
            return
        winners = tuple(state.title(s.seat) for s in state.standings if s.rank == 1)
        log(state, "wins" if len(winners) == 1 else "share_win", winners)
        return
    state.tile = -1
    start_round(state, state.year + 1)


def start_round(state: GameState, year: int) -> None:
    """R5 step 1: advance the timeline (solo: draw a tile, R24); placement begins."""
    state.year = year
    _enter(state, PLACEMENT)
    log(state, "year_begins", year)
    if state.is_solo:
        solo.draw_tile(state)
        log(state, "solo_tile", *solo.tile_values(state))


def _has_decision(state: GameState) -> bool:
    """Whether the pending player has a choice to make, decided on public information only.
    Forced steps on the way are carried out here: a 1st-slot loss with one candidate."""
    phase = state.phase
    # The phase's own choices first, as they are the usual ones; an ability or a solo claim
    # (R18, R22) is a choice of its own.
    if phase == PLACEMENT:
        if any_free_area(state) or (state.turn_change < 0 and state.scenario is None):
            return True
    elif phase == CAMPAIGN:
        # The hand's size and the campaigns already resolved are public; its contents are not.
        player = state.players[state.turn_order[state.turn]]
        if player.campaign_hand and player.campaigns_this_round < 2:
            return True
    elif phase == TAXATION:
        if state.players[state.turn_order[state.turn]].tax_hand:
            return True
    elif phase == BUILD:
        if can_build(state, state.turn_order[state.turn]):
            return True
    elif phase == GATHERING:
        return _gathering_choice(state)
    else:  # setup, turn change, game over
        return True
    seat = state.turn_order[state.turn]
    if abilities.usable_now(state, seat) or (state.scenario is not None and solo.goal_met(state)):
        return True
    if phase == PLACEMENT:
        log(state, "no_free_place", state.title(seat))
    return False


def _gathering_choice(state: GameState) -> bool:
    """Whether the gathering player has a choice left: a gift, a loss or a gain (R8, R17)."""
    if state.gift_left:
        return True
    if state.lose_pending:
        seat = state.turn_order[state.turn]
        losable = gathering.losable(state, seat)
        if len(losable) > 1:
            return True
        if losable:
            gathering.do_lose(state, seat, losable[0])
        state.lose_pending = False
    return state.gain_pending
