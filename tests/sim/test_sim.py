"""The simulator plays seeded games headless, on several processes, without a single error."""

import json

from xerxes_app.bots import Bot
from xerxes_app.rules import apply, current_player, new_game, view_for
from xerxes_app.sim import run
from xerxes_app.sim.__main__ import main
from xerxes_app.sim.game import play, seeds


def test_the_simulator_plays_games_without_errors():
    summary = run(["easy", "normal", "normal"], games=6, seed=3, jobs=2)
    assert summary["errors"] == 0
    assert summary["games"] == 6
    assert sum(s["wins"] for s in summary["seats"]) == 6
    assert sum(summary["endings"].values()) == 6
    assert set(summary["satraps"]) <= {"Aegyptus", "Babylonia", "India", "Lydia"}


def test_the_summary_does_not_depend_on_the_processes():
    one = run(["normal", "easy"], games=4, seed=9, jobs=1)
    two = run(["normal", "easy"], games=4, seed=9, jobs=2)
    for summary in (one, two):
        for key in ("seconds", "games_per_s", "decision_ms"):
            summary.pop(key)
    assert one == two


def test_the_command_line_prints_a_json_summary(capsys):
    assert main(["--players", "2", "--bots", "easy,normal", "--games", "2", "--jobs", "1"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["errors"] == 0 and summary["bots"] == ["easy", "normal"]


def test_solo_scenarios_are_simulated_with_their_win_rates():
    # The goals are nested (R22: Easy 4/2/2 within Normal 4/3/2 within Hard 4/3/3), so the same
    # games can never be won more often on a harder scenario.
    rates = {}
    for scenario in ("easy", "normal", "hard"):
        summary = run(["normal"], games=12, seed=5, jobs=1, scenario=scenario)
        assert summary["errors"] == 0 and summary["players"] == 1
        assert summary["scenario"] == scenario
        assert set(summary["mean_goal"]) == {"Taxation", "Campaigns", "Buildings"}
        rates[scenario] = summary["win_rate"]
    assert rates["easy"] >= rates["normal"] >= rates["hard"]


def test_the_command_line_plays_a_solo_scenario(capsys):
    assert main(["--solo", "easy", "--bots", "hard", "--games", "1", "--jobs", "1", "--time-limit", "0.05"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["bots"] == ["hard"] and 0.0 <= summary["win_rate"] <= 1.0


def test_a_hard_bot_thinks_to_the_budget_given():
    """With no time limit a game is the one its seeds and Hard's playout budget make, so two
    budgets (or two versions of Hard) compare on the same games."""
    outcome = play(0, seed=4, strengths=["hard", "normal"], playouts=3)
    game_seed, bot_seeds = seeds(4, 0, 2)
    state = new_game(players=2, seed=game_seed)
    bots = [Bot("hard", bot_seeds[0], time_limit=None, playouts=3), Bot("normal", bot_seeds[1])]
    while not state.is_over:
        seat = current_player(state)
        apply(state, bots[seat].choose(view_for(state, seat), seat))
    assert outcome.error is None
    assert outcome.vp == [p.vp for p in state.players]
    assert bots[0].policy.playouts_done > 0


def test_the_command_line_takes_a_playout_budget(capsys):
    assert main(["--players", "2", "--bots", "hard,normal", "--games", "1", "--jobs", "1", "--playouts", "2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["errors"] == 0 and summary["bots"] == ["hard", "normal"]
