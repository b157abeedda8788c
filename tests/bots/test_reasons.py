"""A computer's reason is a message id with its values: its English sentence is the message's,
and the same id and values put it into Japanese, for the log of a game in either language."""

import random
import re

import pytest

from xerxes_app.bots.explain import explain
from xerxes_app.rules import apply, current_player, legal_commands, new_game, view_for
from xerxes_app.rules.messages import ENGLISH, render


@pytest.mark.parametrize("players, scenario", [(4, None), (2, None), (1, "hard")])
def test_every_reason_reads_in_english_and_in_japanese(players, scenario):
    rand = random.Random(players)
    said = set()
    for seed in range(3):
        state = new_game(players, seed=seed, scenario=scenario) if scenario else new_game(players, seed=seed)
        while not state.is_over:
            seat = current_player(state)
            view = view_for(state, seat)
            for command in legal_commands(state)[:12]:
                reason = explain(view, seat, command)
                assert reason == render(reason.message, reason.values) and reason.endswith(".")
                japanese = render(reason.message, reason.values, "ja")
                assert not re.search(r"[A-Za-z]{2,}", japanese.replace("VP", "")), japanese
                said.add(reason.message)
            apply(state, rand.choice(legal_commands(state)))
    assert len(said) >= 12  # reasons of every phase were read


def test_no_reason_calls_the_player_it():
    """A reason is read of a computer in the log and as a person's own hint ("Hint: … because
    …"): its words call the player neither "it" nor "its", which a person would read of
    themselves."""
    reasons = {key: text for key, text in ENGLISH.items() if key.startswith("reason_")}
    assert len(reasons) >= 20
    for key, text in reasons.items():
        assert not re.search(r"\bits?\b", text, re.IGNORECASE), (key, text)
