"""The migration chain, tried on a pretend history (formats 1 to 3), and every real migration on
a save of its old version."""

import json
from pathlib import Path

import pytest

from xerxes_app.rules import SaveError
from xerxes_app.rules.saveformat import FORMAT, VERSION
from xerxes_app.saving import load
from xerxes_app.saving.migrations import MIGRATIONS, migrate

OLD_FORMATS = Path(__file__).parent / "old_formats"


def rename_gold(data):
    data["state"]["gold"] = data["state"].pop("coins")
    return data


def add_seats(data):
    data["table"] = {"seats": data["state"]["gold"]}
    return data


PRETEND = {1: rename_gold, 2: add_seats}


def test_an_old_save_goes_through_every_step_in_order():
    old = {"format": FORMAT, "version": 1, "state": {"coins": 3}}
    assert migrate(old, PRETEND, current=3) == {"format": FORMAT, "version": 3, "state": {"gold": 3}, "table": {"seats": 3}}


def test_a_save_part_way_starts_at_its_own_version():
    assert migrate({"format": FORMAT, "version": 2, "state": {"gold": 1}}, PRETEND, current=3)["table"] == {"seats": 1}


@pytest.mark.parametrize(
    "data",
    [
        {"format": FORMAT, "version": 3, "state": {}},  # current
        {"format": FORMAT, "version": 4},  # newer: the format's checks refuse it
        {"format": FORMAT, "version": "1"},
        {"format": FORMAT, "version": True},
        {"format": "something else", "version": 1},
        [1, 2],
    ],
)
def test_current_newer_foreign_or_versionless_data_is_left_for_the_checks(data):
    assert migrate(data, PRETEND, current=3) is data


def test_a_version_without_a_migration_cannot_be_read():
    with pytest.raises(SaveError, match="saved in format 1, which this app can no longer read"):
        migrate({"format": FORMAT, "version": 1}, {2: add_seats}, current=3)


def test_a_damaged_old_save_is_refused_with_a_reason():
    with pytest.raises(SaveError, match=r"The saved game \(format 1\) is damaged"):
        migrate({"format": FORMAT, "version": 1, "state": []}, PRETEND, current=3)


def test_every_older_version_has_its_migration():
    assert sorted(MIGRATIONS) == list(range(1, VERSION))


def test_each_migration_loads_a_save_of_its_version():
    for version in sorted(MIGRATIONS):
        assert load(OLD_FORMATS / f"version-{version}.json").state.players, version


def test_a_format_1_log_shows_its_sentences_as_they_were():
    old = json.loads((OLD_FORMATS / "version-1.json").read_text(encoding="utf-8"))
    sentences = [entry[2] for entry in old["state"]["log"]]
    assert [entry.text for entry in load(OLD_FORMATS / "version-1.json").state.log] == sentences
