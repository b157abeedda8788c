"""The app's sounds: effects for what happens in a game, music under the screens. `Sounds` is
the only way in; `mixer.py` the only place that touches `pygame.mixer`."""

from .changes import Heard, heard, sounds_of
from .player import Sounds

__all__ = ["Heard", "Sounds", "heard", "sounds_of"]
