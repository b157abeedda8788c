"""Every way the engine refuses: an illegal command, a bad setup, a save that is not sound.

Each refusal must be a sentence a player understands (it names what is wrong in the game's own
words), and an illegal command must leave the game exactly as it was: nothing half-done.
"""

import json

import pytest

from positions import campaign_card, tax_card, unit_cards
from xerxes_app.rules import (
    TURN_CHANGE, Build, ClaimVictory, Command, ConvertUnit, DiscardCampaignCard, DiscardTaxCard, GainResource,
    IgnoreEvent, IllegalCommand, LoseResource, Pass, PlaceWorker, ResolveCampaign, ResolveTax, SaveError,
    SetTurnOrder, StealResource, TakeGift, TradeResources, apply, command_from_json, current_player, dumps,
    from_json, legal_commands, loads, new_game, situation, standard_content, to_json,
)
from xerxes_app.rules.saveformat import VERSION

C = standard_content()


def assert_sentence(message):
    """A message for a player: a capitalised sentence, no Python leaking through."""
    assert message and message[0].isupper() or message[0] == "'", message
    assert message.endswith("."), message
    for leak in ("Traceback", "object at", "None", "[", "{", "_"):
        assert leak not in message, message


def refused(state, command, *words):
    """Apply an illegal command: it raises IllegalCommand naming `words`, and changes nothing."""
    before = dumps(state)
    twin = state.clone()
    with pytest.raises(IllegalCommand) as caught:
        apply(state, command)
    message = str(caught.value)
    assert_sentence(message)
    for word in words:
        assert word in message, message
    assert dumps(state) == before
    assert state == twin
    return message


def next_choice(state):
    legal = legal_commands(state)
    return Pass() if Pass() in legal else legal[0]


def others_play_until(state, seat, phase):
    year = state.year
    while not (current_player(state) == seat and state.phase == phase):
        assert state.year == year and not state.is_over
        apply(state, next_choice(state))


# --- Setup (R2) -------------------------------------------------------------------------------


def setup_game():
    return new_game(players=3, seed=6, satraps=["Aegyptus", "India", "Lydia"], turn_order=[0, 1, 2])


def test_discarding_a_taxation_card_from_another_hand():
    state = setup_game()
    refused(state, DiscardTaxCard(state.players[1].tax_hand[0]), "That Taxation card is not in your hand.")


def test_discarding_a_taxation_card_that_does_not_exist():
    state = setup_game()
    refused(state, DiscardTaxCard(99), "not in your hand")


def test_discarding_a_second_taxation_card():
    state = setup_game()
    apply(state, DiscardTaxCard(state.players[0].tax_hand[0]))
    refused(state, DiscardTaxCard(state.players[0].tax_hand[0]), "already discarded a Taxation card", "Campaign card")


def test_discarding_a_campaign_card_before_the_taxation_card():
    state = setup_game()
    refused(state, DiscardCampaignCard(state.players[0].campaign_hand[0]), "First choose the Taxation card")


def test_discarding_a_campaign_card_from_another_hand():
    state = setup_game()
    apply(state, DiscardTaxCard(state.players[0].tax_hand[0]))
    refused(state, DiscardCampaignCard(state.players[2].campaign_hand[0]), "That Campaign card is not in your hand.")


def test_passing_at_setup():
    refused(setup_game(), Pass(), "nothing to pass", "Taxation card to discard")


# --- Commands at the wrong moment -------------------------------------------------------------

WHAT = {
    DiscardTaxCard(0): "Taxation cards are discarded at setup",
    DiscardCampaignCard(0): "Campaign cards are discarded at setup",
    PlaceWorker("Thracia"): "Workers are placed in the placement phase",
    ResolveCampaign(0, (), 1): "Campaign cards are resolved in the campaign phase",
    TakeGift("gold"): "King's heir gifts are chosen at gathering",
    LoseResource("gold"): "The 1st slot's loss is chosen at gathering",
    GainResource("gold"): "The 4th slot's gain is chosen at gathering",
    Build("Road", (0, 2)): "Buildings are built in the build phase",
    ResolveTax(0): "Taxation cards are resolved in the taxation phase",
    SetTurnOrder((1, 0)): "The turn order is set at the turn change",
}
PHASE_WORDS = {
    "placement": "now it is the placement",
    "campaign": "now it is the campaign phase",
    "build": "now it is the build phase",
    "taxation": "now it is the taxation phase",
    "turn_change": "now it is the turn change",
}
HANDLED = {
    "placement": {PlaceWorker},
    "campaign": {ResolveCampaign},
    "build": {Build},
    "taxation": {ResolveTax},
    "turn_change": {SetTurnOrder},
}


def two_players_in(phase):
    players = [
        {"satrap": "Aegyptus", "workers": ["Thracia", TURN_CHANGE]},
        {"satrap": "Babylonia", "workers": ["Ionia", "Media"]},
    ]
    if phase == "placement":
        for p in players:
            del p["workers"]
    return situation(players, phase=phase, event=None if phase == "placement" else "Flood")


@pytest.mark.parametrize(
    "phase, command",
    [(phase, command) for phase in PHASE_WORDS for command in WHAT if type(command) not in HANDLED[phase]],
    ids=lambda x: x if isinstance(x, str) else x.name,
)
def test_a_command_out_of_its_phase(phase, command):
    state = two_players_in(phase)
    message = refused(state, command, WHAT[command], PHASE_WORDS[phase])
    assert "The Satrap of Aegyptus:" in message  # and what he may do instead


@pytest.mark.parametrize("phase", ["placement", "turn_change"])
def test_passing_where_there_is_nothing_to_pass(phase):
    state = two_players_in(phase)
    refused(state, Pass(), "There is nothing to pass now", "The Satrap of Aegyptus")


def test_a_command_that_is_not_part_of_the_game():
    refused(two_players_in("campaign"), Command(), "not part of this game")


def test_claiming_an_early_win_outside_solo():
    refused(two_players_in("campaign"), ClaimVictory(), "Only a solo game can be ended early")


def test_any_command_once_the_game_is_over():
    state = situation([{"satrap": "India", "vp": 9}, {"satrap": "Lydia"}], phase="game_over", year=7)
    for command in (Pass(), PlaceWorker("Thracia"), StealResource(1, "gold")):
        refused(state, command, "The game is over.")


# --- Placement (R6) ---------------------------------------------------------------------------


def placement():
    return situation([{"satrap": "Aegyptus"}, {"satrap": "India"}], phase="placement")


def test_placing_on_an_area_not_on_the_map():
    refused(placement(), PlaceWorker("Atlantis"), "There is no area called Atlantis on the map.")


@pytest.mark.parametrize("home", ["Aegyptus", "India", "Lydia", "Babylonia"])
def test_placing_on_a_home_area(home):
    refused(placement(), PlaceWorker(home), f"{home} is the home of the Satrap of {home}", "open areas")


def test_placing_on_a_taken_area():
    state = placement()
    apply(state, PlaceWorker("Thracia"))
    refused(state, PlaceWorker("Thracia"), "Thracia is taken by the Satrap of Aegyptus.")


def test_placing_on_the_taken_turn_change_space():
    state = placement()
    apply(state, PlaceWorker(TURN_CHANGE))
    refused(state, PlaceWorker(TURN_CHANGE), "The turn-change space is taken by the Satrap of Aegyptus.")


# --- Campaign phase (R8, R10-R12) -------------------------------------------------------------

ELEPHANTS_AND_HORSES = campaign_card(elephant=2, horse=2)


def india_campaign(**extra):
    """India in the 1st slot of two, with elephants from home and Bactria, a horse from Media."""
    return situation(
        [
            dict({"satrap": "India", "workers": ["Bactria", "Media"], "campaign_hand": [ELEPHANTS_AND_HORSES]}, **extra),
            {"satrap": "Lydia", "workers": ["Ionia", "Cappadocia"], "vp": 2},
        ],
        phase="campaign",
        event="Gods' Blessings",
    )


def test_resolving_a_campaign_card_not_in_hand():
    state = india_campaign()
    refused(state, ResolveCampaign(state.players[1].campaign_hand[0], (), 1), "That Campaign card is not in your hand.")


def test_naming_an_area_twice():
    refused(india_campaign(), ResolveCampaign(ELEPHANTS_AND_HORSES, ("India", "India"), 1), "Name each area at most once.")


def test_naming_an_area_not_on_the_map():
    refused(india_campaign(), ResolveCampaign(ELEPHANTS_AND_HORSES, ("Atlantis",), 1), "no area called Atlantis on the map")


def test_naming_an_opponents_area():
    refused(
        india_campaign(),
        ResolveCampaign(ELEPHANTS_AND_HORSES, ("India", "Cappadocia"), 1),
        "Cappadocia is not one of your areas this round.",
    )


def test_naming_another_satraps_home():
    refused(india_campaign(), ResolveCampaign(ELEPHANTS_AND_HORSES, ("Lydia",), 1), "Lydia is not one of your areas")


def test_naming_an_area_whose_unit_is_spent():
    second = campaign_card(elephant=1, horse=1, chariot=1, weapons=1)
    state = india_campaign(campaign_hand=[ELEPHANTS_AND_HORSES, second], tax_resolved=[unit_cards("chariot")[0],
                                                                                        unit_cards("weapons")[0]])
    apply(state, ResolveCampaign(ELEPHANTS_AND_HORSES, ("India", "Bactria", "Media"), 1))
    refused(state, ResolveCampaign(second, ("Media",), 1), "Media's unit has already gone to a campaign this round.")


def test_naming_a_unit_the_campaign_does_not_need():
    card = campaign_card(horse=2, chariot=1, weapons=1)
    state = india_campaign(campaign_hand=[card])
    refused(state, ResolveCampaign(card, ("India", "Media"), 1), "does not need the elephant of India")


def test_lacking_units_for_a_campaign():
    card = campaign_card(weapons=2, ship=2)
    state = india_campaign(campaign_hand=[card])
    message = refused(state, ResolveCampaign(card, (), 1), "You lack units for this campaign")
    assert "2 ship" in message and "2 weapons" in message  # what the card needs


def test_using_all_area_units_from_the_2nd_slot():
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Cappadocia"]},
            {"satrap": "India", "workers": ["Bactria", "Media"], "campaign_hand": [ELEPHANTS_AND_HORSES]},
        ],
        phase="campaign",
        event="Gods' Blessings",
        turn=1,
    )
    refused(state, ResolveCampaign(ELEPHANTS_AND_HORSES, ("India", "Bactria", "Media"), 0), "2nd slot", "unavailable")


@pytest.mark.parametrize("opponent", [None, 0, 2, -1])
def test_a_campaign_without_a_rightful_opponent(opponent):
    refused(
        india_campaign(),
        ResolveCampaign(ELEPHANTS_AND_HORSES, ("India", "Bactria", "Media"), opponent),
        "Choose an opponent to lose 1 VP.",
    )


def test_a_third_campaign_in_a_round():
    first = campaign_card(chariot=2, mercenary=1, elephant=1)
    second = campaign_card(mercenary=2, weapons=2)
    third = campaign_card(ship=1, elephant=1, chariot=1, horse=1)
    state = situation(
        [
            {"satrap": "Aegyptus", "workers": ["Parthia", "Bactria"], "campaign_hand": [first, second, third],
             "tax_resolved": [unit_cards("elephant")[0], *unit_cards("mercenary"), *unit_cards("weapons")]},
            {"satrap": "Babylonia", "workers": ["Ionia", "Media"]},
        ],
        phase="campaign",
        event="Gods' Blessings",
    )
    apply(state, ResolveCampaign(first, ("Aegyptus", "Bactria", "Parthia"), 1))
    apply(state, ResolveCampaign(second, (), 1))
    if current_player(state) != 0:
        # After two campaigns the engine may move on at once; a loaded game can still hand
        # the turn back to him, and the rule must hold there too.
        data = to_json(state)
        data["state"]["turn"] = 0
        state = from_json(data)
    refused(state, ResolveCampaign(third, (), 1), "You have already resolved two Campaign cards this round.")


# --- Gathering (R8, R17) ----------------------------------------------------------------------


def gathering(event, seat, satraps=("Aegyptus", "Babylonia", "India", "Lydia"), **extra):
    """Four players; play on until `seat` has a choice at gathering."""
    players = [
        {"satrap": satraps[0], "workers": ["Thracia", "Phoenicia"]},
        {"satrap": satraps[1], "workers": ["Armenia", "Sogdia"]},
        {"satrap": satraps[2], "workers": ["Bactria", "Media"]},
        {"satrap": satraps[3], "workers": ["Ionia", "Cappadocia"]},
    ]
    players[seat].update(extra)
    state = situation(players, phase="campaign", event=event)
    others_play_until(state, seat, "gathering")
    return state


def test_taking_a_gift_without_kings_heir():
    refused(gathering("Plunder", 0), TakeGift("wood"), "no King's heir gift", "1st on the turn track")


def test_taking_a_gift_that_is_not_a_resource():
    refused(gathering("King's heir", 1), TakeGift("silk"), "There is no resource called silk.")


def test_losing_a_resource_outside_the_1st_slot():
    refused(gathering("Plunder", 3), LoseResource("iron"), "You have no resource to lose now.", "4th on the turn track")


def test_losing_a_resource_before_the_kings_heir_gifts():
    refused(gathering("King's heir", 0), LoseResource("gold"), "no resource to lose now", "King's heir")


def test_losing_a_resource_not_gathered():
    state = gathering("Plunder", 0, resources={"iron": 2})
    refused(state, LoseResource("iron"), "You gathered no iron this round", "lose one of the resources you gathered")


def test_losing_something_that_is_not_a_resource():
    refused(gathering("Plunder", 0), LoseResource("silk"), "There is no resource called silk.")


def test_gaining_a_resource_outside_the_4th_slot():
    refused(gathering("Plunder", 0), GainResource("wood"), "You have no resource to gain now.")


def test_gaining_the_resource_the_event_stops():
    refused(gathering("Plunder", 3), GainResource("gold"), "Plunder stops gold this round.")


def test_gaining_something_that_is_not_a_resource():
    refused(gathering("Plunder", 3), GainResource("silk"), "There is no resource called silk.")


def test_passing_at_gathering():
    refused(gathering("Plunder", 3), Pass(), "nothing to pass", "choose a resource to gain")


# --- Build phase (R14, R15) -------------------------------------------------------------------

TEMPLE = {"gold": 3, "stone": 2, "wool": 1}


def building(*others, **extra):
    return situation(
        [dict({"satrap": "India", "resources": TEMPLE}, **extra), {"satrap": "Lydia", "vp": 6}, *others],
        phase="build",
        event="Flood",
    )


def test_building_what_is_not_a_building():
    refused(building(), Build("Colossus", (0, 2)), "There is no building called Colossus.")


def test_building_what_is_already_built():
    state = building()
    state = situation(
        [{"satrap": "India", "resources": TEMPLE}, {"satrap": "Lydia", "vp": 6, "buildings": ["Temple"]}],
        phase="build",
        event="Flood",
    )
    refused(state, Build("Temple", (0, 3)), "The Temple has already been built by the Satrap of Lydia.")


def test_building_a_fourth_building():
    state = building(buildings=["Road", "Bridge", "Palace"], vp=11)
    refused(state, Build("Temple", (0, 3)), "You have already built 3 buildings", "the most a player may build")


def test_building_without_the_resources():
    state = building(resources={"gold": 2, "stone": 2})
    message = refused(state, Build("Temple", (0, 3)), "The Temple needs", "more")
    assert "1 gold" in message and "1 wool" in message and "stone" not in message


@pytest.mark.parametrize("losses", [(0, 2), (0, 4), (1, 2), (0, 3, 0), (0,), (3, 0), (0, -3)])
def test_splitting_a_buildings_loss_wrongly(losses):
    refused(building(), Build("Temple", losses), "Split the 3 VP the opponents lose among them, none to yourself.")


def test_taking_vp_with_a_building_that_takes_none():
    state = building(resources={"stone": 2, "wood": 2, "wheat": 2})
    refused(state, Build("Grain Silo", (0, 1)), "The Grain Silo takes no VP from opponents.")


def test_building_in_the_second_pass_after_passing_the_first():
    # The engine passes over a player who passed the first pass (R14), so only a game saved at
    # that moment by an older version hands him a turn in the second; the rule still holds there.
    state = situation(
        [{"satrap": "Aegyptus", "buildings": ["Temple"]},
         {"satrap": "India", "resources": {"wood": 2, "wheat": 2, "stone": 2}, "vp": 3}],
        phase="build",
        event="Flood",
        sweep=2,
        turn=1,
    )
    assert current_player(state) == 1
    refused(state, Build("Grain Silo", (0, 0)), "Only a player who built in the first pass may build a second time")


def test_building_twice_in_the_first_pass():
    # The engine moves on after a build, so only a loaded game can hand the turn back to a
    # player who built in the first pass; the rule still holds there.
    state = building(resources={"gold": 3, "stone": 3, "wool": 3, "wood": 3, "wheat": 3})
    data = to_json(state)
    data["state"]["players"][0]["builds_this_round"] = 1
    state = from_json(data)
    refused(state, Build("Temple", (0, 3)), "A second building waits until everyone has built or passed once.")


# --- Taxation phase (R16) ---------------------------------------------------------------------


def taxation(**extra):
    card = tax_card(gold=1, iron=2, stone=2)
    return situation(
        [dict({"satrap": "India", "tax_hand": [card]}, **extra), {"satrap": "Lydia"}],
        phase="taxation",
        event="Flood",
    ), card


def test_resolving_a_taxation_card_not_in_hand():
    state, _ = taxation()
    refused(state, ResolveTax(state.players[1].tax_hand[0]), "That Taxation card is not in your hand.")


def test_resolving_a_taxation_card_without_the_resources():
    state, card = taxation(resources={"gold": 3, "iron": 1, "stone": 2, "wool": 3})
    message = refused(state, ResolveTax(card), "This Taxation card needs 1 iron more.")
    assert "gold" not in message


# --- Turn change (R9) -------------------------------------------------------------------------


@pytest.mark.parametrize("order", [(0, 0), (1,), (0, 1, 2), (1, 2), ()])
def test_a_turn_order_that_is_not_every_player_once(order):
    state = two_players_in("turn_change")
    refused(state, SetTurnOrder(order), "Give every player exactly one place in the new turn order.")


# --- Special abilities (R18) ------------------------------------------------------------------

ABILITIES = {
    "Aegyptus": ConvertUnit("Thracia", "horse"),
    "Babylonia": IgnoreEvent(),
    "India": StealResource(1, "wood"),
    "Lydia": TradeResources(("gold", "gold"), ("wood", "wool")),
}


@pytest.mark.parametrize("owner, player", [(o, p) for o in ABILITIES for p in ABILITIES if o != p])
def test_using_another_satraps_ability(owner, player):
    other = next(s for s in ABILITIES if s not in (owner, player))
    state = situation(
        [{"satrap": player, "workers": ["Thracia", "Ionia"], "resources": {"gold": 2, "wood": 1}},
         {"satrap": other, "workers": ["Media", "Sogdia"], "resources": {"wood": 2}}],
        phase="campaign",
        event="Flood",
    )
    refused(state, ABILITIES[owner], f"Only the Satrap of {owner} has that ability.")


@pytest.mark.parametrize("owner", list(ABILITIES))
def test_using_an_ability_a_second_time(owner):
    state = situation(
        [{"satrap": owner, "workers": ["Thracia", "Ionia"], "resources": {"gold": 2}, "ability_used": True},
         {"satrap": "India" if owner != "India" else "Lydia", "workers": ["Media", "Sogdia"], "resources": {"wood": 2}}],
        phase="campaign",
        event="Flood",
    )
    refused(state, ABILITIES[owner], f"The Satrap of {owner} has already used his special ability in this game.")


@pytest.mark.parametrize(
    "owner, phase",
    [("Aegyptus", "placement"), ("Aegyptus", "build"), ("Aegyptus", "taxation"), ("Babylonia", "placement"),
     ("Babylonia", "build"), ("Babylonia", "taxation"), ("India", "turn_change"), ("Lydia", "turn_change")],
)
def test_using_an_ability_outside_its_phases(owner, phase):
    players = [
        {"satrap": owner, "workers": ["Thracia", TURN_CHANGE], "resources": {"gold": 2}},
        {"satrap": "India" if owner != "India" else "Lydia", "workers": ["Media", "Sogdia"], "resources": {"wood": 2}},
    ]
    if phase == "placement":
        for p in players:
            del p["workers"]
    state = situation(players, phase=phase, event=None if phase == "placement" else "Flood")
    assert current_player(state) == 0
    refused(state, ABILITIES[owner], f"The Satrap of {owner}'s ability cannot be used in this phase.")


@pytest.mark.parametrize(
    "satraps, command",
    [
        (("India", "Babylonia", "Aegyptus", "Lydia"), StealResource(1, "iron")),
        (("Lydia", "Babylonia", "India", "Aegyptus"), TradeResources(("gold", "iron"), ("wood", "wool"))),
    ],
)
def test_using_an_ability_at_gathering(satraps, command):
    # Played 1st with a gathered resource to give back: his turn, but not a phase for abilities.
    owner = satraps[0]
    state = gathering("Plunder", 0, satraps, resources={"iron": 1})
    assert current_player(state) == 0
    refused(state, command, f"The Satrap of {owner}'s ability cannot be used in this phase.")


def aegyptus(**extra):
    return situation(
        [dict({"satrap": "Aegyptus", "workers": ["Thracia", "Bactria"]}, **extra), {"satrap": "India", "workers": ["Ionia", "Media"]}],
        phase="campaign",
        event="Flood",
    )


def test_aegyptus_changing_into_what_is_not_a_unit():
    refused(aegyptus(), ConvertUnit("Thracia", "dragon"), "There is no military unit called dragon.")


def test_aegyptus_changing_an_opponents_unit():
    refused(aegyptus(), ConvertUnit("Ionia", "horse"), "Ionia is not one of your areas with an unused unit this round.")


def test_aegyptus_changing_a_unit_spent_this_round():
    card = campaign_card(chariot=2, mercenary=1, elephant=1)
    state = aegyptus(campaign_hand=[card], tax_resolved=[unit_cards("chariot")[0]])
    apply(state, ResolveCampaign(card, ("Aegyptus", "Thracia", "Bactria"), 1))
    refused(state, ConvertUnit("Thracia", "horse"), "Thracia is not one of your areas with an unused unit")
    refused(state, ConvertUnit("chariot", "horse"), "You have no unspent permanent chariot to change.")


def test_aegyptus_changing_a_permanent_unit_he_does_not_have():
    refused(aegyptus(), ConvertUnit("ship", "horse"), "You have no unspent permanent ship to change.")


def test_aegyptus_changing_what_is_neither_area_nor_unit():
    refused(aegyptus(), ConvertUnit("Atlantis", "horse"), "Atlantis is neither an area nor a military unit.")


def test_aegyptus_changing_a_unit_into_itself():
    refused(aegyptus(), ConvertUnit("Aegyptus", "chariot"), "That unit is already a chariot.")
    refused(aegyptus(), ConvertUnit("Bactria", "elephant"), "That unit is already an elephant.")


def test_babylonia_ignoring_the_event_after_a_campaign():
    card = campaign_card(mercenary=2, weapons=2)
    state = situation(
        [{"satrap": "Babylonia", "workers": ["Sogdia", "Thracia"], "campaign_hand": [card]},
         {"satrap": "Lydia", "workers": ["Media", "Ionia"]}],
        phase="campaign",
        event="Gods' Blessings",
    )
    apply(state, ResolveCampaign(card, ("Babylonia", "Thracia", "Sogdia"), 1))
    assert current_player(state) == 0
    refused(state, IgnoreEvent(), "The event must be ignored before resolving a campaign this round.")


def india(**extra):
    return situation(
        [{"satrap": "India"}, dict({"satrap": "Lydia", "resources": {"wood": 2}}, **extra), {"satrap": "Aegyptus"}],
        phase="placement",
    )


def test_india_taking_what_is_not_a_resource():
    refused(india(), StealResource(1, "silk"), "There is no resource called silk.")


@pytest.mark.parametrize("opponent", [0, 3, -1, None])
def test_india_taking_from_no_opponent(opponent):
    refused(india(), StealResource(opponent, "wood"), "Choose an opponent to take the resource from.")


def test_india_taking_what_the_opponent_does_not_hold():
    refused(india(), StealResource(2, "wood"), "The Satrap of Aegyptus has no wood.")
    refused(india(), StealResource(1, "gold"), "The Satrap of Lydia has no gold.")


def lydia(**resources):
    return situation([{"satrap": "Lydia", "resources": resources or {"gold": 2, "iron": 1}}, {"satrap": "India"}], phase="placement")


@pytest.mark.parametrize(
    "lose, gain",
    [(("gold",), ("wood", "wool")), (("gold", "iron"), ("wood",)), (("gold", "gold", "iron"), ("wood", "wool", "wheat"))],
)
def test_lydia_trading_other_than_two_for_two(lose, gain):
    refused(lydia(), TradeResources(lose, gain), "The Satrap of Lydia trades exactly two resources for two others.")


def test_lydia_trading_what_is_not_a_resource():
    refused(lydia(), TradeResources(("gold", "silk"), ("wood", "wool")), "There is no resource called silk.")
    refused(lydia(), TradeResources(("gold", "iron"), ("wood", "silk")), "There is no resource called silk.")


def test_lydia_trading_what_he_does_not_hold():
    refused(lydia(), TradeResources(("iron", "iron"), ("wood", "wool")), "You do not hold 2 iron.")
    refused(lydia(), TradeResources(("gold", "stone"), ("wood", "wool")), "You do not hold 1 stone.")


def test_lydia_gaining_a_type_he_gives_up():
    refused(lydia(), TradeResources(("gold", "iron"), ("gold", "wool")), "other types than the two given up")


# --- new_game and situation -------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(players=5), "Xerxes is played by 2 to 4 players"),
        (dict(players=0), "Xerxes is played by 2 to 4 players"),
        (dict(players=3, satraps=["India", "Lydia"]), "Name a satrap, or leave it to chance, for every player."),
        (dict(players=2, satraps=["India", "Persia"]), "There is no Satrap of Persia."),
        (dict(players=3, satraps=["India", None, "India"]), "Each player must have a different satrap."),
        (dict(players=3, turn_order=[0, 1]), "The turn order must list every player once."),
        (dict(players=3, turn_order=[0, 1, 1]), "The turn order must list every player once."),
        (dict(players=2, turn_order=[1, 2]), "The turn order must list every player once."),
    ],
)
def test_new_game_refuses_a_setup_against_the_rules(kwargs, words):
    with pytest.raises(IllegalCommand) as caught:
        new_game(**kwargs)
    assert_sentence(str(caught.value))
    assert words in str(caught.value)


TWO = [{"satrap": "India"}, {"satrap": "Lydia"}]


@pytest.mark.parametrize(
    "players, kwargs, words",
    [
        (TWO, dict(phase="setup"), "A situation starts in a phase of a round, not at setup."),
        (TWO, dict(phase="dinner"), "A situation starts in a phase of a round"),
        ([{"satrap": "India", "mood": "happy"}, {"satrap": "Lydia"}], {}, "Unknown player fields: mood."),
        ([{"satrap": "Persia"}, {"satrap": "Lydia"}], {}, "There is no Satrap of Persia."),
        ([{"satrap": "India", "resources": {"silk": 1}}, {"satrap": "Lydia"}], {}, "'silk' is not a resource."),
        (TWO, dict(event="Flood"), "Name this round's event for a situation after placement, and only then."),
        (TWO, dict(phase="campaign"), "Name this round's event for a situation after placement"),
        (TWO, dict(phase="campaign", event="Storm"), "Unknown event"),
        (TWO, dict(events=["Flood", "Storm"]), "Unknown event in the event deck."),
        ([{"satrap": "India", "resources": {"gold": 5}}, {"satrap": "Lydia"}], {}, "must hold 0 to 3 of each resource (R7)"),
        ([{"satrap": "India"}, {"satrap": "India"}], {}, "every player must have a different satrap"),
        ([{"satrap": "India", "vp": -2}, {"satrap": "Lydia"}], {}, "negative VP (R13)"),
        ([{"satrap": "India", "tax_hand": [3]}, {"satrap": "Lydia", "tax_resolved": [3]}], {}, "every Taxation card must be in exactly one place"),
        ([{"satrap": "India", "buildings": ["Road", "Bridge", "Temple", "Palace"]}, {"satrap": "Lydia"}], {}, "at most 3 different buildings (R14)"),
        (TWO, dict(year=8), "the year must be 1 to 7"),
        (TWO, dict(turn_order=[1, 1]), "the turn order must list every seat once"),
        (TWO, dict(phase="game_over", year=4), "the game can only end after year 7 or when a player has 25 VP"),
        ([{"satrap": "India", "workers": ["Thracia", "Ionia"]}, {"satrap": "Lydia", "workers": ["Thracia", "Media"]}],
         dict(phase="campaign", event="Flood"), "stand on Thracia (R6"),
        ([{"satrap": "India", "workers": ["Lydia", "Ionia"]}, {"satrap": "Lydia"}],
         dict(phase="campaign", event="Flood"), "a worker on a home area"),
    ],
)
def test_situation_refuses_a_position_against_the_rules(players, kwargs, words):
    with pytest.raises(IllegalCommand) as caught:
        situation(players, **kwargs)
    message = str(caught.value)
    assert words in message, message
    assert (message[0].isupper() or message[0] == "'") and message.endswith("."), message


# --- Loading a save ---------------------------------------------------------------------------


def saved_game():
    state = situation(
        [
            {"satrap": "India", "workers": ["Bactria", "Media"], "resources": {"wood": 2}, "vp": 4},
            {"satrap": "Lydia", "workers": ["Ionia", "Cappadocia"], "vp": 2},
        ],
        phase="campaign",
        event="Gods' Blessings",
        year=3,
    )
    apply(state, ResolveCampaign(ELEPHANTS_AND_HORSES, ("India", "Bactria", "Media"), 1))
    return state


def save_refused(text, *words):
    with pytest.raises(SaveError) as caught:
        loads(text)
    message = str(caught.value)
    assert message.startswith("The "), message
    assert message.endswith("."), message
    for word in words:
        assert word in message, message
    return message


def edited(edit):
    data = json.loads(dumps(saved_game()))
    edit(data)
    return json.dumps(data)


def test_a_sound_save_loads_as_it_was_saved():
    # The baseline the refusals below depart from.
    state = saved_game()
    assert loads(dumps(state)) == state
    assert loads(dumps(state).encode("utf-8")) == state


@pytest.mark.parametrize("text", ["", "hello", "{", "[1, 2", b"\xff\xfe\x00", "[" * 100_000])
def test_a_file_that_is_not_json(text):
    save_refused(text, "not a saved game", "not readable JSON")


def test_a_truncated_save():
    text = dumps(saved_game())
    for cut in (1, len(text) // 3, len(text) - 1):
        save_refused(text[:cut], "not readable JSON", "truncated")


@pytest.mark.parametrize("text", ["[]", "3", "null", '"xerxes"', '{"format": "chess-save", "version": 1}', "{}"])
def test_a_json_file_that_is_not_a_xerxes_save(text):
    save_refused(text, "The file is not a saved game of Xerxes.")


@pytest.mark.parametrize("version", [None, "1", 0, -1, 1.5, True])
def test_a_save_without_a_valid_version(version):
    save_refused(edited(lambda d: d.update(version=version)), "no valid format version")


def test_a_save_from_a_newer_version_of_the_app():
    message = save_refused(edited(lambda d: d.update(version=VERSION + 1)), "newer version of the app")
    assert f"format {VERSION + 1}" in message and f"up to {VERSION}" in message


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda d: d.pop("content"), "content is damaged"),
        (lambda d: d["content"].update(resources=["gold", "iron"]), "content is damaged"),
        (lambda d: d["content"]["buildings"][0]["cost"].update(stone=5), "content is damaged"),
        (lambda d: d.pop("state"), "save.state is missing"),
        (lambda d: d["state"].pop("year"), "save.state.year is missing"),
        (lambda d: d["state"].update(year="three"), "save.state.year must be a whole number from 1 to 7"),
        (lambda d: d["state"].update(year=9), "save.state.year must be a whole number from 1 to 7"),
        (lambda d: d["state"].update(phase="dinner"), "save.state.phase must be one of"),
        (lambda d: d["state"].update(players=[]), "save.state.players must be a list of"),
        (lambda d: d["state"]["players"][0].update(satrap="Persia"), "satrap must be the name of a satrap"),
        (lambda d: d["state"]["players"][0]["resources"].update(wood="two"), "resources.wood must be a whole number"),
        (lambda d: d["state"]["players"][0]["resources"].pop("wood"), "must be an object with exactly the keys"),
        (lambda d: d["state"]["players"][0].update(workers=["Atlantis"]), "workers must be a list of names"),
        (lambda d: d["state"]["players"][0].update(ability_used="no"), "ability_used must be true or false"),
        (lambda d: d["state"].update(log=[[1, "placement"]]), "log entry 1 is malformed"),
        (lambda d: d["state"].update(log=[[1, "placement", "shouts", ["x"], None]]), "log entry 1 is malformed"),
        (lambda d: d["state"].update(log=[[1, "placement", "passes", [], None]]), "log entry 1 is malformed"),
        (lambda d: d["state"].update(log=[[1, "placement", "gathers", ["x", 5], None]]), "log entry 1 is malformed"),
        (lambda d: d["state"].update(log=[[1, "placement", "passes", "x", None]]), "log entry 1 is malformed"),
        (lambda d: d["state"].update(event="Storm"), "save.state.event must be null or the name of an event"),
    ],
)
def test_a_damaged_save(edit, words):
    save_refused(edited(edit), "The saved game", words)


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda d: d["state"]["players"][0]["resources"].update(wood=5), "must hold 0 to 3 of each resource (R7)"),
        (lambda d: d["state"]["players"][0]["tax_hand"].append(d["state"]["players"][1]["tax_hand"][0]),
         "every Taxation card must be in exactly one place"),
        (lambda d: d["state"]["players"][1]["campaign_hand"].__setitem__(0, d["state"]["players"][0]["campaign_resolved"][0]),
         "every Campaign card must be in exactly one place"),
        (lambda d: d["state"]["players"][0].update(vp=30), "VP do not add up from their sources"),
        (lambda d: d["state"]["players"][1].update(satrap="India"), "every player must have a different satrap"),
        (lambda d: d["state"]["players"][0].update(workers=["Lydia", "Media"]), "a worker on a home area or off the map (R6)"),
        (lambda d: d["state"]["players"][0].update(workers=["Ionia", "Media"]), "stand on Ionia (R6"),
        (lambda d: d["state"].update(turn_order=[1, 1]), "the turn order must list every seat once"),
        (lambda d: d["state"].update(turn=2), "the turn points at no player"),
        (lambda d: d["state"]["players"][0].update(campaigns_this_round=2), "at most 2 Campaign cards in a round (R12)"),
        (lambda d: d["state"]["players"][1].update(buildings=["Road", "Bridge", "Temple", "Palace"]), "at most 3"),
        (lambda d: d["state"].update(phase="placement"), "this round's event is revealed after placement"),
        (lambda d: d["state"]["event_deck"].__setitem__(0, d["state"]["event_deck"][1]), "the event deck must hold every event once"),
    ],
)
def test_a_hand_edited_save_against_the_rules(edit, words):
    save_refused(edited(edit), "The saved game breaks the rules", words)


# --- Every field checked by type and size before use -------------------------------------------

LONG = "Thracia" * 1500  # ten thousand letters


@pytest.mark.parametrize(
    "make_state, command, words",
    [
        pytest.param(placement, PlaceWorker(["Lydia"]), "Choose an area or the turn-change space.", id="place-a-list"),
        pytest.param(placement, PlaceWorker(LONG), "Choose an area or the turn-change space.", id="place-10000-letters"),
        pytest.param(placement, PlaceWorker("Thra\x00cia"), "Choose an area", id="place-with-nul"),
        pytest.param(lambda: gathering("King's heir", 1), TakeGift(["gold"]), "Choose a resource.", id="gift-a-list"),
        pytest.param(lambda: gathering("Plunder", 0), LoseResource({"gold": 1}), "Choose a resource.", id="lose-a-dict"),
        pytest.param(building, Build(["Temple"], (0, 3)), "Choose a building.", id="building-a-list"),
        pytest.param(building, Build("Temple", (0, True)), "Choose the VP each opponent loses.", id="losses-with-true"),
        pytest.param(building, Build("Temple", [0, 3]), "Choose the VP each opponent loses.", id="losses-a-list"),
        pytest.param(lambda: two_players_in("turn_change"), SetTurnOrder((1, 0, "Lydia")), "Choose the players", id="order-with-a-name"),
        pytest.param(lambda: two_players_in("turn_change"), SetTurnOrder((True, False)), "Choose the players", id="order-of-truths"),
        pytest.param(lydia, TradeResources(5, ("wood", "wool")), "Choose the two resources to give up.", id="trade-a-number"),
        pytest.param(lydia, TradeResources(("gold", "iron"), "wood"), "Choose the two resources to gain.", id="trade-a-word"),
        pytest.param(india, StealResource(True, "wood"), "Choose an opponent.", id="steal-from-true"),
        pytest.param(india, StealResource(1, LONG), "Choose a resource.", id="steal-10000-letters"),
        pytest.param(aegyptus, ConvertUnit(("Thracia",), "horse"), "Choose an area or a military unit.", id="convert-a-tuple"),
        pytest.param(india_campaign, ResolveCampaign(ELEPHANTS_AND_HORSES, "India", 1), "Choose the areas", id="areas-a-word"),
        pytest.param(india_campaign, ResolveCampaign(1.0, ("India",), 1), "Choose a card.", id="card-a-float"),
        pytest.param(india_campaign, ResolveCampaign(True, ("India",), 1), "Choose a card.", id="card-true"),
        pytest.param(india_campaign, "PlaceWorker('Thracia')", "not part of this game", id="not-a-command"),
    ],
)
def test_an_ill_typed_field_is_refused_in_words(make_state, command, words):
    message = refused(make_state(), command, words)
    assert len(message) < 200 and "'" not in message and "Thracia" * 2 not in message


@pytest.mark.parametrize(
    "recorded, words",
    [
        ({"command": "place_worker", "place": LONG}, "place_worker command has a malformed place"),
        ({"command": "place_worker", "place": "Thra\x00cia"}, "place_worker command has a malformed place"),
        ({"command": "steal_resource", "opponent": True, "resource": "wood"}, "malformed opponent"),
        ({"command": "build", "building": "Temple", "losses": [0, True]}, "malformed losses"),
        ({"command": "set_turn_order", "order": [1, 0, "Lydia"]}, "malformed order"),
        ({"command": "resolve_tax", "card": 1.0}, "malformed card"),
        ({"command": "resolve_tax"}, "resolve_tax command lacks its card"),
        ({"command": "pass", "card": 1}, "pass command has unknown fields"),
    ],
)
def test_a_recorded_command_is_checked_as_a_given_one(recorded, words):
    """A save's commands pass the same field checks as `apply`'s (command_fields)."""
    with pytest.raises(SaveError, match="The saved game is damaged") as refusal:
        command_from_json(recorded)
    assert words in str(refusal.value)
