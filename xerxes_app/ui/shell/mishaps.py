"""When something unexpected goes wrong: its traceback goes to the log file (log_file.py), the
player is told in one calm sentence where that is, and the game is kept (it was saved after its
last decision: Continue takes it up).

A frame that raises takes the window back to the title screen with that sentence; one that
raises again straight after, or an error outside the frames, ends the app with the sentence on
the terminal. Every start leaves a mark in the settings folder that a clean end takes away: a
start that finds the mark of a process no longer running says, once, that the last session
ended badly (a kill, a crash, a power cut), where even a log line could not be written.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

from .log_file import LOG_FILE

RUNNING_MARK = "xerxes.running"  # in the settings folder: this app's process number while it runs
LOG = logging.getLogger("xerxes_app.mishaps")


def log_path(config_dir: Path) -> Path:
    return Path(config_dir) / LOG_FILE


def written(error: BaseException, where: str) -> None:
    """The traceback of `error` in the log file, with what the app was doing."""
    LOG.error("Unexpected error %s", where, exc_info=(type(error), error, error.__traceback__))


def begin(config_dir: Path) -> bool:
    """Leave this process's mark, and whether the last session ended without taking its own away
    (a process still running, a second window on the same folders, is no bad ending)."""
    mark = Path(config_dir) / RUNNING_MARK
    try:
        before = int(mark.read_text(encoding="ascii").strip() or 0)
    except (OSError, ValueError):
        before = None  # no mark: the last session ended cleanly (or there was none)
    ended_badly = before is not None and not _running(before)
    try:
        mark.parent.mkdir(parents=True, exist_ok=True)
        mark.write_text(str(os.getpid()), encoding="ascii")
    except OSError:
        pass  # a folder that cannot be written: the settings say so on their own screen
    threading.excepthook = _thread_error
    return ended_badly


def end(config_dir: Path) -> None:
    """A clean end: the mark goes, unless another window has made it its own since."""
    mark = Path(config_dir) / RUNNING_MARK
    try:
        if mark.read_text(encoding="ascii").strip() == str(os.getpid()):
            mark.unlink()
    except OSError:
        pass


def _running(pid: int) -> bool:
    if pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # there, and somebody else's
    return True


def _thread_error(args: threading.ExceptHookArgs) -> None:
    """A thread of the app's that raised (the network's, a computer's): logged, not lost on a
    terminal nobody reads."""
    if args.exc_value is not None and not isinstance(args.exc_value, SystemExit):
        written(args.exc_value, f"in the thread {args.thread.name if args.thread else '?'}")
