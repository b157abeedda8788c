"""A button dimmed on a screen says why: its tooltip while the mouse rests on it, and a press
shows the reason where the screen says what cannot be done, doing nothing else (dimmed.py)."""

import pygame

from tools.autoplay import Clicker
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.load_scene import LoadScene
from xerxes_app.ui.scenes.new_game import NewGame
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell.dimmed import is_dimmed


def rested_on(app, button) -> str:
    """Rest the mouse on `button` until pygame-gui shows its tooltip; the tooltip's text."""
    pos = button.rect.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):
        app.step(0.25)  # past pygame-gui's delay
        if button.tool_tip is not None:
            return button.tool_tip.text_block.html_text
    return ""


def pressed(clicker, scene, key, button) -> None:
    """Press the dimmed `button`: the same screen stays up."""
    assert is_dimmed(button) and button.tool_tip_text, key
    assert rested_on(clicker.app, button) == button.tool_tip_text, key
    clicker.click(key)
    assert clicker.app.top is scene, f"pressing {key} did nothing"


def test_the_screens_dimmed_buttons_say_why_on_hover_and_on_press(app):
    clicker = Clicker(app, 4)
    clicker.frames(2)
    title = app.top
    assert isinstance(title, Title)
    pressed(clicker, title, "continue", title.buttons["continue"])  # no game to continue yet
    clicker.click("load")
    load = app.top
    assert isinstance(load, LoadScene) and load.selected.example, "an example is chosen first"
    assert not is_dimmed(load.widgets["load"])
    pressed(clicker, load, "delete", load.widgets["delete"])
    assert load.widgets["status"].text == words("load.example_kept") and load.selected.path.exists()
    clicker.click("back")
    clicker.click("new game")
    new = app.top
    assert isinstance(new, NewGame)
    up = new.widgets["up"][0]
    assert is_dimmed(up) and up.tool_tip_text == words("new.first_already")
    assert rested_on(app, up) == words("new.first_already")
    clicker.click_at(up.rect.center)
    assert new.widgets["refusal"].text == words("new.first_already")
    clicker.type_seed(4)
    clicker.click("start")
    while not isinstance(app.top, SetupChoice):
        clicker.decide()
    setup = app.top
    pressed(clicker, setup, "discard", setup.widgets["discard"])
    assert app.top.widgets["hint"].text == words("setup.choose_tax"), "the screen's own line says it"
    assert len(setup.play.session.commands) == 0
