"""Rules at hand: the table's Rules button opens the phase at hand's rulebook section and its
rulings; the search field narrows the rules to what mentions the words typed."""

import pygame

from xerxes_app.rules import situation
from xerxes_app.ui.scenes.rules_scene import Rules
from xerxes_app.ui.looks.rules_text import rulings

from .table_at import at_table


def test_the_rules_button_opens_the_phase_at_hand(app):
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=3, phase="build", event="Flood"))
    clicker.click(("button", "rules"))
    rules = app.top
    assert isinstance(rules, Rules)
    text = rules.widgets["text"].html_text
    assert "NOW: BUILD PHASE" in text and "From the rulebook: Build phase: constructing buildings" in text
    assert rulings()["R14"] in text and rulings()["R15"] in text
    assert rules.widgets["list"].get_single_selection() == "Now: Build phase"
    clicker.click("back")
    assert app.top is not rules


def test_the_search_narrows_the_sections_and_shows_the_matching_sentences(app):
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement"))
    clicker.click(("button", "rules"))
    rules = app.top
    everything = rules.shown_titles()
    clicker.click("search")
    for char in "elephant":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    clicker.frames(3)
    shown = rules.shown_titles()
    assert 0 < len(shown) < len(everything)
    assert [item["text"] for item in rules.widgets["list"].item_list] == shown
    text = rules.widgets["text"].html_text
    assert "mention “elephant”" in text and "elephant</font></b>" in text
    assert "Rulings: Setup" not in shown


def test_the_rules_give_the_amended_first_slot(app):
    # R8 as amended: a 1st player who gathered nothing still loses a resource, from the mat.
    assert "otherwise<br>one from your mat" in rulings()["R8"]
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement"))
    clicker.click(("button", "rules"))
    clicker.click("search")
    for char in "from your mat":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    clicker.frames(3)
    assert "Rulings: Turn track and turn change" in app.top.shown_titles()
    assert "from your mat</font></b>" in app.top.widgets["text"].html_text
