"""Hard v2, the Hard of the first learned judgement, is frozen: it plays the games the shipped
Hard played when it was frozen (the digests `recorded_choices.json` held for Hard then), however
the shipped judgement's weights, features or Normal move since, and it never reads the shipped
weights."""

import pytest
from recorded_choices import digest

from xerxes_app.bots import BENCHMARKS, Bot, learned
from xerxes_app.bots.hard import PLAYOUTS, SHIPPED
from xerxes_app.rules import apply, current_player, legal_commands, new_game

# The shipped Hard's digests at the freeze, Normal v1 standing in for Normal (the same choices).
FROZEN = [
    ("hard-v2,normal-v1,normal-v1,normal-v1", 1, 5, 12, "0ddac5929746dce9b3c29303"),
    ("normal-v1,hard-v2", 1, 6, 12, "ad83d5bb388472cd2a01f72d"),
]


@pytest.fixture
def shipped_weights_gone(monkeypatch, tmp_path):
    monkeypatch.setattr(learned, "WEIGHTS", tmp_path / "missing.json")
    learned._models.cache_clear()
    yield
    learned._models.cache_clear()


def test_hard_v2_is_a_benchmark_for_the_measuring_tools():
    assert "hard-v2" in BENCHMARKS


def test_without_the_shipped_weights_the_shipped_hard_cannot_play(shipped_weights_gone):
    with pytest.raises(RuntimeError, match="missing.json"):
        digest("normal-v1,hard", 1, 6, 12)


@pytest.mark.parametrize("bots,games,seed,playouts,recorded", FROZEN, ids=lambda v: str(v))
def test_hard_v2_plays_the_shipped_hards_games_of_the_freeze_without_the_shipped_weights(
    shipped_weights_gone, bots, games, seed, playouts, recorded
):
    assert digest(bots, games, seed, playouts) == recorded


def test_each_hard_thinks_to_its_own_budget_unless_given_another():
    # The frozen versions keep the 100 playouts they shipped with, so a head-to-head run measures
    # the Hard of their time, whatever the shipped budget becomes (issue 44).
    assert Bot("hard-v1", 1).policy.playouts == Bot("hard-v2", 1).policy.playouts == 100
    assert Bot("hard", 1).policy.playouts == PLAYOUTS
    assert Bot("hard-v2", 1, playouts=12).policy.playouts == Bot("hard", 1, playouts=12).policy.playouts == 12


def test_the_shipped_hard_thinks_as_long_at_every_table():
    # A playout plays every seat's decisions, so at a table of two each costs about half of one at
    # a table of four: the shipped Hard plays twice as many there, the frozen ones as they shipped.
    shipped, frozen = Bot("hard", 1).policy, Bot("hard-v2", 1).policy
    assert [shipped.budget(players) for players in (1, 2, 3, 4)] == [4 * PLAYOUTS, 2 * PLAYOUTS, 4 * PLAYOUTS // 3, PLAYOUTS]
    assert [frozen.budget(players) for players in (1, 2, 3, 4)] == [100] * 4
    state = new_game(2, 5)
    while len(legal_commands(state)) < 3 or state.phase == "setup":
        apply(state, legal_commands(state)[0])
    seat = current_player(state)
    two = Bot("hard", 1, time_limit=None, playouts=12)
    flat = Bot("hard", 1, time_limit=None, playouts=24)
    flat.policy.version = SHIPPED._replace(per_table=False)  # the same search, 24 playouts at any table
    assert two.choose(state, seat) == flat.choose(state, seat)
    assert two.policy.playouts_done == flat.policy.playouts_done > 12
