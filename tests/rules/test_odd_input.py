"""Odd input the engine must refuse with its own errors: hand-edited saves (SaveError),
situations described wrongly (IllegalCommand), and a campaign naming too many areas."""

import json
import random

import pytest

from positions import aegyptus_campaigns, campaign_card
from xerxes_app.rules import (
    IllegalCommand, ResolveCampaign, SaveError, apply, dumps, legal_commands, loads, new_game, situation,
    standard_content, view_for,
)
from xerxes_app.rules.state import HIDDEN

C = standard_content()


def saved(edit):
    state = situation(
        [{"satrap": "Aegyptus", "workers": ["Bactria", "Media"]}, {"satrap": "India", "workers": ["Ionia", "Sogdia"]}],
        phase="campaign",
        event="Flood",
        year=2,
    )
    data = json.loads(dumps(state))
    edit(data)
    return json.dumps(data)


# --- A hand-edited save is refused with a SaveError, whatever the edit ---------------------------


@pytest.mark.parametrize(
    "edit",
    [
        # saveformat._state_from_json: `event not in event_index` with an unhashable value.
        pytest.param(lambda d: d["state"].update(event=["Flood"]), id="event-is-a-list"),
        pytest.param(lambda d: d["state"].update(event={"name": "Flood"}), id="event-is-an-object"),
        # saveformat: `source in content.area_index` with an unhashable value.
        pytest.param(
            lambda d: d["state"]["players"][0].update(converted={"source": ["Bactria"], "from": "elephant", "to": "horse"}),
            id="converted-source-is-a-list",
        ),
        # validation._check_board: `state.event_deck[-1]` on an empty deck (IndexError).
        pytest.param(lambda d: d["state"].update(event_deck=[]), id="empty-event-deck"),
        # content.Content: membership tests on unhashable values (TypeError).
        pytest.param(lambda d: d["content"]["areas"][0].update(home_of=["Aegyptus"]), id="content-home-of-a-list"),
        pytest.param(lambda d: d["content"]["areas"][4].update(yields=[["gold"]]), id="content-yields-nested"),
        pytest.param(lambda d: d["content"]["events"][0].update(stops=["wool"]), id="content-stops-a-list"),
        pytest.param(lambda d: d["content"]["solo_tiles"][0].update(occupied=[["Thracia"]]), id="content-tile-area-a-list"),
    ],
)
def test_a_hand_edited_save_is_refused_with_a_save_error(edit):
    with pytest.raises(SaveError):
        loads(saved(edit))


# --- situation refuses a wrong description with IllegalCommand ----------------------------------


@pytest.mark.parametrize(
    "players, kwargs",
    [
        # setup.situation: `places[w]` KeyError for a name that is not an area.
        pytest.param(
            [{"satrap": "India", "workers": ["Atlantis", "Ionia"]}, {"satrap": "Lydia"}],
            dict(phase="campaign", event="Flood"),
            id="worker-on-no-area",
        ),
        # setup.situation: `content.building_index[b]` KeyError.
        pytest.param([{"satrap": "India", "buildings": ["Colossus"]}, {"satrap": "Lydia"}], {}, id="unknown-building"),
        # validation: `0 <= r <= cap` with a str count (TypeError).
        pytest.param([{"satrap": "India", "resources": {"wood": "two"}}, {"satrap": "Lydia"}], {}, id="count-not-a-number"),
        # validation._check_board: IndexError on an empty event deck after placement.
        pytest.param([{"satrap": "India"}, {"satrap": "Lydia"}], dict(phase="campaign", event="Flood", events=[]),
                     id="empty-event-deck"),
    ],
)
def test_situation_refuses_a_bad_description_with_illegal_command(players, kwargs):
    with pytest.raises(IllegalCommand):
        situation(players, **kwargs)


# --- A refusal tells the right reason -------------------------------------------------------------


def test_naming_two_units_of_a_kind_the_campaign_needs_once():
    # The card needs 1 chariot, 1 horse, 1 mercenary, 1 ship; Aegyptus has every unit it needs
    # (his permanent horse, mercenary and ship, and a chariot from home or Parthia) but names
    # both chariot areas: he lacks nothing; he offered one chariot too many.
    card = campaign_card(chariot=1, horse=1, mercenary=1, ship=1)
    state = aegyptus_campaigns([card], permanents=("horse", "mercenary", "ship"))
    with pytest.raises(IllegalCommand) as caught:
        apply(state, ResolveCampaign(card, ("Aegyptus", "Parthia"), 1))
    message = str(caught.value)
    assert "lack" not in message, message
    assert "chariot" in message, message


def test_an_opponent_must_be_a_seat_not_a_truth_value():
    card = campaign_card(chariot=1, horse=1, mercenary=1, ship=1)
    state = aegyptus_campaigns([card], permanents=("horse", "mercenary", "ship"))
    before = dumps(state)
    with pytest.raises(IllegalCommand, match="Choose an opponent"):
        apply(state, ResolveCampaign(card, ("Aegyptus",), True))
    assert dumps(state) == before


def test_the_last_years_event_stays_visible_at_the_end():
    state = new_game(2, seed=4)
    chooser = random.Random(4)
    while not state.is_over:
        apply(state, chooser.choice(legal_commands(state)))
    view = view_for(state, 0)
    revealed = [e for e in view.event_deck if e != HIDDEN]
    assert len(revealed) == state.year
    assert revealed == state.event_deck[-state.year:]
