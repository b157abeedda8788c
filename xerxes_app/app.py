"""Starting the app: `xerxes` or `python -m xerxes_app`."""

from __future__ import annotations

import argparse
import tempfile
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="xerxes", description="Xerxes at one table: 2 to 4 players, people or computers, or the solo campaign.")
    parser.add_argument("--size", type=_size, help="window size, WIDTHxHEIGHT (default: as in the settings, first 1280x720)")
    parser.add_argument("--save-dir", metavar="FOLDER",
                        help="folder of saved games (default: $XERXES_SAVE_DIR, else the user's data folder)")
    parser.add_argument("--config-dir", metavar="FOLDER",
                        help="folder of the settings (default: $XERXES_CONFIG_DIR, else the user's config folder)")
    parser.add_argument("--watch", nargs="?", const="normal", type=_strengths, metavar="STRENGTH",
                        help="watch computers play a game: easy, normal (the default) or hard for all 4 seats, "
                             "or one per seat, e.g. hard,normal,normal")
    parser.add_argument("--ready-signal", action="store_true",
                        help="print the seconds from start to the title screen ready for input, then quit (for scripts/bench)")
    parser.add_argument("--version", action="version", version=_version())
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="Linux: put Xerxes in the desktop's menus, with its icon, for this user")
    parser.add_argument("--uninstall-desktop-entry", action="store_true",
                        help="Linux: take Xerxes out of the desktop's menus again")
    args = parser.parse_args(argv)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from . import desktop_entry

        done = desktop_entry.install() if args.install_desktop_entry else desktop_entry.uninstall()
        print("\n".join(str(path) for path in done) or "There was no desktop entry to remove.")
        return 0

    from .bots.pool import start_shared
    from .ui.scenes.start import start

    workers = start_shared()  # Hard, the hints and the review think on them, started meanwhile
    save_dir = args.save_dir
    if args.watch and save_dir is None:
        # A watched game is not the player's own: it must not take Continue's place.
        watching = tempfile.TemporaryDirectory(prefix="xerxes-watch-")
        save_dir = watching.name
    app = start(args.size, save_dir, args.config_dir)
    if args.watch:
        from .ui.game.watch import watch

        watch(app, args.watch)
    if args.ready_signal:
        app.step()
        print(f"ready {time.perf_counter() - STARTED:.4f}", flush=True)
        return 0
    app.run()
    app.keeper.close()  # the last autosave reaches the disk before the process ends (a crash: see Autosaver)
    workers.close()
    return 0
