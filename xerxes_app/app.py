"""Starting the app: `xerxes` or `python -m xerxes_app`."""

from __future__ import annotations

import argparse
import time

STARTED = time.perf_counter()


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("give the window size as WIDTHxHEIGHT, e.g. 1600x900") from None
    return width, height


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="xerxes", description="Xerxes at one table: 2 to 4 players, pass and play.")
    parser.add_argument("--size", type=_size, help="window size, WIDTHxHEIGHT (default: as in the settings, first 1280x720)")
    parser.add_argument("--save-dir", metavar="FOLDER",
                        help="folder of saved games (default: $XERXES_SAVE_DIR, else the user's data folder)")
    parser.add_argument("--config-dir", metavar="FOLDER",
                        help="folder of the settings (default: $XERXES_CONFIG_DIR, else the user's config folder)")
    parser.add_argument("--ready-signal", action="store_true",
                        help="print the seconds from start to the title screen ready for input, then quit (for scripts/bench)")
    args = parser.parse_args(argv)

    from .ui.start import start

    app = start(args.size, args.save_dir, args.config_dir)
    if args.ready_signal:
        app.step()
        print(f"ready {time.perf_counter() - STARTED:.4f}", flush=True)
        return 0
    app.run()
    app.keeper.close()  # the last autosave reaches the disk before the process ends (a crash: see Autosaver)
    return 0
