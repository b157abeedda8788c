"""Playing without a mouse: a focus ring that Tab, Shift+Tab and the arrow keys move among the
things a click could reach, and Enter or Space to do what a click on it does.

What can take the focus is found, not listed by each screen: the buttons and text fields of the
window on top (a confirmation, Save as, a question), else those of the screen, plus the things the
screen draws itself and names in `targets()` (areas, buildings, cards). Activating a button posts
the very event its click posts, and a drawn thing gets the CLICK a mouse would give it, so the
screens need not know which way an order came.

pygame-gui keeps its own focus for text fields: while one has it, letters, digits, Space, Enter
and the left and right arrows are the field's, and only Tab, the up and down arrows, Escape and
F1 move on. The ring shows from the first navigation key until the mouse is pressed.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UICheckBox, UIHorizontalScrollBar, UISelectionList, UITextEntryLine, UIVerticalScrollBar

from .dialog import Dialog, press
from .inputs import CLICK
from ..looks.look import NIGHT
from .shortcuts import open_shortcuts

DIRECTIONS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NUMBERS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}
# Keys a focused text field keeps: everything else it types, or uses to edit.
# Widgets that read keys themselves once pygame-gui gives them its focus.
KEEP_THEIR_KEYS = (UITextEntryLine, UICheckBox)
RING = (255, 255, 255)  # white on a dark halo: unlike the gold of what may be played, or the hover
PAST_A_TEXT_FIELD = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE, pygame.K_F1)


@dataclass
class Item:
    """One thing the focus can rest on."""

    key: Any  # what it is: a widget, ("list", list, index), or a screen's own target key
    rect: pygame.Rect
    press: Callable[[], None]
    element: Any = None  # the pygame-gui widget, when it is one
    outline: list | None = field(default=None, repr=False)  # a polygon to ring instead of the rect


class Window(Protocol):
    """What the focus reads of the window that owns it (app_window.py): the screen on top, the
    widgets' manager and the scale."""

    top: Any
    manager: pygame_gui.UIManager
    factor: float


class Focus:
    def __init__(self, app: Window):
        self.app = app
        self.shown = False
        self.key: Any = None
        self.rect: pygame.Rect | None = None
        # Where the focus was on each screen and window, so it comes back to the same thing.
        self.remembered: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.holder: Any = None  # the screen or window the focus is in

    # Reading the screen ----------------------------------------------------------------------

    def _top_window(self):
        stack = [w for w in self.app.manager.get_window_stack().get_full_stack() if w.alive() and w.visible]
        return stack[-1] if stack else None

    def items(self) -> list[Item]:
        """What may take the focus now, in reading order (the order of Tab)."""
        scene = self.app.top
        if scene is None:
            return []
        window = self._top_window()
        inside = window.get_container() if window is not None else scene.root
        if inside is None:
            return []
        mine = [element for element in self.app.manager.get_sprite_group().sprites() if _within(element, inside)]
        widgets = [self._widget_item(element) for element in mine if self._focusable(element)]
        found = [item for item in widgets if item is not None]
        if window is None:
            # A screen's targets name its widgets too (an unavailable button among them): those
            # are reached as widgets, or not at all.
            taken = {tuple(element.rect) for element in mine}
            for key, rect in scene.targets().items():
                if tuple(rect) not in taken and rect.width > 0:
                    found.append(Item(key, rect, self._clicker(scene, rect), outline=_outline(scene, key)))
        band = max(8, round(16 * self.app.factor))
        found.sort(key=lambda item: (item.rect.centery // band, item.rect.centerx))
        return found

    @staticmethod
    def _focusable(element) -> bool:
        if not isinstance(element, (UIButton, UICheckBox, UITextEntryLine)) or not element.alive() or not element.visible:
            return False
        if not element.is_enabled:
            return False
        # A scroll bar's arrows scroll while held, not when pressed; lists scroll by the arrow keys.
        return not isinstance(element.parent_element, (UIVerticalScrollBar, UIHorizontalScrollBar))

    def _widget_item(self, element) -> Item | None:
        if isinstance(element, (UITextEntryLine, UICheckBox)):  # pygame-gui's own focus takes their keys
            return Item(element, element.rect.copy(), lambda: None, element)
        owner = _list_of(element)
        if owner is not None:
            index = next((i for i, it in enumerate(owner.item_list) if it["button_element"] is element), None)
            if index is None:
                return None
            return Item(("list", owner, index), element.rect.copy(), lambda: press(element), element)
        return Item(element, element.rect.copy(), lambda: press(element), element)

    @staticmethod
    def _clicker(scene, rect: pygame.Rect) -> Callable[[], None]:
        return lambda: scene.handle(pygame.event.Event(CLICK, pos=rect.center))

    def _holder(self):
        return self._top_window() or self.app.top

    def current(self, items: list[Item] | None = None) -> Item | None:
        """The item with the focus: the same thing as before if it is still there, else the
        widget built again in its place (a screen laid out anew), else the holder's first."""
        items = self.items() if items is None else items
        if not items:
            return None
        holder = self._holder()
        if holder is not self.holder:
            if self.holder is not None:
                self.remembered[self.holder] = (self.key, self.rect)
            self.holder = holder
            self.key, self.rect = self.remembered.get(holder, (None, None))
            if self.key is None:
                return self._start(items)
        for item in items:
            if item.key == self.key:
                return item
        if self.rect is not None:
            for item in items:
                if item.rect == self.rect:
                    return item
            centre = pygame.Vector2(self.rect.center)
            return min(items, key=lambda item: centre.distance_squared_to(item.rect.center))
        return self._start(items)

    def _start(self, items: list[Item]) -> Item:
        """Where the focus starts: a text field already typing, the window's highlighted button
        (a confirmation's Confirm), a thing the screen draws (the board), else the first widget."""
        for item in items:
            if isinstance(item.element, UITextEntryLine) and item.element.is_focused:
                return item
        if self._top_window() is not None:
            for item in items:
                if isinstance(item.element, UIButton) and "#selected" in item.element.get_object_ids():
                    return item
            return items[0]
        return next((item for item in items if item.element is None), items[0])

    # Keys --------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, taken: bool) -> bool:
        """Whether `event` was a navigation key, used here (then no other input sees it)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown = False
            return False
        if event.type != pygame.KEYDOWN or taken:
            return False
        typing = self._typing()
        if typing and event.key not in PAST_A_TEXT_FIELD:
            return False
        if event.key == pygame.K_F1 or (not typing and event.unicode == "?"):
            open_shortcuts(self.app)
            return True
        if event.key == pygame.K_ESCAPE:
            return self._dismiss()
        if event.key == pygame.K_TAB:
            self._step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in DIRECTIONS:
            self._go(DIRECTIONS[event.key])
            return True
        if event.key in ACTIVATE:
            return self._activate()
        if event.key in NUMBERS:
            return self._number(NUMBERS[event.key])
        return False

    def _typing(self) -> bool:
        """Whether a text field has pygame-gui's focus (a click, or Save as opening, gives it)."""
        return any(isinstance(element, UITextEntryLine) and element.is_focused and element.alive() and element.visible
                   for element in self.app.manager.get_sprite_group().sprites())

    def _move_to(self, item: Item | None) -> None:
        before = self.key
        if isinstance(before, KEEP_THEIR_KEYS) and (item is None or item.element is not before) and before.is_focused:
            focused = self.app.manager.get_focus_set()
            if focused and before in focused:
                self.app.manager.set_focus_set(None)
            else:
                before.unfocus()
        self.shown = True
        if item is None:
            return
        self.key, self.rect = item.key, item.rect.copy()
        if isinstance(item.element, KEEP_THEIR_KEYS):
            self.app.manager.set_focus_set(item.element)  # typing (or Space on a tick box) goes where the ring is
        if _list_line(item):
            _scroll_into_view(item.key[1], item.key[2])

    def _step(self, by: int) -> None:
        items = self.items()
        here = self.current(items)
        if here is None:
            return
        if not self.shown:  # the first key shows where the focus is, without moving it
            self._move_to(here)
            return
        index = next(i for i, item in enumerate(items) if item is here)
        self._move_to(items[(index + by) % len(items)])

    def _go(self, direction: tuple[int, int]) -> None:
        items = self.items()
        here = self.current(items)
        if here is None:
            return
        if not self.shown:
            self._move_to(here)
            return
        if _list_line(here) and direction[0] == 0:
            self._along_list(here, here.key[2] + direction[1], items)
            return
        self._move_to(nearest(here.rect, [item for item in items if item is not here], direction) or here)

    def _along_list(self, here: Item, index: int, items: list[Item]) -> None:
        """Up and down run through a list's lines, scrolling it, then leave it at either end."""
        owner = here.key[1]
        if 0 <= index < len(owner.item_list):
            _scroll_into_view(owner, index)
            self.key, self.shown = ("list", owner, index), True
            return
        others = [item for item in items if not (_list_line(item) and item.key[1] is owner)]
        self._move_to(nearest(here.rect, others, (0, 1 if index > 0 else -1)) or here)

    def _activate(self) -> bool:
        here = self.current()
        if here is None:
            return False
        self.shown = True
        self.key, self.rect = here.key, here.rect.copy()
        here.press()
        return True

    def _number(self, n: int) -> bool:
        """1 to 9 pick the n-th icon offered beside the board: a resource, a unit, a source."""
        scene = self.app.top
        offered = scene.numbered() if scene is not None else []
        if not offered or self._top_window() is not None:
            return False
        if n <= len(offered):
            self._clicker(scene, offered[n - 1])()
        return True

    def _dismiss(self) -> bool:
        """Escape takes a dialog's choice that changes nothing (dialog.py); without one up, it is
        BACK for the screen (going back, putting a choice on the board back)."""
        window = self._top_window()
        if isinstance(window, Dialog):
            window.dismiss()
            return True
        return False

    # Drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown or self.app.top is None:
            return
        here = self.current()
        if here is None:
            return
        self.key, self.rect = here.key, here.rect.copy()
        width = max(2, round(3 * self.app.factor))
        if here.outline:
            pygame.draw.polygon(surface, NIGHT, here.outline, width + 4)
            pygame.draw.polygon(surface, RING, here.outline, width)
            return
        ring = here.rect.inflate(2 * width + 4, 2 * width + 4)
        pygame.draw.rect(surface, NIGHT, ring.inflate(4, 4), width + 2, border_radius=8)
        pygame.draw.rect(surface, RING, ring, width, border_radius=8)

    def focused_rect(self) -> pygame.Rect | None:
        """Where the ring is, as a player sees it (None while it is hidden)."""
        here = self.current() if self.shown else None
        return here.rect.copy() if here is not None else None


def nearest(origin: pygame.Rect, items: list[Item], direction: tuple[int, int]) -> Item | None:
    """The item closest to `origin` in `direction`, straight lines first."""
    dx, dy = direction
    best, best_score = None, None
    ox, oy = origin.center
    for item in items:
        x, y = item.rect.center
        along = (x - ox) * dx + (y - oy) * dy
        if along <= 0:
            continue
        across = abs((x - ox) * dy) + abs((y - oy) * dx)
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = item, score
    return best


def _within(element, container) -> bool:
    parent = element.ui_container
    while parent is not None:
        if parent is container:
            return True
        following = parent.ui_container
        parent = following if following is not parent else None
    return False


def _list_line(item: Item) -> bool:
    return isinstance(item.key, tuple) and item.key[:1] == ("list",)


def _list_of(button) -> UISelectionList | None:
    owner = button.parent_element
    return owner if isinstance(owner, UISelectionList) else None


def _scroll_into_view(owner: UISelectionList, index: int) -> None:
    """Scroll a list so its `index`-th line is drawn (pygame-gui only makes buttons for those)."""
    if owner.item_list[index]["button_element"] is not None or owner.scroll_bar is None:
        return
    owner.scroll_bar.set_scroll_from_start_percentage(index / max(1, len(owner.item_list)))
    owner.scroll_bar.has_moved_recently = True
    owner.update(0)


def _outline(scene, key) -> list | None:
    """An area of the map is ringed along its border, as the mouse's hover is."""
    board = getattr(scene, "board", None)
    if board is not None and isinstance(key, tuple) and key[:1] == ("area",):
        return board.area_shapes.get(key[1])
    return None
