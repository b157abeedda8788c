"""Screenshots of games with names (issue 54): the Host form with its name field, at its fullest
(four seats, by the day with a clock, so away days too); the title screen, Continue and "Your
turn in …" naming games; and the Network games list of games named by their hosts beside one
made before names, which its code stands for.

    python -m tools.shoot_names DIR
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from xerxes_app.saving.tickets import HOST, JOINED, Ticket, keep_ticket
from .shots import app_speaking, host_form_of_four, in_both_languages, save_shot

LOOPBACK = "127.0.0.1"


def shoot_host_form(folder: Path, size: tuple[int, int], language: str) -> None:
    app, clicker, end = app_speaking(language, size, Path(tempfile.mkdtemp(prefix="xerxes-screenshots-names-")))
    host_form_of_four(clicker)
    clicker.type_into(("name", 0), "Atossa")
    clicker.click(("pace", "day"))
    clicker.click(("clock", "1d"))
    save_shot(app, folder, f"network-host-name{end}")


# The games' names as their hosts would type them, in the shot's language.
NAMES = {"en": ("Atossa's Tuesday game", "Roxana's game"), "ja": ("アトッサの火曜会", "ロクサネのゲーム")}


def shoot_named_games(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-named-games-"))
    now = time.time()
    tuesday, roxanas = NAMES[language]
    for ticket in (
        Ticket(HOST, LOOPBACK, 8765, "KXRTMPAC", {0: "t"}, creator="c", names=("Atossa", "Darius", "Computer (Normal)"),
               year=3, turn=0, played=now - 3600, name=tuesday),
        Ticket(JOINED, "192.168.1.20", 8765, "HDFKRAMN", {1: "t"}, names=("Roxana", "Atossa"), year=5, turn=1,
               played=now - 600, pace="day", name=roxanas),
        Ticket(JOINED, "play.example.org", 9000, "MNPRTV", {2: "t"}, tls=True, names=("Cyrus", "Parysatis", "Atossa"),
               year=7, over=True, played=now - 86400 * 3),
    ):
        keep_ticket(own / "saves", ticket)
    app, clicker, end = app_speaking(language, size, own)
    app.top.layout()
    clicker.frames(4)  # the turns followed from the third frame: Atossa's, in the game hosted here
    save_shot(app, folder, f"title-named-games{end}")
    clicker.click("load")
    clicker.click("network")
    save_shot(app, folder, f"network-games-named{end}")


def shoot_names(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_host_form, shoot_named_games)


if __name__ == "__main__":
    shoot_names(Path(sys.argv[1]))
