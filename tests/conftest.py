import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True, scope="session")
def _never_the_players_folders(tmp_path_factory):
    """Whatever a test starts, saved games and settings go to a folder of the test run's own."""
    patch = pytest.MonkeyPatch()
    folder = tmp_path_factory.mktemp("user")
    patch.setenv("XERXES_SAVE_DIR", str(folder / "saves"))
    patch.setenv("XERXES_CONFIG_DIR", str(folder / "config"))
    yield
    patch.undo()
