"""Computer players: always legal, blind to what their seat may not see (R25), and never
touching the game's own dice."""

import random
import threading
import time

import pytest

from xerxes_app.bots import STRENGTHS, Bot, make_bot
from xerxes_app.bots.determinize import redeal
from xerxes_app.bots import judgement
from xerxes_app.rules import (
    TURN_CHANGE, SetTurnOrder, apply, current_player, legal_commands, new_game, situation, standard_content,
    view_for,
)
from xerxes_app.rules.campaign import THIRD_SLOT
from xerxes_app.rules.state import HIDDEN


def quick_bot(strength: str, seed: int) -> Bot:
    """Hard thinks to a small fixed budget here, so tests are quick and repeatable."""
    return Bot(strength, seed, time_limit=None, playouts=12) if strength == "hard" else make_bot(strength, seed)


def positions(count: int, players: int, seed: int):
    """Positions from random legal play, spread over the whole game."""
    rand = random.Random(seed)
    found = []
    while len(found) < count:
        state = new_game(players=players, seed=rand.randrange(1 << 30))
        stop = rand.randrange(10, 160)
        for _ in range(stop):
            if state.is_over:
                break
            apply(state, rand.choice(legal_commands(state)))
        if not state.is_over:
            found.append(state)
    return found


@pytest.mark.parametrize("strength", STRENGTHS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_bot_returns_a_legal_command(strength, players):
    count = 6 if strength == "hard" else 40
    for state in positions(count, players, seed=players):
        seat = current_player(state)
        command = quick_bot(strength, 3).choose(view_for(state, seat), seat)
        assert command in legal_commands(state)


@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_a_bot_plays_whole_games(strength):
    for seed in range(3):
        state = new_game(players=4, seed=seed)
        bots = [make_bot(strength, seed * 10 + seat) for seat in range(4)]
        while not state.is_over:
            seat = current_player(state)
            apply(state, bots[seat].choose(view_for(state, seat), seat))
        assert state.standings


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_bot_sees_only_its_seat_view(strength):
    """R25: two games that differ only in what the seat cannot see (other hands, discards, the
    decks, the event order, the dice) get the same answer, whether the bot is handed the view
    or, by mistake, the whole game."""
    for real in positions(4, 4, seed=11):
        seat = current_player(real)
        view = view_for(real, seat)
        other = redeal(view, seat, random.Random(99))
        assert view_for(other, seat).players[seat] == view.players[seat]
        assert other.rng != real.rng
        answers = {
            quick_bot(strength, 5).choose(given, seat)
            for given in (view, real, other, view_for(other, seat))
        }
        assert len(answers) == 1


@pytest.mark.parametrize("strength", STRENGTHS)
def test_thinking_never_changes_the_game_or_its_dice(strength):
    for state in positions(4, 3, seed=5):
        before = state.clone()
        seat = current_player(state)
        quick_bot(strength, 1).choose(state, seat)
        assert state == before


def test_the_same_seed_gives_the_same_games():
    def game(seed):
        state = new_game(players=3, seed=4)
        bots = [make_bot("normal", seed + seat) for seat in range(3)]
        while not state.is_over:
            seat = current_player(state)
            apply(state, bots[seat].choose(view_for(state, seat), seat))
        return state

    assert game(1) == game(1)


def test_a_redeal_fits_the_view():
    for real in positions(10, 4, seed=8):
        seat = current_player(real)
        view = view_for(real, seat)
        game = redeal(view, seat, random.Random(1))
        tax = [c for p in game.players for c in p.tax_hand + p.tax_discard + p.tax_resolved] + game.tax_deck
        campaigns = [c for p in game.players for c in p.campaign_hand + p.campaign_discard + p.campaign_resolved]
        assert sorted(tax) == list(range(len(game.content.tax_cards)))
        assert sorted(campaigns + game.campaign_deck) == list(range(len(game.content.campaign_cards)))
        assert sorted(game.event_deck) == list(range(len(game.content.events)))
        assert HIDDEN not in game.event_deck
        for other, player in enumerate(view.players):
            assert len(game.players[other].tax_hand) == len(player.tax_hand)
        assert game.players[seat] == view.players[seat]
        revealed = [e for e in view.event_deck if e != HIDDEN]
        assert game.event_deck[len(game.event_deck) - len(revealed) :] == revealed


def test_a_hard_bot_answers_at_once_when_interrupted():
    state = positions(1, 4, seed=2)[0]
    seat = current_player(state)
    bot = Bot("hard", 1, time_limit=30.0, playouts=100_000)
    threading.Timer(0.2, bot.interrupt).start()
    start = time.perf_counter()
    command = bot.choose(view_for(state, seat), seat)
    assert time.perf_counter() - start < 5
    assert command in legal_commands(state)


def test_a_hard_bot_counts_its_time_limit_on_the_clock_it_is_given():
    """The measuring tools time Hard by the thread's processor time (`clock`): the limit holds on
    that clock, whatever the wall clock says."""
    state = next(s for s in positions(8, 4, seed=5) if len(legal_commands(s)) > 2)
    seat = current_player(state)
    ticks = iter(range(10**6))  # a clock that moves a second each time it is read
    bot = Bot("hard", 1, time_limit=3.0, playouts=100_000, clock=lambda: float(next(ticks)))
    command = bot.choose(view_for(state, seat), seat)
    assert command in legal_commands(state)
    # Read once for the deadline, then before each playout: past it after 4 reads.
    assert bot.policy.playouts_done == 3


@pytest.mark.parametrize("strength", STRENGTHS)
def test_a_bot_explains_its_commands(strength):
    for state in positions(15, 4, seed=21):
        seat = current_player(state)
        view = view_for(state, seat)
        bot = quick_bot(strength, 2)
        for command in legal_commands(state)[:20] + [bot.choose(view, seat)]:
            sentence = bot.explain(view, seat, command)
            assert sentence.endswith(".") and len(sentence) < 140


@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_a_bot_plays_a_solo_game(strength):
    """R20: no opponent to hurt, no VP taken; the bots still play to the end."""
    state = new_game(players=1, seed=2, scenario="easy")
    bot = make_bot(strength, 1)
    while not state.is_over:
        apply(state, bot.choose(view_for(state, 0), 0))


def _two_player_turn_change(**india):
    return situation(
        [{"satrap": "India", "workers": [TURN_CHANGE, "Media"], **india}, {"satrap": "Lydia", "workers": ["Ionia", "Bactria"]}],
        phase="turn_change",
        event="Flood",
        year=2,
    )


def test_a_normal_bot_of_two_takes_the_1st_slot_only_for_its_campaigns():
    # R8 amended: the 1st slot always costs a resource, so with no Campaign card left to
    # resolve (the 2nd slot's missing unit costs nothing) the bot takes the 2nd.
    done = _two_player_turn_change(campaign_resolved=[0, 1, 2], vp=15)
    assert make_bot("normal", 1).choose(view_for(done, 0), 0) == SetTurnOrder((1, 0))
    campaigning = _two_player_turn_change()
    assert campaigning.players[0].campaign_hand
    assert make_bot("normal", 1).choose(view_for(campaigning, 0), 0) == SetTurnOrder((0, 1))


def test_a_bot_counts_the_solo_3rd_slots_unit():
    # R21: the tile's slot is the player's, so the 3rd slot's unit is in reach in solo too.
    tile = next(t.index for t in standard_content().solo_tiles if t.slot == THIRD_SLOT)
    state = situation([{"satrap": "India"}], phase="placement", scenario="easy", tile=tile)
    assert judgement.area_units_in_reach(state, 0)[1] == 1


def test_what_a_satrap_remembers_follows_the_game():
    # Normal remembers the free buildings' worth and its units' worth between decisions: a
    # building taken, or a permanent unit gained, must show in its next judgement.
    content = standard_content()
    tax = next(card for card in content.tax_cards if card.unit is not None)
    campaign = next(card for card in content.campaign_cards if card.needs[tax.unit])

    def game(tax_resolved, buildings):
        india = {"satrap": "India", "campaign_hand": [campaign.index], "tax_resolved": tax_resolved, "buildings": buildings}
        return situation([india, {"satrap": "Lydia"}], year=2)

    before = game([], [])
    building = content.buildings[0]
    assert building.index in [g.building for g in judgement.goals(before, 0)]
    taken = game([], [building.name])
    assert building.index not in [g.building for g in judgement.goals(taken, 1)]
    gained = game([tax.index], [])
    assert judgement.unit_worths(gained, 0)[tax.unit] < judgement.unit_worths(before, 0)[tax.unit]
    assert judgement.unit_worths(game([], []), 0) == judgement.unit_worths(before, 0)
