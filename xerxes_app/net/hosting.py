"""A host's app starts its games' server as a child process, then plays through it as a client.

    handle = start_server(data_dir, port=0)   # port 0: any free port; handle.port says which
    connection = Connection("127.0.0.1", handle.port)
    ...
    handle.stop()

The child holds the parent's pipe on its standard input and stops when it closes, so the
server dies with the host's app however that ends. The same server code runs headless as
`xerxes-server`; both resume every game of their data folder on start.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

LISTENING = re.compile(r"listening on \S+ port (\d+)")
# A server is waited for until it says it listens or ends: on a busy machine its start (Python's
# imports, the games of its folder resumed) may take many seconds, and a slow start is no
# failure. This bounds only a server that neither listens nor ends.
START_TIMEOUT = 300.0


class ServerFailed(OSError):
    """The server could not start (a port taken, a folder that cannot be written): its words. A
    port asked for and taken is refused so, never silently replaced by another."""


class ServerHandle:
    def __init__(self, process: subprocess.Popen, port: int):
        self.process = process
        self.port = port

    @property
    def running(self) -> bool:
        return self.process.poll() is None

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the server (it saves every game first) and wait for it."""
        if self.process.poll() is None:
            try:
                self.process.stdin.close()  # the parent's pipe closes: the server stops cleanly
            except OSError:
                pass
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


def server_command(data_dir: Path, port: int, address: str, cert: Path | None, key: Path | None,
                   options: Sequence[str] = ()) -> list[str]:
    command = [sys.executable, "-m", "xerxes_app.net.server", "--data", str(data_dir), "--port", str(port),
               "--address", address, "--parent-pipe", *options]
    if cert and key:
        command += ["--cert", str(cert), "--key", str(key)]
    return command


def start_server(data_dir: Path | str, port: int = 0, address: str = "0.0.0.0",
                 cert: Path | None = None, key: Path | None = None, options: Sequence[str] = ()) -> ServerHandle:
    """Start the server on `data_dir` and return once it listens (ServerFailed if it cannot);
    `options`: more of xerxes-server's (its bounds)."""
    command = server_command(Path(data_dir), port, address, cert, key, options)
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=env, text=True)
    found: list[int] = []
    done = threading.Event()

    def read() -> None:
        try:
            for line in process.stdout:
                match = LISTENING.search(line)
                if match and not found:
                    found.append(int(match.group(1)))
                    done.set()
        except (OSError, ValueError):
            pass  # stop() closed the pipe while this read it: the server is over
        done.set()  # its output ended: it stopped without listening

    threading.Thread(target=read, daemon=True, name="server output").start()
    done.wait(START_TIMEOUT)
    if not found:
        process.kill()
        process.wait()
        said = [line for line in process.stderr.read().splitlines() if line.startswith("xerxes-server:")]
        raise ServerFailed(said[-1].removeprefix("xerxes-server: ") if said else "The server did not start.")
    # Its warnings must not fill the pipe and stall it: read them on for as long as it runs.
    threading.Thread(target=_drain, args=(process.stderr,), daemon=True, name="server errors").start()
    return ServerHandle(process, found[0])


def _drain(stream) -> None:
    try:
        for line in stream:
            sys.stderr.write(line)
    except (OSError, ValueError):
        pass
