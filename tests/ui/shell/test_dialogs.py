"""Every dialog of the app is one module's (shell/dialog.py), drawn in the table's look: a notice,
the keyboard's shortcuts, the game's menu, Save as and its question before replacing a save, the
table's confirmations, the load screen's question before deleting, each opened here by clicks and
keys on the real screens; the network screens' questions are checked where they are asked
(`asking` finds only the module's dialogs). No other module makes a pygame-gui window."""

import ast
import json
from pathlib import Path

import pygame
import pygame_gui

from tests.ui.conftest import LANGUAGE
from tools.autoplay import Clicker
from tools.keyplay import Keyboarder
from xerxes_app.rules import situation
from xerxes_app.saving import save_as
from xerxes_app.session import Seat, Session
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.shell.dialog import LOOK, Dialog, dialogs

from ..table_at import at_table

PACKAGE = Path(__file__).resolve().parents[3] / "xerxes_app"
WINDOWS = {name for name in dir(pygame_gui.elements) + dir(pygame_gui.windows) if "Window" in name or "Dialog" in name}


def theme_colour(block: str, key: str) -> tuple[int, int, int]:
    value = json.loads((PACKAGE.parent / "assets" / "theme.json").read_text(encoding="utf-8"))[block]["colours"][key]
    return pygame.Color(value)[:3]


def assert_in_the_look(app, dialog: Dialog, kind: str) -> None:
    """The dialog is the module's, of its job's kind, over the screen and blocking it, drawn from
    theme.json's "#dialog": parchment inside, its title on clay."""
    assert isinstance(dialog, Dialog) and dialog.kind == kind and dialog.alive(), kind
    assert LOOK in dialog.object_ids and dialog.is_blocking, kind
    assert dialog.buttons[dialog.default].object_ids[-1] == "#selected", f"{kind}: the default choice stands out"
    app.step()
    inside = dialog.get_container().get_rect()
    assert tuple(app.window.get_at((inside.left + 3, inside.bottom - 3)))[:3] == theme_colour("#dialog", "dark_bg"), kind
    band = dialog.title_bar.rect
    assert tuple(app.window.get_at((band.left + 3, band.centery)))[:3] == theme_colour("#dialog.#title_bar", "normal_bg"), kind


def test_no_module_but_the_dialogs_makes_a_window():
    """A window of pygame-gui's, or a blocking one, is made in shell/dialog.py alone."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "dialog.py" and path.parent.name == "shell":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            named = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None
            if named in WINDOWS or named == "set_blocking":
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {named}")
            if isinstance(node, ast.ImportFrom) and node.module == "pygame_gui.windows":
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} pygame_gui.windows")
    assert WINDOWS >= {"UIWindow", "UIMessageWindow", "UIConfirmationDialog", "UIFileDialog"}
    assert not found


def test_a_notice_is_a_dialog_closed_by_escape_or_its_one_choice(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE}))
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "autosave.json").write_text('{"format": "xerxes", "version": 999}')
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config")
    keys = Keyboarder(app)
    keys.frames(2)
    keys.click("continue")  # the last game cannot be continued: a notice says why
    [notice] = dialogs(app)
    assert_in_the_look(app, notice, "notice")
    assert list(notice.buttons) == ["close"] and notice.buttons["close"].text == words("common.dismiss")
    keys.press(pygame.K_TAB)
    assert app.focus.current().element is notice.buttons["close"], "the keyboard starts on its one choice"
    keys.press(pygame.K_ESCAPE)
    assert not dialogs(app)


def test_every_dialog_on_the_title_on_load_and_at_the_table_is_the_modules(app):
    keys = Keyboarder(app, seed=3)
    keys.frames(2)
    keys.press(pygame.K_F1)
    assert_in_the_look(app, dialogs(app)[-1], "shortcuts")
    keys.press(pygame.K_ESCAPE)
    state = situation([{"satrap": "Lydia"}, {"satrap": "India"}], phase="placement")
    save_as(app.keeper.save_dir, Session(state, [Seat("Ann"), Seat("Bo")]), "Evening game")
    clicker = Clicker(app, answer_questions=False)
    clicker.click("load")
    clicker.click(("save", "Evening game"))
    clicker.click("delete")
    assert_in_the_look(app, app.top.confirm_delete, "ask")
    clicker.click("cancel delete")
    clicker.frames(1)
    assert not dialogs(app)
    clicker.click("back")
    at_table(app, state, answer_questions=False)
    table = app.top
    clicker.click(("area", "Thracia"))  # a decision that cannot be taken back: asked first
    assert_in_the_look(app, table.asking.confirmation.window, "confirm")
    clicker.click(("confirm", "cancel"))
    clicker.frames(1)
    assert not dialogs(app)
    clicker.click(("button", "save as"))
    assert_in_the_look(app, table.saving.window.window, "save as")
    clicker.type_into(("save as", "name"), "Evening game")
    clicker.click(("save as", "save"))  # the same name: asked before replacing it
    assert_in_the_look(app, table.saving.window.confirm_replace, "confirm")
    clicker.click(("save as", "keep"))
    clicker.click(("save as", "cancel"))
    clicker.frames(1)
    keys.press(pygame.K_ESCAPE)
    assert_in_the_look(app, table.menu, "menu")
    assert list(table.menu.buttons)[0] == table.menu.default == table.menu.escape == "resume"
    keys.press(pygame.K_ESCAPE)
    assert not dialogs(app) and app.top is table


def test_the_boards_choice_is_confirmed_in_a_dialog_entered_by_keys(app):
    """A decision made on the board (Babylonia's ability, with nothing to choose) is confirmed
    in the dialog, its Confirm the default: Enter takes it."""
    seats = [{"satrap": "Babylonia", "workers": ["Ionia", "Media"]}, {"satrap": "India", "workers": ["Thracia", "Sogdia"]}]
    clicker = at_table(app, situation(seats, phase="campaign", event="Fire", year=2))
    table = app.top
    clicker.click(("button", "ability"))
    dialog = table.confirming.window
    assert_in_the_look(app, dialog, "confirm")
    assert list(dialog.buttons) == ["cancel", "confirm"] and dialog.default == "confirm" and dialog.escape == "cancel"
    keys = Keyboarder(app)
    keys.press(pygame.K_TAB)
    assert app.focus.current().element is dialog.buttons["confirm"]
    before = len(table.play.session.commands)
    keys.press(pygame.K_RETURN)
    keys.answer_question()
    assert len(table.play.session.commands) == before + 1 and table.play.state.players[0].ability_used
