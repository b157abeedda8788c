"""The language chosen in Settings applies at once: the screens' words, and the faces that draw
them, change without a restart, and the choice is kept."""

from tools.autoplay import Clicker
from xerxes_app.saving import load_settings
from xerxes_app.ui.looks.language import current, words
from xerxes_app.ui.table.table import Table


def test_choosing_japanese_in_the_settings_changes_the_title_at_once(app, tmp_path):
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("settings")
    clicker.click(("language", "en"))  # whichever the suite runs in
    clicker.click("back")
    assert app.top.buttons["new game"].text == "New game"
    clicker.click("settings")
    clicker.click(("language", "ja"))
    assert current() == "ja" and load_settings(tmp_path / "config").settings.language == "ja"
    assert app.top.widgets["back"].text == "戻る"
    clicker.click("back")
    assert app.top.buttons["new game"].text == "新しいゲーム" == words("title.new_game")
    clicker.click("settings")
    clicker.click(("language", "en"))
    clicker.click("back")
    assert app.top.buttons["new game"].text == "New game"


def test_the_table_speaks_japanese_once_chosen(app):
    clicker = Clicker(app, seed=2)
    clicker.frames(2)
    clicker.click("settings")
    clicker.click(("language", "ja"))
    clicker.click("back")
    clicker.new_game(2, 11)
    while not isinstance(app.top, Table):
        clicker.decide()
    table = app.top
    assert table.widgets["history"].text == "履歴"
    banner = table.widgets["banner"].text
    assert "の太守：" in banner and not any("a" <= letter <= "z" for letter in banner)
    log = [entry.words("ja") for entry in table.play.state.log if entry.seat is None]
    assert log and all(not any("a" <= letter <= "z" for letter in line) for line in log)
