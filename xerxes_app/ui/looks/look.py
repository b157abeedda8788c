"""The app's look: palette, bundled fonts, the pygame-gui theme scaled to the window.

Everything is sized for a 1280 x 720 window and multiplied by `scale(size)` for larger ones, so
text stays readable at a glance on a laptop and on a 1080p screen alike.
"""

from __future__ import annotations

import json
import math
from functools import cache

import pygame

from ...resources import ASSETS, font_file

THEME = ASSETS / "theme.json"
RULES = ASSETS / "rules"

BASE_SIZE = (1280, 720)
DISPLAY_SIZE = 20  # theme font sizes from here up are display faces, never made larger
MIN_SIZE = (1280, 720)  # the smallest window every screen is laid out and checked for

# An ancient Persian palette: lapis, terracotta, gold leaf, parchment and the ink of the tablets.
INK = (42, 28, 20)
INK_SOFT = (92, 70, 52)
PARCHMENT = (236, 222, 188)
PARCHMENT_DARK = (214, 194, 150)
SAND = (222, 200, 150)
LAPIS = (31, 78, 121)
TERRACOTTA = (168, 72, 42)
CLAY = (107, 47, 29)
GOLD = (212, 168, 75)
GOLD_LIGHT = (242, 210, 122)
NIGHT = (30, 21, 15)
NIGHT_SOFT = (46, 32, 22)
CREAM = (246, 236, 210)
SEA = (92, 140, 160)
SEA_DARK = (64, 106, 128)
UNAVAILABLE = (120, 110, 100)

# R1: each satrap's colour, told apart also by the pattern of its mark (icons.py draws them).
# Near the Okabe-Ito palette (vermilion, blue, bluish green, yellow), chosen so every pair stays
# apart for protanopia, deuteranopia and tritanopia too (tests/ui/looks/test_access.py), and each
# still reads as its name.
PLAYER_COLOURS = {
    "red": (213, 82, 22),
    "blue": (24, 60, 152),
    "green": (28, 160, 120),
    "yellow": (240, 226, 30),
}


def player_colour(name: str) -> tuple[int, int, int]:
    return PLAYER_COLOURS.get(name, (128, 128, 128))


def scale(size: tuple[int, int]) -> float:
    """How much larger than the 1280 x 720 design the window is (never smaller than 0.8)."""
    return max(0.8, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


FONT_FILES = {
    "en": {
        "serif": "Cardo-Regular.ttf",
        "serif_bold": "Cardo-Bold.ttf",
        "sans": "Lato-Regular.ttf",
        "sans_bold": "Lato-Bold.ttf",
        "sans_italic": "Lato-Italic.ttf",
    },
    # Lato and Cardo have no Japanese letters; Noto Sans JP has no italic, and its bold stands in
    # for the display face.
    "ja": {
        "serif": "NotoSansJP-Bold.otf",
        "serif_bold": "NotoSansJP-Bold.otf",
        "sans": "NotoSansJP-Regular.otf",
        "sans_bold": "NotoSansJP-Bold.otf",
        "sans_italic": "NotoSansJP-Regular.otf",
    },
}
# Japanese letters fill their square where Latin ones leave room above and below: at the same size
# they read larger and their lines are taller, so they are set a little smaller.
LANGUAGE_SCALE = {"ja": 0.88}
# Which faces `font` draws with, and the player's text size (Settings.ui_scale) for the words
# printed on the board, the mats and the cards: set with the widget manager, so that the words
# drawn and the widgets' speak the same language at the same size.
_faces = {"language": "en", "text_scale": 1.0}
# No word on the board, a mat or a card is set smaller, in pixels, however small the window, the
# part or the language's face.
LEGIBLE = 12


def use_language(language: str, text_scale: float = 1.0) -> None:
    _faces["language"] = language
    _faces["text_scale"] = text_scale


def printed_size(size: float) -> int:
    """The size to ask of `font` for words on the board, a mat or a card, `size` being theirs at
    the 100 % text size: no smaller than is legible in the language's face (LEGIBLE pixels), then
    the player's text size applied, and never under LEGIBLE even at a smaller text size."""
    least = least_printed()
    return max(least, round(max(size, least) * _faces["text_scale"]))


def normal_printed(size: float) -> int:
    """`printed_size(size)` at the 100 % text size: what a part may keep room for."""
    return max(least_printed(), round(size))


def least_printed() -> int:
    """The smallest size `font` may be asked for printed words in the current language."""
    return math.ceil(LEGIBLE / LANGUAGE_SCALE.get(_faces["language"], 1.0))


def text_scale() -> float:
    return _faces["text_scale"]


def font(kind: str, size: int) -> pygame.font.Font:
    """A bundled font of the current language."""
    language = _faces["language"]
    return _font(language, kind, max(6, int(size * LANGUAGE_SCALE.get(language, 1.0))))


@cache
def _font(language: str, kind: str, size: int) -> pygame.font.Font:
    """Cached because opening a font file costs a few milliseconds (a Japanese one, more)."""
    return pygame.font.Font(font_file(FONT_FILES[language][kind]), size)


@cache
def _theme_source() -> dict:
    with THEME.open(encoding="utf-8") as file:
        return json.load(file)


def theme(factor: float, text_scale: float = 1.0, language: str = "en") -> dict:
    """The theme in `language`, with its fonts' files (named in theme.json by their names, as in
    FONT_FILES) found (resources.font_file) and font sizes multiplied by `factor`, and by the
    player's `text_scale` (Settings.ui_scale). A larger text size leaves the display faces
    (headings, the banner) as they are: they are large already, and their lines have no room.

    theme.json gives each element a font block per language; only `language`'s is kept, as
    pygame-gui opens every face a theme names, whatever its language (nine sizes of Noto Sans
    JP, at every English start). The window makes a new manager, with its theme, when the
    language changes."""
    data = json.loads(json.dumps(_theme_source()))
    for block in data.values():
        if "font" in block:
            block["font"] = [font for font in block["font"] if font.get("locale", "en") == language]
        for font_block in block.get("font", []):
            size = int(font_block["size"])
            scaled = size * (text_scale if size < DISPLAY_SIZE else min(1.0, text_scale))
            scaled *= LANGUAGE_SCALE.get(font_block.get("locale", "en"), 1.0)
            font_block["size"] = str(max(8, round(scaled * factor)))
            for key, value in list(font_block.items()):
                if key.endswith("_path"):
                    font_block[key] = str(font_file(value))
    # A list's rows are as tall as its words' lines at this text size: pygame-gui keeps them 20 px
    # tall whatever the font, and cuts larger words.
    lines = (_line_height(block["regular_path"], int(block["size"])) for block in data[LIST_ITEM]["font"])
    data["selection_list"].setdefault("misc", {})["list_item_height"] = str(max(lines) + round(4 * factor))
    return data


LIST_ITEM = "selection_list.@selection_list_item"


@cache
def _line_height(path: str, size: int) -> int:
    return pygame.font.Font(path, size).get_linesize()



def text_fonts(themed: dict) -> list[dict]:
    """The bold and italic faces the text boxes' markup asks for in the theme `themed` (theme());
    pygame-gui only loads the regular ones the theme names, and warns when it meets the others
    late."""
    fonts = []
    for block in ("text_box", "#rules_text"):
        for font_block in themed[block]["font"]:
            size = int(font_block["size"])
            fonts += [{"name": font_block["name"], "point_size": size, "style": style} for style in ("bold", "italic")]
    return fonts
