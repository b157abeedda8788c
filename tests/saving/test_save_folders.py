from pathlib import Path

import platformdirs

from xerxes_app.saving import EXAMPLES_FOLDER, config_folder, save_folder


def test_the_option_wins_over_the_variable_which_wins_over_the_platform(monkeypatch, tmp_path):
    monkeypatch.delenv("XERXES_SAVE_DIR", raising=False)
    assert save_folder() == platformdirs.user_data_path("xerxes", appauthor=False) / "saves"
    monkeypatch.setenv("XERXES_SAVE_DIR", str(tmp_path / "from-variable"))
    assert save_folder() == tmp_path / "from-variable"
    assert save_folder(tmp_path / "from-option") == tmp_path / "from-option"
    assert save_folder("~/saves") == Path.home() / "saves"


def test_the_config_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("XERXES_CONFIG_DIR", raising=False)
    assert config_folder() == platformdirs.user_config_path("xerxes", appauthor=False)
    monkeypatch.setenv("XERXES_CONFIG_DIR", str(tmp_path))
    assert config_folder() == tmp_path
    assert config_folder(tmp_path / "given") == tmp_path / "given"


def test_the_example_games_are_the_projects_saves_folder():
    assert EXAMPLES_FOLDER == Path(__file__).resolve().parents[2] / "saves"
