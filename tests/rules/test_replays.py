"""The same seeds and commands play the same games: recorded games (`replays.json`, written by
`scripts/record-replays`) replayed to the end reach the same final state and log, and list the
same legal commands at every step."""

import json

import pytest
from replays import RECORDED, play

from xerxes_app.rules import command_from_json

GAMES = json.loads(RECORDED.read_text(encoding="utf-8"))


def test_every_kind_of_game_is_recorded():
    kinds = {(game["players"], game["scenario"]) for game in GAMES}
    assert kinds == {(2, None), (3, None), (4, None), (1, "easy"), (1, "normal"), (1, "hard")}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['players']}p-{g['scenario'] or 'table'}-seed{g['seed']}")
def test_a_recorded_game_plays_the_same(game):
    commands = [command_from_json(c) for c in game["commands"]]
    given, final = play(game["players"], game["scenario"], game["seed"], commands)
    assert given == commands
    assert final == game["digest"]
