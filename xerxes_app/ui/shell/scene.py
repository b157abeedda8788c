"""Scenes on a stack, as in Tuxemon: the top scene gets the input and is drawn.

A scene builds its pygame-gui widgets in `layout()` under one root container, so it can be
hidden while another scene covers it and rebuilt when the window changes size. Every screen is
known by a name in the window's registry (scenes/start.py), and a screen opens another, or goes
back to it, by that name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from .inputs import BACK

if TYPE_CHECKING:
    from .app_window import AppWindow


class Scene:
    """One screen. Subclasses draw from what they read and never change the game in `draw`."""

    music: str | None = "title"  # the piece of music under this screen (assets/sounds/<name>.ogg)

    def __init__(self, app: "AppWindow"):
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None

    # Lifecycle ---------------------------------------------------------------------------------

    def layout(self) -> None:
        """Build (or rebuild) the widgets for the current window size."""
        if self.root is not None:
            self.root.kill()
        size = self.app.size
        self.root = pygame_gui.core.UIContainer(pygame.Rect(0, 0, *size), self.app.manager, starting_height=1)
        self.build(self.root)

    def build(self, root: pygame_gui.core.UIContainer) -> None:
        """Create this scene's widgets inside `root`."""

    def pause(self) -> None:
        """Another scene now covers this one."""
        if self.root is not None:
            self.root.hide()

    def resume(self) -> None:
        """This scene is on top again."""
        if self.root is not None:
            self.root.show()

    def leave(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    # Each frame --------------------------------------------------------------------------------

    def notice(self, event: pygame.event.Event) -> None:
        """Every event, before a widget or a key takes it: a scene that animates ends its
        animations here, as input never waits for one."""

    def handle(self, event: pygame.event.Event) -> None:
        """A pygame-gui event (button pressed, ...) or an input from `inputs.py`."""

    def refuse(self, why: str) -> None:
        """A dimmed button was pressed (dimmed.py): say `why` where this screen says what cannot
        be done. A screen without such a line has the button's tooltip say it."""

    def went_back(self, event: pygame.event.Event, button) -> bool:
        """Escape, or a press of this screen's Back `button`: back to the screen below."""
        if event.type == BACK or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is button):
            self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))

    # For tests and tools -----------------------------------------------------------------------

    def targets(self) -> dict[Any, pygame.Rect]:
        """Where to click for each thing on screen, keyed by what it does."""
        return {}

    def numbered(self) -> list[pygame.Rect]:
        """What the number keys 1 to 9 pick, in order (icons offered beside the board)."""
        return []

    def private_seat(self) -> int | None:
        """The seat whose secrets this scene shows (R25), or None."""
        return None
