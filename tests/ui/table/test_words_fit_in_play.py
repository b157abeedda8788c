"""Every word of the table fits at the largest text size through a whole year played by clicks
(placement, the event, campaigns, building, taxation and the turn change), in the tests'
language: no widget's words wider than their room, none the table draws cut short."""

from dataclasses import replace

import pytest

from tests.ui.looks.drawn_words import DrawnWords
from tests.ui.looks.test_access import words_that_do_not_fit
from tools.autoplay import Clicker


@pytest.mark.filterwarnings("error:.*too small:UserWarning")
def test_a_year_at_130_percent_cuts_no_word(app, monkeypatch):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=130, computer_pace="instant", animation_speed="off")
    app.resize(app.size)
    drawn = DrawnWords(monkeypatch)
    clicker = Clicker(app, 2)
    clicker.new_game(3, 5)
    wrong, screens = set(), set()
    for _ in range(400):  # a year is under 100 decisions
        play = getattr(app.top, "play", None)
        if play is not None and play.state.year >= 2:
            break
        clicker.decide()
        screens.add(type(app.top).__name__)
        wrong |= {(type(app.top).__name__, str(problem)) for problem in words_that_do_not_fit(app)}
        wrong |= {(type(app.top).__name__, str(problem)) for problem in drawn.wrong}
        drawn.wrong.clear()
    assert app.top.play.state.year == 2 and "Table" in screens
    assert not wrong
