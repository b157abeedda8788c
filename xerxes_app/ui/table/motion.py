"""Motion on the table: a worker walks from its player's mat to its area, resources fly to the
mat that gathered them, VP markers slide along the track, the year's event card turns over, a card
played travels face up from its player's mat onto the board, a building's indicator goes from the
builder's mat to its tile, the turn track's tokens change places; and a move of another seat stays
lit where it happened (move_lights.py).

Animations follow the game and never lead it. The table is drawn at once as the game now stands;
after each change of the game (a command, an undo) this layer compares what everyone could see
before and after, and for a moment draws over the table: the new place of a moving piece is
covered by how it looked before, and the piece travels there. Nothing waits for it: any key or
click ends every animation at once, and that input is acted on as usual. Two settings pace it:
the animation speed (Settings.animation_speed) is how long a piece's journey takes ("off": none,
the pieces are at once where they go); the computers' pace (Settings.computer_pace), how long a
move of another seat (a computer's, or a person's at another computer) stays lit, and its card on
the board, at the least for a journey: as long as the next computer's move waits at that pace,
each move is seen lit before the next. Each table owns its motion (`table` here is table.py's
Table, which imports this module).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...saving.settings import PACE_SECONDS
from ..looks import icons
from .board import VP_CELLS
from .cards import HELD, draw_card
from .mats import resource_cell
from .move_lights import draw_lights, played_card_rect
from .moves import Move

SECONDS = {"fast": 0.25, "normal": 0.45, "slow": 0.8}  # one piece's journey; "off" has none
STAGGER = 0.25  # of a journey: the delay between resources flying to the same mat


@dataclass(frozen=True)
class Seen:
    """What everyone could see of the table (R25: nothing from a hand), and where it was drawn."""

    version: int
    layout: tuple  # the board's and the mats' rectangles
    pawns: tuple[int, ...]
    turn_change: int
    vp: tuple[int, ...]
    resources: tuple[tuple[int, ...], ...]
    event: int
    built_by: tuple[int, ...]
    order: tuple[int, ...]  # the turn track's seats, by slot
    played: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # each seat's resolved cards: (Campaign, Taxation)


@dataclass
class Flight:
    what: str  # "worker", "vp", "resource"
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    cover: tuple[pygame.Surface, pygame.Rect] | None  # the destination as it was, until the piece lands
    delay: float = 0.0
    hold: float = 0.0  # how long the piece stays where it landed (a card played, on the board)


@dataclass
class Flip:
    rect: pygame.Rect
    under: pygame.Surface  # the printed board there
    before: pygame.Surface
    after: pygame.Surface


@dataclass
class Glow:
    """A move of another seat, lit where it happened, for `seconds`."""

    move: Move
    seconds: float


def seen(table) -> Seen:
    state = table.play.state
    layout = (tuple(table.board.rect), tuple(tuple(rect) for rect in table.mat_rects), table.canvas.get_size())
    return Seen(table.play.version, layout, tuple(state.area_pawns), state.turn_change,
                tuple(p.vp for p in state.players), tuple(tuple(p.resources) for p in state.players), state.event,
                tuple(state.built_by), tuple(state.turn_order),
                tuple((tuple(p.campaign_resolved), tuple(p.tax_resolved)) for p in state.players))


class Motion:
    def __init__(self, table):
        self.table = table
        self.seen: Seen | None = None
        self.canvas: pygame.Surface | None = None  # the table as last drawn: the "before" of a change
        self.moving: list = []
        self.clock = 0.0
        self.length = 0.0  # until the last piece lands
        self.seconds = 1.0  # one journey

    @property
    def running(self) -> bool:
        return bool(self.moving)

    def handle(self, event: pygame.event.Event) -> None:
        """Input never waits: a key or a click finishes every animation first."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.finish()

    def finish(self) -> None:
        self.moving = []

    def update(self, dt: float) -> None:
        table = self.table
        if table.canvas is None:
            self.finish()
            return
        if self.seen is None or self.seen.version != table.play.version:
            now = seen(table)
            before = self.seen
            if before is not None and before.layout == now.layout and self.canvas is not None:
                self._start(table, before, now)
            self.seen = now
        self.canvas = table.canvas
        if self.moving:
            self.clock += dt
            if self.clock >= self.length:
                self.finish()

    def _start(self, table, before: Seen, now: Seen) -> None:
        settings = table.app.keeper.settings
        seconds = SECONDS.get(settings.animation_speed, 0.0)
        fresh = table.play.moves.fresh
        elsewhere = bool(fresh) and not table.play.decides_here(fresh[-1].seat)  # a move made elsewhere: lit for the pace
        lit = max(seconds, PACE_SECONDS[settings.computer_pace]) if elsewhere else 0.0
        hold = lit - seconds if elsewhere else seconds  # how long a card played stays on the board once there
        self.moving = plan(table, before, now, self.canvas, seconds, hold) if seconds else []
        self.moving += [Glow(fresh[-1], lit)] if lit > 0 else []
        self.clock = 0.0
        self.length = max((_length(item, seconds) for item in self.moving), default=0.0)
        self.seconds = seconds

    def draw(self, surface: pygame.Surface) -> None:
        if not self.moving or self.table.strip.canvas is not None:
            return  # nothing moves, or a step of the strip shows the board as it was
        for item in self.moving:  # first every "before", then the lights and the pieces over them
            if isinstance(item, Flight) and item.cover is not None and self._progress(item) < 1:
                surface.blit(*item.cover)
        for item in self.moving:
            if isinstance(item, Glow) and self.clock < item.seconds:
                draw_lights(surface, self.table, item.move, cards=not self.seconds)  # else its cards fly there
        for item in self.moving:
            t = self._progress(item)
            if isinstance(item, Glow) or (t >= 1 and not (isinstance(item, Flight) and self._held(item))):
                continue
            if isinstance(item, Flip):
                _draw_flip(surface, item, t)
            else:
                eased = t * t * (3 - 2 * t)
                x = item.start[0] + (item.end[0] - item.start[0]) * eased
                y = item.start[1] + (item.end[1] - item.start[1]) * eased
                surface.blit(item.image, (round(x), round(y)))

    def _progress(self, item) -> float:
        return max(0.0, min(1.0, (self.clock - getattr(item, "delay", 0.0)) / self.seconds)) if self.seconds else 1.0

    def _held(self, flight: Flight) -> bool:
        """Whether a piece that has landed still stays in view (a card played)."""
        return self.clock < flight.delay + self.seconds + flight.hold


def _length(item, seconds: float) -> float:
    """How long an animation lasts from its start."""
    if isinstance(item, Glow):
        return item.seconds
    return getattr(item, "delay", 0.0) + seconds + getattr(item, "hold", 0.0)


def plan(table, before: Seen, now: Seen, old: pygame.Surface, seconds: float, hold: float) -> list:
    """The animations from `before` to `now`, over `old`, the table as it was drawn before; a card
    played stays on the board `hold` seconds once there."""
    board = table.board
    state = table.play.state
    content = state.content
    satraps = [content.satraps[p.satrap] for p in state.players]
    canvas = old.get_rect()

    def was(rect: pygame.Rect):
        rect = rect.clip(canvas)
        return old.subsurface(rect).copy(), rect

    def from_mat(seat: int, size: int) -> tuple[int, int]:
        mat = table.mat_rects[seat]
        return mat.left, mat.centery - size // 2

    moving: list = []
    for area, (then, seat) in enumerate(zip(before.pawns, now.pawns)):
        if seat >= 0 and seat != then:  # a worker placed (the AI's pawns come with the solo tile)
            spot = board.worker_rect(content.areas[area].name)
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, spot.width, "pawn")
            moving.append(Flight("worker", image, from_mat(seat, spot.height), spot.topleft, was(spot)))
    if now.turn_change >= 0 and now.turn_change != before.turn_change:
        seat, spot = now.turn_change, board.turn_change_worker_rect()
        image = icons.piece(satraps[seat].colour, satraps[seat].pattern, spot.width, "pawn")
        moving.append(Flight("worker", image, from_mat(seat, spot.height), spot.topleft, was(spot)))
    if not state.is_solo:  # R20: no VP in solo
        for seat, (then, vp) in enumerate(zip(before.vp, now.vp)):
            if vp != then:
                start = board.vp_cup_rect(then, _stacked(before.vp, seat))
                end = board.vp_cup_rect(vp, _stacked(now.vp, seat))
                image = icons.piece(satraps[seat].colour, satraps[seat].pattern, end.width, "cup")
                cell = board.vp_cells[min(vp, len(board.vp_cells) - 1)]
                moving.append(Flight("vp", image, start.topleft, end.topleft, was(cell)))
    for seat, (then, held) in enumerate(zip(before.resources, now.resources)):
        gained = [r for r in range(len(held)) for _ in range(max(0, held[r] - then[r]))]
        for k, resource in enumerate(gained):
            cell = resource_cell(table.mat_rects[seat], resource)
            image = icons.resource_icon(resource, cell.height)
            source = _source(table, now, seat, resource, image.get_size())
            moving.append(Flight("resource", image, source, cell.topleft, was(cell), delay=k * STAGGER * seconds))
    if before.event < 0 <= now.event:
        card = board.event_card
        moving.append(Flip(card, _printed(board, card), was(card)[0], table.canvas.subsurface(card.clip(canvas)).copy()))
    for building, (then, seat) in enumerate(zip(before.built_by, now.built_by)):
        if seat >= 0 and seat != then:  # the builder's indicator placed on its tile (R14)
            spot = board.builder_rect(board.building_rects[building])
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, round(1.2 * board.u), "disc")
            end = (round(spot.left + 0.2 * board.u), spot.centery - image.get_height() // 2)
            moving.append(Flight("builder", image, from_mat(seat, image.get_height()), end, was(spot)))
    if now.order != before.order and not state.is_solo:  # R9: the tokens change places on the turn track
        size = round(1.5 * board.u)
        for seat in now.order:
            start, end = (_token_rect(board, order.index(seat), size) for order in (before.order, now.order))
            image = icons.piece(satraps[seat].colour, satraps[seat].pattern, size, "disc")
            moving.append(Flight("token", image, start.topleft, end.topleft, (_printed(board, end), end)))
    for seat, (then, played) in enumerate(zip(before.played, now.played)):
        cards = [("campaign", c) for c in played[0] if c not in then[0]] + [("tax", c) for c in played[1] if c not in then[1]]
        for index, (kind, card) in enumerate(cards):  # face up once played (R12, R16)
            rect = played_card_rect(board, index)
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_card(image, image.get_rect(), content, kind, card, HELD, solo=state.is_solo)
            moving.append(Flight("card", image, from_mat(seat, rect.height), rect.topleft, None, hold=hold))
    return moving


def _printed(board, rect: pygame.Rect) -> pygame.Surface:
    """The printed board under `rect`, without the pieces of the game."""
    return board.printed.subsurface(rect.move(-board.rect.left, -board.rect.top).clip(board.printed.get_rect())).copy()


def _token_rect(board, slot: int, size: int) -> pygame.Rect:
    """Where a turn-track token stands in its slot (board.py's `_draw_track`)."""
    rect = board.slot_rects[slot]
    return pygame.Rect(0, 0, size, size).move(round(rect.right - 0.3 * board.u) - size, rect.centery - size // 2)


def _stacked(vps: tuple[int, ...], seat: int) -> int:
    """How many earlier seats share the seat's VP cell (board.py stacks them in seat order)."""
    last = VP_CELLS - 1
    return sum(1 for other in range(seat) if min(vps[other], last) == min(vps[seat], last))


def _source(table, now: Seen, seat: int, resource: int, size: tuple[int, int]) -> tuple[int, int]:
    """Where a gained resource comes from: an area of the player's that yields it (their home, or
    one with their worker); otherwise the middle of the map (a gift, a trade, an event)."""
    content = table.play.state.content
    home = content.satraps[table.play.state.players[seat].satrap].home
    areas = [home] + [area for area, owner in enumerate(now.pawns) if owner == seat]
    board = table.board
    for area in areas:
        if resource in content.areas[area].yields:
            x, y = board.area_centres[content.areas[area].name]
            return round(x - size[0] / 2), round(y - size[1] / 2)
    x, y = board.map_rect.center
    return x - size[0] // 2, y - size[1] // 2


def _draw_flip(surface: pygame.Surface, flip: Flip, t: float) -> None:
    """The card turns about its upright middle: the old face narrows to nothing, the new widens."""
    surface.blit(flip.under, flip.rect)
    face, share = (flip.before, 1 - 2 * t) if t < 0.5 else (flip.after, 2 * t - 1)
    width = max(1, round(flip.rect.width * share))
    narrowed = pygame.transform.scale(face, (width, flip.rect.height))
    surface.blit(narrowed, narrowed.get_rect(center=flip.rect.center))
