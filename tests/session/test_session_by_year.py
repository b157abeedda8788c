"""The table keeps each seat's VP (a solo game's goal counts) at the end of every year and of the
game, for the charts at game over, and saves them with the game."""

import pytest

from xerxes_app.bots import make_bot
from xerxes_app.rules import SaveError, current_player, new_game
from xerxes_app.session import Seat, Session


def played(seed: int) -> tuple[Session, list[tuple[int, list[int]]]]:
    """A 3-player game of Normal computers, and the VP seen each time the year turned over."""
    session = Session(new_game(players=3, seed=seed), [Seat(f"Player {i + 1}") for i in range(3)])
    bot = make_bot("normal", seed)
    seen = []
    while not session.state.is_over:
        year = session.state.year
        session.apply(bot.choose(session.state, current_player(session.state)))
        if session.state.year != year or session.state.is_over:
            seen.append((year, [p.vp for p in session.state.players]))
    return session, seen


@pytest.mark.parametrize("seed", [2, 5])
def test_every_year_end_and_the_game_end_are_kept(seed):
    session, seen = played(seed)
    assert session.by_year == seen
    years = [year for year, _ in session.by_year]
    assert years == list(range(1, years[-1] + 1))  # one entry a year, the last at the end
    assert session.by_year[-1][1] == [p.vp for p in session.state.players]


def test_saved_and_loaded_with_the_game():
    session, _ = played(2)
    again = Session.from_json(session.to_json())
    assert again.by_year == session.by_year


def test_a_game_saved_before_the_path_was_kept_opens_with_none():
    session, _ = played(2)
    data = session.to_json()
    del data["table"]["by_year"]
    assert Session.from_json(data).by_year == []


@pytest.mark.parametrize("rows", ["many", [{"year": 0, "scores": [1, 2, 3]}], [{"year": 2, "scores": [1, 2]}],
                                  [{"year": 2, "scores": [1, -2, 3]}], [[2, [1, 2, 3]]]])
def test_a_malformed_path_is_refused(rows):
    session, _ = played(2)
    data = session.to_json()
    data["table"]["by_year"] = rows
    with pytest.raises(SaveError, match="scores year by year"):
        Session.from_json(data)


def test_a_solo_game_keeps_its_goal_counts_year_by_year():
    session = Session(new_game(players=1, seed=4, scenario="easy"), [Seat("Atossa")])
    bot = make_bot("normal", 4)
    seen = []
    while not session.state.is_over:
        year = session.state.year
        session.apply(bot.choose(session.state, 0))
        if session.state.year != year or session.state.is_over:
            player = session.state.players[0]
            seen.append((year, [len(player.tax_resolved), len(player.campaign_resolved), len(player.buildings)]))
    assert session.by_year == seen
    assert Session.from_json(session.to_json()).by_year == seen
