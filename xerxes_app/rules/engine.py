"""The rules of a round of Xerxes: whose decision is pending, what they may do, and doing it.

`legal_commands(state)` lists the pending player's commands; `apply(state, command)` checks a
command and carries it out, then plays every step that needs no decision (the event, gathering,
passing a player who can do nothing) until the next decision or the end. An illegal command
raises IllegalCommand with a sentence for the player and leaves the state untouched: every check
runs before the first change.

Steps are skipped automatically only on public information, so in pass-and-play nobody learns
anything about a hand from whose turn comes next (R25).
"""

from __future__ import annotations

from itertools import permutations

from . import abilities, campaign, solo
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
from .errors import IllegalCommand
from .scoring import final_standings
from .state import (
    BUILD,
    BUILDING_VP,
    CAMPAIGN,
    CAMPAIGN_VP,
    GAME_OVER,
    GATHERING,
    LOST_VP,
    PHASE_TITLES,
    PLACEMENT,
    SETUP,
    TAX_VP,
    TAXATION,
    TURN_CHANGE_PHASE,
    AI_PAWN,
    TURN_CHANGE_SPACE,
    GameState,
    LogEntry,
)

FIRST_SLOT, FOURTH_SLOT = 0, 3
MAX_BUILDINGS = 3  # R14
CAMPAIGN_REWARD, CAMPAIGN_TAKES = 5, 1  # R12
ABILITY_COMMANDS = (ConvertUnit, IgnoreEvent, StealResource, TradeResources)

_PASS = Pass()
_CLAIM = ClaimVictory()


# --- Whose decision ---------------------------------------------------------------------------


def current_player(state: GameState) -> int | None:
    """The seat whose decision is pending, or None when the game is over."""
    phase = state.phase
    if phase == GAME_OVER:
        return None
    if phase == SETUP:
        return state.turn
    if phase == TURN_CHANGE_PHASE:
        return state.turn_change
    return state.turn_order[state.turn]


def prompt(state: GameState) -> str:
    """What is happening and what the pending player may do, in one sentence."""
    seat = current_player(state)
    if seat is None:
        return "The game is over."
    who = state.title(seat, start=True)
    player = state.players[seat]
    phase = state.phase
    if phase == SETUP:
        if len(player.tax_hand) > 5:
            return f"{who}: choose the Taxation card to discard (keep 5 of 6)."
        return f"{who}: choose the Campaign card to discard (keep 3 of 4)."
    if phase == PLACEMENT:
        places = "a free area" if state.is_solo else "a free area or the turn-change space"
        return f"{who}: place your {'first' if state.sweep == 1 else 'second'} worker on {places}."
    if phase == CAMPAIGN:
        return f"{who}: resolve a Campaign card, or pass."
    if phase == GATHERING:
        if state.gift_left:
            return f"{who}: King's heir: choose a resource ({state.gift_left} left)."
        if state.lose_pending:
            return f"{who}: 1st on the turn track: choose a gathered resource to lose."
        return f"{who}: 4th on the turn track: choose a resource to gain."
    if phase == BUILD:
        return f"{who}: build {'a' if state.sweep == 1 else 'a second'} building, or pass."
    if phase == TAXATION:
        return f"{who}: resolve Taxation cards, or pass."
    return f"{who}: set the turn order for the next round."


# --- Legal commands ---------------------------------------------------------------------------


def legal_commands(state: GameState) -> list[Command]:
    """Every command the pending player may give now; empty only when the game is over."""
    seat = current_player(state)
    if seat is None:
        return []
    phase = state.phase
    player = state.players[seat]
    content = state.content
    if phase == SETUP:
        if len(player.tax_hand) > 5:
            return [DiscardTaxCard(card) for card in player.tax_hand]
        return [DiscardCampaignCard(card) for card in player.campaign_hand]
    if phase == GATHERING:
        return _gathering_commands(state, seat)
    if phase == TURN_CHANGE_PHASE:
        return [SetTurnOrder(order) for order in permutations(state.turn_order)]
    commands: list[Command]
    if phase == PLACEMENT:
        commands = [PlaceWorker(content.areas[a].name) for a in _free_areas(state)]
        if state.turn_change < 0 and not state.is_solo:
            commands.append(PlaceWorker(TURN_CHANGE))
    elif phase == CAMPAIGN:
        areas = content.areas
        opponents = _opponents(state, seat) or [None]  # solo: nobody loses VP (R20)
        commands = [
            ResolveCampaign(card, tuple(areas[a].name for a in chosen), opponent)
            for card, chosen in campaign.campaign_options(state, seat)
            for opponent in opponents
        ]
        commands.append(_PASS)
    elif phase == BUILD:
        commands = _build_commands(state, seat)
        commands.append(_PASS)
    else:
        resources = player.resources
        tax_cards = content.tax_cards
        commands = [
            ResolveTax(card)
            for card in player.tax_hand
            if all(have >= need for have, need in zip(resources, tax_cards[card].needs))
        ]
        commands.append(_PASS)
    commands.extend(abilities.ability_commands(state, seat))
    if state.is_solo and solo.goal_met(state):
        commands.append(_CLAIM)
    return commands


def _free_areas(state: GameState) -> list[int]:
    pawns = state.area_pawns
    return [a for a in state.content.open_areas if pawns[a] == -1]


def _opponents(state: GameState, seat: int) -> list[int]:
    return [other for other in range(len(state.players)) if other != seat]


_SPLITS: dict[tuple[int, int, int], list[tuple[int, ...]]] = {}


def _splits(players: int, seat: int, total: int) -> list[tuple[int, ...]]:
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


def _build_commands(state: GameState, seat: int) -> list[Command]:
    player = state.players[seat]
    if not _may_build(state, seat):
        return []
    resources = player.resources
    n = len(state.players)
    commands: list[Command] = []
    closed = state.content.solo_tiles[state.tile].closed_building if state.is_solo else -1
    for building in state.content.buildings:
        if building.index != closed and state.built_by[building.index] < 0 and all(h >= c for h, c in zip(resources, building.cost)):
            for losses in _splits(n, seat, building.opponents_lose if n > 1 else 0):
                commands.append(Build(building.name, losses))
    return commands


def _may_build(state: GameState, seat: int) -> bool:
    player = state.players[seat]
    if len(player.buildings) >= MAX_BUILDINGS:
        return False
    return player.builds_this_round == state.sweep - 1


def _gathering_commands(state: GameState, seat: int) -> list[Command]:
    names = state.content.resources
    if state.gift_left:
        return [TakeGift(name) for name in names]
    if state.lose_pending:
        return [LoseResource(names[r]) for r in _losable(state, seat)]
    stopped = _stopped(state, seat)
    return [GainResource(names[r]) for r in range(6) if r != stopped]


def _losable(state: GameState, seat: int) -> list[int]:
    player = state.players[seat]
    return [r for r in range(6) if player.gathered[r] > 0 and player.resources[r] > 0]


def _stopped(state: GameState, seat: int) -> int | None:
    """R17: the resource this round's event stops for this player, if any."""
    if state.event < 0 or state.players[seat].ignores_event:
        return None
    return state.content.events[state.event].stops


# --- Applying a command -----------------------------------------------------------------------


def apply(state: GameState, command: Command) -> None:
    """Carry out the pending player's command, or raise IllegalCommand and change nothing."""
    seat = current_player(state)
    if seat is None:
        raise IllegalCommand("The game is over.")
    if isinstance(command, ABILITY_COMMANDS):
        abilities.check(state, seat, command)
        abilities.use(state, seat, command, lambda s, r: _add_resource(state, s, r), lambda t: _log(state, t))
    else:
        handler = _HANDLERS.get((state.phase, type(command)))
        if handler is None:
            raise IllegalCommand(_wrong_moment(state, command))
        handler(state, seat, command)
    _advance(state)


def why_not(state: GameState, command: Command) -> str | None:
    """The engine's reason for refusing a command now, or None when it is legal. The state is
    not changed: the command is tried on a copy."""
    try:
        apply(state.clone(), command)
    except IllegalCommand as refusal:
        return str(refusal)
    return None


def _wrong_moment(state: GameState, command: Command) -> str:
    phase = PHASE_TITLES[state.phase].lower()
    if isinstance(command, Pass):
        return f"There is nothing to pass now: {prompt(state)}"
    what = {
        DiscardTaxCard: "Taxation cards are discarded at setup",
        DiscardCampaignCard: "Campaign cards are discarded at setup",
        PlaceWorker: "Workers are placed in the placement phase",
        ResolveCampaign: "Campaign cards are resolved in the campaign phase",
        TakeGift: "King's heir gifts are chosen at gathering",
        LoseResource: "The 1st slot's loss is chosen at gathering",
        GainResource: "The 4th slot's gain is chosen at gathering",
        Build: "Buildings are built in the build phase",
        ResolveTax: "Taxation cards are resolved in the taxation phase",
        SetTurnOrder: "The turn order is set at the turn change",
    }.get(type(command), "That command is not part of this game")
    return f"{what}; now it is the {phase}. {prompt(state)}"


def _log(state: GameState, text: str, seat: int | None = None) -> None:
    state.log.append(LogEntry(state.year, state.phase, text, seat))


def _add_resource(state: GameState, seat: int, resource: int, gathered: bool = False, quiet: bool = False) -> bool:
    """R7: add one resource; past the cap it is lost at once, and the log says so (unless the
    caller reports the loss itself). Returns whether it was added."""
    player = state.players[seat]
    if player.resources[resource] >= state.content.cap:
        if not quiet:
            _log(state, f"{state.title(seat, start=True)} loses 1 {state.content.resources[resource]}: the mat holds {state.content.cap}.")
        return False
    player.resources[resource] += 1
    if gathered:
        player.gathered[resource] += 1
    return True


def _gain_vp(state: GameState, seat: int, amount: int, source: int) -> None:
    if state.is_solo:  # R20: no VP in solo
        return
    player = state.players[seat]
    player.vp += amount
    player.vp_sources[source] += amount


def _lose_vp(state: GameState, seat: int, amount: int) -> int:
    """R13: VP never go below 0. Returns what was really lost."""
    player = state.players[seat]
    lost = min(amount, player.vp)
    player.vp -= lost
    player.vp_sources[LOST_VP] += lost
    return lost


def _take_vp(state: GameState, seat: int, amount: int) -> None:
    lost = _lose_vp(state, seat, amount)
    if lost:
        _log(state, f"{state.title(seat, start=True)} loses {lost} VP.")
    else:
        _log(state, f"{state.title(seat, start=True)} has no VP to lose.")


def _resource(state: GameState, name: str) -> int:
    index = state.content.resource_index.get(name)
    if index is None:
        raise IllegalCommand(f"{name!r} is not a resource.")
    return index


def _card_in_hand(hand: list[int], card: object, kind: str) -> None:
    if not isinstance(card, int) or card not in hand:
        raise IllegalCommand(f"That {kind} card is not in your hand.")


# Setup (R2)


def _discard_tax(state: GameState, seat: int, command: DiscardTaxCard) -> None:
    player = state.players[seat]
    if len(player.tax_hand) <= 5:
        raise IllegalCommand("You have already discarded a Taxation card; now choose a Campaign card to discard.")
    _card_in_hand(player.tax_hand, command.card, "Taxation")
    player.tax_hand.remove(command.card)
    player.tax_discard.append(command.card)
    _log(state, f"{state.title(seat, start=True)} keeps 5 Taxation cards.")
    _log(state, f"You discarded {describe_tax(state, command.card)}.", seat)


def _discard_campaign(state: GameState, seat: int, command: DiscardCampaignCard) -> None:
    player = state.players[seat]
    if len(player.tax_hand) > 5:
        raise IllegalCommand("First choose the Taxation card to discard.")
    _card_in_hand(player.campaign_hand, command.card, "Campaign")
    player.campaign_hand.remove(command.card)
    player.campaign_discard.append(command.card)
    _log(state, f"{state.title(seat, start=True)} keeps 3 Campaign cards.")
    _log(state, f"You discarded {describe_campaign(state, command.card)}.", seat)
    state.turn += 1
    if state.turn == len(state.players):
        start_round(state, 1)


# Placement (R6)


def _place_worker(state: GameState, seat: int, command: PlaceWorker) -> None:
    player = state.players[seat]
    content = state.content
    if command.place == TURN_CHANGE:
        if state.is_solo:
            raise IllegalCommand("In solo the turn-change space is not used: the solo tile sets your place on the turn track.")
        if state.turn_change >= 0:
            raise IllegalCommand(f"The turn-change space is taken by {state.title(state.turn_change)}.")
        state.turn_change = seat
        player.workers.append(TURN_CHANGE_SPACE)
        _log(state, f"{state.title(seat, start=True)} places a worker on the turn-change space.")
        _next_turn(state)
        return
    area = content.area_index.get(command.place)
    if area is None:
        raise IllegalCommand(f"There is no area called {command.place!r} on the map.")
    home_of = content.areas[area].home_of
    if home_of is not None:
        raise IllegalCommand(f"{command.place} is the home of the Satrap of {content.satraps[home_of].name}; workers go to open areas.")
    if state.area_pawns[area] == AI_PAWN:
        raise IllegalCommand(f"{command.place} is occupied by the AI this round (solo tile).")
    if state.area_pawns[area] >= 0:
        raise IllegalCommand(f"{command.place} is taken by {state.title(state.area_pawns[area])}.")
    state.area_pawns[area] = seat
    player.workers.append(area)
    _log(state, f"{state.title(seat, start=True)} places a worker on {command.place}.")
    _next_turn(state)


# Campaign phase (R10-R12)


def _resolve_campaign(state: GameState, seat: int, command: ResolveCampaign) -> None:
    player = state.players[seat]
    content = state.content
    _card_in_hand(player.campaign_hand, command.card, "Campaign")
    if player.campaigns_this_round >= 2:
        raise IllegalCommand("You have already resolved two Campaign cards this round.")
    if not isinstance(command.areas, tuple) or len(set(command.areas)) != len(command.areas):
        raise IllegalCommand("Name each area at most once.")
    mine = campaign.player_areas(state, seat)
    areas = []
    for name in command.areas:
        area = content.area_index.get(name)
        if area is None:
            raise IllegalCommand(f"There is no area called {name!r} on the map.")
        if area not in mine:
            if area in player.used_areas:
                raise IllegalCommand(f"{name}'s unit has already gone to a campaign this round.")
            raise IllegalCommand(f"{name} is not one of your areas this round.")
        areas.append(area)
    if len(areas) > campaign.areas_allowed(state, seat):
        raise IllegalCommand("In the 2nd slot of the turn track one of your area units is unavailable this round.")
    needs = content.campaign_cards[command.card].needs
    units = [campaign.area_unit(state, seat, a) for a in areas]
    for area, unit in zip(areas, units):
        if not needs[unit]:
            raise IllegalCommand(f"This campaign does not need the {content.units[unit]} of {content.areas[area].name}.")
        if units.count(unit) > needs[unit]:
            raise IllegalCommand(
                f"This campaign needs only {needs[unit]} {content.units[unit]}; name fewer areas offering one."
            )
    spent = campaign.shortfall(needs, units, campaign.permanent_units(state, seat), campaign.bonus_units(state, seat))
    if spent is None:
        raise IllegalCommand(f"You lack units for this campaign: it needs {describe_units(content, needs)}.")
    opponents = _opponents(state, seat)
    if opponents and (isinstance(command.opponent, bool) or command.opponent not in opponents):
        raise IllegalCommand("Choose an opponent to lose 1 VP.")
    if not opponents and command.opponent is not None:
        raise IllegalCommand("There is no opponent to lose VP.")
    # Every check passed: carry it out.
    permanents_spent, bonus_spent = spent
    for area in areas:
        player.used_areas.append(area)
    for unit in range(6):
        player.permanents_used[unit] += permanents_spent[unit]
    player.bonus_used += bonus_spent
    player.campaign_hand.remove(command.card)
    player.campaign_resolved.append(command.card)
    player.campaigns_this_round += 1
    _gain_vp(state, seat, CAMPAIGN_REWARD, CAMPAIGN_VP)
    title = state.title(seat, start=True)
    sources = [f"{content.areas[a].name}'s {content.units[u]}" for a, u in zip(areas, units)]
    if any(permanents_spent):
        sources.append("permanent " + ", ".join(content.units[u] for u in range(6) for _ in range(permanents_spent[u])))
    if bonus_spent:
        sources.append(f"{bonus_spent} bonus unit{'s' if bonus_spent > 1 else ''}")
    _log(
        state,
        f"{title} resolves a campaign needing {describe_units(content, needs)} with {', '.join(sources)}: +{CAMPAIGN_REWARD} VP.",
    )
    if command.opponent is not None:
        _take_vp(state, command.opponent, CAMPAIGN_TAKES)


# Gathering (R8, R10, R17)


def _begin_gathering(state: GameState) -> None:
    """The current player gathers from every area whose unit they did not use."""
    seat = state.turn_order[state.turn]
    player = state.players[seat]
    content = state.content
    stopped = _stopped(state, seat)
    gained = [0] * 6
    wasted = [0] * 6
    for area in campaign.player_areas(state, seat):
        for resource in content.areas[area].yields:
            if resource != stopped:
                if _add_resource(state, seat, resource, gathered=True, quiet=True):
                    gained[resource] += 1
                else:
                    wasted[resource] += 1
    text = f"{state.title(seat, start=True)} gathers {describe_resources(content, gained) or 'nothing'}"
    if any(wasted):
        text += f"; {describe_resources(content, wasted)} lost: the mat holds {content.cap} of each"
    _log(state, text + ".")
    event = content.events[state.event]
    state.gift_left = event.gift_resources if not player.ignores_event else 0
    slot = state.slot_of(seat)
    state.lose_pending = slot == FIRST_SLOT
    state.gain_pending = slot == FOURTH_SLOT and len(state.players) > FOURTH_SLOT


def _take_gift(state: GameState, seat: int, command: TakeGift) -> None:
    if not state.gift_left:
        raise IllegalCommand(f"You have no King's heir gift to choose now. {prompt(state)}")
    resource = _resource(state, command.resource)
    state.gift_left -= 1
    _log(state, f"{state.title(seat, start=True)} takes 1 {command.resource} from King's heir.")
    _add_resource(state, seat, resource, gathered=True)


def _lose_resource(state: GameState, seat: int, command: LoseResource) -> None:
    if state.gift_left or not state.lose_pending:
        raise IllegalCommand(f"You have no resource to lose now. {prompt(state)}")
    resource = _resource(state, command.resource)
    if resource not in _losable(state, seat):
        raise IllegalCommand(f"You gathered no {command.resource} this round; lose one of the resources you gathered.")
    _do_lose(state, seat, resource)


def _do_lose(state: GameState, seat: int, resource: int) -> None:
    player = state.players[seat]
    player.resources[resource] -= 1
    player.gathered[resource] -= 1
    state.lose_pending = False
    _log(state, f"{state.title(seat, start=True)} loses 1 {state.content.resources[resource]} for playing 1st.")


def _gain_resource(state: GameState, seat: int, command: GainResource) -> None:
    if state.gift_left or state.lose_pending or not state.gain_pending:
        raise IllegalCommand(f"You have no resource to gain now. {prompt(state)}")
    resource = _resource(state, command.resource)
    if resource == _stopped(state, seat):
        raise IllegalCommand(f"{state.content.events[state.event].name} stops {command.resource} this round.")
    state.gain_pending = False
    _log(state, f"{state.title(seat, start=True)} gains 1 {command.resource} for playing 4th.")
    _add_resource(state, seat, resource)


# Build phase (R14, R15)


def _build(state: GameState, seat: int, command: Build) -> None:
    player = state.players[seat]
    content = state.content
    index = content.building_index.get(command.building)
    if index is None:
        raise IllegalCommand(f"There is no building called {command.building!r}.")
    building = content.buildings[index]
    if state.built_by[index] >= 0:
        raise IllegalCommand(f"The {building.name} has already been built by {state.title(state.built_by[index])}.")
    if state.is_solo and state.content.solo_tiles[state.tile].closed_building == index:
        raise IllegalCommand(f"The {building.name} is closed to you this round (solo tile).")
    if len(player.buildings) >= MAX_BUILDINGS:
        raise IllegalCommand(f"You have already built {MAX_BUILDINGS} buildings, the most a player may build.")
    if player.builds_this_round != state.sweep - 1:
        if state.sweep == 1:
            raise IllegalCommand("A second building waits until everyone has built or passed once.")
        raise IllegalCommand("Only a player who built in the first pass may build a second time this round.")
    missing = [c - h for h, c in zip(player.resources, building.cost)]
    if any(m > 0 for m in missing):
        raise IllegalCommand(f"The {building.name} needs {describe_resources(content, [max(0, m) for m in missing])} more.")
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
            raise IllegalCommand(f"Split the {total} VP the opponents lose among them, none to yourself.")
        raise IllegalCommand(f"The {building.name} takes no VP from opponents.")
    for r in range(6):
        player.resources[r] -= building.cost[r]
    state.built_by[index] = seat
    player.buildings.append(index)
    player.builds_this_round += 1
    reward = building.reward(state.year)
    _gain_vp(state, seat, reward, BUILDING_VP)
    gain = "" if state.is_solo else f": +{reward} VP"
    _log(state, f"{state.title(seat, start=True)} builds the {building.name}{gain}.")
    for other, amount in enumerate(losses):
        if amount:
            _take_vp(state, other, amount)
    _next_turn(state)


# Taxation phase (R16)


def _resolve_tax(state: GameState, seat: int, command: ResolveTax) -> None:
    player = state.players[seat]
    content = state.content
    _card_in_hand(player.tax_hand, command.card, "Taxation")
    card = content.tax_cards[command.card]
    missing = [max(0, need - have) for have, need in zip(player.resources, card.needs)]
    if any(missing):
        raise IllegalCommand(f"This Taxation card needs {describe_resources(content, missing)} more.")
    for r in range(6):
        player.resources[r] -= card.needs[r]
    player.tax_hand.remove(command.card)
    player.tax_resolved.append(command.card)
    title = state.title(seat, start=True)
    if card.vp:
        _gain_vp(state, seat, card.vp, TAX_VP)
        _log(state, f"{title} resolves a Taxation card paying {describe_resources(content, card.needs)}: +{card.vp} VP.")
    else:
        _log(
            state,
            f"{title} resolves a Taxation card paying {describe_resources(content, card.needs)}:"
            f" a permanent {content.units[card.unit]}.",
        )


def _pass(state: GameState, seat: int, command: Pass) -> None:
    _log(state, f"{state.title(seat, start=True)} passes.")
    _next_turn(state)


# Turn change (R9)


def _set_turn_order(state: GameState, seat: int, command: SetTurnOrder) -> None:
    order = command.order
    if not isinstance(order, tuple) or sorted(order) != list(range(len(state.players))):
        raise IllegalCommand("Give every player exactly one place in the new turn order.")
    state.turn_order = list(order)
    names = ", ".join(state.title(s) for s in order)
    _log(state, f"{state.title(seat, start=True)} sets the turn order: {names}.")
    _end_round(state)


def _claim_victory(state: GameState, seat: int, command: ClaimVictory) -> None:
    if not state.is_solo:
        raise IllegalCommand("Only a solo game can be ended early as a win.")
    if not solo.goal_met(state):
        raise IllegalCommand(f"The goal is not met yet: {solo.progress_text(state)}.")
    _log(state, f"{state.title(seat, start=True)} meets the goal and ends the game.")
    _end_round(state, claimed=True)


_HANDLERS = {
    (SETUP, DiscardTaxCard): _discard_tax,
    (SETUP, DiscardCampaignCard): _discard_campaign,
    (PLACEMENT, PlaceWorker): _place_worker,
    (CAMPAIGN, ResolveCampaign): _resolve_campaign,
    (CAMPAIGN, Pass): _pass,
    (GATHERING, TakeGift): _take_gift,
    (GATHERING, LoseResource): _lose_resource,
    (GATHERING, GainResource): _gain_resource,
    (BUILD, Build): _build,
    (BUILD, Pass): _pass,
    (TAXATION, ResolveTax): _resolve_tax,
    (TAXATION, Pass): _pass,
    (TURN_CHANGE_PHASE, SetTurnOrder): _set_turn_order,
}
for _phase in (PLACEMENT, CAMPAIGN, GATHERING, BUILD, TAXATION):
    _HANDLERS[(_phase, ClaimVictory)] = _claim_victory


# --- The flow of a round (R5) -----------------------------------------------------------------


def _next_turn(state: GameState) -> None:
    """The current player's turn in this phase ends; the next in turn order comes, or the next
    sweep, or the next phase."""
    state.turn += 1
    if state.turn < len(state.players):
        if state.phase == GATHERING:
            _begin_gathering(state)
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
        _begin_gathering(state)
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
    _log(state, f"The event of year {state.year} is {event.name}: {describe_event(state.content, event)}.")


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
                _log(state, f"The game is over: the {state.scenario} scenario is won ({solo.progress_text(state)}).")
            else:
                _log(state, f"The game is over: the {state.scenario} scenario is lost; missing {solo.missing_text(state)}.")
            return
        winners = [state.title(s.seat) for s in state.standings if s.rank == 1]
        _log(state, f"The game is over: {' and '.join(winners)} {'wins' if len(winners) == 1 else 'share the win'}.")
        return
    state.tile = -1
    start_round(state, state.year + 1)


def start_round(state: GameState, year: int) -> None:
    """R5 step 1: advance the timeline (solo: draw a tile, R24); placement begins."""
    state.year = year
    _enter(state, PLACEMENT)
    _log(state, f"Year {year} begins.")
    if state.is_solo:
        solo.draw_tile(state)
        _log(state, solo.tile_text(state))


def _has_decision(state: GameState) -> bool:
    """Whether the pending player has a choice to make, decided on public information only.
    Forced steps on the way are carried out here: a 1st-slot loss with one candidate."""
    phase = state.phase
    if phase in (SETUP, GAME_OVER, TURN_CHANGE_PHASE):
        return True
    seat = state.turn_order[state.turn]
    player = state.players[seat]
    if phase == GATHERING:
        if state.gift_left:
            return True
        if state.lose_pending:
            losable = _losable(state, seat)
            if len(losable) > 1:
                return True
            if losable:
                _do_lose(state, seat, losable[0])
            state.lose_pending = False
        return state.gain_pending
    if abilities.usable_now(state, seat) or (state.is_solo and solo.goal_met(state)):
        return True
    if phase == PLACEMENT:
        if _free_areas(state) or (state.turn_change < 0 and not state.is_solo):
            return True
        _log(state, f"{state.title(seat, start=True)} has no free place for a worker.")
        return False
    if phase == CAMPAIGN:
        # The hand's size and the campaigns already resolved are public; its contents are not.
        return bool(player.campaign_hand) and player.campaigns_this_round < 2
    if phase == BUILD:
        return bool(_build_commands(state, seat))
    return bool(player.tax_hand)


def _advance(state: GameState) -> None:
    """Play every step that needs no decision, up to the next decision or the end."""
    while not _has_decision(state):
        _next_turn(state)


# --- Describing things in words ---------------------------------------------------------------


def describe_resources(content, counts) -> str:
    return ", ".join(f"{n} {content.resources[r]}" for r, n in enumerate(counts) if n)


def describe_units(content, counts) -> str:
    return ", ".join(f"{n} {content.units[u]}" for u, n in enumerate(counts) if n)


def describe_event(content, event) -> str:
    if event.stops is not None:
        return f"no {content.resources[event.stops]} is gathered this round"
    if event.gift_resources:
        return f"every player gains {event.gift_resources} resources of their choice"
    return f"every player has {event.gift_units} extra unit of their choice for campaigns"


def describe_tax(state: GameState, card: int) -> str:
    tax = state.content.tax_cards[card]
    reward = f"{tax.vp} VP" if tax.vp else f"a permanent {state.content.units[tax.unit]}"
    return f"the Taxation card asking {describe_resources(state.content, tax.needs)} for {reward}"


def describe_campaign(state: GameState, card: int) -> str:
    return f"the Campaign card needing {describe_units(state.content, state.content.campaign_cards[card].needs)}"
