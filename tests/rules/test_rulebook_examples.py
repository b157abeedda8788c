"""Every worked example of the English rulebook, set up and played through the engine's commands."""

from positions import campaign_card, tax_card, unit_card
from xerxes_app.rules import (
    Build, ConvertUnit, GainResource, IgnoreEvent, LoseResource, Pass, PlaceWorker, ResolveCampaign, ResolveTax,
    StealResource, TradeResources, apply, current_player, legal_commands, situation, standard_content,
)

C = standard_content()


def resources(state, seat):
    return {r: n for r, n in zip(C.resources, state.players[seat].resources) if n}


def others_play_until(state, seat):
    """The other players pass, or take their first option, until `seat` must decide."""
    while current_player(state) != seat:
        legal = legal_commands(state)
        apply(state, Pass() if Pass() in legal else legal[0])


def test_resource_example():
    # India places workers on Assyria and Parthia, plays 1st, and the event is Locusts. He holds
    # 2 wood already, so the second wood gathered goes to waste; as 1st he gives up the stone.
    state = situation(
        [{"satrap": "India", "resources": {"wood": 2}}, {"satrap": "Lydia"}],
        phase="placement",
        events=["Locusts", "Wolves", "Fire", "Bad weather", "Plunder", "Flood", "King's heir", "Gods' Blessings"],
    )
    apply(state, PlaceWorker("Assyria"))
    apply(state, PlaceWorker("Ionia"))
    apply(state, PlaceWorker("Parthia"))
    apply(state, PlaceWorker("Media"))
    assert C.events[state.event].name == "Locusts"
    others_play_until(state, 0)
    apply(state, Pass())  # India resolves no campaign: he goes for the resources
    others_play_until(state, 0)
    assert state.phase == "gathering"
    assert any("1 wood lost: the mat holds 3" in e.text for e in state.log)
    assert LoseResource("wheat") not in legal_commands(state)  # no grain this year
    apply(state, LoseResource("stone"))
    # Net: 2 gold, 2 iron, 1 wood (on top of the 2 held) and 2 wool; no grain, no stone.
    assert resources(state, 0) == {"gold": 2, "iron": 2, "wood": 3, "wool": 2}


def test_campaign_example():
    # Needs 2 chariots, 1 mercenary, 1 elephant: his areas give 1 chariot, 1 mercenary and 1
    # elephant; a permanent chariot from a Taxation card makes up the rest. All three area units
    # go to the campaign, so he gathers nothing, "but nevertheless loses 1 resource from the turn
    # track" (R8, amended): one from his mat.
    card = campaign_card(chariot=2, mercenary=1, elephant=1)
    chariot = unit_card("chariot")
    state = situation(
        [
            {"satrap": "India", "workers": ["Parthia", "Thracia"], "campaign_hand": [card], "tax_resolved": [chariot],
             "resources": {"gold": 2, "wool": 1}},
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
        ],
        phase="campaign",
        event="Flood",
    )
    command = ResolveCampaign(card, ("India", "Thracia", "Parthia"), 1)
    assert command in legal_commands(state)
    apply(state, command)
    assert state.players[0].vp == 5 and state.players[1].vp == 0
    assert card in state.players[0].campaign_resolved
    assert state.players[0].permanents_used[C.unit_index["chariot"]] == 1
    apply(state, Pass())
    others_play_until(state, 0)
    assert state.phase == "gathering"
    assert set(legal_commands(state)) == {LoseResource("gold"), LoseResource("wool")}
    apply(state, LoseResource("wool"))
    assert resources(state, 0) == {"gold": 2}
    # The permanent chariot is not consumed: it is there again next round (R11).
    assert chariot in state.players[0].tax_resolved


def test_build_example_two_players():
    # 3 wheat, 2 wood and 1 stone build the Road: +4 VP, and Lydia loses 2 VP.
    state = situation(
        [{"satrap": "India", "resources": {"wheat": 3, "wood": 2, "stone": 1}}, {"satrap": "Lydia", "vp": 6}],
        phase="build",
        event="Flood",
    )
    assert legal_commands(state).count(Build("Road", (0, 2))) == 1
    apply(state, Build("Road", (0, 2)))
    assert state.players[0].vp == 4
    assert state.players[1].vp == 4
    assert resources(state, 0) == {}
    assert state.built_by[C.building_index["Road"]] == 0


def test_build_example_three_players_splits_the_loss():
    # In a 3-player game the 2 VP may be split: 1 from Lydia and 1 from Babylonia.
    state = situation(
        [
            {"satrap": "India", "resources": {"wheat": 3, "wood": 2, "stone": 1}},
            {"satrap": "Lydia", "vp": 6},
            {"satrap": "Babylonia", "vp": 6},
        ],
        phase="build",
        event="Flood",
    )
    splits = {c.losses for c in legal_commands(state) if isinstance(c, Build)}
    assert splits == {(0, 2, 0), (0, 1, 1), (0, 0, 2)}
    apply(state, Build("Road", (0, 1, 1)))
    assert [p.vp for p in state.players] == [4, 5, 5]


def test_taxation_example():
    # 2 iron, 2 stone and 1 gold leave the mat: +3 VP.
    card = tax_card(gold=1, iron=2, stone=2)
    state = situation(
        [{"satrap": "India", "resources": {"gold": 1, "iron": 2, "stone": 2}, "tax_hand": [card]}, {"satrap": "Lydia"}],
        phase="taxation",
        event="Flood",
    )
    apply(state, ResolveTax(card))
    assert state.players[0].vp == 3
    assert resources(state, 0) == {}
    assert card in state.players[0].tax_resolved


def test_example_of_play():
    # Year 5, Aegyptus plays 4th with workers on Thracia and Bactria and a permanent ship; the
    # event is Gods' Blessings. He resolves his 3rd campaign (chariot, horse, mercenary, ship)
    # with the Blessing's horse rather than his ability, so Bactria still gathers; India loses 1.
    card = campaign_card(chariot=1, horse=1, mercenary=1, ship=1)
    ship = unit_card("ship")
    earlier = [c.index for c in C.campaign_cards if c.index != card][:2]
    costly = tax_card(gold=1, iron=2, stone=2)
    state = situation(
        [
            {"satrap": "Lydia", "workers": ["Ionia", "Media"]},
            {"satrap": "India", "workers": ["Phoenicia", "Armenia"], "vp": 9},
            {"satrap": "Babylonia", "workers": ["Assyria", "Sogdia"]},
            {
                "satrap": "Aegyptus",
                "workers": ["Thracia", "Bactria"],
                "campaign_hand": [card],
                "campaign_resolved": earlier,
                "tax_resolved": [ship],
                "tax_hand": [costly],
                "resources": {"stone": 3, "wheat": 1},
                "vp": 10,
            },
        ],
        year=5,
        phase="campaign",
        event="Gods' Blessings",
    )
    others_play_until(state, 3)
    legal = legal_commands(state)
    assert ConvertUnit("Bactria", "horse") in legal  # the other way he could have done it
    apply(state, ResolveCampaign(card, ("Aegyptus", "Thracia"), 1))
    assert state.players[3].vp == 15
    assert state.players[1].vp == 8
    # His hand is empty now, so his campaign turn ends by itself (hand sizes are public).
    assert state.phase == "gathering"
    others_play_until(state, 3)
    assert state.phase == "gathering"
    apply(state, GainResource("gold"))  # +1 for playing 4th
    assert resources(state, 3) == {"gold": 1, "stone": 3, "wood": 1, "wheat": 2, "wool": 1}
    others_play_until(state, 3)
    assert state.phase == "build"
    apply(state, Build("Fortifications", (0, 0, 0, 0)))
    assert state.players[3].vp == 20  # the Wall gives 5 VP in year 5
    assert resources(state, 3) == {"gold": 1, "wool": 1}
    others_play_until(state, 3)
    assert state.phase == "taxation"
    assert not any(isinstance(c, ResolveTax) for c in legal_commands(state))


def test_aegyptus_ability_example():
    # A horse, a chariot and an elephant from his areas and a permanent mercenary; he changes the
    # mercenary into weapons and resolves a campaign needing elephant, horse, chariot, weapons.
    card = campaign_card(elephant=1, horse=1, chariot=1, weapons=1)
    state = situation(
        [
            {"satrap": "Aegyptus", "workers": ["Cappadocia", "Bactria"], "campaign_hand": [card], "tax_resolved": [unit_card("mercenary")]},
            {"satrap": "India", "workers": ["Ionia", "Media"]},
        ],
        phase="campaign",
        event="Fire",
    )
    campaign = ResolveCampaign(card, ("Aegyptus", "Cappadocia", "Bactria"), 1)
    assert campaign not in legal_commands(state)
    apply(state, ConvertUnit("mercenary", "weapons"))
    assert state.players[0].ability_used
    assert campaign in legal_commands(state)
    apply(state, campaign)
    assert state.players[0].vp == 5


def test_babylonia_ability_example():
    # Locusts: no grain this year. Babylonia ignores the event and gathers wheat in Thracia and
    # Babylonia anyway; India, on Bactria, gets none.
    state = situation(
        [
            {"satrap": "Babylonia", "workers": ["Thracia", "Ionia"]},
            {"satrap": "India", "workers": ["Bactria", "Media"]},
        ],
        phase="campaign",
        event="Locusts",
    )
    apply(state, IgnoreEvent())
    apply(state, Pass())
    others_play_until(state, 0)
    assert state.players[0].gathered[C.resource_index["wheat"]] == 3  # Babylonia, Thracia, Ionia
    assert state.players[1].resources[C.resource_index["wheat"]] == 0


def test_india_ability_example():
    # India lacks 1 wood for the Road; Lydia has plenty; he takes 1 and builds.
    state = situation(
        [
            {"satrap": "India", "resources": {"wheat": 3, "wood": 1, "stone": 1}},
            {"satrap": "Lydia", "resources": {"wood": 3}, "vp": 4},
        ],
        phase="build",
        event="Flood",
    )
    assert not any(isinstance(c, Build) for c in legal_commands(state))
    apply(state, StealResource(1, "wood"))
    assert resources(state, 1) == {"wood": 2}
    apply(state, Build("Road", (0, 2)))
    assert state.players[0].vp == 4
    assert state.players[1].vp == 2


def test_lydia_ability_example():
    # Lydia's Taxation card demands 2 wool he cannot gather; 1 stone and 1 wood become 2 wool.
    card = tax_card(gold=2, wheat=1, wool=2)
    state = situation(
        [
            {"satrap": "Lydia", "resources": {"gold": 2, "wheat": 1, "stone": 1, "wood": 1}, "tax_hand": [card]},
            {"satrap": "India"},
        ],
        phase="taxation",
        event="Flood",
    )
    assert ResolveTax(card) not in legal_commands(state)
    apply(state, TradeResources(("stone", "wood"), ("wool", "wool")))
    assert resources(state, 0) == {"gold": 2, "wheat": 1, "wool": 2}
    apply(state, ResolveTax(card))
    assert state.players[0].vp == 3
