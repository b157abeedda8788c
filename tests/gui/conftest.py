"""GUI tests run the real app on SDL's dummy video driver and play it by posted clicks."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from xerxes_app.ui.shell.start import start


@pytest.fixture
def app(tmp_path):
    """The app at 1280 x 720, saving games and settings in the test's own folders."""
    return start((1280, 720), tmp_path / "saves", tmp_path / "config")
