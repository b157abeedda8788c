"""The rules for the phase at hand: the rulebook's section for it and this edition's rulings,
as one section the Rules screen opens at when called from the table."""

from __future__ import annotations

from ...rules import BUILD, CAMPAIGN, GAME_OVER, GATHERING, PLACEMENT, SETUP, TAXATION, TURN_CHANGE_PHASE
from .language import current, words
from .rules_text import rulings, sections

RESOURCE_PHASE = "Resource phase: gathering resources and resolving a campaign card"
# Each phase: the rulebook's section (rules_text.sections titles) and the rulings that decide it.
PHASE_RULES = {
    SETUP: ("Game setup", ("R1", "R2", "R3", "R4")),
    PLACEMENT: ("Player actions", ("R5", "R6", "R25")),
    CAMPAIGN: (RESOURCE_PHASE, ("R10", "R11", "R12", "R13", "R18")),
    GATHERING: (RESOURCE_PHASE, ("R7", "R8", "R10", "R17")),
    BUILD: ("Build phase: constructing buildings", ("R14", "R15", "R13")),
    TAXATION: ("Taxation phase: resolving a tax card", ("R16", "R7")),
    TURN_CHANGE_PHASE: ("Turn track", ("R8", "R9")),
    GAME_OVER: ("Winning the game", ("R19",)),
}
SOLO_RULINGS = ("R20", "R21", "R22", "R24")
# The Japanese summary's section for each phase (docs/glossary-ja.md).
PHASE_SECTIONS_JA = {
    SETUP: "準備", PLACEMENT: "配置フェイズ", CAMPAIGN: "行軍フェイズ", GATHERING: "資源フェイズ", BUILD: "建造フェイズ",
    TAXATION: "徴税フェイズ", TURN_CHANGE_PHASE: "ターン順フェイズ", GAME_OVER: "ゲーム終了",
}


def phase_title(phase: str) -> str:
    return words("rules.now", phase=words(f"phase.{phase}"))


def phase_section(phase: str, solo: bool = False) -> tuple[str, str]:
    """(title, text) of the rules for `phase`: the rulebook's section, then the rulings."""
    language = current()
    book_title, numbers = PHASE_RULES[phase]
    if language == "ja":
        book_title = PHASE_SECTIONS_JA[phase]
    book = dict(sections(language))[book_title]
    numbers = numbers + (SOLO_RULINGS if solo else ())
    found = rulings(language)
    rules = "<br><br>".join(found[n] for n in numbers)
    text = (f"<b>{words('rules.from_book', section=book_title)}</b><br><br>{book}<br><br>"
            f"<b>{words('rules.rulings')}</b><br><br>{rules}")
    return phase_title(phase), text
