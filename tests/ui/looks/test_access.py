"""Access: player colours told apart with colour-vision deficiencies and by their patterns (R1);
the text size setting, and every screen's words fitting at 1280 x 720 at every text size, in
every language."""

import itertools
import json
import math
from dataclasses import replace

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from xerxes_app.rules import standard_content
from xerxes_app.saving import load_settings
from xerxes_app.saving.settings import LANGUAGES, UI_SCALES
from xerxes_app.ui.looks import icons
from tools.autoplay import Clicker
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.looks.look import PLAYER_COLOURS
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.sound.mixer import PygameMixer
from xerxes_app.ui.table.layout import PASS_WORDS
from xerxes_app.ui.table.table import Table
from tools.shots import ShotMixer

# Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB.
DEFICIENCIES = {
    "none": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
APART = 30  # CIE76 distance: clearly different at a glance (2.3 is just noticeable)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(rgb, deficiency: str = "none") -> tuple[float, float, float]:
    """CIELAB of `rgb` as seen with `deficiency`."""
    linear = [_linear(c) for c in rgb]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, linear)))) for row in DEFICIENCIES[deficiency])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.mark.parametrize("deficiency", list(DEFICIENCIES))
def test_every_pair_of_player_colours_stays_apart(deficiency):
    for (a, rgb_a), (b, rgb_b) in itertools.combinations(PLAYER_COLOURS.items(), 2):
        distance = math.dist(lab(rgb_a, deficiency), lab(rgb_b, deficiency))
        assert distance > APART, f"{a} and {b} with {deficiency}: {distance:.1f}"


def test_the_colours_still_read_as_their_names():
    red, blue, green, yellow = (PLAYER_COLOURS[name] for name in ("red", "blue", "green", "yellow"))
    assert red[0] > 2 * red[1] and red[0] > 2 * red[2]
    assert blue[2] > 2 * blue[0] and blue[2] > blue[1]
    assert green[1] > green[0] + 80 and green[1] > green[2]
    assert yellow[0] > 200 and yellow[1] > 200 and yellow[2] < 100


def test_every_satrap_has_its_own_pattern_that_shows_on_its_colour():
    satraps = standard_content().satraps
    assert len({s.pattern for s in satraps}) == len(satraps) and len({s.colour for s in satraps}) == len(satraps)
    for satrap in satraps:
        image = icons.swatch(satrap.colour, satrap.pattern, 60, 60)
        inner = [tuple(image.get_at((x, y)))[:3] for x in range(4, 56, 2) for y in range(4, 56, 2)]
        fill = PLAYER_COLOURS[satrap.colour]
        ink = max(set(inner), key=lambda c: math.dist(lab(c), lab(fill)))
        share = sum(1 for c in inner if math.dist(lab(c), lab(fill)) > 25) / len(inner)
        assert math.dist(lab(ink), lab(fill)) > 40, satrap.name  # the pattern's ink stands out
        assert 0.1 < share < 0.7, (satrap.name, share)  # and covers a good part, not all


def test_the_text_size_is_kept_and_a_wrong_one_falls_back(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "ui_scale": 115}))
    assert load_settings(tmp_path).settings.ui_scale == 115
    for wrong in (120, "115", 1.15, True):
        (tmp_path / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "ui_scale": wrong}))
        loaded = load_settings(tmp_path)
        assert loaded.settings.ui_scale == 100 and "ui scale" in loaded.problem


def test_the_settings_screen_changes_the_text_size_at_once(app):
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("settings")
    before = app.top.widgets["back"].font.size("Back")[1]
    clicker.click(("scale", 130))
    assert app.keeper.settings.ui_scale == 130
    assert app.top.widgets["back"].font.size("Back")[1] > before
    assert app.top.widgets[("scale", 130)].get_object_ids()[-1] == "#selected"


def words_that_do_not_fit(app) -> list:
    """Buttons, labels and a list's lines whose words are wider or taller than the widget."""
    wrong = []
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, (UIButton, UILabel)) and element.alive() and element.visible and element.text:
            width, height = element.font.size(element.text)
            if width > element.rect.width - 8 or height > element.rect.height:
                wrong.append((type(app.top).__name__, element.text, (width, height), element.rect.size))
    return wrong


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("percent", UI_SCALES)
def test_every_text_size_fits_at_1280_by_720(app, percent, language):
    app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
    app.resize(app.size)
    clicker = Clicker(app, seed=3)
    clicker.frames(2)
    wrong = words_that_do_not_fit(app)
    for screen in ("settings", "solo", "rules", "load"):
        clicker.click(screen)
        wrong += words_that_do_not_fit(app)
        clicker.click("back")
    clicker.click("new game")
    clicker.click(("players", 4))
    clicker.click(("kind", 1))  # the longest of the "Played by" menu's words shown
    clicker.click(("kind", 1, "hard"))
    wrong += words_that_do_not_fit(app)
    clicker.click(("kind", 1))
    clicker.click(("kind", 1, "human"))
    clicker.type_seed(3)  # the same deal every run; every satrap's own words are measured below
    clicker.click("hints on")  # between people hints are off unless chosen: on, the Hint button is measured too
    wrong += words_that_do_not_fit(app)
    clicker.click("start")
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
        wrong += words_that_do_not_fit(app)
        clicker.decide()
    clicker.frames(1)
    wrong += words_that_do_not_fit(app)
    clicker.click(("button", "save as"))
    wrong += words_that_do_not_fit(app)
    clicker.click(("save as", "cancel"))
    # The table veiled for the next player, its log drawer open, and the game's menu.
    clicker.decide()
    while app.top.veiled_for() is None:
        clicker.decide()
    wrong += words_that_do_not_fit(app)
    clicker.click(("button", "log"))
    wrong += words_that_do_not_fit(app)
    clicker.click(("button", "log"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    clicker.frames(2)
    wrong += words_that_do_not_fit(app)
    clicker.click(("menu", "resume"))
    clicker.decide()
    # Whichever satrap sits at the table, in whichever phase: Pass's and the ability's words.
    said_by = {"ability": [words("table.ability_of", satrap=term(s.name)) for s in app.top.play.state.content.satraps],
               "pass": [words(key) for key in (*PASS_WORDS.values(), "table.pass")]}
    for name, labels in said_by.items():
        button = app.top.widgets[name]
        for label in labels:
            if button.font.size(label)[0] > button.rect.width - 8:
                wrong.append(("Table", label, button.font.size(label), button.rect.size))
    assert not wrong
    table = app.top
    window = pygame.Rect((0, 0), app.size)
    parts = [table.board.rect, table.hand_area, table.widgets["pass"].rect,
             table.widgets["ability"].rect, table.widgets["banner"].rect] + table.mat_rects
    for i, a in enumerate(parts):
        assert window.contains(a), a
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    buttons = [rect for key, rect in table.targets().items() if key[0] == "button" or key[0] == "save as"]
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.colliderect(b), (a, b)


class _Silent(PygameMixer):
    """A computer with no sound device."""

    def open(self) -> bool:
        return False


@pytest.mark.filterwarnings("error:.*too small:UserWarning")  # pygame-gui cutting a label fails the test
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("mixer", [ShotMixer, _Silent], ids=["sound", "no sound"])
def test_settings_at_130_percent_speaks_in_the_apps_faces_at_that_size(tmp_path, language, mixer):
    """Every word of Settings, the volumes' names and values or the sentence saying there is no
    sound included, in the app's own faces (never pygame-gui's default one), larger at 130 %
    than at 100 %, and inside its widget."""
    (tmp_path / "config").mkdir()
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config", mixer=mixer())
    heights = {}
    for percent in (100, 130):
        app.keeper.settings = replace(app.keeper.settings, ui_scale=percent, language=language)
        app.resize(app.size)
        clicker = Clicker(app)
        clicker.frames(2)
        clicker.click("settings")
        default = app.manager.get_theme().get_font_dictionary().get_default_font()
        said = [e for e in app.manager.get_sprite_group().sprites() if isinstance(e, (UIButton, UILabel)) and e.alive() and e.text]
        assert said and not [e.text for e in said if e.font is default], "no word in pygame-gui's own face"
        heights[percent] = {e.text: e.font.size(e.text)[1] for e in said if not e.text[0].isdigit()}
        assert not words_that_do_not_fit(app)
        clicker.click("back")
    sound = [words("settings.master"), words("settings.effects"), words("settings.music")] if mixer is ShotMixer else [words("settings.no_sound")]
    assert all(heights[130][text] > heights[100][text] for text in sound), "the sound's words grow with the text size"
