"""What the engine keeps between decisions rather than finds again (the pending player's legal
commands, placement's free places, the log's entries as plain tuples until read) always answers
what finding it afresh answers: over random games of every size and solo, after a copy, a save
and a load, and a refused command."""

import random

import pytest

from xerxes_app.rules import (
    IllegalCommand, LogEntry, PlaceWorker, apply, current_player, dumps, legal_commands, loads, new_game, refusal,
    view_for,
)
from xerxes_app.rules.placement import _free_places
from xerxes_app.rules.state import PLACEMENT

GAMES = 25  # per kind of game below: some 20,000 decisions in all


def fresh(state):
    """The pending player's commands listed from nothing: a copy keeps no list."""
    copy = state.clone()
    assert copy.kept is None and copy.free_places is None
    return legal_commands(copy)


@pytest.mark.parametrize("players, scenario", [(2, None), (3, None), (4, None), (1, "easy"), (1, "hard")])
def test_the_kept_commands_are_those_listed_afresh_at_every_decision(players, scenario):
    for seed in range(GAMES):
        state = new_game(players, seed, scenario=scenario)
        chooser = random.Random(seed)
        while not state.is_over:
            legal = legal_commands(state)
            assert legal == fresh(state)
            if state.phase == PLACEMENT and state.free_places is not None:
                assert state.free_places == _free_places(state)
            if seed % 10 == 0:  # a save keeps no list either, and lists the same
                assert legal_commands(loads(dumps(state))) == legal
            apply(state, chooser.choice(legal))
        assert legal_commands(state) == [] == fresh(state)


def test_each_call_hands_out_a_list_of_its_own():
    state = new_game(4, 3)
    legal = legal_commands(state)
    legal.clear()
    assert legal_commands(state) == fresh(state) != []


def test_a_refused_command_leaves_the_kept_commands_as_they_were():
    state = new_game(4, 5)
    chooser = random.Random(5)
    while state.phase != PLACEMENT:
        apply(state, chooser.choice(legal_commands(state)))
    legal = legal_commands(state)
    taken = next(c for c in legal if isinstance(c, PlaceWorker) and c.place != "turn change")
    apply(state, taken)
    with pytest.raises(IllegalCommand):
        apply(state, taken)  # the area is taken now
    assert legal_commands(state) == fresh(state)
    assert taken not in legal_commands(state)


def test_the_log_reads_as_entries_however_it_was_written():
    state = new_game(4, 8)
    chooser = random.Random(8)
    for _ in range(60):
        apply(state, chooser.choice(legal_commands(state)))
    unread = state.clone()
    assert all(type(entry) is LogEntry for entry in state.log)
    assert state == unread  # entries read or not, the game is the same
    first = state.log[0]
    apply(state, chooser.choice(legal_commands(state)))
    assert state.log[0] is first  # read once, an entry stays the same object
    assert all(type(entry) is LogEntry for entry in state.log)
    assert [entry.text for entry in unread.log] == [entry.text for entry in state.log[: len(unread.log)]]
    view = view_for(state, 0)
    assert all(type(entry) is LogEntry for entry in view.log)
    assert loads(dumps(state)).log == state.log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seat_s_own_view_takes_every_command_the_game_takes(players):
    """A screen checks a command on its seat's view before sending it (network play, hints): the
    engine then goes on to the next decision in the view, where other seats' hands are hidden, and
    must neither fail nor refuse what the game itself accepts."""
    for seed in range(4):
        state = new_game(players, seed)
        chooser = random.Random(seed)
        while not state.is_over:
            seat = current_player(state)
            command = chooser.choice(legal_commands(state))
            assert refusal(view_for(state, seat), command) is None, (state.phase, command)
            apply(state, command)
