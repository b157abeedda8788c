"""How the app starts, however it is started: nothing on stdout but what was asked for (pygame's
greeting is not the app's), and a window whose class is the desktop entry's StartupWMClass, so
that docks give it the app's icon and group it with its menu entry."""

import os
import shutil
import subprocess
import sys

import pytest

from xerxes_app import APP_ID, WINDOW_CLASS, desktop_entry

ASKED_FOR = ("PYGAME_HIDE_SUPPORT_PROMPT", "SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")


def fresh_env(tmp_path, **more) -> dict:
    """The environment of a player's shell: none of what importing the app sets in this process."""
    env = {name: value for name, value in os.environ.items() if name not in ASKED_FOR}
    return dict(env, XERXES_SAVE_DIR=str(tmp_path / "saves"), XERXES_CONFIG_DIR=str(tmp_path / "config"), **more)


@pytest.mark.parametrize("way_in", [
    ["-m", "xerxes_app"],  # python -m xerxes_app, as the desktop entry starts it
    ["-c", "import sys; from xerxes_app.app import main; sys.exit(main())"],  # the `xerxes` command, and the bundle's launcher
])
def test_pygames_greeting_is_never_printed(tmp_path, way_in):
    done = subprocess.run([sys.executable, *way_in, "--ready-signal"], env=fresh_env(tmp_path), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == 1 and done.stdout.startswith("ready "), done.stdout


def test_the_window_has_the_desktop_entrys_class(tmp_path):
    """SDL reads the class (X11) and the app id (Wayland) when its video starts, so they are set
    before; on a real X server (Xvfb, where installed) the app's window is asked its WM_CLASS."""
    assert f"StartupWMClass={WINDOW_CLASS}" in desktop_entry.desktop_file()
    assert desktop_entry.entry_paths()[0].name == f"{APP_ID}.desktop"
    xvfb, xprop = shutil.which("xvfb-run"), shutil.which("xprop")
    on_x = xvfb is not None and xprop is not None
    ask = ("from xerxes_app.ui.scenes.start import start; import os, subprocess, pygame; app = start((1280, 720)); "
           "print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_VIDEO_WAYLAND_WMCLASS']); "
           + (f"subprocess.run([{xprop!r}, '-id', str(pygame.display.get_wm_info()['window']), 'WM_CLASS'])" if on_x else ""))
    command = [xvfb, "-a", sys.executable, "-c", ask] if on_x else [sys.executable, "-c", ask]
    done = subprocess.run(command, env=fresh_env(tmp_path, **({"SDL_VIDEODRIVER": "x11"} if on_x else {})),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    hints, *asked = done.stdout.splitlines()
    assert hints.split() == [WINDOW_CLASS, APP_ID]
    if on_x:
        assert asked == [f'WM_CLASS(STRING) = "{WINDOW_CLASS}", "{WINDOW_CLASS}"']


def test_the_title_screen_comes_up_without_what_only_other_screens_need(tmp_path):
    """Each screen is imported when first opened (shell/registry.py), and --version reads the
    version only when asked: the start does not wait for the table, the network, the reviews,
    the computers' search or the installed metadata (scripts/bench: startup_ratio)."""
    ask = ("import sys; from xerxes_app.app import main; main(['--ready-signal']); "
           "print(' '.join(sorted(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", ask], env=fresh_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.splitlines()[-1].split())
    assert "xerxes_app.ui.scenes.title" in loaded
    unwanted = {"xerxes_app.ui.table.table", "xerxes_app.ui.game.play", "xerxes_app.net.client", "xerxes_app.review",
                "xerxes_app.bots.hard", "websockets", "asyncio", "zeroconf", "importlib.metadata",
                "async_upnp_client", "aiohttp",  # the router, asked only when a game is hosted
                # the engine and the saved games: Continue names the last game in the second frame (title.py)
                "xerxes_app.rules.engine", "xerxes_app.rules.state", "xerxes_app.session", "xerxes_app.saving.autosave"}
    assert not unwanted & loaded, unwanted & loaded


def test_once_the_title_is_up_every_screen_is_loaded_one_a_frame(app):
    """So that a player's first click on a screen does not wait for its module either."""
    from xerxes_app.ui.scenes.start import SCREENS

    assert set(app.registry) == {"title"}
    for _ in range(len(SCREENS)):
        app.step()
    assert set(app.registry) == set(SCREENS)
