"""The window, the widget manager and the stack of scenes; one `step()` is one frame."""

from __future__ import annotations

import os
import sys
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

from ...resources import ICONS
from .dimmed import why_dimmed
from .focus import Focus
from . import mishaps
from .inputs import MODIFIERS, Inputs
from .dialog import notice
from .registry import Registry
from ..looks.language import system_language, words
from ..looks import text_box_breaks
from ..looks.look import MIN_SIZE, scale, text_fonts, theme, use_language
from ..sound import Sounds
from ..sound.mixer import PygameMixer

if TYPE_CHECKING:
    from .keeper import Keeper

FPS = 60
# How long a thread may hold the interpreter while another waits for it (CPython's default: 5 ms).
# At the default, a thread waiting for it beside frames that follow each other closely (the
# network's, a computer's thinking, a server in this process) waited seconds: a network game's
# review in a test with its server in this process took over 60 s for 38 decisions, and 2 s at
# this, as the server (net/server.py) sets it for its own threads.
SWITCH_SECONDS = 0.0005
CENTRED = "SDL_VIDEO_CENTERED"  # SDL's word for a window opened or resized in the screen's middle


def on_screen(size: tuple[int, int]) -> tuple[int, int]:
    """A window size from the settings, no larger than the largest screen (a file may ask for
    any size), and never smaller than every screen is laid out for."""
    pygame.display.init()
    screens = pygame.display.get_desktop_sizes()
    widest, tallest = max(w for w, _ in screens), max(h for _, h in screens)
    return max(MIN_SIZE[0], min(size[0], widest)), max(MIN_SIZE[1], min(size[1], tallest))


class Screen(Protocol):
    """What the window asks of each screen on its stack (scene.py's Scene gives all of it)."""

    music: str | None  # the piece of music under the screen (assets/sounds/<name>.ogg), or None

    def layout(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def leave(self) -> None: ...
    def notice(self, event: pygame.event.Event) -> None: ...
    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class AppWindow:
    def __init__(self, size: tuple[int, int], keeper: "Keeper", fullscreen: bool = False, mixer=None):
        # Only what the first frame needs: pygame.init() would open the sound device too, and
        # without a usable one SDL tries each driver in turn (Sounds opens it after that frame).
        sys.setswitchinterval(SWITCH_SECONDS)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Xerxes")
        pygame.display.set_icon(pygame.image.load(ICONS / "xerxes-64.png"))
        text_box_breaks.install()  # before any text box is laid out
        self.keeper = keeper  # saved games and settings
        self.fullscreen = fullscreen
        self.window = self._open_window(size)
        self.size = self.window.get_size()
        self.factor = scale(self.size)
        self.manager = self._manager()
        self.inputs = Inputs()
        self.focus = Focus(self)  # the keyboard's way around every screen
        # Effects and music at the settings' levels; `mixer` is the sound device's seam (a fake in tests).
        self.sound = Sounds(mixer or PygameMixer(), lambda: self.keeper.settings)
        self.stack: list[Screen] = []
        # Screens by name, so that no screen imports another to open it or go back to it
        # (scenes/start.py knows them all).
        self.registry = Registry()  # each gives the Screen to push, or None
        self.guide = None  # the tutorial's guide (tutorial.py), drawn over whichever scene is up
        self.network = None  # the network game this window takes part in (game/net_link.py), until back at the title
        self.turns = None  # whose turn it is in the player's network games, on every screen (game/turn_watch.py)
        self.watch_turns = None  # makes it, from the third frame, whichever screen is up (scenes/start.py)
        self.running = True
        self.clock = pygame.time.Clock()
        # Each frame's work in milliseconds, for the benchmark: processor time of this thread (what
        # the frame costs, whatever else the machine runs) and wall-clock time.
        self.frame_ms: list[float] = []
        self.frame_wall_ms: list[float] = []

    def _themed(self) -> tuple[float, float, str]:
        """What the theme is made for: the window's scale, the text size and the language of the
        settings (until one is chosen there, the system's)."""
        settings = self.keeper.settings
        return self.factor, settings.ui_scale / 100, settings.language or system_language()

    def _manager(self) -> pygame_gui.UIManager:
        self.themed_for = factor, text_scale, language = self._themed()
        # The catalogues' folder is on python-i18n's paths already (language.py): pygame-gui would
        # add it again with every manager.
        themed = theme(factor, text_scale, language)
        preloaded = text_fonts(themed)
        manager = pygame_gui.UIManager(self.size, themed, enable_live_theme_updates=False, starting_language=language)
        manager.preload_fonts(preloaded)
        use_language(language, text_scale)
        return manager

    # The stack ---------------------------------------------------------------------------------

    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Screen) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.layout()

    def pop(self) -> None:
        self.stack.pop().leave()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False

    def replace(self, scene: Screen) -> None:
        """Put `scene` in place of the top scene."""
        if self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def back_to(self, name: str) -> None:
        """Pop scenes until the one registered under `name` is on top."""
        kind = self.registry[name]
        while self.stack and not isinstance(self.stack[-1], kind):
            self.stack.pop().leave()
        if self.stack:
            self.stack[-1].resume()

    # The window --------------------------------------------------------------------------------

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        # Each new size centred on the screen: SDL otherwise keeps the window's corner where it
        # was, and a window grown to the screen's size in Settings ran off its edge.
        os.environ[CENTRED] = "1"
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)  # (0, 0): the screen's own size
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def set_display(self, size: tuple[int, int], fullscreen: bool) -> None:
        """Change the window's size, or go fullscreen, as the settings say: never larger than
        the screen, and centred on it."""
        self.fullscreen = fullscreen
        self.window = self._open_window(on_screen(size))
        self.resize(self.window.get_size())

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if size != self.window.get_size() and not self.fullscreen:
            self.window = self._open_window(size)
        self.size = size
        for scene in self.stack:
            scene.leave()
        factor = scale(size)
        if abs(factor - self.factor) > 0.01:
            self.factor = factor
        if self._themed() != self.themed_for:  # a new size, or the settings' text size or language
            self.manager = self._manager()
        else:
            self.manager.set_window_resolution(size)
        for scene in self.stack:
            scene.layout()
            if scene is not self.top:
                scene.pause()

    # Frames ------------------------------------------------------------------------------------

    def step(self, dt: float = 1 / FPS) -> None:
        """One frame: input, update, draw."""
        started, started_cpu = time.perf_counter(), time.thread_time()
        if self.frame_ms:  # the first frame is on the screen: what it did without comes now
            self.sound.open()
            self.registry.load_next()
            if len(self.frame_ms) > 1 and self.turns is None and self.watch_turns is not None:
                self.turns = self.watch_turns(self)  # after the title screen's Continue is named in the second
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type == pygame.VIDEORESIZE:
                self.resize(event.size)
                continue
            if event.type in (pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED):
                self.sound.set_quiet(event.type == pygame.WINDOWMINIMIZED)
            scene = self.top
            if scene is not None:
                scene.notice(event)  # before a widget or a key takes it
            taken = self.manager.process_events(event)
            if event.type == pygame_gui.UI_BUTTON_PRESSED:
                self.sound.play("button")
            elif self._is_mute_key(event, taken):
                self.toggle_mute()
            if scene is None:
                continue
            if event.type >= pygame.USEREVENT:  # pygame-gui's own events (buttons pressed, ...)
                if self.guide is not None:
                    self.guide.handle(event)
                why = why_dimmed(event)
                if why is not None:  # a dimmed button, pressed: the screen says why, and nothing is done
                    self.sound.play("refusal")
                    scene.refuse(why)
                else:
                    scene.handle(event)
            translated = None if self.focus.handle(event, taken) else self.inputs.translate(event, taken, self._typing())
            if translated is not None:
                scene.handle(translated)
            if self.top is not scene:
                break  # the scene changed: the rest of this frame's input is for no one
        self.manager.update(dt)
        if self.turns is not None:
            self.turns.poll()
        self.sound.update(self.top.music if self.top is not None else None)
        if self.top is not None:
            self.top.update(dt)
            self.top.draw(self.window)
            if self.guide is not None:
                self.guide.draw(self.window)
        self.manager.draw_ui(self.window)
        self.focus.draw(self.window)
        self.frame_ms.append((time.thread_time() - started_cpu) * 1000)
        self.frame_wall_ms.append((time.perf_counter() - started) * 1000)
        if len(self.frame_ms) > 5000:
            del self.frame_ms[:2500], self.frame_wall_ms[:2500]
        pygame.display.flip()

    # Sound -------------------------------------------------------------------------------------

    def _is_mute_key(self, event: pygame.event.Event, taken: bool) -> bool:
        """M alone, on any screen, unless it is typed into a text field (which takes letters as
        TEXTINPUT, leaving the KEYDOWN untaken)."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_m or taken:
            return False
        return not self._typing() and not event.mod & MODIFIERS

    def _typing(self) -> bool:
        """Whether a text field has the keyboard, so a letter is a letter, not a shortcut."""
        return any(isinstance(element, (UITextEntryLine, UITextEntryBox)) for element in self.manager.get_focus_set() or ())

    def toggle_mute(self) -> None:
        """Mute or unmute every sound, kept in the settings; a screen showing the settings shows it."""
        self.keeper.change_settings(replace(self.keeper.settings, muted=not self.keeper.settings.muted))
        if getattr(self.top, "shows_sound", False):
            self.top.layout()

    def run(self) -> bool:
        """Frames until the window closes; False when it closed on a frame that raised again
        right after the last one had (mishaps.py)."""
        failed, clean = False, True  # failed: the frame before raised, and the app went back to the title
        while self.running and self.stack:
            try:
                self.step(self.clock.tick(FPS) / 1000)
            except Exception as error:
                mishaps.written(error, f"on the {type(self.top).__name__} screen")
                if failed or not self._recover():
                    clean = False
                    break
                failed = True
            else:
                failed = False
        pygame.quit()
        return clean

    def _recover(self) -> bool:
        """Back to the title screen after a frame that raised, saying so and where the log is;
        False when even that raised."""
        try:
            try:
                self.back_to("title")
            except Exception as error:  # a screen that cannot even be left: a new title screen
                mishaps.written(error, "leaving the screen")
                self.stack.clear()
            if not self.stack:
                self.push(self.registry["title"](self))
            notice(self, words("problem.unexpected_title"),
                   words("problem.unexpected", log=str(mishaps.log_path(self.keeper.config_dir))))
        except Exception as error:
            mishaps.written(error, "going back to the title screen")
            return False
        return True
