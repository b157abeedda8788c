"""Playing a network game by clicks, for the GUI tests: the clicker that waits for the server's
answers, and the joiner's side as a program of its own, so that two copies of the app, each in
its own process on SDL's dummy driver, host and join one game.

    python -m tests.ui.net_driver --port N --code ABCDEF --folder DIR [--seconds S]

joins the game on 127.0.0.1 by the Join screen's fields and clicks, takes the first open seat,
plays it by clicks to the end and prints "over" with the final VP; its exit status is 0 only if
the game ended.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tools.autoplay import Clicker  # noqa: E402
from xerxes_app.ui.scenes.game_over import GameOver  # noqa: E402

LOOPBACK = "127.0.0.1"


class NetClicker(Clicker):
    """A clicker for a network game: after a click that sent something, the frames go on until
    the server's answer has arrived, as a player would wait for it."""

    # The bounds of every wait: safety nets only, each wait ends on the event it waits for; a
    # busy machine may take many seconds to start a server or to answer.
    answer_seconds = 120.0

    def host(self, kinds: dict[int, str] | None = None, name: str | None = None):
        """From the title: New game, Host on the network, the seats' kinds given (the others as
        the form has them: as last hosted here, else a person here and an open seat), the game's
        name typed when given, Host the game; the lobby."""
        self.frames(2)
        self.click("new game")
        self.click("host")
        for seat, kind in (kinds or {}).items():
            self.click(("kind", seat))
            self.click(("kind", seat, kind))
        if name is not None:
            self.type_into("game name", name)
        self.click("start")
        return self.app.top

    def click_at(self, pos) -> None:
        super().click_at(pos)
        self.settle()

    def answer_question(self) -> None:
        super().answer_question()
        self.settle()  # a confirmed decision is sent a frame after the confirmation's click

    def settle(self) -> None:
        deadline = time.monotonic() + self.answer_seconds
        while getattr(getattr(self.app.top, "play", None), "asked", None) is not None:
            if time.monotonic() > deadline:
                raise AssertionError("the server did not answer")
            self.frames(1)
            time.sleep(0.002)

    def play_network_game(self, seconds: float) -> None:
        """Decide whenever this screen decides; otherwise frames go by (the other computer, or a
        computer on the server, decides). Bounded in time."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            top = self.app.top
            play = getattr(top, "play", None)
            if isinstance(top, GameOver) or (play is not None and play.state.is_over):
                return
            if play is None or play.waiting_for() is not None:
                self.frames(1)
                time.sleep(0.005)
                continue
            self.decide()
        raise AssertionError("the game did not end in time")

    def wait_for(self, ready, seconds: float = 120.0) -> None:
        deadline = time.monotonic() + seconds
        while not ready():
            if time.monotonic() > deadline:
                raise AssertionError(f"waited in vain on the {type(self.app.top).__name__} screen, which says: {shown(self.app.top)}")
            self.frames(1)
            time.sleep(0.005)


def shown(screen) -> str:
    """The words a screen shows in its widgets: what a test that waited in vain saw."""
    texts = (getattr(widget, "html_text", None) or getattr(widget, "text", None)
             for widget in getattr(screen, "widgets", {}).values())
    return " | ".join(text for text in texts if isinstance(text, str) and text.strip())[:600]


def join_by_clicks(clicker: NetClicker, port: int, code: str, name: str = "Bo") -> None:
    """From the title screen: the game found (`Clicker.find_game`), the first open seat, the name,
    Take the seat; back once the table is up."""
    clicker.find_game(port, code)
    clicker.wait_for(lambda: any(isinstance(key, tuple) for key in clicker.app.top.targets()))
    seat = min(key for key in clicker.app.top.targets() if isinstance(key, tuple))
    clicker.click(seat)
    clicker.type_into("name", name)
    clicker.click("take")
    clicker.wait_for(lambda: hasattr(clicker.app.top, "play"))


def started(folder: Path, seed: int) -> NetClicker:
    """This copy of the app on `folder`'s saves and settings, in the tests' language, computers at
    once and no motion; its clicker, on the title screen."""
    from xerxes_app.ui.scenes.start import start

    config = folder / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": os.environ.get("XERXES_LANGUAGE", "en"),
                                                      "computer_pace": "instant", "animation_speed": "off",
                                                      "turn_watcher_offered": True}))  # its question would stand over the table
    clicker = NetClicker(start((1280, 720), folder / "saves", config), seed)
    clicker.frames(2)
    return clicker


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--folder", type=Path, required=True)
    parser.add_argument("--seconds", type=float, default=150.0)
    args = parser.parse_args()
    clicker = started(args.folder, seed=5)
    join_by_clicks(clicker, args.port, args.code)
    print("joined", flush=True)
    clicker.play_network_game(args.seconds)
    app = clicker.app
    state = app.top.play.state
    print("over", json.dumps([player.vp for player in state.players]), flush=True)
    app.top.play.link.close()
    return 0 if state.is_over else 1


if __name__ == "__main__":
    sys.exit(main())
