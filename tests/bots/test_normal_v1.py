"""Normal v1, the benchmark opponent, is frozen: it plays the games the shipped Normal played when
it was frozen, and Hard v1 the shipped Hard's, however `normal.py`, `judgement.py` or `hard.py`
move since. The digests below are the ones `recorded_choices.json` held for Normal and Hard at the
freeze; they are never re-recorded for a change of the computers, only for a change of the rules
(once so far: a player who passed the build phase's first pass is no longer asked in the second,
R14, R18)."""

import pytest
from recorded_choices import digest

from xerxes_app.bots import BENCHMARKS, STRENGTHS, judgement, normal
from xerxes_app.sim.__main__ import main as simulate
from xerxes_app.sim.game import play
from tools.balance import main as balance

FROZEN = [
    ("normal-v1,normal-v1,normal-v1,normal-v1", 30, 1, 100, "62aff88b68821b54c6ade72e"),
    ("normal-v1,normal-v1,normal-v1", 20, 2, 100, "b9315972a2eeab1dd7076e12"),
    ("normal-v1,normal-v1", 20, 3, 100, "1c2b7ef2dbb7dfd0b327d69f"),
    ("hard-v1,normal-v1,normal-v1,normal-v1", 1, 5, 12, "8b8b7f7ade8dcbb63b750d13"),
    ("normal-v1,hard-v1", 1, 6, 12, "ee16819d6ebcfc640de878e6"),
]


@pytest.mark.parametrize("bots,games,seed,playouts,recorded", FROZEN, ids=lambda v: str(v))
def test_the_frozen_versions_play_the_games_recorded_at_the_freeze(bots, games, seed, playouts, recorded):
    assert digest(bots, games, seed, playouts) == recorded


def test_normal_v1_does_not_move_when_normal_or_its_judgement_does(monkeypatch):
    """Change the shipped Normal's weights: Normal's games change, Normal v1's do not."""
    bots = ["normal-v1"] * 4
    before = [play(i, 11, bots).vp for i in range(4)]
    normal_before = [play(i, 11, ["normal"] * 4).vp for i in range(4)]
    monkeypatch.setattr(normal, "CONTESTED", 0.95)
    monkeypatch.setattr(normal, "TURN_CHANGE_WORTH", 4.0)
    monkeypatch.setattr(judgement, "BUILDING_RISK", 1.3)
    judgement._building_goals.cache_clear()
    try:
        assert [play(i, 11, bots).vp for i in range(4)] == before
        assert [play(i, 11, ["normal"] * 4).vp for i in range(4)] != normal_before
    finally:
        judgement._building_goals.cache_clear()


def test_the_frozen_versions_are_for_measuring_only():
    assert not set(BENCHMARKS) & set(STRENGTHS)  # never offered at the table


def test_the_simulator_and_the_balance_report_seat_normal_v1(capsys, tmp_path):
    assert simulate(["--players", "2", "--bots", "hard-v1,normal-v1", "--games", "1", "--jobs", "1", "--playouts", "2"]) == 0
    assert '"normal-v1"' in capsys.readouterr().out
    out = tmp_path / "balance.md"
    assert balance(["--games", "2", "--jobs", "1", "--bot", "normal-v1", "--out", str(out)]) == 0
    assert "Normal v1 (frozen) computer players" in out.read_text(encoding="utf-8")
