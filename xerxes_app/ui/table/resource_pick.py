"""Resources chosen on the game's icons beside the board: the King's heir's gift (R17), the 1st
slot's loss and the 4th slot's gain (R8), Lydia's trade and India's steal (R18).

Each resource is a button with its icon and how many the player holds; where a gain would pass
the cap, the button warns that it would be lost (R7). A steal's opponent is named by a click on
their mat. Every answer is one some legal command has, narrowed one question at a time as the
chooser window does (chooser.py), so nothing the rules forbid is ever offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from ...rules import Command, GainResource, LoseResource, StealResource, TakeGift, TradeResources
from ...rules.gathering import gathered_held
from ...rules.state import GameState
from ..looks import icons
from ..looks.language import term, words
from ..looks.look import CLAY, GOLD_LIGHT, INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, TERRACOTTA, UNAVAILABLE
from ..looks.paint import blit_text, frame
from .chooser import answers_to, narrowed

FULL_WORDS = ("resources.full", "resources.lost")


@dataclass(frozen=True)
class Ask:
    text: str
    value: Callable[[Command], Hashable]
    sign: int = 0  # +1: a resource gained, -1: one given up
    items: str = "resource"  # "resource": chosen on the icons; "mat": an opponent, clicked on their mat


class ResourcePick:
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
        prompt = words("resources.on_icon", ask=self.ask.text) if self.ask.items == "resource" else self.ask.text
        return prompt if self.forced else words("resources.not_now", ask=prompt)

    # Drawing -----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, area: pygame.Rect, mat_rects: list[pygame.Rect], factor: float) -> None:
        """The buttons in `area` (where the hand is drawn), and the mats that may be clicked lit."""
        f = factor
        content = self.state.content
        top = blit_text(surface, self.title, "serif_bold", round(18 * f), GOLD_LIGHT, area.topleft, max_width=area.width).bottom
        top = blit_text(surface, self.ask.text, "sans_bold", round(14 * f), PARCHMENT, (area.left, top + round(2 * f)),
                        max_width=area.width).bottom
        given = self._given()
        if given:
            top = blit_text(surface, given, "sans", round(13 * f), PARCHMENT_DARK, (area.left, top + round(2 * f)),
                            max_width=area.width).bottom
        gap = round(6 * f)
        grid = pygame.Rect(area.left, top + gap, area.width, area.bottom - top - gap)
        cell_w = (grid.width - 2 * gap) // 3
        cell_h = min((grid.height - gap) // 2, round(110 * f))
        on_mats = self.ask.items == "mat"
        options = self.options()
        self.buttons = {}
        for i, resource in enumerate(content.resources):
            rect = pygame.Rect(grid.left + (i % 3) * (cell_w + gap), grid.top + (i // 3) * (cell_h + gap), cell_w, cell_h)
            offered = not on_mats and resource in options
            self._draw_button(surface, rect, resource, offered, f)
            if offered:
                self.buttons[resource] = rect
        for seat in options if on_mats else []:
            pygame.draw.rect(surface, GOLD_LIGHT, mat_rects[seat].inflate(6, 6), max(2, round(3 * f)), border_radius=10)

    def _draw_button(self, surface, rect: pygame.Rect, resource: str, offered: bool, f: float) -> None:
        index = self.state.content.resource_index[resource]
        full = offered and self.full(resource)
        frame(surface, rect, PARCHMENT if offered else PARCHMENT_DARK, TERRACOTTA if full else (CLAY if offered else UNAVAILABLE),
              max(2, round(3 * f)) if offered else 1, 8)
        size = min(round(rect.height * 0.42), round(rect.width * 0.4))
        image = icons.resource_icon(index, size)
        if not offered:
            image = image.copy()
            image.set_alpha(90)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + round(5 * f))))
        y = rect.top + round(5 * f) + size + round(2 * f)
        held = words("resources.held", resource=term(resource).capitalize(), held=self.held(resource))
        line = blit_text(surface, held, "sans_bold", round(14 * f), INK if offered else INK_SOFT, (rect.centerx, y), "midtop",
                         max_width=rect.width - 6)
        if full:
            y = line.bottom
            for warning in FULL_WORDS:
                y = blit_text(surface, words(warning), "sans_bold", round(12 * f), TERRACOTTA, (rect.centerx, y), "midtop",
                              max_width=rect.width - 6).bottom

    def _given(self) -> str:
        """The answers so far, as the player reads them: what goes, what comes."""
        parts = []
        for ask, answer in zip(self.asks, self.answers):
            if ask.sign < 0:
                parts.append(words("resources.gives_up", resource=term(answer)))
            elif ask.sign > 0:
                parts.append(words("resources.gains", resource=term(answer)))
        return words("resources.so_far", answers=words("resources.joint").join(parts)) if parts else ""

    def at(self, pos) -> str | None:
        return next((resource for resource, rect in self.buttons.items() if rect.collidepoint(pos)), None)

    def key(self, value: Hashable) -> tuple:
        """Where the answer `value` is clicked: its icon, or an opponent's mat."""
        return (self.ask.items, value)

    def targets(self) -> dict:
        return {self.key(resource): rect.copy() for resource, rect in self.buttons.items()}


def gathering(state: GameState, seat: int, commands: list) -> ResourcePick:
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
    return ResourcePick(state, seat, title, commands, [Ask(text, lambda c: c.resource, sign)], forced=True)


def ability(state: GameState, seat: int, commands: list) -> ResourcePick | None:
    """Lydia's trade or India's steal on the icons; None for an ability asked otherwise."""
    title = words("resources.ability", satrap=term(state.content.satraps[state.players[seat].satrap].name))
    if isinstance(commands[0], StealResource):
        asks = [Ask(words("resources.from_whom"), lambda c: c.opponent, items="mat"),
                Ask(words("resources.take"), lambda c: c.resource, 1)]
        return ResourcePick(state, seat, title, commands, asks, forced=False)
    if not isinstance(commands[0], TradeResources):
        return None
    # The engine names each trade once, its resources in the mat's order; the player may click
    # them in any order.
    legal = {TradeResources(lose, gain): c for c in commands for lose in dict.fromkeys((c.lose, c.lose[::-1]))
             for gain in dict.fromkeys((c.gain, c.gain[::-1]))}
    asks = [Ask(words("resources.give_first"), lambda c: c.lose[0], -1),
            Ask(words("resources.give_second"), lambda c: c.lose[1], -1),
            Ask(words("resources.gain_first"), lambda c: c.gain[0], 1),
            Ask(words("resources.gain_second"), lambda c: c.gain[1], 1)]
    return ResourcePick(state, seat, title, list(legal), asks, forced=False, legal=legal)
