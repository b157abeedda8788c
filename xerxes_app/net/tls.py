"""The TLS a server speaks itself (`--cert`, `--key`), when no balancer speaks it for it."""

from __future__ import annotations

import ssl


def server_tls(cert: str, key: str) -> ssl.SSLContext:
    """The server's TLS context, sending no TLS 1.3 session tickets.

    A ticket arrives just after the handshake, while a client sends its WebSocket request. A
    client that reads on one thread while it writes on another (websockets' threaded client,
    `python -m websockets`) then races OpenSSL 3.0 over the one connection, and about one
    connection in a hundred sends no request at all and waits out its opening timeout (measured
    over 2,400 connections: 15 stalls with tickets, none without). A player's connection is one
    long-lived WebSocket, never resumed, so a ticket buys nothing."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    context.num_tickets = 0
    return context
