"""The app's log file, `xerxes.log` in the config folder: what went wrong without stopping the
app (a sound that could not be loaded), for someone looking into it later. Nothing goes to the
terminal, and the file is only made when there is a line to write."""

from __future__ import annotations

import logging
from pathlib import Path

LOG_FILE = "xerxes.log"


class _LogFile(logging.FileHandler):
    def _open(self):
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()

    def handleError(self, record: logging.LogRecord) -> None:
        """A log file that cannot be written loses its line: the app goes on, and says nothing
        on the terminal."""


def open_log(config_dir: Path) -> Path:
    """Send the app's warnings to the log file in `config_dir` (the last app started, in tests)."""
    logger = logging.getLogger("xerxes_app")
    for handler in logger.handlers[:]:
        logger.removeHandler(handler)
        handler.close()
    path = Path(config_dir) / LOG_FILE
    handler = _LogFile(path, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False  # never onto the terminal
    return path
