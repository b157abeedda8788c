"""How readable the table is, for `scripts/bench` and the tests, measured on the real table
mid-game with a full hand (five Taxation cards and three Campaign cards) at a window's size:

- `hand_card_px`: the narrowest card of the hand at 1280 x 720, in pixels;
- `smallest_text_px_1280`, `smallest_text_px_1920`: the smallest size of the fonts the table
  draws words with at 1280 x 720 and at 1920 x 1080: those it prints on the board, the mats, the
  cards and the strip of moves, and its widgets' on show (the buttons', the banner's);
- `board_share_1280`, `board_share_1920`: the printed board's share of the window's area.
"""

from __future__ import annotations

import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

import pygame

from xerxes_app.rules import situation
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.looks import icons, look, paint
from xerxes_app.ui.table.table import Table
from .autoplay import Clicker

SIZES = ((1280, 720), (1920, 1080))
WAITED_FRAMES = 20_000  # a computer's move and its showing, at the slowest pace, many times over


def full_hand(kinds: tuple[str, ...] = ("normal", "human", "normal", "normal"), seat: int = 1) -> Session:
    """Year 3's campaigns, four satraps with workers out, a building raised, `seat`'s hand full:
    five Taxation cards and three Campaign cards; a session of `kinds`, by default the person in
    the second seat, after a computer whose move the strip of moves then shows."""
    satraps, workers = ("Lydia", "India", "Babylonia", "Aegyptus"), (("Ionia", "Media"), ("Thracia", "Sogdia"),
                                                                     ("Armenia", "Assyria"), ("Bactria", "Parthia"))
    seats = [{"satrap": satraps[s], "workers": list(workers[s]), "vp": 3 + 2 * s, "resources": {"gold": 1, "stone": 2}}
             for s in range(4)]
    seats[seat].update(tax_hand=[0, 6, 12, 16, 23], campaign_hand=[0, 1, 4])
    seats[(seat + 1) % 4].update(tax_resolved=[14, 20], buildings=["Road"])
    state = situation(seats, phase="campaign", event="Fire", year=3)
    names = ("Atossa", "Darius", "Cyrus", "Roxane")
    return Session(state, [Seat(name, kind) for name, kind in zip(names, kinds)])


def to_full_hand(app, clicker: Clicker) -> Table:
    """The table of `full_hand` at the person's turn, after the computer before them, in `app`
    at its size."""
    open_game(app, full_hand())
    while not (isinstance(app.top, Table) and app.top.private_seat() is not None):
        clicker.decide()
    for _ in range(WAITED_FRAMES):  # the computer's move, at the Computers' pace of Settings
        if app.top.mine():
            break
        clicker.frames(1)
    else:
        raise RuntimeError("the computer before the person never moved")
    clicker.frames(2)
    return app.top


def _forget_drawings() -> None:
    """Empty the screens' caches of drawn things (card faces, icons, words), so that drawing
    again asks for every font and icon it uses; the fonts themselves stay open."""
    for name, module in list(sys.modules.items()):
        if name.startswith("xerxes_app.ui."):
            for value in list(vars(module).values()):
                if hasattr(value, "cache_clear") and value is not look._font:
                    value.cache_clear()


@contextmanager
def watching():
    """While inside: the sizes of the fonts words are drawn in (a set of pixels), and the icons
    drawn, (kind, size) with kind "resource" or "unit"."""
    sizes: set[int] = set()
    drawn: list[tuple[str, int]] = []
    rendered, resource_icon, unit_icon = paint._rendered, icons.resource_icon, icons.unit_icon

    def rendering(string, face, colour):
        if string.strip():
            sizes.add(face.point_size)
        return rendered(string, face, colour)

    def resource(resource_, size):
        drawn.append(("resource", size))
        return resource_icon(resource_, size)

    def unit(unit_, size):
        drawn.append(("unit", size))
        return unit_icon(unit_, size)

    _forget_drawings()
    paint._rendered, icons.resource_icon, icons.unit_icon = rendering, resource, unit
    try:
        yield sizes, drawn
    finally:
        paint._rendered, icons.resource_icon, icons.unit_icon = rendered, resource_icon, unit_icon
        _forget_drawings()


def widget_sizes(table: Table) -> set[int]:
    """The point sizes of the fonts of the table's widgets on show."""
    theme = table.app.manager.get_theme()
    sizes = set()
    for element in table.app.manager.get_sprite_group().sprites():
        if getattr(element, "visible", False) and hasattr(element, "combined_element_ids") and element.ui_container is not None:
            font = getattr(element, "font", None) or theme.get_font(element.combined_element_ids)
            sizes.add(font.point_size)
    return sizes


def measured(table: Table) -> dict:
    """What a drawing of `table` asks for: its smallest text, the hand's, the mats' and the
    board's icons (their smallest sizes), the hand's narrowest card, the board's share."""
    from xerxes_app.ui.table.board import Board
    from xerxes_app.ui.table.canvas import draw_canvas
    from xerxes_app.ui.table.cards import draw_card
    from xerxes_app.ui.table.mats import draw_mat

    state = table.play.state
    scratch = pygame.Surface(table.app.size, pygame.SRCALPHA)
    with watching() as (sizes, drawn):
        Board(table.board.rect, state)  # its printed parts, drawn once when it is made
        draw_canvas(table)
    text = min(sizes | widget_sizes(table))
    least = {}
    for part, draw in (("hand", lambda: [draw_card(scratch, rect, state.content, kind, card) for kind, card, rect in table.hand]),
                       ("mats", lambda: [draw_mat(scratch, rect, state, seat, "Ann 1520", False)
                                         for seat, rect in enumerate(table.mat_rects)]),
                       ("board", lambda: Board(table.board.rect, state).draw_game(scratch, state, 0))):
        with watching() as (_, drawn):
            draw()
        least[part] = min(size for _, size in drawn)
    w, h = table.app.size
    return {"smallest_text_px": text, "hand_card_px": min(rect.width for _, _, rect in table.hand),
            "hand_icon_px": least["hand"], "mat_icon_px": least["mats"], "board_icon_px": least["board"],
            "board_share": round(table.board.rect.width * table.board.rect.height / (w * h), 3)}


def figures() -> dict[str, float]:
    from xerxes_app.ui.scenes.start import start

    own = Path(tempfile.mkdtemp(prefix="xerxes-bench-"))
    app = start(SIZES[0], own / "saves", own / "config")
    clicker = Clicker(app, 7, answer_questions=False)
    clicker.frames(2)
    found = {}
    for size in SIZES:
        app.resize(size)
        found[size] = measured(to_full_hand(app, clicker))
        app.back_to("title")
    app.keeper.close()
    small, large = found[SIZES[0]], found[SIZES[1]]
    return {"hand_card_px": small["hand_card_px"], "smallest_text_px_1280": small["smallest_text_px"],
            "smallest_text_px_1920": large["smallest_text_px"], "board_share_1280": small["board_share"],
            "board_share_1920": large["board_share"]}


if __name__ == "__main__":
    print(figures())
