"""`xerxes-server --check ADDRESS:PORT`: whether a server can serve its games, for a health check
(a container's, a supervisor's, a monitor's, an operator's at a prompt). It asks `GET /health`
on the players' port (health.py), prints one line and exits 0 when the server answered that it
is well, 1 when it did not answer or answered that it cannot serve (its database away, its lease
lost), within TIMEOUT seconds in all.

`wss://ADDRESS:PORT` checks a server that speaks TLS, its certificate checked against the system's
authorities as the players' apps check it (so an expired certificate fails the check too), or
against the authority file given (`--cafile`, or OpenSSL's `SSL_CERT_FILE`) for a private one.
With `--proxy-protocol` the check begins as a balancer's does, with the PROXY header's LOCAL
command (before TLS), for a server that takes connections from a balancer only.
"""

from __future__ import annotations

import http.client
import json
import ssl
import time

from .proxy_header import LOCAL_V2

TIMEOUT = 5.0  # seconds, the whole check
PRIVATE = "for a private certificate authority, give its certificate with --cafile FILE (or SSL_CERT_FILE)"


def where(target: str) -> tuple[str, str, int, bool]:
    """The URI shown, the host and port to connect to, and whether it is TLS, from ADDRESS:PORT
    or ws(s)://ADDRESS:PORT."""
    tls = target.startswith("wss://")
    rest = target.split("://", 1)[1] if "://" in target else target
    host, colon, port = rest.rstrip("/").rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"give the server as ADDRESS:PORT or wss://ADDRESS:PORT, not {target!r}")
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host  # an IPv6 address
    return f"{'wss' if tls else 'ws'}://{shown}:{port}", host.strip("[]"), int(port), tls


def check(target: str, timeout: float = TIMEOUT, cafile: str | None = None,
          proxy_header: bool = False) -> tuple[bool, str]:
    """Whether the server at `target` can serve its games, and the line that says so."""
    try:
        uri, host, port, tls = where(target)
    except ValueError as error:
        return False, f"xerxes-server --check: {error}"
    started = time.monotonic()
    context = None
    if tls:
        try:
            context = ssl.create_default_context(cafile=cafile)
        except OSError as error:
            return False, f"xerxes-server --check: cannot read the authority file {cafile}: {error.strerror or error}"
    asking = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        asking.connect()  # TCP alone: the PROXY header, when asked for, goes before TLS
        if proxy_header:
            asking.sock.sendall(LOCAL_V2)
        if context is not None:
            asking.sock = context.wrap_socket(asking.sock, server_hostname=host)
        asking.sock.settimeout(max(0.1, timeout - (time.monotonic() - started)))  # the whole check, not each step
        asking.request("GET", "/health", headers={"Connection": "close"})
        reply = asking.getresponse()
        body = reply.read(65536)
        status = reply.status
    except ssl.SSLCertVerificationError as error:
        return False, f"xerxes-server at {uri} does not answer: {error.verify_message or error}; {PRIVATE}"
    except (OSError, http.client.HTTPException) as error:
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        return False, f"xerxes-server at {uri} does not answer: {reason}"
    finally:
        asking.close()
    try:
        answer = json.loads(body)
    except ValueError:
        answer = None
    if not isinstance(answer, dict) or answer.get("type") != "health":
        return False, f"xerxes-server at {uri} answered, but not as a game server does (HTTP {status})"
    counts = f"{answer.get('games', '?')} games, {answer.get('connections', '?')} connections"
    if "database_ms" in answer:
        counts += f", the database in {answer['database_ms']:g} ms"
    took = (time.monotonic() - started) * 1000
    if status != 200:
        return False, f"xerxes-server at {uri} cannot serve its games: {answer.get('trouble', f'HTTP {status}')}"
    return True, f"xerxes-server at {uri} answers in {took:.0f} ms: {counts}"
