"""Random legal games played to the end, by the thousand, with the invariants checked after every
command; and a Hypothesis state machine that mixes legal and illegal commands."""

import random

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from xerxes_app.rules import (
    Build, IllegalCommand, LoseResource, Pass, PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder, TakeGift,
    apply, command_from_json, current_player, dumps, legal_commands, loads, new_game,
)
from xerxes_app.rules.state import GAME_OVER, PLACEMENT
from xerxes_app.rules.validation import problems

GAMES_PER_COUNT = 700  # 2,100 games in all


def check_invariants(state):
    found = problems(state)  # resources 0..3, VP >= 0, cards conserved, buildings, board, phase
    assert not found, found
    if state.phase == GAME_OVER:
        # R19: only after year 7 or with a player at 25 VP.
        assert state.year == 7 or max(p.vp for p in state.players) >= 25
        assert legal_commands(state) == []
    else:
        assert legal_commands(state), "no legal command before the end"
    if state.phase == PLACEMENT and state.turn == 0 and state.sweep == 1:
        # A new round only begins when nobody reached 25 VP in the last one.
        assert max(p.vp for p in state.players) < 25


def play_random_game(players, seed, deep=False):
    """Play to the end; `deep` also applies every listed command to a clone, and round-trips
    the state through a save at every step."""
    state = new_game(players, seed)
    chooser = random.Random(seed)
    commands = []
    while not state.is_over:
        legal = legal_commands(state)
        if deep:
            for command in legal:
                apply(state.clone(), command)
            assert loads(dumps(state)) == state
        command = chooser.choice(legal)
        apply(state, command)
        commands.append(command.to_json())
        assert state.clone() == state
        check_invariants(state)
    return state, commands


def replay(players, seed, commands):
    state = new_game(players, seed)
    for data in commands:
        apply(state, command_from_json(data))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    endings = {"25 VP": 0, "year 7": 0}
    for seed in range(GAMES_PER_COUNT):
        state, commands = play_random_game(players, seed)
        endings["25 VP" if max(p.vp for p in state.players) >= 25 else "year 7"] += 1
        if seed % 50 == 0:
            assert dumps(replay(players, seed, commands)) == dumps(state), "same seed and commands, same game"
            assert loads(dumps(state)) == state
    assert endings["year 7"] > 0


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13), (4, 14)])
def test_every_listed_command_applies_and_every_state_saves(players, seed):
    play_random_game(players, seed, deep=True)


def test_same_seed_same_game_different_seed_different_deal():
    a, _ = play_random_game(4, 99)
    b, _ = play_random_game(4, 99)
    c = new_game(4, 100)
    assert dumps(a) == dumps(b)
    assert [p.tax_hand for p in new_game(4, 99).players] != [p.tax_hand for p in c.players]


# Commands of every kind with plausible arguments, most of them illegal at any given moment.
ANY_COMMAND = st.one_of(
    st.builds(PlaceWorker, st.sampled_from(["Thracia", "Lydia", "Atlantis", "turn change"])),
    st.builds(ResolveTax, st.integers(-1, 24)),
    st.builds(Build, st.sampled_from(["Road", "Temple", "Colosseum"]), st.tuples(st.integers(0, 3), st.integers(0, 3))),
    st.builds(ResolveCampaign, st.integers(0, 16), st.just(("Thracia",)), st.integers(0, 3)),
    st.builds(TakeGift, st.sampled_from(["gold", "silver"])),
    st.builds(LoseResource, st.sampled_from(["wool", "wood"])),
    st.builds(SetTurnOrder, st.tuples(st.integers(0, 3), st.integers(0, 3))),
    st.just(Pass()),
)


class GameMachine(RuleBasedStateMachine):
    @initialize(players=st.integers(2, 4), seed=st.integers(0, 2**32))
    def start(self, players, seed):
        self.state = new_game(players, seed)

    @rule(choice=st.integers(0, 10_000))
    def play_a_legal_command(self, choice):
        legal = legal_commands(self.state)
        if legal:
            apply(self.state, legal[choice % len(legal)])

    @rule(command=ANY_COMMAND)
    def try_any_command(self, command):
        before = dumps(self.state)
        legal = command in legal_commands(self.state)
        try:
            apply(self.state, command)
        except IllegalCommand as refusal:
            assert not legal, f"a listed command was refused: {refusal}"
            assert str(refusal).strip(), "a refusal must say why"
            assert dumps(self.state) == before, "a refused command changed the state"
        else:
            assert legal, f"an unlisted command was accepted: {command}"

    @invariant()
    def sound(self):
        if hasattr(self, "state"):
            check_invariants(self.state)
            assert current_player(self.state) is None or 0 <= current_player(self.state) < len(self.state.players)


GameMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=120, deadline=None)
test_game_machine = GameMachine.TestCase
