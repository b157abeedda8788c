"""Screenshots of every scene of the real app, played by clicks: `scripts/screenshots DIR`.

Run under a real (or virtual, Xvfb) display. Saves title, new game, hand-off, setup choice,
the table early and late in a game, a campaign choice, a building choice, game over and the
rules, at the window size given (and the table again at 1920 x 1080), with a tooltip, the rules
of the phase at hand and the history (shoot_help.py), the game's charts; then Save as, the load
screen with the example games, the settings and the records; then solo mode with its charts
(shoot_solo.py), Learn to play (shoot_tutorial.py), a hint (shoot_hint.py) and undo against computers
(shoot_undo.py), a review (shoot_review.py),
computer opponents (shoot_computers.py), the main screens in Japanese (shoot_japanese.py), network
play (shoot_network.py), a game by the day (shoot_by_the_day.py), and watchers and a word to the
table (shoot_talk.py), watchers who see what players see (shoot_watchers.py), who is at the
table (shoot_seats.py), games with names (shoot_names.py), accounts on a server
(shoot_accounts.py), and its leaderboard, ratings, friends and notices (shoot_people.py).
Saves and settings go to a temporary folder.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import pygame

from xerxes_app.bots import Bot
from xerxes_app.rules import Build, ResolveCampaign, apply, current_player, legal_commands, new_game
from xerxes_app.saving import record_game, record_solo_game
from xerxes_app.session import HUMAN, Seat, Session
from .autoplay import Clicker
from .shots import ShotMixer, save_shot, shoot_campaign_choice
from .shoot_accounts import shoot_accounts
from .shoot_by_the_day import shoot_day
from .shoot_computers import shoot_computers
from .shoot_help import shoot_help
from .shoot_hint import shoot_hint
from .shoot_review import shoot_review
from .shoot_japanese import shoot_japanese
from .shoot_keys import shoot_keys
from .shoot_names import shoot_names
from .shoot_network import shoot_network
from .shoot_people import shoot_people
from .shoot_solo import shoot_solo
from .shoot_seats import shoot_seats_both
from .shoot_talk import shoot_talk
from .shoot_watchers import shoot_watchers
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.icon_pick import IconPick
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.table.turn_order_pick import TurnOrderPick
from xerxes_app.ui.table.vp_split import builds_of
from .shoot_tables import shoot_tables
from .shoot_text import point_at
from .shoot_tutorial import shoot_tutorial
from .shoot_undo import shoot_undo


def shoot(folder: Path, size: tuple[int, int], players: int = 4, seed: int = 7) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-"))
    app = start(size, own / "saves", own / "config", mixer=ShotMixer())
    clicker = Clicker(app, seed)
    clicker.frames(3)
    save_shot(app, folder, "title")
    clicker.click("new game")
    clicker.click(("players", players))
    save_shot(app, folder, "new-game")
    app.pop()
    clicker.frames(1)
    clicker.new_game(players, seed)
    save_shot(app, folder, "hand-off")
    clicker.decide()
    save_shot(app, folder, "setup-choice")
    top = app.top
    command = legal_commands(top.play.state)[1]
    clicker.click(("tax", command.card))
    save_shot(app, folder, "setup-choice-chosen")
    shots = {"table-early": False, "campaign-choice": False, "build-choice": False, "table-late": False,
             "gathering-choice": False, "turn-order-choice": False}
    while not app.top.play.state.is_over:
        top = app.top
        state = top.play.state
        choosing = getattr(top, "choosing", None)
        on_board = {"gathering-choice": isinstance(choosing, IconPick), "turn-order-choice": isinstance(choosing, TurnOrderPick)}
        for name, shown in on_board.items():
            if shown and not shots[name]:
                badge = name == "turn-order-choice" and len(choosing.options()) > 2
                if badge:  # the first player chosen, their mat showing it
                    point_at(app, (2, 2))
                    clicker.click(("mat", choosing.options()[0]))
                save_shot(app, folder, name)
                if badge:
                    clicker.click(("mat", choosing.order[0]))  # taken back: the game goes on as it would
                shots[name] = True
        if isinstance(top, Table) and top.confirming is None and top.veiled_for() is None:
            legal = legal_commands(state)
            if not shots["table-early"] and state.year == 1 and state.sweep == 2:
                save_shot(app, folder, "table-early")
                shots["table-early"] = True
            campaigns = [c for c in legal if isinstance(c, ResolveCampaign)]
            if campaigns and not shots["campaign-choice"]:
                shoot_campaign_choice(app, clicker, folder, campaigns[0], "campaign-choice")
                shots["campaign-choice"] = True
            # A building whose loss is shared on the mats by clicks: one with a single split is built at once.
            builds = [c for c in legal if isinstance(c, Build) and sum(c.losses) > 0
                      and len(builds_of(state, legal, c.building)) > 1]
            if builds and len(state.players) > 2 and not shots["build-choice"]:
                clicker.click(("building", builds[0].building))
                clicker.click(("mat", next(seat for seat, lost in enumerate(builds[0].losses) if lost)))
                save_shot(app, folder, "build-choice")
                shots["build-choice"] = True
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
                clicker.frames(2)  # Escape: the building put back
            if state.year >= 5 and state.phase == "build" and not shots["table-late"]:
                point_at(app, (2, 2))  # the whole table, no card shown enlarged under the mouse
                save_shot(app, folder, "table-late")
                shots["table-late"] = True
                shoot_help(app, clicker, folder)
                _save_as(app, clicker, folder)
                app.resize((1920, 1080))
                save_shot(app, folder, "table-late-1920x1080")
                app.resize(size)
        clicker.decide()
    save_shot(app, folder, "game-over")
    clicker.click("charts")
    save_shot(app, folder, "game-charts")
    clicker.click("back")
    app.push(app.registry["rules"](app))
    save_shot(app, folder, "rules")
    _saves_and_settings(app, clicker, folder)
    shoot_japanese(folder, size, players, seed)
    shoot_network(folder, size)
    shoot_talk(folder, size)
    shoot_watchers(folder, size)
    shoot_day(folder, size)
    shoot_seats_both(folder, size)
    shoot_names(folder, size)
    shoot_accounts(folder, size)
    shoot_people(folder, size)
    missing = [name for name, done in shots.items() if not done]
    if missing:
        print("not reached in this game:", ", ".join(missing))


def _save_as(app, clicker: Clicker, folder: Path) -> None:
    """Save as, with a name typed in, and saved: the load screen lists it later."""
    clicker.click(("button", "save as"))
    for char in "Year 5, after the campaigns":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    clicker.frames(2)
    save_shot(app, folder, "save-as")
    clicker.click(("save as", "save"))


def _saves_and_settings(app, clicker: Clicker, folder: Path) -> None:
    app.back_to("title")
    clicker.frames(1)
    clicker.click("load")
    clicker.frames(30)  # the pictures of the saves' boards, drawn a few a frame
    save_shot(app, folder, "load")
    clicker.click("back")
    clicker.click("settings")
    save_shot(app, folder, "settings")
    clicker.click("back")
    _more_records(app)
    clicker.click("records")
    save_shot(app, folder, "records")


def _more_records(app) -> None:
    """Beside the game just played, a few more finished games in the records, played to their end
    by the computers at the table (Hard on a small playout budget, to stay quick) and a Normal
    one in the person's seat."""
    tables = [(("Atossa", HUMAN), ("Easy", "easy"), ("Easy", "easy")), (("Atossa", HUMAN), ("Normal", "normal")),
              (("Darius", HUMAN), ("Hard", "hard"), ("Normal", "normal"), ("Normal", "normal"))]
    games = [(new_game(players=len(seats), seed=30 + i), seats) for i, seats in enumerate(tables)]
    games += [(new_game(players=1, seed=50 + i, scenario="easy"), (("Atossa", HUMAN),)) for i in range(2)]
    for number, (state, seats) in enumerate(games):
        bots = [Bot("normal" if kind == HUMAN else kind, number * 4 + seat, time_limit=None, playouts=20)
                for seat, (_, kind) in enumerate(seats)]
        while not state.is_over:
            seat = current_player(state)
            apply(state, bots[seat].choose(state, seat))
        session = Session(state, [Seat(name, kind) for name, kind in seats])
        record_game(app.keeper.save_dir, session)
        record_solo_game(app.keeper.save_dir, session)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    shoot(args.folder, (width, height), seed=args.seed)
    shoot_solo(args.folder, (width, height))
    shoot_tutorial(args.folder, (width, height))
    shoot_tutorial(args.folder, (width, height), "ja")
    shoot_hint(args.folder, (width, height))
    shoot_undo(args.folder, (width, height))
    shoot_review(args.folder, (width, height))
    shoot_keys(args.folder, (width, height), seed=args.seed)
    shoot_computers(args.folder, (width, height), seed=args.seed)
    shoot_tables(args.folder, seed=args.seed)


if __name__ == "__main__":
    main()
