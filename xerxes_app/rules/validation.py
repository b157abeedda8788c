"""Whether a state is one the rules could have reached: the check behind loading a save, setting
up a situation directly, and the invariants of the random-game tests.

`problems(state)` lists what is wrong in plain words; an empty list means the state is sound.
"""

from __future__ import annotations

from collections import Counter

from . import campaign
from .gathering import FIRST_SLOT, FOURTH_SLOT, losable
from .solo import GOALS, goal_met
from .state import (
    AI_PAWN, BUILD, CAMPAIGN, GAME_OVER, GATHERING, PHASES, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE,
    TURN_CHANGE_SPACE, GameState,
)

AFTER_EVENT = (CAMPAIGN, GATHERING, BUILD, TAXATION, TURN_CHANGE_PHASE)


def problems(state: GameState) -> list[str]:
    found: list[str] = []
    content = state.content
    n = len(state.players)
    if state.scenario is not None:
        if n != 1 or state.scenario not in GOALS:
            return ["a solo game has one player and an easy, normal or hard scenario"]
    elif not 2 <= n <= len(content.satraps):
        return [f"a game has 2 to {len(content.satraps)} players, not {n}"]
    if state.phase not in PHASES:
        return [f"unknown phase {state.phase!r}"]
    if len({p.satrap for p in state.players}) != n or not all(0 <= p.satrap < len(content.satraps) for p in state.players):
        found.append("every player must have a different satrap")
    if sorted(state.turn_order) != list(range(n)):
        found.append("the turn order must list every seat once")
    if not 1 <= state.year <= content.years:
        found.append(f"the year must be 1 to {content.years}")
    if state.sweep not in (1, 2) or (state.sweep == 2 and state.phase not in (PLACEMENT, BUILD)):
        found.append("only placement and the build phase have a second pass")
    if not 0 <= state.turn < n:
        found.append("the turn points at no player")
    if not 0 <= state.rng < 1 << 64:
        found.append("the random generator's state is out of range")
    if found:
        return found
    _check_players(state, found)
    _check_cards(state, found)
    _check_board(state, found)
    _check_round(state, found)
    if state.is_solo:
        _check_solo(state, found)
    return found


def _check_players(state: GameState, found: list[str]) -> None:
    content = state.content
    for seat, player in enumerate(state.players):
        who = state.title(seat)
        if len(player.resources) != 6 or not all(0 <= r <= content.cap for r in player.resources):
            found.append(f"{who} must hold 0 to {content.cap} of each resource (R7)")
        if player.vp < 0:
            found.append(f"{who} has negative VP (R13)")
        sources = player.vp_sources
        if len(sources) != 4 or min(sources) < 0 or sources[0] + sources[1] + sources[2] - sources[3] != player.vp:
            found.append(f"{who}'s VP do not add up from their sources")
        if len(player.buildings) > 3 or len(set(player.buildings)) != len(player.buildings):
            found.append(f"{who} may build at most 3 different buildings (R14)")
        if any(not 0 <= b < len(content.buildings) or state.built_by[b] != seat for b in player.buildings):
            found.append(f"{who}'s buildings do not match the board")
        if state.is_solo:
            continue  # R20: no VP in solo, checked in _check_solo
        if sources[1] != 5 * len(player.campaign_resolved):
            found.append(f"{who}'s campaign VP do not match their resolved Campaign cards")
        if sources[0] != sum(content.tax_cards[c].vp for c in player.tax_resolved if 0 <= c < len(content.tax_cards)):
            found.append(f"{who}'s taxation VP do not match their resolved Taxation cards")
    owners = [seat for seat in state.built_by if seat >= 0]
    if len(state.built_by) != len(content.buildings) or len(owners) != sum(len(p.buildings) for p in state.players):
        found.append("the buildings on the board do not match the players' buildings")


def _check_cards(state: GameState, found: list[str]) -> None:
    content = state.content
    n = len(state.players)
    for kind, deck, total, hand_of, discard_of, resolved_of, keep in (
        ("Taxation", state.tax_deck, len(content.tax_cards), "tax_hand", "tax_discard", "tax_resolved", 5),
        ("Campaign", state.campaign_deck, len(content.campaign_cards), "campaign_hand", "campaign_discard", "campaign_resolved", 3),
    ):
        seen = Counter(deck)
        for player in state.players:
            seen.update(getattr(player, hand_of))
            seen.update(getattr(player, discard_of))
            seen.update(getattr(player, resolved_of))
        if sorted(seen) != list(range(total)) or any(count != 1 for count in seen.values()):
            found.append(f"every {kind} card must be in exactly one place")
        for seat, player in enumerate(state.players):
            held = len(getattr(player, hand_of)) + len(getattr(player, resolved_of))
            discarded = len(getattr(player, discard_of))
            still_to_discard = state.phase == SETUP and (
                seat > state.turn or (seat == state.turn and (kind == "Campaign" or len(player.tax_hand) > 5))
            )
            expected = (keep + 1, 0) if still_to_discard else (keep, 1)
            if (held, discarded) != expected:
                found.append(f"{state.title(seat)} must keep {expected[0]} and discard {expected[1]} {kind} cards at this point (R2)")
            if state.phase == SETUP and getattr(player, resolved_of):
                found.append(f"{state.title(seat)} cannot have resolved cards during setup")
        if len(deck) != total - (keep + 1) * n:
            found.append(f"the undealt {kind} cards are miscounted")


def _check_board(state: GameState, found: list[str]) -> None:
    content = state.content
    if len(state.area_pawns) != len(content.areas):
        found.append("the board has the wrong number of areas")
        return
    expected = [-1] * len(content.areas)
    if state.is_solo and 0 <= state.tile < len(content.solo_tiles) and state.phase not in (SETUP, GAME_OVER):
        for area in content.solo_tiles[state.tile].occupied:
            expected[area] = AI_PAWN
    turn_change = -1
    for seat, player in enumerate(state.players):
        if len(player.workers) > 2:
            found.append(f"{state.title(seat)} has more than 2 workers out")
        for place in player.workers:
            if place == TURN_CHANGE_SPACE:
                if turn_change >= 0:
                    found.append("two workers stand on the turn-change space")
                turn_change = seat
            elif place not in content.open_areas:
                found.append(f"{state.title(seat)} has a worker on a home area or off the map (R6)")
            elif expected[place] != -1:
                found.append(f"two pawns stand on {content.areas[place].name} (R6, R21)")
            else:
                expected[place] = seat
    for area, seat in enumerate(expected):
        if state.area_pawns[area] != seat:
            found.append(f"the pawn on {content.areas[area].name} does not match the players' workers")
    if state.turn_change != turn_change:
        found.append("the turn-change space does not match the workers")
    revealed = state.phase in AFTER_EVENT
    if sorted(state.event_deck) != list(range(len(content.events))):
        found.append("the event deck must hold every event once")
    elif revealed != (state.event >= 0) or (revealed and state.event_deck[-1] != state.event):
        found.append("this round's event is revealed after placement and sits at the bottom of the deck")


def _check_round(state: GameState, found: list[str]) -> None:
    phase = state.phase
    for seat, player in enumerate(state.players):
        who = state.title(seat)
        slot = state.turn_order.index(seat)
        if phase in (SETUP, GAME_OVER) and player.workers:
            found.append(f"{who} has workers out between rounds")
        if phase in AFTER_EVENT and len(player.workers) < 2 and _free_places(state):
            found.append(f"{who} should have placed both workers while places were free")
        if phase == PLACEMENT:
            placed = state.sweep - 1 + (1 if slot < state.turn else 0)
            if len(player.workers) != placed and _free_places(state):
                found.append(f"{who} should have {placed} workers out at this point")
        if phase not in (CAMPAIGN, GATHERING, BUILD, TAXATION, TURN_CHANGE_PHASE):
            if player.used_areas or player.campaigns_this_round or any(player.permanents_used) or player.bonus_used:
                found.append(f"{who} has used units outside a round's campaign phase")
        if not 0 <= player.campaigns_this_round <= 2 or player.campaigns_this_round > len(player.campaign_resolved):
            found.append(f"{who} can resolve at most 2 Campaign cards in a round (R12)")
        mine = set(campaign.player_areas(state, seat)) | set(player.used_areas)
        home = state.content.satraps[player.satrap].home
        allowed = {home} | {a for a in player.workers if a != TURN_CHANGE_SPACE}
        if not mine <= allowed or len(set(player.used_areas)) != len(player.used_areas):
            found.append(f"{who} used units of areas that are not theirs")
        if phase != GATHERING and phase not in (BUILD, TAXATION, TURN_CHANGE_PHASE) and any(player.gathered):
            found.append(f"{who} has gathered outside gathering")
        if not player.builds_this_round <= 2 or (phase not in (BUILD, TAXATION, TURN_CHANGE_PHASE) and player.builds_this_round):
            found.append(f"{who} has built outside the build phase")
        if player.ignores_event and (phase not in AFTER_EVENT or state.content.satraps[player.satrap].name != "Babylonia"):
            found.append(f"{who} cannot be ignoring the event now")
        if player.converted is not None and (phase not in AFTER_EVENT or state.content.satraps[player.satrap].name != "Aegyptus"):
            found.append(f"{who} cannot have a converted unit now")
        ability_marks = player.ignores_event or player.converted is not None
        if ability_marks and not player.ability_used:
            found.append(f"{who} shows the effect of an ability not used")
    if phase != GATHERING and (state.gift_left or state.lose_pending or state.gain_pending):
        found.append("gathering choices are pending outside gathering")
    if phase == GATHERING:
        _check_gathering(state, found)
    if phase == TURN_CHANGE_PHASE and state.turn_change < 0:
        found.append("the turn change has nobody on the turn-change space")
    if phase == GAME_OVER and not (
        state.year == state.content.years
        or (state.is_solo and goal_met(state))
        or (not state.is_solo and any(p.vp >= state.content.win_vp for p in state.players))
    ):
        found.append("the game can only end after year 7 or when a player has 25 VP (R19, R22)")


def _check_gathering(state: GameState, found: list[str]) -> None:
    """The gathering player must be at one of gathering's choices (R8, R17)."""
    seat = state.turn_order[state.turn]
    player = state.players[seat]
    event = state.content.events[state.event]
    if not (state.gift_left or state.lose_pending or state.gain_pending):
        found.append("gathering has no choice pending")
    if state.is_solo and not 0 <= state.tile < len(state.content.solo_tiles):
        return  # reported by _check_solo: without a tile there is no slot to check
    if state.gift_left and (state.gift_left > event.gift_resources or player.ignores_event):
        found.append("King's heir gifts are pending without King's heir")
    slot = state.slot_of(seat)  # in solo the tile's (R21)
    if state.lose_pending and slot != FIRST_SLOT:
        found.append("only the 1st slot loses a resource at gathering")
    if state.lose_pending and not state.gift_left and len(losable(state, seat)) < 2:
        found.append("the 1st slot's loss is pending without a choice of resources (R8)")
    if state.gain_pending and slot != FOURTH_SLOT:
        found.append("only the 4th slot gains a resource at gathering")


def _check_solo(state: GameState, found: list[str]) -> None:
    """R20-R24."""
    tiles = len(state.content.solo_tiles)
    player = state.players[0]
    in_round = state.phase not in (SETUP, GAME_OVER)
    if in_round != (0 <= state.tile < tiles) and not (state.phase == GAME_OVER and 0 <= state.tile < tiles):
        found.append("a solo round has exactly one tile drawn")
    pile = state.tile_pile
    if len(set(pile)) != len(pile) or not all(0 <= t < tiles for t in pile) or state.tile in pile:
        found.append("the solo tiles still to draw must be distinct and not the one in play")
    if player.vp or any(player.vp_sources):
        found.append("solo games use no VP (R20)")
    if state.turn_change >= 0 or state.phase == TURN_CHANGE_PHASE:
        found.append("solo games have no turn change (R24)")


def _free_places(state: GameState) -> int:
    free = sum(1 for a in state.content.open_areas if state.area_pawns[a] == -1)
    return free + (1 if state.turn_change < 0 and not state.is_solo else 0)
