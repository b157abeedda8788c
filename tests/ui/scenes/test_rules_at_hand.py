"""Rules at hand: the table's Rules button opens the phase at hand's rulebook section and its
rulings; the search field narrows the rules to what mentions the words typed."""

import html
import re
from dataclasses import replace

import pygame
import pygame_gui
import pytest

from xerxes_app.rules import situation
from xerxes_app.ui.scenes.rules_scene import Rules
from xerxes_app.ui.looks.language import current, words
from xerxes_app.ui.looks.phase_rules import RESOURCE_PHASE, phase_section
from xerxes_app.saving.settings import LANGUAGES, UI_SCALES
from xerxes_app.ui.looks.rules_text import RULINGS_TITLE, rulings, sections

from ..table_at import at_table

# What each language's tests type into the search, and the rulings' sections it finds or not.
SEARCHES = {
    "en": {"word": "elephant", "amended": "from your mat", "setup": "Setup", "turn track": "Turn track and turn change"},
    "ja": {"word": "建物", "amended": "マットにある資源から", "setup": "準備", "turn track": "ターン順トラックとターン順の変更"},
}


def search(clicker, what: str) -> None:
    clicker.click("search")
    for char in what:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    clicker.frames(3)


def test_the_rules_button_opens_the_phase_at_hand(app):
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=3, phase="build", event="Flood"))
    clicker.click(("button", "rules"))
    rules = app.top
    assert isinstance(rules, Rules)
    text = rules.widgets["text"].html_text
    title, section = phase_section("build")
    assert title.upper() in text and section in text
    assert rulings(current())["R14"] in section and rulings(current())["R15"] in section
    assert rules.widgets["list"].get_single_selection() == title == words("rules.now", phase=words("phase.build"))
    clicker.click("back")
    assert app.top is not rules


def test_the_search_narrows_the_sections_and_shows_the_matching_sentences(app):
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement"))
    clicker.click(("button", "rules"))
    rules = app.top
    everything = rules.shown_titles()
    typed = SEARCHES[current()]
    search(clicker, typed["word"])
    shown = rules.shown_titles()
    assert 0 < len(shown) < len(everything)
    assert [item["text"] for item in rules.widgets["list"].item_list] == shown
    text = rules.widgets["text"].html_text
    assert words("rules.found", count=len(shown), query=typed["word"]) in text and f"{typed['word']}</font></b>" in text
    assert RULINGS_TITLE[current()] + typed["setup"] not in shown


def test_the_rules_give_the_amended_first_slot(app):
    # R8 as amended: a 1st player who gathered nothing still loses a resource, from the mat.
    assert "otherwise<br>one from your mat" in rulings()["R8"]
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement"))
    clicker.click(("button", "rules"))
    typed = SEARCHES[current()]
    search(clicker, typed["amended"])
    assert RULINGS_TITLE[current()] + typed["turn track"] in app.top.shown_titles()
    assert f"{typed['amended']}</font></b>" in app.top.widgets["text"].html_text


def test_one_kanji_is_searched_for_and_one_latin_letter_is_not(app):
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement"))
    clicker.click(("button", "rules"))
    rules = app.top
    everything = rules.shown_titles()
    search(clicker, "e")  # in nearly every line: no search yet
    assert rules.shown_titles() == everything
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    search(clicker, "税")  # tax: a word of its own in Japanese
    shown = rules.shown_titles()
    assert len(shown) < len(everything)
    assert all("税" in title + text for title, text in rules.entries if title in shown)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_name_no_file_a_player_never_sees(language):
    # R10 once sent the reader to CONTENT.md, the project's own file.
    texts = [text for _, text in sections(language)] + list(rulings(language).values())
    assert [found for text in texts for found in re.findall(r"[\w-]+\.(?:md|py|json|txt)\b", text)] == []


@pytest.mark.parametrize("percent", UI_SCALES)
def test_every_title_in_the_list_is_shown_whole_at_every_text_size(app, percent):
    """A title too long for the list's line is shown by the words before its colon, or cut at a
    word with an ellipsis, never at the line's edge; choosing it shows the section's full title."""
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent)
    app.resize(app.size)
    clicker = at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="build", event="Flood"))
    clicker.click(("button", "rules"))
    rules = app.top
    line = rules.widgets["list"].item_list[0]["button_element"]
    assert all(line.font.size(label)[0] <= line.rect.width - 8 for label in rules.labels)
    assert len(set(rules.labels)) == len(rules.labels)
    shortened = [i for i, (title, _) in enumerate(rules.entries) if rules.labels[i] != title]
    if current() == "en" and percent == max(UI_SCALES):
        assert rules.labels[rules.entries.index(next(e for e in rules.entries if e[0] == RESOURCE_PHASE))] == "Resource phase"
    for i in shortened:
        rules.widgets["list"].set_item_list(rules.shown_titles())
        pygame.event.post(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, text=rules.labels[i],
                                             ui_element=rules.widgets["list"]))
        clicker.frames(1)
        assert rules.section == i and html.escape(rules.entries[i][0].upper()) in rules.widgets["text"].html_text
