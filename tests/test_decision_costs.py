"""Where a random game's time goes (tools/decision_costs.py): every kind of decision timed, and
the room a decision has left for a figure asked."""

from tools import decision_costs


def test_every_decision_of_a_round_is_timed_and_the_room_left_follows_from_the_loop_and_the_deal(monkeypatch):
    monkeypatch.setattr(decision_costs, "GAMES", 5)
    found = decision_costs.figures(2000.0, rounds=1)
    kinds = found["kinds"]
    assert {"placement PlaceWorker", "campaign Pass", "taxation Pass", "setup DiscardTaxCard"} <= set(kinds)
    assert abs(sum(kind["share"] for kind in kinds.values()) - 1) < 0.01
    assert abs(sum(kind["per_game"] for kind in kinds.values()) - found["decisions_a_game"]) < 0.5
    room = (500 - found["loop_us_a_game"] - found["deal_us_a_game"]) / found["decisions_a_game"]
    assert abs(found["us_a_decision_left_for_it"] - room) < 0.01
    assert 0 < found["loop_us_a_game"] and 0 < found["deal_us_a_game"] and 0 < found["apply_us_a_decision"]
