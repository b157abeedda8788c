"""The sentences that describe a decision before it is confirmed (the confirmation, the choosers'
summaries, the undo tooltip) speak the language chosen: in Japanese, the game's terms in
Japanese and no English word left."""

import random
import re

import i18n
import pytest

from xerxes_app.rules import ConvertUnit, ResolveCampaign, apply, current_player, legal_commands, new_game
from xerxes_app.ui.looks.words import describe, source_label, units_available

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def japanese():
    before = i18n.get("locale")
    i18n.set("locale", "ja")
    yield
    i18n.set("locale", before)


@pytest.mark.parametrize("players, scenario", [(4, None), (3, None), (1, "hard")])
def test_every_decision_is_described_in_japanese(japanese, players, scenario):
    rand = random.Random(players)
    names = ["アトッサ", "ダレイオス", "キュロス", "パリュサティス"]
    kinds = set()
    for seed in range(3):
        state = new_game(players, seed=seed, scenario=scenario) if scenario else new_game(players, seed=seed)
        while not state.is_over:
            seat = current_player(state)
            for command in legal_commands(state)[:30]:
                said = [describe(state, names, seat, command)]
                if isinstance(command, ResolveCampaign):
                    said.append(units_available(state, seat))
                if isinstance(command, ConvertUnit):
                    said.append(source_label(state, seat, command.source))
                for sentence in said:
                    assert not ENGLISH_WORD.search(sentence.replace("VP", "")), sentence
                kinds.add(type(command))
            apply(state, rand.choice(legal_commands(state)))
    assert len(kinds) >= 8  # decisions of every phase were described

