"""Resources and units chosen on the game's icons beside the board: the King's heir's gift (R17),
the 1st slot's loss and the 4th slot's gain (R8), Lydia's trade, India's steal and Aegyptus's
changed unit (R18).

Each resource is a button with its icon and how many the player holds; where a gain would pass
the cap, the button warns that it would be lost (R7). A steal's opponent is named by a click on
their mat. The unit Aegyptus changes is his area's shield, lit on the map, or its button among
his units; the unit it becomes is one of the six units' buttons. Every answer is one some legal
command has, narrowed one question at a time, so nothing the rules forbid is ever offered: the
pick only groups `legal_commands` by field. What it shows dimmed (a resource not held, one the
event stops) says why on hover and on click: the engine is asked about the command it would be.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Hashable

import pygame

from ...rules import (
    Command, ConvertUnit, GameState, LoseResource, StealResource, TakeGift, TradeResources, area_unit,
    gathered_held, refusal,
)
from ..looks import icons
from ..looks.language import refusal_words, term, words
from ..looks.look import CLAY, GOLD_LIGHT, INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, TERRACOTTA, UNAVAILABLE
from ..looks.paint import blit_text, frame
from ..looks.words import source_label
from . import questions
from .board_choice import GIVEN_UP, GOES_ON, Answer, BoardChoice

FULL_WORDS = ("resources.full", "resources.lost")


@dataclass(frozen=True)
class Ask:
    text: str
    value: Callable[[Command], Hashable]
    sign: int = 0  # +1: a resource gained, -1: one given up
    # "resource" or "unit": chosen on the icons; "source": one of Aegyptus's units, on its button or
    # its area's shield on the map; "mat": an opponent, clicked on their mat
    items: str = "resource"
    field: str = "resource"  # the command's field it answers, ...
    at: int | None = None  # ... or its place in that field's pair (Lydia's trade)


def narrowed(commands: list[Command], asks: list[Ask], answers: list[Hashable]) -> list[Command]:
    """The commands that give each question answered so far its answer."""
    return [c for c in commands if all(ask.value(c) == a for ask, a in zip(asks, answers))]


def answers_to(commands: list[Command], ask: Ask) -> list[Hashable]:
    """The answers `ask` has among `commands`, each once, in their order."""
    return list(dict.fromkeys(ask.value(command) for command in commands))


class IconPick(BoardChoice):
    def __init__(self, state: GameState, seat: int, title: str, commands: list[Command], asks: list[Ask], forced: bool,
                 legal: dict[Command, Command] | None = None):
        self.state = state
        self.seat = seat
        self.title = title
        self.commands = commands
        self.legal = legal or {}  # the engine's own command for one asked in another order
        self.asks = asks
        self.forced = forced  # a gathering choice cannot be put off; an ability can
        self.answers: list[Hashable] = []
        self.buttons: dict[str, pygame.Rect] = {}
        self.dimmed: dict[str, pygame.Rect] = {}  # the buttons that are no answer now
        self.shields: dict[str, pygame.Rect] = {}  # a source's area: its shield on the map
        self._skip_opponents()

    @property
    def ask(self) -> Ask:
        return self.asks[len(self.answers)]

    def options(self) -> list[Hashable]:
        return answers_to(narrowed(self.commands, self.asks, self.answers), self.ask)

    def held(self, resource: str) -> int:
        """How many of `resource` the player holds, counting the answers given so far."""
        count = self.state.players[self.seat].resources[self.state.content.resource_index[resource]]
        return count + sum(ask.sign for ask, answer in zip(self.asks, self.answers) if answer == resource)

    def full(self, resource: str) -> bool:
        return self.ask.sign > 0 and self.held(resource) >= self.state.content.cap

    def answer(self, value: Hashable) -> Command | None:
        """Take `value` if it is an answer now; the command once every question is answered."""
        if value not in self.options():
            return None
        self.answers.append(value)
        if len(self.answers) == len(self.asks):
            command = narrowed(self.commands, self.asks, self.answers)[0]
            return self.legal.get(command, command)
        self._skip_opponents()
        return None

    def _skip_opponents(self) -> None:
        # An opponent who is the only answer (in solo, the supply) is not asked for.
        while self.ask.items == "mat" and len(self.options()) == 1:
            self.answers.append(self.options()[0])

    def prompt(self) -> str:
        where = {"resource": "resources.on_icon", "unit": "resources.on_icon", "source": "resources.on_shield"}.get(self.ask.items)
        prompt = words(where, ask=self.ask.text) if where else self.ask.text
        return prompt if self.forced else words("resources.not_now", ask=prompt)

    # Drawing -----------------------------------------------------------------------------------

    def click(self, kind: str, key) -> Answer:
        """An icon offered, a lit shield, or an opponent's mat when one is asked, answers;
        anything else puts an ability back (a gathering choice stays)."""
        if kind == "dimmed" or kind == self.ask.items == "mat" and key not in self.options():
            return Answer(refusal=self.why_not(key) or "")
        if (kind, key) in self._offered() or kind == self.ask.items == "mat":
            command = self.answer(key)
        else:
            return GOES_ON if self.forced else GIVEN_UP
        if command is None:
            return GOES_ON
        return Answer(over=True, command=command, confirm=None if self.forced else questions.ability)

    def draw_in_hand(self, surface: pygame.Surface, table) -> bool:
        """The buttons where the hand is drawn, and the mats or shields that may be clicked lit."""
        area, board, mat_rects, f = table.hand_area, table.board, table.mat_rects, table.app.factor
        top = blit_text(surface, self.title, "serif_bold", round(18 * f), GOLD_LIGHT, area.topleft, max_width=area.width).bottom
        top = blit_text(surface, self.ask.text, "sans_bold", round(14 * f), PARCHMENT, (area.left, top + round(2 * f)),
                        max_width=area.width).bottom
        given = self._given()
        if given:
            top = blit_text(surface, given, "sans", round(13 * f), PARCHMENT_DARK, (area.left, top + round(2 * f)),
                            max_width=area.width).bottom
        gap = round(6 * f)
        grid = pygame.Rect(area.left, top + gap, area.width, area.bottom - top - gap)
        cells = self._cells()
        rows = max(2, -(-len(cells) // 3))
        cell_w = (grid.width - 2 * gap) // 3
        cell_h = min((grid.height - (rows - 1) * gap) // rows, round(110 * f))
        self.buttons, self.dimmed = {}, {}
        for i, (value, offered) in enumerate(cells):
            rect = pygame.Rect(grid.left + (i % 3) * (cell_w + gap), grid.top + (i // 3) * (cell_h + gap), cell_w, cell_h)
            self._draw_button(surface, rect, value, offered, f)
            (self.buttons if offered else self.dimmed)[value] = rect
        width = max(2, round(3 * f))
        self.shields = {}
        if self.ask.items == "source":
            for source in self.options():
                if source in self.state.content.area_index:
                    shield = next(rect for kind, _, rect in board.area_icons(source) if kind == "unit")
                    self.shields[source] = shield
                    pygame.draw.rect(surface, GOLD_LIGHT, shield.inflate(8, 8), width, border_radius=6)
        for seat in self.options() if self.ask.items == "mat" else []:
            pygame.draw.rect(surface, GOLD_LIGHT, mat_rects[seat].inflate(6, 6), width, border_radius=10)
        return True

    def _cells(self) -> list[tuple[str, bool]]:
        """What the buttons show for this question, each with whether it is an answer: every
        resource or unit, or only the sources that are answers."""
        options = self.options()
        items = self.ask.items
        if items == "source":
            return [(source, True) for source in options]
        names = {"resource": self.state.content.resources, "unit": self.state.content.units}.get(items, ())
        return [(name, name in options) for name in names]

    def _draw_button(self, surface, rect: pygame.Rect, value: str, offered: bool, f: float) -> None:
        full = offered and self.full(value)
        frame(surface, rect, PARCHMENT if offered else PARCHMENT_DARK, TERRACOTTA if full else (CLAY if offered else UNAVAILABLE),
              max(2, round(3 * f)) if offered else 1, 8)
        size = min(round(rect.height * 0.42), round(rect.width * 0.4))
        image = self._icon(value, size)
        if not offered:
            image = image.copy()
            image.set_alpha(90)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + round(5 * f))))
        y = rect.top + round(5 * f) + size + round(2 * f)
        line = blit_text(surface, self._label(value), "sans_bold", round(14 * f), INK if offered else INK_SOFT, (rect.centerx, y),
                         "midtop", max_width=rect.width - 6)
        if full:
            y = line.bottom
            for warning in FULL_WORDS:
                y = blit_text(surface, words(warning), "sans_bold", round(12 * f), TERRACOTTA, (rect.centerx, y), "midtop",
                              max_width=rect.width - 6).bottom

    def _icon(self, value: str, size: int) -> pygame.Surface:
        content = self.state.content
        if self.ask.items == "resource":
            return icons.resource_icon(content.resource_index[value], size)
        if self.ask.items == "source" and value in content.area_index:  # the unit the area gives him now
            return icons.unit_icon(area_unit(self.state, self.seat, content.area_index[value]), size)
        return icons.unit_icon(content.unit_index[value], size)

    def _label(self, value: str) -> str:
        if self.ask.items == "resource":
            return words("resources.held", resource=term(value).capitalize(), held=self.held(value))
        if self.ask.items == "unit":
            return term(value).capitalize()
        return source_label(self.state, self.seat, value)

    def _given(self) -> str:
        """The answers so far, as the player reads them: what goes, what comes, which unit changes."""
        parts = []
        for ask, answer in zip(self.asks, self.answers):
            if ask.sign < 0:
                parts.append(words("resources.gives_up", resource=term(answer)))
            elif ask.sign > 0:
                parts.append(words("resources.gains", resource=term(answer)))
            elif ask.items == "source":
                parts.append(words("resources.changes", unit=source_label(self.state, self.seat, answer)))
        return words("resources.so_far", answers=words("resources.joint").join(parts)) if parts else ""

    def key(self, value: Hashable) -> tuple:
        """Where the answer `value` is clicked: its icon, or an opponent's mat."""
        return (self.ask.items, value)

    def targets(self, table) -> dict:
        return self._offered() | {("dimmed", value): rect.copy() for value, rect in self.dimmed.items()}

    def why_not(self, key) -> str | None:
        """The engine's reason for the command `key` would answer with: the first still possible,
        `key` put in the field asked now (a resource, a unit, an opponent)."""
        ask = self.ask
        command = narrowed(self.commands, self.asks, self.answers)[0]
        if ask.at is None:
            asked = replace(command, **{ask.field: key})
        else:
            pair = list(getattr(command, ask.field))
            pair[ask.at] = key
            asked = replace(command, **{ask.field: tuple(pair)})
        refused = refusal(self.state, asked)
        return words("resources.no_answer") if refused is None else refusal_words(refused)

    def numbered(self) -> list[pygame.Rect]:
        return list(self.buttons.values())

    def _offered(self) -> dict:
        """Every place an answer is clicked: the buttons, and the lit shields of areas on the map."""
        found = {self.key(value): rect.copy() for value, rect in self.buttons.items()}
        found.update({("area", source): shield.copy() for source, shield in self.shields.items()})
        return found


def gathering(state: GameState, seat: int, commands: list) -> IconPick:
    """The gathering choice that cannot be put off: a gift, a loss or a gain."""
    first = commands[0]
    if isinstance(first, TakeGift):
        title, text, sign = words("resources.gift_title"), words("resources.gift", left=state.gift_left), 1
    elif isinstance(first, LoseResource):
        # R8 (amended): a resource gathered this round where any was gathered, else one from the mat
        lose = "resources.lose_gathered" if gathered_held(state, state.turn_order[state.turn]) else "resources.lose_from_mat"
        title, text, sign = words("resources.lose_title"), words(lose), -1
    else:
        title, text, sign = words("resources.gain_title"), words("resources.gain"), 1
    return IconPick(state, seat, title, commands, [Ask(text, lambda c: c.resource, sign)], forced=True)


def ability(state: GameState, seat: int, commands: list) -> IconPick | None:
    """Lydia's trade, India's steal or Aegyptus's changed unit on the icons; None for an ability
    with nothing to choose."""
    title = words("resources.ability", satrap=term(state.content.satraps[state.players[seat].satrap].name))
    if isinstance(commands[0], ConvertUnit):
        asks = [Ask(words("chooser.which_unit"), lambda c: c.source, items="source", field="source"),
                Ask(words("chooser.into_unit"), lambda c: c.unit, items="unit", field="unit")]
        return IconPick(state, seat, title, commands, asks, forced=False)
    if isinstance(commands[0], StealResource):
        asks = [Ask(words("resources.from_whom"), lambda c: c.opponent, items="mat", field="opponent"),
                Ask(words("resources.take"), lambda c: c.resource, 1)]
        return IconPick(state, seat, title, commands, asks, forced=False)
    if not isinstance(commands[0], TradeResources):
        return None
    # The engine names each trade once, its resources in the mat's order; the player may click
    # them in any order.
    legal = {TradeResources(lose, gain): c for c in commands for lose in dict.fromkeys((c.lose, c.lose[::-1]))
             for gain in dict.fromkeys((c.gain, c.gain[::-1]))}
    asks = [Ask(words("resources.give_first"), lambda c: c.lose[0], -1, field="lose", at=0),
            Ask(words("resources.give_second"), lambda c: c.lose[1], -1, field="lose", at=1),
            Ask(words("resources.gain_first"), lambda c: c.gain[0], 1, field="gain", at=0),
            Ask(words("resources.gain_second"), lambda c: c.gain[1], 1, field="gain", at=1)]
    return IconPick(state, seat, title, list(legal), asks, forced=False, legal=legal)
