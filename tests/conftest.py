import os
from pathlib import Path

import pytest

from xerxes_app.bots import make_bot
from xerxes_app.rules import current_player, new_game
from xerxes_app.session import Seat, Session

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# The tests' language (XERXES_LANGUAGE) reaches the screens' tests alone: tests/ui/conftest.py makes
# the app speak it, and every other test names its language itself or has none
# (tests/test_language_reach.py keeps it so). A run in another language than English therefore
# collects tests/ui only: the others would run exactly as they did in English.
LANGUAGE = os.environ.get("XERXES_LANGUAGE", "en")
SCREENS = Path(__file__).parent / "ui"


def pytest_ignore_collect(collection_path: Path, config) -> bool | None:
    if LANGUAGE == "en" or collection_path.suffix != ".py" or not collection_path.name.startswith("test_"):
        return None
    return SCREENS not in collection_path.parents


def pytest_report_header(config) -> str | None:
    if LANGUAGE != "en":
        return f"XERXES_LANGUAGE={LANGUAGE}: the screens' tests (tests/ui), the only ones the language reaches"
    return None


@pytest.fixture(autouse=True, scope="session")
def _never_the_players_folders(tmp_path_factory):
    """Whatever a test starts, saved games and settings go to a folder of the test run's own, and
    nothing it starts asks a router."""
    patch = pytest.MonkeyPatch()
    folder = tmp_path_factory.mktemp("user")
    patch.setenv("XERXES_SAVE_DIR", str(folder / "saves"))
    patch.setenv("XERXES_CONFIG_DIR", str(folder / "config"))
    # Nor is the turn watcher ever put among what this user's desktop starts at login.
    patch.setenv("XDG_CONFIG_HOME", str(folder / "xdg-config"))
    # No test searches the network for a router (net/router.py), the apps it starts neither: a
    # test about routers points this at one simulated on 127.0.0.1.
    patch.setenv("XERXES_ROUTER", "off")
    yield
    patch.undo()


@pytest.fixture
def with_reasons():
    """A 2-player game (a person and a computer) of a few Normal decisions, each with its reason kept as the table keeps it:
    `with_reasons(seed, decisions)`."""
    def play(seed: int, decisions: int) -> Session:
        session = Session(new_game(players=2, seed=seed), [Seat("Atossa"), Seat("Computer", "normal")])
        bot = make_bot("normal", seed)
        for _ in range(decisions):
            seat = current_player(session.state)
            command = bot.choose(session.state, seat)
            reason = bot.explain(session.state, seat, command)
            session.apply(command, (reason.message, reason.values))
        return session
    return play
