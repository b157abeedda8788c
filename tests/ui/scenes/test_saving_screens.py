"""Saving as the player meets it, by clicks on the real screens: Continue after a restart, Save
as, the load screen (Load, Delete, unreadable files, the examples), the autosave's warning on a
full disk, and settings kept across runs. Every test keeps its saves and settings in tmp_path."""

import copy
import errno
import json
import os

import pygame
import pytest

from xerxes_app.ui.shell.dimmed import is_dimmed
from xerxes_app.ui.looks.language import said, words
from xerxes_app.rules import current_player
from xerxes_app.saving import Settings, list_saves, save_as, save_settings
from tools.autoplay import Clicker
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.scenes.load_scene import LoadScene
from xerxes_app.ui.scenes.save_cards import SEP, card_lines
from xerxes_app.ui.scenes.settings_scene import SettingsScene
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell.dialog import Dialog, dialogs

from ..table_at import to_table


@pytest.fixture
def folders(tmp_path):
    return tmp_path / "saves", tmp_path / "config"


def launch(folders, size=(1280, 720)) -> tuple:
    app = start(size, *folders)
    clicker = Clicker(app, seed=5)
    clicker.frames(2)
    return app, clicker


def quit_app(app) -> None:
    """Close the window as a player would, and end the run as the app does."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
    app.keeper.close()


def settled_click(clicker, key) -> None:
    """A click on a list's line or a dialog's button: they tell the screen one frame later
    than a button does."""
    clicker.click(key)
    clicker.frames(2)


def messages(app) -> list[Dialog]:
    return dialogs(app, "notice")


def play_commands(clicker, count: int) -> None:
    for _ in range(count):
        clicker.decide()


def to_own_table(clicker) -> Table:
    """Past any hand-off or setup choice, to the table of the player whose turn it is."""
    app = clicker.app
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
        clicker.decide()
    return app.top


def snapshot(session) -> dict:
    return copy.deepcopy(session.to_json())


class VeiledFirst:
    """R25 on resuming: a hand is on screen only after its player asked for it on the veiled table."""

    def __init__(self):
        self.handed_to = None

    def __call__(self, app):
        top = app.top
        assert not isinstance(top, HandOff), "a game opened needs no full-screen hand-off"
        veiled = top.veiled_for() if isinstance(top, Table) else None
        if veiled is not None:
            self.handed_to = veiled
        elif top.private_seat() is not None:
            assert top.private_seat() == self.handed_to, "a hand was shown before its player asked"


def veiled_table(app) -> Table:
    """The table just opened: the board in view, the hand of the player whose turn it is veiled."""
    table = app.top
    assert isinstance(table, Table) and table.private_seat() is None and table.hand == []
    assert table.veiled_for() == current_player(table.play.state)
    return table


def test_continue_after_a_restart_resumes_exactly_with_the_hand_veiled(folders):
    app, clicker = launch(folders)
    assert is_dimmed(app.top.buttons["continue"])  # nothing to continue yet
    clicker = to_table(app, players=3, seed=8)
    play_commands(clicker, 7)
    left = snapshot(app.top.play.session)
    year = app.top.play.state.year
    quit_app(app)

    app, clicker = launch(folders)
    watch = VeiledFirst()
    clicker.on_frame = watch
    title = app.top
    assert not is_dimmed(title.buttons["continue"])
    assert title.buttons["continue"].text == f"Continue: year {max(1, year)}, 3 players"
    clicker.click("continue")
    play = veiled_table(app).play  # pass-and-play resumes with the board in view, the hand veiled
    assert snapshot(play.session) == left
    clicker.click(("button", "show hand"))  # the player named clicks
    assert isinstance(app.top, Table) and app.top.private_seat() == current_player(play.state)
    # Play goes on from there, and is saved again.
    before = len(play.session.commands)
    clicker.decide()
    assert len(play.session.commands) == before + 1
    quit_app(app)


def test_leaving_the_game_asks_nothing_and_continue_offers_it(folders):
    app, _ = launch(folders)
    clicker = to_table(app, players=2, seed=4)
    clicker.decide()
    to_own_table(clicker)
    session = snapshot(app.top.play.session)
    clicker.click(("button", "menu"))
    assert isinstance(app.top, Title) and not messages(app)
    assert not is_dimmed(app.top.buttons["continue"])
    clicker.click("continue")
    assert snapshot(veiled_table(app).play.session) == session


def test_save_as_refuses_an_empty_name_asks_before_replacing_and_the_load_screen_lists_it(folders):
    app, _ = launch(folders)
    clicker = to_table(app, players=2, seed=6)
    clicker.decide()
    table = to_own_table(clicker)
    clicker.click(("button", "save as"))
    window = table.saving.window
    assert window is not None
    clicker.click(("save as", "save"))
    assert "name" in window.refusal.text and table.saving.window is window  # empty: refused, still open
    clicker.type_into(("save as", "name"), "Evening game")
    clicker.click(("save as", "save"))
    assert table.saving.window is None
    clicker.frames(1)
    assert "Evening game" in table.saving.line.text and table.saving.line.visible
    saved = snapshot(table.play.session)
    [entry] = list_saves(folders[0], examples=None)
    assert entry.name == "Evening game"

    # The same name again: asked first; keeping the old one writes nothing.
    clicker.decide()
    table = to_own_table(clicker)
    clicker.click(("button", "save as"))
    clicker.type_into(("save as", "name"), "Evening game")
    clicker.click(("save as", "save"))
    assert ("save as", "replace") in table.targets()
    settled_click(clicker, ("save as", "keep"))
    assert list_saves(folders[0], examples=None)[0].game == entry.game

    clicker.click(("save as", "cancel"))
    clicker.click(("button", "menu"))
    clicker.click("load")
    load = app.top
    assert isinstance(load, LoadScene)
    assert ("save", "Evening game") in load.targets()
    line = SEP.join(card_lines(next(e for e in load.entries if e.name == "Evening game")))
    game = entry.game
    assert "pass-and-play" in line and f"year {game.year}" in line and entry.saved_at.strftime("%Y") in line
    for player in game.players:
        assert f"{player.satrap} {player.vp}" in line
    settled_click(clicker, ("save", "Evening game"))
    details = load.widgets["details"].html_text
    for player in game.players:
        assert player.name in details and player.satrap in details
    clicker.click("load")
    assert snapshot(veiled_table(app).play.session) == saved


def test_delete_asks_first_and_examples_cannot_be_deleted(folders, tmp_path):
    app, clicker = launch(folders)
    to_table(app, players=2, seed=2)
    session = app.top.play.session
    for name in ("Keep me", "Throw me away"):
        save_as(folders[0], session, name)
    clicker.click(("button", "menu"))
    clicker.click("load")
    load = app.top
    settled_click(clicker, ("save", "Throw me away"))
    clicker.click("delete")
    settled_click(clicker, "cancel delete")
    assert {e.name for e in list_saves(folders[0], examples=None)} == {"Keep me", "Throw me away"}
    clicker.click("delete")
    settled_click(clicker, "confirm delete")
    assert {e.name for e in list_saves(folders[0], examples=None)} == {"Keep me"}
    assert ("save", "Throw me away") not in load.targets() and ("save", "Keep me") in load.targets()
    example = next(e for e in load.entries if e.example and e.game.mode == "pass-and-play")
    settled_click(clicker, ("example", example.name))
    assert load.selected.example and is_dimmed(load.widgets["delete"]) and not is_dimmed(load.widgets["load"])


def test_unreadable_files_are_listed_with_their_reason_and_the_rest_still_load(folders):
    saves = folders[0]
    saves.mkdir(parents=True)
    (saves / "empty.json").write_bytes(b"")
    (saves / "cut short.json").write_bytes(b'{"format": "xerxes", "vers')
    (saves / "someone else's.json").write_text(json.dumps({"hello": "world"}))
    app, clicker = launch(folders)
    to_table(app, players=2, seed=9)
    save_as(saves, app.top.play.session, "Good one")
    clicker.click(("button", "menu"))
    clicker.click("load")
    load = app.top
    unreadable = {e.name: e for e in load.entries if not e.readable}
    assert set(unreadable) == {"empty", "cut short", "someone else's"}
    assert "empty" in unreadable["empty"].problem
    for entry in unreadable.values():
        # The card says why under the file's name; the panel beside the cards says it too.
        assert card_lines(entry) == [entry.name, words("load.unreadable", problem=said(entry.problem))]
        settled_click(clicker, ("save", entry.name))
        assert is_dimmed(load.widgets["load"]) and entry.problem in load.widgets["details"].html_text
    contents = {p.name: p.read_bytes() for p in saves.iterdir() if not p.name.startswith("autosave")}
    settled_click(clicker, ("save", "Good one"))
    clicker.click("load")
    veiled_table(app)
    assert {p.name: p.read_bytes() for p in saves.iterdir() if p.name in contents} == contents  # untouched


def test_an_unreadable_autosave_tells_why_on_continue_and_is_kept(folders):
    saves = folders[0]
    saves.mkdir(parents=True)
    (saves / "autosave.json").write_text('{"format": "xerxes", "version": 999}')
    app, clicker = launch(folders)
    title = app.top
    assert title.buttons["continue"].text == "Continue: unreadable"
    clicker.click("continue")
    assert isinstance(app.top, Title)
    [message] = messages(app)
    assert "cannot be continued" in message.text_box.html_text
    assert (saves / "autosave.json").read_text() == '{"format": "xerxes", "version": 999}'


def test_an_example_opens_from_the_load_screen_with_the_hand_veiled(folders):
    app, clicker = launch(folders)
    clicker.click("load")
    load = app.top
    examples = [e for e in load.entries if e.example]
    assert len(examples) >= 5 and all(e.readable for e in examples)
    assert load.entries[-len(examples):] == examples  # the player's own saves come first
    four = next(e for e in examples if e.game.mode == "pass-and-play" and e.game.year == 5)
    settled_click(clicker, ("example", four.name))
    clicker.click("load")
    veiled_table(app)
    # It is now the game to continue.
    clicker.click(("button", "show hand"))
    clicker.click(("button", "menu"))
    assert app.top.buttons["continue"].text == "Continue: year 5, 4 players"


def test_a_full_disk_during_autosave_shows_a_warning_and_play_goes_on(folders, monkeypatch):
    app, _ = launch(folders)
    clicker = to_table(app, players=2, seed=3)
    app.keeper.autosaver.flush()
    good = (folders[0] / "autosave.json").read_bytes()

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    clicker.decide()
    app.keeper.autosaver.flush()
    table = to_own_table(clicker)  # through the next hand-off, play going on
    clicker.frames(1)
    assert table.saving.line.visible and "the disk is full" in table.saving.line.text, app.keeper.warning
    assert (folders[0] / "autosave.json").read_bytes() == good  # the last good save stays
    before = len(table.play.session.commands)
    clicker.decide()
    assert len(table.play.session.commands) == before + 1
    monkeypatch.undo()
    to_own_table(clicker)
    clicker.decide()
    app.keeper.autosaver.flush()
    table = to_own_table(clicker)
    clicker.frames(1)
    assert not table.saving.line.visible, app.keeper.warning  # saving works again: the warning is gone
    assert (folders[0] / "autosave.json").read_bytes() != good


def test_settings_are_kept_across_a_restart(folders, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])  # a screen with room for 1600 × 900
    app, clicker = launch(folders, size=None)
    assert app.size == (1280, 720)
    clicker.click("settings")
    assert isinstance(app.top, SettingsScene)
    clicker.click(("size", (1600, 900)))
    assert app.size == (1600, 900) and app.window.get_size() == (1600, 900)
    clicker.click(("speed", "slow"))
    clicker.click("back")
    assert isinstance(app.top, Title)
    quit_app(app)
    app, clicker = launch(folders, size=None)
    assert app.size == (1600, 900)
    assert app.keeper.settings == Settings(window_size=(1600, 900), fullscreen=False, animation_speed="slow")
    clicker.click("settings")
    assert app.top.widgets[("speed", "slow")].most_specific_combined_id.endswith("#selected")
    clicker.click(("size", "fullscreen"))
    assert app.fullscreen and app.keeper.settings.fullscreen
    clicker.click(("size", (1280, 720)))
    assert not app.fullscreen and app.size == (1280, 720)


def test_a_damaged_settings_file_is_told_once_and_the_defaults_are_used(folders):
    folders[1].mkdir(parents=True)
    (folders[1] / "settings.json").write_text("{ not json")
    app, clicker = launch(folders, size=None)
    assert app.size == (1280, 720)
    [message] = messages(app)
    assert "damaged" in message.text_box.html_text
    save_settings(folders[1], Settings())
    app, clicker = launch(folders, size=None)
    assert not messages(app)
