"""A window size from the settings file is cut to the screen: a file asking for 16384 × 16384
once made the app take seconds to start and gigabytes of memory."""

import json
import os

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


def test_a_size_chosen_in_settings_is_cut_to_the_screen_and_centred_on_it(app, monkeypatch):
    """SDL keeps a resized window's corner where it was unless asked to centre it (seen under a
    real X server: a window grown from 1280 x 720 to 1920 x 1080 on a screen of that size kept
    its corner at 320, 180, its Back button off the screen)."""
    monkeypatch.delenv("SDL_VIDEO_CENTERED", raising=False)
    widest = max(w for w, _ in pygame.display.get_desktop_sizes())
    tallest = max(h for _, h in pygame.display.get_desktop_sizes())
    app.set_display((widest + 400, tallest + 400), False)
    assert app.window.get_size() == app.size == on_screen((widest + 400, tallest + 400))
    assert app.size[0] <= max(widest, MIN_SIZE[0]) and app.size[1] <= max(tallest, MIN_SIZE[1])
    assert os.environ["SDL_VIDEO_CENTERED"] == "1"  # asked of SDL at the new size
