import errno
import os

import pytest

from xerxes_app.rules import situation
from xerxes_app.saving import READ_ONLY, list_saves, load_solo_campaign, record_solo_game, save_as
from xerxes_app.saving.solo_campaign import SOLO_CAMPAIGN_FILE
from xerxes_app.session import Seat, Session

GOAL_MET = {"tax_resolved": [0, 1, 2, 3], "campaign_resolved": [0, 1, 2], "buildings": ["Grain Silo", "Road", "Bridge"]}


def solo(scenario, won=True, phase="game_over"):
    player = {"satrap": "Lydia", **(GOAL_MET if won else {})}
    during = phase != "game_over"  # a round under way has its event and solo tile
    state = situation([player], year=7, phase=phase, event="Wolves" if during else None, tile=0 if during else None, scenario=scenario)
    return Session(state, [Seat("Atossa")])


def test_no_scenario_won_at_first(tmp_path):
    loaded = load_solo_campaign(tmp_path)
    assert loaded.campaign.won == frozenset() and not loaded.campaign.fulfilled and loaded.problem is None


def test_wins_are_kept_and_all_three_fulfil_the_campaign(tmp_path):
    for scenario in ("hard", "easy", "easy"):
        assert record_solo_game(tmp_path, solo(scenario)) is None
    assert load_solo_campaign(tmp_path).campaign.won == {"easy", "hard"}
    record_solo_game(tmp_path, solo("normal"))
    assert load_solo_campaign(tmp_path).campaign.fulfilled


@pytest.mark.parametrize("won, phase", [(False, "game_over"), (True, "taxation")], ids=["lost", "unfinished"])
def test_a_lost_or_unfinished_game_changes_nothing(tmp_path, won, phase):
    record_solo_game(tmp_path, solo("easy", won, phase))
    assert not (tmp_path / SOLO_CAMPAIGN_FILE).exists()


@pytest.mark.parametrize("text", ["", "{", '{"format": "xerxes-solo-campaign", "won": ["legendary"]}', '{"won": ["easy"]}'])
def test_a_damaged_record_starts_afresh_and_says_so(tmp_path, text):
    (tmp_path / SOLO_CAMPAIGN_FILE).write_text(text)
    loaded = load_solo_campaign(tmp_path)
    assert loaded.campaign.won == frozenset() and "damaged" in loaded.problem


def test_a_folder_that_refuses_the_record_is_a_warning(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    assert record_solo_game(tmp_path, solo("easy")).kind == READ_ONLY


def test_the_record_is_not_listed_as_a_save(tmp_path):
    record_solo_game(tmp_path, solo("easy"))
    save_as(tmp_path, solo("easy"), "won")
    assert [e.name for e in list_saves(tmp_path, examples=None)] == ["won"]


def test_a_pipe_named_as_the_record_is_reported_at_once(tmp_path):
    os.mkfifo(tmp_path / SOLO_CAMPAIGN_FILE)
    loaded = load_solo_campaign(tmp_path)
    assert not loaded.campaign.won
    assert loaded.problem == "The solo campaign could not be read (it is a folder, a pipe or a device, not a file)."
