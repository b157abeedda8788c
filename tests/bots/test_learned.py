"""The learned judgement of a position: shipped as weights only, read in plain Python, a chance
to win for every seat that adds up to 1 and follows what plainly helps a seat."""

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from xerxes_app.bots import learned
from xerxes_app.bots.features import NAMES, OWN, own_facts, seat_rows
from xerxes_app.bots.normal import Normal
from xerxes_app.rules import apply, current_player, legal_commands, new_game
from tools.judgement_figures import year_starts

TOP = Path(__file__).resolve().parents[2]


def test_the_weights_are_shipped_for_every_table_and_year_a_playout_stops_in():
    shipped = json.loads(learned.WEIGHTS.read_text(encoding="utf-8"))
    assert shipped["features"] == list(NAMES)
    for players in ("2", "3", "4"):
        assert sorted(shipped["models"][players], key=int) == [str(y) for y in range(2, 8)]
        for model in shipped["models"][players].values():
            assert len(model["weights"]) == len(NAMES)
    package_data = tomllib.loads((TOP / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "*.json" in package_data["xerxes_app.bots"]  # installed with the app


def test_the_app_reads_the_weights_without_numpy():
    code = (
        "import sys; from xerxes_app.bots import learned; from xerxes_app.rules import new_game;"
        "learned._models(); print('numpy' in sys.modules, 'sklearn' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=TOP, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_has_a_chance_and_they_add_up_to_one(players):
    state = new_game(players, seed=players)
    normal = Normal(__import__("random").Random(1))
    seen = 0
    while not state.is_over:
        apply(state, normal.choose(state, current_player(state), legal_commands(state)))
        if state.year >= 2 and not state.is_over:
            chances = learned.win_chances(state)
            assert len(chances) == players and all(0 < c < 1 for c in chances)
            assert sum(chances) == pytest.approx(1.0)
            assert len(seat_rows(state)[0]) == len(NAMES)
            seen += 1
    assert seen > 50


def test_more_vp_makes_a_seat_likelier_to_win():
    # From year 3 on. At the start of year 2 of a 4-player game the fitted model gives VP alone
    # next to nothing (docs/balance.md): early VP were paid for with what the other features count.
    games = [game for game in year_starts(24, seed=3) if game.year >= 3]
    assert len(games) >= 12
    for game in games:
        before = learned.judge(game, 0)
        richer = game.clone()
        richer.players[0].vp += 8
        assert learned.judge(richer, 0) > before
        poorer = game.clone()
        poorer.players[1].vp += 8
        assert learned.judge(poorer, 0) < before


def test_a_campaign_card_counts_the_units_sure_to_come_and_those_within_reach():
    """Card 2 asks 2 elephants and 2 horses: India's home area gives an elephant every round (R10),
    a resolved horse Taxation card a permanent horse (R16), one in hand a horse once paid."""
    game = new_game(4, seed=3)
    content = game.content
    india = next(s.index for s in content.satraps if s.name == "India")
    assert content.campaign_cards[2].needs == (2, 2, 0, 0, 0, 0)
    assert content.tax_cards[14].unit == content.tax_cards[15].unit == 1  # horse
    player = game.players[0]
    player.satrap, player.campaign_hand, player.tax_hand, player.tax_resolved = india, [2], [], []

    def facts():
        own = dict(zip(OWN, own_facts(game, 0)))
        covered = [own[f"campaign_covered_{n}"] for n in range(5)]
        return covered, own["campaign_units_within_reach"], own["campaign_cards_within_reach"]

    assert facts() == ([0, 1, 0, 0, 0], 1, 0)
    player.tax_resolved = [14]
    assert facts() == ([0, 0, 1, 0, 0], 2, 0)
    player.tax_hand = [15]
    assert facts() == ([0, 0, 1, 0, 0], 3, 1)
