"""Playing the sounds at the levels of the settings: effects on the mixer's channels, and the
music of each screen looping, crossfading when the screen's piece changes.

Nothing here waits: the effects (a few kilobytes each) are loaded on a thread of their own from
the first frame, or at once if one is asked for before, and a piece of music is loaded on a
thread of its own and starts when ready. A sound that cannot be
loaded is silent and leaves a line in the app's log file; no sound device makes every call a
no-op.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Callable

from ...resources import ASSETS

SOUNDS = ASSETS / "sounds"
FADE_MS = 1500  # the music's crossfade between screens
_FAILED = object()  # a sound that could not be loaded: silent from then on

log = logging.getLogger("xerxes_app.sound")


class Sounds:
    def __init__(self, mixer, levels: Callable[[], object], folder: Path = SOUNDS):
        """`levels()` gives the settings in force (master, effects and music volumes, muted)."""
        self.mixer = mixer
        self.levels = levels
        self.folder = Path(folder)
        self.opened = False
        self._available = False
        self.quiet = False  # the window is minimised
        self.effects: dict[str, object] = {}
        self.pieces: dict[str, object] = {}
        self.loading: set[str] = set()
        self.piece: str | None = None  # the piece playing
        self.channel = None  # and its channel
        self.music_level = -1.0
        self.preloading = False

    def open(self) -> None:
        """Open the sound device, once: the window calls it when its first frame is on the screen
        (app_window.py), as with no usable device SDL tries each of its drivers in turn, which
        can take most of a second; asking before opens it then."""
        if not self.opened:
            self.opened = True
            self._available = self.mixer.open()

    @property
    def available(self) -> bool:
        """Whether sound can be heard (False without a device)."""
        self.open()
        return self._available

    # Levels ------------------------------------------------------------------------------------

    def _level(self, kind: str) -> float:
        settings = self.levels()
        if self.quiet or settings.muted:
            return 0.0
        return settings.master_volume / 100 * getattr(settings, f"{kind}_volume") / 100

    def set_quiet(self, quiet: bool) -> None:
        """Quiet while the window is minimised."""
        self.quiet = quiet

    # Effects -----------------------------------------------------------------------------------

    def play(self, name: str, kind: str = "effects") -> None:
        """Play the effect `name` (a file `name.wav`) once at the level of `kind` (a setting
        `<kind>_volume`: the effects', or the words at the table's own), unless it would be silent anyway."""
        volume = self._level(kind)
        if not self.available or volume <= 0:
            return
        sound = self.effects.get(name)
        if sound is None:
            sound = self.effects[name] = self._load(f"{name}.wav")
        if sound is not _FAILED:
            self.mixer.play(sound, volume)

    def _load(self, file: str):
        try:
            return self.mixer.load(self.folder / file)
        except Exception as error:  # pygame.error for a damaged file, OSError for a missing one
            log.warning("sound %s could not be loaded (%s); it stays silent", self.folder / file, error)
            return _FAILED

    # Music -------------------------------------------------------------------------------------

    def update(self, piece: str | None) -> None:
        """Once a frame: the screen's piece of music (None for none) plays at the music level,
        from when the device is open."""
        if not self.opened or not self._available:
            return
        if not self.preloading:
            self.preloading = True
            self._start(self._preload)
        if piece != self.piece:
            ready = piece is None or self._piece(piece) is not None
            if not ready:
                return  # the old piece plays on until the new one is loaded
            if self.channel is not None:
                self.mixer.fade_out(self.channel, FADE_MS)
            self.piece, self.channel, self.music_level = piece, None, -1.0
        level = self._level("music")
        if self.piece is None or level == self.music_level:
            return
        sound = self.pieces[self.piece]
        if sound is _FAILED:
            return
        if self.channel is None:
            self.channel = self.mixer.loop(sound, level, FADE_MS)
        else:
            self.mixer.loop_volume(self.channel, level)
        self.music_level = level

    def _piece(self, name: str):
        """The piece loaded, or None while it loads."""
        if name in self.pieces:
            return self.pieces[name]
        if name not in self.loading:
            self.loading.add(name)
            self._start(lambda: self.pieces.update({name: self._load(f"{name}.ogg")}))
        return self.pieces.get(name)

    def _preload(self) -> None:
        """Every effect of the folder, so that none is loaded during a frame."""
        for path in sorted(self.folder.glob("*.wav")):
            if path.stem not in self.effects:
                self.effects.setdefault(path.stem, self._load(path.name))

    def _start(self, work: Callable[[], None]) -> None:
        threading.Thread(target=work, daemon=True).start()
