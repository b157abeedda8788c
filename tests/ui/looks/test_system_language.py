"""On first start, before a language is chosen in Settings, the app speaks the system's language
where it speaks it (a Japanese LANG gives Japanese), else English; once chosen, the choice
stands whatever the system says. XERXES_LANGUAGE is the tests' own, never the app's."""

import json

import pytest

from xerxes_app.ui.looks.language import current
from xerxes_app.ui.scenes.start import start


@pytest.fixture
def system(monkeypatch):
    def speaking(lang: str) -> None:
        for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
            monkeypatch.delenv(variable, raising=False)
        monkeypatch.setenv("LANG", lang)
    return speaking


@pytest.mark.parametrize("lang, spoken", [("ja_JP.UTF-8", "ja"), ("en_GB.UTF-8", "en"), ("fr_FR.UTF-8", "en")])
def test_the_first_start_speaks_the_systems_language(tmp_path, system, lang, spoken):
    system(lang)
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config")  # no settings yet
    app.step()
    assert current() == spoken


@pytest.mark.parametrize("chosen", ["en", "ja"])
def test_a_language_chosen_in_settings_stands_whatever_the_system_says(tmp_path, system, chosen):
    system("ja_JP.UTF-8" if chosen == "en" else "en_US.UTF-8")
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": chosen}))
    app = start((1280, 720), tmp_path / "saves", config)
    app.step()
    assert current() == chosen
