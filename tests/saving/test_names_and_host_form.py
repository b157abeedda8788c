"""What this computer keeps of games with names and of the Host form: a ticket keeps the game's
name (a ticket written before names, or of a game without one, is called by its code) and refuses
a name that cannot be one; the settings keep the Host form's choices as a small plain object, and
anything else falls back to the default with a sentence saying so."""

from __future__ import annotations

import json

import pytest

from xerxes_app.saving.settings import Settings, load_settings, save_settings
from xerxes_app.saving.tickets import JOINED, Ticket, ticket_from_json


def test_a_ticket_keeps_the_games_name_and_one_without_is_called_by_its_code():
    ticket = Ticket(JOINED, "127.0.0.1", 8765, "KXRTMPAC", {1: "t"}, names=("Ann", "Bo"), name="Ann's game")
    assert ticket_from_json(json.loads(json.dumps(ticket.to_json()))).title == "Ann's game"
    older = {key: value for key, value in ticket.to_json().items() if key != "name"}
    assert ticket_from_json(older).title == "KXRTMPAC"
    with pytest.raises(ValueError):
        ticket_from_json({**ticket.to_json(), "name": "Ann\x00"})


def test_the_host_forms_choices_are_kept_and_a_foreign_value_falls_back(tmp_path):
    kept = {"players": 3, "names": ["Ann", "Bo", "Cy"], "server": ["play.example.org", 9000], "watch": True}
    save_settings(tmp_path, Settings(host_form=kept))
    assert load_settings(tmp_path).settings.host_form == kept
    for foreign in ("yes", ["Ann"], {"names": [{"deep": 1}]}, {"address": "x" * 300}, {str(n): n for n in range(40)}):
        written = {"format": "xerxes-settings", "host_form": foreign, "fullscreen": True}
        (tmp_path / "settings.json").write_text(json.dumps(written))
        loaded = load_settings(tmp_path)
        assert loaded.settings == Settings(fullscreen=True)  # the rest as it was
        assert "host form" in loaded.problem and loaded.problem.values["settings"][0].key == "problem.setting_host_form"
