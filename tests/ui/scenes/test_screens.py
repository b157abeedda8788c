"""The screens one by one: what the title offers, refusals in the banner, layout at two sizes."""

from dataclasses import replace

import pygame
import pytest

from xerxes_app.ui.shell.dimmed import is_dimmed
from xerxes_app.rules import Pass, PlaceWorker, ResolveTax, apply, legal_commands, situation, why_not
from tools.autoplay import Clicker
from xerxes_app.ui.scenes.rules_scene import Rules
from xerxes_app.ui.scenes.title import Title
from xerxes_app.saving.settings import LANGUAGES
from xerxes_app.ui.looks.backdrop import backdrop, border_height
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.table import hit_test

from ..table_at import at_table, reason, to_table


def test_title_offers_new_game_and_rules_and_shows_why_the_rest_waits(app):
    clicker = Clicker(app)
    clicker.frames(2)
    title = app.top
    assert isinstance(title, Title)
    for name in ("continue",):  # no game to continue yet
        button = title.buttons[name]
        assert is_dimmed(button) and button.tool_tip_text, name
    clicker.click("rules")
    assert isinstance(app.top, Rules)
    clicker.click("back")
    assert isinstance(app.top, Title)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_title_button_lies_on_the_checkered_border(app, language, size):
    app.keeper.settings = replace(app.keeper.settings, language=language)
    app.resize(size)
    Clicker(app).frames(2)
    border = border_height(size[1])
    room = pygame.Rect(0, border, size[0], size[1] - 2 * border)
    buttons = list(app.top.targets().values())
    assert len(buttons) == 11
    assert [rect for rect in buttons if not room.contains(rect)] == []
    assert not [(a, b) for i, a in enumerate(buttons) for b in buttons[i + 1:] if a.colliderect(b)]


def test_registered_screens_enable_their_title_buttons(app):
    app.registry["load"] = Rules  # any screen will do: the title only looks it up by name
    app.resize(app.size)
    assert app.top.buttons["load"].is_enabled


def test_a_click_the_rules_forbid_shows_the_engines_reason(app):
    clicker = to_table(app)
    table = app.top
    state = table.play.state
    home = state.content.areas[state.content.satraps[state.players[table.play.viewer].satrap].home].name
    assert PlaceWorker(home) not in legal_commands(state)
    before = len(table.play.session.commands)
    said = reason(state, PlaceWorker(home))
    clicker.click(("area", home))
    assert "home of the Satrap" in why_not(state, PlaceWorker(home)) and table.refusal == said
    assert table.widgets["refusal"].visible and table.widgets["refusal"].text == said
    assert len(table.play.session.commands) == before
    # A legal click clears the refusal and places the worker.
    place = next(c for c in legal_commands(state) if isinstance(c, PlaceWorker) and c.place != "turn change")
    clicker.click(("area", place.place))
    assert len(table.play.session.commands) == before + 1


def test_a_card_clicked_out_of_its_phase_is_refused_with_the_reason(app):
    clicker = to_table(app)
    table = app.top
    card = next(key for key in table.targets() if key[0] == "tax")
    clicker.click(card)
    assert "taxation phase" in why_not(table.play.state, ResolveTax(card[1]))
    assert table.refusal == reason(table.play.state, ResolveTax(card[1]))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_lays_out_without_overlaps(app, size):
    to_table(app, players=4)
    app.resize(size)
    app.step()
    table = app.top
    window = pygame.Rect((0, 0), size)
    parts = [table.board.rect, table.hand_area, table.widgets["pass"].rect,
             table.widgets["ability"].rect, table.widgets["banner"].rect] + table.mat_rects
    for part in parts:
        assert window.contains(part), part
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for key, rect in table.targets().items():
        assert window.contains(rect), key
        if key[0] == "area" and key[1] != "turn change":
            assert hit_test.thing_at(table, rect.center) == key, key


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_takes_half_the_window_and_the_log_is_a_drawer(app, size):
    clicker = to_table(app, players=4)
    app.resize(size)
    app.step()
    table = app.top
    board = table.board.rect
    assert board.width * board.height >= size[0] * size[1] / 2
    log = table.widgets["log"]
    assert not log.visible, "the log waits in its drawer"
    clicker.click(("button", "log"))
    assert log.visible and log.rect.colliderect(table.mat_rects[0]) and not log.rect.colliderect(board)
    assert table.widgets["log button"].text == words("table.close_log")
    assert words("log.heading", year=1, phase=words("phase.placement")) in log.html_text
    clicker.click(("button", "log"))
    assert not log.visible and table.widgets["log button"].text == words("table.log")


def test_nothing_of_the_hand_peeks_past_the_open_log(app):
    # In the taxation phase the cards that can be paid are ringed, and a ring is wider than its card.
    rich = {"gold": 3, "iron": 3, "stone": 3, "wood": 3, "wheat": 3, "wool": 3}
    clicker = at_table(app, situation([{"satrap": "India", "resources": rich}, {"satrap": "Lydia"}], phase="taxation", event="Flood"))
    table = app.top
    assert any(key[0] == "tax" for key in table.targets())
    clicker.click(("button", "log"))
    log = table.widgets["log"]
    ground = backdrop(*app.size, borders=False)
    beside = [(log.rect.left - dx, y) for dx in (1, 2, 3, 4) for y in range(log.rect.top, log.rect.bottom, 2)]
    assert [table.canvas.get_at(p) for p in beside] == [ground.get_at(p) for p in beside]


def test_resizing_the_window_keeps_the_game_playable(app):
    clicker = to_table(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    clicker.frames(2)
    assert app.size == (1600, 900)
    table = app.top
    before = len(table.play.session.commands)
    clicker.decide()
    assert len(table.play.session.commands) == before + 1


def test_new_game_refuses_a_name_that_cannot_be_shown(app):
    # The name rule of a loaded game holds on the new-game screen too: a pasted control
    # character is refused in words, and no game starts.
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("new game")
    screen = app.top
    clicker.click_at(screen.widgets["name"][1].rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ar\x1btabanus"))
    clicker.frames(2)
    assert "\x1b" in screen.widgets["name"][1].get_text()
    clicker.click("start")
    assert app.top is screen
    assert screen.refusal == words("new.seat_problem", number=2, problem=words("problem.name_unprintable"))


def test_the_1st_slot_that_gathered_nothing_is_asked_for_a_resource_from_the_mat(app):
    # R8 amended: India's mat is full of all his areas yield (Fire stops wood), so nothing is
    # gathered, and he still loses one, from his mat.
    full = {"gold": 3, "wood": 3, "wheat": 3, "wool": 3, "iron": 1}
    state = situation([{"satrap": "India", "workers": ["Thracia", "Bactria"], "resources": full},
                       {"satrap": "Lydia", "workers": ["Ionia", "Media"]}], phase="campaign", event="Fire")
    apply(state, Pass())
    apply(state, Pass())
    clicker = at_table(app, state)
    clicker.frames(2)
    pick = app.top.choosing
    assert pick is not None and app.top.confirming is None
    assert pick.title == words("resources.lose_title") and pick.ask.text == words("resources.lose_from_mat")
    assert {key[1] for key in app.top.targets() if key[0] == "resource"} == {"gold", "iron", "wood", "wheat", "wool"}


def test_the_window_is_never_smaller_than_1280_by_720(app):
    to_table(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 560), w=1000, h=560))
    app.step()
    assert app.size == (1280, 720) and app.window.get_size() == (1280, 720)


def test_new_game_sets_hints_on_for_one_person_off_between_people_or_as_chosen(app):
    clicker = Clicker(app, seed=3)
    clicker.frames(2)
    clicker.click("new game")
    scene = app.top

    def chosen():
        return [key for key in ("hints on", "hints off") if scene.widgets[key].object_ids[-1] == "#selected"]

    assert chosen() == ["hints off"], "two people: off by default"
    clicker.click(("kind", 1))
    clicker.click(("kind", 1, "normal"))
    clicker.frames(2)  # the menu reports its change a frame after the click
    assert chosen() == ["hints on"], "one person and a computer: on by default"
    clicker.click("hints off")
    clicker.click(("kind", 1))
    clicker.click(("kind", 1, "hard"))
    clicker.frames(2)
    assert chosen() == ["hints off"], "once chosen, the choice stays"
    clicker.click("start")
    assert app.top.play.session.hints is False
