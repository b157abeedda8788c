"""The screens met during and after a game, History and the ends of a game, keep every word
whole at every text size, in the language the tests run in (XERXES_LANGUAGE): no widget's words
wider or taller than it, no word drawn cut short, squeezed under legible or out of the window."""

from dataclasses import replace

import pytest

from tools.autoplay import Clicker
from tools.reviewed_games import finished_game
from xerxes_app.saving.settings import UI_SCALES
from xerxes_app.ui.game.play import Play

from ..looks.drawn_words import DrawnWords
from ..looks.test_access import words_that_do_not_fit
from ..table.test_printed_words import _position
from ..table_at import at_table, to_table


@pytest.fixture(scope="module")
def games():
    """A game of four to its end with a person among them, and a solo game lost to its end."""
    return {"over": finished_game(4, seed=4)[0], "solo": finished_game(1, seed=4, scenario="easy")[0]}


def _cut_here(app, monkeypatch) -> list:
    """Every word of the screen up, drawn afresh."""
    drawn = DrawnWords(monkeypatch)
    app.step()
    app.step()
    monkeypatch.undo()
    wrong = [(type(app.top).__name__, *cut) for cut in drawn.wrong] + words_that_do_not_fit(app)
    return wrong


def _at(app, percent):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent)
    app.resize(app.size)


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("percent", UI_SCALES)
def test_the_ends_of_a_game_keep_their_words_whole(app, monkeypatch, games, percent):
    _at(app, percent)
    wrong = []
    for name, session in games.items():
        app.push(app.registry["title"](app))  # as after a game: its screens take the title's place
        Play(app, session).show_next()
        Clicker(app).frames(2)
        assert type(app.top).__name__ == ("GameOver" if name == "over" else "SoloOver")
        wrong += _cut_here(app, monkeypatch)
        app.back_to("title")
    assert not wrong


@pytest.mark.filterwarnings("error:.*too small:UserWarning")
@pytest.mark.parametrize("percent", UI_SCALES)
def test_history_keeps_its_words_whole(app, monkeypatch, percent):
    _at(app, percent)
    clicker = to_table(app, players=4, seed=3)
    for _ in range(12):  # into the first placements: moments to go back to
        clicker.decide()
    while app.top.private_seat() is None:
        clicker.decide()
    clicker.click(("button", "history"))
    wrong = _cut_here(app, monkeypatch)
    for _ in range(len(app.top.steps) - 1):
        clicker.click("earlier")
        wrong += _cut_here(app, monkeypatch)
    assert not wrong


@pytest.mark.filterwarnings("error:.*too small:UserWarning")
@pytest.mark.parametrize("percent", UI_SCALES)
def test_history_of_a_game_not_begun_here_says_so_whole(app, monkeypatch, percent):
    """A game opened in mid-play (an example, a loaded save) has no earlier rounds to show."""
    _at(app, percent)
    clicker = at_table(app, _position(4))
    clicker.click(("button", "history"))
    assert app.top.history.note
    assert not _cut_here(app, monkeypatch)
