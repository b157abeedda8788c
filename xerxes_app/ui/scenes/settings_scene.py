"""The settings: the window's size or fullscreen, the speed of animations, whether to ask
before a decision that cannot be undone, how long a computer's turn stays on screen, the
language of the app's words, whether turns are told while the app is closed (game/watcher_choice.py),
and the sound: mute (M on any screen) and four volumes, each
with its value, the chime of a word said at the table among them.

A change applies at once and is written to the settings file in the user's config folder, so
the next run opens the same way; a disk that refuses shows why, and the change holds until the
app closes.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel

from ...saving import ANIMATION_SPEEDS
from ...saving.settings import COMPUTER_PACES, SETTINGS_FILE, UI_SCALES
from ..looks.backdrop import backdrop
from ..looks.language import LANGUAGES, current, warning_words, words
from ..looks.look import GOLD, GOLD_LIGHT, text_scale
from ..looks.paint import blit_text
from ..shell.scene import Scene
from ..game.watcher_choice import set_watcher, watcher_on

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
FULLSCREEN = "fullscreen"
VOLUMES = ("master", "effects", "music", "talk")  # the sliders, each a setting `<name>_volume`


class SettingsScene(Scene):
    shows_sound = True  # the M key changes what this screen shows (app_window.py)

    def __init__(self, app):
        super().__init__(app)
        self.status = ""
        self.widgets: dict = {}
        self.folders_at = 0  # where the line naming the folders goes

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        settings = self.app.keeper.settings
        left = (w - round(760 * f)) // 2
        row = round(40 * f)
        heading_w = round(240 * f)
        gap = round(5 * f)  # ten rows, the sound's three included, above the folders' line and Back at 720 high
        y = round(120 * f)
        wid = self.widgets = {}
        UILabel(pygame.Rect(left, y, heading_w, row), words("settings.window"), m, container=root, object_id="#heading_small")
        x = left + heading_w
        for size in WINDOW_SIZES:
            chosen = not settings.fullscreen and tuple(settings.window_size) == size
            # Wide enough for "1920 × 1080" at the largest text size.
            wid[("size", size)] = UIButton(pygame.Rect(x, y, round(126 * f), row), f"{size[0]} × {size[1]}", m,
                                           container=root, object_id="#selected" if chosen else None)
            x += round(134 * f)
        wid[("size", FULLSCREEN)] = UIButton(pygame.Rect(x, y, round(130 * f), row), words("settings.fullscreen"), m, container=root,
                                             object_id="#selected" if settings.fullscreen else None)
        y += row + gap
        rows = (
            ("scale", "text_size", [(p, f"{p} %") for p in UI_SCALES], settings.ui_scale),
            ("speed", "animation", [(s, words(f"settings.{s}")) for s in ANIMATION_SPEEDS], settings.animation_speed),
            ("confirm", "confirm", [(True, words("settings.ask_first")), (False, words("settings.never_ask"))],
             settings.confirm_final),
            ("pace", "pace", [(p, words(f"settings.{p}")) for p in COMPUTER_PACES], settings.computer_pace),
            # Each language in its own words, in a face that has the letters of both.
            ("language", "language", list(LANGUAGES.items()), current()),
        )
        for key, heading, options, chosen in rows:
            # One row a setting: its heading, then a button for each value, the chosen one marked.
            UILabel(pygame.Rect(left, y, heading_w, row), words(f"settings.{heading}"), m, container=root,
                    object_id="#heading_small")
            for i, (value, label) in enumerate(options):
                look = ObjectID(class_id="@language" if key == "language" else None,
                                object_id="#selected" if value == chosen else None)
                wid[(key, value)] = UIButton(pygame.Rect(left + heading_w + i * round(130 * f), y, round(120 * f), row), label,
                                             m, container=root, object_id=look,
                                             tool_tip_text=words(f"settings.{heading}_tip"))
            y += row + gap
        y = self._build_watcher(root, left, y, heading_w, row, gap)
        y = self._build_sound(root, left, y, heading_w, row, gap)
        wid["status"] = UILabel(pygame.Rect(left, y + round(24 * f), round(760 * f), round(30 * f)), self.status, m,
                                container=root, object_id="#refusal")
        self.folders_at = y
        wid["back"] = UIButton(pygame.Rect(left, h - round(90 * f), round(180 * f), round(50 * f)), words("common.back"), m,
                               container=root)

    def _build_watcher(self, root, left: int, y: int, heading_w: int, row: int, gap: int) -> int:
        """Whether the turn watcher starts at login: its row, then where the next goes."""
        f, m = self.app.factor, self.app.manager
        UILabel(pygame.Rect(left, y, heading_w, row), words("watcher.heading"), m, container=root, object_id="#heading_small")
        on = watcher_on()
        for i, value in enumerate((True, False)):
            self.widgets[("watcher", value)] = UIButton(
                pygame.Rect(left + heading_w + i * round(130 * f), y, round(120 * f), row),
                words("watcher.on" if value else "watcher.off"), m, container=root,
                object_id="#selected" if value == on else None, tool_tip_text=words("watcher.tip"))
        return y + row + gap

    def _build_sound(self, root, left: int, y: int, heading_w: int, row: int, gap: int) -> int:
        """The sound's three rows: mute and the master volume, then effects and music, then the
        chime of the words at the table; or, with no sound device, the sentence saying so.
        Returns where the next row goes."""
        f = self.app.factor
        m = self.app.manager
        settings = self.app.keeper.settings
        wid = self.widgets
        UILabel(pygame.Rect(left, y, heading_w, row), words("settings.sound"), m, container=root, object_id="#heading_small")
        if not self.app.sound.available:
            UILabel(pygame.Rect(left + heading_w, y, round(520 * f), row), words("settings.no_sound"), m, container=root)
            return y + row + gap
        wid["mute"] = UIButton(pygame.Rect(left + heading_w, y, round(120 * f), row),
                               words("settings.muted" if settings.muted else "settings.mute"), m, container=root,
                               object_id="#selected" if settings.muted else None, tool_tip_text=words("settings.sound_tip"))
        # Each slider with its name before it and its value after it: the master on the first row,
        # effects and music on the second, the words at the table's chime on the third.
        name_w, value_w = round(86 * f), round(60 * f)
        places = ((left + heading_w + round(130 * f), y, round(244 * f)), (left + heading_w, y + row + gap, round(108 * f)),
                  (left + heading_w + round(266 * f), y + row + gap, round(108 * f)),
                  (left + heading_w, y + 2 * (row + gap), round(108 * f)))
        for name, (x, top, width) in zip(VOLUMES, places):
            UILabel(pygame.Rect(x, top, name_w, row), words(f"settings.{name}"), m, container=root)
            volume = getattr(settings, f"{name}_volume")
            wid[("volume", name)] = UIHorizontalSlider(
                pygame.Rect(x + name_w, top + round(6 * f), width, row - round(12 * f)), volume, (0, 100), m, container=root,
                click_increment=5)
            value = pygame.Rect(x + name_w + width + round(6 * f), top, value_w - round(6 * f), row)
            wid[("volume value", name)] = UILabel(value, f"{volume} %", m, container=root)
        return y + 3 * (row + gap)

    def handle(self, event) -> None:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            self._volume(event)
            return
        if self.went_back(event, self.widgets["back"]) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        key = next((key for key, widget in self.widgets.items() if widget is event.ui_element), None)
        settings = self.app.keeper.settings
        if key == "mute":
            self.app.toggle_mute()
            return
        if isinstance(key, tuple) and key[0] == "watcher":
            self.status = set_watcher(self.app, key[1])
            self.layout()
            return
        if isinstance(key, tuple) and key[0] == "size":
            fullscreen = key[1] == FULLSCREEN
            changed = replace(settings, fullscreen=fullscreen, window_size=settings.window_size if fullscreen else key[1])
        elif isinstance(key, tuple) and key[0] == "speed":
            changed = replace(settings, animation_speed=key[1])
        elif isinstance(key, tuple) and key[0] == "scale":
            changed = replace(settings, ui_scale=key[1])
        elif isinstance(key, tuple) and key[0] == "confirm":
            changed = replace(settings, confirm_final=key[1])
        elif isinstance(key, tuple) and key[0] == "pace":
            changed = replace(settings, computer_pace=key[1])
        elif isinstance(key, tuple) and key[0] == "language":
            changed = replace(settings, language=key[1])
        else:
            return
        warning = self.app.keeper.change_settings(changed)
        self.status = warning_words(warning) if warning else ""
        if key[0] == "size":
            self.app.set_display(changed.window_size, changed.fullscreen)  # lays every screen out again, this one too
        elif key[0] in ("scale", "language"):
            self.app.resize(self.app.size)  # a new theme: every screen laid out again, this one too
        else:
            self.layout()

    def _volume(self, event) -> None:
        """A slider moved: its volume applies at once and is kept."""
        key = next((key for key, widget in self.widgets.items() if widget is event.ui_element), None)
        if not (isinstance(key, tuple) and key[0] == "volume"):
            return
        warning = self.app.keeper.change_settings(replace(self.app.keeper.settings, **{f"{key[1]}_volume": int(event.value)}))
        self.widgets[("volume value", key[1])].set_text(f"{int(event.value)} %")
        self.status = warning_words(warning) if warning else ""
        self.widgets["status"].set_text(self.status)

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("settings.title"), "serif_bold", round(54 * f), GOLD, (w // 2, round(80 * f)), "center")
        keeper = self.app.keeper
        kept = words("settings.kept_in", file=str(keeper.config_dir / SETTINGS_FILE), folder=str(keeper.save_dir))
        blit_text(surface, kept,
                  "sans_italic", round(15 * f * text_scale()), GOLD_LIGHT, (w // 2, self.folders_at), "midtop", max_width=w - 40)

    def targets(self):
        found = {}
        for key, widget in self.widgets.items():
            if (isinstance(key, tuple) and key[0] != "volume") or key in ("back", "mute"):
                found[key] = widget.rect.copy()
        return found
