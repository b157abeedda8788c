"""A window size from the settings file is cut to the screen: a file asking for 16384 × 16384
once made the app take seconds to start and gigabytes of memory."""

import json

import pygame

from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.shell.app_window import on_screen
from xerxes_app.ui.looks.look import MIN_SIZE


def test_the_settings_window_is_no_larger_than_the_screen(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "window_size": [16384, 16384]}))
    app = start(None, tmp_path / "saves", config)
    widest = max(max(w for w, _ in pygame.display.get_desktop_sizes()), MIN_SIZE[0])
    tallest = max(max(h for _, h in pygame.display.get_desktop_sizes()), MIN_SIZE[1])
    assert app.size[0] <= widest and app.size[1] <= tallest
    assert app.window.get_size() == app.size


def test_a_small_screen_still_gets_the_smallest_window_every_screen_is_laid_out_for():
    assert on_screen((640, 480)) == MIN_SIZE
