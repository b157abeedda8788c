"""Starting the app: `xerxes` or `python -m xerxes_app`."""

from __future__ import annotations

import argparse
import gc
import sys
import time

STARTED = time.perf_counter()


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("give the window size as WIDTHxHEIGHT, e.g. 1600x900") from None
    return width, height


def _strengths(text: str) -> list[str]:
    from .ui.game.watch import strengths

    try:
        return strengths(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _version() -> str:
    from .resources import VERSION
    from .rules.saveformat import VERSION as SAVE_FORMAT

    return f"Xerxes {VERSION} (saved games: format {SAVE_FORMAT})"


class _PrintVersion(argparse.Action):
    """--version, worked out only when asked: the saved games' format is the engine's, which a
    start does not load before its first frame."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="print the version of the app and of its saved games, then quit")

    def __call__(self, parser, namespace, values, option_string=None):
        print(_version())
        parser.exit()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="xerxes",
        description="Xerxes, the board game: 2 to 4 players at one computer or from several over the network "
                    "(host a game, join one, or play on a xerxes-server), people or computers in any seat, "
                    "or the solo campaign.")
    parser.add_argument("invitation", nargs="?", metavar="xerxes://ADDRESS:PORT/CODE",
                        help="an invitation to a network game, as a host's lobby copies it: the app opens at Join a game "
                             "with everything filled in")
    parser.add_argument("--size", type=_size, help="window size, WIDTHxHEIGHT (default: as in the settings, first 1280x720)")
    parser.add_argument("--save-dir", metavar="FOLDER",
                        help="folder of saved games (default: $XERXES_SAVE_DIR, else the user's data folder)")
    parser.add_argument("--config-dir", metavar="FOLDER",
                        help="folder of the settings (default: $XERXES_CONFIG_DIR, else the user's config folder)")
    parser.add_argument("--watch", nargs="?", const="normal", type=_strengths, metavar="STRENGTH",
                        help="watch computers play a game: easy, normal (the default) or hard for all 4 seats, "
                             "or one per seat, e.g. hard,normal,normal")
    parser.add_argument("--ready-signal", action="store_true",
                        help="print the seconds from start to the title screen ready for input, and the processor "
                             "seconds the process took to get there, then quit (for scripts/bench)")
    parser.add_argument("--version", action=_PrintVersion)
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="Linux: put Xerxes in the desktop's menus, with its icon, for this user")
    parser.add_argument("--uninstall-desktop-entry", action="store_true",
                        help="Linux: take Xerxes out of the desktop's menus again; and, on any system, stop the turn "
                             "watcher from starting at login")
    parser.add_argument("--turn-watcher", action="store_true",
                        help="no window: tell me when it is my turn in a network game while Xerxes is closed (what "
                             "Settings starts at login)")
    parser.add_argument("--open-game", metavar="CODE",
                        help="open at the network game of this code, as one of its notices does")
    args = parser.parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        return _desktop_entry(args.install_desktop_entry)
    if args.turn_watcher:
        from .saving.folders import config_folder, save_folder
        from .turn_watcher.process import main as watch

        return watch(save_folder(args.save_dir), config_folder(args.config_dir))

    from .saving import config_folder
    from .ui.shell import mishaps

    config_dir = config_folder(args.config_dir)
    ended_badly = mishaps.begin(config_dir)
    try:
        clean = _play(args, ended_badly)
    except Exception as error:  # outside any frame: starting, or closing
        mishaps.written(error, "starting or closing the app")
        clean = False
    if not clean:
        print(f"Xerxes stopped on an unexpected error. Every game was saved after its last decision; "
              f"what went wrong is written in {mishaps.log_path(config_dir)}", file=sys.stderr)
        return 1
    mishaps.end(config_dir)
    return 0


def _desktop_entry(install: bool) -> int:
    from . import desktop_entry

    done = desktop_entry.install() if install else desktop_entry.uninstall()
    if not install:
        from .turn_watcher import autostart

        done += [path for path in [autostart.uninstall()] if path is not None]
    print("\n".join(str(path) for path in done) or "There was no desktop entry to remove.")
    return 0


def _play(args, ended_badly: bool) -> bool:
    """The window, from the first frame to the last; False when it closed on an unexpected error."""
    # What the start makes lives as long as the app: no collection needs to look through it before
    # the first frame is on the screen (some 10 ms of every start); they run from the next frame.
    gc.disable()
    from .ui.scenes.start import start

    save_dir = args.save_dir
    if args.watch and save_dir is None:
        import tempfile

        # A watched game is not the player's own: it must not take Continue's place.
        watching = tempfile.TemporaryDirectory(prefix="xerxes-watch-")
        save_dir = watching.name
    app = start(args.size, save_dir, args.config_dir, last_ended_badly=ended_badly)
    if args.open_game is not None:
        from .ui.game.continuing import resume_code

        resume_code(app, args.open_game)
    if args.invitation is not None:  # read, and a bad one said, on the Join screen in the player's language
        app.push(app.registry["join"](app, invitation=args.invitation))
    if args.watch:
        from .bots.pool import start_shared
        from .ui.game.watch import watch

        # The watched game's computers are made now, with the workers they will think on: those
        # start first (the title's first frame is not what anyone is waiting for here).
        start_shared()
        watch(app, args.watch)
    app.step()
    gc.enable()
    if args.ready_signal:
        print(f"ready {time.perf_counter() - STARTED:.4f} {time.process_time():.4f}", flush=True)
        return True
    # Once the title is on the screen: Hard, the hints and the review think on them, started
    # meanwhile (until then they think in this process).
    from .bots.pool import start_shared

    workers = start_shared()
    from .turn_watcher.aside import Aside

    aside = Aside(app.keeper.save_dir, app.keeper.config_dir)  # the app's notices take over from the turn watcher's
    try:
        return app.run() is not False  # False: closed on an unexpected error
    finally:
        app.keeper.close()  # the last autosave reaches the disk before the process ends (a crash: see Autosaver)
        workers.close()
        aside.close()
