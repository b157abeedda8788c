"""The whole app's memory while it watches a game of four computers to its end.

    .venv/bin/python -m tools.app_memory --workers 8

Starts `xerxes --watch hard` (`--strength` for other computers) in a process of its own, as a
player would, but on SDL's dummy video driver, its computers at once and without animations, and
thinking on `--workers` worker processes, as the app starts on a computer of one more core (one
fewer than the cores, at most 8: bots/pool.py). Every second until the game is over it reads the
proportional memory (Linux's PSS) of the app, of its workers and of multiprocessing's resource
tracker, and prints, as JSON, the largest sum seen and its parts at that moment. On fewer cores
than workers each worker plays fewer of its playouts within the 0.6 s a decision, so `--no-limit`
lets every decision play its whole budget, as on a computer with a core for each worker.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# The app, on as many cores as the workers asked for need; without a time limit, each of Hard's
# decisions plays its whole budget.
LAUNCH = """
import os, sys
workers, limit = int(sys.argv[1]), sys.argv[2] == "limit"
os.cpu_count = lambda: workers + 1
if not limit:
    from xerxes_app.bots.bot import Bot
    Bot.__init__.__defaults__ = (None, *Bot.__init__.__defaults__[1:])  # time_limit
from xerxes_app.app import main
raise SystemExit(main(sys.argv[3:]))
"""


def pss_kib(pid: int) -> int:
    """A process's proportional memory, or 0 once it has gone."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as rollup:
            return next(int(line.split()[1]) for line in rollup if line.startswith("Pss:"))
    except (OSError, StopIteration):
        return 0


def children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as found:
            return [int(child) for child in found.read().split()]
    except OSError:
        return []


def is_tracker(pid: int) -> bool:
    try:
        return b"resource_tracker" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def over(save_dir: Path) -> bool:
    """Whether the watched game's autosave says the game is over."""
    try:
        return json.loads((save_dir / "autosave.json").read_text(encoding="utf-8"))["state"]["phase"] == "game_over"
    except (OSError, ValueError, KeyError):  # not written yet, or being replaced
        return False


def measure(workers: int, limit: bool, seconds: float, strength: str = "hard", size: str = "1280x720") -> dict:
    with tempfile.TemporaryDirectory(prefix="xerxes-memory-") as folder:
        saves, config = Path(folder, "saves"), Path(folder, "config")
        config.mkdir()
        (config / "settings.json").write_text(json.dumps(
            {"format": "xerxes-settings", "language": "en", "computer_pace": "instant", "animation_speed": "off"}))
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        app = subprocess.Popen(
            [sys.executable, "-c", LAUNCH, str(workers), "limit" if limit else "none",
             "--watch", strength, "--size", size, "--save-dir", str(saves), "--config-dir", str(config)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        most: dict = {"total_mb": 0.0}
        start = time.monotonic()
        try:
            while app.poll() is None and not over(saves) and time.monotonic() - start < seconds:
                time.sleep(1.0)
                kids = children(app.pid)
                tracker = [pid for pid in kids if is_tracker(pid)]
                thinking = [pss_kib(pid) / 1024 for pid in kids if pid not in tracker]
                parts = {"app_mb": pss_kib(app.pid) / 1024, "workers_mb": sum(thinking),
                         "tracker_mb": sum(pss_kib(pid) for pid in tracker) / 1024}
                total = sum(parts.values())
                if total > most["total_mb"]:
                    most = {"total_mb": total, **parts, "workers": len(thinking),
                            "largest_worker_mb": max(thinking, default=0.0), "at_s": time.monotonic() - start}
        finally:
            app.terminate()
            app.wait(10)
        finished = over(saves)
    return {"game_over": finished, "seconds": round(time.monotonic() - start, 1),
            **{key: round(value, 1) if isinstance(value, float) else value for key, value in most.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.app_memory", description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=1, help="worker processes the computers think on (default 1)")
    parser.add_argument("--no-limit", action="store_true", help="each decision plays its whole budget, without the 0.6 s limit")
    parser.add_argument("--seconds", type=float, default=1800, help="give up after this long (default 1800)")
    parser.add_argument("--strength", choices=("easy", "normal", "hard"), default="hard", help="the computers' (default hard)")
    parser.add_argument("--size", default="1280x720", help="the window's, WIDTHxHEIGHT (default 1280x720)")
    args = parser.parse_args(argv)
    if not 0 <= args.workers <= 64:
        parser.error("0 to 64 workers")
    found = measure(args.workers, not args.no_limit, args.seconds, args.strength, args.size)
    print(json.dumps(found, indent=2))
    return 0 if found["game_over"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
