"""The project's rulings (RULINGS.md), one test or more per clause, played through the engine.

Positions are set up with `situation` (or `new_game` for setup) and played on with commands, the
way a screen or a bot plays; outcomes are read off the state. The solo rulings (R20-R24) are not
covered here: solo play is not in the engine yet.
"""

import copy

import pytest

from positions import aegyptus_campaigns, campaign_card, tax_card, unit_cards
from xerxes_app.rules import (
    TURN_CHANGE, Build, Content, ConvertUnit, DiscardCampaignCard, DiscardTaxCard, GainResource, IgnoreEvent,
    IllegalCommand, LoseResource, Pass, PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder, StealResource,
    TakeGift, TradeResources, apply, current_player, dumps, legal_commands, new_game, prompt, situation,
    standard_content, view_for,
)
from xerxes_app.rules import rng as game_rng
from xerxes_app.rules.messages import render
from xerxes_app.rules.state import HIDDEN

C = standard_content()
SATRAPS = ("Aegyptus", "Babylonia", "India", "Lydia")
EVENT_NAMES = [e.name for e in C.events]


# --- Finding things by the game's own words ---------------------------------------------------


def held(state, seat):
    return {r: n for r, n in zip(C.resources, state.players[seat].resources) if n}


def satrap(state, seat):
    return C.satraps[state.players[seat].satrap].name


def texts(state, seat=None):
    """The log's public texts (or one seat's private ones)."""
    return [e.text for e in state.log if e.seat == seat]


def yields(*areas):
    """What these areas give when nothing stops them, as held() reports it."""
    total = {}
    for name in areas:
        for r in C.areas[C.area_index[name]].yields:
            total[C.resources[r]] = total.get(C.resources[r], 0) + 1
    return total


def next_choice(state):
    legal = legal_commands(state)
    return Pass() if Pass() in legal else legal[0]


def others_play_until(state, seat, phase=None):
    """The other players pass, or take their first option, until `seat` decides (in `phase`)."""
    year = state.year
    while not (current_player(state) == seat and (phase is None or state.phase == phase)):
        assert state.year == year and not state.is_over
        apply(state, next_choice(state))


def play_through_gathering(state):
    """Everyone passes or takes their first option until gathering is over."""
    year = state.year
    while state.phase in ("placement", "campaign", "gathering"):
        assert state.year == year
        apply(state, next_choice(state))


def finish_round(state):
    """Everyone passes or takes their first option until the next round (or the end) begins."""
    year = state.year
    while state.year == year and not state.is_over:
        apply(state, next_choice(state))


def lopsided(hand):
    vp = sum(1 for card in hand if C.tax_cards[card].vp)
    return max(vp, len(hand) - vp) >= 5


def finish_setup(state):
    while state.phase == "setup":
        apply(state, legal_commands(state)[0])


# --- R1 Satraps -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r1_every_player_has_a_different_satrap(players):
    for seed in range(40):
        state = new_game(players=players, seed=seed)
        assert len({p.satrap for p in state.players}) == players


def test_r1_satraps_dealt_at_random_depend_on_the_seed():
    first_seat = {satrap(new_game(players=2, seed=seed), 0) for seed in range(60)}
    assert first_seat == set(SATRAPS)


def test_r1_chosen_satraps_are_kept_and_the_others_dealt():
    for seed in range(20):
        state = new_game(players=3, seed=seed, satraps=["Lydia", None, "India"])
        assert satrap(state, 0) == "Lydia"
        assert satrap(state, 2) == "India"
        assert satrap(state, 1) in ("Aegyptus", "Babylonia")


def test_r1_satrap_colours_each_told_apart_by_a_pattern():
    assert {s.name: s.colour for s in C.satraps} == {
        "Aegyptus": "red",
        "India": "green",
        "Babylonia": "blue",
        "Lydia": "yellow",
    }
    assert len({s.pattern for s in C.satraps}) == 4


def test_r1_each_satrap_governs_a_home_area_of_his_name():
    for s in C.satraps:
        assert C.areas[s.home].name == s.name
        assert C.areas[s.home].home_of == s.index
    assert len(C.open_areas) == len(C.areas) - 4


# --- R2 Hands ---------------------------------------------------------------------------------


def test_r2_each_player_is_dealt_six_taxation_and_four_campaign_cards():
    for players in (2, 3, 4):
        state = new_game(players=players, seed=11)
        taxes = [c for p in state.players for c in p.tax_hand]
        campaigns = [c for p in state.players for c in p.campaign_hand]
        assert [len(p.tax_hand) for p in state.players] == [6] * players
        assert [len(p.campaign_hand) for p in state.players] == [4] * players
        assert len(set(taxes)) == 6 * players
        assert len(set(campaigns)) == 4 * players
        # The cards not dealt stay out of the players' hands.
        assert sorted(taxes + state.tax_deck) == list(range(24))
        assert sorted(campaigns + state.campaign_deck) == list(range(16))


def test_r2_no_dealt_hand_holds_five_cards_of_one_reward():
    # Without the redeal about half of all 4-player deals would have such a hand.
    for seed in range(150):
        state = new_game(players=4, seed=seed)
        for player in state.players:
            assert not lopsided(player.tax_hand), (seed, player.tax_hand)


def test_r2_a_deal_with_five_cards_of_one_reward_is_dealt_again():
    # Seed 4, satraps and order given, shuffles the events and then the Taxation cards; that
    # first deal gives the first player five unit cards, so all cards are shuffled and dealt again.
    seed = 4
    state_rng = game_rng.seed_state(seed)
    events = list(range(8))
    state_rng = game_rng.shuffle(state_rng, events)
    tax = list(range(24))
    game_rng.shuffle(state_rng, tax)
    first_deal = [sorted(tax[i * 6 : i * 6 + 6]) for i in range(4)]
    assert any(lopsided(hand) for hand in first_deal)

    state = new_game(players=4, seed=seed, satraps=list(SATRAPS), turn_order=[0, 1, 2, 3])
    assert state.event_deck == events  # the same stream of shuffles up to the deal
    hands = [p.tax_hand for p in state.players]
    assert hands != first_deal
    assert not any(lopsided(hand) for hand in hands)
    assert sorted(c for hand in hands for c in hand) == list(range(24))


def test_r2_each_player_keeps_five_taxation_cards_and_discards_one_in_secret():
    state = new_game(players=3, seed=9)
    seat = current_player(state)
    hand = state.players[seat].tax_hand[:]
    apply(state, DiscardTaxCard(hand[2]))
    player = state.players[seat]
    assert player.tax_hand == [c for c in hand if c != hand[2]]
    assert player.tax_discard == [hand[2]]
    # The table learns only that a card went; the owner's own log names it.
    title = state.title(seat)
    assert texts(state)[-1] == f"{title[0].upper()}{title[1:]} keeps 5 Taxation cards."
    private = texts(state, seat)
    assert len(private) == 1 and private[0].startswith("You discarded the Taxation card asking")
    assert state.phase == "setup" and current_player(state) == seat


def test_r2_each_player_keeps_three_campaign_cards_and_discards_one_in_secret():
    state = new_game(players=2, seed=3)
    seat = current_player(state)
    apply(state, DiscardTaxCard(state.players[seat].tax_hand[0]))
    hand = state.players[seat].campaign_hand[:]
    apply(state, DiscardCampaignCard(hand[-1]))
    player = state.players[seat]
    assert player.campaign_hand == hand[:-1]
    assert player.campaign_discard == [hand[-1]]
    title = state.title(seat)
    assert texts(state)[-1] == f"{title[0].upper()}{title[1:]} keeps 3 Campaign cards."
    assert texts(state, seat)[-1].startswith("You discarded the Campaign card needing")
    # The next player discards now.
    assert current_player(state) == seat + 1


def test_r2_discarded_cards_are_out_of_the_game():
    state = new_game(players=4, seed=21)
    discards = []
    while state.phase == "setup":
        seat = current_player(state)
        command = legal_commands(state)[-1]
        discards.append((seat, command))
        apply(state, command)
    assert state.phase == "placement" and state.year == 1
    for seat, player in enumerate(state.players):
        assert len(player.tax_hand) == 5 and len(player.campaign_hand) == 3
        assert len(player.tax_discard) == 1 and len(player.campaign_discard) == 1
        for other in state.players:
            assert player.tax_discard[0] not in other.tax_hand
            assert player.campaign_discard[0] not in other.campaign_hand
    assert [seat for seat, _ in discards] == [0, 0, 1, 1, 2, 2, 3, 3]


# --- R3 Turn order ----------------------------------------------------------------------------


def test_r3_the_turn_order_arranged_at_setup_is_kept():
    state = new_game(players=3, seed=2, turn_order=[2, 0, 1])
    finish_setup(state)
    assert state.turn_order == [2, 0, 1]
    assert state.phase == "placement"
    assert current_player(state) == 2


def test_r3_a_turn_order_drawn_at_random_lists_every_player_once():
    orders = set()
    for seed in range(30):
        state = new_game(players=4, seed=seed)
        assert sorted(state.turn_order) == [0, 1, 2, 3]
        orders.add(tuple(state.turn_order))
    assert len(orders) > 5


def test_r3_two_players_take_the_1st_and_2nd_slots():
    # Seat 1 plays 2nd: one of his three area units is unavailable, and nobody is 4th, so nobody
    # gains a resource after gathering; the 1st player gives one back.
    card = campaign_card(elephant=1, horse=1, chariot=1, weapons=1)
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {
                "satrap": "Aegyptus",
                "workers": ["Bactria", "Cappadocia"],
                "campaign_hand": [card],
                "tax_resolved": [unit_cards("weapons")[0]],
            },
        ],
        phase="campaign",
        event="Flood",
        turn_order=[0, 1],
    )
    others_play_until(state, 1)
    assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))
    with pytest.raises(IllegalCommand):
        apply(state, ResolveCampaign(card, ("Aegyptus", "Bactria", "Cappadocia"), 0))
    apply(state, Pass())
    assert state.phase == "gathering" and current_player(state) == 0
    apply(state, LoseResource("gold"))
    # Seat 1 gathered everything of his three areas (Flood stops iron) and gains nothing more.
    assert state.phase == "build"
    expected = yields("Aegyptus", "Bactria", "Cappadocia")
    expected.pop("iron")
    assert held(state, 1) == expected


# --- R4 Start ---------------------------------------------------------------------------------


def test_r4_the_game_starts_in_year_one_with_empty_mats():
    state = new_game(players=4, seed=5)
    assert state.year == 1 and state.phase == "setup"
    for player in state.players:
        assert player.resources == [0] * 6
        assert player.vp == 0
        assert player.workers == [] and player.buildings == []
        assert not player.ability_used
    finish_setup(state)
    assert state.year == 1 and state.phase == "placement"
    assert all(p.resources == [0] * 6 and p.vp == 0 for p in state.players)


def test_r4_the_eight_annual_events_are_shuffled_face_down():
    decks = set()
    for seed in range(20):
        state = new_game(players=2, seed=seed)
        assert sorted(state.event_deck) == list(range(8))
        assert state.event == -1
        assert view_for(state, 0).event_deck == [HIDDEN] * 8
        decks.add(tuple(state.event_deck))
    assert len(decks) > 10


def test_r4_the_satrapy_pawn_stands_on_its_home_area():
    # In the first round every player's home area gathers (players not 1st, who may give one back).
    state = new_game(players=4, seed=8)
    finish_setup(state)
    while state.phase != "build":
        apply(state, next_choice(state))
    stopped = C.events[state.event].stops
    for seat in state.turn_order[1:]:
        home = C.satraps[state.players[seat].satrap].home
        for r in C.areas[home].yields:
            if r != stopped:
                assert state.players[seat].gathered[r] >= 1


# --- R5 Order of a round ----------------------------------------------------------------------


def test_r5_a_round_goes_placement_event_campaign_gathering_build_taxation_turn_change():
    order = ["Fire", "Wolves", "Bad weather", "Plunder", "Locusts", "Flood", "King's heir", "Gods' Blessings"]
    state = situation(
        [{"satrap": "Aegyptus"}, {"satrap": "Babylonia"}],
        year=3,
        phase="placement",
        events=order,
    )
    seats = []
    for place in ("Thracia", TURN_CHANGE, "Phoenicia", "Sogdia"):
        seats.append(current_player(state))
        assert state.event == -1  # the event waits until every worker is out
        apply(state, PlaceWorker(place))
    assert seats == [0, 1, 0, 1]
    # The event is revealed after placement and goes to the bottom of the deck.
    assert state.phase == "campaign"
    assert C.events[state.event].name == "Fire"
    assert [C.events[e].name for e in state.event_deck] == order[1:] + ["Fire"]
    assert "The event of year 3 is Fire: no wood is gathered this round." in texts(state)
    phases = []
    while state.year == 3:
        phases.append((state.phase, current_player(state)))
        apply(state, next_choice(state))
    # Gathering asks only the 1st player (which gathered resource to give back); nobody can build.
    assert phases == [
        ("campaign", 0),
        ("campaign", 1),
        ("gathering", 0),
        ("taxation", 0),
        ("taxation", 1),
        ("turn_change", 1),
    ]
    assert state.phase == "placement" and state.year == 4
    assert all(p.workers == [] for p in state.players)


# --- R6 Placement -----------------------------------------------------------------------------


def test_r6_worker_cannot_go_on_a_home_area():
    state = situation([{"satrap": "Aegyptus"}, {"satrap": "India"}], phase="placement")
    # Neither his own home, nor the home of a satrap in play, nor of one not in play.
    for home in ("Aegyptus", "India", "Lydia", "Babylonia"):
        with pytest.raises(IllegalCommand, match="home"):
            apply(state, PlaceWorker(home))
    places = {c.place for c in legal_commands(state) if isinstance(c, PlaceWorker)}
    assert places == {C.areas[a].name for a in C.open_areas} | {TURN_CHANGE}


def test_r6_one_pawn_per_area():
    state = situation([{"satrap": "Aegyptus"}, {"satrap": "India"}], phase="placement")
    apply(state, PlaceWorker("Thracia"))
    assert PlaceWorker("Thracia") not in legal_commands(state)
    with pytest.raises(IllegalCommand, match="Thracia is taken by the Satrap of Aegyptus"):
        apply(state, PlaceWorker("Thracia"))
    apply(state, PlaceWorker("Ionia"))
    assert PlaceWorker("Thracia") not in legal_commands(state)  # not even for its owner


def test_r6_one_worker_on_the_turn_change_space():
    state = situation([{"satrap": "Aegyptus"}, {"satrap": "India"}], phase="placement")
    command = PlaceWorker(TURN_CHANGE)
    apply(state, command)
    assert state.players[0].workers == [-1]
    assert command not in legal_commands(state)
    with pytest.raises(IllegalCommand, match="turn-change space is taken by the Satrap of Aegyptus"):
        apply(state, command)


def test_r6_a_worker_on_the_turn_change_space_gathers_nothing_and_gives_no_unit():
    card = campaign_card(chariot=1, horse=1, mercenary=1, ship=1)
    state = situation(
        [
            {"satrap": "Aegyptus", "workers": [TURN_CHANGE, "Thracia"], "campaign_hand": [card]},
            {"satrap": "India", "workers": ["Ionia", "Media"]},
            {"satrap": "Lydia", "workers": ["Sogdia", "Bactria"]},
        ],
        phase="campaign",
        event="Wolves",
        turn_order=[1, 2, 0],
        turn=2,
    )
    # The 3rd slot's one bonus unit is not enough: the turn-change worker brings no unit.
    assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))
    with pytest.raises(IllegalCommand):
        apply(state, ResolveCampaign(card, ("Aegyptus", "Thracia", TURN_CHANGE), 1))
    apply(state, Pass())
    play_through_gathering(state)
    assert held(state, 0) == yields("Aegyptus", "Thracia")


def test_r6_a_worker_with_no_free_place_stays_unplaced():
    # A map cut down to three open areas: with the turn-change space, four places for six workers.
    data = copy.deepcopy(C.data)
    data["areas"] = [a for a in data["areas"] if "home_of" in a or a["name"] in ("Thracia", "Ionia", "Phoenicia")]
    data["solo_tiles"] = []
    small = Content(data)
    state = situation(
        [{"satrap": "Aegyptus"}, {"satrap": "India"}, {"satrap": "Lydia"}],
        phase="placement",
        content=small,
    )
    for place in ("Thracia", "Ionia", "Phoenicia", TURN_CHANGE):
        apply(state, PlaceWorker(place))
    assert state.phase == "campaign"
    assert [len(p.workers) for p in state.players] == [2, 1, 1]
    assert "The Satrap of India has no free place for a worker." in texts(state)
    assert "The Satrap of Lydia has no free place for a worker." in texts(state)


# --- R7 Resource cap --------------------------------------------------------------------------


def test_r7_a_resource_gathered_past_three_is_lost_and_the_log_says_so():
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"], "resources": {"wood": 2, "gold": 3}},
        ],
        phase="campaign",
        event="Flood",
    )
    play_through_gathering(state)
    # Aegyptus, Thracia and Phoenicia each yield gold and wood: 3 gold and 3 wood come in.
    assert held(state, 1) == {"gold": 3, "stone": 2, "wood": 3, "wheat": 2}
    # The log tells what went to waste, and why.
    told = [t for t in texts(state) if t.startswith("The Satrap of Aegyptus") and "holds 3" in t]
    assert any("gold" in t for t in told) and any("wood" in t for t in told)


def test_r7_the_cap_holds_for_kings_heir_gifts():
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {"satrap": "India", "workers": ["Armenia", "Sogdia"], "resources": {"wheat": 2}},
        ],
        phase="campaign",
        event="King's heir",
    )
    others_play_until(state, 1, "gathering")
    wheat = state.players[1].resources[C.resource_index["wheat"]]
    assert wheat == 3  # India's home gave one wheat
    apply(state, TakeGift("wheat"))
    assert state.players[1].resources[C.resource_index["wheat"]] == 3
    assert texts(state)[-1] == "The Satrap of India loses 1 wheat: the mat holds 3."


def test_r7_the_cap_holds_for_resources_taken_by_ability():
    state = situation(
        [{"satrap": "India", "resources": {"wood": 3}}, {"satrap": "Lydia", "resources": {"wood": 2}}],
        phase="placement",
    )
    apply(state, StealResource(1, "wood"))
    assert held(state, 0) == {"wood": 3}
    assert held(state, 1) == {"wood": 1}
    assert texts(state)[-1] == "The Satrap of India loses 1 wood: the mat holds 3."


# --- R8 Turn-track effects --------------------------------------------------------------------

FOUR = [
    {"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"]},
    {"satrap": "Babylonia", "workers": ["Armenia", "Sogdia"]},
    {"satrap": "India", "workers": ["Bactria", "Media"]},
    {"satrap": "Lydia", "workers": ["Ionia", "Cappadocia"]},
]


def four_players(**changes):
    """The four satraps in seat order 0-3 (also slot order), each with two workers out."""
    players = copy.deepcopy(FOUR)
    for seat, extra in changes.items():
        players[int(seat[-1])].update(extra)
    return players


def test_r8_first_slot_loses_a_gathered_resource():
    state = situation(four_players(p0={"resources": {"iron": 2}}), phase="campaign", event="Fire")
    others_play_until(state, 0, "gathering")
    # Gathered gold, stone and wheat (Fire stops wood); iron was held, not gathered.
    assert held(state, 0) == {"gold": 3, "iron": 2, "stone": 2, "wheat": 2}
    assert set(legal_commands(state)) == {LoseResource("gold"), LoseResource("stone"), LoseResource("wheat")}
    apply(state, LoseResource("stone"))
    assert held(state, 0) == {"gold": 3, "iron": 2, "stone": 1, "wheat": 2}
    assert "The Satrap of Aegyptus loses 1 stone for playing 1st." in texts(state)
    assert current_player(state) != 0


def test_r8_first_slot_with_one_gathered_kind_loses_it_without_being_asked():
    # India already holds 3 gold, wood and wheat: only wool comes in (home and Bactria).
    state = situation(
        four_players(p0={"satrap": "India", "workers": [TURN_CHANGE, "Bactria"], "resources": {"gold": 3, "wood": 3, "wheat": 3}},
                     p2={"satrap": "Aegyptus", "workers": ["Thracia", "Media"]}),
        phase="campaign",
        event="Flood",
    )
    play_through_gathering(state)
    assert held(state, 0) == {"gold": 3, "wood": 3, "wheat": 3, "wool": 1}
    assert "The Satrap of India loses 1 wool for playing 1st." in texts(state)


def gathers_nothing_as_first(resources, event="Locusts"):
    """Aegyptus, 1st, sends all three of his area units to a campaign, so gathers nothing."""
    card = campaign_card(chariot=2, mercenary=1, elephant=1)
    state = situation(
        four_players(
            p0={"workers": ["Thracia", "Bactria"], "campaign_hand": [card], "tax_resolved": [unit_cards("chariot")[0]],
                "resources": resources},
            p2={"workers": ["Phoenicia", "Media"]},
        ),
        phase="campaign",
        event=event,
    )
    apply(state, ResolveCampaign(card, ("Aegyptus", "Thracia", "Bactria"), 1))
    return state


def test_r8_first_slot_that_gathered_nothing_loses_from_the_mat():
    # R8 as amended: "nevertheless loses 1 resource" (the Campaign example).
    state = gathers_nothing_as_first({"iron": 2, "wool": 1})
    others_play_until(state, 0, "gathering")
    assert state.lose_pending
    assert set(legal_commands(state)) == {LoseResource("iron"), LoseResource("wool")}
    assert prompt(state).endswith("choose a resource from your mat to lose.")
    with pytest.raises(IllegalCommand, match="You hold no gold; lose one of the resources on your mat"):
        apply(state, LoseResource("gold"))
    apply(state, LoseResource("wool"))
    assert held(state, 0) == {"iron": 2}
    assert state.players[0].gathered == [0] * 6
    assert "The Satrap of Aegyptus loses 1 wool for playing 1st." in texts(state)


def test_r8_first_slot_that_gathered_nothing_and_holds_one_kind_loses_it_without_being_asked():
    state = gathers_nothing_as_first({"iron": 2})
    play_through_gathering(state)
    assert held(state, 0) == {"iron": 1}
    assert "The Satrap of Aegyptus loses 1 iron for playing 1st." in texts(state)


def test_r8_first_slot_with_an_empty_mat_loses_nothing():
    state = gathers_nothing_as_first({})
    play_through_gathering(state)
    assert held(state, 0) == {}
    assert not any("for playing 1st" in t for t in texts(state))


def test_r8_first_slot_may_lose_a_kings_heir_gift():
    # Nothing gathered from areas, but King's heir gifts count as gathered.
    card = campaign_card(chariot=2, mercenary=1, elephant=1)
    state = situation(
        four_players(
            p0={"workers": ["Thracia", "Bactria"], "campaign_hand": [card], "tax_resolved": [unit_cards("chariot")[0]],
                "resources": {"iron": 2}},
            p2={"workers": ["Phoenicia", "Media"]},
        ),
        phase="campaign",
        event="King's heir",
    )
    apply(state, ResolveCampaign(card, ("Aegyptus", "Thracia", "Bactria"), 1))
    others_play_until(state, 0, "gathering")
    for gift in ("gold", "gold", "iron"):
        apply(state, TakeGift(gift))
    assert set(legal_commands(state)) == {LoseResource("gold"), LoseResource("iron")}
    apply(state, LoseResource("gold"))
    assert held(state, 0) == {"gold": 1, "iron": 3}


def test_r8_second_slot_has_one_area_unit_fewer():
    card = campaign_card(mercenary=2, weapons=2)
    state = situation(
        four_players(p1={"campaign_hand": [card], "tax_resolved": [unit_cards("mercenary")[0]]}),
        phase="campaign",
        event="Wolves",
        turn=1,
    )
    # Babylonia's home, Armenia and Sogdia give weapons, weapons and mercenary: as 2nd he may
    # use only two of them, and his permanent mercenary makes only three units.
    assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))
    with pytest.raises(IllegalCommand, match="2nd slot"):
        apply(state, ResolveCampaign(card, ("Babylonia", "Armenia", "Sogdia"), 0))


def test_r8_second_slot_keeps_permanent_and_bonus_units_and_the_unused_area_gathers():
    card = campaign_card(mercenary=2, weapons=2)
    state = situation(
        four_players(p1={"campaign_hand": [card], "tax_resolved": [unit_cards("mercenary")[0]]}),
        phase="campaign",
        event="Gods' Blessings",
        turn=1,
    )
    # Two area units (his choice), the permanent mercenary and the Blessing's unit.
    apply(state, ResolveCampaign(card, ("Armenia", "Sogdia"), 0))
    assert state.players[1].vp == 5
    play_through_gathering(state)
    assert held(state, 1) == yields("Babylonia")  # his home still gathers


def test_r8_third_slot_has_one_more_unit_of_choice():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        four_players(p2={"campaign_hand": [card]}),
        phase="campaign",
        event="Flood",
        turn=2,
    )
    # India's home and Bactria give two elephants, Media a horse: the 3rd slot adds the other.
    command = ResolveCampaign(card, ("India", "Media", "Bactria"), 3)
    assert command in legal_commands(state)
    apply(state, command)
    assert state.players[2].vp == 5 and card in state.players[2].campaign_resolved


def test_r8_first_slot_has_no_extra_unit():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        four_players(p0={"satrap": "India", "workers": ["Bactria", "Media"], "campaign_hand": [card]},
                     p2={"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"]}),
        phase="campaign",
        event="Flood",
    )
    with pytest.raises(IllegalCommand, match="lack units"):
        apply(state, ResolveCampaign(card, ("India", "Bactria", "Media"), 3))


def test_r8_fourth_slot_gains_a_resource_of_choice():
    state = situation(four_players(), phase="campaign", event="Plunder")
    others_play_until(state, 3, "gathering")
    before = held(state, 3)
    assert before == {"iron": 2, "stone": 1, "wheat": 2, "wool": 3}  # Lydia, Ionia, Cappadocia; no gold
    gains = {c.resource for c in legal_commands(state) if isinstance(c, GainResource)}
    assert gains == {"iron", "stone", "wood", "wheat", "wool"}  # not the gold Plunder stops
    apply(state, GainResource("wood"))
    assert held(state, 3) == dict(before, wood=1)
    assert "The Satrap of Lydia gains 1 wood for playing 4th." in texts(state)
    assert state.phase == "build"


def test_r8_only_the_fourth_slot_gains_and_only_the_first_loses():
    state = situation(four_players(), phase="campaign", event="Plunder")
    while state.phase != "build":
        if state.phase == "gathering":
            slot = state.turn
            kinds = {type(c) for c in legal_commands(state)}
            assert kinds == ({LoseResource} if slot == 0 else {GainResource})
            assert slot in (0, 3)
        apply(state, next_choice(state))


# --- R9 Turn change ---------------------------------------------------------------------------


def test_r9_the_turn_change_worker_sets_the_next_rounds_order():
    players = four_players(p2={"workers": [TURN_CHANGE, "Media"]})
    state = situation(players, phase="taxation", event="Wolves", year=2)
    others_play_until(state, 2, "turn_change")
    assert {len(c.order) for c in legal_commands(state)} == {4}
    apply(state, SetTurnOrder((3, 2, 0, 1)))
    assert state.year == 3 and state.phase == "placement"
    assert state.turn_order == [3, 2, 0, 1]
    assert current_player(state) == 3
    assert "The Satrap of India sets the turn order: the Satrap of Lydia, the Satrap of India, " \
           "the Satrap of Aegyptus, the Satrap of Babylonia." in texts(state)


def test_r9_without_a_turn_change_worker_the_order_stays():
    state = situation(four_players(), phase="taxation", event="Wolves", year=2, turn_order=[2, 0, 3, 1])
    finish_round(state)
    assert state.year == 3 and state.turn_order == [2, 0, 3, 1]


# --- R10 Areas --------------------------------------------------------------------------------

THIRD_OF_THREE = dict(turn_order=[1, 2, 0], turn=2)  # seat 0 acts last in the campaign phase


def india_in_the_third_slot(**extra):
    return [
        dict({"satrap": "India", "workers": ["Bactria", "Cappadocia"]}, **extra),
        {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
        {"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"]},
    ]


def test_r10_an_area_whose_unit_goes_to_a_campaign_gathers_nothing():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        india_in_the_third_slot(campaign_hand=[card], tax_resolved=[unit_cards("elephant")[0]]),
        phase="campaign",
        event="Flood",
        **THIRD_OF_THREE,
    )
    # Home elephant, Cappadocia's horse, a permanent elephant and the 3rd slot's horse.
    apply(state, ResolveCampaign(card, ("India", "Cappadocia"), 1))
    play_through_gathering(state)
    assert held(state, 0) == yields("Bactria")  # only the unused area gathers


def test_r10_a_used_area_gives_its_unit_once():
    card = campaign_card(elephant=2, horse=2)
    second = campaign_card(elephant=1, horse=1, chariot=1, weapons=1)
    state = situation(
        india_in_the_third_slot(campaign_hand=[card, second], tax_resolved=[unit_cards("elephant")[0]]),
        phase="campaign",
        event="Flood",
        **THIRD_OF_THREE,
    )
    apply(state, ResolveCampaign(card, ("India", "Cappadocia"), 1))
    # The satrapy pawn lies down: India's home elephant is spent for this round.
    with pytest.raises(IllegalCommand, match="India's unit has already gone to a campaign this round"):
        apply(state, ResolveCampaign(second, ("India", "Bactria"), 1))


def test_r10_areas_not_used_gather_all_their_yields():
    state = situation(india_in_the_third_slot(), phase="campaign", event="Gods' Blessings", **THIRD_OF_THREE)
    apply(state, Pass())
    play_through_gathering(state)
    assert held(state, 0) == {"gold": 1, "iron": 1, "wood": 2, "wheat": 3, "wool": 3}
    assert held(state, 0) == yields("India", "Bactria", "Cappadocia")


# --- R11 Units --------------------------------------------------------------------------------


def test_r11_permanent_units_are_never_consumed():
    first = campaign_card(chariot=2, mercenary=1, elephant=1)
    second = campaign_card(chariot=2, weapons=1, ship=1)
    state = aegyptus_campaigns([first, second], workers=("Thracia", "Bactria"), permanents=("chariot",), year=2)
    apply(state, ResolveCampaign(first, ("Aegyptus", "Thracia", "Bactria"), 1))
    finish_round(state)
    for place in ("Armenia", "Cappadocia", "Phoenicia", "Sogdia"):
        apply(state, PlaceWorker(place))
    others_play_until(state, 0, "campaign")
    # The same permanent chariot serves again in year 3.
    apply(state, ResolveCampaign(second, ("Aegyptus", "Armenia", "Phoenicia"), 1))
    assert state.players[0].vp == 10
    assert state.players[0].campaign_resolved == [first, second]


def test_r11_units_accessed_this_round_expire_at_its_end():
    card = campaign_card(chariot=1, horse=1, mercenary=1, ship=1)
    state = situation(
        [
            {"satrap": "Aegyptus", "workers": ["Thracia", "Ionia"], "campaign_hand": [card]},
            {"satrap": "Babylonia", "workers": ["Armenia", "Media"]},
        ],
        phase="campaign",
        event="Gods' Blessings",
        events=["Wolves", "Fire", "Bad weather", "Plunder", "Locusts", "Flood", "King's heir", "Gods' Blessings"],
        year=2,
    )
    # This round: chariot, mercenary, ship and the Blessing's horse would do. He waits.
    assert ResolveCampaign(card, ("Aegyptus", "Thracia", "Ionia"), 1) in legal_commands(state)
    finish_round(state)
    for place in ("Sogdia", "Armenia", "Phoenicia", "Media"):
        apply(state, PlaceWorker(place))
    others_play_until(state, 0, "campaign")
    assert C.events[state.event].name == "Wolves"
    # Thracia and Ionia are no longer his, and the Blessing is gone.
    with pytest.raises(IllegalCommand, match="Thracia is not one of your areas"):
        apply(state, ResolveCampaign(card, ("Aegyptus", "Thracia", "Ionia"), 1))
    with pytest.raises(IllegalCommand, match="lack units"):
        apply(state, ResolveCampaign(card, ("Aegyptus", "Sogdia", "Phoenicia"), 1))


def test_r11_a_permanent_unit_serves_one_campaign_a_round():
    first = campaign_card(mercenary=2, weapons=2)
    second = campaign_card(mercenary=1, chariot=1, ship=1, weapons=1)
    state = situation(
        [
            {"satrap": "Babylonia", "workers": ["Armenia", "Sogdia"], "campaign_hand": [first, second],
             "tax_resolved": [unit_cards("mercenary")[0]]},
            {"satrap": "Aegyptus", "workers": ["Ionia", "Media"]},
        ],
        phase="campaign",
        event="Flood",
    )
    apply(state, ResolveCampaign(first, ("Babylonia", "Armenia", "Sogdia"), 1))
    # The permanent mercenary went to the first campaign; it cannot serve the second as well.
    assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))


# --- R12 Campaigns ----------------------------------------------------------------------------


def test_r12_a_campaign_gives_five_vp_and_the_chosen_opponent_loses_one():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        [
            dict(india_in_the_third_slot()[0], campaign_hand=[card], vp=3),
            {"satrap": "Lydia", "workers": ["Ionia", "Media"], "vp": 4},
            {"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"], "vp": 4},
        ],
        phase="campaign",
        event="Flood",
        **THIRD_OF_THREE,
    )
    apply(state, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), 2))
    assert [p.vp for p in state.players] == [8, 4, 3]
    assert state.players[0].campaign_resolved == [card]
    assert card not in state.players[0].campaign_hand
    assert "The Satrap of Aegyptus loses 1 VP." in texts(state)
    assert any(t.startswith("The Satrap of India resolves a campaign needing 2 elephant, 2 horse") for t in texts(state))


def test_r12_each_opponent_may_be_chosen_to_lose_the_vp():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        india_in_the_third_slot(campaign_hand=[card]),
        phase="campaign",
        event="Flood",
        **THIRD_OF_THREE,
    )
    opponents = {c.opponent for c in legal_commands(state) if isinstance(c, ResolveCampaign)}
    assert opponents == {1, 2}


def aegyptus_with_two_campaigns():
    first = campaign_card(chariot=2, mercenary=1, elephant=1)
    second = campaign_card(mercenary=2, weapons=2)
    third = campaign_card(ship=1, elephant=1, chariot=1, horse=1)
    permanents = [unit_cards("elephant")[0], *unit_cards("mercenary"), *unit_cards("weapons")]
    state = situation(
        [
            {"satrap": "Aegyptus", "workers": ["Parthia", "Bactria"], "campaign_hand": [first, second, third],
             "tax_resolved": permanents},
            {"satrap": "Babylonia", "workers": ["Ionia", "Media"], "vp": 1},
        ],
        phase="campaign",
        event="Gods' Blessings",
    )
    return state, first, second, third


def test_r12_at_most_two_campaigns_a_round():
    state, first, second, third = aegyptus_with_two_campaigns()
    # Chariot, chariot, elephant from his areas and a permanent mercenary; then the other
    # permanent mercenary, both permanent weapons and the Blessing's unit.
    apply(state, ResolveCampaign(first, ("Aegyptus", "Bactria", "Parthia"), 1))
    apply(state, ResolveCampaign(second, (), 1))
    assert state.players[0].vp == 10
    assert state.players[0].campaign_hand == [third]
    # A third card is in hand and the Blessing's unit unspent, but his campaign phase is over:
    # either the turn has passed on, or nothing more is offered and a third is refused.
    if current_player(state) == 0:
        assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))
        with pytest.raises(IllegalCommand, match="two Campaign cards"):
            apply(state, ResolveCampaign(third, (), 1))
    else:
        assert state.phase != "campaign" or current_player(state) == 1


def test_r12_each_unit_serves_one_of_the_two_campaigns():
    state, first, second, third = aegyptus_with_two_campaigns()
    apply(state, ResolveCampaign(first, ("Aegyptus", "Bactria", "Parthia"), 1))
    with pytest.raises(IllegalCommand, match="Parthia's unit has already gone to a campaign"):
        apply(state, ResolveCampaign(third, ("Parthia",), 1))


def test_r12_a_campaign_needs_exactly_its_four_units():
    card = campaign_card(chariot=1, horse=1, mercenary=1, ship=1)
    state = aegyptus_campaigns([card], permanents=("horse", "mercenary", "ship"))
    # Bactria's elephant is not asked for; a second chariot is one too many.
    with pytest.raises(IllegalCommand, match="does not need the elephant of Bactria"):
        apply(state, ResolveCampaign(card, ("Aegyptus", "Bactria"), 1))
    with pytest.raises(IllegalCommand):
        apply(state, ResolveCampaign(card, ("Aegyptus", "Parthia"), 1))
    # Either chariot will do, with the three permanent units; nothing stands in for a chariot.
    options = {c.areas for c in legal_commands(state) if isinstance(c, ResolveCampaign) and c.card == card}
    assert options == {("Aegyptus",), ("Parthia",)}
    apply(state, ResolveCampaign(card, ("Parthia",), 1))
    assert state.players[0].vp == 5


def test_r12_resolved_campaign_cards_lie_face_up():
    card = campaign_card(elephant=2, horse=2)
    state = situation(india_in_the_third_slot(campaign_hand=[card]), phase="campaign", event="Flood", **THIRD_OF_THREE)
    apply(state, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), 1))
    seen = view_for(state, 1).players[0]
    assert seen.campaign_resolved == [card]
    assert seen.campaign_hand == [HIDDEN, HIDDEN]


# --- R13 VP floor -----------------------------------------------------------------------------


def test_r13_a_campaign_cannot_take_an_opponent_below_zero():
    card = campaign_card(elephant=2, horse=2)
    state = situation(india_in_the_third_slot(campaign_hand=[card]), phase="campaign", event="Flood", **THIRD_OF_THREE)
    apply(state, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), 1))
    assert state.players[1].vp == 0
    assert "The Satrap of Lydia has no VP to lose." in texts(state)


def test_r13_a_building_loss_stops_at_zero():
    state = situation(
        [
            {"satrap": "India", "resources": {"gold": 3, "stone": 2, "wool": 1}},
            {"satrap": "Lydia", "vp": 1},
            {"satrap": "Aegyptus", "vp": 5},
        ],
        phase="build",
        event="Flood",
    )
    apply(state, Build("Temple", (0, 3, 0)))
    assert [p.vp for p in state.players] == [3, 0, 5]
    assert "The Satrap of Lydia loses 1 VP." in texts(state)
    assert state.players[1].vp_sources[3] == 1  # only the VP really lost count as lost


# --- R14 Building -----------------------------------------------------------------------------

SILO = {"stone": 2, "wood": 2, "wheat": 2}
FORT = {"stone": 3, "wood": 1, "wheat": 2}
TEMPLE = {"gold": 3, "stone": 2, "wool": 1}
PALACE = {"gold": 2, "iron": 2, "wool": 2}


def add(*costs):
    total = {}
    for cost in costs:
        for r, n in cost.items():
            total[r] = total.get(r, 0) + n
    return total


def test_r14_each_building_is_built_once():
    state = situation(
        [{"satrap": "India", "resources": TEMPLE}, {"satrap": "Lydia", "buildings": ["Temple"], "vp": 3}],
        phase="build",
        event="Flood",
    )
    assert not any(isinstance(c, Build) for c in legal_commands(state))
    with pytest.raises(IllegalCommand, match="Temple has already been built by the Satrap of Lydia"):
        apply(state, Build("Temple", (0, 3)))


def test_r14_a_player_builds_at_most_three_buildings():
    state = situation(
        [
            {"satrap": "India", "resources": TEMPLE, "buildings": ["Road", "Bridge", "Palace"], "vp": 11},
            {"satrap": "Lydia", "resources": TEMPLE},
        ],
        phase="build",
        event="Flood",
    )
    assert not any(isinstance(c, Build) for c in legal_commands(state))
    with pytest.raises(IllegalCommand, match="3 buildings"):
        apply(state, Build("Temple", (0, 3)))
    apply(state, Pass())
    # Another player, with two fewer, may still build it.
    assert Build("Temple", (3, 0)) in legal_commands(state)


def test_r14_a_second_building_waits_for_the_second_pass():
    state = situation(
        [
            {"satrap": "Aegyptus", "resources": add(SILO, PALACE)},
            {"satrap": "Babylonia", "resources": FORT, "vp": 4},
            {"satrap": "Lydia", "vp": 4},  # nothing to build, nothing to trade
        ],
        phase="build",
        event="Flood",
        year=3,
    )
    apply(state, Build("Grain Silo", (0, 0, 0)))
    # His first build ends his turn in the first pass; Babylonia comes first.
    assert current_player(state) == 1 and state.sweep == 1
    apply(state, Build("Fortifications", (0, 0, 0)))
    assert current_player(state) == 0 and state.sweep == 2
    apply(state, Build("Palace", (0, 2, 1)))
    assert [p.vp for p in state.players] == [5 + 3, 4 + 3 - 2, 4 - 1]
    assert held(state, 0) == {}
    # Babylonia built once but holds nothing more: the build phase is over.
    assert state.phase == "taxation"


def test_r14_a_player_may_build_twice_in_a_round():
    state = situation(
        [
            {"satrap": "Aegyptus", "resources": add(TEMPLE, {"stone": 1, "wood": 2, "wheat": 3})},
            {"satrap": "Babylonia", "vp": 6},
        ],
        phase="build",
        event="Flood",
        year=2,
    )
    apply(state, Build("Temple", (0, 3)))
    # Babylonia has nothing to build: the second pass begins.
    assert current_player(state) == 0 and state.sweep == 2
    apply(state, Build("Road", (0, 2)))
    assert state.players[0].vp == 7 and state.players[1].vp == 1
    assert state.players[0].buildings == [C.building_index["Temple"], C.building_index["Road"]]
    # Two in a round is the most: the build phase is over.
    assert state.phase == "taxation"


def test_r14_building_spends_exactly_its_cost_and_marks_it_for_the_game():
    state = situation(
        [{"satrap": "Lydia", "resources": {"gold": 3, "iron": 3, "wool": 3, "wood": 1}}, {"satrap": "India", "vp": 4}],
        phase="build",
        event="Flood",
    )
    apply(state, Build("Palace", (0, 3)))
    assert held(state, 0) == {"gold": 1, "iron": 1, "wood": 1, "wool": 1}
    palace = C.building_index["Palace"]
    assert state.built_by[palace] == 0 and state.players[0].buildings == [palace]
    finish_round(state)
    assert state.year == 2 and state.built_by[palace] == 0  # it stays for the rest of the game


# --- R15 Building rewards ---------------------------------------------------------------------


@pytest.mark.parametrize("year", range(1, 8))
def test_r15_grain_silo_gives_seven_vp_less_one_a_year(year):
    state = situation(
        [{"satrap": "Aegyptus", "resources": SILO}, {"satrap": "Lydia", "vp": 5}],
        phase="build",
        event="Flood",
        year=year,
    )
    apply(state, Build("Grain Silo", (0, 0)))
    assert state.players[0].vp == 7 - (year - 1)
    assert state.players[1].vp == 5  # takes nothing from opponents


@pytest.mark.parametrize("year", range(1, 8))
def test_r15_fortifications_give_one_vp_more_each_year(year):
    state = situation(
        [{"satrap": "Aegyptus", "resources": FORT}, {"satrap": "Lydia", "vp": 5}],
        phase="build",
        event="Flood",
        year=year,
    )
    apply(state, Build("Fortifications", (0, 0)))
    assert state.players[0].vp == 1 + (year - 1)
    assert state.players[1].vp == 5


@pytest.mark.parametrize(
    "building, cost, gain, split",
    [
        ("Road", {"stone": 1, "wood": 2, "wheat": 3}, 4, (0, 1, 1)),
        ("Bridge", {"iron": 1, "stone": 2, "wood": 3}, 4, (0, 0, 2)),
        ("Temple", TEMPLE, 3, (0, 2, 1)),
        ("Palace", PALACE, 3, (0, 3, 0)),
    ],
)
def test_r15_road_bridge_temple_and_palace_take_vp_from_opponents(building, cost, gain, split):
    state = situation(
        [{"satrap": "India", "resources": cost, "vp": 2}, {"satrap": "Lydia", "vp": 6}, {"satrap": "Aegyptus", "vp": 6}],
        phase="build",
        event="Flood",
        year=4,
    )
    splits = {c.losses for c in legal_commands(state) if isinstance(c, Build) and c.building == building}
    assert all(s[0] == 0 and sum(s) == sum(split) for s in splits)
    assert len(splits) == sum(split) + 1  # every way to share it, 1 VP at a time
    apply(state, Build(building, split))
    assert [p.vp for p in state.players] == [2 + gain, 6 - split[1], 6 - split[2]]


def test_r15_with_two_players_the_whole_loss_falls_on_the_one_opponent():
    state = situation(
        [{"satrap": "Lydia", "vp": 9}, {"satrap": "India", "resources": TEMPLE}],
        phase="build",
        event="Flood",
    )
    others_play_until(state, 1)
    assert [c for c in legal_commands(state) if isinstance(c, Build)] == [Build("Temple", (3, 0))]
    apply(state, Build("Temple", (3, 0)))
    assert [p.vp for p in state.players] == [6, 3]


def test_r15_the_builder_splits_the_loss_among_three_opponents():
    state = situation(
        [{"satrap": s} for s in ("Aegyptus", "Babylonia", "India")]
        + [{"satrap": "Lydia", "resources": {"stone": 1, "wood": 2, "wheat": 3}}],
        phase="build",
        event="Flood",
        turn=3,
    )
    splits = {c.losses for c in legal_commands(state) if isinstance(c, Build)}
    assert splits == {(2, 0, 0, 0), (0, 2, 0, 0), (0, 0, 2, 0), (1, 1, 0, 0), (1, 0, 1, 0), (0, 1, 1, 0)}


# --- R16 Taxation -----------------------------------------------------------------------------


def test_r16_a_five_resource_card_gives_three_vp():
    card = tax_card(gold=1, stone=1, wood=1, wheat=1, wool=1)
    state = situation(
        [{"satrap": "India", "tax_hand": [card], "resources": {"gold": 2, "stone": 1, "wood": 1, "wheat": 1, "wool": 3}},
         {"satrap": "Lydia"}],
        phase="taxation",
        event="Flood",
    )
    apply(state, ResolveTax(card))
    assert state.players[0].vp == 3
    assert held(state, 0) == {"gold": 1, "wool": 2}  # exactly its five resources are spent
    assert state.players[0].tax_resolved == [card]


def test_r16_a_four_resource_card_gives_a_permanent_unit_of_its_type():
    tax = tax_card(iron=2, wood=2)
    assert C.tax_cards[tax].unit == C.unit_index["chariot"] and C.tax_cards[tax].vp == 0
    campaign = campaign_card(chariot=2, mercenary=1, elephant=1)
    state = situation(
        [{"satrap": "Babylonia"},
         {"satrap": "Aegyptus", "tax_hand": [tax], "campaign_hand": [campaign], "resources": {"iron": 2, "wood": 3}}],
        phase="taxation",
        event="Flood",
        turn_order=[1, 0],  # Aegyptus 1st: no area unit is unavailable to him
    )
    others_play_until(state, 1)
    apply(state, ResolveTax(tax))
    assert state.players[1].vp == 0
    assert held(state, 1) == {"wood": 1}
    assert texts(state)[-1].endswith("a permanent chariot.")
    finish_round(state)
    for place in ("Thracia", "Media", "Bactria", "Ionia"):
        apply(state, PlaceWorker(place))
    others_play_until(state, 1, "campaign")
    # Home chariot + the permanent chariot, Thracia's mercenary, Bactria's elephant.
    apply(state, ResolveCampaign(campaign, ("Aegyptus", "Thracia", "Bactria"), 0))
    assert state.players[1].vp == 5


def test_r16_any_number_of_taxation_cards_in_a_turn():
    cards = [tax_card(wheat=2, wool=2), tax_card(gold=2, iron=2), tax_card(iron=1, stone=2, wood=2)]
    state = situation(
        [{"satrap": "Lydia", "tax_hand": cards,
          "resources": {"gold": 2, "iron": 3, "stone": 2, "wood": 2, "wheat": 2, "wool": 2}},
         {"satrap": "India"}],
        phase="taxation",
        event="Flood",
    )
    for card in cards:
        assert current_player(state) == 0
        apply(state, ResolveTax(card))
    assert state.players[0].tax_resolved == cards
    assert state.players[0].vp == 3
    assert held(state, 0) == {}


def test_r16_a_taxation_card_asks_exactly_its_resources():
    card = tax_card(gold=1, iron=2, stone=2)
    state = situation(
        [{"satrap": "India", "tax_hand": [card], "resources": {"gold": 3, "iron": 3, "stone": 1}}, {"satrap": "Lydia"}],
        phase="taxation",
        event="Flood",
    )
    assert ResolveTax(card) not in legal_commands(state)  # plenty of other things, one stone short
    with pytest.raises(IllegalCommand, match="1 stone more"):
        apply(state, ResolveTax(card))


def test_r16_resolved_taxation_cards_lie_face_up():
    card = tax_card(gold=1, iron=2, stone=2)
    state = situation(
        [{"satrap": "India", "tax_hand": [card], "resources": {"gold": 1, "iron": 2, "stone": 2}}, {"satrap": "Lydia"}],
        phase="taxation",
        event="Flood",
    )
    apply(state, ResolveTax(card))
    seen = view_for(state, 1).players[0]
    assert seen.tax_resolved == [card]
    assert card not in seen.tax_hand and set(seen.tax_hand) == {HIDDEN}


# --- R17 Events -------------------------------------------------------------------------------

STOPS = [("Wolves", "wool"), ("Fire", "wood"), ("Bad weather", "stone"), ("Plunder", "gold"),
         ("Locusts", "wheat"), ("Flood", "iron")]  # fmt: skip


@pytest.mark.parametrize("event, stopped", STOPS)
def test_r17_an_event_stops_one_resource_on_every_area_home_included(event, stopped):
    # India's home and Armenia and Sogdia yield all six resources between them.
    state = situation(
        [
            {"satrap": "India", "workers": ["Armenia", "Sogdia"]},
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"]},
        ],
        phase="campaign",
        event=event,
        **THIRD_OF_THREE,
    )
    apply(state, Pass())
    play_through_gathering(state)
    expected = yields("India", "Armenia", "Sogdia")
    del expected[stopped]
    assert held(state, 0) == expected
    # Nobody gathered it, from any area.
    assert all(p.gathered[C.resource_index[stopped]] == 0 for p in state.players)


@pytest.mark.parametrize("event, stopped", STOPS)
def test_r17_the_stopped_resource_cannot_be_the_4th_slots_bonus(event, stopped):
    state = situation(four_players(), phase="campaign", event=event)
    others_play_until(state, 3, "gathering")
    gains = {c.resource for c in legal_commands(state)}
    assert gains == set(C.resources) - {stopped}
    with pytest.raises(IllegalCommand, match=f"{event} stops {stopped}"):
        apply(state, GainResource(stopped))


def test_r17_kings_heir_gives_three_resources_of_choice_repeats_allowed():
    state = situation(india_in_the_third_slot(), phase="campaign", event="King's heir", **THIRD_OF_THREE)
    apply(state, Pass())
    others_play_until(state, 0, "gathering")
    gathered = held(state, 0)
    assert gathered == yields("India", "Bactria", "Cappadocia")  # nothing is stopped
    assert {c.resource for c in legal_commands(state)} == set(C.resources)
    for _ in range(3):
        apply(state, TakeGift("stone"))
    assert held(state, 0) == dict(gathered, stone=3)
    assert current_player(state) != 0 or state.phase != "gathering"


def test_r17_every_player_receives_kings_heir():
    state = situation(four_players(), phase="campaign", event="King's heir")
    gifts = {seat: 0 for seat in range(4)}
    while state.phase != "build":
        if state.phase == "gathering" and isinstance(legal_commands(state)[0], TakeGift):
            gifts[current_player(state)] += 1
        apply(state, next_choice(state))
    assert gifts == {0: 3, 1: 3, 2: 3, 3: 3}


def test_r17_gods_blessings_gives_one_unit_of_choice():
    card = campaign_card(elephant=2, horse=2)
    players = [
        {"satrap": "India", "workers": ["Bactria", "Cappadocia"], "campaign_hand": [card]},
        {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
    ]
    blessed = situation(players, phase="campaign", event="Gods' Blessings")
    apply(blessed, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), 1))
    assert blessed.players[0].vp == 5
    # The same position under another event lacks the fourth unit.
    plain = situation(players, phase="campaign", event="King's heir")
    with pytest.raises(IllegalCommand, match="lack units"):
        apply(plain, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), 1))


def test_r17_gods_blessings_and_the_3rd_slot_add_up():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        [
            {"satrap": "India", "workers": ["Thracia", "Bactria"], "campaign_hand": [card]},
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {"satrap": "Aegyptus", "workers": ["Armenia", "Phoenicia"]},
        ],
        phase="campaign",
        event="Gods' Blessings",
        **THIRD_OF_THREE,
    )
    # Two elephants from India and Bactria; both horses are bonus units.
    apply(state, ResolveCampaign(card, ("India", "Bactria"), 1))
    assert state.players[0].vp == 5


# --- R18 Special abilities --------------------------------------------------------------------


def test_r18_aegyptus_turns_an_area_unit_into_another_for_the_round():
    card = campaign_card(elephant=1, horse=1, chariot=1, weapons=1)
    state = situation(
        [
            {"satrap": "Aegyptus", "workers": ["Bactria", "Thracia"], "campaign_hand": [card],
             "tax_resolved": [unit_cards("weapons")[0]]},
            {"satrap": "India", "workers": ["Ionia", "Media"]},
        ],
        phase="campaign",
        event="Flood",
    )
    assert not any(isinstance(c, ResolveCampaign) for c in legal_commands(state))
    apply(state, ConvertUnit("Thracia", "horse"))  # the mercenary serves as a horse
    assert state.players[0].ability_used
    assert "Thracia's unit counts as a horse this round" in texts(state)[-1]
    apply(state, ResolveCampaign(card, ("Aegyptus", "Bactria", "Thracia"), 1))
    assert state.players[0].vp == 5


def test_r18_a_changed_unit_is_named_with_its_article():
    for unit, words in (("elephant", "an elephant"), ("ship", "a ship"), ("weapons", "weapons")):
        state = situation(
            [{"satrap": "Aegyptus", "workers": ["Thracia", "Ionia"], "campaign_hand": [0]}, {"satrap": "India"}],
            phase="campaign",
            event="Flood",
        )
        apply(state, ConvertUnit("Thracia", unit))
        assert f"Thracia's unit counts as {words} this round." in texts(state)[-1]


def test_r18_aegyptus_changes_a_permanent_unit_only_for_this_use():
    # The rulebook's example: horse, chariot and elephant from his areas, and a permanent
    # mercenary changed into weapons. Next round the permanent unit is a mercenary again.
    card = campaign_card(elephant=1, horse=1, chariot=1, weapons=1)
    later = campaign_card(chariot=2, mercenary=1, elephant=1)
    state = aegyptus_campaigns([card, later], workers=("Bactria", "Cappadocia"), permanents=("mercenary",), year=2)
    apply(state, ConvertUnit("mercenary", "weapons"))
    apply(state, ResolveCampaign(card, ("Aegyptus", "Bactria", "Cappadocia"), 1))
    assert state.players[0].vp == 5
    finish_round(state)
    for place in ("Parthia", "Sogdia", "Bactria", "Armenia"):
        apply(state, PlaceWorker(place))
    others_play_until(state, 0, "campaign")
    apply(state, ResolveCampaign(later, ("Aegyptus", "Parthia", "Bactria"), 1))
    assert state.players[0].vp == 10


def test_r18_aegyptus_converted_area_still_gathers_when_its_unit_is_unused():
    state = situation(
        [{"satrap": "Aegyptus", "workers": ["Bactria", "Thracia"]}, {"satrap": "India", "workers": ["Ionia", "Media"]}],
        phase="campaign",
        event="Flood",
        turn_order=[1, 0],
        turn=1,
    )
    apply(state, ConvertUnit("Bactria", "ship"))
    apply(state, Pass())
    play_through_gathering(state)
    assert held(state, 0) == yields("Aegyptus", "Bactria", "Thracia")


def test_r18_babylonia_ignores_the_event_and_gathers_the_stopped_resource():
    # The rulebook's example: Locusts, yet wheat from Thracia and Babylonia.
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Media", "Ionia"]},
            {"satrap": "Babylonia", "workers": ["Thracia", "Armenia"]},
            {"satrap": "India", "workers": ["Bactria", "Sogdia"]},
        ],
        phase="campaign",
        event="Locusts",
        turn_order=[0, 2, 1],
    )
    others_play_until(state, 1)
    apply(state, IgnoreEvent())
    assert state.players[1].ability_used
    assert "Locusts does not hold for him this round" in texts(state)[-1]
    apply(state, Pass())
    play_through_gathering(state)
    assert held(state, 1)["wheat"] == 2
    assert "wheat" not in held(state, 2)  # the others are still stopped


def test_r18_babylonia_ignoring_kings_heir_receives_no_gift():
    state = situation(
        [{"satrap": "Lydia", "workers": ["Media", "Ionia"]}, {"satrap": "Babylonia", "workers": ["Thracia", "Armenia"]}],
        phase="campaign",
        event="King's heir",
    )
    others_play_until(state, 1)
    apply(state, IgnoreEvent())
    apply(state, Pass())
    while state.phase != "build":
        assert not (current_player(state) == 1 and state.phase == "gathering")
        apply(state, next_choice(state))
    assert held(state, 1) == yields("Babylonia", "Thracia", "Armenia")


def test_r18_babylonia_ignoring_gods_blessings_loses_its_unit():
    card = campaign_card(mercenary=2, weapons=2)
    state = situation(
        [{"satrap": "Babylonia", "workers": ["Sogdia", "Thracia"], "campaign_hand": [card]},
         {"satrap": "Lydia", "workers": ["Media", "Ionia"]}],
        phase="campaign",
        event="Gods' Blessings",
    )
    command = ResolveCampaign(card, ("Babylonia", "Thracia", "Sogdia"), 1)
    assert command in legal_commands(state)
    apply(state, IgnoreEvent())
    assert command not in legal_commands(state)
    with pytest.raises(IllegalCommand, match="lack units"):
        apply(state, command)


def test_r18_india_takes_a_resource_from_an_opponent():
    state = situation(
        [{"satrap": "India", "resources": {"wood": 1}}, {"satrap": "Lydia", "resources": {"wood": 3, "gold": 1}}],
        phase="placement",
    )
    steals = {(c.opponent, c.resource) for c in legal_commands(state) if isinstance(c, StealResource)}
    assert steals == {(1, "wood"), (1, "gold")}
    apply(state, StealResource(1, "wood"))
    assert held(state, 0) == {"wood": 2}
    assert held(state, 1) == {"wood": 2, "gold": 1}
    assert texts(state)[-1] == "The Satrap of India uses his ability: he takes 1 wood from the Satrap of Lydia."
    # It was his own turn in placement, and it still is.
    assert current_player(state) == 0 and state.phase == "placement"


def test_r18_lydia_trades_two_resources_for_two_others():
    # The rulebook's example: 1 stone and 1 wood for 2 wool.
    state = situation(
        [{"satrap": "Lydia", "resources": {"stone": 2, "wood": 1, "wool": 1}}, {"satrap": "India"}],
        phase="taxation",
        event="Wolves",
    )
    apply(state, TradeResources(("stone", "wood"), ("wool", "wool")))  # wool, though Wolves stop it
    assert held(state, 0) == {"stone": 1, "wool": 3}
    assert state.players[0].ability_used


@pytest.mark.parametrize(
    "name, phases",
    [
        ("Aegyptus", {"campaign"}),
        ("Babylonia", {"campaign"}),
        ("India", {"placement", "campaign", "build", "taxation"}),
        ("Lydia", {"placement", "campaign", "build", "taxation"}),
    ],
)
def test_r18_each_ability_is_offered_on_its_owners_turn_in_its_phases(name, phases):
    others = [s for s in SATRAPS if s != name][:1]
    offered = set()
    for phase in ("placement", "campaign", "build", "taxation", "turn_change"):
        players = [
            {"satrap": name, "resources": {"gold": 2, "iron": 1}, "workers": ["Thracia", TURN_CHANGE]},
            {"satrap": others[0], "resources": {"wood": 2}, "workers": ["Ionia", "Media"]},
        ]
        if phase == "placement":
            for p in players:
                del p["workers"]
        state = situation(players, phase=phase, event=None if phase == "placement" else "Flood")
        if state.phase == "turn_change":
            assert current_player(state) == 0
        abilities = [c for c in legal_commands(state) if isinstance(c, (ConvertUnit, IgnoreEvent, StealResource, TradeResources))]
        if abilities:
            offered.add(phase)
    assert offered == phases


def test_r18_an_ability_is_used_once_per_game():
    state = situation(
        [{"satrap": "Lydia", "resources": {"stone": 2, "wood": 2}}, {"satrap": "India", "resources": {"gold": 1}}],
        phase="placement",
        year=2,
    )
    apply(state, TradeResources(("stone", "wood"), ("gold", "iron")))
    assert not any(isinstance(c, TradeResources) for c in legal_commands(state))
    finish_round(state)
    assert state.year == 3
    assert state.players[0].ability_used
    assert not any(isinstance(c, TradeResources) for c in legal_commands(state))
    # India's token is still his.
    apply(state, next_choice(state))
    assert any(isinstance(c, StealResource) for c in legal_commands(state))


# --- R19 End ----------------------------------------------------------------------------------


def test_r19_reaching_25_vp_ends_the_game_at_the_end_of_that_round():
    card = campaign_card(elephant=2, horse=2)
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Media"], "vp": 12},
            {"satrap": "India", "workers": ["Bactria", "Cappadocia"], "campaign_hand": [card], "vp": 21},
            {"satrap": "Aegyptus", "workers": ["Thracia", "Phoenicia"], "vp": 12},
        ],
        phase="campaign",
        event="Gods' Blessings",
        year=3,
        turn_order=[0, 2, 1],
        turn=2,
    )
    apply(state, ResolveCampaign(card, ("India", "Bactria", "Cappadocia"), 0))
    assert state.players[1].vp == 26
    # Everyone still plays the round out.
    assert not state.is_over
    phases = set()
    while not state.is_over:
        phases.add(state.phase)
        apply(state, next_choice(state))
    assert {"campaign", "gathering", "taxation"} <= phases
    assert state.year == 3
    assert state.standings[0].seat == 1 and state.standings[0].rank == 1
    assert texts(state)[-1] == "The game is over: the Satrap of India wins."


def test_r19_the_game_goes_on_below_25_vp_before_year_7():
    state = situation(
        [{"satrap": "Lydia", "vp": 24}, {"satrap": "India", "vp": 24}],
        phase="taxation",
        event="Flood",
        year=6,
    )
    finish_round(state)
    assert not state.is_over and state.year == 7 and state.phase == "placement"


def test_r19_the_game_ends_after_year_7():
    state = situation(
        [{"satrap": "Lydia", "vp": 3}, {"satrap": "India", "vp": 7}],
        phase="taxation",
        event="Flood",
        year=7,
    )
    finish_round(state)
    assert state.is_over and state.phase == "game_over"
    assert [(s.seat, s.rank, s.vp) for s in state.standings] == [(1, 1, 7), (0, 2, 3)]
    assert current_player(state) is None and legal_commands(state) == []


def final(players):
    """Play out year 7's taxation phase, everyone passing; return the standings."""
    state = situation(players, phase="taxation", event="Flood", year=7)
    finish_round(state)
    assert state.is_over
    return state


CAMPAIGNS = [0, 1]
TAXES = [12, 13]  # unit cards: no VP of their own


def test_r19_most_vp_wins_whatever_the_tie_breakers():
    state = final([
        {"satrap": "Lydia", "vp": 12, "campaign_resolved": CAMPAIGNS, "buildings": ["Road"], "tax_resolved": TAXES},
        {"satrap": "India", "vp": 13},
    ])
    assert [(s.seat, s.rank, s.decided_by) for s in state.standings] == [(1, 1, None), (0, 2, None)]


def test_r19_tie_broken_first_by_most_campaign_cards():
    state = final([
        # Seat 0 is ahead on every later tie-breaker; one more campaign decides for seat 1.
        {"satrap": "Lydia", "vp": 10, "campaign_resolved": [2], "buildings": ["Road", "Bridge"], "tax_resolved": TAXES,
         "resources": {"gold": 3}},
        {"satrap": "India", "vp": 10, "campaign_resolved": CAMPAIGNS, "ability_used": True},
    ])
    assert [s.seat for s in state.standings] == [1, 0]
    assert state.standings[1].rank == 2
    assert state.standings[1].decided_by == "most Campaign cards resolved"


def test_r19_tie_broken_next_by_most_buildings():
    state = final([
        {"satrap": "Lydia", "vp": 10, "campaign_resolved": [0], "buildings": ["Road"], "tax_resolved": TAXES,
         "resources": {"gold": 3}},
        {"satrap": "India", "vp": 10, "campaign_resolved": [1], "buildings": ["Bridge", "Temple"], "ability_used": True},
    ])
    assert [s.seat for s in state.standings] == [1, 0]
    assert state.standings[1].decided_by == "most buildings"


def test_r19_tie_broken_next_by_most_taxation_cards():
    state = final([
        {"satrap": "Lydia", "vp": 10, "buildings": ["Road"], "tax_resolved": [14], "resources": {"gold": 3}},
        {"satrap": "India", "vp": 10, "buildings": ["Bridge"], "tax_resolved": TAXES, "ability_used": True},
    ])
    assert [s.seat for s in state.standings] == [1, 0]
    assert state.standings[1].decided_by == "most Taxation cards resolved"


def test_r19_tie_broken_next_by_most_resources_left():
    state = final([
        {"satrap": "Lydia", "vp": 10, "tax_resolved": [12], "resources": {"gold": 3}},
        {"satrap": "India", "vp": 10, "tax_resolved": [13], "resources": {"wood": 2, "wool": 2}, "ability_used": True},
    ])
    assert [s.seat for s in state.standings] == [1, 0]
    assert state.standings[1].decided_by == "most resources left"


def test_r19_tie_broken_last_by_the_unused_special_ability():
    state = final([
        {"satrap": "Lydia", "vp": 4, "resources": {"gold": 1}, "ability_used": True},
        {"satrap": "India", "vp": 4, "resources": {"wood": 1}},
    ])
    assert [s.seat for s in state.standings] == [1, 0]
    assert state.standings[1].decided_by == "special ability unused"


def test_r19_players_still_tied_share_the_win():
    state = final([
        {"satrap": "Lydia", "vp": 4, "resources": {"gold": 1}},
        {"satrap": "India", "vp": 1},
        {"satrap": "Aegyptus", "vp": 4, "resources": {"wood": 1}},
    ])
    assert [(s.seat, s.rank) for s in state.standings] == [(0, 1), (2, 1), (1, 3)]
    assert texts(state)[-1] == "The game is over: the Satrap of Lydia and the Satrap of Aegyptus share the win."


# --- R25 Secrets ------------------------------------------------------------------------------


def test_r25_a_player_sees_only_their_own_hands():
    state = new_game(players=3, seed=17)
    finish_setup(state)
    for seat in range(3):
        view = view_for(state, seat)
        for other, (seen, real) in enumerate(zip(view.players, state.players)):
            if other == seat:
                assert seen.tax_hand == real.tax_hand and seen.campaign_hand == real.campaign_hand
            else:
                # Hidden, but a hand's size is public.
                assert seen.tax_hand == [HIDDEN] * 5 and seen.campaign_hand == [HIDDEN] * 3


def test_r25_setup_discards_are_seen_only_by_their_owner():
    state = new_game(players=2, seed=17)
    finish_setup(state)
    view = view_for(state, 1)
    assert view.players[1].tax_discard == state.players[1].tax_discard
    assert view.players[1].campaign_discard == state.players[1].campaign_discard
    assert view.players[0].tax_discard == [HIDDEN] and view.players[0].campaign_discard == [HIDDEN]


def test_r25_undealt_cards_the_seed_and_the_event_order_are_hidden():
    state = new_game(players=3, seed=123456789)
    view = view_for(state, 0)
    assert view.tax_deck == [HIDDEN] * 6 and view.campaign_deck == [HIDDEN] * 4
    assert view.event_deck == [HIDDEN] * 8
    assert view.seed != state.seed and view.rng != state.rng


def test_r25_revealed_events_are_public():
    order = ["Plunder", "Fire", "Wolves", "Bad weather", "Locusts", "Flood", "King's heir", "Gods' Blessings"]
    state = situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement", year=2, events=order)
    # Year 1's event was revealed and sent to the bottom; the rest stay face down.
    view = view_for(state, 0)
    assert view.event_deck[:7] == [HIDDEN] * 7
    assert view.event_deck[7] == EVENT_NAMES.index("Gods' Blessings")
    for place in ("Thracia", "Ionia", "Media", "Sogdia"):
        apply(state, PlaceWorker(place))
    view = view_for(state, 1)
    assert [C.events[e].name for e in view.event_deck[6:]] == ["Gods' Blessings", "Plunder"]
    assert view.event_deck[:6] == [HIDDEN] * 6
    assert view.event == state.event


def test_r25_private_log_entries_reach_only_their_seat():
    state = new_game(players=3, seed=4)
    finish_setup(state)
    for seat in range(3):
        view = view_for(state, seat)
        private = [e for e in view.log if e.seat is not None]
        assert len(private) == 2 and all(e.seat == seat for e in private)
        assert [e for e in view.log if e.seat is None] == [e for e in state.log if e.seat is None]


def test_r25_the_view_for_no_seat_hides_every_hand_and_every_private_entry():
    """A network game's watcher sees the view for no seat: nobody's secrets, the public log."""
    state = new_game(players=3, seed=4)
    finish_setup(state)
    view = view_for(state, None)
    for seen in view.players:
        assert seen.tax_hand == [HIDDEN] * 5 and seen.campaign_hand == [HIDDEN] * 3
        assert seen.tax_discard == [HIDDEN] and seen.campaign_discard == [HIDDEN]
    assert view.log == [e for e in state.log if e.seat is None] and len(view.log) < len(state.log)
    assert view.seed == view.rng == 0 and view.tax_deck == [HIDDEN] * len(state.tax_deck)


def test_r25_everything_else_is_public():
    card = tax_card(gold=1, iron=2, stone=2)
    state = situation(
        [
            {"satrap": "India", "resources": {"wood": 2}, "tax_resolved": [card], "buildings": ["Road"], "vp": 9,
             "campaign_resolved": [3], "ability_used": True, "workers": ["Thracia", TURN_CHANGE]},
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
        ],
        phase="build",
        event="Fire",
    )
    before = dumps(state)
    view = view_for(state, 1)
    assert dumps(state) == before  # the view is a copy
    seen, real = view.players[0], state.players[0]
    for field in ("resources", "vp", "tax_resolved", "campaign_resolved", "buildings", "ability_used", "workers"):
        assert getattr(seen, field) == getattr(real, field), field
    assert view.built_by == state.built_by and view.area_pawns == state.area_pawns
    assert view.turn_order == state.turn_order and view.event == state.event


def test_r14_the_second_pass_tells_each_player_what_they_may_do():
    state = situation(
        [
            {"satrap": "Lydia", "resources": SILO},  # her unused ability gives her a turn in the first pass (R18)
            {"satrap": "Babylonia", "resources": add(FORT, PALACE), "vp": 4},
        ],
        phase="build",
        event="Flood",
        year=3,
    )
    assert prompt(state) == "The Satrap of Lydia: build a building, or pass."
    apply(state, Pass())
    apply(state, Build("Fortifications", (0, 0)))
    assert prompt(state) == "The Satrap of Babylonia: build a second building, or pass."


def test_r14_r18_a_player_who_passed_the_first_pass_has_no_turn_in_the_second():
    """The second pass is for those who built in the first (R14); one who passed it has passed
    the phase, so an ability still unused (R18) keeps no turn there: the engine passes for them
    and the log says so, on public information only (R25)."""
    state = situation(
        [
            {"satrap": "Lydia", "resources": SILO},  # could trade, and holds what builds nothing now
            {"satrap": "Babylonia", "resources": add(FORT, PALACE), "vp": 4},
        ],
        phase="build",
        event="Flood",
        year=3,
    )
    apply(state, Pass())
    apply(state, Build("Fortifications", (0, 0)))
    assert current_player(state) == 1 and state.sweep == 2, "Lydia is passed over"
    assert texts(state)[-1] == "The Satrap of Lydia built nothing in the first pass, so passes the second."
    assert [e.message for e in state.log[-2:]] == ["builds", "passes_second_pass"]
    # A game saved at that moment by an older version still tells her so, and takes her pass.
    saved = situation([{"satrap": "Lydia", "resources": SILO}, {"satrap": "Babylonia", "buildings": ["Temple"]}],
                      phase="build", event="Flood", year=3, sweep=2)
    assert prompt(saved) == "The Satrap of Lydia: you built nothing in the first pass, so you pass now."
    apply(saved, Pass())
    assert saved.phase == "taxation"


def test_r14_a_player_who_can_afford_no_building_is_passed_over_and_the_log_says_so():
    """With nothing they can pay for, a player has no choice in the build phase and the engine
    passes for them (R14, on public information: R25); the log says why their turn went by, in
    both languages, and says nothing of one who passed the first pass by choice."""
    state = situation(
        [
            {"satrap": "Aegyptus", "resources": FORT},
            {"satrap": "Babylonia", "resources": {"gold": 1}, "vp": 4},
        ],
        phase="build",
        event="Flood",
        year=3,
    )
    apply(state, Build("Fortifications", (0, 0)))
    assert state.phase != "build", "both were passed over: Babylonia in the first pass, Aegyptus in the second"
    skipped = [e for e in state.log if e.message == "affords_no_building"]
    assert [e.text for e in skipped] == [
        "The Satrap of Babylonia can afford none of the buildings left, so passes.",
        "The Satrap of Aegyptus can afford none of the buildings left, so passes.",
    ]
    assert all(e.seat is None for e in skipped), "everyone sees it"
    assert render(skipped[0].message, skipped[0].values, "ja") == "バビロニアの太守は残りの建物をどれも建造できないので、パス。"


def test_r13_r15_a_loss_no_opponent_can_pay_is_said_once_and_the_build_goes_on():
    """VP never go below 0 (R13): with every opponent at 0 VP a building's loss (R15) takes
    nothing however it is split, and the log says so in one line, in both languages. Any split
    is still accepted, so games saved with one replay as they were."""
    for losses in ((0, 3, 0), (0, 1, 2)):
        state = situation(
            [{"satrap": "Aegyptus", "resources": TEMPLE, "vp": 2}, {"satrap": "Babylonia"}, {"satrap": "India"}],
            phase="build",
            event="Flood",
            year=2,
        )
        apply(state, Build("Temple", losses))
        assert [p.vp for p in state.players] == [2 + 3, 0, 0]
        built = [e for e in state.log if e.year == 2]
        assert [e.message for e in built[:2]] == ["builds", "nobody_loses_vp"]
        assert built[1].text == "No opponent has VP to lose to the Temple."
        assert render(built[1].message, built[1].values, "ja") == "相手の誰にも、寺院で失うVPがない。"
        assert "no_vp_to_lose" not in [e.message for e in state.log]
