"""An unexpected error never loses a game: a frame that raises writes its traceback to
xerxes.log, goes back to the title screen with one calm sentence saying where the log is, and
Continue takes the game up at its last decision; a window that keeps failing closes with the same
words on the terminal; the next start after a session that ended badly (a crash, a kill -9) says
so once."""

import os
import signal
import subprocess
import sys

import pytest

from tools.autoplay import Clicker
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes import start as start_module
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell import app_window, mishaps
from xerxes_app.ui.shell.log_file import LOG_FILE
from xerxes_app.ui.table.table import Table


class Planted(RuntimeError):
    """The fault these tests plant."""


@pytest.fixture(autouse=True)
def pygame_stays(monkeypatch):
    """The window's end quits pygame, whose fonts the screens' cache keeps for the tests after."""
    monkeypatch.setattr(app_window.pygame, "quit", lambda: None)


@pytest.fixture
def notices(monkeypatch):
    said = []
    real = app_window.notice

    def noted(app, title, text):
        said.append((title, text))
        return real(app, title, text)

    monkeypatch.setattr(app_window, "notice", noted)
    monkeypatch.setattr(start_module, "notice", noted)
    return said


def fail_once_then_close(monkeypatch, app, scene_kind) -> list:
    """`scene_kind`'s draw raises the first time; the window closes after the next whole frame,
    whichever screen drew it. The screens on top after each whole frame."""
    real, tops = scene_kind.draw, []

    def draw(self, surface):
        monkeypatch.setattr(scene_kind, "draw", real)
        raise Planted("a fault planted in the table's drawing")

    def step(dt=0.0):
        type(app).step(app, dt)
        tops.append(type(app.top))
        app.running = False

    monkeypatch.setattr(scene_kind, "draw", draw)
    monkeypatch.setattr(app, "step", step)
    return tops


def test_a_frame_that_raises_is_logged_said_calmly_and_the_game_is_kept(tmp_path, monkeypatch, notices):
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config")
    clicker = Clicker(app, 3)
    clicker.new_game(2, 11)
    for _ in range(60):  # past the opening discards and hand-offs, into the year's placements
        if isinstance(app.top, Table) and app.top.play.session.state.year == 1 and len(app.top.play.session.commands) > 6:
            break
        clicker.decide()
    assert isinstance(app.top, Table)
    kept = app.top.play.session.to_json()
    tops = fail_once_then_close(monkeypatch, app, Table)
    assert app.run() is True  # came back from the fault, then closed as asked
    assert tops == [Title]  # the frame after the fault was the title screen's
    log = tmp_path / "config" / LOG_FILE
    assert notices == [(words("problem.unexpected_title"), words("problem.unexpected", log=str(log)))]
    written = log.read_text(encoding="utf-8")
    assert "Unexpected error on the Table screen" in written and "Planted: a fault planted" in written
    assert "Traceback (most recent call last)" in written
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config")
    clicker = Clicker(app, 3)
    clicker.frames(2)
    clicker.click("continue")
    clicker.frames(2)
    assert app.top.play.session.to_json() == kept  # the game exactly at its last decision


def test_a_window_that_fails_again_right_away_closes_with_its_log(tmp_path, monkeypatch, notices):
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config")

    def broken(self, surface):
        raise Planted("a title screen that cannot be drawn")

    monkeypatch.setattr(Title, "draw", broken)
    assert app.run() is False
    written = (tmp_path / "config" / LOG_FILE).read_text(encoding="utf-8")
    assert written.count("Planted: a title screen that cannot be drawn") == 2  # the first, and the one after coming back
    assert len(notices) == 1


def killed_after_start(config) -> None:
    """A real process that leaves its mark as the app does, then is killed -9."""
    program = (f"import os, signal; from xerxes_app.ui.shell import mishaps; mishaps.begin({str(config)!r}); "
               "os.kill(os.getpid(), signal.SIGKILL)")
    done = subprocess.run([sys.executable, "-c", program], timeout=120)
    assert done.returncode == -signal.SIGKILL


def test_the_start_after_a_kill_says_once_that_the_last_session_ended_badly(tmp_path, notices):
    config = tmp_path / "config"
    assert mishaps.begin(config) is False  # a first start: nothing to say
    mishaps.end(config)
    assert not (config / mishaps.RUNNING_MARK).exists()
    killed_after_start(config)
    assert mishaps.begin(config) is True
    app = start((1280, 720), tmp_path / "saves", config, last_ended_badly=True)
    assert notices == [(words("problem.ended_badly_title"), words("problem.ended_badly", log=str(config / LOG_FILE)))]
    Clicker(app).frames(2)
    mishaps.end(config)
    assert mishaps.begin(config) is False  # said once: this session ended cleanly
    mishaps.end(config)


def test_a_second_window_still_open_is_no_bad_ending(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    other = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        (config / mishaps.RUNNING_MARK).write_text(str(other.pid))
        assert mishaps.begin(config) is False
        mishaps.end(config)
    finally:
        other.stdin.close()
        other.wait(timeout=60)


def test_the_app_itself_leaves_no_mark_when_it_ends_cleanly(tmp_path):
    config = tmp_path / "config"
    killed_after_start(config)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "xerxes_app", "--ready-signal", "--config-dir", str(config),
                           "--save-dir", str(tmp_path / "saves")], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.startswith("ready"), done.stderr
    assert not (config / mishaps.RUNNING_MARK).exists()
