"""The watcher steps aside while the app runs: the app's own notices take over (ui/game/
turn_watch.py), and a turn is never told twice.

The watcher listens on 127.0.0.1, on a port the system chooses, written in `turn-watcher/port`
of the config folder. The app, as it starts, connects there and keeps the connection open for as
long as it runs; the watcher lets go of its servers while any such connection is open, and comes
back when the last one closes: when the app closes, and as surely when it crashes or is killed,
since the system closes a dead process's connections. Nothing is polled on either side.

One watcher a config folder: it holds the folder's lock (saving/folder_lock.py) for as long as
it runs, and a second one started meanwhile ends at once.
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
from pathlib import Path

from ..saving.atomic import write_atomically
from ..saving.folder_lock import FolderLock, take_folder
from . import autostart

FOLDER = "turn-watcher"
PORT_FILE = "port"
GREETING = b"xerxes turn watcher\n"  # what the watcher says first: the app holds nothing else's port
CONNECT_SECONDS = 1.0  # on this computer: an answer takes milliseconds when anything listens


def folder_of(config_dir: Path) -> Path:
    return Path(config_dir) / FOLDER


def take_place(config_dir: Path) -> FolderLock | None:
    """The watcher's place for this config folder, or None when another watcher holds it."""
    return take_folder(folder_of(config_dir))


class Holders:
    """The watcher's side: the app's connections, counted; `changed` is set at each change."""

    def __init__(self):
        self.count = 0
        self.changed = asyncio.Event()
        self.server: asyncio.Server | None = None

    async def listen(self, config_dir: Path) -> None:
        self.server = await asyncio.start_server(self._held, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        write_atomically(folder_of(config_dir) / PORT_FILE, f"{port}\n".encode("ascii"))

    async def _held(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.count += 1
        self.changed.set()
        try:
            writer.write(GREETING)
            await writer.drain()
            await reader.read()  # nothing is sent: this returns when the app's end closes
        except OSError:
            pass
        finally:
            self.count -= 1
            self.changed.set()
            writer.close()

    def close(self) -> None:
        if self.server is not None:
            self.server.close()


class Aside:
    """The app's side: the watcher held aside from the app's start to its end."""

    def __init__(self, save_dir: Path, config_dir: Path):
        self.save_dir, self.config_dir = Path(save_dir), Path(config_dir)
        self.held: socket.socket | None = self._hold()

    def _hold(self) -> socket.socket | None:
        try:
            port = int((folder_of(self.config_dir) / PORT_FILE).read_text(encoding="ascii"))
            held = socket.create_connection(("127.0.0.1", port), CONNECT_SECONDS)
        except (OSError, ValueError):
            return None  # no watcher runs (or ever ran) for these folders
        try:
            held.settimeout(CONNECT_SECONDS)
            if held.recv(len(GREETING)) == GREETING:
                held.settimeout(None)
                return held
        except OSError:
            pass
        held.close()  # another program took the port since: nothing of ours
        return None

    def close(self) -> None:
        """The app closes: the watcher comes back; one that was not running, while the player
        wants it, is started now rather than at the next login."""
        if self.held is not None:
            self.held.close()
            self.held = None
        elif autostart.installed():
            start_watcher(self.save_dir, self.config_dir)


def start_watcher(save_dir: Path, config_dir: Path) -> None:
    """Start the watcher, apart from this process: it outlives the app and has no console."""
    arguments = autostart.watcher_command(Path(save_dir).resolve(), Path(config_dir).resolve())
    apart = {"creationflags": subprocess.DETACHED_PROCESS | subprocess.CREATE_NO_WINDOW} if sys.platform == "win32" \
        else {"start_new_session": True}
    subprocess.Popen(arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     close_fds=True, **apart)
