"""The app without a mouse: a whole game by key presses alone, every screen reached and left by
keys, the number keys on the icons beside the board, the shortcuts list, and text fields keeping their keys.

Keys are posted as KEYDOWN and KEYUP through the real event loop; the player decides as the
clicker does, but moves the focus ring with Tab and acts with Enter or a number.
"""

import pygame

from xerxes_app.rules import situation, standard_content
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.scenes.hand_off import HandOff
from tools.keyplay import Keyboarder
from xerxes_app.ui.scenes.load_scene import LoadScene
from xerxes_app.ui.scenes.new_game import NewGame
from xerxes_app.ui.scenes.rules_scene import Rules
from xerxes_app.ui.scenes.settings_scene import SettingsScene
from xerxes_app.ui.scenes.solo_scene import Solo
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell.dialog import dialogs
from xerxes_app.ui.table.icon_pick import IconPick

from ..table_at import HandOffWatch, to_table

C = standard_content()


def windows(app, kind=None):
    return dialogs(app, kind)


def test_a_whole_two_player_game_by_keys_alone(app):
    watch = HandOffWatch()
    keys = Keyboarder(app, seed=11, on_frame=watch)
    keys.frames(2)
    pygame.mouse.set_pos((0, 0))  # the mouse rests in a corner the whole game
    keys.new_game(2, 11)
    assert isinstance(app.top, HandOff)
    play = app.top.play
    assert play.state.seed == 11, "the seed typed in is the game's seed"
    keys.play_to_end()
    assert isinstance(app.top, GameOver)
    assert play.state.is_over and len(play.state.standings) == 2
    for seat in range(2):  # R25 held: each seat's secrets only after its own hand-off
        assert ("SetupChoice", seat) in watch.private_views and ("Table", seat) in watch.private_views
    assert len(play.session.commands) > 2 * 7 * 2
    assert keys.keys > len(play.session.commands)
    keys.click("new game")
    assert isinstance(app.top, NewGame)


def test_every_title_screen_is_reached_and_left_by_keys(app):
    keys = Keyboarder(app)
    keys.frames(2)
    for name, kind in (("new game", NewGame), ("solo", Solo), ("rules", Rules), ("load", LoadScene),
                       ("settings", SettingsScene)):
        keys.click(name)
        assert isinstance(app.top, kind), name
        keys.press(pygame.K_ESCAPE)
        assert isinstance(app.top, Title), name


def test_the_shortcuts_open_with_f1_and_question_mark_and_close_with_escape(app):
    keys = Keyboarder(app)
    keys.frames(2)
    keys.press(pygame.K_F1)
    assert len(windows(app, "shortcuts")) == 1
    keys.press(pygame.K_F1)  # never twice
    assert len(windows(app, "shortcuts")) == 1
    keys.press(pygame.K_ESCAPE)
    assert not windows(app, "shortcuts") and isinstance(app.top, Title)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0))
    keys.frames(2)
    assert len(windows(app, "shortcuts")) == 1
    keys.press(pygame.K_RETURN)  # its Close button has the focus
    keys.frames(1)
    assert not windows(app, "shortcuts")
    keys.click("keys")  # and the title's own button
    assert len(windows(app, "shortcuts")) == 1


def test_a_text_field_keeps_its_keys_and_tab_leaves_it(app):
    keys = Keyboarder(app)
    keys.frames(2)
    keys.click("new game")
    keys.click("seed")
    entry = app.top.widgets["seed"]
    assert entry.is_focused
    for _ in range(12):
        keys.post(pygame.K_BACKSPACE)
    for key in (pygame.K_4, pygame.K_2, pygame.K_SPACE):  # a space is not a press of the focused thing
        keys.post(key)
    keys.frames(2)
    assert entry.get_text() == "42" and isinstance(app.top, NewGame)
    keys.press(pygame.K_TAB)
    assert not entry.is_focused
    keys.press(pygame.K_1)  # no longer typed anywhere
    assert entry.get_text() == "42"


def test_on_the_table_keys_reach_areas_buttons_and_windows(app):
    keys = to_table(app, driver=Keyboarder)
    table = app.top
    targets = table.targets()
    focusable = {tuple(item.rect) for item in app.focus.items()}
    off = {tuple(w.rect) for w in table.widgets.values() if hasattr(w, "is_enabled") and not w.is_enabled}
    for key, rect in targets.items():
        assert tuple(rect) in focusable or tuple(rect) in off, key  # an unavailable button is skipped
    # The arrow keys move the ring to a neighbour on the map.
    keys.focus_on(targets[("area", "Armenia")])
    keys.press(pygame.K_DOWN)
    assert app.focus.key != ("area", "Armenia")
    # Save as opens and Escape closes it; Rules opens and Escape comes back.
    keys.click(("button", "save as"))
    assert table.saving.window is not None
    keys.press(pygame.K_ESCAPE)
    assert table.saving.window is None and app.top is table
    keys.click(("button", "rules"))
    assert isinstance(app.top, Rules)
    keys.press(pygame.K_ESCAPE)
    assert app.top is table


def test_number_keys_pick_the_nth_icon_and_enter_confirms(app):
    # Aegyptus's ability is chosen on the icons beside the board: the number keys answer.
    state = situation([{"satrap": "Aegyptus", "workers": ["Ionia", "Media"]}, {"satrap": "India", "workers": ["Thracia", "Sogdia"]}],
                      phase="campaign", event="Fire", year=2)
    keys = Keyboarder(app, seed=3)
    Play(app, Session(state, [Seat("Ada"), Seat("Bo")])).show_next()
    while not isinstance(app.top, Table) or app.top.private_seat() is None:
        keys.decide()
    table = app.top
    keys.click(("button", "ability"))
    pick = table.choosing
    assert pick is not None and table.confirming is None and len(pick.buttons) > 1
    assert list(pick.buttons)[:3] == ["Aegyptus", "Ionia", "Media"], "his areas' units, home first"
    keys.press(pygame.K_2)
    assert pick.answers == ["Ionia"], "2: the second unit offered"
    ship = C.areas[C.area_index["Ionia"]].unit
    first = next(unit for unit in range(len(C.units)) if unit != ship)
    assert list(pick.buttons)[0] == C.units[first], "the unit it is already is not offered"
    keys.press(pygame.K_1)
    assert not isinstance(table.choosing, IconPick) and table.confirming is not None, "both answered: the change is confirmed"
    keys.frames(1)
    assert app.focus.current().element is table.confirming.window.buttons["confirm"], "the focus starts on Confirm"
    before = len(table.play.session.commands)
    keys.press(pygame.K_RETURN)
    keys.answer_question()
    assert len(table.play.session.commands) == before + 1
    assert table.play.state.players[0].ability_used
    assert table.play.state.players[0].converted == (C.area_index["Ionia"], ship, first)


def test_the_readme_lists_the_same_shortcuts_as_the_app():
    from pathlib import Path

    from xerxes_app.ui.shell.shortcuts import shortcuts_markdown

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    assert shortcuts_markdown() in readme
