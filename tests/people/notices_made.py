"""Notices of every kind, with the facts each takes, for the tests."""

from __future__ import annotations

from xerxes_app.people.notices import CONFIRM_CODE, DIGEST, EMAIL, REMINDER, RESET_CODE, TURN, Notice

STOP = "https://play.example.org/stop/Zm9vYmFy"
OPEN = "https://play.example.org/game/KXRTMPAC"
FACTS = {
    TURN: {"game": "Ann's game", "stop": STOP, "open": OPEN},
    REMINDER: {"game": "Ann's game", "left": 5 * 3600 + 7 * 60, "stop": STOP},
    DIGEST: {"games": ["Ann's game", "Bo's game"], "stop": STOP},
    CONFIRM_CODE: {"code": "482915"},
    RESET_CODE: {"code": "730266", "minutes": 20},
}


def notice(kind: str = TURN, language: str = "en", channel: str = EMAIL, to: str = "ann@example.org",
           created: float = 1_000_000.0, number: int = 1, **facts) -> Notice:
    return Notice(id=f"n{number}", account="a1", channel=channel, to=to, kind=kind, language=language,
                  facts={**FACTS[kind], **facts}, created=created)
