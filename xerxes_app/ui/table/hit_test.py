"""What is drawn where on the table, found one way for a click, a tooltip, the hover's outline,
the keyboard's targets and the guide's ring.

A thing on the table is named by a key: ("area", name), ("turn change", TURN_CHANGE),
("building", name), ("tax" | "campaign", card), ("mat", seat), ("slot", n), ("event" |
"timeline" | "vp track", None), ("step", move number) for a chip of the strip of moves, or the
key of an icon of the choice being made (board_choice.py).
"""

from __future__ import annotations

import pygame

from ..shell.dialog import asking
from . import card_preview
from ...rules import ABILITY_COMMANDS, TURN_CHANGE, Build, ClaimVictory, Pass, PlaceWorker, ResolveCampaign, ResolveTax


def thing_at(table, pos) -> tuple | None:
    """The thing drawn at `pos`, the topmost where they overlap (the hand's later cards)."""
    board = table.board
    if board.map_rect.collidepoint(pos):
        name = board.area_at(pos)
        return ("area", name) if name else None
    for key, rect in _places(table):
        if rect.collidepoint(pos):
            return key
    return None


def _places(table, choice: bool = True):
    """Each thing but the map's areas, with its rectangle, in the order a click finds them; the
    icons of the choice being made too, unless `choice` is False."""
    board = table.board
    yield ("turn change", TURN_CHANGE), board.turn_change_rect
    for building, tile in zip(table.play.state.content.buildings, board.building_rects):
        yield ("building", building.name), tile
    opened = card_preview.opened(table)  # a card pointed at in a fan is drawn over its neighbours
    if opened is not None:
        yield opened[:2], opened[2]
    for kind, card, rect in reversed(table.hand):
        yield (kind, card), rect
    for number, rect in table.strip.chips:
        yield ("step", number), rect
    if choice and table.choosing is not None:
        yield from ((key, rect) for key, rect in table.choosing.targets(table).items() if key[0] != "area")
    # The parts that are only pointed at, for their tooltips.
    for slot, rect in enumerate(board.slot_rects):
        yield ("slot", slot), rect
    for kind, rect in (("event", board.event_rect), ("timeline", board.timeline_rect), ("vp track", board.vp_rect)):
        yield (kind, None), rect
    if not table.log.covers_mats:  # the open drawer hides them
        for seat, rect in enumerate(table.mat_rects):
            yield ("mat", seat), rect


def outline(table, thing) -> pygame.Rect | None:
    """The rectangle to outline when `thing` is pointed at (an area is outlined by its shape; a
    choice's icons light up by themselves)."""
    return next((rect for key, rect in _places(table, choice=False) if key == thing), None)


def targets(table) -> dict:
    """Where to click for each thing on screen, keyed as above, the buttons as ("button", name):
    for the keyboard's focus, the guide's ring and the click-driver of the tests. A window over
    the table (the game's menu, a confirmation, a question) has the only targets while it is up."""
    question = asking(table.app)
    if question is not None:
        return question.targets()
    if table.menu is not None and table.menu.alive():
        return table.menu.targets()
    if table.confirming is not None:
        return table.confirming.targets()
    board = table.board
    found = {("area", area.name): board.area_target(area.name) for area in table.play.state.content.areas}
    found[("area", TURN_CHANGE)] = board.turn_change_rect.copy()
    for key, rect in _places(table):
        if key[0] not in ("turn change", "slot", "event", "timeline", "vp track"):
            found[key] = rect.copy()
    if table.choosing is not None:
        found.update(table.choosing.targets(table))
    widgets = table.widgets
    for name in ("pass", "ability", "keys", "rules", "menu", "history"):
        if name in widgets:  # a watched table has no Pass, no ability
            found[("button", name)] = widgets[name].rect.copy()
    found[("button", "log")] = widgets["log button"].rect.copy()
    if table.veiled_for() is not None:
        found[("button", "show hand")] = widgets["show hand"].rect.copy()
    for part in (table.saving, table.undoing, table.hinting, table.asking, table.solo_panel, table.log, table.play):
        if part is not None:
            found.update(part.targets())
    return found


def in_sight(table) -> list[pygame.Rect]:
    """Everything a box over the table would hide from the player: what is clicked and pointed
    at, the hand with what happened since the last turn above it, the mats and the event."""
    return [*targets(table).values(), *(rect for _, rect in _places(table)), table.hand_area]


def first_click(command):
    """Where a command given at the table begins: the place, card or button clicked first (the
    guide rings it, the click-driver of the tests and screenshots clicks it); None for one chosen
    on a choice that opens by itself (a gathering or turn-order choice)."""
    if isinstance(command, PlaceWorker):
        return ("area", command.place)
    if isinstance(command, ResolveCampaign):
        return ("campaign", command.card)
    if isinstance(command, ResolveTax):
        return ("tax", command.card)
    if isinstance(command, Build):
        return ("building", command.building)
    if isinstance(command, Pass):
        return ("button", "pass")
    if isinstance(command, ABILITY_COMMANDS):
        return ("button", "ability")
    if isinstance(command, ClaimVictory):
        return ("button", "claim")
    return None
