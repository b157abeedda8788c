"""The seam between the app and the sound device: the only module that touches `pygame.mixer`.

Tests put a fake with the same methods in its place (tests/gui/sound_fakes.py) and count what
it is asked to play.
"""

from __future__ import annotations

from pathlib import Path

import pygame


MUSIC_CHANNELS = 2  # reserved for the music: the piece playing and the one it crossfades into


class PygameMixer:
    def __init__(self) -> None:
        self.next_music = 0  # the reserved channel the next piece goes on

    def open(self) -> bool:
        """Whether sound can be heard: False without a device, or with SDL's dummy driver, which
        plays to nowhere. Never raises and never prints."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            pygame.mixer.set_num_channels(16)
            pygame.mixer.set_reserved(MUSIC_CHANNELS)  # effects never take the music's channels
            return pygame.mixer.get_driver() != "dummy"
        except pygame.error:
            return False

    def load(self, path: Path):
        """A sound ready to play; pygame.error or OSError when the file is missing or damaged."""
        return pygame.mixer.Sound(str(path))

    def play(self, sound, volume: float) -> None:
        sound.set_volume(volume)
        sound.play()

    def loop(self, sound, volume: float, fade_ms: int):
        """Start `sound` looping for ever, fading in, on the music channel the last piece is not
        on; that channel."""
        channel = pygame.mixer.Channel(self.next_music)
        self.next_music = (self.next_music + 1) % MUSIC_CHANNELS
        sound.set_volume(1.0)
        channel.play(sound, loops=-1, fade_ms=fade_ms)
        channel.set_volume(volume)
        return channel

    def loop_volume(self, channel, volume: float) -> None:
        channel.set_volume(volume)

    def fade_out(self, channel, fade_ms: int) -> None:
        channel.fadeout(fade_ms)
