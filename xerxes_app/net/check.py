"""`xerxes-server --check ADDRESS:PORT`: whether a server answers, for a health check (a
container's, a monitor's, an operator's at a prompt). It connects, asks ("health"), prints one
line and exits 0 when the server answered, 1 when it did not, within TIMEOUT seconds in all.

`wss://ADDRESS:PORT` checks a server that speaks TLS, its certificate checked against the system's
authorities as the players' apps check it (so an expired certificate fails the check too).
"""

from __future__ import annotations

import json
import ssl
import time

from websockets.exceptions import WebSocketException
from websockets.sync.client import connect

from .protocol import encode

TIMEOUT = 5.0  # seconds, the whole check


def where(target: str) -> tuple[str, bool]:
    """The URI to connect to, and whether it is TLS, from ADDRESS:PORT or ws(s)://ADDRESS:PORT."""
    tls = target.startswith("wss://")
    rest = target.split("://", 1)[1] if "://" in target else target
    host, colon, port = rest.rstrip("/").rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"give the server as ADDRESS:PORT or wss://ADDRESS:PORT, not {target!r}")
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"  # an IPv6 address
    return f"{'wss' if tls else 'ws'}://{host}:{port}", tls


def check(target: str, timeout: float = TIMEOUT) -> tuple[bool, str]:
    """Whether the server at `target` answers, and the line that says so."""
    try:
        uri, tls = where(target)
    except ValueError as error:
        return False, f"xerxes-server --check: {error}"
    started = time.monotonic()
    try:
        with connect(uri, ssl=ssl.create_default_context() if tls else None, open_timeout=timeout,
                     close_timeout=1) as socket:
            socket.send(encode({"type": "health"}))
            answer = json.loads(socket.recv(max(0.1, timeout - (time.monotonic() - started))))
    except (OSError, TimeoutError, WebSocketException, ValueError) as error:
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        return False, f"xerxes-server at {uri} does not answer: {reason}"
    if not isinstance(answer, dict) or answer.get("type") != "health":
        return False, f"xerxes-server at {uri} answered, but not as a game server does"
    return True, (f"xerxes-server at {uri} answers in {(time.monotonic() - started) * 1000:.0f} ms: "
                  f"{answer.get('games', '?')} games, {answer.get('connections', '?')} connections")
