"""Solo mode in the engine: R18 (India), R20-R22, R24, and random solo games to the end."""

import random

import pytest

from positions import campaign_card, unit_card
from xerxes_app.rules import (
    TURN_CHANGE, Build, ClaimVictory, GainResource, IllegalCommand, LoseResource, Pass, PlaceWorker,
    ResolveCampaign, ResolveTax, StealResource, apply, current_player, dumps, legal_commands, loads, new_game,
    situation, standard_content, view_for,
)
from xerxes_app.rules import command_from_json
from xerxes_app.rules.solo import goal_met, progress_text
from xerxes_app.rules.state import AI_PAWN, HIDDEN
from xerxes_app.rules.validation import problems

C = standard_content()
TILE_WITH_FIRST_SLOT = next(t.index for t in C.solo_tiles if t.slot == 0)


def tile_where(slots, free):
    """A tile giving one of these 0-based slots and leaving these areas open."""
    return next(
        t.index for t in C.solo_tiles if t.slot in slots and not set(free) & {C.areas[a].name for a in t.occupied}
    )


def play_to_placement(state):
    while state.phase == "setup":
        apply(state, legal_commands(state)[0])


def test_r20_solo_setup_one_player_with_hands_and_no_vp():
    state = new_game(1, seed=5, satraps=["Babylonia"], scenario="normal")
    assert len(state.players) == 1 and state.turn_order == [0]
    assert len(state.players[0].tax_hand) == 6 and len(state.players[0].campaign_hand) == 4
    play_to_placement(state)
    player = state.players[0]
    assert (len(player.tax_hand), len(player.campaign_hand)) == (5, 3)
    assert state.year == 1 and state.tile >= 0


def test_r20_no_vp_and_no_opponent_in_solo():
    card = next(c.index for c in C.campaign_cards if c.needs[C.unit_index["chariot"]] == 2)
    chariot = next(c.index for c in C.tax_cards if c.unit == C.unit_index["chariot"])
    state = situation(
        [{"satrap": "India", "workers": ["Parthia", "Thracia"], "campaign_hand": [card], "tax_resolved": [chariot]}],
        phase="campaign",
        event="Fire",
        scenario="easy",
        tile=tile_where((0, 2, 3), ("Parthia", "Thracia")),
    )
    with pytest.raises(IllegalCommand, match="no opponent"):
        apply(state, ResolveCampaign(card, ("India", "Thracia", "Parthia"), 0))
    assert ResolveCampaign(card, ("India", "Thracia", "Parthia"), None) in legal_commands(state)
    apply(state, ResolveCampaign(card, ("India", "Thracia", "Parthia"), None))
    assert state.players[0].vp == 0
    assert card in state.players[0].campaign_resolved


def test_r21_tiles_are_not_reused_until_all_six_are_drawn():
    state = new_game(1, seed=8, scenario="easy")
    chooser = random.Random(8)
    tiles = []
    while not state.is_over:
        if state.phase == "placement" and state.sweep == 1 and (not tiles or tiles[-1][0] != state.year):
            tiles.append((state.year, state.tile))
        apply(state, chooser.choice(legal_commands(state)))
    drawn = [tile for _, tile in tiles]
    assert len(drawn) == 7
    assert sorted(drawn[:6]) == list(range(6))  # years 1-6: each tile once
    assert 0 <= drawn[6] < 6  # year 7: drawn again after a reshuffle


def test_r21_the_tile_closes_its_areas_to_the_player():
    tile = C.solo_tiles[0]
    state = situation([{"satrap": "Lydia"}], phase="placement", scenario="easy", tile=0)
    closed = C.areas[tile.occupied[0]].name
    assert all(state.area_pawns[a] == AI_PAWN for a in tile.occupied)
    assert PlaceWorker(closed) not in legal_commands(state)
    with pytest.raises(IllegalCommand, match=f"{closed} is occupied by the AI"):
        apply(state, PlaceWorker(closed))


def test_r21_the_tile_closes_a_building_this_round():
    tile = C.solo_tiles[0]
    building = C.buildings[tile.closed_building]
    cost = dict(zip(C.resources, building.cost))
    state = situation([{"satrap": "Lydia", "resources": cost}], phase="build", event="Flood", scenario="easy", tile=0)
    assert not any(isinstance(c, Build) and c.building == building.name for c in legal_commands(state))
    with pytest.raises(IllegalCommand, match=f"The {building.name} is closed to you this round"):
        apply(state, Build(building.name, (0,)))


def test_r21_the_tile_sets_the_turn_track_slot():
    # The 1st slot's tile: the player loses one of the resources gathered (R8).
    state = situation(
        [{"satrap": "Lydia", "workers": ["Sogdia", "Armenia"]}],
        phase="campaign",
        event="Fire",
        scenario="easy",
        tile=tile_where((0,), ("Sogdia", "Armenia")),
    )
    assert state.slot_of(0) == 0
    apply(state, Pass())
    assert state.phase == "gathering" and state.lose_pending
    before = state.players[0].resources[:]
    apply(state, LoseResource("iron"))
    assert state.players[0].resources[C.resource_index["iron"]] == before[C.resource_index["iron"]] - 1


def test_r21_the_second_slots_tile_takes_one_area_unit():
    # India's home gives an elephant, Media and Cappadocia a horse each; with a permanent
    # elephant that would make elephant 2, horse 2, but the 2nd slot leaves two area units (R8).
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        [{"satrap": "India", "workers": ["Media", "Cappadocia"], "campaign_hand": [card], "tax_resolved": [unit_card("elephant")]}],
        phase="campaign",
        event="Flood",
        scenario="easy",
        tile=tile_where((1,), ("Media", "Cappadocia")),
    )
    assert state.slot_of(0) == 1
    assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))
    with pytest.raises(IllegalCommand, match="2nd slot"):
        apply(state, ResolveCampaign(card, ("India", "Media", "Cappadocia"), None))


def test_r21_the_third_slots_tile_gives_a_unit_of_choice():
    # India's home and Bactria give two elephants, Cappadocia a horse: the 3rd slot adds the other.
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        [{"satrap": "India", "workers": ["Bactria", "Cappadocia"], "campaign_hand": [card]}],
        phase="campaign",
        event="Flood",
        scenario="easy",
        tile=tile_where((2,), ("Bactria", "Cappadocia")),
    )
    assert state.slot_of(0) == 2
    apply(state, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), None))
    assert card in state.players[0].campaign_resolved


def test_r21_the_fourth_slots_tile_gives_a_resource_of_choice():
    # R21: R8 applies to the tile's slot, so the 4th slot's +1 resource holds in solo too.
    state = situation(
        [{"satrap": "Lydia", "workers": ["Sogdia", "Armenia"]}],
        phase="campaign",
        event="Fire",
        scenario="easy",
        tile=tile_where((3,), ("Sogdia", "Armenia")),
    )
    assert state.slot_of(0) == 3
    apply(state, Pass())
    assert state.phase == "gathering" and state.gain_pending
    gains = {c.resource for c in legal_commands(state) if isinstance(c, GainResource)}
    assert gains == set(C.resources) - {"wood"}  # Fire stops wood
    assert problems(loads(dumps(state))) == []  # a save at this choice loads
    before = state.players[0].resources[C.resource_index["gold"]]
    apply(state, GainResource("gold"))
    assert state.players[0].resources[C.resource_index["gold"]] == before + 1
    assert state.phase == "build"


def test_r24_both_workers_in_a_row_and_no_turn_change_space():
    state = situation([{"satrap": "Aegyptus"}], phase="placement", scenario="hard", tile=1)
    assert PlaceWorker(TURN_CHANGE) not in legal_commands(state)
    with pytest.raises(IllegalCommand, match="turn-change space is not used"):
        apply(state, PlaceWorker(TURN_CHANGE))
    free = [c for c in legal_commands(state) if isinstance(c, PlaceWorker)]
    apply(state, free[0])
    assert state.phase == "placement" and current_player(state) == 0
    apply(state, free[1])
    assert state.phase != "placement"


def test_r18_india_takes_from_the_supply_in_solo():
    state = situation([{"satrap": "India"}], phase="taxation", event="Flood", scenario="easy", tile=2)
    assert StealResource(None, "gold") in legal_commands(state)
    apply(state, StealResource(None, "gold"))
    assert state.players[0].resources[C.resource_index["gold"]] == 1


def goal_situation(scenario, year, phase="taxation", **extra):
    tax = [c.index for c in C.tax_cards][:4]
    campaigns = [c.index for c in C.campaign_cards][:3]
    spec = {"satrap": "Lydia", "tax_resolved": tax, "campaign_resolved": campaigns, "buildings": ["Road", "Bridge"]}
    spec.update(extra)
    return situation([spec], year=year, phase=phase, event="Flood", scenario=scenario, tile=0)


def test_r22_goal_met_may_end_the_game_early_as_a_win():
    state = goal_situation("normal", year=4)
    assert goal_met(state)
    assert progress_text(state) == "Taxation 4/4, Campaigns 3/3, Buildings 2/2"
    assert ClaimVictory() in legal_commands(state)
    apply(state, ClaimVictory())
    assert state.is_over
    assert "won" in state.log[-1].text


def test_r22_goal_not_met_cannot_be_claimed_and_loses_after_year_7():
    state = goal_situation("hard", year=7)
    assert not goal_met(state)
    assert ClaimVictory() not in legal_commands(state)
    with pytest.raises(IllegalCommand, match="Buildings 2/3"):
        apply(state, ClaimVictory())
    apply(state, Pass())
    assert state.is_over
    assert "lost; missing 1 more building" in state.log[-1].text


def test_r22_goal_met_by_year_7_is_a_win():
    state = goal_situation("easy", year=7, tax_hand=[])
    apply(state, Pass())
    assert state.is_over and "won" in state.log[-1].text


def test_solo_view_hides_the_order_of_the_tiles():
    state = new_game(1, seed=3, scenario="easy")
    play_to_placement(state)
    view = view_for(state, 0)
    assert view.tile == state.tile
    assert view.tile_pile == [HIDDEN] * len(state.tile_pile)


@pytest.mark.parametrize("scenario", ["easy", "normal", "hard"])
def test_random_solo_games_keep_every_invariant(scenario):
    campaigns = 0
    for seed in range(150):
        state = new_game(1, seed, scenario=scenario)
        chooser = random.Random(seed)
        commands = []
        while not state.is_over:
            legal = legal_commands(state)
            assert legal
            command = chooser.choice(legal)
            apply(state, command)
            commands.append(command.to_json())
            assert not problems(state)
            assert state.players[0].vp == 0
        assert state.year == 7 or goal_met(state)
        campaigns += len(state.players[0].campaign_resolved)
        replayed = new_game(1, seed, scenario=scenario)
        for data in commands:
            apply(replayed, command_from_json(data))
        assert dumps(replayed) == dumps(state)
        assert loads(dumps(state)) == state
    assert campaigns > 0, "random solo games resolve campaigns too"


def test_solo_scenario_refusals():
    with pytest.raises(IllegalCommand, match="no solo scenario called 'brutal'"):
        new_game(1, scenario="brutal")
    with pytest.raises(IllegalCommand, match="played by one player"):
        new_game(2, scenario="easy")
    with pytest.raises(IllegalCommand, match="or 1 in a solo scenario"):
        new_game(1)
    with pytest.raises(IllegalCommand, match="Only a solo game"):
        apply(situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="taxation", event="Fire"), ClaimVictory())


def test_taxation_still_works_in_solo():
    card = C.tax_cards[0]
    state = situation(
        [{"satrap": "Lydia", "tax_hand": [0], "resources": dict(zip(C.resources, card.needs))}],
        phase="taxation",
        event="Fire",
        scenario="easy",
        tile=TILE_WITH_FIRST_SLOT,
    )
    apply(state, ResolveTax(0))
    assert state.players[0].tax_resolved == [0] and state.players[0].vp == 0


def test_r22_a_claim_in_placement_reveals_no_event_of_its_year():
    state = goal_situation("normal", year=4)
    apply(state, Pass())
    assert (state.year, state.phase) == (5, "placement")
    apply(state, ClaimVictory())
    assert state.is_over
    shown = [e for e in view_for(state, 0).event_deck if e != HIDDEN]
    assert shown == state.event_deck[len(state.event_deck) - 4:]  # years 1 to 4, not 5
