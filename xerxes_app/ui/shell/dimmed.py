"""A button that cannot be used now: shown dimmed, yet still pointed at and pressed, so that its
tooltip says why, and a press says it where the screen says what cannot be done (`Scene.refuse`),
as the table's unavailable Pass and Undo do. pygame-gui's own disabled buttons take neither the
mouse's rest nor its press, and so could say nothing."""

from __future__ import annotations

import weakref

import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

UNAVAILABLE = "@unavailable"  # the theme's look of a thing that cannot be used now, over the button's own

_why: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # each dimmed button's reason
_own: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # its own object id and tooltip, undimmed


def dim(button: UIButton, why: str) -> None:
    """Show `button` dimmed; pointing at it or pressing it says `why`."""
    if button not in _why:
        _own[button] = (button.object_ids[-1], button.tool_tip_text)
        button.change_object_id(ObjectID(object_id=button.object_ids[-1], class_id=UNAVAILABLE))
    _why[button] = why
    button.set_tooltip(why)


def undim(button: UIButton) -> None:
    """`button` may be used again, as it was made."""
    if button in _why:
        del _why[button]
        object_id, tip = _own.pop(button)
        button.change_object_id(object_id)
        button.set_tooltip(tip)


def why_dimmed(event) -> str | None:
    """The reason of the dimmed button this press is of, or None."""
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        return None
    return _why.get(event.ui_element)


def is_dimmed(button: UIButton) -> bool:
    """Whether `button` is shown dimmed now (a screen's tests and its keyboard focus ask)."""
    return button in _why
